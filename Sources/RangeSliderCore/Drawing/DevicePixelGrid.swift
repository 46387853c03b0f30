// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The grid of device pixels under a widget drawn at an integer scale factor: where a cached
/// image must be placed so the renderer copies it pixel for pixel instead of resampling it.
///
/// Logical coordinates (what GTK allocates) times `scale` are device pixels. A rectangle is
/// *aligned* when all four edges fall on whole device pixels.
public struct DevicePixelGrid: Equatable, Sendable {
    /// Device pixels per logical pixel; 1 … ``maxScale``.
    public let scale: Int
    /// The largest scale factor taken (GTK's are 1 to 4). Larger scales would make
    /// `value × scale ÷ scale` lose the value, and an enclosing rectangle not enclose.
    public static let maxScale = 1024

    /// A grid of `scale` device pixels per logical pixel (values below 1 are taken as 1, above
    /// ``maxScale`` as ``maxScale``).
    public init(scale: Int) {
        self.scale = Swift.min(Swift.max(1, scale), Self.maxScale)
    }

    /// `value` (logical) moved to the nearest device-pixel boundary; non-finite values are
    /// returned unchanged.
    public func snap(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let s = Double(scale)
        return (value * s).rounded() / s
    }

    /// The smallest aligned rectangle that contains `rect`, grown by `margin` logical pixels
    /// on every side first. Empty or non-finite input gives an empty rectangle at the origin.
    public func enclosing(_ rect: SliderRect, margin: Double = 0) -> SliderRect {
        let s = Double(scale)
        let x0 = rect.x - margin, y0 = rect.y - margin
        let x1 = rect.maxX + margin, y1 = rect.maxY + margin
        guard [x0, y0, x1, y1].allSatisfy(\.isFinite), rect.width > 0, rect.height > 0 else {
            return SliderRect(x: 0, y: 0, width: 0, height: 0)
        }
        // A hair of tolerance, so 13.333… × 3 = 39.99999… does not grow by a whole pixel.
        let epsilon = 1e-9
        let left = ((x0 * s) + epsilon).rounded(.down) / s, top = ((y0 * s) + epsilon).rounded(.down) / s
        let right = ((x1 * s) - epsilon).rounded(.up) / s, bottom = ((y1 * s) - epsilon).rounded(.up) / s
        return SliderRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The most device pixels along one side of an image: 2³⁰, past anything a surface can hold.
    public static let maxPixels = 1 << 30

    /// The size of an aligned rectangle in whole device pixels. A side that is not finite, not
    /// positive, or longer than ``maxPixels`` device pixels gives `(0, 0)`: no image is made.
    public func pixelSize(of rect: SliderRect) -> (width: Int, height: Int) {
        let s = Double(scale)
        let w = (rect.width * s).rounded(), h = (rect.height * s).rounded()
        let limit = Double(Self.maxPixels)
        guard w.isFinite, h.isFinite, w > 0, h > 0, w <= limit, h <= limit else { return (0, 0) }
        return (Int(w), Int(h))
    }
}

/// A rectangle of whole device pixels inside an image: column `x`, row `y`, `width` × `height`.
public struct PixelRect: Hashable, Sendable {
    /// First column.
    public var x: Int
    /// First row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A rectangle of pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

/// One piece of an image cut for drawing: which pixels of the image (`source`) cover which
/// logical rectangle (`target`). A piece whose target is wider (or taller) than its source is
/// stretched: the source is one pixel across, repeated.
public struct TexturePiece: Hashable, Sendable {
    /// The pixels of the image.
    public var source: PixelRect
    /// Where they are drawn, in logical pixels.
    public var target: SliderRect

    /// A piece: `source` pixels drawn over `target`.
    public init(source: PixelRect, target: SliderRect) {
        self.source = source
        self.target = target
    }
}

extension DevicePixelGrid {
    /// Cuts an aligned image covering `area` into start cap, middle and end cap, when the
    /// image is the same in every column (`horizontal`; in every row otherwise) between
    /// `uniformStart` and `uniformEnd` (logical, along the cut direction). The middle becomes
    /// one column (or row) of pixels stretched over the uniform part, so a renderer that copies
    /// the image every frame copies a fraction of it.
    ///
    /// Returns the one whole image when the uniform part is under two device pixels or the
    /// input is not finite.
    public func threeSlice(
        _ area: SliderRect, uniformStart: Double, uniformEnd: Double,
        horizontal: Bool
    ) -> [TexturePiece] {
        let size = pixelSize(of: area)
        let whole = [TexturePiece(source: PixelRect(x: 0, y: 0, width: size.width, height: size.height), target: area)]
        let s = Double(scale)
        let origin = horizontal ? area.x : area.y
        let length = horizontal ? size.width : size.height
        let lo = Swift.min(uniformStart, uniformEnd), hi = Swift.max(uniformStart, uniformEnd)
        guard lo.isFinite, hi.isFinite else { return whole }
        // Whole device pixels inside the uniform part, clamped to the image before converting
        // to Int (a uniform part far outside the image must not trap).
        func pixel(_ x: Double) -> Int { x.isNaN ? 0 : Int(Swift.min(Swift.max(x, 0), Double(length))) }
        let first = pixel(((lo - origin) * s - 1e-9).rounded(.up))
        let end = pixel(((hi - origin) * s + 1e-9).rounded(.down))
        guard end - first >= 2 else { return whole }
        func piece(_ from: Int, _ count: Int, drawnOver: Int) -> TexturePiece {
            let start = origin + Double(from) / s, extent = Double(drawnOver) / s
            return horizontal
                ? TexturePiece(
                    source: PixelRect(x: from, y: 0, width: count, height: size.height),
                    target: SliderRect(x: start, y: area.y, width: extent, height: area.height))
                : TexturePiece(
                    source: PixelRect(x: 0, y: from, width: size.width, height: count),
                    target: SliderRect(x: area.x, y: start, width: area.width, height: extent))
        }
        var slices: [TexturePiece] = []
        if first > 0 { slices.append(piece(0, first, drawnOver: first)) }
        slices.append(piece(first, 1, drawnOver: end - first))
        if end < length { slices.append(piece(end, length - end, drawnOver: length - end)) }
        return slices
    }
}
