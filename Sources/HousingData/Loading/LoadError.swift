// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Why a housing file could not be used at all. Each message names the file and the problem.
public enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file cannot be opened or read (`reason` is the system's, e.g. "No such file or
    /// directory").
    case unreadable(path: String, reason: String)
    /// The file holds nothing but, at most, a byte order mark and empty lines.
    case emptyFile(path: String)
    /// The first record cannot be a header row (`reason` says why).
    case noHeader(path: String, reason: String)
    /// No column of the header is named `priceColumn` (compared without case); `columns` are
    /// the names found.
    case noPriceColumn(path: String, priceColumn: String, columns: [String])
    /// No row could be read as a home: the file has `dataRows` rows after the header, and every
    /// one was skipped (`skippedRows` lists the first ones).
    case noUsableRows(path: String, dataRows: Int, skippedRows: [SkippedRow])

    /// The file the error is about.
    public var path: String {
        switch self {
        case .unreadable(let path, _), .emptyFile(let path), .noHeader(let path, _),
            .noPriceColumn(let path, _, _), .noUsableRows(let path, _, _):
            return path
        }
    }

    /// The problem in a sentence, without the file name.
    public var problem: String {
        switch self {
        case .unreadable(_, let reason):
            return "cannot read the file: \(reason)"
        case .emptyFile:
            return "the file is empty"
        case .noHeader(_, let reason):
            return "no header row: \(reason)"
        case .noPriceColumn(_, let priceColumn, let columns):
            // The names come from the file: escaped and shortened (a binary file's "header" is
            // kilobytes of control bytes), at most ten of them.
            let found = MessageText.quotedList(columns)
            return "no price column: no column is named \(MessageText.quoted(priceColumn)) (columns found: \(found))"
        case .noUsableRows(_, let dataRows, let skippedRows):
            guard dataRows > 0 else { return "no usable rows: the file has a header row but no data rows" }
            let examples = skippedRows.prefix(3).map(\.description).joined(separator: "; ")
            let all = dataRows == 1 ? "its only data row was" : "all \(HousingFormat.grouped(dataRows)) data rows were"
            return "no usable rows: \(all) skipped (\(examples)\(dataRows > 3 ? "; …" : ""))"
        }
    }

    /// `FILE: problem`, e.g. `homes.csv: no price column: no column is named "price" (columns
    /// found: "id", "cost")`.
    /// The path is escaped (``MessageText``) but not shortened.
    public var description: String { "\(MessageText.escaped(path, limit: .max)): \(problem)" }
}
