// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import RangeSliderCore
import XCTest

/// ValueFormatting.text writes exactly what String(format: "%.Nf") writes, without "-0".
final class ValueFormattingTests: XCTestCase {
    func testMatchesPrintfForManyValues() {
        var rng = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1, -1, 0.004, -0.004, 0.005, -0.005, 12_345.678_9, -99.995,
            1e-9, -1e-9, 1e15, -1e15, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, 755_000, 12_789,
        ]
        for _ in 0..<2000 { values.append(Double.random(in: -1e6...1e6, using: &rng)) }
        for _ in 0..<500 { values.append(Double.random(in: -0.01...0.01, using: &rng)) }
        for value in values {
            for digits in 0...6 {
                let expected = String(format: "%.\(digits)f", value)
                let zero = Double(expected) == 0
                XCTAssertEqual(
                    ValueFormatting.text(value, digits: digits),
                    zero ? String(format: "%.\(digits)f", 0.0) : expected, "\(value), \(digits) digits")
            }
        }
    }

    func testNegativeZeroAndNonFinite() {
        XCTAssertEqual(ValueFormatting.text(-0.001, digits: 2), "0.00")
        XCTAssertEqual(ValueFormatting.text(-0.0, digits: 0), "0")
        XCTAssertEqual(ValueFormatting.text(-0.6, digits: 0), "-1")
        XCTAssertEqual(ValueFormatting.text(-3, digits: -2), "-3")
        XCTAssertEqual(ValueFormatting.text(.infinity, digits: 2), "inf")
        XCTAssertEqual(ValueFormatting.text(.nan, digits: 2), "nan")
    }
}
