// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// The one drag tracker follows random drags as the two former trackers did, each in its own
/// domain: two thumbs as ``TwoThumbDragReference``, one to eight as
/// ``MultiThumbDragReference``. A drag is a press at a random point (on a thumb, on coincident
/// thumbs, on the track, on the span, off the band), then steps at random offsets (NaN and ±∞
/// among them), with and without fine tuning, under random options (marks, span drags, track
/// clicks, crossing policies, highlight patterns, a fixed span, movable thumbs), constraints,
/// scales and geometries (zero sizes included). After the press and after every step the
/// trackers report the same event, pick the same thumb and leave the same values; the end of
/// the drag reports the same subject.
///
/// Where the one tracker deliberately differs, the properties check the new rule instead and
/// an example below pins the difference:
/// - a press exactly at the centre of one or more thumbs, off their frames, has no direction:
///   it takes the highest-indexed of them and never starts a span drag (the two-thumb rule;
///   the N-thumb tracker took the lowest, or the span on its left), with or without a usable
///   track length;
/// - a step moves the thumb once, snapped once: the two-thumb widget applied the tracker's
///   proposal through a second move, which with a step and a separation could snap a step
///   further;
/// - a drag of a thumb beyond the visible range starts from the end it is drawn at (the
///   N-thumb rule; the two-thumb tracker started from its value, off the track).
@Suite struct DragTrackerEquivalencePropertyTests {
    /// Random knobs in 0…1 that pick a scenario (shrinking moves them towards 0, the simplest).
    static let knobs = Gen.double(in: 0...1).array(of: 24...24)
    /// Drag steps: the kind of offset, a magnitude, fine tuning.
    static let steps = zip(Gen.int(in: 0...9), Gen.double(in: -1...1), Gen.bool()).array(of: 0...12)

    /// Reads knobs in order.
    struct Knobs {
        var list: [Double]
        var next = 0
        init(_ list: [Double]) { self.list = list }
        mutating func unit() -> Double {
            defer { next += 1 }
            return next < list.count ? list[next] : 0
        }
        mutating func pick<T>(_ choices: [T]) -> T {
            choices[Swift.min(Int(unit() * Double(choices.count)), choices.count - 1)]
        }
        mutating func chance(_ p: Double) -> Bool { unit() < p }
    }

    /// A range and a geometry: zero sizes, a zero-width range, a range wider than the largest
    /// double, linear and logarithmic scales.
    static func setting(_ k: inout Knobs) -> (min: Double, max: Double, geometry: SliderGeometry) {
        let range = k.pick([(0.0, 1.0), (0, 100), (1, 1000), (5, 5), (-1e308, 1e308), (-3, 7)])
        let width = k.pick([300.0, 430, 0, 1, 30, 600 * k.unit()])
        let height = k.pick([30.0, 0, 12, 40 * k.unit()])
        var geometry =
            k.chance(0.8)
            ? SliderGeometry(width: width, height: height)
            : SliderGeometry(width: width, height: height, origin: 10, thumbLength: 8, thumbThickness: 20)
        if k.unit() > 0.75 { geometry.scale = .logarithmic }
        return (range.0, range.1, geometry)
    }

    /// Values at chosen fractions of the range, coincident ones often.
    static func value(_ k: inout Knobs, min: Double, max: Double, previous: Double?) -> Double {
        if let previous, k.chance(0.3) { return previous }
        let fraction = k.pick([0.0, 1, 0.2, 0.5, 0.8, k.unit()])
        return min + (max - min) * fraction
    }

    static func constraints(_ k: inout Knobs, min: Double, max: Double) -> RangeConstraints {
        guard k.chance(0.4) else { return RangeConstraints() }
        let width = max - min
        return RangeConstraints(
            stepSize: k.pick([0, width / 10, width / 7]),
            minimumSeparation: k.pick([0, width / 20]),
            maximumSpan: k.pick([nil, width / 2]))
    }

