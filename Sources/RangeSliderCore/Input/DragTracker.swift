// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What a press on the track (off the thumbs) does.
public enum TrackClickBehavior: String, Sendable, CaseIterable {
    /// The nearest thumb jumps under the pointer and keeps tracking the drag (the default, like
    /// GtkScale with `gtk-primary-button-warps-slider`).
    case jumpToPointer
    /// The nearest thumb moves one page towards the click, like GtkScale's paging.
    case page
}

/// Options that shape a drag.
public struct DragOptions: Equatable, Sendable {
    /// What a press on the track off the thumbs does.
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
    /// Values a dragged thumb snaps to when within ``markSnapDistance`` pixels.
    public var marks: [Double] = []
    /// The snapping distance to marks, in pixels (GtkScale uses a few pixels).
    public var markSnapDistance = 6.0
    /// The speed of a fine-tuned drag (Shift held), relative to a normal one.
    public var fineTuneFactor = 0.25
    /// The thumbs a drag may move: all of them (both ends listed, the default), only the last
    /// or only the first (a single-value slider, whose other values are pinned), or none (a
    /// progress bar: every press is ignored). With one movable thumb, a press anywhere on the
    /// band takes that thumb and no span drags.
    public var thumbs: [Thumb] = [.lower, .upper]

    /// Default options.
    public init() {}
}

/// Follows one pointer drag across a slider with any number of thumbs: the tutorial's
/// `beginTrackingWithTouch` / `continueTrackingWithTouch` / `endTrackingWithTouch`, as a value
/// type that needs no display. Coordinates are along the slider's axis (see ``SliderAxis``);
/// positions map the visible range (`minimumValue…maximumValue`) onto the track.
///
/// - A press picks the thumb whose frame it lands on, the one with the nearest centre where
///   frames overlap. Where several thumbs are equally near, the first movement decides:
///   towards larger values the highest-indexed of them, towards smaller ones the lowest, which
///   is always one that can move that way.
/// - A press on the track off the thumbs makes the nearest thumb jump there (or pages it), or,
///   with ``DragOptions/allowsSpanDrag``, strictly inside a highlighted stretch between two
///   thumbs drags both. Among coincident thumbs the press takes the one that can move towards
///   it; a press exactly at their centre takes the highest-indexed.
/// - Each step moves the tracked thumb in place with the options' ``CrossingPolicy``, snapped
///   to the step or to a mark within ``DragOptions/markSnapDistance``; under swap the tracked
///   index follows the thumb as it is relabelled.
/// - It works from the drag's *offset from its start* (what GtkGestureDrag reports), not from
///   the last event, so a pointer that leaves the widget and comes back finds the thumb under
///   it again. Fine-tuning (Shift) re-anchors the drag where the pointer is, so switching it
///   on or off mid-drag never makes the thumb jump. Under a non-linear scale it follows the
///   pointer in fractions of the track. A thumb beyond the visible range is drawn at its end:
///   its drag starts from there.
public struct DragTracker: Equatable, Sendable {
    /// Where a drag follows the pointer from: the value at an offset, and the speed since.
    struct Anchor: Equatable, Sendable {
        var offset: Double
        var value: Double
        var factor: Double
    }

    /// Where a drag stands.
    public enum State: Equatable, Sendable {
        /// No drag, or a drag that began off the thumbs.
        case idle
        /// A press landed on thumbs `first…last`, equally near; the first movement picks one.
        case undecided(first: Int, last: Int)
        /// Thumb `index` is being dragged.
        case tracking(Int)
        /// Thumbs `first…last` are dragged together from their values in `start`.
        case span(first: Int, last: Int, start: RangeValues)
    }

    /// The current state.
    public private(set) var state: State = .idle
    private var anchor = Anchor(offset: 0, value: 0, factor: 1)
    private var lastOffset = 0.0
    private var options = DragOptions()
    /// True under a non-linear scale: the drag then follows the pointer in fractions of the
    /// track (``Anchor/value`` holds a fraction), so the thumb stays under the pointer however
    /// the scale warps values. Under the linear scale it works in values.
    private var inFractions = false
    /// Where a span drag was pressed, as a fraction of the track (non-linear scales).
    private var pressFraction = 0.0

