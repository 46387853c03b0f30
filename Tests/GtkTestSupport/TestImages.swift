// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import Foundation

/// PNG files made on the fly for skin tests, in a fresh temporary folder per test.
public enum TestImages {
    public typealias Colour = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    public static let red: Colour = (255, 0, 0, 255)
    public static let green: Colour = (0, 255, 0, 255)
    public static let blue: Colour = (0, 0, 255, 255)
    public static let clear: Colour = (0, 0, 0, 0)

    /// A new empty folder.
    public static func folder() -> String {
        let dir = NSTemporaryDirectory() + "rangeslider-skins-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Writes a `width` × `height` PNG whose pixel (x, y) is `pixel(x, y)` (straight alpha:
    /// use opaque or fully clear colours). Returns the path.
    @discardableResult
    public static func write(_ path: String, width: Int, height: Int, _ pixel: (Int, Int) -> Colour) -> String {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            for x in 0..<width {
                let c = pixel(x, y)
                let i = y * stride + x * 4
                func pre(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(c.a) + 127) / 255) }
                data[i] = pre(c.b); data[i + 1] = pre(c.g); data[i + 2] = pre(c.r); data[i + 3] = c.a
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_surface_write_to_png(surface, path)
        return path
    }

    /// A plain `width` × `height` image of one colour.
    @discardableResult
    public static func solid(_ path: String, width: Int, height: Int, _ colour: Colour) -> String {
        write(path, width: width, height: height) { _, _ in colour }
    }
}

extension PixelImage.Pixel {
    /// True when the pixel has exactly these 0…255 channels (and is opaque).
    public func isExactly(_ c: TestImages.Colour) -> Bool {
        r == Int(c.r) && g == Int(c.g) && b == Int(c.b) && a == Int(c.a)
    }
}
