import RangeSliderCore
import XCTest

final class DragTrackerTests: XCTestCase {
    let geometry = SliderGeometry(width: 300, height: 30)  // usable length 270

    func testPressOffTheThumbsTracksNothing() {
        var t = DragTracker()
        XCTAssertNil(t.begin(x: 150, y: 15, values: RangeValues(), geometry: geometry))
        XCTAssertFalse(t.isTracking)
        XCTAssertNil(t.update(offsetX: 50, current: RangeValues(), geometry: geometry))
        XCTAssertNil(t.end())
    }

    func testDragMovesTheLowerThumbByThePixelToValueRatio() {
        var t = DragTracker()
        let v = RangeValues()
        XCTAssertEqual(t.begin(x: 69, y: 15, values: v, geometry: geometry), .lower)
        let step = t.update(offsetX: 27, current: v, geometry: geometry)
        XCTAssertEqual(step?.thumb, .lower)
        XCTAssertEqual(step!.value, 0.3, accuracy: 1e-12)   // 27 px of 270 = 0.1
        XCTAssertEqual(t.end(), .lower)
        XCTAssertFalse(t.isTracking)
    }

    func testLowerThumbStopsAtTheUpperValueAndTheMinimum() {
        var t = DragTracker()
        let v = RangeValues()
        t.begin(x: 69, y: 15, values: v, geometry: geometry)
        XCTAssertEqual(t.update(offsetX: 500, current: v, geometry: geometry)?.value, 0.8)
        XCTAssertEqual(t.update(offsetX: -500, current: v, geometry: geometry)?.value, 0)
    }

    func testUpperThumbStopsAtTheLowerValueAndTheMaximum() {
        var t = DragTracker()
        let v = RangeValues()
        t.begin(x: 231, y: 15, values: v, geometry: geometry)
        XCTAssertEqual(t.update(offsetX: 500, current: v, geometry: geometry)?.value, 1)
        XCTAssertEqual(t.update(offsetX: -500, current: v, geometry: geometry)?.value, 0.2)
    }

    func testOffsetsAreFromTheStartSoLeavingAndComingBackRestoresTheThumb() {
        var t = DragTracker()
        var v = RangeValues()
        t.begin(x: 231, y: 15, values: v, geometry: geometry)
        for offset in [10.0, 200, 2_000, 200, 27] {   // far outside, then back
            let step = t.update(offsetX: offset, current: v, geometry: geometry)!
            v.setValue(step.value, of: step.thumb)
        }
        XCTAssertEqual(v.upperValue, 0.9, accuracy: 1e-12)
    }

    func testOverlappingAtTheMaximumLeftwardDragMovesTheLowerThumb() {
        let v = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 1, upperValue: 1)
        var t = DragTracker()
        XCTAssertNil(t.begin(x: 285, y: 15, values: v, geometry: geometry))
        XCTAssertTrue(t.isTracking)
        XCTAssertNil(t.update(offsetX: 0, current: v, geometry: geometry), "no movement yet: undecided")
        let step = t.update(offsetX: -54, current: v, geometry: geometry)
        XCTAssertEqual(step?.thumb, .lower)
        XCTAssertEqual(step!.value, 0.8, accuracy: 1e-12)
        XCTAssertEqual(t.activeThumb, .lower)
    }

    func testOverlappingAtTheMinimumRightwardDragMovesTheUpperThumb() {
        let v = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 0, upperValue: 0)
        var t = DragTracker()
        t.begin(x: 15, y: 15, values: v, geometry: geometry)
        let step = t.update(offsetX: 54, current: v, geometry: geometry)
        XCTAssertEqual(step?.thumb, .upper)
        XCTAssertEqual(step!.value, 0.2, accuracy: 1e-12)
    }

    func testOverlappingInTheMiddleEitherWay() {
        let v = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 0.5, upperValue: 0.5)
        var left = DragTracker()
        left.begin(x: 150, y: 15, values: v, geometry: geometry)
        XCTAssertEqual(left.update(offsetX: -27, current: v, geometry: geometry)?.thumb, .lower)
        var right = DragTracker()
        right.begin(x: 150, y: 15, values: v, geometry: geometry)
        XCTAssertEqual(right.update(offsetX: 27, current: v, geometry: geometry)?.thumb, .upper)
    }

    func testCancelledOrEndedTwiceEndsOnce() {
        var t = DragTracker()
        t.begin(x: 69, y: 15, values: RangeValues(), geometry: geometry)
        XCTAssertEqual(t.end(), .lower)
        XCTAssertNil(t.end())
    }

    func testDegenerateGeometryAndNaNOffsetsMoveNothing() {
        var t = DragTracker()
        let tiny = SliderGeometry(width: 1, height: 30)
        let v = RangeValues()
        t.begin(x: 0.5, y: 15, values: v, geometry: tiny)
        if let step = t.update(offsetX: 100, current: v, geometry: tiny) {
            XCTAssertTrue(step.value.isFinite)
            XCTAssertEqual(step.value, v.value(of: step.thumb))
        }
        var u = DragTracker()
        u.begin(x: 69, y: 15, values: v, geometry: geometry)
        XCTAssertNil(u.update(offsetX: .nan, current: v, geometry: geometry))
    }
}
