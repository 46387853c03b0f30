// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The points of one stroke, in the order they were drawn.
///
/// **Bad input.** Points with a NaN or infinite coordinate are ignored (counted in
/// ``ignoredPointCount``, never stored): a pointer device or a caller's arithmetic can produce
/// them, and one would poison every measurement. A point equal to the previous one (the pointer
/// reported again without moving) is not stored either, so ``points`` counts distinct samples.
public struct Stroke: Equatable, Sendable {
    /// The stored points, first drawn first. All finite; no two consecutive ones equal.
    public private(set) var points: [StrokePoint] = []

    /// How many non-finite points were ignored.
    public private(set) var ignoredPointCount = 0

    /// An empty stroke.
    public init() {}

    /// A stroke of `points`, filtered as ``append(_:)`` filters.
    public init<S: Sequence>(_ points: S) where S.Element == StrokePoint {
        for point in points { append(point) }
    }

    /// Adds `point`. Returns false when it was ignored: non-finite, or equal to the last point.
    @discardableResult
    public mutating func append(_ point: StrokePoint) -> Bool {
        guard point.isFinite else {
            ignoredPointCount += 1
            return false
        }
        if point == points.last { return false }
        points.append(point)
        return true
    }

    /// Adds the point (`x`, `y`); see ``append(_:)``.
    @discardableResult
    public mutating func append(x: Double, y: Double) -> Bool {
        append(StrokePoint(x: x, y: y))
    }

    /// The first stored point, if any.
    public var start: StrokePoint? { points.first }

    /// The last stored point, if any.
    public var end: StrokePoint? { points.last }

    /// True when no point is stored.
    public var isEmpty: Bool { points.isEmpty }

    /// Forgets every point and the ignored count.
    public mutating func removeAll() {
        points.removeAll()
        ignoredPointCount = 0
    }
}
