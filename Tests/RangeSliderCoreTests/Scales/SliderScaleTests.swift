// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

/// Examples of each scale, its errors and its edge cases, and of the drag and keyboard rules
/// under a non-linear scale (the properties are in SliderScalePropertyTests).
final class SliderScaleTests: XCTestCase {
    /// noUiSlider's reference: `{min: 0, '10%': [500, 500], '50%': [4000, 1000], max: 10000}`.
    let noUi = SliderScale.piecewise(
        PiecewiseScale(breakpoints: [
            ScaleBreakpoint(fraction: 0.1, value: 500, step: 500),
            ScaleBreakpoint(fraction: 0.5, value: 4000, step: 1000),
        ]))

    func testLinearIsTheTutorialsMapBitForBit() {
        for (v, lo, hi) in [(0.3, 0.0, 1.0), (12.5, -7.25, 99.0), (1e11 + 3, 1e11, 1e11 + 10), (0, -1e308, 1e308)] {
            XCTAssertEqual(
                SliderScale.linear.fraction(of: v, minimum: lo, maximum: hi),
                FiniteArithmetic.fraction(of: v, from: lo, to: hi))
        }
        let g = SliderGeometry(width: 230, height: 30)
        XCTAssertEqual(g.positionForValue(0.25, minimum: 0, maximum: 1), 15 + 200 * 0.25)
        XCTAssertEqual(g.valueForPosition(65, minimum: 0, maximum: 1), 0.25)
    }

    func testLogarithmicGivesEqualRatiosEqualLengths() {
        let log = SliderScale.logarithmic
        XCTAssertEqual(log.fraction(of: 1000, minimum: 10, maximum: 100_000), 0.5, accuracy: 1e-12)
        XCTAssertEqual(log.fraction(of: 100, minimum: 10, maximum: 100_000), 0.25, accuracy: 1e-12)
        XCTAssertEqual(log.value(atFraction: 0.75, minimum: 10, maximum: 100_000), 10_000, accuracy: 1e-8)
    }

    func testLogarithmicRefusesANonPositiveMinimumAndFallsBackToLinear() {
        XCTAssertThrowsError(try SliderScale.logarithmic.validate(minimum: 0, maximum: 10)) { error in
            XCTAssertEqual(error as? ScaleError, .logarithmicNeedsPositiveMinimum(0))
            XCTAssertTrue("\(error)".contains("minimum above 0"))
        }
        XCTAssertThrowsError(try SliderScale.logarithmic.validate(minimum: -5, maximum: 10))
        XCTAssertNoThrow(try SliderScale.logarithmic.validate(minimum: 1e-300, maximum: 1e300))
        // A range that changes to a non-positive minimum later maps linearly, never NaN.
        XCTAssertFalse(SliderScale.logarithmic.isEffective(minimum: 0, maximum: 10))
        XCTAssertEqual(SliderScale.logarithmic.fraction(of: 5, minimum: 0, maximum: 10), 0.5)
        XCTAssertEqual(SliderScale.logarithmic.value(atFraction: 0.5, minimum: -10, maximum: 10), 0)
    }

    func testPiecewiseFollowsNoUiSlidersReference() {
        XCTAssertEqual(noUi.fraction(of: 500, minimum: 0, maximum: 10000), 0.1, accuracy: 1e-15)
        XCTAssertEqual(noUi.fraction(of: 250, minimum: 0, maximum: 10000), 0.05, accuracy: 1e-15)
        XCTAssertEqual(noUi.fraction(of: 4000, minimum: 0, maximum: 10000), 0.5, accuracy: 1e-15)
        XCTAssertEqual(noUi.fraction(of: 7000, minimum: 0, maximum: 10000), 0.75, accuracy: 1e-15)
        XCTAssertEqual(noUi.value(atFraction: 0.3, minimum: 0, maximum: 10000), 2250, accuracy: 1e-9)
        // Steps per segment: none in the first, 500 in the second, 1000 in the third.
        XCTAssertEqual(noUi.snapped(123.4, minimum: 0, maximum: 10000), 123.4)
        XCTAssertEqual(noUi.snapped(1_240, minimum: 0, maximum: 10000), 1_000)
        XCTAssertEqual(noUi.snapped(1_260, minimum: 0, maximum: 10000), 1_500)
        XCTAssertEqual(noUi.snapped(6_400, minimum: 0, maximum: 10000), 6_000)
        XCTAssertEqual(noUi.segmentStep(from: 4000, upward: true, minimum: 0, maximum: 10000), 1000)
        XCTAssertEqual(noUi.segmentStep(from: 4000, upward: false, minimum: 0, maximum: 10000), 500)
        XCTAssertEqual(noUi.breakpoints(minimum: 0, maximum: 10000), [500, 4000])
    }

