/// Follows one pointer drag across a range slider: the tutorial's
/// `beginTrackingWithTouch` / `continueTrackingWithTouch` / `endTrackingWithTouch`, as a value
/// type that needs no display.
///
/// The tracker works from the drag's *offset from its start* (what GtkGestureDrag reports),
/// not from the last event, so a pointer that leaves the widget and comes back finds the thumb
/// under it again, and no rounding drifts over a long drag.
///
/// Clamping during a drag keeps each thumb on its side of the other: `lowerValue` stays within
/// `[minimumValue, upperValue]` and `upperValue` within `[lowerValue, maximumValue]`.
///
/// When the press lands on both thumbs equally (they overlap, for instance
/// `lowerValue == upperValue` at the minimum or the maximum) the tracker waits for the first
/// horizontal movement: rightwards drags the upper thumb, leftwards the lower one, which is
/// always the thumb that can move that way.
public struct DragTracker: Equatable, Sendable {
    /// Where a drag stands.
    public enum State: Equatable, Sendable {
        /// No drag, or a drag that began off the thumbs.
        case idle
        /// A press landed on both thumbs; the first movement will pick one.
        case undecided(start: RangeValues)
        /// A thumb is being dragged; `start` holds the values when the press happened.
        case tracking(Thumb, start: RangeValues)
    }

    /// The current state.
    public private(set) var state: State = .idle

    /// Creates an idle tracker.
    public init() {}

    /// The thumb being dragged, if one has been picked.
    public var activeThumb: Thumb? {
        if case .tracking(let thumb, _) = state { return thumb }
        return nil
    }

    /// True from a press on a thumb until the drag ends or is cancelled.
    public var isTracking: Bool { state != .idle }

    /// Starts a drag at (`x`, `y`). Returns the thumb that will move, if known now; the state
    /// tells whether the press hit a thumb at all.
    @discardableResult
    public mutating func begin(x: Double, y: Double, values: RangeValues, geometry: SliderGeometry) -> Thumb? {
        switch geometry.hitTest(x: x, y: y, values: values) {
        case .none:
            state = .idle
            return nil
        case .thumb(let thumb):
            state = .tracking(thumb, start: values)
            return thumb
        case .both:
            state = .undecided(start: values)
            return nil
        }
    }

    /// One step of a drag: the pointer is `offsetX` pixels right of where the press was.
    ///
    /// Returns the thumb to move and its new, clamped value, or `nil` when nothing should
    /// move (no drag, an undecided drag that has not moved yet, or a track with no length).
    /// `current` are the values now (the other thumb may have been moved by code meanwhile).
    public mutating func update(offsetX: Double, current: RangeValues, geometry: SliderGeometry) -> DragStep? {
        guard offsetX.isFinite else { return nil }
        let thumb: Thumb
        let start: RangeValues
        switch state {
        case .idle:
            return nil
        case .undecided(let values):
            if offsetX == 0 { return nil }
            thumb = offsetX > 0 ? .upper : .lower
            start = values
            state = .tracking(thumb, start: values)
        case .tracking(let t, let values):
            thumb = t
            start = values
        }
        let delta = geometry.valueDelta(forOffset: offsetX, minimum: current.minimumValue, maximum: current.maximumValue)
        let proposed = start.value(of: thumb) + delta
        let value: Double
        switch thumb {
        case .lower:
            value = Swift.min(Swift.max(proposed, current.minimumValue), current.upperValue)
        case .upper:
            value = Swift.min(Swift.max(proposed, current.lowerValue), current.maximumValue)
        }
        return DragStep(thumb: thumb, value: value)
    }

    /// Ends the drag (pointer released, or the gesture was cancelled). Returns the thumb that
    /// was being dragged, if any, so its highlight can be cleared.
    @discardableResult
    public mutating func end() -> Thumb? {
        let thumb = activeThumb
        state = .idle
        return thumb
    }
}

/// One move proposed by a ``DragTracker``: set `thumb` to `value`.
public struct DragStep: Equatable, Sendable {
    /// The thumb to move.
    public var thumb: Thumb
    /// Its new value, already clamped.
    public var value: Double
}
