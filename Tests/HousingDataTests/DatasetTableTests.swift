// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import PropertyBased
import Testing

/// ``DataTable/init(homes:)``: the known columns of homes that were never a file's rows (the
/// window's `--generate`) as a table, row k being home k.
@Suite struct DatasetTableTests {
    static let names = ["North Ames", "Old Town", "Gilbert", "Süd"]

    /// Random homes (each value known or not, some areas not exactly `Float`s) against the
    /// table's cells, value by value.
    @Test func everyRowOfTheTableIsItsHome() async {
        let home = zip(Gen.int(in: 0...900), Gen.int(in: -1...3), Gen.int(in: -1...6), Gen.int(in: -1...8),
                       Gen.int(in: -1...60), Gen.int(in: -1...120))
        await propertyCheck(count: 200, input: home.array(of: 1...40)) { raw in
            let homes = raw.enumerated().map { i, r in
                HomeRecord(line: i + 2, price: Double(r.0 * 500),
                           neighborhood: r.1 < 0 ? nil : Self.names[r.1],
                           bedrooms: r.2 < 0 ? nil : r.2,
                           bathrooms: r.3 < 0 ? nil : Double(r.3) / 2,
                           // Some areas are not exactly Floats: the table keeps them exactly.
                           livingArea: r.4 < 0 ? nil : Double(400 + r.4 * 37) + (r.4 % 3 == 0 ? 0.123456 : 0),
                           yearBuilt: r.5 < 0 ? nil : 1890 + r.5)
            }
            let dataset = HousingDataset(homes: homes)
            let table = DataTable(homes: dataset)
            #expect(table.rowCount == homes.count)
            guard let priceIndex = table.priceColumnIndex else {
                Issue.record("no price column")
                return
            }
            #expect(table.columns[priceIndex].name.lowercased() == "price")
            func column(_ known: HousingColumn) -> DataColumn? {
                table.columns.first { $0.name == (dataset.report.columnNames[known] ?? known.rawValue) }
            }
            for (row, h) in dataset.enumerated() {
                #expect(table.columns[priceIndex].number(at: row) == h.price)
                func same(_ known: HousingColumn, _ value: Double?) {
                    guard let c = column(known) else { return }
                    let cell = c.number(at: row)
                    if let value { #expect(cell == value, "\(known) row \(row)") } else { #expect(cell.isNaN, "\(known) row \(row)") }
                }
                same(.bedrooms, h.bedrooms.map(Double.init))
                same(.bathrooms, h.bathrooms)
                same(.livingArea, h.livingArea)
                same(.yearBuilt, h.yearBuilt.map(Double.init))
                if let hood = column(.neighborhood) { #expect(hood.text(at: row) == h.neighborhood, "row \(row)") }
            }
            // A column the homes never have is not in the table.
            for known in [HousingColumn.neighborhood, .bedrooms, .bathrooms, .livingArea, .yearBuilt] where !dataset.columns.contains(known) {
                #expect(column(known) == nil, "\(known)")
            }
        }
    }

    /// Synthetic Ames homes: the filters a table of them gets are the known columns', and the
    /// neighbourhoods' counts are the homes'.
    @Test func syntheticHomesGetAFilterPerKnownColumn() throws {
        let ames = try HousingLoader().load(path: TestFiles.amesPath)
        let homes = SyntheticHomes.generate(count: 5_000, from: ames, seed: 1)
        let table = DataTable(homes: homes)
        #expect(table.columns.map(\.name) == ["neighborhood", "price", "bedrooms", "bathrooms", "living_area_sqft", "year_built"])
        let hood = try #require(table.columns.first)
        #expect(hood.categories == homes.neighborhoodNames)
        let counted = Dictionary(grouping: homes.compactMap(\.neighborhood), by: { $0 }).mapValues(\.count)
        for (i, name) in hood.categories.enumerated() { #expect(hood.categoryCounts[i] == counted[name], "\(name)") }
    }

    /// `--generate`'s homes with the source's other columns: the generator names the row each
    /// home resampled (checked against what the homes copied: neighbourhood, bedrooms, year
    /// built, and a price within the jitter), the homes are those of the plain generator, and
    /// the table takes lot area, building type and the rest from that row.
    @Test func syntheticHomesTakeTheSourcesOtherColumnsFromTheRowTheyResampled() throws {
        let source = try DataTableLoader(requiresPrice: true).load(path: TestFiles.amesPath)
        let ames = try #require(HousingDataset(table: source))
        let drawn = SyntheticHomes.generate(count: 3_000, from: ames, seed: 7, keepingSourceRows: true)
        let homes = drawn.homes
        let rows = try #require(drawn.sourceRows)
        #expect(rows.count == homes.count)
        #expect(homes.prices == SyntheticHomes.generate(count: 3_000, from: ames, seed: 7).prices, "the same homes")
        #expect(SyntheticHomes.generate(count: 30, from: ames, seed: 7, keepingSourceRows: false).sourceRows == nil)
        for (k, home) in homes.enumerated() {
            let original = ames[Int(rows[k])]
            #expect(home.neighborhood == original.neighborhood && home.bedrooms == original.bedrooms
                    && home.yearBuilt == original.yearBuilt, "home \(k)")
            #expect(abs(home.price - original.price) <= original.price * SyntheticHomes.jitter + 50, "home \(k)")
        }
        let table = DataTable(homes: homes, otherColumnsOf: source, rows: rows)
        #expect(table.columns.map(\.name) == ["neighborhood", "price", "bedrooms", "bathrooms", "living_area_sqft", "year_built",
                                              "lot_area_sqft", "year_sold", "month_sold", "building_type", "house_style",
                                              "longitude", "latitude"], "every column but the id")
        for name in ["lot_area_sqft", "year_sold", "longitude"] {
            let copied = try #require(table.column(named: name)), original = try #require(source.column(named: name))
            for k in stride(from: 0, to: homes.count, by: 7) {
                let (a, b) = (copied.number(at: k), original.number(at: Int(rows[k])))
                #expect(a == b || (a.isNaN && b.isNaN), "\(name) home \(k)")
            }
        }
        let type = try #require(table.column(named: "building_type")), sourceType = try #require(source.column(named: "building_type"))
        for k in stride(from: 0, to: homes.count, by: 11) { #expect(type.text(at: k) == sourceType.text(at: Int(rows[k]))) }
    }
}
