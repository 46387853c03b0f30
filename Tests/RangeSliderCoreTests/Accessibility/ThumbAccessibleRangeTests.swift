// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

/// The bounds each thumb reports to assistive technologies (ARIA's two-thumb rule).
final class ThumbAccessibleRangeTests: XCTestCase {
    func testEachThumbIsBoundedByTheOtherThumb() {
        let values = RangeValues(minimumValue: 10, maximumValue: 100, lowerValue: 30, upperValue: 70)
        let lower = ThumbAccessibleRange(thumb: .lower, values: values, stepIncrement: 1, pageIncrement: 10)
        let upper = ThumbAccessibleRange(thumb: .upper, values: values, stepIncrement: 1, pageIncrement: 10)
        XCTAssertEqual(
            lower, ThumbAccessibleRange(minimum: 10, maximum: 70, value: 30, stepIncrement: 1, pageIncrement: 10))
        XCTAssertEqual(
            upper, ThumbAccessibleRange(minimum: 30, maximum: 100, value: 70, stepIncrement: 1, pageIncrement: 10))
    }

    func testOverlappingThumbsAtAnEndStillReportABoundedValue() {
        let values = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 1, upperValue: 1)
        let lower = ThumbAccessibleRange(thumb: .lower, values: values, stepIncrement: 0.01, pageIncrement: 0.1)
        let upper = ThumbAccessibleRange(thumb: .upper, values: values, stepIncrement: 0.01, pageIncrement: 0.1)
        XCTAssertEqual(lower.minimum, 0)
        XCTAssertEqual(lower.maximum, 1)
        XCTAssertEqual(upper.minimum, 1)
        XCTAssertEqual(upper.maximum, 1)
        XCTAssertEqual(upper.value, 1)
    }

    /// A value asked for through the accessible object is a user's move: within the thumb's
    /// allowed interval, whatever bound the reported range gave.
    func testAValueAskedForIsMovedWithinTheAllowedInterval() {
        var values = RangeValues(minimumValue: 0, maximumValue: 100, lowerValue: 20, upperValue: 60)
        _ = values.setConstraints(RangeConstraints(stepSize: 5, minimumSeparation: 10))
        let reported = ThumbAccessibleRange(thumb: .lower, values: values, stepIncrement: 5, pageIncrement: 50)
        XCTAssertEqual(reported.maximum, 60)
        _ = values.move(.lower, to: reported.maximum)
        XCTAssertEqual(values.lowerValue, 50, "the separation keeps the lower thumb 10 below the upper one")
        XCTAssertEqual(values.upperValue, 60)
        _ = values.move(.upper, to: 83)
        XCTAssertEqual(values.upperValue, 85, "snapped to the step")
    }
}
