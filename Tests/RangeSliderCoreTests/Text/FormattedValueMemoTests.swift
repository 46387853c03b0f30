import XCTest

// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
@testable import RangeSliderCore

/// The memo returns the formatting's text, calling it again only for a new value or new digits.
final class FormattedValueMemoTests: XCTestCase {
    func testSameValueAndDigitsFormatOnce() {
        var memo = FormattedValueMemo()
        var calls = 0
        let format: (Double, Int) -> String = {
            calls += 1; return ValueFormatting.text($0, digits: $1)
        }
        XCTAssertEqual(memo.text(for: 0.25, digits: 2, format: format), "0.25")
        XCTAssertEqual(memo.text(for: 0.25, digits: 2, format: format), "0.25")
        XCTAssertEqual(calls, 1)
        // new digits, then a new value
        XCTAssertEqual(memo.text(for: 0.25, digits: 1, format: format), ValueFormatting.text(0.25, digits: 1))
        XCTAssertEqual(memo.text(for: 0.5, digits: 1, format: format), ValueFormatting.text(0.5, digits: 1))
        XCTAssertEqual(calls, 3)
    }

    func testNaNIsNeverRemembered() {
        var memo = FormattedValueMemo()
        var calls = 0
        let format: (Double, Int) -> String = { value, _ in
            calls += 1; return "\(value)"
        }
        _ = memo.text(for: .nan, digits: 0, format: format)
        _ = memo.text(for: .nan, digits: 0, format: format)
        XCTAssertEqual(calls, 2)
    }

    /// Oracle: for any sequence of (value, digits), the memo's text equals formatting afresh.
    func testAgreesWithFreshFormattingOverASequence() {
        var memo = FormattedValueMemo()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let value =
                [0.0, -0.0, 1e300, -3.5, .infinity][Int.random(in: 0..<5, using: &generator)]
                + Double(Int.random(in: 0..<3, using: &generator))
            let digits = Int.random(in: 0...3, using: &generator)
            XCTAssertEqual(
                memo.text(for: value, digits: digits, format: ValueFormatting.text),
                ValueFormatting.text(value, digits: digits))
        }
    }
}
