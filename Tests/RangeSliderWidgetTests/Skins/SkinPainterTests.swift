// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import Foundation
import GtkTestSupport
import XCTest

@testable import RangeSlider

/// SkinPainter on its own, into a Cairo image surface: a 9-slice image keeps its caps pixel for
/// pixel in both directions while its middle row and column stretch.
final class SkinPainterTests: XCTestCase {
    /// Pixel (x, y) of the 7 × 7 test image: every pixel distinct.
    private func colour(_ x: Int, _ y: Int) -> TestImages.Colour { (UInt8(30 * x + 10), UInt8(30 * y + 10), 100, 255) }

    private func draw(_ image: SliderImage, width: Int, height: Int) -> PixelImage {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        SkinPainter(scaleFactor: 1).draw(
            cr, image, in: SliderRect(x: 0, y: 0, width: Double(width), height: Double(height)))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)), data = cairo_image_surface_get_data(surface)!
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height { for x in 0..<(width * 4) { bytes[y * width * 4 + x] = data[y * stride + x] } }
        return PixelImage(width: width, height: height, bgra: bytes)
    }

    func testNineSliceCapsKeepTheirPixelsInBothDirections() throws {
        let dir = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = try SliderImage(
            contentsOfFile: TestImages.write(dir + "/nine.png", width: 7, height: 7) { colour($0, $1) }
        )
        .resizable(capInsets: CapInsets(top: 3, left: 3, bottom: 3, right: 3))
        for (w, h) in [(7, 7), (20, 11), (33, 40), (8, 100)] {
            let out = draw(image, width: w, height: h)
            func source(_ t: Int, _ length: Int) -> Int { t < 3 ? t : (t >= length - 3 ? 7 - (length - t) : 3) }
            for y in 0..<h {
                for x in 0..<w {
                    let expected = colour(source(x, w), source(y, h))
                    XCTAssertTrue(
                        out.pixel(x, y).isExactly(expected),
                        "(\(x), \(y)) in \(w)×\(h): \(out.pixel(x, y)), expected \(expected)")
                }
            }
        }
    }

    func testATargetSmallerThanTheCapsIsFilledWithoutGaps() throws {
        let dir = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = try SliderImage(
            contentsOfFile: TestImages.write(dir + "/nine.png", width: 7, height: 7) { colour($0, $1) }
        )
        .resizable(capInsets: CapInsets(top: 3, left: 3, bottom: 3, right: 3))
        for (w, h) in [(4, 4), (1, 5), (5, 2)] {
            let out = draw(image, width: w, height: h)
            for y in 0..<h { for x in 0..<w { XCTAssertEqual(out.pixel(x, y).a, 255, "(\(x), \(y)) in \(w)×\(h)") } }
        }
    }
}
