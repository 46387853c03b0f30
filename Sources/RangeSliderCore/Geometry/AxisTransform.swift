// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The affine map from a slider's axis space (`along` the track, `across` it) to widget
/// space, as a Cairo-style matrix: `x = xx·along + xy·across + x0`, `y = yx·along + yy·across + y0`.
///
/// Identity for a horizontal slider, mirrored when the axis is flipped (inverted or right to
/// left), transposed for a vertical one; `acrossOffset` moves the band across the axis (past
/// a histogram strip). Painters draw once in axis space and this map puts the drawing in place.
public struct AxisTransform: Equatable, Sendable {
    /// Widget x per unit along.
    public let xx: Double
    /// Widget y per unit along.
    public let yx: Double
    /// Widget x per unit across.
    public let xy: Double
    /// Widget y per unit across.
    public let yy: Double
    /// Widget x of the axis origin.
    public let x0: Double
    /// Widget y of the axis origin.
    public let y0: Double

    /// The map for `axis` in a widget whose track is `length` long, with the band starting
    /// `acrossOffset` logical pixels across.
    public init(axis: SliderAxis, length: Double, acrossOffset: Double = 0) {
        let flip = axis.isFlipped
        switch axis.orientation {
        case .horizontal:
            (xx, xy, x0) = (flip ? -1 : 1, 0, flip ? length : 0)
            (yx, yy, y0) = (0, 1, acrossOffset)
        case .vertical:
            (xx, xy, x0) = (0, 1, acrossOffset)
            (yx, yy, y0) = (flip ? -1 : 1, 0, flip ? length : 0)
        }
    }

    /// The widget point of an axis point.
    public func point(along: Double, across: Double) -> (x: Double, y: Double) {
        (xx * along + xy * across + x0, yx * along + yy * across + y0)
    }

    /// The widget rectangle covered by an axis rectangle.
    public func rect(_ r: SliderRect) -> SliderRect {
        let a = point(along: r.x, across: r.y), b = point(along: r.maxX, across: r.maxY)
        return SliderRect(
            x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y),
            width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// The same map without its translation: orientation and flip only. Two layers with equal
    /// `linearPart` and equal shapes draw the same pixels wherever they are placed.
    public var linearPart: AxisTransform {
        AxisTransform(xx: xx, yx: yx, xy: xy, yy: yy, x0: 0, y0: 0)
    }

    private init(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        (self.xx, self.yx, self.xy, self.yy, self.x0, self.y0) = (xx, yx, xy, yy, x0, y0)
    }
}

extension AxisTransform: Hashable {}
