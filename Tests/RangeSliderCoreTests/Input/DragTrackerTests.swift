// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import Testing
import XCTest

/// The drag tracker on two thumbs: the tutorial's range slider.
final class DragTrackerTests: XCTestCase {
    let geometry = SliderGeometry(width: 300, height: 30)  // usable length 270; thumbs at 69 and 231

    private func page() -> DragOptions { var o = DragOptions(); o.trackClick = .page; return o }

    func testPressOutsideTheBandTracksNothing() {
        var t = DragTracker()
        var v = RangeValues()
        XCTAssertEqual(t.begin(along: 150, across: 45, values: &v, geometry: geometry), .none)
        XCTAssertFalse(t.isTracking)
        XCTAssertNil(t.update(offset: 50, values: &v, geometry: geometry))
        XCTAssertEqual(v, RangeValues())
        XCTAssertNil(t.end())
    }

    func testTrackClickJumpsTheNearestThumbAndKeepsTracking() {
        var t = DragTracker()
        var v = RangeValues()
        XCTAssertEqual(
            t.begin(along: 123, across: 15, values: &v, geometry: geometry),
            .jump(ThumbMove(thumb: 0, previousIndex: 0, changed: true)))
        XCTAssertEqual(v.lowerValue, 0.4)
        XCTAssertEqual(t.activeThumb, 0)
        XCTAssertEqual(
            t.update(offset: 27, values: &v, geometry: geometry),
            .thumb(ThumbMove(thumb: 0, previousIndex: 0, changed: true)))
        XCTAssertEqual(v.lowerValue, 0.5, accuracy: 1e-12)
        var w = RangeValues()
        XCTAssertEqual(
            t.begin(along: 200, across: 15, values: &w, geometry: geometry),
            .jump(ThumbMove(thumb: 1, previousIndex: 1, changed: true)))
        XCTAssertEqual(w.upperValue, 185.0 / 270)
    }

    func testTrackClickInPagingModePagesTowardsTheClick() {
        var t = DragTracker()
        var v = RangeValues()
        XCTAssertEqual(
            t.begin(along: 123, across: 15, values: &v, geometry: geometry, options: page()), .page(0, direction: 1))
        XCTAssertEqual(
            t.begin(along: 20, across: 15, values: &v, geometry: geometry, options: page()), .page(0, direction: -1))
        XCTAssertEqual(
            t.begin(along: 280, across: 15, values: &v, geometry: geometry, options: page()), .page(1, direction: 1))
        XCTAssertFalse(t.isTracking)
        XCTAssertEqual(v, RangeValues(), "paging is the widget's: the press moves nothing")
    }

    func testDragMovesTheLowerThumbByThePixelToValueRatio() {
        var t = DragTracker()
        var v = RangeValues()
        XCTAssertEqual(t.begin(along: 69, across: 15, values: &v, geometry: geometry), .thumb(0))
        XCTAssertEqual(
            t.update(offset: 27, values: &v, geometry: geometry),
            .thumb(ThumbMove(thumb: 0, previousIndex: 0, changed: true)))
        XCTAssertEqual(v.lowerValue, 0.3, accuracy: 1e-12)  // 27 px of 270 = 0.1
        XCTAssertEqual(v.upperValue, 0.8)
        XCTAssertEqual(t.end(), .thumb(0))
        XCTAssertFalse(t.isTracking)
    }

    func testThumbsStopAtEachOtherAndTheEnds() {
        var t = DragTracker()
        var v = RangeValues()
        t.begin(along: 69, across: 15, values: &v, geometry: geometry)
        _ = t.update(offset: 500, values: &v, geometry: geometry)
        XCTAssertEqual(v.lowerValue, 0.8)
        _ = t.update(offset: -500, values: &v, geometry: geometry)
        XCTAssertEqual(v.lowerValue, 0)
        var u = DragTracker()
        var w = RangeValues()
        u.begin(along: 231, across: 15, values: &w, geometry: geometry)
        _ = u.update(offset: 500, values: &w, geometry: geometry)
        XCTAssertEqual(w.upperValue, 1)
        _ = u.update(offset: -500, values: &w, geometry: geometry)
        XCTAssertEqual(w.upperValue, 0.2)
        XCTAssertNil(u.update(offset: -600, values: &w, geometry: geometry), "blocked: nothing moved")
    }

    func testOffsetsAreFromTheStartSoLeavingAndComingBackRestoresTheThumb() {
        var t = DragTracker()
        var v = RangeValues()
        t.begin(along: 231, across: 15, values: &v, geometry: geometry)
        for offset in [10.0, 200, 2_000, 200, 27] {  // far outside, then back
            _ = t.update(offset: offset, values: &v, geometry: geometry)
        }
        XCTAssertEqual(v.upperValue, 0.9, accuracy: 1e-12)
    }