    func testPiecewiseRefusesBadBreakpointsWithTheirIndex() {
        func error(_ points: [ScaleBreakpoint], first: Double? = nil) -> ScaleError? {
            do {
                try SliderScale.piecewise(PiecewiseScale(firstStep: first, breakpoints: points)).validate(
                    minimum: 0, maximum: 100)
            } catch { return error as? ScaleError }
            return nil
        }
        XCTAssertNil(error([ScaleBreakpoint(fraction: 0.5, value: 10)]))
        guard
            case .invalidBreakpoint(1, _)? = error([
                ScaleBreakpoint(fraction: 0.5, value: 10), ScaleBreakpoint(fraction: 0.4, value: 20),
            ])
        else {
            return XCTFail("fractions out of order")
        }
        guard case .invalidBreakpoint(0, _)? = error([ScaleBreakpoint(fraction: 0.5, value: 100)]) else {
            return XCTFail("value at the maximum")
        }
        guard case .invalidBreakpoint(0, _)? = error([ScaleBreakpoint(fraction: .nan, value: 10)]) else {
            return XCTFail("NaN")
        }
        guard case .invalidBreakpoint(0, _)? = error([ScaleBreakpoint(fraction: 0.5, value: 10, step: -1)]) else {
            return XCTFail("step")
        }
        guard case .invalidBreakpoint(-1, _)? = error([], first: .infinity) else { return XCTFail("first step") }
        // Breakpoints the range no longer holds are left out of the map, not trusted.
        let s = SliderScale.piecewise(PiecewiseScale(breakpoints: [ScaleBreakpoint(fraction: 0.5, value: 10)]))
        XCTAssertEqual(s.fraction(of: 50, minimum: 20, maximum: 80), 0.5)
        XCTAssertFalse(s.isEffective(minimum: 20, maximum: 80))
    }

    func testQuantileGivesEqualCountsEqualLengths() {
        // 90 values in 0…10, 10 in 10…100: the first tenth of the range takes ~90 % of the track.
        let data = (0..<90).map { Double($0) / 9 } + (0..<10).map { 10 + Double($0) * 10 }
        let q = SliderScale.quantile(QuantileScale(values: data, linearShare: 0))
        XCTAssertEqual(q.fraction(of: 10, minimum: 0, maximum: 100), 0.9, accuracy: 0.011)
        XCTAssertEqual(q.fraction(of: 5, minimum: 0, maximum: 100), 0.45, accuracy: 0.011)
        // From a histogram: a knot per bin edge.
        let h = Histogram(counts: [90, 0, 0, 0, 0, 0, 0, 0, 0, 10], lowerBound: 0, upperBound: 100)
        let qh = SliderScale.quantile(QuantileScale(histogram: h, linearShare: 0))
        XCTAssertEqual(qh.fraction(of: 10, minimum: 0, maximum: 100), 0.9, accuracy: 1e-12)
        XCTAssertEqual(qh.value(atFraction: 0.45, minimum: 0, maximum: 100), 5, accuracy: 1e-9)
    }

