// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// How two renderings of the same thing differ, pixel by pixel: for each pixel the largest
/// difference of its four premultiplied channels (0…255; premultiplied, so fully clear pixels
/// of any colour agree), and the summary a test states its tolerance against.
public struct PixelDifference: CustomStringConvertible {
    /// Pixels compared (both images' common area).
    public let pixels: Int
    /// The largest difference of any pixel.
    public let maximum: Int
    /// Pixels that differ at all.
    public let differing: Int
    /// Pixels that differ by more than `tolerance`.
    public let overTolerance: Int
    /// The tolerance the counts were taken against.
    public let tolerance: Int
    /// The first pixel (row by row) with the largest difference, and both pixels there.
    public let worst: (x: Int, y: Int, a: PixelImage.Pixel, b: PixelImage.Pixel)?
    /// Whether the two images have the same size.
    public let sameSize: Bool

    /// Compares `a` with `b`; `tolerance` is the largest per-pixel difference that counts as
    /// the same.
    public init(_ a: PixelImage, _ b: PixelImage, tolerance: Int) {
        sameSize = a.width == b.width && a.height == b.height
        let w = min(a.width, b.width), h = min(a.height, b.height)
        var maximum = 0, differing = 0, over = 0
        var worst: (x: Int, y: Int, a: PixelImage.Pixel, b: PixelImage.Pixel)?
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * a.width + x) * 4, j = (y * b.width + x) * 4
                var d = 0
                for c in 0..<4 { d = max(d, abs(Int(a.bgra[i + c]) - Int(b.bgra[j + c]))) }
                if d > 0 { differing += 1 }
                if d > tolerance { over += 1 }
                if d > maximum {
                    maximum = d
                    worst = (x, y, a.pixel(x, y), b.pixel(x, y))
                }
            }
        }
        pixels = w * h
        self.maximum = maximum
        self.differing = differing
        overTolerance = over
        self.tolerance = tolerance
        self.worst = worst
    }

    public var description: String {
        var text = """
            largest difference \(maximum)/255, \(differing) of \(pixels) pixels differ, \(overTolerance) by \
            more than \(tolerance)
            """
        if let worst { text += "; worst at (\(worst.x), \(worst.y)): \(worst.a) vs \(worst.b)" }
        if !sameSize { text += "; the images differ in size" }
        return text
    }

    /// An image of the differences, for a person: black where the images agree, brighter the
    /// more they differ, red over the tolerance.
    public func image(_ a: PixelImage, _ b: PixelImage) -> PixelImage {
        let w = min(a.width, b.width), h = min(a.height, b.height)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * a.width + x) * 4, j = (y * b.width + x) * 4
                var d = 0
                for c in 0..<4 { d = max(d, abs(Int(a.bgra[i + c]) - Int(b.bgra[j + c]))) }
                let k = (y * w + x) * 4
                let level = UInt8(min(255, d * 8))
                if d > tolerance {
                    (bytes[k], bytes[k + 1], bytes[k + 2]) = (0, 0, 255)
                } else {
                    (bytes[k], bytes[k + 1], bytes[k + 2]) = (level, level, level)
                }
                bytes[k + 3] = 255
            }
        }
        return PixelImage(width: w, height: h, bgra: bytes)
    }
}
