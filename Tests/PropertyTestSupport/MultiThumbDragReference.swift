// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// The N-thumb drag tracker, frozen as it was before the two drag trackers became one: the
/// oracle the drag equivalence property tests compare the live tracker with any number of
/// thumbs against. Its options, what a press did and what a step moved are its own nested
/// types, frozen with it. Not to be changed or used outside tests.
///
/// Its contract, as it was documented:
///
/// Follows one pointer drag across a slider with any number of thumbs: the two-thumb tracker's
/// generalisation to ``RangeValues``. Coordinates are along the slider's axis (``SliderAxis``);
/// positions map the visible range (`minimumValue…maximumValue`) onto the track.
///
/// - A press picks the thumb whose frame it lands on, the one with the nearest centre where
///   frames overlap. Where several thumbs are equally near (they coincide), the first movement
///   decides: towards larger values the highest-indexed of them, towards smaller ones the
///   lowest, which is always one that can move that way.
/// - A press on the track off the thumbs makes the nearest thumb jump there (or pages it), or,
///   with ``Options/allowsSpanDrag``, on a highlighted stretch between two thumbs
///   drags both.
/// - Each step moves the thumb with the options' ``CrossingPolicy``; under swap the tracked
///   index follows the thumb as it is relabelled.
/// - Like the two-thumb tracker it works from the drag's offset from its start, re-anchors when
///   fine-tuning switches, and follows the pointer in fractions of the track under a
///   non-linear scale.
public struct MultiThumbDragReference: Equatable, Sendable {
    /// Where a drag stands.
    public enum State: Equatable, Sendable {
        /// No drag.
        case idle
        /// A press landed on coincident thumbs `first…last`; the first movement picks one.
        case undecided(first: Int, last: Int)
        /// Thumb `index` is being dragged.
        case tracking(Int)
        /// Thumbs `first…last` are dragged together from their values in `start`.
        case span(first: Int, last: Int, start: RangeValues)
    }

    /// The current state.
    public private(set) var state: State = .idle
    private var options = Options()
    private var anchorOffset = 0.0
    private var anchorValue = 0.0
    private var anchorFactor = 1.0
    private var lastOffset = 0.0
    private var inFractions = false
    private var pressFraction = 0.0

    /// An idle tracker.
    public init() {}

    /// The thumb being dragged, if one has been picked (for a span drag: nil).
    public var activeThumb: Int? {
        if case .tracking(let index) = state { return index }
        return nil
    }

    /// The thumbs a span drag moves.
    public var spanThumbs: ClosedRange<Int>? {
        if case .span(let first, let last, _) = state { return first...last }
        return nil
    }

    /// True from a press on a thumb (or a span) until the drag ends.
    public var isTracking: Bool {
        // A pattern, not `!=`: comparing the states would copy the values they hold.
        if case .idle = state { return false }
        return true
    }

    /// The thumb a press at `along` (on the band) is nearest to, or the coincident thumbs
    /// equally near it. Thumbs beyond the visible range sit at its ends.
    public static func hitTest(
        along: Double, across: Double, values: RangeValues,
        geometry: SliderGeometry
    ) -> ClosedRange<Int>? {
        var best: (first: Int, last: Int, distance: Double)?
        for i in 0..<values.count {
            let centre = geometry.positionForValue(
                values[i], minimum: values.minimumValue, maximum: values.maximumValue)
            guard geometry.thumbFrame(centredAt: centre).contains(x: along, y: across) else { continue }
            let distance = abs(along - centre)
            if let b = best, distance == b.distance, b.last == i - 1 {
                best = (b.first, i, distance)
            } else if distance < (best?.distance ?? .infinity) {
                best = (i, i, distance)
            }
        }
        return best.map { $0.first...$0.last }
    }

