// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
@_spi(Oracles) import HousingData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a CSV file of homes into a ``HousingDataset``.
///
/// The file needs a header row and a price column, found by ``priceColumn`` (compared without
/// case and surrounding spaces). The other known columns (``HousingColumn``) are found by their
/// aliases; unknown columns are ignored.
///
/// A row is skipped — counted, and reported with its line and reason in ``LoadReport`` — only
/// when it has a different number of fields from the header, ends inside a quoted field the file
/// never closes, or has a price that is empty, not a number, not finite or negative. Nothing else
/// drops a row: another value that cannot be read (or is negative, or for bedrooms and year built
/// not a whole number) becomes nil in the home.
///
/// A file that cannot be used throws a ``LoadError`` naming the file and the problem: it cannot
/// be read, it is empty, its first row is no header, it has no price column, or no row is usable.
///
/// Loading is synchronous and touches no shared state: call it on a background thread. The
/// `progress` closure is called on that same thread with the fraction done, from 0 to 1, at most
/// about once per percent (reading the file counts for the first tenth, parsing for the rest).
public struct HousingLoader: Sendable {
    /// The name of the price column, compared without case and surrounding spaces. Default
    /// `price`.
    public var priceColumn: String
    /// How many skipped rows the report lists (all are counted). Default 1,000.
    public var maxReportedSkips: Int
    /// The delimiter, when given (`--delimiter`); nil detects it (``dialect(of:delimiter:decimalMark:)``).
    public var delimiter: CSVDelimiter?
    /// The decimal mark, when given (`--decimal-mark`); nil detects it.
    public var decimalMark: DecimalMark?

    /// A loader looking for the price in the column named `priceColumn`, reading the file in
    /// the `delimiter` and `decimalMark` given (detected where nil).
    public init(
        priceColumn: String = "price", maxReportedSkips: Int = 1_000,
        delimiter: CSVDelimiter? = nil, decimalMark: DecimalMark? = nil
    ) {
        self.priceColumn = priceColumn
        self.maxReportedSkips = maxReportedSkips
        self.delimiter = delimiter
        self.decimalMark = decimalMark
    }

    // MARK: - Loading

    /// The homes in the CSV file at `path`.
    public func load(path: String, progress: ((Double) -> Void)? = nil) throws(LoadError) -> HousingDataset {
        var reporter = ProgressReporter(progress)
        reporter.report(0)
        let bytes = try FileBytes.contents(of: path) { reporter.report(0.1 * $0) }
        return try load(bytes: bytes, source: path) { reporter.report(0.1 + 0.9 * $0) }
    }

    /// The homes in `bytes`, the content of a CSV file; `source` names it in reports and errors.
    /// Field `index` of the current record as a number in the file's decimal mark (the plain
    /// reader for a decimal point), or nil.
    @inline(__always)
    static func number(_ parser: CSVParser, _ index: Int, mark: DecimalMark) -> Double? {
        mark == .point
            ? parser.withFieldBytes(index, DecimalNumber.parse)
            : parser.withFieldBytes(index) { LocaleNumber.parse($0, mark: mark) }
    }

    /// How ``load(bytes:source:progress:)`` reads `bytes`: semicolon- or tab-separated files (a
    /// European spreadsheet's export) and their decimal commas as ``CSVDialect`` detects them
    /// when the header line holds that delimiter; anything else as comma-separated
    /// with decimal points. A `delimiter` or `decimalMark` given is used as it is (the other
    /// detected), for files the rule reads wrongly (a one-column file of decimal commas).
    public static func dialect(of bytes: [UInt8], delimiter: CSVDelimiter? = nil, decimalMark: DecimalMark? = nil)
        -> CSVDialect
    {
        if delimiter != nil || decimalMark != nil {
            return CSVDialect.detect(in: bytes, delimiter: delimiter, decimalMark: decimalMark)
        }
        let detected = CSVDialect.detect(in: bytes)
        let headerEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return detected.delimiter != .comma && bytes[..<headerEnd].contains(detected.delimiter.byte)
            ? detected : CSVDialect()
    }

