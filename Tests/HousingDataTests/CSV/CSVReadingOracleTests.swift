// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PropertyBased
import Testing

@_spi(Oracles) @testable import HousingData

/// Property tests of the fast CSV reading paths against naive oracles, on random messy files:
/// quoted fields with delimiters, doubled quotes and line breaks inside, CRLF and lone CR line
/// ends, empty lines, ragged and unterminated rows, locale decimal marks and missing values.
@Suite struct CSVReadingOracleTests {
    /// Pieces of fields, most of them awkward.
    static let pieces = [
        "", "a", "North Ames", "12", "3.5", "-0.25", "1,5", "1.234,5", "1,234.5", "NA", "yes", "no", " padded ", "x\"y",
        "\"a,b\"", "\"a;b\"", "\"say \"\"hi\"\"\"", "\"two\nlines\"", "\"cr\r\nlf\"", "\"lone\rcr\"", "\"a\"b", "\"\"",
        "Süd", "\t",
    ]

    /// A random CSV text with `delimiter`: records of random pieces, random line ends, empty
    /// lines, sometimes no final line break or a quote left open at the end.
    static func messyCSV(seed: Int, rows: Int, delimiter: String) -> String {
        var rng = SeededGenerator(seed: UInt64(seed))
        let ends = ["\n", "\r\n", "\r"]
        let width = 1 + rng.nextIndex(below: 4)
        var text = rng.nextIndex(below: 8) == 0 ? "\u{FEFF}" : ""
        text += (0..<width).map { "c\($0)" }.joined(separator: delimiter) + ends[rng.nextIndex(below: 3)]
        for _ in 0..<rows {
            var count = width
            switch rng.nextIndex(below: 10) {
            case 0: count = max(1, width - 1)
            case 1: count = width + 1
            default: break
            }
            text += (0..<count).map { _ in pieces[rng.nextIndex(below: pieces.count)] }.joined(separator: delimiter)
            text += ends[rng.nextIndex(below: 3)]
            if rng.nextIndex(below: 12) == 0 { text += ends[rng.nextIndex(below: 3)] }
        }
        switch rng.nextIndex(below: 6) {
        case 0: text += "\"open" + delimiter + "x\nmore"
        case 1: text += "last" + delimiter + "row"
        default: break
        }
        return text
    }

    /// The naive oracle: the documented grammar read byte by byte, with each record's line
    /// taken from a table of every byte's physical line.
    static func naiveRecords(_ bytes: [UInt8], delimiter: UInt8) -> [CSVRecord] {
        let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        var lineAt = [Int](repeating: 1, count: bytes.count + 1)
        for i in bytes.indices {
            let isBreak = bytes[i] == lf || (bytes[i] == cr && (i + 1 == bytes.count || bytes[i + 1] != lf))
            lineAt[i + 1] = lineAt[i] + (isBreak ? 1 : 0)
        }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var records: [CSVRecord] = []
        func isLineEnd(_ j: Int) -> Bool { j < bytes.count && (bytes[j] == lf || bytes[j] == cr) }
        while true {
            while isLineEnd(i) { i += 1 }
            guard i < bytes.count else { return records }
            let line = lineAt[i]
            var fields: [String] = []
            var unterminated = false
            while true {
                var field: [UInt8] = []
                if i < bytes.count && bytes[i] == quote {
                    i += 1
                    var closed = false
                    while i < bytes.count {
                        if bytes[i] == quote {
                            if i + 1 < bytes.count && bytes[i + 1] == quote {
                                field.append(quote)
                                i += 2
                                continue
                            }
                            i += 1
                            closed = true
                            break
                        }
                        field.append(bytes[i])
                        i += 1
                    }
                    if !closed { unterminated = true }
                }
                while i < bytes.count && bytes[i] != delimiter && !isLineEnd(i) {
                    field.append(bytes[i])
                    i += 1
                }
                fields.append(String(decoding: field, as: UTF8.self))
                if unterminated { break }
                if i < bytes.count && bytes[i] == delimiter {
                    i += 1
                    continue
                }
                if i < bytes.count && bytes[i] == cr && i + 1 < bytes.count && bytes[i + 1] == lf {
                    i += 2
                } else if i < bytes.count {
                    i += 1
                }
                break
            }
            records.append(CSVRecord(line: line, fields: fields, isUnterminated: unterminated))
        }
    }