    /// A press: on a thumb's centre or near it, on the track, off the band.
    static func press(_ k: inout Knobs, centres: [Double], geometry: SliderGeometry) -> (along: Double, across: Double)
    {
        let along: Double
        switch k.pick([0, 1, 2]) {
        case 0: along = k.pick(centres)
        case 1: along = k.pick(centres) + (k.unit() - 0.5) * 2 * geometry.height
        default: along = -20 + (geometry.width + 40) * k.unit()
        }
        let across = k.chance(0.85) ? geometry.height / 2 : k.pick([-1.0, geometry.height + 1, 0, geometry.height])
        return (along, across)
    }

    static func offset(kind: Int, magnitude: Double) -> Double {
        switch kind {
        case 0: return .nan
        case 1: return magnitude < 0 ? -.infinity : .infinity
        case 2: return 0
        case 3: return magnitude * 1e6
        case 4: return (magnitude * 10).rounded()
        default: return magnitude * 400
        }
    }

    static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
    static func same(_ a: RangeValues, _ b: RangeValues) -> Bool {
        a.values == b.values && a.minimumValue == b.minimumValue && a.maximumValue == b.maximumValue
    }

    static func bits(_ x: Double) -> UInt64 { x.isNaN ? Double.nan.bitPattern : x.bitPattern }

    // MARK: Two thumbs

    /// What a two-thumb press did, as both trackers report it (a jump's value is compared
    /// through the values it leaves).
    enum TwoBegin: Equatable {
        case none
        case thumb(Thumb)
        case undecided
        case jump(Thumb)
        case page(Thumb, Int)
        case span
    }
    /// Where a two-thumb drag stands.
    enum TwoState: Equatable {
        case idle, undecided
        case tracking(Thumb)
        case span([Double])
    }

    static func thumb(_ index: Int) -> Thumb { index == 0 ? .lower : .upper }

    static func observed(_ b: TwoThumbDragReference.Begin) -> TwoBegin {
        switch b {
        case .none: return .none
        case .thumb(let t): return .thumb(t)
        case .undecided: return .undecided
        case .jump(let t, _): return .jump(t)
        case .page(let t, let d): return .page(t, d)
        case .span: return .span
        }
    }

    static func twoBegin(_ b: DragBegin) -> TwoBegin? {
        switch b {
        case .none: return TwoBegin.none
        case .thumb(let i): return .thumb(thumb(i))
        case .undecided(let r): return r == 0...1 ? .undecided : nil
        case .jump(let move): return move.relabelled ? nil : .jump(thumb(move.thumb))
        case .page(let i, let d): return .page(thumb(i), d)
        case .span(let r): return r == 0...1 ? .span : nil
        }
    }

    static func observed(_ s: TwoThumbDragReference.State) -> TwoState {
        switch s {
        case .idle: return .idle
        case .undecided: return .undecided
        case .tracking(let t, _): return .tracking(t)
        case .span(let start): return .span(start.values)
        }
    }

    static func twoState(_ s: DragTracker.State) -> TwoState? {
        switch s {
        case .idle: return .idle
        case .undecided(let first, let last): return first == 0 && last == 1 ? .undecided : nil
        case .tracking(let i): return .tracking(thumb(i))
        case .span(let first, let last, let start): return first == 0 && last == 1 ? .span(start.values) : nil
        }
    }

    static func observed(_ s: TwoThumbDragReference.Subject?) -> String {
        switch s {
        case nil: return "nil"
        case .thumb(let t)?: return "thumb(\(t))"
        case .span?: return "span"
        }
    }

    static func twoEnded(_ s: DragSubject?) -> String {
        switch s {
        case nil: return "nil"
        case .thumb(let i)?: return "thumb(\(thumb(i)))"
        case .span(let r)?: return r == 0...1 ? "span" : "span(\(r))"
        }
    }