    public func load(bytes: [UInt8], source: String, progress: ((Double) -> Void)? = nil) throws(LoadError)
        -> HousingDataset
    {
        var reporter = ProgressReporter(progress)
        reporter.report(0)
        let dialect = HousingLoader.dialect(of: bytes, delimiter: delimiter, decimalMark: decimalMark)
        let mark = dialect.decimalMark
        var parser = CSVParser(bytes: bytes, delimiter: dialect.delimiter.byte)

        // The header.
        guard parser.nextRecord() else { throw .emptyFile(path: source) }
        let headerLine = parser.line
        let header = parser.fields.map(HousingLoader.trimmed)
        if parser.isUnterminated {
            throw .noHeader(
                path: source, reason: "the quoted field opened on line \(parser.unterminatedQuoteLine) is never closed")
        }
        if header.allSatisfy(\.isEmpty) {
            throw .noHeader(path: source, reason: "line \(headerLine) names no columns")
        }
        if header.allSatisfy({ DecimalNumber.parse($0) != nil }) {
            throw .noHeader(
                path: source, reason: "line \(headerLine) holds only numbers; the first line must name the columns")
        }
        let wanted = HousingLoader.trimmed(priceColumn).lowercased()
        // The column named as asked; for the default name, also its German, French, Spanish,
        // Italian or Dutch word (`Preis`, ``ColumnKindRule/priceNames``).
        let named =
            header.firstIndex(where: { $0.lowercased() == wanted })
            ?? (wanted == "price"
                ? header.firstIndex(where: { ColumnKindRule.priceNames.contains(HousingColumn.normalize($0)) }) : nil)
        guard !wanted.isEmpty, let priceIndex = named else {
            throw .noPriceColumn(path: source, priceColumn: priceColumn, columns: header)
        }
        var columnIndex: [HousingColumn: Int] = [.price: priceIndex]
        for (i, name) in header.enumerated() where i != priceIndex {
            if let column = HousingColumn.matching(headerName: name), columnIndex[column] == nil {
                columnIndex[column] = i
            }
        }

        // The rows.
        var table = TableBuilder(columnIndex: columnIndex, mark: mark)
        var skippedRows: [SkippedRow] = []
        var skippedCount = 0
        var dataRows = 0
        let totalBytes = max(1, parser.totalBytes)
        while parser.nextRecord() {
            dataRows += 1
            if dataRows & 0x3FF == 0 {
                reporter.report(Double(parser.bytesConsumed) / Double(totalBytes))
                if dataRows == 0x400 {
                    // Room for the whole file, estimated from the first rows' length.
                    let estimate = Double(totalBytes) / Double(max(1, parser.bytesConsumed)) * Double(dataRows) * 1.05
                    table.reserveCapacity(Int(min(estimate, 1e9)))
                }
            }
            // Why the row cannot be read, if it cannot.
            var problem: SkippedRow.Reason?
            var price = 0.0
            if parser.isUnterminated {
                problem = .unterminatedQuote(openedOnLine: parser.unterminatedQuoteLine)
            } else if parser.fieldCount != header.count {
                problem = .wrongFieldCount(expected: header.count, found: parser.fieldCount)
            } else if let value = HousingLoader.number(parser, priceIndex, mark: mark) {
                if !value.isFinite {
                    problem = .priceNotFinite(HousingLoader.trimmed(parser.field(priceIndex)))
                } else if value < 0 {
                    problem = .negativePrice(HousingLoader.trimmed(parser.field(priceIndex)))
                } else {
                    price = value + 0  // + 0 turns -0 into 0
                }
            } else {
                let text = HousingLoader.trimmed(parser.field(priceIndex))
                problem = text.isEmpty ? .emptyPrice : .priceNotANumber(text)
            }
            if let problem {
                skippedCount += 1
                if skippedRows.count < maxReportedSkips {
                    skippedRows.append(SkippedRow(line: parser.line, reason: problem))
                }
                continue
            }
            table.append(price: price, from: parser)
        }
        reporter.report(1)

        guard !table.prices.isEmpty else {
            throw .noUsableRows(path: source, dataRows: dataRows, skippedRows: skippedRows)
        }
        var columnNames: [HousingColumn: String] = [:]
        for (column, index) in columnIndex { columnNames[column] = header[index] }
        let report = LoadReport(
            source: source, header: header, columnNames: columnNames, homeCount: table.prices.count,
            skippedCount: skippedCount, skippedRows: skippedRows)
        return table.dataset(columns: Set(columnIndex.keys), report: report)
    }

    // MARK: - Helpers

    /// `text` without surrounding spaces and tabs.
    static func trimmed(_ text: String) -> String { text.trimmingBlanks() }

}