    func testQuantileEdgeCases() {
        // No finite data: refused when set, linear if used anyway.
        let empty = SliderScale.quantile(QuantileScale(values: [.nan, .infinity]))
        XCTAssertThrowsError(try empty.validate(minimum: 0, maximum: 1)) { XCTAssertEqual($0 as? ScaleError, .noData) }
        XCTAssertEqual(empty.fraction(of: 0.25, minimum: 0, maximum: 1), 0.25)
        // A single distinct value: linear.
        let single = QuantileScale(values: Array(repeating: 3, count: 50))
        XCTAssertTrue(single.isEmpty)
        XCTAssertEqual(SliderScale.quantile(single).fraction(of: 2.5, minimum: 0, maximum: 10), 0.25)
        // Ties: a value shared by half the data takes the stretch up to the next distinct value.
        let ties = SliderScale.quantile(
            QuantileScale(values: Array(repeating: 1, count: 50) + (2...51).map(Double.init), linearShare: 0))
        XCTAssertEqual(ties.fraction(of: 1, minimum: 1, maximum: 51), 0)
        XCTAssertEqual(ties.fraction(of: 2, minimum: 1, maximum: 51), 0.5, accuracy: 1e-12)
        // An empty stretch keeps the linear share: strictly increasing, reachable.
        let gap = SliderScale.quantile(QuantileScale(values: [0, 1, 2, 3, 100]))
        let a = gap.fraction(of: 40, minimum: 0, maximum: 100), b = gap.fraction(of: 60, minimum: 0, maximum: 100)
        XCTAssertLessThan(a, b)
        XCTAssertEqual(gap.value(atFraction: b, minimum: 0, maximum: 100), 60, accuracy: 1e-9)
        // No data inside the slider's range: linear there.
        XCTAssertEqual(gap.fraction(of: 250, minimum: 200, maximum: 300), 0.5)
        // An empty histogram.
        XCTAssertTrue(QuantileScale(histogram: .empty).isEmpty)
    }

    func testQuantileOfAMillionValuesKeepsAFewKnots() {
        var generator = SystemRandomNumberGenerator()
        let data = (0..<1_000_000).map { _ in Double.random(in: 0...1, using: &generator) }
        let q = QuantileScale(values: data)
        XCTAssertLessThanOrEqual(q.knotValues.count, QuantileScale.defaultKnotCount + 2)
        // Uniform data: the quantile map is close to the linear one.
        XCTAssertEqual(SliderScale.quantile(q).fraction(of: 0.3, minimum: 0, maximum: 1), 0.3, accuracy: 0.01)
    }

    // MARK: - Drags and keys under a scale

    func testADragUnderALogScaleKeepsTheThumbUnderThePointer() {
        var geometry = SliderGeometry(width: 430, height: 30)  // usable 400 px
        geometry.scale = .logarithmic
        var values = RangeValues(minimumValue: 1, maximumValue: 10_000, lowerValue: 1, upperValue: 10_000)
        var tracker = DragTracker()
        let start = geometry.positionForValue(1, minimum: 1, maximum: 10_000)
        XCTAssertEqual(tracker.begin(along: start, across: 15, values: &values, geometry: geometry), .thumb(0))
        // 200 px is half the track: the value halfway on the log axis, 100.
        _ = tracker.update(offset: 200, values: &values, geometry: geometry)
        XCTAssertEqual(values.lowerValue, 100, accuracy: 1e-9)
        // Fine-tuning switched on mid-drag does not jump, and runs at a quarter of the speed.
        _ = tracker.update(offset: 200, fineTune: true, values: &values, geometry: geometry)
        XCTAssertEqual(values.lowerValue, 100, accuracy: 1e-9)
        _ = tracker.update(offset: 300, fineTune: true, values: &values, geometry: geometry)
        XCTAssertEqual(
            values.lowerValue, geometry.scale.value(atFraction: 0.5 + 0.25 * 0.25, minimum: 1, maximum: 10_000),
            accuracy: 1e-9)
    }