    /// The values a two-thumb reference's step leaves when applied once: its proposal is the
    /// blocked, snapped value (the former widget moved the thumb to it again, snapping twice).
    static func appliedOnce(_ step: TwoThumbDragReference.Step?, to values: RangeValues) -> [Double] {
        var list = values.values
        switch step {
        case .move(let thumb, let value)?:
            list[values.index(of: thumb)] = value
        case .shift(let delta, let start)?:
            var shifted = values
            shifted.shift(by: delta, from: start)
            list = shifted.values
        case nil:
            break
        }
        return list
    }

    @Test func twoThumbDragsFollowTheTwoThumbReference() async {
        await propertyCheck(count: 10_000, input: Self.knobs, Self.steps) { knobs, steps in
            var k = Knobs(knobs)
            let (min, max, geometry) = Self.setting(&k)
            let lower = Self.value(&k, min: min, max: max, previous: nil)
            let upper = Self.value(&k, min: min, max: max, previous: lower)
            var values = RangeValues(minimumValue: min, maximumValue: max, lowerValue: lower, upperValue: upper)
            values.setConstraints(Self.constraints(&k, min: min, max: max))
            var options = DragOptions()
            var frozen = TwoThumbDragReference.Options()
            options.trackClick = k.pick(TrackClickBehavior.allCases)
            options.allowsSpanDrag = k.chance(0.5)
            options.marks = k.chance(0.5) ? [] : [min, lower, (min + max) / 2 + (max - min) / 50, max, .nan, max + 1]
            options.markSnapDistance = k.pick([6.0, 0, 40])
            options.fineTuneFactor = k.pick([0.25, 1, 0.1])
            options.thumbs = k.pick([[.lower, .upper], [.lower, .upper], [.upper], [.lower], []])
            frozen.trackClick = options.trackClick
            frozen.allowsSpanDrag = options.allowsSpanDrag
            frozen.marks = options.marks
            frozen.markSnapDistance = options.markSnapDistance
            frozen.fineTuneFactor = options.fineTuneFactor
            frozen.thumbs = options.thumbs
            let centres = [values.lowerValue, values.upperValue].map {
                geometry.positionForValue($0, minimum: values.minimumValue, maximum: values.maximumValue)
            }
            let (along, across) = Self.press(&k, centres: centres, geometry: geometry)
            let context = """
                values \(values.values) in \(min)…\(max) \(values.constraints), geometry \(geometry), \
                options \(options), press (\(along), \(across)), steps \(steps)
                """

            var reference = TwoThumbDragReference()
            var tracker = DragTracker()
            var mine = values
            let expected = reference.begin(
                along: along, across: across, values: values, geometry: geometry, options: frozen)
            let got = tracker.begin(along: along, across: across, values: &mine, geometry: geometry, options: options)
            #expect(Self.observed(expected) == Self.twoBegin(got), "begin: \(expected) / \(got); \(context)")
            var theirs = values
            if case .jump(let thumb, let value) = expected { theirs.move(thumb, to: value) }
            #expect(theirs.values == mine.values, "values after begin: \(theirs.values) / \(mine.values); \(context)")
            for (index, (kind, magnitude, fineTune)) in steps.enumerated() {
                let offset = Self.offset(kind: kind, magnitude: magnitude)
                let before = mine
                // The reference proposes from the same values the tracker moves.
                let expectedStep = reference.update(
                    offset: offset, fineTune: fineTune, current: before, geometry: geometry)
                let step = tracker.update(offset: offset, fineTune: fineTune, values: &mine, geometry: geometry)
                let once = Self.appliedOnce(expectedStep, to: before)
                #expect(
                    once == mine.values,
                    """
                    values after step \(index): \(once) / \(mine.values) \
                    (\(String(describing: expectedStep)) / \(String(describing: step))); \(context)
                    """)
                #expect(
                    (step != nil) == (mine.values != before.values),
                    "a step is reported exactly when values move; step \(index); \(context)")
                #expect(
                    Self.observed(reference.state) == Self.twoState(tracker.state),
                    "state after step \(index): \(reference.state) / \(tracker.state); \(context)")
                #expect(
                    reference.activeThumb == tracker.activeThumb.map(Self.thumb)
                        && reference.isDraggingSpan == (tracker.spanThumbs != nil)
                        && reference.isTracking == tracker.isTracking, "step \(index); \(context)")
            }
            #expect(Self.observed(reference.end()) == Self.twoEnded(tracker.end()), "end; \(context)")
            #expect(!tracker.isTracking)
        }
    }

    // MARK: Any number of thumbs

    /// What a press on N thumbs did, as both trackers report it.
    enum MultiBegin: Equatable {
        case none
        case thumb(Int)
        case undecided(ClosedRange<Int>)
        case jump(ThumbMove)
        case page(Int, Int)
        case span(ClosedRange<Int>)
    }
    /// What one step on N thumbs moved.
    enum MultiStep: Equatable {
        case thumb(ThumbMove)
        case span(ClosedRange<Int>)
    }
    /// Where a drag of N thumbs stands.
    enum MultiState: Equatable {
        case idle
        case undecided(Int, Int)
        case tracking(Int)
        case span(Int, Int, [Double])
    }

    static func observed(_ b: MultiThumbDragReference.Begin) -> MultiBegin {
        switch b {
        case .none: return .none
        case .thumb(let i): return .thumb(i)
        case .undecided(let r): return .undecided(r)
        case .jump(let move): return .jump(move)
        case .page(let i, let d): return .page(i, d)
        case .span(let r): return .span(r)
        }
    }

    static func observed(_ b: DragBegin) -> MultiBegin {
        switch b {
        case .none: return .none
        case .thumb(let i): return .thumb(i)
        case .undecided(let r): return .undecided(r)
        case .jump(let move): return .jump(move)
        case .page(let i, let d): return .page(i, d)
        case .span(let r): return .span(r)
        }
    }

    static func observed(_ s: MultiThumbDragReference.Step?) -> MultiStep? {
        switch s {
        case nil: return nil
        case .thumb(let move)?: return .thumb(move)
        case .span(let r)?: return .span(r)
        }
    }

    static func observed(_ s: DragStep?) -> MultiStep? {
        switch s {
        case nil: return nil
        case .thumb(let move)?: return .thumb(move)
        case .span(let r)?: return .span(r)
        }
    }

    static func observed(_ s: MultiThumbDragReference.State) -> MultiState {
        switch s {
        case .idle: return .idle
        case .undecided(let first, let last): return .undecided(first, last)
        case .tracking(let i): return .tracking(i)
        case .span(let first, let last, let start): return .span(first, last, start.values)
        }
    }

    static func observed(_ s: DragTracker.State) -> MultiState {
        switch s {
        case .idle: return .idle
        case .undecided(let first, let last): return .undecided(first, last)
        case .tracking(let i): return .tracking(i)
        case .span(let first, let last, let start): return .span(first, last, start.values)
        }
    }

    static func ended(_ s: MultiThumbDragReference.State) -> String {
        switch s {
        case .tracking(let i): return "thumb(\(i))"
        case .span(let first, let last, _): return "span(\(first...last))"
        case .idle, .undecided: return "nil"
        }
    }

    static func ended(_ s: DragSubject?) -> String {
        switch s {
        case .thumb(let i)?: return "thumb(\(i))"
        case .span(let r)?: return "span(\(r))"
        case nil: return "nil"
        }
    }

    /// True for a press exactly at the centre of one or more thumbs, off their frames, on the
    /// band: where the one tracker keeps the two-thumb rule.
    static func pressesAtACentreOffTheThumbs(
        along: Double, across: Double, values: RangeValues,
        centres: [Double], geometry: SliderGeometry
    ) -> Bool {
        centres.contains(along)
            && DragTracker.hitTest(along: along, across: across, values: values, geometry: geometry) == nil
            && geometry.bandContains(along: along, across: across) && geometry.trackFrame.width > 0
    }

    @Test func multiThumbDragsFollowTheMultiThumbReference() async {
        await propertyCheck(count: 10_000, input: Self.knobs, Self.steps) { knobs, steps in
            var k = Knobs(knobs)
            let (min, max, geometry) = Self.setting(&k)
            let count = k.pick(Array(1...8))
            var list: [Double] = []
            for _ in 0..<count { list.append(Self.value(&k, min: min, max: max, previous: list.last)) }
            var values = RangeValues(minimumValue: min, maximumValue: max, values: list)
            values.setConstraints(Self.constraints(&k, min: min, max: max))
            var options = DragOptions()
            var frozen = MultiThumbDragReference.Options()
            options.trackClick = k.pick(TrackClickBehavior.allCases)
            options.allowsSpanDrag = k.chance(0.5)
            options.fixedSpan = k.chance(0.3)
            options.highlight = k.pick(HighlightPattern.allCases)
            options.crossing = k.pick(CrossingPolicy.allCases)
            options.fineTuneFactor = k.pick([0.25, 1, 0.1])
            frozen.trackClick = options.trackClick
            frozen.allowsSpanDrag = options.allowsSpanDrag
            frozen.fixedSpan = options.fixedSpan
            frozen.highlight = options.highlight
            frozen.crossing = options.crossing
            frozen.fineTuneFactor = options.fineTuneFactor
            let centres = values.values.map {
                geometry.positionForValue($0, minimum: values.minimumValue, maximum: values.maximumValue)
            }
            let (along, across) = Self.press(&k, centres: centres, geometry: geometry)
            let context = """
                values \(values.values) in \(min)…\(max) \(values.constraints), geometry \(geometry), \
                options \(options), press (\(along), \(across)), steps \(steps)
                """

            var tracker = DragTracker()
            var mine = values
            let got = tracker.begin(along: along, across: across, values: &mine, geometry: geometry, options: options)
            if Self.pressesAtACentreOffTheThumbs(
                along: along, across: across, values: values, centres: centres, geometry: geometry)
            {
                // The two-thumb rule: the highest-indexed thumb at the press, never a span
                // on its left (the former N-thumb tracker took the lowest, or that span).
                let last = centres.lastIndex(of: along)!
                switch got {
                case .jump(let move): #expect(move.previousIndex == last, "\(got); \(context)")
                case .page(let index, _): #expect(index == last, "\(got); \(context)")
                case .span(let pair): #expect(options.fixedSpan && pair.contains(last), "\(got); \(context)")
                default: Issue.record("a press at a centre off the thumbs: \(got); \(context)")
                }
                return
            }
            var reference = MultiThumbDragReference()
            var theirs = values
            let expected = reference.begin(
                along: along, across: across, values: &theirs, geometry: geometry, options: frozen)
            #expect(Self.observed(expected) == Self.observed(got), "begin: \(expected) / \(got); \(context)")
            #expect(Self.same(theirs, mine), "values after begin: \(theirs.values) / \(mine.values); \(context)")
            for (index, (kind, magnitude, fineTune)) in steps.enumerated() {
                let offset = Self.offset(kind: kind, magnitude: magnitude)
                let expectedStep = reference.update(
                    offset: offset, fineTune: fineTune, values: &theirs, geometry: geometry)
                let step = tracker.update(offset: offset, fineTune: fineTune, values: &mine, geometry: geometry)
                #expect(
                    Self.observed(expectedStep) == Self.observed(step),
                    "step \(index): \(String(describing: expectedStep)) / \(String(describing: step)); \(context)")
                #expect(
                    Self.same(theirs, mine), "values after step \(index): \(theirs.values) / \(mine.values); \(context)"
                )
                #expect(
                    reference.activeThumb == tracker.activeThumb && reference.spanThumbs == tracker.spanThumbs
                        && reference.isTracking == tracker.isTracking, "step \(index); \(context)")
                #expect(
                    Self.observed(reference.state) == Self.observed(tracker.state),
                    "state after step \(index); \(context)")
            }
            #expect(Self.ended(reference.end()) == Self.ended(tracker.end()), "end; \(context)")
            #expect(!tracker.isTracking)
        }
    }
}

