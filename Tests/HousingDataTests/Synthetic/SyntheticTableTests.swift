// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import XCTest

final class SyntheticTableTests: XCTestCase {
    static let ames = try! DataTableLoader().load(path: TestFiles.amesPath)

    func testEveryColumnOfTheSourceIsThereWithItsKindAndFilter() {
        let t = SyntheticTable.generate(count: 20_000, from: Self.ames, seed: 3)
        XCTAssertEqual(t.rowCount, 20_000)
        XCTAssertEqual(t.columns.map(\.name), Self.ames.columns.map(\.name))
        XCTAssertEqual(t.columns.map(\.label), Self.ames.columns.map(\.label))
        XCTAssertEqual(t.columns.map(\.kind), Self.ames.columns.map(\.kind))
        XCTAssertEqual(t.columns.map(\.filter), Self.ames.columns.map(\.filter))
        XCTAssertEqual(t.priceColumnIndex, Self.ames.priceColumnIndex)
        XCTAssertEqual((0..<5).map { t.columns[0].number(at: $0) }, [1, 2, 3, 4, 5], "the identifier numbers the rows")
        XCTAssertEqual(t.line(ofRow: 9), 10)
        // Neighbourhoods keep their names; prices stay within ±8 % of the source's, in $100s.
        XCTAssertEqual(t.column(named: "neighborhood")?.categories, Self.ames.column(named: "neighborhood")?.categories)
        let prices = (0..<t.rowCount).map { t.priceColumn!.number(at: $0) }
        XCTAssertTrue(prices.allSatisfy { $0.truncatingRemainder(dividingBy: 100) == 0 })
        XCTAssertGreaterThanOrEqual(prices.min()!, 12_789 * 0.92 - 100)
        XCTAssertLessThanOrEqual(prices.max()!, 755_000 * 1.08 + 100)
        XCTAssertGreaterThan(Set(prices).count, 2000, "jittered, not only the source's prices")
        // Copied columns hold only the source's values.
        let years = Set((0..<Self.ames.rowCount).map { Self.ames.column(named: "year_built")!.number(at: $0) })
        XCTAssertTrue((0..<t.rowCount).allSatisfy { years.contains(t.column(named: "year_built")!.number(at: $0)) })
    }

    func testDeterministicAndPrefixStable() {
        let a = SyntheticTable.generate(count: 500, from: Self.ames, seed: 9)
        let b = SyntheticTable.generate(count: 800, from: Self.ames, seed: 9)
        for column in 0..<a.columns.count {
            XCTAssertTrue((0..<500).allSatisfy { a.columns[column].text(at: $0) == b.columns[column].text(at: $0) })
        }
        let c = SyntheticTable.generate(count: 500, from: Self.ames, seed: 10)
        XCTAssertFalse((0..<500).allSatisfy { a.priceColumn!.number(at: $0) == c.priceColumn!.number(at: $0) })
    }

    func testEmptyCountsAndSources() throws {
        XCTAssertEqual(SyntheticTable.generate(count: 0, from: Self.ames, seed: 1).rowCount, 0)
        XCTAssertEqual(SyntheticTable.generate(count: -5, from: Self.ames, seed: 1).rowCount, 0)
        let windsor = try DataTableLoader().load(
            path: TestFiles.repositoryRoot.appendingPathComponent("Tests/Fixtures/windsor-housing-sample.csv").path)
        let t = SyntheticTable.generate(count: 1000, from: windsor, seed: 1)
        XCTAssertEqual(t.columns.map(\.kind), windsor.columns.map(\.kind), "yes/no columns stay yes/no")
        XCTAssertEqual(t.column(named: "airco")?.categories, ["no", "yes"])
    }

    func testCompactEnoughForTenMillionRows() {
        let t = SyntheticTable.generate(count: 10_000, from: Self.ames, seed: 1)
        // 9 Float columns, 2 Double (coordinates), 3 one-byte category columns, no lines.
        XCTAssertEqual(t.storageBytes, 10_000 * (9 * 4 + 2 * 8 + 3))
        XCTAssertLessThanOrEqual(t.storageBytes / t.rowCount, 64)
    }
}
