// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The parts of an image that must not be stretched: its caps, in points (logical pixels),
/// measured inwards from each edge.
///
/// Two ways to make them, as in UIKit:
///
/// - **UIKit's `stretchableImageWithLeftCapWidth:topCapHeight:`**
///   (``init(leftCapWidth:topCapHeight:imageWidth:imageHeight:)``): the left cap is kept,
///   exactly one column after it is stretched, and the rest (`width − left − 1`) is the right
///   cap; the same vertically with the top cap. A cap of 0 stretches the whole image along that
///   axis. So a 21-point image with left cap 10 has a 1-point stretch column and a 10-point right
///   cap; a 20-point image with left cap 10 has a 9-point right cap.
/// - **Full 9-slice insets** (``init(top:left:bottom:right:)``, like
///   `resizableImageWithCapInsets:`): any four caps; everything between them stretches.
public struct CapInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The top cap's height.
    public var top: Double
    /// The left cap's width.
    public var left: Double
    /// The bottom cap's height.
    public var bottom: Double
    /// The right cap's width.
    public var right: Double

    /// No caps: the whole image stretches.
    public static let zero = CapInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// 9-slice insets. Negative or non-finite insets count as 0 (see ``normalized(width:height:)``).
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// UIKit's `stretchableImageWithLeftCapWidth:topCapHeight:` for an image `imageWidth` ×
    /// `imageHeight` points: right cap = `width − left − 1`, bottom cap = `height − top − 1`.
    ///
    /// A cap of 0 (or less) leaves that axis without caps (it stretches as a whole). A cap
    /// that leaves no column to stretch (`left ≥ width`) is reduced to `width − 1`, so one
    /// column still stretches, with no right cap.
    public init(leftCapWidth: Int, topCapHeight: Int, imageWidth: Double, imageHeight: Double) {
        func caps(_ start: Int, _ length: Double) -> (Double, Double) {
            let length = length.isFinite ? Swift.max(0, length.rounded(.down)) : 0
            guard start > 0, length >= 1 else { return (0, 0) }
            let first = Swift.min(Double(start), length - 1)
            return (first, length - first - 1)
        }
        let (left, right) = caps(leftCapWidth, imageWidth)
        let (top, bottom) = caps(topCapHeight, imageHeight)
        self.init(top: top, left: left, bottom: bottom, right: right)
    }

    /// The insets made valid for an image `width` × `height`: each inset finite and not
    /// negative, and the two caps of an axis together no longer than the image (scaled down
    /// in proportion when they are). A cap too small to change the image's length in floating
    /// point (`length − cap == length`) counts as 0.
    public func normalized(width: Double, height: Double) -> CapInsets {
        func clean(_ v: Double) -> Double { v.isFinite ? Swift.max(0, v) : 0 }
        func fit(_ a: Double, _ b: Double, _ length: Double) -> (Double, Double) {
            var (a, b, length) = (clean(a), clean(b), clean(length))
            // A cap lost in rounding against the length (`length − cap == length`, e.g. 1e-16
            // on a 1e9-point image) has no slice of its own to draw: it counts as 0, or its
            // part of the target would be left empty.
            if length - a == length { a = 0 }
            if length - b == length { b = 0 }
            guard a + b > length else { return (a, b) }
            guard a + b > 0 else { return (0, 0) }
            // Scaled down in proportion; the second cap takes the rest, never below 0 (`a * k`
            // can round above the length).
            let first = Swift.min(a * (length / (a + b)), length)
            return (first, Swift.max(0, length - first))
        }
        let (l, r) = fit(left, right, width)
        let (t, b) = fit(top, bottom, height)
        return CapInsets(top: t, left: l, bottom: b, right: r)
    }

    public var description: String { "CapInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}

/// One piece of a stretched image: copy `source` (points in the image) into `destination`
/// (points in the target), scaling as needed.
public struct ImageSlice: Equatable, Sendable {
    /// The rectangle of the image, in the image's points.
    public var source: SliderRect
    /// Where it goes.
    public var destination: SliderRect

    /// A slice.
    public init(source: SliderRect, destination: SliderRect) {
        self.source = source
        self.destination = destination
    }
}

/// The maths of a stretchable image: which rectangles of the image go where when it is drawn
/// into a rectangle of another size (UIKit's stretchable and resizable images).
///
/// The image is cut into up to nine slices by its ``CapInsets``: the corners are copied at
/// their own size, the edges are stretched along one axis, the centre along both.
///
/// - **Smaller than the caps.** When the target is shorter along an axis than the two caps of
///   that axis together, the caps are scaled down in proportion (the middle is not drawn): a
///   rounded track end never overflows its rectangle. Sizes never go negative, and no input
///   (zero, negative, NaN or infinite sizes) produces a NaN.
/// - **Nothing to stretch.** When an axis has caps that cover the whole image (no middle), that
///   axis scales as a whole, like an image without caps, so there is never a gap.
/// - Slices with no area (of the image or of the target) are left out.
///
/// All numbers are points; a caller drawing a 2× image multiplies the source rectangles by 2.
public struct StretchableImage: Equatable, Sendable {
    /// The image's width in points.
    public let width: Double
    /// The image's height in points.
    public let height: Double
    /// The caps, normalised for the image's size.
    public let insets: CapInsets

    /// The largest image side, in points: 2³⁰, beyond any texture. Past it, a cap of a few
    /// points would vanish in rounding (`length − cap == length`) and its slice with it.
    public static let maxSide = Double(1 << 30)

    /// An image `width` × `height` points with 9-slice `insets`. Non-finite or negative sizes
    /// count as 0; sizes above ``maxSide`` count as ``maxSide``.
    public init(width: Double, height: Double, insets: CapInsets = .zero) {
        self.width = width.isFinite ? Swift.min(Swift.max(0, width), Self.maxSide) : 0
        self.height = height.isFinite ? Swift.min(Swift.max(0, height), Self.maxSide) : 0
        self.insets = insets.normalized(width: self.width, height: self.height)
    }

    /// An image with UIKit's `stretchableImageWithLeftCapWidth:topCapHeight:` caps.
    public init(width: Double, height: Double, leftCapWidth: Int, topCapHeight: Int) {
        self.init(
            width: width, height: height,
            insets: CapInsets(
                leftCapWidth: leftCapWidth, topCapHeight: topCapHeight,
                imageWidth: width, imageHeight: height))
    }

    /// The width of the stretched middle column of the image (0 when there is none).
    public var stretchWidth: Double { Swift.max(0, width - insets.left - insets.right) }

    /// The height of the stretched middle row of the image (0 when there is none).
    public var stretchHeight: Double { Swift.max(0, height - insets.top - insets.bottom) }

    /// The slices that draw the image into `target`, row by row, left to right.
    public func slices(in target: SliderRect) -> [ImageSlice] {
        let columns = Self.segments(length: width, start: insets.left, end: insets.right, target: target.width)
        let rows = Self.segments(length: height, start: insets.top, end: insets.bottom, target: target.height)
        var result: [ImageSlice] = []
        result.reserveCapacity(columns.count * rows.count)
        for row in rows {
            for column in columns {
                result.append(
                    ImageSlice(
                        source: SliderRect(
                            x: column.source.lowerBound, y: row.source.lowerBound,
                            width: column.source.upperBound - column.source.lowerBound,
                            height: row.source.upperBound - row.source.lowerBound),
                        destination: SliderRect(
                            x: target.x + column.destination.lowerBound,
                            y: target.y + row.destination.lowerBound,
                            width: column.destination.upperBound - column.destination.lowerBound,
                            height: row.destination.upperBound - row.destination.lowerBound)))
            }
        }
        return result
    }

    /// One axis: an image `length` long with caps `start` and `end`, drawn `target` long.
    /// Returns (source interval, destination interval) pairs, both non-empty.
    static func segments(
        length: Double, start: Double, end: Double,
        target: Double
    ) -> [(source: ClosedRange<Double>, destination: ClosedRange<Double>)] {
        let target = target.isFinite ? Swift.max(0, target) : 0
        guard length > 0, target > 0 else { return [] }
        let middle = length - start - end
        var pieces: [(ClosedRange<Double>, ClosedRange<Double>)] = []
        func add(_ s0: Double, _ s1: Double, _ d0: Double, _ d1: Double) {
            if s1 > s0, d1 > d0 { pieces.append((s0...s1, d0...d1)) }
        }
        if middle <= 0 {
            add(0, length, 0, target)
        } else if target >= start + end {
            add(0, start, 0, start)
            add(start, length - end, start, target - end)
            add(length - end, length, target - end, target)
        } else {
            let k = target / (start + end)  // start + end > 0 here, since target > 0
            add(0, start, 0, start * k)
            add(length - end, length, start * k, target)
        }
        return pieces
    }
}