    /// Starts a drag at (`along`, `across`). Returns the thumb index now tracked (nil for a
    /// span drag, coincident thumbs, a page or a miss) and whether a jump moved it already.
    @discardableResult
    public mutating func begin(
        along: Double, across: Double, values: inout RangeValues, geometry: SliderGeometry,
        options: Options = Options()
    ) -> Begin {
        self.options = options
        inFractions = !geometry.scale.isLinear
        lastOffset = 0
        let min = values.minimumValue, max = values.maximumValue
        if let hit = Self.hitTest(along: along, across: across, values: values, geometry: geometry) {
            if hit.count > 1 {
                state = .undecided(first: hit.lowerBound, last: hit.upperBound)
                return .undecided(hit)
            }
            startTracking(hit.lowerBound, value: values[hit.lowerBound], values: values, geometry: geometry)
            return .thumb(hit.lowerBound)
        }
        guard geometry.bandContains(along: along, across: across), geometry.trackFrame.width > 0 else {
            state = .idle
            return .none
        }
        let positions = (0..<values.count).map { geometry.positionForValue(values[$0], minimum: min, maximum: max) }
        // Which stretch the press is in: `gap` thumbs lie before it.
        let gap = positions.filter { $0 < along }.count
        if options.allowsSpanDrag, gap > 0, gap < values.count,
            options.highlight.highlightsPair(startingAt: gap - 1, thumbCount: values.count)
        {
            state = .span(first: gap - 1, last: gap, start: values)
            pressFraction = geometry.fraction(forPosition: along)
            anchorOffset = 0
            anchorValue = inFractions ? pressFraction : 0
            anchorFactor = 1
            return .span(gap - 1...gap)
        }
        let nearest: Int
        if gap == 0 {
            nearest = 0
        } else if gap == values.count {
            nearest = values.count - 1
        } else {
            nearest = abs(along - positions[gap - 1]) <= abs(positions[gap] - along) ? gap - 1 : gap
        }
        let clicked = geometry.scale.snapped(
            geometry.valueForPosition(along, minimum: min, maximum: max), minimum: min, maximum: max)
        switch options.trackClick {
        case .jumpToPointer:
            if options.fixedSpan, let pair = fixedPair(of: nearest, count: values.count) {
                // A fixed span jumps as a whole: the pair shifts so that the nearest thumb is
                // under the pointer.
                values.shiftThumbs(pair.lowerBound, through: pair.upperBound, by: clicked - values[nearest])
                startTracking(nearest, value: values[nearest], values: values, geometry: geometry)
                return .span(pair)
            }
            let move = values.move(nearest, to: clicked, policy: options.crossing)
            startTracking(move.thumb, value: clicked, values: values, geometry: geometry)
            return .jump(move)
        case .page:
            state = .idle
            return .page(nearest, direction: clicked > values[nearest] ? 1 : -1)
        }
    }

    private mutating func startTracking(_ index: Int, value: Double, values: RangeValues, geometry: SliderGeometry) {
        if options.fixedSpan, let pair = fixedPair(of: index, count: values.count) {
            state = .span(first: pair.lowerBound, last: pair.upperBound, start: values)
            anchorValue =
                inFractions
                ? geometry.scale.fraction(of: values[index], minimum: values.minimumValue, maximum: values.maximumValue)
                : 0
            pressFraction = anchorValue
        } else {
            state = .tracking(index)
            // A thumb beyond the visible range is drawn at its end: the drag starts from there.
            let shown = Swift.min(Swift.max(value, values.minimumValue), values.maximumValue)
            anchorValue =
                inFractions
                ? geometry.scale.fraction(of: shown, minimum: values.minimumValue, maximum: values.maximumValue) : shown
        }
        anchorOffset = 0
        anchorFactor = 1
        lastOffset = 0
    }

    /// The highlighted pair thumb `index` belongs to, for a fixed span.
    private func fixedPair(of index: Int, count: Int) -> ClosedRange<Int>? {
        if options.highlight.highlightsPair(startingAt: index, thumbCount: count) { return index...(index + 1) }
        if options.highlight.highlightsPair(startingAt: index - 1, thumbCount: count) { return (index - 1)...index }
        return nil
    }

