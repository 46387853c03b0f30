// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A rectangle in widget coordinates (logical pixels, origin top left).
public struct SliderRect: Hashable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width, never negative.
    public var width: Double
    /// Height, never negative.
    public var height: Double

    /// Creates a rectangle; negative or non-finite sizes become 0.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width.isFinite ? Swift.max(0, width) : 0
        self.height = height.isFinite ? Swift.max(0, height) : 0
    }

    /// Right edge.
    public var maxX: Double { x + width }
    /// Bottom edge.
    public var maxY: Double { y + height }
    /// Horizontal centre.
    public var midX: Double { x + width / 2 }
    /// Vertical centre.
    public var midY: Double { y + height / 2 }

    /// True when the point lies inside (edges included).
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px <= maxX && py >= y && py <= maxY
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom,
    /// like `CGRectInset`; never smaller than empty.
    public func insetBy(dx: Double, dy: Double) -> SliderRect {
        SliderRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
