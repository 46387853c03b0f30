import RangeSliderCore
import Testing

/// The N-thumb drag tracker: hit tests among N thumbs, coincident thumbs decided by the drag's
/// direction, the crossing policies during a drag, span drags, a fixed span, soft limits.
@Suite struct MultiThumbDragTrackerTests {
    /// A 430 × 30 band: the usable track is 400 px, so 0…100 maps 4 px per unit from x = 15.
    let geometry = SliderGeometry(width: 430, height: 30)
    func x(_ value: Double) -> Double { 15 + 4 * value }

    func values(_ list: [Double]) -> RangeValues { RangeValues(minimumValue: 0, maximumValue: 100, values: list) }

    @Test func aPressPicksTheNearestOfFourThumbs() {
        var v = values([10, 30, 60, 90])
        for (i, value) in [10.0, 30, 60, 90].enumerated() {
            var tracker = MultiThumbDragTracker()
            #expect(tracker.begin(along: x(value) + 3, across: 15, values: &v, geometry: geometry) == .thumb(i))
            #expect(tracker.activeThumb == i)
        }
        // Overlapping frames (thumbs 2 units = 8 px apart): the nearer centre wins.
        var close = values([50, 52])
        var tracker = MultiThumbDragTracker()
        #expect(tracker.begin(along: x(52) - 1, across: 15, values: &close, geometry: geometry) == .thumb(1))
    }

    @Test func coincidentThumbsAmongFourFollowTheDragsDirection() {
        for (offset, expected) in [(20.0, 3), (-20.0, 1)] {
            var v = values([10, 50, 50, 50])
            var tracker = MultiThumbDragTracker()
            #expect(tracker.begin(along: x(50), across: 15, values: &v, geometry: geometry) == .undecided(1...3))
            let step = tracker.update(offset: offset, values: &v, geometry: geometry)
            #expect(tracker.activeThumb == expected)
            #expect(step == .thumb(ThumbMove(thumb: expected, previousIndex: expected, changed: true)))
            #expect(v[expected] == 50 + offset / 4)
        }
        // At the maximum, only downwards can move: the lowest of the coincident thumbs goes.
        var top = values([100, 100, 100])
        var tracker = MultiThumbDragTracker()
        #expect(tracker.begin(along: x(100), across: 15, values: &top, geometry: geometry) == .undecided(0...2))
        _ = tracker.update(offset: -40, values: &top, geometry: geometry)
        #expect(top.values == [90, 100, 100])
    }

    @Test func eachPolicyDuringADrag() {
        // Block: thumb 1 stops at thumb 2.
        var v = values([10, 30, 60, 90])
        var options = MultiThumbDragOptions()
        var tracker = MultiThumbDragTracker()
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
        var options = MultiThumbDragOptions()
        options.allowsSpanDrag = true
        options.highlight = .alternate
        var tracker = MultiThumbDragTracker()
        // Between thumbs 2 and 3: highlighted under `alternate`.
        #expect(tracker.begin(along: x(75), across: 15, values: &v, geometry: geometry, options: options) == .span(2...3))
        _ = tracker.update(offset: 4 * 5, values: &v, geometry: geometry)
        #expect(v.values == [10, 30, 65, 95])
        _ = tracker.update(offset: 4 * 30, values: &v, geometry: geometry)
        #expect(v.values == [10, 30, 70, 100])   // stopped at the end, span kept
        _ = tracker.update(offset: -4 * 60, values: &v, geometry: geometry)
        #expect(v.values == [10, 30, 30, 60])    // stopped at thumb 1
        tracker.end()
        // Between thumbs 1 and 2 (not highlighted under `alternate`): the nearest thumb jumps.
        v = values([10, 30, 60, 90])
        if case .jump(let move) = tracker.begin(along: x(40), across: 15, values: &v, geometry: geometry, options: options) {
            #expect(move.thumb == 1)
        } else { Issue.record("expected a jump") }
        #expect(v.values == [10, 40, 60, 90])
    }

    @Test func aFixedSpanMovesThePairWhenEitherThumbIsDragged() {
        var v = values([10, 30, 60, 90])
        var options = MultiThumbDragOptions()
        options.fixedSpan = true
        options.highlight = .alternate
        var tracker = MultiThumbDragTracker()
        #expect(tracker.begin(along: x(90), across: 15, values: &v, geometry: geometry, options: options) == .thumb(3))
        #expect(tracker.spanThumbs == 2...3)
        _ = tracker.update(offset: -4 * 20, values: &v, geometry: geometry)
        #expect(v.values == [10, 30, 40, 70])
    }

    @Test func fineTuneSlowsTheDragWithoutAJump() {
        var v = values([20, 80])
        var tracker = MultiThumbDragTracker()
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
        var tracker = MultiThumbDragTracker()
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
        v.setPadding(SliderPadding(70))      // wider than the range: one place, 70
        #expect(v.values == [70, 70])
        var tracker = MultiThumbDragTracker()
        let zero = SliderGeometry(width: 0, height: 0)
        #expect(tracker.begin(along: 0, across: 0, values: &v, geometry: zero) == .none || tracker.isTracking)
        #expect(tracker.update(offset: .nan, values: &v, geometry: geometry) == nil)
    }
}
