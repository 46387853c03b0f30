import RangeSliderCore
import XCTest

final class DragTrackerTests: XCTestCase {
    let geometry = SliderGeometry(width: 300, height: 30)  // usable length 270; thumbs at 69 and 231

    private func page() -> DragOptions { var o = DragOptions(); o.trackClick = .page; return o }

    func testPressOutsideTheBandTracksNothing() {
        var t = DragTracker()
        XCTAssertEqual(t.begin(along: 150, across: 45, values: RangeValues(), geometry: geometry), .none)
        XCTAssertFalse(t.isTracking)
        XCTAssertNil(t.update(offset: 50, current: RangeValues(), geometry: geometry))
        XCTAssertNil(t.end())
    }

    func testTrackClickJumpsTheNearestThumbAndKeepsTracking() {
        var t = DragTracker()
        let v = RangeValues()
        XCTAssertEqual(t.begin(along: 123, across: 15, values: v, geometry: geometry), .jump(.lower, to: 0.4))
        XCTAssertEqual(t.activeThumb, .lower)
        var moved = v
        moved.move(.lower, to: 0.4)
        XCTAssertEqual(t.update(offset: 27, current: moved, geometry: geometry)?.value ?? 0, 0.5, accuracy: 1e-12)
        XCTAssertEqual(t.begin(along: 200, across: 15, values: v, geometry: geometry), .jump(.upper, to: 185.0 / 270))
    }

    func testTrackClickInPagingModePagesTowardsTheClick() {
        var t = DragTracker()
        XCTAssertEqual(t.begin(along: 123, across: 15, values: RangeValues(), geometry: geometry, options: page()), .page(.lower, direction: 1))
        XCTAssertEqual(t.begin(along: 20, across: 15, values: RangeValues(), geometry: geometry, options: page()), .page(.lower, direction: -1))
        XCTAssertEqual(t.begin(along: 280, across: 15, values: RangeValues(), geometry: geometry, options: page()), .page(.upper, direction: 1))
        XCTAssertFalse(t.isTracking)
    }

    func testDragMovesTheLowerThumbByThePixelToValueRatio() {
        var t = DragTracker()
        let v = RangeValues()
        XCTAssertEqual(t.begin(along: 69, across: 15, values: v, geometry: geometry), .thumb(.lower))
        let step = t.update(offset: 27, current: v, geometry: geometry)
        XCTAssertEqual(step?.thumb, .lower)
        XCTAssertEqual(step?.value ?? 0, 0.3, accuracy: 1e-12)   // 27 px of 270 = 0.1
        XCTAssertEqual(t.end(), .thumb(.lower))
        XCTAssertFalse(t.isTracking)
    }

    func testThumbsStopAtEachOtherAndTheEnds() {
        var t = DragTracker()
        let v = RangeValues()
        t.begin(along: 69, across: 15, values: v, geometry: geometry)
        XCTAssertEqual(t.update(offset: 500, current: v, geometry: geometry)?.value, 0.8)
        XCTAssertEqual(t.update(offset: -500, current: v, geometry: geometry)?.value, 0)
        var u = DragTracker()
        u.begin(along: 231, across: 15, values: v, geometry: geometry)
        XCTAssertEqual(u.update(offset: 500, current: v, geometry: geometry)?.value, 1)
        XCTAssertEqual(u.update(offset: -500, current: v, geometry: geometry)?.value, 0.2)
    }

    func testOffsetsAreFromTheStartSoLeavingAndComingBackRestoresTheThumb() {
        var t = DragTracker()
        var v = RangeValues()
        t.begin(along: 231, across: 15, values: v, geometry: geometry)
        for offset in [10.0, 200, 2_000, 200, 27] {   // far outside, then back
            if case .move(let thumb, let value)? = t.update(offset: offset, current: v, geometry: geometry) {
                v.move(thumb, to: value)
            }
        }
        XCTAssertEqual(v.upperValue, 0.9, accuracy: 1e-12)
    }

    func testOverlappingThumbsEitherEndTheDirectionPicks() {
        let atMax = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 1, upperValue: 1)
        var t = DragTracker()
        XCTAssertEqual(t.begin(along: 285, across: 15, values: atMax, geometry: geometry), .undecided)
        XCTAssertNil(t.update(offset: 0, current: atMax, geometry: geometry), "no movement yet: undecided")
        let step = t.update(offset: -54, current: atMax, geometry: geometry)
        XCTAssertEqual(step?.thumb, .lower)
        XCTAssertEqual(step?.value ?? 0, 0.8, accuracy: 1e-12)

