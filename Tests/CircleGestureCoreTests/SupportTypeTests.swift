// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CircleGestureCore
import XCTest

final class OneDecimalTests: XCTestCase {
    func testFormat() {
        XCTAssertEqual(OneDecimal.format(0), "0.0")
        XCTAssertEqual(OneDecimal.format(-0.0), "0.0")
        XCTAssertEqual(OneDecimal.format(-0.04), "0.0", "no negative zero")
        XCTAssertEqual(OneDecimal.format(-0.05), "-0.1", "halves away from zero")
        XCTAssertEqual(OneDecimal.format(12.25), "12.3")
        XCTAssertEqual(OneDecimal.format(99.96), "100.0")
        XCTAssertEqual(OneDecimal.format(-3.5), "-3.5")
        XCTAssertEqual(OneDecimal.format(1234567.89), "1234567.9")
        XCTAssertEqual(OneDecimal.format(.nan), "nan")
        XCTAssertEqual(OneDecimal.format(.infinity), "inf")
        XCTAssertEqual(OneDecimal.format(-.infinity), "-inf")
        XCTAssertEqual(OneDecimal.format(1e20), "1e+20")
        XCTAssertEqual(OneDecimal.format(-1e300), "-1e+300")
    }
}

final class StrokeTests: XCTestCase {
    func testIgnoresNonFiniteAndRepeatedPoints() {
        var stroke = Stroke()
        XCTAssertTrue(stroke.append(x: 1, y: 2))
        XCTAssertFalse(stroke.append(x: 1, y: 2))
        XCTAssertFalse(stroke.append(x: .nan, y: 2))
        XCTAssertFalse(stroke.append(x: 1, y: -.infinity))
        XCTAssertTrue(stroke.append(x: 3, y: 2))
        XCTAssertTrue(stroke.append(x: 1, y: 2), "equal to an earlier point but not to the last: kept")
        XCTAssertEqual(stroke.points.count, 3)
        XCTAssertEqual(stroke.ignoredPointCount, 2)
        XCTAssertEqual(stroke.start, StrokePoint(x: 1, y: 2))
        stroke.removeAll()
        XCTAssertTrue(stroke.isEmpty)
        XCTAssertEqual(stroke.ignoredPointCount, 0)
    }
}

final class CircleFitTests: XCTestCase {
    func testFitFromExtremePoints() {
        // Extremes: x 10…110 (width 100), y 20…80 (height 60): diameter 80, centre (60, 50).
        let points = [
            StrokePoint(x: 10, y: 50), StrokePoint(x: 60, y: 20), StrokePoint(x: 110, y: 50), StrokePoint(x: 60, y: 80),
        ]
        let fit = CircleFit(extremesOf: points)
        XCTAssertEqual(fit, CircleFit(centre: StrokePoint(x: 60, y: 50), radius: 40))
        XCTAssertEqual(fit?.deviation(of: StrokePoint(x: 10, y: 50)), 10)
        XCTAssertEqual(fit?.description, "centre (60.0, 50.0) radius 40.0")
    }

    func testNoFitWithoutAFinitePoint() {
        XCTAssertNil(CircleFit(extremesOf: [StrokePoint]()))
        XCTAssertNil(CircleFit(extremesOf: [StrokePoint(x: .nan, y: 1)]))
        XCTAssertEqual(CircleFit(extremesOf: [StrokePoint(x: .nan, y: 1), StrokePoint(x: 2, y: 3)])?.radius, 0)
    }
}

final class StrokeMeasurementsTests: XCTestCase {
    func testSweptAngleIsNetAndDirectionless() {
        let fit = CircleFit(centre: StrokePoint(x: 0, y: 0), radius: 10)
        let quarter = [StrokePoint(x: 10, y: 0), StrokePoint(x: 7.07, y: 7.07), StrokePoint(x: 0, y: 10)]
        XCTAssertEqual(StrokeMeasurements(points: quarter, fit: fit).sweptDegrees, 90, accuracy: 0.01)
        XCTAssertEqual(StrokeMeasurements(points: quarter.reversed(), fit: fit).sweptDegrees, 90, accuracy: 0.01)
        let thereAndBack = quarter + quarter.reversed().dropFirst()
        XCTAssertEqual(StrokeMeasurements(points: thereAndBack, fit: fit).sweptDegrees, 0, accuracy: 1e-9)
        let throughCentre = [StrokePoint(x: -5, y: 0), StrokePoint(x: 0, y: 0), StrokePoint(x: 5, y: 0)]
        XCTAssertEqual(StrokeMeasurements(points: throughCentre, fit: fit).sweptDegrees, 180, accuracy: 1e-9)
    }

    func testClosureGapLooksAtTheFirstHalf() {
        let fit = CircleFit(centre: StrokePoint(x: 0, y: 0), radius: 80)
        let overshoot = SyntheticStrokes.circle(centre: fit.centre, radius: 80, turns: 1.25)
        XCTAssertLessThan(
            StrokeMeasurements(points: overshoot, fit: fit).closureGap, 0.01, "ends on its own first quarter")
        let short = SyntheticStrokes.circle(centre: fit.centre, radius: 80, turns: 0.75)
        XCTAssertEqual(StrokeMeasurements(points: short, fit: fit).closureGap, 80 * 2.0.squareRoot(), accuracy: 0.01)
        XCTAssertEqual(
            StrokeMeasurements(points: [], fit: fit),
            StrokeMeasurements(maxDeviation: 0, sweptDegrees: 0, closureGap: 0))
    }
}
