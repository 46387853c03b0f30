// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import PropertyBased
import Testing

/// Property-based tests of ``DataTableLoader`` with naive oracles: a table written in any
/// dialect reads back equal, and every data record is loaded or skipped, as a naive
/// re-reading of the rules says.
@Suite struct DataTablePropertyTests {
    /// Texts for categorical columns: spaces, every delimiter, quotes and line breaks inside.
    static let words = [
        "North Ames", "Old Town", "a;b", "x,y", "say \"hi\"", "tab\there", "two\nlines", "Süd", " padded ",
    ]

    /// A random table as text cells, one array per column (nil: unknown), in canonical form
    /// (comma-separated, decimal point), with the kind of each column: 0 integer, 1 real,
    /// 2 yes/no, 3 categorical.
    struct RawTable: CustomStringConvertible {
        var kinds: [Int]
        var cells: [[String?]]
        var rows: Int { cells.first?.count ?? 0 }
        var description: String { "kinds \(kinds), \(rows) rows: \(cells.map { $0.prefix(4) })" }

        /// The canonical CSV text.
        var csv: String {
            var text = kinds.indices.map { "c\($0)" }.joined(separator: ",") + "\n"
            for r in 0..<rows {
                text +=
                    kinds.indices.map { c -> String in
                        guard let v = cells[c][r] else { return kinds.count == 1 ? "\"\"" : "" }
                        return kinds[c] == 3 ? "\"" + v.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : v
                    }.joined(separator: ",") + "\n"
            }
            return text
        }
    }

    static let rawTable = zip(Gen.int(in: 1...6), Gen.int(in: 1...60), Gen.int(in: 0...Int(Int32.max))).map {
        columns, rows, seed in
        var rng = SeededGenerator(seed: UInt64(seed))
        let kinds = (0..<columns).map { _ in rng.nextIndex(below: 4) }
        let cells: [[String?]] = kinds.map { kind in
            (0..<rows).map { _ -> String? in
                if rng.nextIndex(below: 10) == 0 { return nil }
                switch kind {
                case 0: return String(rng.nextIndex(below: 2_000_001) - 1_000_000)
                case 1: return String(Double(rng.nextIndex(below: 2_000_001) - 1_000_000) / 100)
                case 2: return rng.nextIndex(below: 2) == 0 ? "yes" : "no"
                default: return words[rng.nextIndex(below: words.count)]
                }
            }
        }
        return RawTable(kinds: kinds, cells: cells)
    }

    /// The value `table` holds in `column`, `row`, as the oracle writes it.
    static func cell(_ table: DataTable, _ column: Int, _ row: Int) -> String? {
        let c = table.columns[column]
        guard c.kind.isNumeric else { return c.text(at: row) }
        let v = c.number(at: row)
        return v.isNaN ? nil : String(v)
    }

