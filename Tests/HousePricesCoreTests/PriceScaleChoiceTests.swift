// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import HousingOracles
import RangeSliderCore
import XCTest

/// The price slider's default scale, chosen by a measure on the real data: the share of the
/// track the middle 80 % of the Ames homes take under each scale.
final class PriceScaleChoiceTests: XCTestCase {
    static func amesSortedPrices() throws -> [Double] {
        // Tests/HousePricesCoreTests/… → the repository's data/ames-housing.csv.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let dataset = try HousingLoader().load(path: root.appendingPathComponent("data/ames-housing.csv").path)
        return PriceIndex(dataset).sortedPrices
    }

    func testTheQuantileScaleGivesTheMiddleHomesMostOfTheTrack() throws {
        let prices = try Self.amesSortedPrices()
        XCTAssertEqual(prices.count, 2930)
        let share = { (choice: PriceScaleChoice) in
            PriceScaleChoice.middleShare(of: choice.scale(sortedPrices: prices), sortedPrices: prices)
        }
        let linear = share(.linear), log = share(.logarithmic), quantile = share(.quantile)
        print("middle 80 % of Ames homes take: linear \(linear), logarithmic \(log), quantile \(quantile) of the track")
        XCTAssertEqual(linear, 0.237, accuracy: 0.005)
        XCTAssertEqual(log, 0.242, accuracy: 0.005)
        XCTAssertEqual(quantile, 0.8, accuracy: 0.03)
        XCTAssertGreaterThan(quantile, 3 * max(linear, log))
    }

    func testALogScaleNeedsAPositiveCheapestPrice() {
        XCTAssertEqual(PriceScaleChoice.logarithmic.scale(sortedPrices: [0, 10, 20]), .linear)
        XCTAssertEqual(PriceScaleChoice.logarithmic.scale(sortedPrices: [5, 10, 20]), .logarithmic)
        XCTAssertEqual(PriceScaleChoice.middleShare(of: .linear, sortedPrices: []), 0)
        XCTAssertEqual(PriceScaleChoice.middleShare(of: .linear, sortedPrices: [3, 3]), 0)
    }
}

/// The price presets: quartiles of the data, and their counts as the window computes them
/// against a naive count over every home.
final class PricePresetsTests: XCTestCase {
    func testQuartilePresetsHoldAboutAQuarterEachAndTheirCountsAreNaive() throws {
        let prices = try PriceScaleChoiceTests.amesSortedPrices()
        let presets = PricePresets.quartiles(sortedPrices: prices)
        XCTAssertEqual(presets.map(\.name).last, "All prices")
        XCTAssertEqual(presets.count, 5)
        for preset in presets.prefix(4) {
            let v = preset.values(minimum: prices.first!, maximum: prices.last!)
            let naive = prices.filter { $0 >= v.lower && $0 <= v.upper }.count
            XCTAssertEqual(Double(naive), 2930 / 4, accuracy: 2930 * 0.05, "\(preset.name): \(naive)")
        }
        XCTAssertEqual(presets[0].menuLabel(count: 1704), "\(presets[0].name) (1,704)")
        XCTAssertTrue(presets[1].name.hasPrefix("Second quarter: $"), presets[1].name)
    }

    func testTooFewHomesGiveNoPresets() {
        XCTAssertEqual(PricePresets.quartiles(sortedPrices: [1, 2, 3]), [])
        XCTAssertEqual(PricePresets.quartiles(sortedPrices: [5, 5, 5, 5]), [])
    }
}