    /// Creates an idle tracker.
    public init() {}

    /// The thumb being dragged, if one has been picked (nil for a span drag).
    public var activeThumb: Int? {
        if case .tracking(let index) = state { return index }
        return nil
    }

    /// The thumbs a span drag moves.
    public var spanThumbs: ClosedRange<Int>? {
        if case .span(let first, let last, _) = state { return first...last }
        return nil
    }

    /// True from a press on a thumb (or a span) until the drag ends or is cancelled.
    public var isTracking: Bool {
        // A pattern, not `!=`: comparing the states would copy the values they hold.
        if case .idle = state { return false }
        return true
    }

    /// The thumbs a press at (`along`, `across`) lands on: the one whose frame holds it with
    /// the nearest centre, or the adjacent thumbs equally near it. Thumbs beyond the visible
    /// range sit at its ends.
    public static func hitTest(
        along: Double, across: Double, values: RangeValues,
        geometry: SliderGeometry
    ) -> ClosedRange<Int>? {
        var best: (first: Int, last: Int, distance: Double)?
        for i in 0..<values.count {
            let centre = geometry.positionForValue(
                values[i], minimum: values.minimumValue,
                maximum: values.maximumValue)
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

    /// Starts a drag at (`along`, `across`) in axis coordinates. A jump moves `values` at
    /// once. Returns what the press did.
    @discardableResult
    public mutating func begin(
        along: Double, across: Double, values: inout RangeValues, geometry: SliderGeometry,
        options: DragOptions = DragOptions()
    ) -> DragBegin {
        self.options = options
        inFractions = !geometry.scale.isLinear
        lastOffset = 0
        state = .idle
        guard !options.thumbs.isEmpty else { return .none }
        if options.thumbs.count == 1, let only = options.thumbs.first {
            return beginSingle(
                values.index(of: only), along: along, across: across, values: &values,
                geometry: geometry)
        }
        let min = values.minimumValue, max = values.maximumValue
        if let hit = Self.hitTest(along: along, across: across, values: values, geometry: geometry) {
            if hit.count > 1 {
                state = .undecided(first: hit.lowerBound, last: hit.upperBound)
                anchor = Anchor(offset: 0, value: 0, factor: 1)
                return .undecided(hit)
            }
            startTracking(hit.lowerBound, value: values[hit.lowerBound], values: values, geometry: geometry)
            return .thumb(hit.lowerBound)
        }
        guard geometry.bandContains(along: along, across: across), geometry.trackFrame.width > 0 else { return .none }
        let count = values.count
        let positions = (0..<count).map { geometry.positionForValue(values[$0], minimum: min, maximum: max) }
        // Which stretch the press is in: `gap` thumbs lie before it.
        let gap = positions.lazy.filter { $0 < along }.count
        if options.allowsSpanDrag, gap > 0, gap < count, along < positions[gap],
            options.highlight.highlightsPair(startingAt: gap - 1, thumbCount: count)
        {
            state = .span(first: gap - 1, last: gap, start: values)
            pressFraction = geometry.fraction(forPosition: along)
            anchor = Anchor(offset: 0, value: inFractions ? pressFraction : 0, factor: 1)
            return .span(gap - 1...gap)
        }
        let nearest: Int
        if gap < count, positions[gap] == along {
            // Exactly at the centre of one or more thumbs: the press has no direction; the
            // highest-indexed of them (with two coincident thumbs, the upper).
            var last = gap
            while last + 1 < count, positions[last + 1] == along { last += 1 }
            nearest = last
        } else if gap == 0 {
            nearest = 0
        } else if gap == count {
            nearest = count - 1
        } else {
            // Between two thumbs: the nearer, the lower one at equal distances. Coincident
            // thumbs before the press end at `gap - 1`, after it begin at `gap`: the one that
            // can move towards the press.
            nearest = abs(along - positions[gap - 1]) <= abs(positions[gap] - along) ? gap - 1 : gap
        }
        switch options.trackClick {
        case .jumpToPointer:
            let clicked = geometry.scale.snapped(
                geometry.valueForPosition(along, minimum: min, maximum: max),
                minimum: min, maximum: max)
            return jump(nearest, to: clicked, values: &values, geometry: geometry)
        case .page:
            let clicked = geometry.valueForPosition(along, minimum: min, maximum: max)
            return .page(nearest, direction: clicked > values[nearest] ? 1 : -1)
        }
    }

    /// A press on a slider with one movable thumb: on the thumb it drags it; on the band it
    /// jumps (or pages) that thumb.
    private mutating func beginSingle(
        _ index: Int, along: Double, across: Double, values: inout RangeValues,
        geometry: SliderGeometry
    ) -> DragBegin {
        let min = values.minimumValue, max = values.maximumValue
        let centre = geometry.positionForValue(values[index], minimum: min, maximum: max)
        if geometry.thumbFrame(centredAt: centre).contains(x: along, y: across) {
            startTracking(index, value: values[index], values: values, geometry: geometry)
            return .thumb(index)
        }
        guard geometry.bandContains(along: along, across: across), geometry.trackFrame.width > 0 else { return .none }
        let clicked = geometry.scale.snapped(
            geometry.valueForPosition(along, minimum: min, maximum: max),
            minimum: min, maximum: max)
        switch options.trackClick {
        case .jumpToPointer:
            return jump(index, to: clicked, values: &values, geometry: geometry)
        case .page:
            return .page(index, direction: clicked > values[index] ? 1 : -1)
        }
    }

    /// Thumb `index` jumps to `value` (its fixed pair with it) and is tracked from there.
    private mutating func jump(
        _ index: Int, to value: Double, values: inout RangeValues,
        geometry: SliderGeometry
    ) -> DragBegin {
        if options.fixedSpan, let pair = fixedPair(of: index, count: values.count) {
            // A fixed span jumps as a whole: the pair shifts so that the thumb is under the
            // pointer.
            values.shiftThumbs(pair.lowerBound, through: pair.upperBound, by: value - values[index])
            startTracking(index, value: values[index], values: values, geometry: geometry)
            return .span(pair)
        }
        let move = values.move(index, to: value, policy: options.crossing)
        startTracking(move.thumb, value: value, values: values, geometry: geometry)
        return .jump(move)
    }

    private mutating func startTracking(_ index: Int, value: Double, values: RangeValues, geometry: SliderGeometry) {
        let min = values.minimumValue, max = values.maximumValue
        if options.fixedSpan, let pair = fixedPair(of: index, count: values.count) {
            state = .span(first: pair.lowerBound, last: pair.upperBound, start: values)
            pressFraction = inFractions ? geometry.scale.fraction(of: values[index], minimum: min, maximum: max) : 0
            anchor = Anchor(offset: 0, value: pressFraction, factor: 1)
        } else {
            state = .tracking(index)
            // A thumb beyond the visible range is drawn at its end: the drag starts from there.
            let shown = Swift.min(Swift.max(value, min), max)
            anchor = Anchor(
                offset: 0,
                value: inFractions ? geometry.scale.fraction(of: shown, minimum: min, maximum: max) : shown,
                factor: 1)
        }
        lastOffset = 0
    }

    /// The highlighted pair thumb `index` belongs to, for a fixed span.
    private func fixedPair(of index: Int, count: Int) -> ClosedRange<Int>? {
        if options.highlight.highlightsPair(startingAt: index, thumbCount: count) { return index...(index + 1) }
        if options.highlight.highlightsPair(startingAt: index - 1, thumbCount: count) { return (index - 1)...index }
        return nil
    }

    /// One step of a drag: the pointer is `offset` pixels along the axis from where the press
    /// was; `fineTune` is true while Shift is held. Moves `values` in place (clamped, snapped
    /// to the step or a nearby mark, with the crossing policy) and returns what moved, or nil
    /// when nothing did (a non-finite offset moves nothing).
    public mutating func update(
        offset: Double, fineTune: Bool = false, values: inout RangeValues,
        geometry: SliderGeometry
    ) -> DragStep? {
        guard offset.isFinite else { return nil }
        let factor = fineTune ? options.fineTuneFactor : 1
        let min = values.minimumValue, max = values.maximumValue
        // Per pixel: a value change (linear scale) or a fraction of the track (non-linear).
        let perPixel =
            inFractions
            ? (geometry.usableTrackLength > 0 ? 1 / geometry.usableTrackLength : 0)
            : geometry.valueDelta(forOffset: 1, minimum: min, maximum: max)
        if factor != anchor.factor {
            // Re-anchor where the pointer last was, so the thumb does not jump; the movement
            // since then runs at the new speed.
            anchor.value = FiniteArithmetic.sum(anchor.value, (lastOffset - anchor.offset) * anchor.factor * perPixel)
            anchor.offset = lastOffset
            anchor.factor = factor
        }
        lastOffset = offset
        // Saturating: over a range wider than the largest double a long drag would overflow.
        let reached = FiniteArithmetic.sum(anchor.value, (offset - anchor.offset) * factor * perPixel)
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
            return values.shiftThumbs(first, through: last, by: delta, from: start) ? .span(first...last) : nil
        case .tracking(let index):
            let target = inFractions ? geometry.scale.value(atFraction: reached, minimum: min, maximum: max) : reached
            var value = geometry.scale.snapped(target, minimum: min, maximum: max)
            if !options.marks.isEmpty, let mark = nearestMark(to: value, values: values, geometry: geometry) {
                value = mark
            }
            let move = values.move(index, to: value, policy: options.crossing)
            if move.relabelled { state = .tracking(move.thumb) }
            return move.changed ? .thumb(move) : nil
        }
    }

    private func nearestMark(to value: Double, values: RangeValues, geometry: SliderGeometry) -> Double? {
        let min = values.minimumValue, max = values.maximumValue
        let position = geometry.positionForValue(value, minimum: min, maximum: max)
        var best: (mark: Double, distance: Double)?
        for mark in options.marks where mark.isFinite && mark >= min && mark <= max {
            let d = abs(geometry.positionForValue(mark, minimum: min, maximum: max) - position)
            if d <= options.markSnapDistance, d < (best?.distance ?? .infinity) { best = (mark, d) }
        }
        return best?.mark
    }

    /// Ends the drag (pointer released, or the gesture was cancelled). Returns what was being
    /// dragged, if anything, so its highlight can be cleared.
    @discardableResult
    public mutating func end() -> DragSubject? {
        defer { state = .idle }
        switch state {
        case .tracking(let index): return .thumb(index)
        case .span(let first, let last, _): return .span(first...last)
        case .idle, .undecided: return nil
        }
    }
}

/// What a press did, from ``DragTracker/begin(along:across:values:geometry:options:)``.
public enum DragBegin: Equatable, Sendable {
    /// Nothing: the press missed the band, or no thumb may move.
    case none
    /// The press landed on this thumb (or its fixed pair), now tracked.
    case thumb(Int)
    /// The press landed on these thumbs, equally near; the first movement picks one.
    case undecided(ClosedRange<Int>)
    /// The nearest thumb jumped under the pointer (and is tracked under its new index).
    case jump(ThumbMove)
    /// Paging mode: page this thumb by `direction` (±1).
    case page(Int, direction: Int)
    /// A highlighted stretch is dragged (or a fixed pair jumped): these thumbs move together.
    case span(ClosedRange<Int>)
}

/// What a drag moves, from ``DragTracker/end()``.
public enum DragSubject: Equatable, Sendable {
    /// One thumb.
    case thumb(Int)
    /// These thumbs together.
    case span(ClosedRange<Int>)
}

/// What one step of a drag moved, from ``DragTracker/update(offset:fineTune:values:geometry:)``.
public enum DragStep: Equatable, Sendable {
    /// One thumb (and, under push, its neighbours), with its index before and after.
    case thumb(ThumbMove)
    /// These thumbs together.
    case span(ClosedRange<Int>)
}
