// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import HousingOracles

/// The CSV reader and the housing loader on arbitrary bytes, as if given as `--data`.
///
/// Checked for every input, besides "no crash, no hang":
/// - the reader's records start on strictly increasing lines, within the file's lines;
/// - the loader accounts for every record after the header: accepted + skipped = records, and
///   each record is accepted or skipped exactly as a naive re-implementation of the rules says
///   (wrong field count, unterminated quote, price empty / not a number / not finite /
///   negative), each skipped one reported with its own line, in order;
/// - every accepted price equals the naive oracle's reading (finite, not negative);
/// - a file that cannot be used fails with the error the rules give (empty, no header, no price
///   column, no usable rows), and the counts in it are right;
/// - no message (error, skipped rows, summary) holds a raw control byte, escape, or invalid
///   UTF-8, and none is longer than ``messageLimit`` characters.
///
/// Each input is loaded twice: looking for a `price` column, and looking for the first column
/// of the header (so random files get past the header), with a small ``HousingLoader/maxReportedSkips``.
/// Then the generic table loader reads it too (``DataTableChecks``).
public enum CSVLoaderTarget: FuzzTarget {
    public static let name = "csv"
    /// The longest message allowed: a reason quotes at most 40 characters, a column list ten.
    public static let messageLimit = 700
    /// The name the input is loaded under.
    static let source = "fuzz.csv"

