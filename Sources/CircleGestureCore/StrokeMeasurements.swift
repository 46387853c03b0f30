// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation  // atan2

/// What the recognizer measures of a stroke against the circle fitted to it.
public struct StrokeMeasurements: Equatable, Sendable {
    /// The largest distance of any point from the fitted circumference.
    public var maxDeviation: Double

    /// The net angle, in degrees, the stroke turns round the fitted centre: the sum of the
    /// signed angle steps between consecutive points, as a magnitude (direction does not
    /// matter). One loop is 360; going out and back along a line is about 0; a line through the
    /// centre is 180. Points on the centre itself have no angle and are skipped.
    public var sweptDegrees: Double

    /// How far the stroke's end is from its beginning: the distance from the last point to the
    /// nearest point of the first half of the stroke. For a stroke that stops short of its start
    /// this is the distance to the start; a stroke that overshoots its start and ends on top of
    /// its own first part counts as closed (gap near 0).
    public var closureGap: Double

    /// Measures `points` (assumed finite, as ``Stroke`` keeps them) against `fit`.
    public init(points: [StrokePoint], fit: CircleFit) {
        var deviation = 0.0
        for p in points { deviation = max(deviation, fit.deviation(of: p)) }
        maxDeviation = deviation
        sweptDegrees = Self.sweptDegrees(points, around: fit.centre)
        closureGap = Self.closureGap(points)
    }

    /// A measurement with the given values (for tests and callers that measure themselves).
    public init(maxDeviation: Double, sweptDegrees: Double, closureGap: Double) {
        self.maxDeviation = maxDeviation
        self.sweptDegrees = sweptDegrees
        self.closureGap = closureGap
    }

    private static func sweptDegrees(_ points: [StrokePoint], around centre: StrokePoint) -> Double {
        var total = 0.0
        var previous: Double?
        for p in points {
            let dx = p.x - centre.x, dy = p.y - centre.y
            guard dx != 0 || dy != 0 else { continue }
            let angle = atan2(dy, dx)
            if let previous {
                var step = angle - previous
                // The shorter way round: steps lie in (-π, π].
                if step > .pi { step -= 2 * .pi } else if step <= -.pi { step += 2 * .pi }
                total += step
            }
            previous = angle
        }
        return (total * 180 / .pi).magnitude
    }

    private static func closureGap(_ points: [StrokePoint]) -> Double {
        guard let last = points.last else { return 0 }
        let firstHalf = points[...((points.count - 1) / 2)]
        return firstHalf.map { $0.distance(to: last) }.min() ?? 0
    }
}
