// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import XCTest

/// Formatting any finite number without trapping (the fuzzer's `price` target found
/// `HousingFormat.area(1e300)` converting to `Int` and crashing; `shortPrice` had the same bug).
final class HugeValueFormattingTests: XCTestCase {
    func testAreaOfAHugeValueIsWrittenNotTrapped() {
        XCTAssertEqual(HousingFormat.area(1e300), "1e+300 sq ft")
        XCTAssertEqual(HousingFormat.area(-1e19), "-1e+19 sq ft")
        XCTAssertEqual(HousingFormat.area(1656), "1,656 sq ft")
    }

    func testShortPriceOfAHugeValueReadsBack() {
        XCTAssertEqual(HousingFormat.shortPrice(1e300), "$1e+300")
        XCTAssertEqual(HousingFormat.parsePrice(HousingFormat.shortPrice(1e300)), 1e300)
        XCTAssertEqual(HousingFormat.shortPrice(-2e18), "-$2e+18")
        XCTAssertEqual(HousingFormat.shortPrice(1_250_000), "$1.3M")
    }

    func testGroupedWhole() {
        XCTAssertEqual(HousingFormat.groupedWhole(1234.6), "1,235")
        XCTAssertEqual(HousingFormat.groupedWhole(9.9e17), "990,000,000,000,000,000")
        XCTAssertEqual(HousingFormat.groupedWhole(1e18), "1e+18")
        XCTAssertEqual(HousingFormat.groupedWhole(.nan), "—")
    }
}
