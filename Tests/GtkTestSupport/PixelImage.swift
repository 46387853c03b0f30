// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import Foundation
import GtkSupport

/// Pixels read back from a rendered widget: `gdk_texture_download`'s layout (Cairo ARGB32,
/// premultiplied, B G R A bytes on little-endian machines).
public struct PixelImage {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Raw bytes, 4 per pixel, rows of `width * 4` bytes.
    public let bgra: [UInt8]

    /// Creates an image from downloaded bytes.
    public init(width: Int, height: Int, bgra: [UInt8]) {
        self.width = width
        self.height = height
        self.bgra = bgra
    }

    /// One pixel, un-premultiplied, as 0…255 channels.
    public struct Pixel: Equatable, CustomStringConvertible {
        public var r: Int, g: Int, b: Int, a: Int
        public var description: String { "rgba(\(r), \(g), \(b), \(a))" }

        /// True when each colour channel is within `tolerance` of `other`'s.
        public func isClose(to other: Pixel, tolerance: Int = 12) -> Bool {
            abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
        }

        /// The pixel for a 0…1 colour.
        public init(red: Double, green: Double, blue: Double) {
            r = Int((red * 255).rounded()); g = Int((green * 255).rounded()); b = Int((blue * 255).rounded()); a = 255
        }

        init(r: Int, g: Int, b: Int, a: Int) { self.r = r; self.g = g; self.b = b; self.a = a }
    }

    /// The pixel at (`x`, `y`) in device pixels; outside the image, an impossible pixel
    /// (all channels −1) that matches no colour, so the test fails instead of crashing.
    public func pixel(_ x: Int, _ y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel(r: -1, g: -1, b: -1, a: -1) }
        let i = (y * width + x) * 4
        let a = Int(bgra[i + 3])
        func unpremultiply(_ v: UInt8) -> Int { a == 0 ? 0 : min(255, (Int(v) * 255 + a / 2) / a) }
        return Pixel(r: unpremultiply(bgra[i + 2]), g: unpremultiply(bgra[i + 1]), b: unpremultiply(bgra[i]), a: a)
    }

    /// Writes a PNG (through Cairo), for a person to look at.
    @discardableResult
    public func writePNG(to path: String) -> Bool {
        WidgetSnapshot.writePNG(.init(width: width, height: height, bgra: bgra), to: path) == nil
    }

    /// Reads a PNG file (through Cairo); nil when it cannot be read.
    public init?(contentsOfPNG path: String) {
        guard let surface = cairo_image_surface_create_from_png(path),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<(w * 4) { bytes[y * w * 4 + x] = data[y * stride + x] }
        }
        self.init(width: w, height: h, bgra: bytes)
    }

    /// The folder screenshots go to: `$SCREENSHOT_DIR`, or `.build/screenshots`.
    public static var screenshotDirectory: String {
        let dir =
            ProcessInfo.processInfo.environment["SCREENSHOT_DIR"] ?? FileManager.default.currentDirectoryPath
            + "/.build/screenshots"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
