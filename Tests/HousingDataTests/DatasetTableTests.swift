import Foundation
import HousingData
import PropertyBased
import Testing

/// ``DataTable/init(homes:)``: the known columns of homes that were never a file's rows (the
/// window's `--generate`) as a table, row k being home k.
@Suite struct DatasetTableTests {
    static let names = ["North Ames", "Old Town", "Gilbert", "Süd"]

    /// Random homes (each value known or not) against the table's cells, value by value.
    @Test func everyRowOfTheTableIsItsHome() async {
        let home = zip(Gen.int(in: 0...900), Gen.int(in: -1...3), Gen.int(in: -1...6), Gen.int(in: -1...8),
                       Gen.int(in: -1...60), Gen.int(in: -1...120))
        await propertyCheck(count: 200, input: home.array(of: 1...40)) { raw in
            let homes = raw.enumerated().map { i, r in
                HomeRecord(line: i + 2, price: Double(r.0 * 500),
                           neighborhood: r.1 < 0 ? nil : Self.names[r.1],
                           bedrooms: r.2 < 0 ? nil : r.2,
                           bathrooms: r.3 < 0 ? nil : Double(r.3) / 2,
                           livingArea: r.4 < 0 ? nil : Double(400 + r.4 * 37),
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
                same(.livingArea, h.livingArea.map { Double(Float($0)) })
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
}