/// The one drag tracker's deliberate changes from the former trackers, each beside what the
/// former tracker did.
@Suite struct DragTrackerDeliberateChangesTests {
    /// A band thicker than its thumbs: a press at `across` 0 is on the band, off the thumbs.
    /// Usable length 292 from x = 14.
    let thick = SliderGeometry(width: 300, height: 30, origin: 10, thumbLength: 8, thumbThickness: 20)
    /// Usable length 270 from x = 15.
    let plain = SliderGeometry(width: 300, height: 30)

    /// Coincident thumbs and a press exactly at their centre, off their frames: the highest of
    /// them jumps, as the two-thumb tracker did; the N-thumb tracker took the lowest.
    @Test func aPressAtCoincidentCentresTakesTheHighestThumb() {
        var values = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 0.5, upperValue: 0.5)
        var two = TwoThumbDragReference()
        #expect(two.begin(along: 160, across: 0, values: values, geometry: thick) == .jump(.upper, to: 0.5))
        var multi = MultiThumbDragReference()
        var theirs = values
        #expect(
            multi.begin(along: 160, across: 0, values: &theirs, geometry: thick)
                == .jump(ThumbMove(thumb: 0, previousIndex: 0, changed: false)))
        var tracker = DragTracker()
        #expect(
            tracker.begin(along: 160, across: 0, values: &values, geometry: thick)
                == .jump(ThumbMove(thumb: 1, previousIndex: 1, changed: false)))
        _ = tracker.update(offset: 2, values: &values, geometry: thick)
        #expect(values.values == [0.5, 0.5 + 2.0 / 292])

        // Four thumbs, three coincident: the last of them (the N-thumb tracker: the first).
        var four = RangeValues(minimumValue: 0, maximumValue: 1, values: [0.2, 0.5, 0.5, 0.5])
        var theirFour = four
        multi = MultiThumbDragReference()
        #expect(
            multi.begin(along: 160, across: 0, values: &theirFour, geometry: thick)
                == .jump(ThumbMove(thumb: 1, previousIndex: 1, changed: false)))
        tracker = DragTracker()
        #expect(
            tracker.begin(along: 160, across: 0, values: &four, geometry: thick)
                == .jump(ThumbMove(thumb: 3, previousIndex: 3, changed: false)))
        // Just off the centre the press has a direction: the thumb that can move towards it.
        four = RangeValues(minimumValue: 0, maximumValue: 1, values: [0.2, 0.5, 0.5, 0.5])
        #expect(
            tracker.begin(along: 159, across: 0, values: &four, geometry: thick)
                == .jump(ThumbMove(thumb: 1, previousIndex: 1, changed: true)))
        four = RangeValues(minimumValue: 0, maximumValue: 1, values: [0.2, 0.5, 0.5, 0.5])
        #expect(
            tracker.begin(along: 161, across: 0, values: &four, geometry: thick)
                == .jump(ThumbMove(thumb: 3, previousIndex: 3, changed: true)))
    }

    /// A press exactly at a thumb's centre off its frame takes that thumb, never the span on
    /// its left (the two-thumb rule: a span drag starts strictly between the thumbs).
    @Test func aPressAtAThumbsCentreIsNoSpanDrag() {
        var options = DragOptions()
        options.allowsSpanDrag = true
        var frozen = MultiThumbDragReference.Options()
        frozen.allowsSpanDrag = true
        var values = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 0.25, upperValue: 0.75)
        let upper = 14 + 292 * 0.75
        var multi = MultiThumbDragReference()
        var theirs = values
        #expect(multi.begin(along: upper, across: 0, values: &theirs, geometry: thick, options: frozen) == .span(0...1))
        var two = TwoThumbDragReference()
        var twoOptions = TwoThumbDragReference.Options()
        twoOptions.allowsSpanDrag = true
        #expect(
            two.begin(along: upper, across: 0, values: values, geometry: thick, options: twoOptions)
                == .jump(.upper, to: 0.75))
        var tracker = DragTracker()
        #expect(
            tracker.begin(along: upper, across: 0, values: &values, geometry: thick, options: options)
                == .jump(ThumbMove(thumb: 1, previousIndex: 1, changed: false)))
        #expect(tracker.spanThumbs == nil)
    }

    /// No usable track length (a band one pixel long), both thumbs at the maximum: the press
    /// takes the upper thumb, which the lower blocks, as with the two-thumb tracker; the N-thumb
    /// tracker moved the lower to the minimum.
    @Test func withoutUsableTrackTheTieGoesToTheUpperThumb() {
        let tiny = SliderGeometry(width: 1, height: 30)
        var values = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 1, upperValue: 1)
        var theirs = values
        var multi = MultiThumbDragReference()
        multi.begin(along: 0.5, across: 0, values: &theirs, geometry: tiny)
        #expect(theirs.values == [0, 1])
        var two = TwoThumbDragReference()
        #expect(two.begin(along: 0.5, across: 0, values: values, geometry: tiny) == .jump(.upper, to: 0))
        var tracker = DragTracker()
        #expect(
            tracker.begin(along: 0.5, across: 0, values: &values, geometry: tiny)
                == .jump(ThumbMove(thumb: 1, previousIndex: 1, changed: false)))
        #expect(values.values == [1, 1])
        #expect(tracker.activeThumb == 1)
    }

    /// With a step and a separation a step moves the thumb once: the two-thumb widget moved it
    /// to the tracker's proposal (already snapped and blocked), which snapped again, a step
    /// past the separation.
    @Test func aStepSnapsOnce() {
        var values = RangeValues(minimumValue: 0, maximumValue: 1, lowerValue: 0, upperValue: 0.3)
        values.setConstraints(RangeConstraints(stepSize: 0.1, minimumSeparation: 0.05))
        var old = values
        var two = TwoThumbDragReference()
        #expect(two.begin(along: 15 + 270 * 0.3, across: 15, values: old, geometry: plain) == .thumb(.upper))
        // 75.6 px down: 0.02, snapped to 0, blocked at the separation: 0.05.
        let proposal = two.update(offset: -75.6, current: old, geometry: plain)
        #expect(proposal == .move(.upper, to: 0.05))
        old.move(.upper, to: 0.05)
        #expect(old.values == [0, 0.1], "the former widget's second move snapped 0.05 to 0.1")
        var tracker = DragTracker()
        tracker.begin(along: 15 + 270 * 0.3, across: 15, values: &values, geometry: plain)
        #expect(
            tracker.update(offset: -75.6, values: &values, geometry: plain)
                == .thumb(ThumbMove(thumb: 1, previousIndex: 1, changed: true)))
        #expect(values.values == [0, 0.05])
    }

    /// A thumb beyond the visible range (soft limits) is drawn at the track's end: its drag
    /// starts there, so it comes back under the pointer at once. The two-thumb tracker started
    /// from its value and the thumb stayed at the end.
    @Test func aThumbBeyondTheVisibleRangeDragsFromTheEnd() {
        let geometry = SliderGeometry(width: 430, height: 30)  // 4 px per unit from x = 15
        var values = RangeValues(minimumValue: 0, maximumValue: 100, lowerValue: 20, upperValue: 80)
        values.setHardLimits(minimum: -50, maximum: 150)
        values.setValue(130, of: .upper)
        #expect(values.values == [20, 130])
        var two = TwoThumbDragReference()
        #expect(two.begin(along: 415, across: 15, values: values, geometry: geometry) == .thumb(.upper))
        let proposal = two.update(offset: -40, current: values, geometry: geometry)
        #expect(proposal?.value.map { $0 > 100 } == true, "the former tracker: \(String(describing: proposal))")
        var tracker = DragTracker()
        #expect(tracker.begin(along: 415, across: 15, values: &values, geometry: geometry) == .thumb(1))
        _ = tracker.update(offset: -40, values: &values, geometry: geometry)
        #expect(values.values == [20, 90])
    }
}