    /// One step of the drag: the pointer is `offset` pixels along the axis from the press.
    /// Moves `values` and returns what moved (nil: nothing to do).
    public mutating func update(
        offset: Double, fineTune: Bool = false, values: inout RangeValues,
        geometry: SliderGeometry
    ) -> Step? {
        guard offset.isFinite else { return nil }
        let factor = fineTune ? options.fineTuneFactor : 1
        let min = values.minimumValue, max = values.maximumValue
        let perPixel =
            inFractions
            ? (geometry.usableTrackLength > 0 ? 1 / geometry.usableTrackLength : 0)
            : geometry.valueDelta(forOffset: 1, minimum: min, maximum: max)
        if factor != anchorFactor {
            anchorValue = FiniteArithmetic.sum(anchorValue, (lastOffset - anchorOffset) * anchorFactor * perPixel)
            anchorOffset = lastOffset
            anchorFactor = factor
        }
        lastOffset = offset
        let reached = FiniteArithmetic.sum(anchorValue, (offset - anchorOffset) * factor * perPixel)
        switch state {
        case .idle:
            return nil
        case .undecided(let first, let last):
            if offset == 0 { return nil }
            let index = offset > 0 ? last : first
            startTracking(index, value: values[index], values: values, geometry: geometry)
            return update(offset: offset, fineTune: fineTune, values: &values, geometry: geometry)
        case .span(let first, let last, let start):
            let delta =
                inFractions
                ? geometry.scale.value(atFraction: reached, minimum: min, maximum: max)
                    - geometry.scale.value(atFraction: pressFraction, minimum: min, maximum: max)
                : reached
            let changed = values.shiftThumbs(first, through: last, by: delta, from: start)
            return changed ? .span(first...last) : nil
        case .tracking(let index):
            let target = inFractions ? geometry.scale.value(atFraction: reached, minimum: min, maximum: max) : reached
            let value = geometry.scale.snapped(target, minimum: min, maximum: max)
            let move = values.move(index, to: value, policy: options.crossing)
            if move.relabelled { state = .tracking(move.thumb) }
            return move.changed ? .thumb(move) : nil
        }
    }

    /// Ends the drag; returns what was dragged, if anything.
    @discardableResult
    public mutating func end() -> State {
        defer { state = .idle }
        return state
    }

    /// Options that shape a drag of a multi-thumb slider .
    public struct Options: Equatable, Sendable {
        /// What a press on the track off the thumbs does (default: the nearest thumb jumps there).
        public var trackClick: TrackClickBehavior = .jumpToPointer
        /// Whether a press on a highlighted stretch between two thumbs drags both (a span drag).
        public var allowsSpanDrag = false
        /// A fixed span (noUiSlider's `fixed`): dragging either thumb of a highlighted pair moves
        /// the pair, so that stretch never changes its width.
        public var fixedSpan = false
        /// Which stretches are highlighted: the pairs a span drag (and a fixed span) moves.
        public var highlight: HighlightPattern = .betweenEachPair
        /// What a thumb does when it meets its neighbour.
        public var crossing: CrossingPolicy = .block
        /// The speed of a fine-tuned drag (Shift held), relative to a normal one.
        public var fineTuneFactor = 0.25

        /// Default options.
        public init() {}
    }

    /// What a press did (``begin(along:across:values:geometry:options:)``).
    public enum Begin: Equatable, Sendable {
        /// The press missed the band.
        case none
        /// The press landed on this thumb (or its fixed pair), now tracked.
        case thumb(Int)
        /// The press landed on these coincident thumbs; the first movement picks one.
        case undecided(ClosedRange<Int>)
        /// The nearest thumb jumped under the pointer (and is tracked under its new index).
        case jump(ThumbMove)
        /// Paging mode: page this thumb by `direction` (±1).
        case page(Int, direction: Int)
        /// A highlighted stretch is dragged: these thumbs move together.
        case span(ClosedRange<Int>)
    }

    /// What one step of a multi-thumb drag moved.
    public enum Step: Equatable, Sendable {
        /// One thumb (and, under push, its neighbours), with its index before and after.
        case thumb(ThumbMove)
        /// These thumbs together.
        case span(ClosedRange<Int>)
    }
}