    public static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let commaRecords = CSVParser.records(in: bytes)
        try checkRecords(commaRecords, bytes)
        // The loader reads a semicolon- or tab-separated file (its header holds the delimiter)
        // in that dialect, with its decimal mark: the oracle reads the records the same way.
        let dialect = HousingLoader.dialect(of: bytes)
        let records = dialect.delimiter == .comma ? commaRecords : CSVParser.records(in: bytes, delimiter: dialect.delimiter.byte)
        if dialect.delimiter != .comma { try checkRecords(records, bytes) }
        try checkLoad(bytes, records, HousingLoader(), mark: dialect.decimalMark)
        if let first = records.first?.fields.first.map(NaiveDecimal.trimmed), !first.isEmpty, !first.lowercased().isEmpty {
            try checkLoad(bytes, records, HousingLoader(priceColumn: first, maxReportedSkips: 3), mark: dialect.decimalMark)
        }
        try DataTableChecks.run(bytes)
    }

    /// The reader's own invariants.
    static func checkRecords(_ records: [CSVRecord], _ bytes: [UInt8]) throws(FuzzFailure) {
        // Lines: LF, CRLF or a lone CR each end one.
        var lines = 1
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A { lines += 1 } else if bytes[i] == 0x0D {
                lines += 1
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            }
            i += 1
        }
        var previous = 0
        for (index, record) in records.enumerated() {
            try require(record.line > previous, "record \(index) starts on line \(record.line), after a record on line \(previous)")
            try require(record.line <= lines, "record \(index) starts on line \(record.line) of a \(lines)-line file")
            try require(!record.fields.isEmpty, "record \(index) has no fields")
            try require(!record.isUnterminated || index == records.count - 1, "an unterminated record is not the last one")
            previous = record.line
        }
    }

    /// What the rules say about one data record: skipped (why, in short) or its price.
    enum Expected: Equatable {
        case skipped
        case accepted(Double)
    }

    /// `mark` is the file's decimal mark: with a decimal comma the price is read as
    /// ``LocaleNumber`` reads it (its grammar has tests of its own), else by ``NaiveDecimal``.
    static func expected(_ record: CSVRecord, columns: Int, priceIndex: Int, mark: DecimalMark = .point) -> Expected {
        if record.isUnterminated || record.fields.count != columns { return .skipped }
        let text = record.fields[priceIndex]
        let parsed = mark == .point ? NaiveDecimal.parse(text) : LocaleNumber.parse(text, mark: mark)
        guard let value = parsed, value.isFinite, value >= 0 else { return .skipped }
        return .accepted(value + 0)
    }

    static func checkLoad(_ bytes: [UInt8], _ records: [CSVRecord], _ loader: HousingLoader, mark: DecimalMark) throws(FuzzFailure) {
        let result: Result<HousingDataset, LoadError>
        do {
            result = .success(try loader.load(bytes: bytes, source: source))
        } catch {
            result = .failure(error)
        }
        let wanted = NaiveDecimal.trimmed(loader.priceColumn).lowercased()

        guard let headerRecord = records.first else {
            try require(result.error == .emptyFile(path: source), "a file without records gave \(result)")
            return
        }
        let header = headerRecord.fields.map(NaiveDecimal.trimmed)
        let dataRecords = Array(records.dropFirst())
        // The column asked for; for the default name `price`, also its word in another
        // language (`Preis`, ``ColumnKindRule/priceNames``) when no column is named `price`.
        let named = header.firstIndex { $0.lowercased() == wanted }
            ?? (wanted == "price" ? header.firstIndex { ColumnKindRule.priceNames.contains(HousingColumn.normalize($0)) } : nil)
        switch result {
        case .failure(let error):
            try MessageCheck.require(error.description, limit: messageLimit, "the error message")
            switch error {
            case .emptyFile, .unreadable:
                throw FuzzFailure("a file with \(records.count) records gave \(error)")
            case .noHeader:
                let plausible = headerRecord.isUnterminated || header.allSatisfy(\.isEmpty)
                    || header.allSatisfy { NaiveDecimal.parse($0) != nil }
                try require(plausible, "header \(header.prefix(5)) was refused: \(error)")
            case let .noPriceColumn(_, _, columns):
                try require(columns == header, "the error lists columns \(columns.prefix(5)), the header is \(header.prefix(5))")
                try require(named == nil || wanted.isEmpty,
                            "the header has a column named \(wanted.debugDescription) but the error says none")
            case let .noUsableRows(_, dataRows, skippedRows):
                try require(dataRows == dataRecords.count, "noUsableRows counts \(dataRows) rows, the file has \(dataRecords.count)")
                let priceIndex = named ?? 0
                for record in dataRecords {
                    try require(expected(record, columns: header.count, priceIndex: priceIndex, mark: mark) == .skipped,
                                "line \(record.line) is a usable row, but the file was refused as having none")
                }
                try require(skippedRows.map(\.line) == dataRecords.prefix(skippedRows.count).map(\.line),
                            "the skipped rows listed are not the first rows")
            }
        case .success(let dataset):
            let report = dataset.report
            guard let priceIndex = named else {
                throw FuzzFailure("loaded without a column named \(wanted.debugDescription)")
            }
            try require(report.homeCount == dataset.count, "the report counts \(report.homeCount) homes, the dataset has \(dataset.count)")
            try require(report.homeCount + report.skippedCount == dataRecords.count,
                        "\(report.homeCount) accepted + \(report.skippedCount) skipped ≠ \(dataRecords.count) records")
            try require(report.skippedRows.count == min(report.skippedCount, loader.maxReportedSkips),
                        "\(report.skippedRows.count) skipped rows listed of \(report.skippedCount), limit \(loader.maxReportedSkips)")
            var expectedPrices: [Double] = []
            var expectedSkippedLines: [Int] = []
            for record in dataRecords {
                switch expected(record, columns: header.count, priceIndex: priceIndex, mark: mark) {
                case .skipped: expectedSkippedLines.append(record.line)
                case .accepted(let price): expectedPrices.append(price)
                }
            }
            try require(dataset.prices.elementsEqual(expectedPrices, by: { $0 == $1 && $0.sign == $1.sign }),
                        "prices \(dataset.prices.prefix(5)) differ from the oracle's \(expectedPrices.prefix(5))")
            try require(report.skippedLines == Array(expectedSkippedLines.prefix(report.skippedRows.count)),
                        "skipped lines \(report.skippedLines.prefix(5)), expected \(expectedSkippedLines.prefix(5))")
            for message in report.skippedMessages { try MessageCheck.require(message, limit: messageLimit, "a skipped-row message") }
            if let summary = report.skippedSummary { try MessageCheck.require(summary, limit: messageLimit, "the skipped summary") }
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
