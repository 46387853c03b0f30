// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Decides whether a finished stroke is a circle: points in, result out. Pure Swift, no GTK,
/// no state between strokes.
///
/// The method is the iOS Recipes circle recognizer's: fit a circle to the stroke's extreme
/// points (``CircleFit``), then accept the stroke only if it is big enough, turns round the
/// fitted centre nearly a full turn, ends near where it began, and keeps every point within a
/// tolerance of the circumference. The checks run in the order documented on
/// ``StrokeFailure``; the first that fails is the reason.
///
///     let result = CircleRecognizer().recognize(points)
///     print(result)   // "Circle recognized: centre (120.0, 80.0) radius 50.0"
public struct CircleRecognizer: Equatable, Sendable {
    /// The thresholds used.
    public var settings: CircleRecognitionSettings

    /// A recognizer with `settings` (default: the documented defaults).
    public init(settings: CircleRecognitionSettings = CircleRecognitionSettings()) {
        self.settings = settings
    }

    /// Judges a stroke given as raw points. Non-finite points are ignored and consecutive
    /// duplicates count once (as ``Stroke`` stores them).
    public func recognize<S: Sequence>(_ points: S) -> CircleRecognitionResult where S.Element == StrokePoint {
        recognize(Stroke(points))
    }

    /// Judges a finished stroke.
    public func recognize(_ stroke: Stroke) -> CircleRecognitionResult {
        let points = stroke.points
        let minimumCount = max(settings.minimumPointCount, 1)
        guard points.count >= minimumCount, let fit = CircleFit(extremesOf: points) else {
            return .failed(.tooFewPoints(count: points.count, minimum: minimumCount))
        }
        if let failure = failure(of: fit, measuring: points) { return .failed(failure) }
        return .recognized(fit)
    }

    /// The first check `points` fail against `fit`, or nil when they pass them all (the
    /// point-count check excepted).
    public func failure(of fit: CircleFit, measuring points: [StrokePoint]) -> StrokeFailure? {
        guard fit.radius >= settings.minimumRadius, fit.radius > 0 else {
            return .tooSmall(radius: fit.radius, minimum: settings.minimumRadius)
        }
        let m = StrokeMeasurements(points: points, fit: fit)
        if m.sweptDegrees < settings.minimumSweptDegrees {
            return .notFullTurn(sweptDegrees: m.sweptDegrees, minimum: settings.minimumSweptDegrees)
        }
        let allowedGap = settings.closureTolerance * fit.radius
        if m.closureGap > allowedGap {
            return .notClosed(gap: m.closureGap, allowed: allowedGap)
        }
        let allowedDeviation = settings.roundnessTolerance * fit.radius
        if m.maxDeviation > allowedDeviation {
            return .notRound(maxDeviation: m.maxDeviation, allowed: allowedDeviation)
        }
        return nil
    }
}
