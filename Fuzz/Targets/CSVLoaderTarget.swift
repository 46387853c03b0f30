// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// The CSV reader and the window's one loader (``DataTableLoader`` requiring a price, as
/// `house-prices` reads `--data`) on arbitrary bytes.
///
/// Checked for every input, besides "no crash, no hang":
/// - the reader's records start on strictly increasing lines, within the file's lines;
/// - the window's loader accounts for every record after the header (rows + skipped =
///   records); a record a naive re-implementation of the rules calls unusable (wrong field
///   count, unterminated quote, price empty / not a number / not finite / negative / beyond
///   ``PlausibleValueRule/magnitudeLimit``) is never a row, and every row's price is the naive
///   reading of its record's price field;
/// - a file without a price column fails with that error only when no header name is a price's;
/// - no message (error, skipped rows, summary) holds a raw control byte, escape, or invalid
///   UTF-8, and none is longer than ``messageLimit`` characters.
///
/// Each input is loaded twice by the window's loader: looking for the price column by its name,
/// and naming the first column of the header as the price (so random files get past the
/// header), with few listed skips. Then the table loader's own invariants are checked with and
/// without options (``DataTableChecks``).
public enum CSVLoaderTarget: FuzzTarget {
    public static let name = "csv"
    /// The longest message allowed: a reason quotes at most 40 characters, a column list ten.
    public static let messageLimit = 700
    /// The name the input is loaded under.
    static let source = "fuzz.csv"

    public static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let commaRecords = CSVParser.records(in: bytes)
        try checkRecords(commaRecords, bytes)
        // The loader reads a semicolon- or tab-separated file in its detected dialect: the
        // naive rules read the records the same way.
        let dialect = CSVDialect.detect(in: bytes, delimiter: nil, decimalMark: nil)
        let records =
            dialect.delimiter == .comma ? commaRecords : CSVParser.records(in: bytes, delimiter: dialect.delimiter.byte)
        if dialect.delimiter != .comma { try checkRecords(records, bytes) }
        try checkWindowLoad(bytes, DataTableLoader(requiresPrice: true))
        if let first = records.first?.fields.first.map(NaiveDecimal.trimmed), !first.isEmpty {
            try checkWindowLoad(bytes, DataTableLoader(priceColumn: first, maxReportedSkips: 3, requiresPrice: true))
        }
        try DataTableChecks.run(bytes)
    }

    /// The reader's own invariants.
    static func checkRecords(_ records: [CSVRecord], _ bytes: [UInt8]) throws(FuzzFailure) {
        // Lines: LF, CRLF or a lone CR each end one.
        var lines = 1
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                lines += 1
            } else if bytes[i] == 0x0D {
                lines += 1
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            }
            i += 1
        }
        var previous = 0
        for (index, record) in records.enumerated() {
            try require(
                record.line > previous,
                "record \(index) starts on line \(record.line), after a record on line \(previous)")
            try require(record.line <= lines, "record \(index) starts on line \(record.line) of a \(lines)-line file")
            try require(!record.fields.isEmpty, "record \(index) has no fields")
            try require(
                !record.isUnterminated || index == records.count - 1, "an unterminated record is not the last one")
            previous = record.line
        }
    }

    /// What the rules say about one data record: skipped (why, in short) or its price.
    enum Expected: Equatable {
        case skipped
        case accepted(Double)
    }

    /// `mark` is the file's decimal mark: with a decimal comma the price is read as
    /// ``LocaleNumber`` reads it (its grammar has tests of its own), else by ``NaiveDecimal``,
    /// or as ``LocaleNumber`` reads a number with grouping commas (`"1,234"` in quotes).
    static func expected(_ record: CSVRecord, columns: Int, priceIndex: Int, mark: DecimalMark = .point) -> Expected {
        if record.isUnterminated || record.fields.count != columns { return .skipped }
        let text = record.fields[priceIndex]
        let parsed =
            mark == .point
            ? NaiveDecimal.parse(text) ?? LocaleNumber.parse(text, mark: .point) : LocaleNumber.parse(text, mark: mark)
        guard let value = parsed, value.isFinite, value >= 0, value <= PlausibleValueRule.magnitudeLimit else {
            return .skipped
        }
        return .accepted(value + 0)
    }

    /// The window's read of `bytes` against the naive rules.
    static func checkWindowLoad(_ bytes: [UInt8], _ loader: DataTableLoader) throws(FuzzFailure) {
        let table: DataTable
        do {
            table = try loader.load(bytes: bytes, source: source)
        } catch {
            try MessageCheck.require(error.description, limit: messageLimit, "the error message")
            if case .noPriceColumn(_, _, let columns) = error, loader.priceColumn == nil {
                let named = columns.first { ColumnKindRule.priceNames.contains(HousingColumn.normalize($0)) }
                try require(named == nil, "no price column found, but the header has \(named.debugDescription)")
            }
            return
        }
        guard let priceIndex = table.priceColumnIndex else {
            throw FuzzFailure("the window's table has no price column")
        }
        let mark = table.dialect.decimalMark
        let records = CSVParser.records(in: bytes, delimiter: table.dialect.delimiter.byte)
        guard let header = records.first else { throw FuzzFailure("a table from a file without records") }
        let data = records.dropFirst()
        let report = table.report
        try require(
            table.rowCount + report.skippedCount == data.count,
            "\(table.rowCount) rows + \(report.skippedCount) skipped ≠ \(data.count) records")
        let byLine = Dictionary(data.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        var loadedLines = Set<Int>()
        let prices = table.columns[priceIndex]
        for row in 0..<table.rowCount {
            let line = table.line(ofRow: row)
            guard let record = byLine[line] else { throw FuzzFailure("row \(row) is on line \(line), no record's") }
            loadedLines.insert(line)
            let price = prices.number(at: row)
            guard
                case .accepted(let wanted) = expected(
                    record, columns: header.fields.count, priceIndex: priceIndex, mark: mark)
            else {
                throw FuzzFailure(
                    """
                    line \(line) was loaded (price \(price)), but its price \
                    \(record.fields[priceIndex].prefix(40).debugDescription) is unusable
                    """)
            }
            try require(price == wanted, "line \(line)'s price is \(price), the naive reading \(wanted)")
        }
        for record in data where !loadedLines.contains(record.line) {
            let listFull =
                report.skippedLines.count == loader.maxReportedSkips && (report.skippedLines.last ?? 0) < record.line
            try require(
                report.skippedLines.contains(record.line) || listFull,
                "line \(record.line) was neither loaded nor listed as skipped")
        }
        for message in report.skippedMessages {
            try MessageCheck.require(message, limit: messageLimit, "a skipped-row message")
        }
        if let summary = report.skippedSummary {
            try MessageCheck.require(summary, limit: messageLimit, "the skipped summary")
        }
    }
}

extension Result {
    /// The error, or nil.
    var error: Failure? {
        if case .failure(let e) = self { return e }
        return nil
    }
}