    static let files = zip(Gen.int(in: 0...40), Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...2))

    static let delimiters = [",", ";", "\t"]

    @Test func theParserReadsWhatTheNaiveOracleReads() async {
        await propertyCheck(count: 500, input: Self.files) { rows, seed, d in
            let text = Self.messyCSV(seed: seed, rows: rows, delimiter: Self.delimiters[d])
            let byte = Self.delimiters[d].utf8.first!
            let bytes = Array(text.utf8)
            #expect(
                CSVParser.records(in: bytes, delimiter: byte) == Self.naiveRecords(bytes, delimiter: byte),
                "\(text.debugDescription)")
        }
    }

    /// Everything a table holds, as text: what two ways of loading one file must agree on.
    static func fingerprint(_ table: DataTable) -> String {
        var parts = [
            "\(table.rowCount) rows, \(table.dialect), price \(table.priceColumnIndex.map(String.init) ?? "none")",
            "\(table.report)", "\(table.report.skippedRows)", "\(table.unreadableValues) \(table.unreadableCount)",
            "\(table.lines)",
        ]
        for c in table.columns {
            parts.append(
                """
                \(c.name) \(c.kind) \(c.filter) \(c.categories) \(c.categoryCounts) \(c.unreadableCount) \
                \(c.valuesDropped) \(c.values)
                """)
        }
        return parts.joined(separator: "\n")
    }

    static func load(_ bytes: [UInt8], stretchMinimumBytes: Int, textByteBudget: Int, requiresPrice: Bool) -> String {
        var loader = DataTableLoader(maxReportedSkips: 3, textByteBudget: textByteBudget, requiresPrice: requiresPrice)
        loader.stretching = (4, stretchMinimumBytes)  // whatever the machine's cores
        do {
            return fingerprint(try loader.load(bytes: bytes, source: "f.csv"))
        } catch {
            return "\(error)"
        }
    }

    @Test func readingInStretchesGivesTheTableReadingInOneGives() async {
        await propertyCheck(
            count: 400, input: Self.files, zip(Gen.int(in: 0...1), Gen.int(in: 0...1), Gen.int(in: 0...3))
        ) { file, options in
            let (rows, seed, d) = file
            var text = Self.messyCSV(seed: seed, rows: rows, delimiter: Self.delimiters[d])
            if options.0 == 1 { text = "price" + Self.delimiters[d] + text }  // a price column, maybe ragged
            let bytes = Array(text.utf8)
            let budget = options.1 == 0 ? 64 << 20 : 40  // a small budget drops text columns
            for requiresPrice in [false, true] {
                let oneStretch = Self.load(
                    bytes, stretchMinimumBytes: .max, textByteBudget: budget, requiresPrice: requiresPrice)
                // 4 stretches, or about 2, 3 or 4 of the file's length.
                let minimum = options.2 == 0 ? 0 : bytes.count / (options.2 + 1)
                let stretches = Self.load(
                    bytes, stretchMinimumBytes: minimum, textByteBudget: budget, requiresPrice: requiresPrice)
                #expect(oneStretch == stretches, "\(text.debugDescription)")
            }
        }
    }

    @Test func theSplitFallsAtALineStartAndLinesCountedFromThereShiftByTheLineThere() async {
        await propertyCheck(count: 300, input: Self.files) { rows, seed, d in
            let bytes = Array(Self.messyCSV(seed: seed, rows: rows, delimiter: Self.delimiters[d]).utf8)
            let delimiter = Self.delimiters[d].utf8.first!
            var parser = CSVParser(bytes: bytes, delimiter: delimiter)
            var starts: [(start: Int, line: Int)] = []
            var records: [CSVRecord] = []
            var before = parser.bytesConsumed
            while parser.nextRecord() {
                // The record began after the empty lines skipped from `before`.
                var start = before
                while start < bytes.count && (bytes[start] == 10 || bytes[start] == 13) { start += 1 }
                starts.append((start, parser.line))
                records.append(parser.record)
                before = parser.bytesConsumed
            }
            // A parser started at a record with line 1 reads the records from there, each line
            // less by the record's line − 1 (what the second stretch's rows are shifted by).
            for (k, (start, line)) in starts.enumerated() {
                var stretch = CSVParser(bytes: bytes, delimiter: delimiter, start: start, line: 1)
                var read: [CSVRecord] = []
                while stretch.nextRecord() {
                    var record = stretch.record
                    record.line += line - 1
                    read.append(record)
                }
                #expect(read == Array(records[k...]))
            }
            for count in 2...5 {
                let starts = bytes.withUnsafeBufferPointer { DataTableLoader.stretchStarts($0, from: 0, count: count) }
                #expect(starts.first == 0 && starts.count <= count)
                for (k, start) in starts.enumerated().dropFirst() {
                    #expect(start > starts[k - 1] && start > bytes.count / count * k && start < bytes.count)
                    #expect(bytes[start - 1] == 10 && bytes[start] != 10 && bytes[start] != 13)
                }
            }
        }
    }
}