        let atMin = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 0, upperValue: 0)
        var u = DragTracker()
        u.begin(along: 15, across: 15, values: atMin, geometry: geometry)
        XCTAssertEqual(u.update(offset: 54, current: atMin, geometry: geometry)?.thumb, .upper)
    }

    func testFineTuneMovesAtAQuarterAndNeverJumps() {
        var t = DragTracker()
        let v = RangeValues()
        t.begin(along: 69, across: 15, values: v, geometry: geometry)
        XCTAssertEqual(t.update(offset: 27, current: v, geometry: geometry)?.value ?? 0, 0.3, accuracy: 1e-12)
        // Shift pressed at offset 27: the thumb stays, then moves 1/4 as fast.
        XCTAssertEqual(t.update(offset: 27, fineTune: true, current: v, geometry: geometry)?.value ?? 0, 0.3, accuracy: 1e-12)
        XCTAssertEqual(t.update(offset: 135, fineTune: true, current: v, geometry: geometry)?.value ?? 0, 0.4, accuracy: 1e-12)
        // Released: full speed again from there.
        XCTAssertEqual(t.update(offset: 162, current: v, geometry: geometry)?.value ?? 0, 0.5, accuracy: 1e-12)
    }

    func testSpanDragMovesBothKeepingTheirDistance() {
        var options = DragOptions()
        options.allowsSpanDrag = true
        var t = DragTracker()
        var v = RangeValues()
        XCTAssertEqual(t.begin(along: 150, across: 15, values: v, geometry: geometry, options: options), .span)
        guard case .shift(let delta, let start)? = t.update(offset: 27, current: v, geometry: geometry) else { return XCTFail() }
        v.shift(by: delta, from: start)
        XCTAssertEqual(v.lowerValue, 0.3, accuracy: 1e-12)
        XCTAssertEqual(v.upperValue, 0.9, accuracy: 1e-12)
        guard case .shift(let far, let start2)? = t.update(offset: 500, current: v, geometry: geometry) else { return XCTFail() }
        v.shift(by: far, from: start2)
        XCTAssertEqual(v.upperValue, 1, accuracy: 1e-12, "stops at the end")
        XCTAssertEqual(v.lowerValue, 0.4, accuracy: 1e-12, "keeping the distance")
        XCTAssertEqual(t.end(), .span)
    }

    func testDragSnapsToAMarkWithinAFewPixels() {
        var options = DragOptions()
        options.marks = [0.5]
        var t = DragTracker()
        let v = RangeValues()
        t.begin(along: 69, across: 15, values: v, geometry: geometry, options: options)
        // 0.5 is at 150 px; the thumb started at 69: offset 77 → 146 px, within 6 px.
        XCTAssertEqual(t.update(offset: 77, current: v, geometry: geometry)?.value, 0.5)
        // 20 px away: no snap.
        XCTAssertEqual(t.update(offset: 61, current: v, geometry: geometry)?.value ?? 0, 130.0 / 270 - 15.0 / 270 + 0.0, accuracy: 1e-9)
    }

    func testStepAndSeparationApplyWhileDragging() {
        var v = RangeValues()
        v.setConstraints(RangeConstraints(stepSize: 0.25, minimumSeparation: 0.25))
        XCTAssertEqual(v.lowerValue, 0.25)
        XCTAssertEqual(v.upperValue, 0.75)
        var t = DragTracker()
        t.begin(along: 15 + 270 * 0.25, across: 15, values: v, geometry: geometry)
        XCTAssertEqual(t.update(offset: 40, current: v, geometry: geometry)?.value, 0.5, "0.25 + 0.148 snaps to 0.5")
        XCTAssertEqual(t.update(offset: 300, current: v, geometry: geometry)?.value, 0.5, "stops a separation below the upper value")
    }

    func testDegenerateGeometryAndNaNOffsetsMoveNothing() {
        var t = DragTracker()
        let tiny = SliderGeometry(width: 1, height: 30)
        let v = RangeValues()
        t.begin(along: 0.5, across: 15, values: v, geometry: tiny)
        if let step = t.update(offset: 100, current: v, geometry: tiny), let value = step.value {
            XCTAssertTrue(value.isFinite)
        }
        var u = DragTracker()
        u.begin(along: 69, across: 15, values: v, geometry: geometry)
        XCTAssertNil(u.update(offset: .nan, current: v, geometry: geometry))
    }
}
