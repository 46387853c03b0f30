import XCTest

// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
@_spi(Oracles) @testable import HousingData

/// The number reader behind prices and other numeric columns.
final class DecimalNumberTests: XCTestCase {
    func testPlainNumbersAreExact() {
        for text in [
            "0", "1", "42", "129500", "0.1", "0.3", "1.5", "123.456", "-7.25", "+3", "1e5", "2.5E-3", "755000.00",
        ] {
            XCTAssertEqual(DecimalNumber.parse(text), Double(text), text)
        }
    }

    func testLongAndExtremeNumbersAreCorrectlyRounded() {
        for text in [
            "12345678901234567890", "0.1234567890123456789", "1e300", "1e-300", "9007199254740993",
            "3.14159265358979323846", "1e23", "0.000000000000000000000000001",
        ] {
            XCTAssertEqual(DecimalNumber.parse(text), Double(text), text)
        }
        XCTAssertEqual(DecimalNumber.parse("1e999"), .infinity)
        XCTAssertEqual(DecimalNumber.parse("1e-999"), 0)
    }

    func testWordsForNonFiniteValues() {
        XCTAssertTrue(DecimalNumber.parse("nan")!.isNaN)
        XCTAssertTrue(DecimalNumber.parse("NaN")!.isNaN)
        XCTAssertEqual(DecimalNumber.parse("inf"), .infinity)
        XCTAssertEqual(DecimalNumber.parse("-Infinity"), -.infinity)
        XCTAssertEqual(DecimalNumber.parse(" +INF "), .infinity)
    }

    func testNotNumbers() {
        for text in [
            "", " ", "-", "+", ".", "e5", "1e", "1e+", "1.2.3", "1,000", "$5", "0x10", "1 2", "--1", "12a", "infinite",
            "nan1",
        ] {
            XCTAssertNil(DecimalNumber.parse(text), "\"\(text)\"")
        }
    }
}
