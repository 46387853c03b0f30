// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import HousingOracles
import XCTest

final class SyntheticHomesTests: XCTestCase {
    func testTheSameSeedGivesTheSameHomesAndAnotherSeedOthers() throws {
        let ames = try AmesHousingTests.ames()
        let a = SyntheticHomes.generate(count: 5_000, from: ames, seed: 42)
        let b = SyntheticHomes.generate(count: 5_000, from: ames, seed: 42)
        let c = SyntheticHomes.generate(count: 5_000, from: ames, seed: 43)
        XCTAssertEqual(Array(a), Array(b))
        XCTAssertNotEqual(a.prices, c.prices)
        // A prefix does not depend on how many homes follow.
        XCTAssertEqual(Array(SyntheticHomes.generate(count: 100, from: ames, seed: 42)), Array(a.prefix(100)))
    }

    func testCountLinesColumnsAndReport() throws {
        let ames = try AmesHousingTests.ames()
        let homes = SyntheticHomes.generate(count: 12_345, from: ames, seed: 1)
        XCTAssertEqual(homes.count, 12_345)
        XCTAssertEqual(homes.report.homeCount, 12_345)
        XCTAssertEqual(homes.report.skippedCount, 0)
        XCTAssertEqual(homes.report.source, "12,345 synthetic homes drawn from \(TestFiles.amesPath)")
        XCTAssertEqual(homes.columns, ames.columns)
        XCTAssertEqual(homes.defaultSecondaryMeasure, .livingArea)
        XCTAssertEqual(homes.first?.line, 1)
        XCTAssertEqual(homes.last?.line, 12_345)
        XCTAssertEqual(Set(homes.compactMap(\.neighborhood)).subtracting(ames.neighborhoodNames), [])
    }

    func testPricesAndAreasFollowTheSource() throws {
        let ames = try AmesHousingTests.ames()
        let homes = SyntheticHomes.generate(count: 100_000, from: ames, seed: 7)
        let j = SyntheticHomes.jitter
        // Within the jittered range of the source, in whole hundreds of dollars.
        XCTAssertGreaterThanOrEqual(homes.prices.min()!, (12_789 * (1 - j) / 100).rounded(.down) * 100)
        XCTAssertLessThanOrEqual(homes.prices.max()!, (755_000 * (1 + j) / 100).rounded(.up) * 100)
        XCTAssertTrue(homes.prices.allSatisfy { $0.truncatingRemainder(dividingBy: 100) == 0 })
        // The same centre and spread as the real prices (mean, median, quartiles within 3 %).
        func quantile(_ values: [Double], _ q: Double) -> Double {
            let sorted = values.sorted()
            return sorted[Int(q * Double(sorted.count - 1))]
        }
        let mean = { (v: [Double]) in v.reduce(0, +) / Double(v.count) }
        XCTAssertEqual(mean(homes.prices), mean(ames.prices), accuracy: 0.03 * mean(ames.prices))
        for q in [0.25, 0.5, 0.75] {
            XCTAssertEqual(
                quantile(homes.prices, q), quantile(ames.prices, q), accuracy: 0.03 * quantile(ames.prices, q),
                "quantile \(q)")
        }
        let areas = homes.compactMap(\.livingArea), realAreas = ames.compactMap(\.livingArea)
        XCTAssertEqual(areas.count, homes.count)
        XCTAssertEqual(mean(areas), mean(realAreas), accuracy: 0.03 * mean(realAreas))
        XCTAssertGreaterThanOrEqual(areas.min()!, (realAreas.min()! * (1 - j)).rounded(.down))
        // Bedrooms and years are resampled unchanged.
        XCTAssertEqual(homes.bounds(of: .bedrooms), 0...8)
        XCTAssertTrue(homes.allSatisfy { (1872...2010).contains($0.yearBuilt!) })
    }

    func testNothingToDrawFromOrNothingAsked() throws {
        let ames = try AmesHousingTests.ames()
        XCTAssertEqual(SyntheticHomes.generate(count: 0, from: ames, seed: 1).count, 0)
        XCTAssertEqual(SyntheticHomes.generate(count: -5, from: ames, seed: 1).count, 0)
        XCTAssertEqual(SyntheticHomes.generate(count: 10, from: HousingDataset(homes: []), seed: 1).count, 0)
    }

    func testUnknownValuesStayUnknown() {
        let source = HousingDataset(homes: [HomeRecord(line: 2, price: 1000)])
        let homes = SyntheticHomes.generate(count: 50, from: source, seed: 3)
        XCTAssertTrue(homes.allSatisfy { $0.livingArea == nil && $0.bedrooms == nil && $0.neighborhood == nil })
        XCTAssertTrue(homes.prices.allSatisfy { (900...1100).contains($0) })
    }
}
