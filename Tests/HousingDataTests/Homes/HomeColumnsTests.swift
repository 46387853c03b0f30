// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import HousingOracles
import PropertyBased
import Testing

/// The homes the window lists, exports and copies are read from its one table's columns
/// (``HomeColumns``): checked against a naive reading of the CSV text, field by field, under the
/// documented rule (an unknown, negative or not finite value is unknown; bedrooms and year built
/// must be whole numbers below a million), and against the copied homes of
/// ``HousingDataset/init(table:)``, which follow the same rule.
@Suite struct HomeColumnsTests {
    static let header = ["price", "neighborhood", "bedrooms", "bathrooms", "living_area_sqft", "year_built", "lot"]
    /// Each column's pool of field texts: plausible values, implausible ones, unknown ones.
    static let pools: [[String]] = [
        ["100000", "0", "250000.5", "99999", "1250000"],
        ["Old Town", "Edwards", "", "North Ames"],
        ["1", "2", "3", "2.5", "-1", "", "1000000", "0"],
        ["1", "1.5", "-2", "", "3.25"],
        ["1200", "850.25", "-5", "", "3100"],
        ["1990", "2005.5", "", "1875", "-3"],
        ["8000", "", "12000.5"],
    ]

    /// A row: one pick per column.
    static let rows = Gen.int(in: 0...99).array(of: pools.count).array(of: 1...40)

    /// The naive reading of field `text` of known column `column`.
    static func naive(_ text: String, _ column: HousingColumn) -> Double? {
        guard let v = Double(text), v.isFinite, v >= 0 else { return nil }
        if column == .bedrooms || column == .yearBuilt, v >= 1_000_000 || v != v.rounded() { return nil }
        return v
    }

    @Test func homesAreTheTablesColumnsReadByTheRule() async throws {
        await propertyCheck(count: 300, input: Self.rows) { picks in
            let fields = picks.map { row in
                row.enumerated().map { c, pick in Self.pools[c][pick % Self.pools[c].count] }
            }
            let text =
                ([Self.header] + fields).map { $0.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: ",") }
                .joined(separator: "\n") + "\n"
            let table: DataTable
            do {
                table = try DataTableLoader(requiresPrice: true).load(bytes: Array(text.utf8), source: "h.csv")
            } catch LoadError.noUsableRows {
                return  // every row implausible: no homes to read
            } catch {
                Issue.record("\(error): \(text)")
                return
            }
            guard let homes = HomeColumns(table: table), let copied = HousingDataset(table: table) else {
                Issue.record("not loaded: \(text)")
                return
            }
            // Rows the loader skips (an implausible value: ``PlausibleValueRule``) are no homes.
            let skipped = Set(table.report.skippedRows.map(\.line))
            let kept = fields.enumerated().filter { !skipped.contains($0.offset + 2) }
            #expect(homes.count == kept.count)
            guard homes.count == kept.count, !kept.isEmpty else { return }
            #expect(homes.columnNames == copied.columnNames)
            for (row, (index, f)) in kept.enumerated() {
                let home = homes[row]
                #expect(home == copied[row], "row \(row): \(f)")
                #expect(home.price == Double(f[0]), "row \(row): \(f)")
                #expect(home.line == index + 2)
                #expect(home.neighborhood == (f[1].isEmpty ? nil : f[1]), "row \(row): \(f)")
                #expect(home.bedrooms == Self.naive(f[2], .bedrooms).map { Int($0) }, "row \(row): \(f)")
                #expect(home.bathrooms == Self.naive(f[3], .bathrooms), "row \(row): \(f)")
                #expect(home.livingArea == Self.naive(f[4], .livingArea), "row \(row): \(f)")
                #expect(home.yearBuilt == Self.naive(f[5], .yearBuilt).map { Int($0) }, "row \(row): \(f)")
            }
            let prices = kept.map { Double($0.element[0])! }
            #expect(homes.priceBounds == prices.min()!...prices.max()!)
            for measure in SecondaryMeasure.allCases {
                let known = kept.compactMap { Self.naive($0.element[measure == .livingArea ? 4 : 2], measure.column) }
                #expect(homes.bounds(of: measure) == known.min().map { $0...known.max()! }, "\(measure)")
                #expect(homes.bounds(of: measure) == copied.bounds(of: measure), "\(measure)")
            }
            #expect(homes.defaultSecondaryMeasure == copied.defaultSecondaryMeasure)
            // Every known number column's bounds (from its statistics when every value passes
            // the rule, else read value by value) are those of its values read by the rule.
            for (c, column) in [(2, HousingColumn.bedrooms), (3, .bathrooms), (4, .livingArea), (5, .yearBuilt)] {
                let known = kept.compactMap { Self.naive($0.element[c], column) }
                #expect(homes.bounds(of: column) == known.min().map { $0...known.max()! }, "\(column): \(text)")
            }
        }
    }

    /// A table without a price column has no homes.
    @Test func aTableWithoutPricesHasNoHomes() throws {
        let table = try DataTableLoader().load(bytes: Array("name,colour\na,red\nb,blue\n".utf8), source: "n.csv")
        #expect(HomeColumns(table: table) == nil)
    }
}
