// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// The generic table loader (``DataTableLoader``) on the `csv` target's bytes, with
/// its invariants, checked against the records a plain ``CSVParser`` reads with the dialect the
/// loader reports:
/// - a loaded table accounts for every data record: rows + skipped = records; the rows'
///   lines and the skipped lines are record lines, increasing, and disjoint; a record with
///   another field count than the header, or an unterminated quote, is never a row;
/// - every column has one value per row; every number is finite (or unknown) and within
///   ±10¹⁵, never negative in a column the rule counts as a quantity, and inside the
///   column's bounds; category codes are in range;
/// - an unusable file fails with an error that fits it (empty, no header, no usable rows);
/// - every message (error, skipped rows, summary, unreadable values) is printable and short.
///
/// Each input is loaded twice: with detection, and with every option given (semicolon,
/// decimal comma, the first header name as the price, 2 sample rows, 3 listed skips).
enum DataTableChecks {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        try check(bytes, DataTableLoader())
        let first = CSVParser.records(in: bytes, delimiter: UInt8(ascii: ";")).first?.fields.first.map(
            NaiveDecimal.trimmed)
        try check(
            bytes,
            DataTableLoader(
                delimiter: .semicolon, decimalMark: .comma,
                priceColumn: first.flatMap { $0.isEmpty ? nil : $0 }, maxReportedSkips: 3, sampleRows: 2))
    }

    static func check(_ bytes: [UInt8], _ loader: DataTableLoader) throws(FuzzFailure) {
        let limit = CSVLoaderTarget.messageLimit
        let table: DataTable
        do {
            table = try loader.load(bytes: bytes, source: "fuzz.csv")
        } catch {
            try MessageCheck.require(error.description, limit: limit, "the table error")
            let dialect = CSVDialect.detect(in: bytes, delimiter: loader.delimiter, decimalMark: loader.decimalMark)
            let records = CSVParser.records(in: bytes, delimiter: dialect.delimiter.byte)
            switch error {
            case .emptyFile:
                try require(records.isEmpty, "a file with \(records.count) records was called empty")
            case .unreadable:
                throw FuzzFailure("bytes were unreadable: \(error)")
            case .noHeader:
                try require(!records.isEmpty, "no header in a file without records")
            case .noPriceColumn(_, let name, _):
                try require(
                    loader.priceColumn == name, "no price column \(name.debugDescription) reported without the option")
            case .noUsableRows(_, let dataRows, _):
                try require(
                    dataRows == records.count - 1,
                    "noUsableRows counts \(dataRows) rows, the file has \(records.count - 1)")
            }
            return
        }
        let records = CSVParser.records(in: bytes, delimiter: table.dialect.delimiter.byte)
        if let d = loader.delimiter { try require(table.dialect.delimiter == d, "the delimiter option was not used") }
        if let m = loader.decimalMark {
            try require(table.dialect.decimalMark == m, "the decimal mark option was not used")
        }
        guard let header = records.first else { throw FuzzFailure("a table from a file without records") }
        let data = Array(records.dropFirst())
        let report = table.report
        try require(
            table.rowCount + report.skippedCount == data.count,
            "\(table.rowCount) rows + \(report.skippedCount) skipped ≠ \(data.count) records")
        try require(
            table.columns.count == header.fields.count,
            "\(table.columns.count) columns, the header has \(header.fields.count)")
        try require(
            report.skippedRows.count == min(report.skippedCount, loader.maxReportedSkips), "skipped rows listed wrongly"
        )

        // Lines: rows and skipped rows are record lines, increasing, disjoint.
        let recordLines = Set(data.map(\.line))
        let rowLines = (0..<table.rowCount).map(table.line(ofRow:))
        try require(zip(rowLines, rowLines.dropFirst()).allSatisfy { $0 < $1 }, "row lines not increasing")
        try require(rowLines.allSatisfy(recordLines.contains), "a row's line is no record's line")
        let skippedLines = report.skippedLines
        try require(zip(skippedLines, skippedLines.dropFirst()).allSatisfy { $0 < $1 }, "skipped lines not increasing")
        try require(skippedLines.allSatisfy(recordLines.contains), "a skipped line is no record's line")
        try require(Set(skippedLines).isDisjoint(with: rowLines), "a line both loaded and skipped")
        let malformed = data.filter { $0.isUnterminated || $0.fields.count != header.fields.count }.map(\.line)
        try require(Set(malformed).isDisjoint(with: rowLines), "a malformed record was loaded")

        // Columns.
        for column in table.columns {
            try require(
                column.count == table.rowCount || column.kind == .empty || column.valuesDropped,
                "column \(column.name.debugDescription) has \(column.count) values for \(table.rowCount) rows")
            switch column.values {
            case .float, .double:
                let nonNegative = PlausibleValueRule.isNonNegativeQuantity(column.name)
                for row in 0..<column.count {
                    let v = column.number(at: row)
                    if v.isNaN { continue }
                    try require(v.isFinite && abs(v) <= PlausibleValueRule.magnitudeLimit, "value \(v) loaded")
                    try require(!nonNegative || v >= 0, "negative \(v) in \(column.name.debugDescription)")
                    try require(
                        column.bounds?.contains(v) ?? false,
                        "value \(v) outside the bounds \(String(describing: column.bounds))")
                }
            case .codes(let codes):
                let count = column.categories.count
                for row in 0..<codes.count where codes[row] > count {
                    throw FuzzFailure("code \(codes[row]) of \(count) categories")
                }
                try require(column.categoryCounts.reduce(0, +) == column.knownCount, "category counts do not add up")
            case .none:
                break
            }
        }
        if let price = table.priceColumn {
            try require(price.kind.isNumeric || loader.priceColumn != nil, "a price column of kind \(price.kind)")
        }

        // Messages.
        for message in report.skippedMessages {
            try MessageCheck.require(message, limit: limit, "a skipped-row message")
        }
        if let summary = report.skippedSummary {
            try MessageCheck.require(summary, limit: limit, "the skipped summary")
        }
        for value in table.unreadableValues {
            try MessageCheck.require(value.description, limit: limit, "an unreadable value")
        }
    }
}
