// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import XCTest

final class HousingFormatTests: XCTestCase {
    func testGrouping() {
        XCTAssertEqual(HousingFormat.grouped(0), "0")
        XCTAssertEqual(HousingFormat.grouped(999), "999")
        XCTAssertEqual(HousingFormat.grouped(1_000), "1,000")
        XCTAssertEqual(HousingFormat.grouped(2_930), "2,930")
        XCTAssertEqual(HousingFormat.grouped(1_000_000), "1,000,000")
        XCTAssertEqual(HousingFormat.grouped(-1_234_567), "-1,234,567")
        XCTAssertEqual(HousingFormat.grouped(Int.min), "-9,223,372,036,854,775,808")
    }

    func testShortPricesForTickLabels() {
        XCTAssertEqual(HousingFormat.shortPrice(100_000), "$100k")
        XCTAssertEqual(HousingFormat.shortPrice(12_789), "$12.8k")
        XCTAssertEqual(HousingFormat.shortPrice(755_000), "$755k")
        XCTAssertEqual(HousingFormat.shortPrice(1_250_000), "$1.3M")
        XCTAssertEqual(HousingFormat.shortPrice(999_999), "$1M")
        XCTAssertEqual(HousingFormat.shortPrice(500), "$500")
        XCTAssertEqual(HousingFormat.shortPrice(-2_500), "-$2.5k")
        XCTAssertEqual(HousingFormat.shortPrice(.nan), "—")
        XCTAssertEqual(HousingFormat.shortPrice(-.infinity), "—")
    }

    func testPrices() {
        XCTAssertEqual(HousingFormat.price(129_500), "$129,500")
        XCTAssertEqual(HousingFormat.price(12_789), "$12,789")
        XCTAssertEqual(HousingFormat.price(755_000), "$755,000")
        XCTAssertEqual(HousingFormat.price(129_499.5), "$129,500")
        XCTAssertEqual(HousingFormat.price(129_499.49), "$129,499")
        XCTAssertEqual(HousingFormat.price(0), "$0")
        XCTAssertEqual(HousingFormat.price(999.7), "$1,000")
        XCTAssertEqual(HousingFormat.price(-5), "-$5")
        XCTAssertEqual(HousingFormat.price(.nan), "—")
        XCTAssertEqual(HousingFormat.price(.infinity), "—")
        XCTAssertEqual(HousingFormat.price(2e18), "$2e+18")
    }

    func testCountsAndTheStatusLine() {
        XCTAssertEqual(HousingFormat.matchCount(1_234, of: 2_930), "1,234 of 2,930 homes")
        XCTAssertEqual(HousingFormat.matchCount(0, of: 1), "0 of 1 home")
        XCTAssertEqual(HousingFormat.matchCount(1_000_000, of: 1_000_000), "1,000,000 of 1,000,000 homes")
        XCTAssertEqual(HousingFormat.statusLine(showing: 1_234, of: 2_930), "Showing 1234 of 2930 homes")
        XCTAssertEqual(HousingFormat.statusLine(showing: 1, of: 1), "Showing 1 of 1 homes")
    }

    func testAreasAndBathrooms() {
        XCTAssertEqual(HousingFormat.area(1_656), "1,656 sq ft")
        XCTAssertEqual(HousingFormat.area(nil), "—")
        XCTAssertEqual(HousingFormat.area(.nan), "—")
        XCTAssertEqual(HousingFormat.bathrooms(2), "2")
        XCTAssertEqual(HousingFormat.bathrooms(2.5), "2.5")
        XCTAssertEqual(HousingFormat.bathrooms(0.5), "0.5")
        XCTAssertEqual(HousingFormat.bathrooms(nil), "—")
        XCTAssertEqual(HousingFormat.bathrooms(.infinity), "—")
    }

    func testParsingTypedPrices() {
        XCTAssertEqual(HousingFormat.parsePrice("$129,500"), 129_500)
        XCTAssertEqual(HousingFormat.parsePrice(" 129500 "), 129_500)
        XCTAssertEqual(HousingFormat.parsePrice("129.5k"), 129_500)
        XCTAssertEqual(HousingFormat.parsePrice("1.2M"), 1_200_000)
        XCTAssertEqual(HousingFormat.parsePrice("$ 250K"), 250_000)
        XCTAssertEqual(HousingFormat.parsePrice("-$5"), -5)
        XCTAssertEqual(HousingFormat.parsePrice(".5"), 0.5)
        for bad in ["", "$", "abc", "nan", "inf", "12x", "k", "1e999", "0x10", "$-5"] {
            XCTAssertNil(HousingFormat.parsePrice(bad), bad)
        }
        // What is formatted reads back.
        for value in [0.0, 12_789, 129_500, 755_000, 1_000_000] {
            XCTAssertEqual(HousingFormat.parsePrice(HousingFormat.price(value)), value)
        }
    }
}