    func testATrackClickAndADragSnapToPiecewiseSteps() {
        var geometry = SliderGeometry(width: 1030, height: 30)  // usable 1000 px
        geometry.scale = noUi
        var values = RangeValues(minimumValue: 0, maximumValue: 10000, lowerValue: 0, upperValue: 10000)
        var tracker = DragTracker()
        // A click at 29 % of the track: 2162.5 in the 500-step segment → 2000.
        let begin = tracker.begin(along: 15 + 290, across: 15, values: &values, geometry: geometry)
        XCTAssertEqual(begin, .jump(ThumbMove(thumb: 0, previousIndex: 0, changed: true)))
        XCTAssertEqual(values.lowerValue, 2000)
        // 2000 sits at 27.1 %; 330 px on is 60.1 %: 5217 in the 1000-step segment → 5000.
        _ = tracker.update(offset: 330, values: &values, geometry: geometry)
        XCTAssertEqual(values.lowerValue, 5000)
    }

    func testASpanDragUnderANonLinearScaleKeepsTheSpanInValues() {
        var geometry = SliderGeometry(width: 430, height: 30)
        geometry.scale = .logarithmic
        var values = RangeValues(minimumValue: 1, maximumValue: 10_000, lowerValue: 10, upperValue: 100)
        var tracker = DragTracker()
        var options = DragOptions()
        options.allowsSpanDrag = true
        let middle = geometry.positionForValue(30, minimum: 1, maximum: 10_000)
        XCTAssertEqual(
            tracker.begin(along: middle, across: 15, values: &values, geometry: geometry, options: options),
            .span(0...1))
        XCTAssertEqual(
            tracker.update(offset: 100, values: &values, geometry: geometry), .span(0...1), "a span drag shifts")
        let underPointer = geometry.valueForPosition(middle + 100, minimum: 1, maximum: 10_000)
        let delta = underPointer - geometry.valueForPosition(middle, minimum: 1, maximum: 10_000)
        XCTAssertEqual(values.lowerValue, 10 + delta, accuracy: 1e-9)
        XCTAssertEqual(values.upperValue, 100 + delta, accuracy: 1e-9)
    }

    func testKeyStepsUnderANonLinearScaleMoveAlongTheTrack() {
        let values = RangeValues(minimumValue: 1, maximumValue: 10_000, lowerValue: 100, upperValue: 10_000)
        let auto = KeyIncrements(step: 99.99, page: 999.9)
        let up = KeyboardStepper.target(of: .step(1), for: .lower, in: values, increments: auto, scale: .logarithmic)
        XCTAssertEqual(SliderScale.logarithmic.fraction(of: up, minimum: 1, maximum: 10_000), 0.51, accuracy: 1e-12)
        let page = KeyboardStepper.target(of: .page(-1), for: .lower, in: values, increments: auto, scale: .logarithmic)
        XCTAssertEqual(SliderScale.logarithmic.fraction(of: page, minimum: 1, maximum: 10_000), 0.4, accuracy: 1e-12)
        // An increment the app chose stays a value step.
        let explicit = KeyIncrements(step: 5, page: 50, stepIsExplicit: true, pageIsExplicit: true)
        XCTAssertEqual(
            KeyboardStepper.target(of: .step(1), for: .lower, in: values, increments: explicit, scale: .logarithmic),
            105)
        // Home and End as always; the linear scale as always.
        XCTAssertEqual(
            KeyboardStepper.target(of: .start, for: .lower, in: values, increments: auto, scale: .logarithmic), 1)
        XCTAssertEqual(
            KeyboardStepper.target(of: .step(1), for: .lower, in: values, increments: auto, scale: .linear), 199.99)
        // A piecewise scale's own steps win.
        let v2 = RangeValues(minimumValue: 0, maximumValue: 10000, lowerValue: 4000, upperValue: 10000)
        XCTAssertEqual(
            KeyboardStepper.target(of: .step(1), for: .lower, in: v2, increments: explicit, scale: noUi), 5000)
        XCTAssertEqual(
            KeyboardStepper.target(of: .step(-1), for: .lower, in: v2, increments: explicit, scale: noUi), 3500)
    }
}
