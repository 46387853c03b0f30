// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import Testing

@testable import HousingData

/// ``DataTable/init(rows:like:)``: a table's own rows, given again as the fields of its file,
/// read like it, are the table: every column's kind, texts and numbers the same; and a row
/// with a value the table never had keeps the others' codes.
@Suite struct RowsLikeTablePropertyTests {
    /// Fields of a numeric column, a category column with blanks around its words, a yes/no
    /// column in any case, and a column of integers with unknown words.
    static let pools: [[String]] = [
        ["215000", "99500.5", "120000", "", "NA", "87000.25"],
        ["OneFam", " Duplex", "TwnhsE ", "", "O'Brien's", "twnhse", "\tDuplex"],
        ["yes", "No", " TRUE", "f", "n", "", "J", "maybe"],
        ["3", "4", "", "x", "2", "-1"],
    ]

    @Test func aTablesRowsReadLikeItAreTheTable() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...6).array(of: 4).array(of: 1...40)) { picks in
            let fields = picks.map { r in Self.pools.indices.map { Self.pools[$0][r[$0] % Self.pools[$0].count] } }
            let csv =
                (["price,BldgType,Garden,Beds"] + fields.map { $0.map { "\"\($0)\"" }.joined(separator: ",") })
                .joined(separator: "\n") + "\n"
            guard let table = try? DataTableLoader().load(bytes: Array(csv.utf8), source: "rows.csv"),
                table.rowCount == fields.count
            else { return }
            let again = DataTable(rows: fields, like: table)
            #expect(again.rowCount == table.rowCount)
            #expect(again.priceColumnIndex == table.priceColumnIndex)
            for (a, b) in zip(again.columns, table.columns) {
                #expect(a.kind == b.kind && a.name == b.name && a.filter == b.filter, "\(b.name) in \(fields)")
                #expect(a.categories == b.categories, "\(b.name)'s categories in \(fields)")
                for row in 0..<table.rowCount {
                    #expect(a.text(at: row) == b.text(at: row), "\(b.name) row \(row) in \(fields)")
                    let x = a.number(at: row), y = b.number(at: row)
                    #expect(x == y || (x.isNaN && y.isNaN), "\(b.name) row \(row)'s number in \(fields)")
                }
            }
        }
    }

    /// How a column was read: numbers, yes/no, other text, or nothing.
    static func readAs(_ c: DataColumn) -> String {
        switch c.values {
        case .float, .double: return "numbers"
        case .codes: return c.kind == .boolean ? "yes/no" : "text"
        case .none: return "none"
        }
    }

    @Test func aTablesHeadExtendedWithTheOtherRowsIsTheWholeTable() async {
        let input = zip(Gen.int(in: 0...6).array(of: 4).array(of: 2...40), Gen.int(in: 1...39))
        await propertyCheck(count: 200, input: input) { picks, cut in
            let fields = picks.map { r in Self.pools.indices.map { Self.pools[$0][r[$0] % Self.pools[$0].count] } }
            func csv(_ rows: [[String]]) -> [UInt8] {
                Array(
                    ((["price,BldgType,Garden,Beds"] + rows.map { $0.map { "\"\($0)\"" }.joined(separator: ",") })
                        .joined(separator: "\n") + "\n").utf8)
            }
            let k = min(cut, fields.count - 1)
            guard let whole = try? DataTableLoader().load(bytes: csv(fields), source: "all.csv"),
                let head = try? DataTableLoader().load(bytes: csv(Array(fields[..<k])), source: "head.csv"),
                whole.rowCount == fields.count, head.rowCount == k,
                // The head read each column as the whole file does (else no rows could tell).
                zip(head.columns, whole.columns).allSatisfy({ Self.readAs($0) == Self.readAs($1) })
            else { return }
            let extended = head.extended(with: fields[k...].map { $0.map(Optional.some) })
            #expect(extended.rowCount == whole.rowCount)
            for (a, b) in zip(extended.columns, whole.columns) {
                #expect(
                    a.kind == b.kind && a.filter == b.filter && a.isIdentifier == b.isIdentifier,
                    "\(b.name): \(a.kind) \(a.filter), not \(b.kind) \(b.filter), head \(k) of \(fields)")
                #expect(a.categories == b.categories && a.categoryCounts == b.categoryCounts, "\(b.name)")
                #expect(a.bounds == b.bounds && a.distinctCount == b.distinctCount && a.knownCount == b.knownCount)
                for row in 0..<whole.rowCount {
                    #expect(a.text(at: row) == b.text(at: row), "\(b.name) row \(row) in \(fields)")
                }
            }
        }
    }

    @Test func aValueTheTableNeverHadComesAfterItsCategoriesAndUnknownFieldsAreUnknown() throws {
        let csv = "price,BldgType,Garden\n100,OneFam,yes\n200,Duplex,no\n300,OneFam,yes\n"
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "t.csv")
        let again = DataTable(rows: [[" 150 ", "Cottage", "t"], ["abc", nil, "n"], [nil]], like: table)
        let type = again.columns[1], garden = again.columns[2]
        #expect(again.columns[0].number(at: 0) == 150)
        #expect(again.columns[0].number(at: 1).isNaN)
        #expect(again.columns[0].number(at: 2).isNaN)
        #expect(type.categories == ["OneFam", "Duplex", "Cottage"])
        #expect(type.number(at: 0) == 2)
        #expect(type.text(at: 1) == nil)
        #expect(garden.text(at: 0) == "yes" && garden.text(at: 1) == "no" && garden.text(at: 2) == nil)
        #expect(DataTable(rows: [], like: table).rowCount == 0)
    }
}
