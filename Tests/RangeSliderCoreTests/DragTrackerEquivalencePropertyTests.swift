import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// The live drag tracker follows random drags exactly as the former trackers did, each in its
/// own domain: two thumbs as ``TwoThumbDragReference``, any number as
/// ``MultiThumbDragReference``. A drag is a press at a random point (on a thumb, on coincident
/// thumbs, on the track, on the span, off the band), then steps at random offsets (NaN and ±∞
/// among them), with and without fine tuning, under random options (marks, span drags, track
/// clicks, crossing policies, highlight patterns, a fixed span, movable thumbs), constraints,
/// scales and geometries (zero sizes included). After the press and after every step the
/// trackers report the same event, pick the same thumb and leave the same values; the end of
/// the drag reports the same subject.
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
        var geometry = k.chance(0.8)
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
        return RangeConstraints(stepSize: k.pick([0, width / 10, width / 7]),
                                minimumSeparation: k.pick([0, width / 20]),
                                maximumSpan: k.pick([nil, width / 2]))
    }

    /// A press: on a thumb's centre or near it, on the track, off the band.
    static func press(_ k: inout Knobs, centres: [Double], geometry: SliderGeometry) -> (along: Double, across: Double) {
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
    static func same(_ a: RangeValues, _ b: RangeValues) -> Bool { a.values == b.values && a.minimumValue == b.minimumValue && a.maximumValue == b.maximumValue }

    // MARK: Two thumbs

    /// What a two-thumb press did, as both trackers report it.
    enum TwoBegin: Equatable { case none, thumb(Thumb), undecided, jump(Thumb, bits: UInt64), page(Thumb, Int), span }
    /// What a two-thumb step proposed.
    enum TwoStep: Equatable { case move(Thumb, bits: UInt64), shift(bits: UInt64, start: [Double]) }
    /// Where a two-thumb drag stands.
    enum TwoState: Equatable { case idle, undecided([Double]), tracking(Thumb, [Double]), span([Double]) }

    static func bits(_ x: Double) -> UInt64 { x.isNaN ? Double.nan.bitPattern : x.bitPattern }

    static func observed(_ b: TwoThumbDragReference.Begin) -> TwoBegin {
        switch b {
        case .none: return .none
        case .thumb(let t): return .thumb(t)
        case .undecided: return .undecided
        case .jump(let t, let v): return .jump(t, bits: bits(v))
        case .page(let t, let d): return .page(t, d)
        case .span: return .span
        }
    }

    static func observed(_ b: DragBegin) -> TwoBegin {
        switch b {
        case .none: return .none
        case .thumb(let t): return .thumb(t)
        case .undecided: return .undecided
        case .jump(let t, let v): return .jump(t, bits: bits(v))
        case .page(let t, let d): return .page(t, d)
        case .span: return .span
        }
    }

    static func observed(_ s: TwoThumbDragReference.Step?) -> TwoStep? {
        switch s {
        case nil: return nil
        case .move(let t, let v)?: return .move(t, bits: bits(v))
        case .shift(let d, let start)?: return .shift(bits: bits(d), start: start.values)
        }
    }

    static func observed(_ s: DragStep?) -> TwoStep? {
        switch s {
        case nil: return nil
        case .move(let t, let v)?: return .move(t, bits: bits(v))
        case .shift(let d, let start)?: return .shift(bits: bits(d), start: start.values)
        }
    }

    static func observed(_ s: TwoThumbDragReference.State) -> TwoState {
        switch s {
        case .idle: return .idle
        case .undecided(let start): return .undecided(start.values)
        case .tracking(let t, let start): return .tracking(t, start.values)
        case .span(let start): return .span(start.values)
        }
    }

    static func observed(_ s: DragTracker.State) -> TwoState {
        switch s {
        case .idle: return .idle
        case .undecided(let start): return .undecided(start.values)
        case .tracking(let t, let start): return .tracking(t, start.values)
        case .span(let start): return .span(start.values)
        }
    }

    static func observed(_ s: TwoThumbDragReference.Subject?) -> String {
        switch s {
        case nil: return "nil"
        case .thumb(let t)?: return "thumb(\(t))"
        case .span?: return "span"
        }
    }

    static func observed(_ s: DragSubject?) -> String {
        switch s {
        case nil: return "nil"
        case .thumb(let t)?: return "thumb(\(t))"
        case .span?: return "span"
        }
    }

    /// Applies a proposed step as the two-thumb widget does.
    static func apply(_ step: DragStep?, to values: inout RangeValues) {
        switch step {
        case .move(let thumb, let value)?: values.move(thumb, to: value)
        case .shift(let delta, let start)?: values.shift(by: delta, from: start)
        case nil: break
        }
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
            let context = "values \(values.values) in \(min)…\(max) \(values.constraints), geometry \(geometry), options \(options), press (\(along), \(across)), steps \(steps)"

            var reference = TwoThumbDragReference()
            var tracker = DragTracker()
            let expected = reference.begin(along: along, across: across, values: values, geometry: geometry, options: frozen)
            let got = tracker.begin(along: along, across: across, values: values, geometry: geometry, options: options)
            #expect(Self.observed(expected) == Self.observed(got), "begin: \(expected) / \(got); \(context)")
            if case .jump(let thumb, let value) = got { values.move(thumb, to: value) }
            for (index, (kind, magnitude, fineTune)) in steps.enumerated() {
                let offset = Self.offset(kind: kind, magnitude: magnitude)
                let expectedStep = reference.update(offset: offset, fineTune: fineTune, current: values, geometry: geometry)
                let step = tracker.update(offset: offset, fineTune: fineTune, current: values, geometry: geometry)
                #expect(Self.observed(expectedStep) == Self.observed(step), "step \(index): \(String(describing: expectedStep)) / \(String(describing: step)); \(context)")
                #expect(Self.observed(reference.state) == Self.observed(tracker.state), "state after step \(index); \(context)")
                #expect(reference.activeThumb == tracker.activeThumb && reference.isDraggingSpan == tracker.isDraggingSpan
                        && reference.isTracking == tracker.isTracking, "step \(index); \(context)")
                Self.apply(step, to: &values)
            }
            #expect(Self.observed(reference.end()) == Self.observed(tracker.end()), "end; \(context)")
            #expect(!tracker.isTracking)
        }
    }

    // MARK: Any number of thumbs

    /// What a press on N thumbs did, as both trackers report it.
    enum MultiBegin: Equatable { case none, thumb(Int), undecided(ClosedRange<Int>), jump(ThumbMove), page(Int, Int), span(ClosedRange<Int>) }
    /// What one step on N thumbs moved.
    enum MultiStep: Equatable { case thumb(ThumbMove), span(ClosedRange<Int>) }
    /// Where a drag of N thumbs stands.
    enum MultiState: Equatable { case idle, undecided(Int, Int), tracking(Int), span(Int, Int, [Double]) }

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

    static func observed(_ b: MultiThumbDragBegin) -> MultiBegin {
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

    static func observed(_ s: MultiThumbDragStep?) -> MultiStep? {
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

    static func observed(_ s: MultiThumbDragTracker.State) -> MultiState {
        switch s {
        case .idle: return .idle
        case .undecided(let first, let last): return .undecided(first, last)
        case .tracking(let i): return .tracking(i)
        case .span(let first, let last, let start): return .span(first, last, start.values)
        }
    }

    @Test func multiThumbDragsFollowTheMultiThumbReference() async {
        await propertyCheck(count: 10_000, input: Self.knobs, Self.steps) { knobs, steps in
            var k = Knobs(knobs)
            let (min, max, geometry) = Self.setting(&k)
            let count = k.pick([1, 2, 3, 4, 5, 8])
            var list: [Double] = []
            for _ in 0..<count { list.append(Self.value(&k, min: min, max: max, previous: list.last)) }
            var values = RangeValues(minimumValue: min, maximumValue: max, values: list)
            values.setConstraints(Self.constraints(&k, min: min, max: max))
            var options = MultiThumbDragOptions()
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
            let context = "values \(values.values) in \(min)…\(max) \(values.constraints), geometry \(geometry), options \(options), press (\(along), \(across)), steps \(steps)"

            var reference = MultiThumbDragReference()
            var tracker = MultiThumbDragTracker()
            var referenceValues = values
            let expected = reference.begin(along: along, across: across, values: &referenceValues, geometry: geometry, options: frozen)
            let got = tracker.begin(along: along, across: across, values: &values, geometry: geometry, options: options)
            #expect(Self.observed(expected) == Self.observed(got), "begin: \(expected) / \(got); \(context)")
            #expect(Self.same(referenceValues, values), "values after begin: \(referenceValues.values) / \(values.values); \(context)")
            for (index, (kind, magnitude, fineTune)) in steps.enumerated() {
                let offset = Self.offset(kind: kind, magnitude: magnitude)
                let expectedStep = reference.update(offset: offset, fineTune: fineTune, values: &referenceValues, geometry: geometry)
                let step = tracker.update(offset: offset, fineTune: fineTune, values: &values, geometry: geometry)
                #expect(Self.observed(expectedStep) == Self.observed(step), "step \(index): \(String(describing: expectedStep)) / \(String(describing: step)); \(context)")
                #expect(Self.same(referenceValues, values), "values after step \(index): \(referenceValues.values) / \(values.values); \(context)")
                #expect(reference.activeThumb == tracker.activeThumb && reference.spanThumbs == tracker.spanThumbs
                        && reference.isTracking == tracker.isTracking, "step \(index); \(context)")
                #expect(Self.observed(reference.state) == Self.observed(tracker.state), "state after step \(index); \(context)")
            }
            #expect(Self.observed(reference.end()) == Self.observed(tracker.end()), "end; \(context)")
            #expect(!tracker.isTracking)
        }
    }
}
