// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

/// Regression tests for what the fuzzers found in the core (docs/reliability.md).
/// Each input is also in Fuzz/Corpus and replayed by FuzzCorpusTests.
final class FuzzFindingsTests: XCTestCase {
    // MARK: DevicePixelGrid

    func testPixelSizeOfAHugeRectangleIsEmptyNotATrap() {
        let grid = DevicePixelGrid(scale: 2)
        XCTAssertTrue(grid.pixelSize(of: SliderRect(x: 0, y: 0, width: 1e300, height: 10)) == (0, 0))
        XCTAssertTrue(grid.pixelSize(of: SliderRect(x: 0, y: 0, width: 10, height: -3)) == (0, 0))
        XCTAssertTrue(grid.pixelSize(of: SliderRect(x: 0, y: 0, width: 10.5, height: 3)) == (21, 6))
    }

    func testThreeSliceWithAUniformPartFarOutsideDoesNotTrap() {
        let grid = DevicePixelGrid(scale: 1)
        let area = SliderRect(x: 0, y: 0, width: 100, height: 10)
        let whole = grid.threeSlice(area, uniformStart: -1e300, uniformEnd: 1e300, horizontal: true)
        // The uniform part covers the whole image: one column stretched over it all.
        XCTAssertEqual(whole.count, 1)
        XCTAssertEqual(whole.first?.source, PixelRect(x: 0, y: 0, width: 1, height: 10))
        XCTAssertEqual(whole.first?.target.width, 100)
        XCTAssertEqual(
            grid.threeSlice(area, uniformStart: 1e300, uniformEnd: 2e300, horizontal: true).count, 1,
            "outside the image: the whole image")
    }

    func testScaleIsClampedSoTheEnclosingRectangleEncloses() {
        XCTAssertEqual(DevicePixelGrid(scale: .max).scale, DevicePixelGrid.maxScale)
        XCTAssertEqual(DevicePixelGrid(scale: .min).scale, 1)
        let grid = DevicePixelGrid(scale: .max)
        let rect = SliderRect(x: 18.75, y: 18.75, width: 18.75, height: 18.75)
        let e = grid.enclosing(rect, margin: 2_147_483_647)
        XCTAssertLessThanOrEqual(e.x, rect.x - 2_147_483_647)
        XCTAssertGreaterThanOrEqual(e.maxX, rect.maxX + 2_147_483_647)
    }

    // MARK: StretchableImage

    func testCapsScaledDownNeverGoNegative() {
        let insets = CapInsets(top: 3.7500000000000004, left: 0, bottom: 1e-300, right: 0).normalized(
            width: 16, height: 3.75)
        XCTAssertGreaterThanOrEqual(insets.bottom, 0)
        XCTAssertLessThanOrEqual(insets.top + insets.bottom, 3.75)
    }

    func testAHugeImageKeepsItsCapsSlices() {
        let image = StretchableImage(
            width: 8.9e194, height: 12_789,
            insets: CapInsets(top: 6394.5, left: 12_789, bottom: 6394.5, right: 12_789))
        XCTAssertEqual(image.width, StretchableImage.maxSide)
        let target = SliderRect(x: 0, y: 0, width: 12_789, height: 12_789)
        let area = image.slices(in: target).reduce(0) { $0 + $1.destination.width * $1.destination.height }
        XCTAssertEqual(area, 12_789 * 12_789, accuracy: 1e-6, "the right cap's slice was lost, half the target empty")
    }

    func testACapBelowTheImagesPrecisionCountsAsZero() {
        let image = StretchableImage(
            width: 1e9, height: 10, insets: CapInsets(top: 0, left: 0, bottom: 0, right: 2.2e-16))
        XCTAssertEqual(image.insets.right, 0)
        let target = SliderRect(x: 0, y: 0, width: 1e-5, height: 10)
        let area = image.slices(in: target).reduce(0) { $0 + $1.destination.width * $1.destination.height }
        XCTAssertEqual(area, 1e-4, accuracy: 1e-15, "the target was left empty")
    }

    // MARK: Histogram

    func testCountsAddingUpPastIntMaxSaturate() {
        let histogram = Histogram(counts: [Int.max, Int.max, 3], lowerBound: 0, upperBound: 3)
        XCTAssertEqual(histogram.totalCount, Int.max)
        let scale = QuantileScale(histogram: histogram)
        XCTAssertFalse(scale.isEmpty)
        XCTAssertEqual(scale.knotShares.first, 0)
        XCTAssertEqual(scale.knotShares.last, 1)
        XCTAssertTrue(zip(scale.knotShares, scale.knotShares.dropFirst()).allSatisfy { $0 <= $1 && $1 <= 1 })
        XCTAssertEqual(scale.knotShares[1], 0.5, accuracy: 1e-12, "the first bin holds half the counts")
    }

    // MARK: QuantileScale

    /// The fuzzer found `fraction(of: 5e-324)` one ulp below `fraction(of: -5e-324)` on a
    /// quantile scale: interpolating up to a knot (here at 0, shares 1/29 and 7/29 either side)
    /// rounded past the knot's own share, so the map went down by an ulp at the knot.
    func testQuantileFractionsNeverDecreaseAcrossAKnot() {
        let histogram = Histogram(counts: [1, 6, 1, 21], lowerBound: -20, upperBound: 20)  // a knot at 0
        for share in [0, 0.5] {
            let scale = SliderScale.quantile(QuantileScale(histogram: histogram, linearShare: share))
            for (lo, hi) in [(-20.0, 20.0), (-11, 22.5)] {
                let around = [-1e-300, -5e-324, 0, 5e-324, 1e-300]
                let fractions = around.map { scale.fraction(of: $0, minimum: lo, maximum: hi) }
                XCTAssertEqual(fractions, fractions.sorted(), "linear share \(share), range \(lo)…\(hi)")
            }
        }
    }
}

/// The `values` fuzz target's finding: with a subnormal step (5e-324) over a range wider than the
/// largest double, snapping divided by `stepSize / 2 == 0` and the upper value became NaN.
final class SubnormalStepTests: XCTestCase {
    func testASubnormalStepOverAnOverflowingRangeKeepsTheValuesFinite() {
        var values = RangeValues()
        values.setRange(minimum: -6.148990367207876e+111, maximum: .greatestFiniteMagnitude)
        values.setConstraints(RangeConstraints(stepSize: 5e-324, minimumSeparation: 4.253359126226043e+117))
        values.setValues(lower: -6.148990367207876e+111, upper: .greatestFiniteMagnitude)
        XCTAssertTrue(values.isValid, "\(values)")
        values.setMinimum(-1.4875465276740863e+295)
        XCTAssertTrue(values.isValid, "\(values)")
        XCTAssertTrue(values.upperValue.isFinite && values.lowerValue.isFinite, "\(values)")
    }

    func testAStepBelowTheValuesPrecisionLeavesTheValueWhereItIs() {
        let constraints = RangeConstraints(stepSize: 5e-324)
        // Every double this large is a multiple of 5e-324: snapping must not move it to an end.
        XCTAssertEqual(constraints.snap(1e300, minimum: 0, maximum: .greatestFiniteMagnitude), 1e300)
        XCTAssertEqual(
            constraints.snap(-1e300, minimum: -.greatestFiniteMagnitude, maximum: .greatestFiniteMagnitude), -1e300)
        XCTAssertEqual(RangeConstraints(stepSize: 0.5).snap(10.3, minimum: 0, maximum: 100), 10.5)
    }
}
