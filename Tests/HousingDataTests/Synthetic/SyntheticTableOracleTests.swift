// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import HousingOracles
import PropertyBased
import Testing

/// ``SyntheticTable`` against the homes generator it replaced (``SyntheticHomes``, the oracle):
/// for any seed and count, the table's homes are the oracle's home by home, and every other
/// column holds the values of the source row the oracle resampled.
@Suite struct SyntheticTableOracleTests {
    static let sources: [DataTable] = [
        try! DataTableLoader(requiresPrice: true).load(path: TestFiles.amesPath),
        try! DataTableLoader(requiresPrice: true).load(
            path: TestFiles.repositoryRoot.appendingPathComponent("Tests/Fixtures/windsor-housing-sample.csv").path),
    ]

    @Test func theHomesAndTheOtherColumnsAreTheOraclesForAnySeedAndCount() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...1), Gen.int(in: 0...2_000), Gen.int(in: 0...Int.max)) {
            s, count, seed in
            let source = Self.sources[s]
            let table = SyntheticTable.generate(count: count, from: source, seed: UInt64(seed))
            guard let oldSource = HousingDataset(table: source), let homes = HomeColumns(table: table) else {
                Issue.record("no homes")
                return
            }
            let drawn = SyntheticHomes.generate(
                count: count, from: oldSource, seed: UInt64(seed), keepingSourceRows: true)
            #expect(table.rowCount == count)
            #expect(homes.columns == oldSource.columns, "the same known columns")
            #expect(table.columns.map(\.name) == source.columns.map(\.name), "the source's columns, in its order")
            for k in 0..<count where homes[k] != drawn.homes[k] {
                Issue.record("row \(k): \(homes[k]) != \(drawn.homes[k])")
                return
            }
            let rows = drawn.sourceRows ?? []
            let jittered = Set([homes.index[.price], homes.index[.livingArea]].compactMap { $0 })
            for (c, column) in table.columns.enumerated() where !jittered.contains(c) {
                let original = source.columns[c]
                for k in 0..<count {
                    if original.isIdentifier {
                        guard column.number(at: k) == Double(k + 1) else {
                            Issue.record("\(column.name) row \(k): \(column.number(at: k)), not the ordinal")
                            return
                        }
                        continue
                    }
                    let expected = original.text(at: Int(rows[k]))
                    guard column.text(at: k) == expected else {
                        Issue.record("\(column.name) row \(k): \(column.text(at: k) ?? "nil") != \(expected ?? "nil")")
                        return
                    }
                }
            }
        }
    }

    /// Only the house columns when asked: the same homes, no other column.
    @Test func onlyTheHouseColumnsKeepTheSameHomes() throws {
        let source = Self.sources[0]
        let all = SyntheticTable.generate(count: 3_000, from: source, seed: 5)
        let few = SyntheticTable.generate(count: 3_000, from: source, seed: 5, onlyHouseColumns: true)
        let allHomes = try #require(HomeColumns(table: all)), fewHomes = try #require(HomeColumns(table: few))
        #expect(few.columns.count == allHomes.columns.count)
        #expect(
            few.columns.map(\.name)
                == source.columns.map(\.name).filter { name in allHomes.columnNames.values.contains(name) })
        #expect((0..<3_000).allSatisfy { fewHomes[$0] == allHomes[$0] })
    }

    /// A source without a price column or without rows makes an empty table, and unknown
    /// prices stay unknown.
    @Test func noPriceNoRowsAndUnknownPrices() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("synthetic-table-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func table(_ text: String) throws -> DataTable {
            let url = directory.appendingPathComponent("t.csv")
            try text.write(to: url, atomically: true, encoding: .utf8)
            return try DataTableLoader().load(path: url.path)
        }
        let noPrice = try table("a,b\n1,2\n3,4\n")
        #expect(SyntheticTable.generate(count: 10, from: noPrice, seed: 1).rowCount == 0)
        let unknown = try table("price,area\n100000,100\n,200\n")
        let drawn = SyntheticTable.generate(count: 50, from: unknown, seed: 1)
        #expect(drawn.rowCount == 50)
        let prices = (0..<50).map { drawn.priceColumn?.number(at: $0) ?? -1 }
        #expect(prices.allSatisfy { $0.isNaN || (92_000...108_000).contains($0) })
        #expect(prices.contains { $0.isNaN }, "an unknown price stays unknown, not $0")
    }
}
