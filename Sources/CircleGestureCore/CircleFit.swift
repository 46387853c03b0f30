// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A circle fitted to a stroke the way the iOS Recipes circle recognizer does it: from the
/// stroke's extreme points.
///
/// The leftmost, rightmost, topmost and bottommost points bound the stroke. The diameter is the
/// mean of the horizontal extent (rightmost x − leftmost x) and the vertical extent
/// (bottommost y − topmost y); the centre is the middle of that bounding box, and the radius is
/// half the diameter. Cheap and exact for a circle; for anything else the other checks of
/// ``CircleRecognizer`` decide how far the stroke is from this circle.
public struct CircleFit: Equatable, Sendable, CustomStringConvertible {
    /// The centre, in the stroke's coordinates.
    public var centre: StrokePoint
    /// The radius, in the stroke's units (≥ 0).
    public var radius: Double

    /// A circle with the given centre and radius.
    public init(centre: StrokePoint, radius: Double) {
        self.centre = centre
        self.radius = radius
    }

    /// The circle through the extremes of `points`; nil when there is no finite point.
    /// Non-finite points are skipped.
    public init?<C: Collection>(extremesOf points: C) where C.Element == StrokePoint {
        var minX = Double.infinity, maxX = -Double.infinity
        var minY = Double.infinity, maxY = -Double.infinity
        for p in points where p.isFinite {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX <= maxX else { return nil }
        let diameter = ((maxX - minX) + (maxY - minY)) / 2
        centre = StrokePoint(x: minX + (maxX - minX) / 2, y: minY + (maxY - minY) / 2)
        radius = diameter / 2
    }

    /// How far `point` lies from the circumference (≥ 0).
    public func deviation(of point: StrokePoint) -> Double {
        (point.distance(to: centre) - radius).magnitude
    }

    /// `centre (X, Y) radius R`, numbers as ``OneDecimal`` formats them.
    public var description: String { "centre \(centre) radius \(OneDecimal.format(radius))" }
}
