// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One record of a CSV file, as ``CSVParser`` read it: its fields and where it starts.
public struct CSVRecord: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based physical line of the file on which the record starts.
    public var line: Int
    /// The fields, unquoted, with `""` read as `"`.
    public var fields: [String]
    /// Whether the record ends inside a quoted field the file never closes (malformed).
    public var isUnterminated: Bool

    /// A record starting on `line` with `fields`.
    public init(line: Int, fields: [String], isUnterminated: Bool = false) {
        self.line = line
        self.fields = fields
        self.isUnterminated = isUnterminated
    }

    /// `line 3: ["a", "b"]`, with `(unterminated)` when the record is malformed.
    public var description: String {
        "line \(line): \(fields)" + (isUnterminated ? " (unterminated)" : "")
    }
}