    @Test func aTableReadsBackAsWrittenAndInAnyDialect() async {
        await propertyCheck(
            count: 300, input: Self.rawTable, zip(Gen.int(in: 0...2), Gen.int(in: 0...1), Gen.int(in: 0...1))
        ) { raw, style in
            let original: DataTable
            do {
                original = try DataTableLoader().load(bytes: Array(raw.csv.utf8), source: "raw.csv")
            } catch {
                Issue.record("the canonical table did not load: \(error)")
                return
            }
            // Against the raw cells (the naive oracle).
            guard original.rowCount == raw.rows, original.columns.count == raw.kinds.count else {
                Issue.record(
                    """
                    \(original.rowCount) rows of \(raw.rows), \(original.columns.count) columns, skipped \
                    \(original.report.skippedRows.prefix(3)), \(original.dialect): \
                    \(raw.csv.prefix(300).debugDescription)
                    """)
                return
            }
            #expect(original.report.skippedCount == 0)
            for c in raw.kinds.indices {
                for r in 0..<raw.rows {
                    let expected: String? = raw.cells[c][r].map {
                        raw.kinds[c] < 2 ? String(Double($0)!) : ($0.trimmingCharacters(in: .whitespaces))
                    }
                    #expect(Self.cell(original, c, r) == expected, "column \(c) row \(r) of \(raw)")
                }
            }
            // Written in another dialect and read back, given or detected.
            let dialect = CSVDialect(
                delimiter: CSVDelimiter.allCases[style.0], decimalMark: DecimalMark.allCases[style.1])
            let bytes = DataTableWriter.csv(original, dialect: dialect)
            let loader =
                style.2 == 0
                ? DataTableLoader() : DataTableLoader(delimiter: dialect.delimiter, decimalMark: dialect.decimalMark)
            guard let back = try? loader.load(bytes: bytes, source: "back.csv") else {
                Issue.record(
                    """
                    the written table did not load in \(dialect): \
                    \(String(decoding: bytes.prefix(200), as: UTF8.self))
                    """)
                return
            }
            guard back.rowCount == original.rowCount, back.columns.count == original.columns.count else {
                let head = String(decoding: bytes.prefix(300), as: UTF8.self)
                Issue.record(
                    """
                    \(back.rowCount) rows read back of \(original.rowCount) in \(dialect), skipped \
                    \(back.report.skippedRows.prefix(3)): \(head)
                    """)
                return
            }
            #expect(back.columns.map(\.name) == original.columns.map(\.name))
            #expect(back.columns.map(\.kind) == original.columns.map(\.kind), "\(dialect)")
            #expect(back.columns.map(\.filter) == original.columns.map(\.filter), "\(dialect)")
            for c in original.columns.indices {
                #expect(
                    (0..<back.rowCount).allSatisfy { Self.cell(back, c, $0) == Self.cell(original, c, $0) },
                    "column \(c) in \(dialect)")
            }
        }
    }

    /// Random rows over a fixed numeric header, some ragged, some with an absurd value.
    static let messyFile = zip(Gen.int(in: 0...80), Gen.int(in: 0...Int(Int32.max))).map { rows, seed -> [String] in
        var rng = SeededGenerator(seed: UInt64(seed))
        return (0..<rows).map { _ in
            var fields = [
                String(rng.nextIndex(below: 1000)), String(rng.nextIndex(below: 50)), "v\(rng.nextIndex(below: 3))",
            ]
            switch rng.nextIndex(below: 12) {
            case 0: fields.removeLast()
            case 1: fields.append("extra")
            case 2: fields[0] = ["1e300", "inf", "-infinity", "1e999", "-5"][rng.nextIndex(below: 5)]
            case 3: fields[1] = "abc"
            case 4: fields[0] = ""
            default: break
            }
            return fields.joined(separator: ";")
        }
    }

    @Test func everyRecordIsLoadedOrSkippedAsTheRulesSay() async {
        await propertyCheck(count: 400, input: Self.messyFile) { lines in
            let text = "price;rooms;kind\n" + lines.map { $0 + "\n" }.joined()
            let result = Result { () throws(LoadError) -> DataTable in
                try DataTableLoader().load(bytes: Array(text.utf8), source: "m.csv")
            }
            // The oracle: ragged rows and absurd prices are skipped, everything else loads.
            var expectedSkipped: [Int] = []
            for (i, line) in lines.enumerated() {
                let fields = line.split(separator: ";", omittingEmptySubsequences: false)
                if fields.count != 3 || ["1e300", "inf", "-infinity", "1e999", "-5"].contains(fields[0]) {
                    expectedSkipped.append(i + 2)
                }
            }
            switch result {
            case .success(let table):
                #expect(table.rowCount + table.report.skippedCount == lines.count, "accepted + skipped = records")
                #expect(table.report.skippedLines == expectedSkipped, "\(lines)")
                #expect(table.unreadableValues.allSatisfy { $0.text == "abc" })
            case .failure(let error):
                #expect(expectedSkipped.count == lines.count, "refused although some rows are usable: \(error)")
            }
        }
    }
}