    func testOverlappingThumbsEitherEndTheDirectionPicks() {
        var atMax = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 1, upperValue: 1)
        var t = DragTracker()
        XCTAssertEqual(t.begin(along: 285, across: 15, values: &atMax, geometry: geometry), .undecided(0...1))
        XCTAssertNil(t.update(offset: 0, values: &atMax, geometry: geometry), "no movement yet: undecided")
        XCTAssertEqual(t.state, .undecided(first: 0, last: 1))
        XCTAssertEqual(
            t.update(offset: -54, values: &atMax, geometry: geometry),
            .thumb(ThumbMove(thumb: 0, previousIndex: 0, changed: true)))
        XCTAssertEqual(atMax.lowerValue, 0.8, accuracy: 1e-12)

        var atMin = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 0, upperValue: 0)
        var u = DragTracker()
        u.begin(along: 15, across: 15, values: &atMin, geometry: geometry)
        XCTAssertEqual(
            u.update(offset: 54, values: &atMin, geometry: geometry),
            .thumb(ThumbMove(thumb: 1, previousIndex: 1, changed: true)))
    }

    func testFineTuneMovesAtAQuarterAndNeverJumps() {
        var t = DragTracker()
        var v = RangeValues()
        t.begin(along: 69, across: 15, values: &v, geometry: geometry)
        _ = t.update(offset: 27, values: &v, geometry: geometry)
        XCTAssertEqual(v.lowerValue, 0.3, accuracy: 1e-12)
        // Shift pressed at offset 27: the thumb stays, then moves 1/4 as fast.
        XCTAssertNil(t.update(offset: 27, fineTune: true, values: &v, geometry: geometry))
        XCTAssertEqual(v.lowerValue, 0.3, accuracy: 1e-12)
        _ = t.update(offset: 135, fineTune: true, values: &v, geometry: geometry)
        XCTAssertEqual(v.lowerValue, 0.4, accuracy: 1e-12)
        // Released: full speed again from there.
        _ = t.update(offset: 162, values: &v, geometry: geometry)
        XCTAssertEqual(v.lowerValue, 0.5, accuracy: 1e-12)
    }

    func testSpanDragMovesBothKeepingTheirDistance() {
        var options = DragOptions()
        options.allowsSpanDrag = true
        var t = DragTracker()
        var v = RangeValues()
        XCTAssertEqual(t.begin(along: 150, across: 15, values: &v, geometry: geometry, options: options), .span(0...1))
        XCTAssertEqual(t.update(offset: 27, values: &v, geometry: geometry), .span(0...1))
        XCTAssertEqual(v.lowerValue, 0.3, accuracy: 1e-12)
        XCTAssertEqual(v.upperValue, 0.9, accuracy: 1e-12)
        _ = t.update(offset: 500, values: &v, geometry: geometry)
        XCTAssertEqual(v.upperValue, 1, accuracy: 1e-12, "stops at the end")
        XCTAssertEqual(v.lowerValue, 0.4, accuracy: 1e-12, "keeping the distance")
        XCTAssertEqual(t.end(), .span(0...1))
    }

    func testDragSnapsToAMarkWithinAFewPixels() {
        var options = DragOptions()
        options.marks = [0.5]
        var t = DragTracker()
        var v = RangeValues()
        t.begin(along: 69, across: 15, values: &v, geometry: geometry, options: options)
        // 0.5 is at 150 px; the thumb started at 69: offset 77 → 146 px, within 6 px.
        _ = t.update(offset: 77, values: &v, geometry: geometry)
        XCTAssertEqual(v.lowerValue, 0.5)
        // 20 px away: no snap.
        _ = t.update(offset: 61, values: &v, geometry: geometry)
        XCTAssertEqual(v.lowerValue, 130.0 / 270 - 15.0 / 270, accuracy: 1e-9)
    }

    func testStepAndSeparationApplyWhileDragging() {
        var v = RangeValues()
        v.setConstraints(RangeConstraints(stepSize: 0.25, minimumSeparation: 0.25))
        XCTAssertEqual(v.lowerValue, 0.25)
        XCTAssertEqual(v.upperValue, 0.75)
        var t = DragTracker()
        t.begin(along: 15 + 270 * 0.25, across: 15, values: &v, geometry: geometry)
        _ = t.update(offset: 40, values: &v, geometry: geometry)
        XCTAssertEqual(v.lowerValue, 0.5, "0.25 + 0.148 snaps to 0.5")
        _ = t.update(offset: 300, values: &v, geometry: geometry)
        XCTAssertEqual(v.lowerValue, 0.5, "stops a separation below the upper value")
    }

    func testDegenerateGeometryAndNaNOffsetsMoveNothing() {
        var t = DragTracker()
        let tiny = SliderGeometry(width: 1, height: 30)
        var v = RangeValues()
        t.begin(along: 0.5, across: 15, values: &v, geometry: tiny)
        _ = t.update(offset: 100, values: &v, geometry: tiny)
        XCTAssertTrue(v.isValid)
        var u = DragTracker()
        var w = RangeValues()
        u.begin(along: 69, across: 15, values: &w, geometry: geometry)
        XCTAssertNil(u.update(offset: .nan, values: &w, geometry: geometry))
        XCTAssertNil(u.update(offset: .infinity, values: &w, geometry: geometry))
        XCTAssertEqual(w, RangeValues())
    }
}

