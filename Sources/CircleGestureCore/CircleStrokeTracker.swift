// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The discrete recognizer's life cycle without any input system: a stroke begins, gains
/// points, and ends (or is cancelled); at the end it is judged once.
///
/// State: ``CircleGestureState/possible`` until a stroke ends, then
/// ``CircleGestureState/recognized`` or ``CircleGestureState/failed``, which stays until
/// ``reset()`` or the next ``begin(at:)`` (which resets first). Each stroke produces exactly one
/// result: ``end(at:)`` and ``cancel()`` return it the first time and nil after, and a stroke
/// abandoned by ``reset()`` produces none (its later points and end are ignored).
public struct CircleStrokeTracker: Sendable {
    /// The judge of finished strokes (its settings are the recognizer's thresholds).
    public var recognizer: CircleRecognizer

    /// Where the recognizer stands.
    public private(set) var state: CircleGestureState = .possible

    /// The stroke under way, or the last one (kept after it ends until the next begins or
    /// ``reset()``), so that an app can draw it.
    public private(set) var stroke = Stroke()

    /// True between ``begin(at:)`` and ``end(at:)`` / ``cancel()`` / ``reset()``.
    public private(set) var isTracking = false

    /// The last stroke's result; nil while ``state`` is ``CircleGestureState/possible``.
    public private(set) var result: CircleRecognitionResult?

    /// A tracker judging with `recognizer`.
    public init(recognizer: CircleRecognizer = CircleRecognizer()) {
        self.recognizer = recognizer
    }

    /// Starts a stroke at `point` (ignored if non-finite), forgetting any previous stroke and
    /// result. Returns whether the point was stored.
    @discardableResult
    public mutating func begin(at point: StrokePoint) -> Bool {
        reset()
        isTracking = true
        return stroke.append(point)
    }

    /// Adds a point to the stroke under way. Returns false when no stroke is under way or the
    /// point was ignored (non-finite, or the same as the last one).
    @discardableResult
    public mutating func add(_ point: StrokePoint) -> Bool {
        guard isTracking else { return false }
        return stroke.append(point)
    }

    /// Ends the stroke under way, adding `point` first if given, and judges it. Returns the
    /// result, or nil when no stroke was under way.
    public mutating func end(at point: StrokePoint? = nil) -> CircleRecognitionResult? {
        guard isTracking else { return nil }
        if let point { stroke.append(point) }
        return finish(recognizer.recognize(stroke))
    }

    /// Ends the stroke under way as ``StrokeFailure/cancelled``. Returns that result, or nil when
    /// no stroke was under way.
    public mutating func cancel() -> CircleRecognitionResult? {
        guard isTracking else { return nil }
        return finish(.failed(.cancelled))
    }

    /// Back to ``CircleGestureState/possible`` with no stroke; a stroke under way is abandoned
    /// without a result.
    public mutating func reset() {
        isTracking = false
        stroke.removeAll()
        result = nil
        state = .possible
    }

    private mutating func finish(_ outcome: CircleRecognitionResult) -> CircleRecognitionResult {
        isTracking = false
        result = outcome
        state = outcome.circle != nil ? .recognized : .failed
        return outcome
    }
}
