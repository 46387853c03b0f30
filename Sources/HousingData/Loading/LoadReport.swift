// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What loading a housing file found: where the data came from, which columns were used, how
/// many homes were read and which rows were skipped.
public struct LoadReport: Equatable, Sendable {
    /// Where the data came from: the file's path as given, or a description such as
    /// `1,000,000 synthetic homes drawn from data/ames-housing.csv`.
    public var source: String
    /// The column names of the header row, in order (trimmed of surrounding spaces).
    public var header: [String]
    /// For each known column found, the header name it was read from.
    public var columnNames: [HousingColumn: String]
    /// The number of homes read.
    public var homeCount: Int
    /// The number of rows skipped, all of them, even beyond ``skippedRows``.
    public var skippedCount: Int
    /// The skipped rows in file order, at most ``DataTableLoader/maxReportedSkips`` of them.
    public var skippedRows: [SkippedRow]

    /// A report with the given contents.
    public init(
        source: String, header: [String] = [], columnNames: [HousingColumn: String] = [:],
        homeCount: Int = 0, skippedCount: Int = 0, skippedRows: [SkippedRow] = []
    ) {
        self.source = source
        self.header = header
        self.columnNames = columnNames
        self.homeCount = homeCount
        self.skippedCount = skippedCount
        self.skippedRows = skippedRows
    }

    /// The lines of the skipped rows that are listed in ``skippedRows``.
    public var skippedLines: [Int] { skippedRows.map(\.line) }

    /// A one-line summary for an info bar, or nil when nothing was skipped, e.g.
    /// `3 rows skipped (lines 4, 9, 12)`; at most ten line numbers are listed.
    public var skippedSummary: String? {
        guard skippedCount > 0 else { return nil }
        let rows = Lp("{0} row skipped", "{0} rows skipped", skippedCount).filling(HousingFormat.grouped(skippedCount))
        let shown = skippedRows.prefix(10).map { String($0.line) }
        guard !shown.isEmpty else { return rows }
        let more = skippedCount > shown.count ? ", …" : ""
        let lines =
            shown.count == 1 && skippedCount == 1
            ? L("line {0}").filling(shown[0])
            : L("lines {0}").filling(shown.joined(separator: ", ") + more)
        return "\(rows) (\(lines))"
    }

    /// One message per skipped row for standard error, in the `FILE:LINE: reason` form of
    /// compilers (`data.csv:12: skipped: price "abc" is not a number`), with a last line
    /// `FILE: … and N more rows skipped` when not every skipped row is listed.
    public var skippedMessages: [String] {
        let source = MessageText.escaped(source, limit: .max)  // quoted text in reasons is escaped too
        var messages = skippedRows.map { "\(source):\($0.line): skipped: \($0.reason)" }
        let unlisted = skippedCount - skippedRows.count
        if unlisted > 0 {
            messages.append("\(source): … and \(HousingFormat.grouped(unlisted)) more rows skipped")
        }
        return messages
    }
}
