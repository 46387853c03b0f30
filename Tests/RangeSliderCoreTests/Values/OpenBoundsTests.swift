// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

/// Open-ended bounds: an end is open when allowed and its thumb is at that end; filters get infinities;
/// the whole range reads as a sentence.
final class OpenBoundsTests: XCTestCase {
    private func values(_ lower: Double, _ upper: Double, minimum: Double = 12_789, maximum: Double = 755_000)
        -> RangeValues
    {
        RangeValues(minimumValue: minimum, maximumValue: maximum, lowerValue: lower, upperValue: upper)
    }

    func testAnEndIsOpenOnlyWhenAllowedAndItsThumbIsAtThatEnd() {
        let atMaximum = values(129_500, 755_000)
        XCTAssertEqual(OpenBounds(values: atMaximum, allowsLower: false, allowsUpper: false), .closed)
        XCTAssertEqual(
            OpenBounds(values: atMaximum, allowsLower: true, allowsUpper: true),
            OpenBounds(isLowerOpen: false, isUpperOpen: true))
        XCTAssertEqual(OpenBounds(values: values(129_500, 754_999), allowsLower: true, allowsUpper: true), .closed)
        XCTAssertEqual(
            OpenBounds(values: values(12_789, 300_000), allowsLower: true, allowsUpper: true),
            OpenBounds(isLowerOpen: true, isUpperOpen: false))
        XCTAssertEqual(OpenBounds(values: values(12_789, 300_000), allowsLower: false, allowsUpper: true), .closed)
        // An empty range: both thumbs are at both ends.
        XCTAssertEqual(
            OpenBounds(values: values(5, 5, minimum: 5, maximum: 5), allowsLower: true, allowsUpper: true),
            OpenBounds(isLowerOpen: true, isUpperOpen: true))
    }

    func testTheEffectiveBoundsAreInfiniteOnAnOpenSideAndTheValuesElsewhere() {
        let v = values(12_789, 755_000)
        let open = OpenBounds(values: v, allowsLower: true, allowsUpper: true)
        XCTAssertEqual(open.effectiveLowerBound(v), -.infinity)
        XCTAssertEqual(open.effectiveUpperBound(v), .infinity)
        let closed = OpenBounds(values: v, allowsLower: false, allowsUpper: false)
        XCTAssertEqual(closed.effectiveLowerBound(v), 12_789)
        XCTAssertEqual(closed.effectiveUpperBound(v), 755_000)
    }

    func testTheRangeReadsAsASentence() {
        XCTAssertEqual(
            RangeDescription.text(lower: "$129,500", upper: "$310,000", bounds: .closed), "from $129,500 to $310,000")
        XCTAssertEqual(
            RangeDescription.text(
                lower: "$129,500", upper: "", bounds: OpenBounds(isLowerOpen: false, isUpperOpen: true)),
            "from $129,500, no maximum")
        XCTAssertEqual(
            RangeDescription.text(
                lower: "", upper: "$310,000", bounds: OpenBounds(isLowerOpen: true, isUpperOpen: false)),
            "up to $310,000, no minimum")
        XCTAssertEqual(
            RangeDescription.text(lower: "", upper: "", bounds: OpenBounds(isLowerOpen: true, isUpperOpen: true)),
            "any value")
        XCTAssertEqual(OpenBounds.defaultOpenUpperText(maximumText: "$755,000"), "$755,000+")
    }
}
