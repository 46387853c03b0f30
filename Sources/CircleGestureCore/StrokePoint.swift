// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One sampled position of a stroke, in the coordinates of the widget it was drawn on
/// (logical pixels, x to the right, y downwards).
public struct StrokePoint: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position.
    public var x: Double
    /// Vertical position (downwards).
    public var y: Double

    /// A point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// True when both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The straight-line distance to `other`.
    public func distance(to other: StrokePoint) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// `(x, y)` with one decimal, as in the recognizer's output.
    public var description: String { "(\(OneDecimal.format(x)), \(OneDecimal.format(y)))" }
}