/// The drag tracker on any number of thumbs: hit tests among N thumbs, coincident thumbs decided by the drag's
/// direction, the crossing policies during a drag, span drags, a fixed span, soft limits.
@Suite struct DragTrackerManyThumbsTests {
    /// A 430 × 30 band: the usable track is 400 px, so 0…100 maps 4 px per unit from x = 15.
    let geometry = SliderGeometry(width: 430, height: 30)
    func x(_ value: Double) -> Double { 15 + 4 * value }

    func values(_ list: [Double]) -> RangeValues { RangeValues(minimumValue: 0, maximumValue: 100, values: list) }

    @Test func aPressPicksTheNearestOfFourThumbs() {
        var v = values([10, 30, 60, 90])
        for (i, value) in [10.0, 30, 60, 90].enumerated() {
            var tracker = DragTracker()
            #expect(tracker.begin(along: x(value) + 3, across: 15, values: &v, geometry: geometry) == .thumb(i))
            #expect(tracker.activeThumb == i)
        }
        // Overlapping frames (thumbs 2 units = 8 px apart): the nearer centre wins.
        var close = values([50, 52])
        var tracker = DragTracker()
        #expect(tracker.begin(along: x(52) - 1, across: 15, values: &close, geometry: geometry) == .thumb(1))
    }

    @Test func coincidentThumbsAmongFourFollowTheDragsDirection() {
        for (offset, expected) in [(20.0, 3), (-20.0, 1)] {
            var v = values([10, 50, 50, 50])
            var tracker = DragTracker()
            #expect(tracker.begin(along: x(50), across: 15, values: &v, geometry: geometry) == .undecided(1...3))
            let step = tracker.update(offset: offset, values: &v, geometry: geometry)
            #expect(tracker.activeThumb == expected)
            #expect(step == .thumb(ThumbMove(thumb: expected, previousIndex: expected, changed: true)))
            #expect(v[expected] == 50 + offset / 4)
        }
        // At the maximum, only downwards can move: the lowest of the coincident thumbs goes.
        var top = values([100, 100, 100])
        var tracker = DragTracker()
        #expect(tracker.begin(along: x(100), across: 15, values: &top, geometry: geometry) == .undecided(0...2))
        _ = tracker.update(offset: -40, values: &top, geometry: geometry)
        #expect(top.values == [90, 100, 100])
    }

    @Test func eachPolicyDuringADrag() {
        // Block: thumb 1 stops at thumb 2.
        var v = values([10, 30, 60, 90])
        var options = DragOptions()
        var tracker = DragTracker()
        tracker.begin(along: x(30), across: 15, values: &v, geometry: geometry, options: options)
        _ = tracker.update(offset: 4 * 45, values: &v, geometry: geometry)
        #expect(v.values == [10, 60, 60, 90])
        // Push: thumb 2 goes along with a separation of 5.
        v = values([10, 30, 60, 90])
        v.setConstraints(RangeConstraints(minimumSeparation: 5))
        options.crossing = .push
        tracker.begin(along: x(30), across: 15, values: &v, geometry: geometry, options: options)
        _ = tracker.update(offset: 4 * 45, values: &v, geometry: geometry)
        #expect(v.values == [10, 75, 80, 90])
        // Pushing further stops when the last thumb reaches the end.
        _ = tracker.update(offset: 4 * 80, values: &v, geometry: geometry)
        #expect(v.values == [10, 90, 95, 100])
        // Swap: thumb 1 passes thumb 2 and is relabelled 2; the tracker follows it.
        v = values([10, 30, 60, 90])
        options.crossing = .swap
        tracker.begin(along: x(30), across: 15, values: &v, geometry: geometry, options: options)
        let step = tracker.update(offset: 4 * 45, values: &v, geometry: geometry)
        #expect(v.values == [10, 60, 75, 90])
        #expect(step == .thumb(ThumbMove(thumb: 2, previousIndex: 1, changed: true)))
        #expect(tracker.activeThumb == 2)
        _ = tracker.update(offset: 4 * 66, values: &v, geometry: geometry)
        #expect(v.values == [10, 60, 90, 96])
        #expect(tracker.activeThumb == 3)
    }

