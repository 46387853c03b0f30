// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

final class SliderGeometryTests: XCTestCase {
    func testThumbWidthIsTheHeight() {
        let g = SliderGeometry(width: 300, height: 30)
        XCTAssertEqual(g.thumbWidth, 30)
        XCTAssertEqual(g.usableTrackLength, 270)
    }

    func testPositionForValueMatchesTheTutorialFormula() {
        let g = SliderGeometry(width: 300, height: 30)
        // usable × (value − min) / (max − min) + thumbWidth / 2
        XCTAssertEqual(g.positionForValue(0, minimum: 0, maximum: 1), 15)
        XCTAssertEqual(g.positionForValue(1, minimum: 0, maximum: 1), 285)
        XCTAssertEqual(g.positionForValue(0.2, minimum: 0, maximum: 1), 270 * 0.2 + 15, accuracy: 1e-9)
        XCTAssertEqual(g.positionForValue(-50, minimum: -100, maximum: 100), 270 * 0.25 + 15, accuracy: 1e-9)
    }

    func testValueForPositionInvertsPositionForValue() {
        let g = SliderGeometry(width: 417, height: 31)
        for value in stride(from: -3.0, through: 7.0, by: 0.37) {
            let p = g.positionForValue(value, minimum: -3, maximum: 7)
            XCTAssertEqual(g.valueForPosition(p, minimum: -3, maximum: 7), value, accuracy: 1e-9)
        }
        XCTAssertEqual(g.valueForPosition(-1000, minimum: -3, maximum: 7), -3)
        XCTAssertEqual(g.valueForPosition(1000, minimum: -3, maximum: 7), 7)
    }

    func testDegenerateSizesGiveNoNaN() {
        for (w, h) in [(0.0, 0.0), (1, 30), (0, 30), (30, 30), (10, 30), (-5, 30), (.nan, .infinity), (300, 0)] {
            let g = SliderGeometry(width: w, height: h)
            XCTAssertGreaterThanOrEqual(g.usableTrackLength, 0)
            for value in [0.0, 0.5, 1, -1, 2] {
                let p = g.positionForValue(value, minimum: 0, maximum: 1)
                XCTAssertTrue(p.isFinite, "position NaN for \(w)×\(h)")
                let v = g.valueForPosition(p, minimum: 0, maximum: 1)
                XCTAssertTrue(v.isFinite, "value NaN for \(w)×\(h)")
                XCTAssertTrue((0...1).contains(v))
            }
            XCTAssertEqual(g.valueDelta(forOffset: 40, minimum: 0, maximum: 1).isFinite, true)
            let frame = g.thumbFrame(.upper, values: RangeValues())
            XCTAssertTrue(frame.x.isFinite && frame.width.isFinite)
        }
        let tiny = SliderGeometry(width: 1, height: 30)
        XCTAssertEqual(tiny.usableTrackLength, 0)
        XCTAssertEqual(tiny.valueDelta(forOffset: 100, minimum: 0, maximum: 1), 0)
    }

    func testZeroSpanRangeGivesNoNaN() {
        let g = SliderGeometry(width: 300, height: 30)
        XCTAssertEqual(g.positionForValue(5, minimum: 5, maximum: 5), 15)
        XCTAssertEqual(g.valueForPosition(200, minimum: 5, maximum: 5), 5)
        XCTAssertEqual(g.valueDelta(forOffset: 100, minimum: 5, maximum: 5), 0)
    }

    func testTrackIsInsetLikeCERangeSlider() {
        let g = SliderGeometry(width: 350, height: 35)
        XCTAssertEqual(g.trackFrame, SliderRect(x: 0, y: 10, width: 350, height: 15))
    }

    func testHitTesting() {
        let g = SliderGeometry(width: 300, height: 30)
        let v = RangeValues()  // lower centre 69, upper centre 231
        XCTAssertEqual(g.hitTest(x: 69, y: 15, values: v), .thumb(.lower))
        XCTAssertEqual(g.hitTest(x: 231, y: 2, values: v), .thumb(.upper))
        XCTAssertEqual(g.hitTest(x: 150, y: 15, values: v), .none)
        XCTAssertEqual(g.hitTest(x: 69, y: 40, values: v), .none)
    }

    func testOverlappingThumbsHitBothOrTheNearest() {
        let g = SliderGeometry(width: 300, height: 30)
        let same = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 0.5, upperValue: 0.5)
        XCTAssertEqual(g.hitTest(x: 150, y: 15, values: same), .both)
        let close = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 0.5, upperValue: 0.55)
        // lower centre 150, upper centre 163.5
        XCTAssertEqual(g.hitTest(x: 152, y: 15, values: close), .thumb(.lower))
        XCTAssertEqual(g.hitTest(x: 162, y: 15, values: close), .thumb(.upper))
    }
}
