// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// The two-thumb drag tracker, frozen as it was before the two drag trackers became one: the
/// oracle the drag equivalence property tests compare the live tracker with two thumbs
/// against. Its options, what a press did and what a step proposes are its own nested types,
/// frozen with it. Not to be changed or used outside tests.
///
/// Its contract, as it was documented:
///
/// Follows one pointer drag across a range slider: the tutorial's
/// `beginTrackingWithTouch` / `continueTrackingWithTouch` / `endTrackingWithTouch`, as a value
/// type that needs no display. Coordinates are along the slider's axis (see ``SliderAxis``).
///
/// The tracker works from the drag's *offset from its start* (what GtkGestureDrag reports),
/// not from the last event, so a pointer that leaves the widget and comes back finds the thumb
/// under it again. Fine-tuning (Shift) re-anchors the drag where the pointer is, so switching
/// it on or off mid-drag never makes the thumb jump.
///
/// Clamping keeps each thumb within ``RangeValues/allowedInterval(for:)``: on its side of the
/// other thumb, with the separation and span constraints.
///
/// When the press lands on both thumbs equally (they overlap, for instance
/// `lowerValue == upperValue` at the minimum or the maximum) the tracker waits for the first
/// movement: towards larger values drags the upper thumb, towards smaller ones the lower, which
/// is always the thumb that can move that way.
public struct TwoThumbDragReference: Equatable, Sendable {
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
        /// A press landed on both thumbs; the first movement will pick one.
        case undecided(start: RangeValues)
        /// A thumb is being dragged; `start` holds the values when the press happened.
        case tracking(Thumb, start: RangeValues)
        /// The span between the thumbs is being dragged.
        case span(start: RangeValues)
    }

    /// The current state.
    public private(set) var state: State = .idle
    private var anchor = Anchor(offset: 0, value: 0, factor: 1)
    private var lastOffset = 0.0
    private var options = Options()
    /// True under a non-linear scale: the drag then follows the pointer in fractions of the
    /// track (``Anchor/value`` holds a fraction), so the thumb stays under the pointer however
    /// the scale warps values. Under the linear scale it works in values, as it always has.
    private var inFractions = false
    /// Where a span drag was pressed, as a fraction of the track (non-linear scales).
    private var spanPressFraction = 0.0

    /// Creates an idle tracker.
    public init() {}

    /// The thumb being dragged, if one has been picked.
    public var activeThumb: Thumb? {
        if case .tracking(let thumb, _) = state { return thumb }
        return nil
    }

    /// True while the span is being dragged.
    public var isDraggingSpan: Bool {
        if case .span = state { return true }
        return false
    }

    /// True from a press on a thumb (or the span) until the drag ends or is cancelled.
    public var isTracking: Bool {
        // A pattern, not `!=`: comparing the states would copy the values they hold.
        if case .idle = state { return false }
        return true
    }

    /// Starts a drag at (`along`, `across`) in axis coordinates. Returns what the press did.
    @discardableResult
    public mutating func begin(
        along: Double, across: Double, values: RangeValues, geometry: SliderGeometry,
        options: Options = Options()
    ) -> Begin {
        self.options = options
        inFractions = !geometry.scale.isLinear
        guard !options.thumbs.isEmpty else {
            state = .idle
            return .none
        }
        if options.thumbs.count == 1, let only = options.thumbs.first {
            return beginSingle(only, along: along, across: across, values: values, geometry: geometry)
        }
        switch geometry.hitTest(x: along, y: across, values: values) {
        case .thumb(let thumb):
            startTracking(thumb, from: values, value: values.value(of: thumb), geometry: geometry)
            return .thumb(thumb)
        case .both:
            state = .undecided(start: values)
            anchor = Anchor(offset: 0, value: 0, factor: 1)
            lastOffset = 0
            return .undecided
        case .none:
            break
        }
        let track = geometry.trackFrame
        let onTrackBand = geometry.bandContains(along: along, across: across)
        guard onTrackBand, track.width > 0 else {
            state = .idle
            return .none
        }
        let min = values.minimumValue, max = values.maximumValue
        let lowerPos = geometry.positionForValue(values.lowerValue, minimum: min, maximum: max)
        let upperPos = geometry.positionForValue(values.upperValue, minimum: min, maximum: max)
        if options.allowsSpanDrag, along > lowerPos, along < upperPos {
            state = .span(start: values)
            spanPressFraction = geometry.fraction(forPosition: along)
            anchor = Anchor(offset: 0, value: inFractions ? spanPressFraction : 0, factor: 1)
            lastOffset = 0
            return .span
        }
        let nearest: Thumb
        if lowerPos == upperPos {
            nearest = along < lowerPos ? .lower : .upper
        } else {
            nearest = abs(along - lowerPos) <= abs(along - upperPos) ? .lower : .upper
        }
        switch options.trackClick {
        case .jumpToPointer:
            let value = geometry.scale.snapped(
                geometry.valueForPosition(along, minimum: min, maximum: max),
                minimum: min, maximum: max)
            startTracking(nearest, from: values, value: value, geometry: geometry)
            return .jump(nearest, to: value)
        case .page:
            state = .idle
            let clicked = geometry.valueForPosition(along, minimum: min, maximum: max)
            return .page(nearest, direction: clicked > values.value(of: nearest) ? 1 : -1)
        }
    }

    /// A press on a slider with one movable thumb: on the thumb it drags it; on the band it
    /// jumps (or pages) that thumb.
    private mutating func beginSingle(
        _ thumb: Thumb, along: Double, across: Double, values: RangeValues,
        geometry: SliderGeometry
    ) -> Begin {
        if geometry.thumbFrame(thumb, values: values).contains(x: along, y: across) {
            startTracking(thumb, from: values, value: values.value(of: thumb), geometry: geometry)
            return .thumb(thumb)
        }
        guard geometry.bandContains(along: along, across: across), geometry.trackFrame.width > 0 else {
            state = .idle
            return .none
        }
        let min = values.minimumValue, max = values.maximumValue
        let clicked = geometry.scale.snapped(
            geometry.valueForPosition(along, minimum: min, maximum: max),
            minimum: min, maximum: max)
        switch options.trackClick {
        case .jumpToPointer:
            startTracking(thumb, from: values, value: clicked, geometry: geometry)
            return .jump(thumb, to: clicked)
        case .page:
            state = .idle
            return .page(thumb, direction: clicked > values.value(of: thumb) ? 1 : -1)
        }
    }

    private mutating func startTracking(
        _ thumb: Thumb, from values: RangeValues, value: Double, geometry: SliderGeometry
    ) {
        state = .tracking(thumb, start: values)
        let start =
            inFractions
            ? geometry.scale.fraction(of: value, minimum: values.minimumValue, maximum: values.maximumValue)
            : value
        anchor = Anchor(offset: 0, value: start, factor: 1)
        lastOffset = 0
    }

    /// One step of a drag: the pointer is `offset` pixels along the axis from where the press
    /// was. `fineTune` is true while Shift is held. `current` are the values now.
    ///
    /// Returns what to move, already clamped (and snapped to the step or a nearby mark), or
    /// `nil` when nothing should move.
    public mutating func update(
        offset: Double, fineTune: Bool = false, current: RangeValues,
        geometry: SliderGeometry
    ) -> Step? {
        guard offset.isFinite else { return nil }
        let factor = fineTune ? options.fineTuneFactor : 1
        let min = current.minimumValue, max = current.maximumValue
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
        // The value the pointer asks for (a delta, for a span drag).
        let virtual: Double
        if !inFractions {
            virtual = reached
        } else if case .span = state {
            virtual =
                geometry.scale.value(atFraction: reached, minimum: min, maximum: max)
                - geometry.scale.value(atFraction: spanPressFraction, minimum: min, maximum: max)
        } else {
            virtual = geometry.scale.value(atFraction: reached, minimum: min, maximum: max)
        }
        switch state {
        case .idle:
            return nil
        case .undecided(let start):
            if offset == 0 { return nil }
            let thumb: Thumb = offset > 0 ? .upper : .lower
            startTracking(thumb, from: start, value: start.value(of: thumb), geometry: geometry)
            return update(offset: offset, fineTune: fineTune, current: current, geometry: geometry)
        case .span(let start):
            return .shift(delta: virtual, start: start)
        case .tracking(let thumb, _):
            var value = geometry.scale.snapped(virtual, minimum: min, maximum: max)
            if let mark = nearestMark(to: value, current: current, geometry: geometry) { value = mark }
            return .move(thumb, to: current.blockedMove(of: current.index(of: thumb), to: value))
        }
    }

    private func nearestMark(to value: Double, current: RangeValues, geometry: SliderGeometry) -> Double? {
        guard !options.marks.isEmpty else { return nil }
        let min = current.minimumValue, max = current.maximumValue
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
    public mutating func end() -> Subject? {
        defer { state = .idle }
        switch state {
        case .tracking(let thumb, _): return .thumb(thumb)
        case .span: return .span
        case .idle, .undecided: return nil
        }
    }

    /// Options that shape a drag.
    public struct Options: Equatable, Sendable {
        /// What a press on the track off the thumbs does.
        public var trackClick: TrackClickBehavior = .jumpToPointer
        /// Whether dragging the highlighted span between the thumbs moves both.
        public var allowsSpanDrag = false
        /// Values a dragged thumb snaps to when within ``markSnapDistance`` pixels.
        public var marks: [Double] = []
        /// The snapping distance to marks, in pixels (GtkScale uses a few pixels).
        public var markSnapDistance = 6.0
        /// The speed of a fine-tuned drag (Shift held), relative to a normal one.
        public var fineTuneFactor = 0.25
        /// The thumbs a drag may move: both (a range slider), only the upper one (a single-value
        /// slider, whose lower value is pinned), or none (a progress bar: every press is ignored).
        /// With one thumb, a press anywhere on the band takes that thumb and the span never drags.
        public var thumbs: [Thumb] = [.lower, .upper]

        /// Default options.
        public init() {}
    }

    /// What a press did, from ``begin(along:across:values:geometry:options:)``.
    public enum Begin: Equatable, Sendable {
        /// Nothing: the press missed the slider's track band.
        case none
        /// The press landed on a thumb, which is now tracked.
        case thumb(Thumb)
        /// The press landed on overlapping thumbs; the first movement picks one.
        case undecided
        /// The press landed on the track: `thumb` jumps to `value` and is now tracked.
        case jump(Thumb, to: Double)
        /// The press landed on the track in paging mode: page `thumb` by `direction` (±1).
        case page(Thumb, direction: Int)
        /// The press landed on the highlighted span, which is now dragged.
        case span
    }

    /// What a drag moves.
    public enum Subject: Equatable, Sendable {
        /// One thumb.
        case thumb(Thumb)
        /// Both thumbs together.
        case span
    }

    /// One move proposed by the tracker.
    public enum Step: Equatable, Sendable {
        /// Set `thumb` to `value` (already clamped and snapped).
        case move(Thumb, to: Double)
        /// Shift both thumbs by `delta` from their values at `start` (see ``RangeValues/shift(by:from:)``).
        case shift(delta: Double, start: RangeValues)

        /// The thumb moved, for a `.move`.
        public var thumb: Thumb? {
            if case .move(let thumb, _) = self { return thumb }
            return nil
        }

        /// The new value, for a `.move`.
        public var value: Double? {
            if case .move(_, let value) = self { return value }
            return nil
        }
    }
}