    @Test func aSpanDragMovesTheHighlightedPairUpToItsNeighbours() {
        var v = values([10, 30, 60, 90])
        var options = DragOptions()
        options.allowsSpanDrag = true
        options.highlight = .alternate
        var tracker = DragTracker()
        // Between thumbs 2 and 3: highlighted under `alternate`.
        #expect(
            tracker.begin(along: x(75), across: 15, values: &v, geometry: geometry, options: options) == .span(2...3))
        _ = tracker.update(offset: 4 * 5, values: &v, geometry: geometry)
        #expect(v.values == [10, 30, 65, 95])
        _ = tracker.update(offset: 4 * 30, values: &v, geometry: geometry)
        #expect(v.values == [10, 30, 70, 100])  // stopped at the end, span kept
        _ = tracker.update(offset: -4 * 60, values: &v, geometry: geometry)
        #expect(v.values == [10, 30, 30, 60])  // stopped at thumb 1
        tracker.end()
        // Between thumbs 1 and 2 (not highlighted under `alternate`): the nearest thumb jumps.
        v = values([10, 30, 60, 90])
        if case .jump(let move) = tracker.begin(
            along: x(40), across: 15, values: &v, geometry: geometry, options: options)
        {
            #expect(move.thumb == 1)
        } else {
            Issue.record("expected a jump")
        }
        #expect(v.values == [10, 40, 60, 90])
    }

    @Test func aFixedSpanMovesThePairWhenEitherThumbIsDragged() {
        var v = values([10, 30, 60, 90])
        var options = DragOptions()
        options.fixedSpan = true
        options.highlight = .alternate
        var tracker = DragTracker()
        #expect(tracker.begin(along: x(90), across: 15, values: &v, geometry: geometry, options: options) == .thumb(3))
        #expect(tracker.spanThumbs == 2...3)
        _ = tracker.update(offset: -4 * 20, values: &v, geometry: geometry)
        #expect(v.values == [10, 30, 40, 70])
    }

    @Test func fineTuneSlowsTheDragWithoutAJump() {
        var v = values([20, 80])
        var tracker = DragTracker()
        tracker.begin(along: x(20), across: 15, values: &v, geometry: geometry)
        _ = tracker.update(offset: 40, values: &v, geometry: geometry)
        #expect(v[0] == 30)
        _ = tracker.update(offset: 80, fineTune: true, values: &v, geometry: geometry)
        #expect(v[0] == 32.5)
    }

    @Test func aThumbBeyondTheSoftLimitSitsAtTheEndAndComesBackWhenDragged() {
        var v = values([20, 50])
        v.setHardLimits(minimum: -50, maximum: 150)
        v.setValue(130, at: 1)
        #expect(v.values == [20, 130])
        #expect(v.beyondVisibleRange(1) == 1)
        var tracker = DragTracker()
        // Drawn at the track's end: the press there takes it.
        #expect(tracker.begin(along: x(100), across: 15, values: &v, geometry: geometry) == .thumb(1))
        _ = tracker.update(offset: -40, values: &v, geometry: geometry)
        #expect(v[1] == 90)
        // A user's move cannot take it beyond the visible range again.
        v.move(1, to: 140)
        #expect(v[1] == 100)
    }

    @Test func badInputIsSafe() {
        var v = values([20, 80])
        #expect(v.setValues([]) == .rejected(ValueRejection(property: "values.count", value: 0)))
        #expect(v.setValue(.nan, at: 0) != .unchanged)
        #expect(v.values == [20, 80])
        #expect(v.move(5, to: 3) == .unchanged(5))
        #expect(!v.move(0, to: .infinity).changed)
        #expect(v.setPadding(SliderPadding(start: -1)).didChange == false)
        v.setPadding(SliderPadding(70))  // wider than the range: one place, 70
        #expect(v.values == [70, 70])
        var tracker = DragTracker()
        let zero = SliderGeometry(width: 0, height: 0)
        #expect(tracker.begin(along: 0, across: 0, values: &v, geometry: zero) == .none || tracker.isTracking)
        #expect(tracker.update(offset: .nan, values: &v, geometry: geometry) == nil)
    }
}
