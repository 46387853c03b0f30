// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import GtkTestSupport
@_spi(Testing) import RangeSlider
import RangeSliderCore
import XCTest

/// The drawn look comes from cached layers (``LayerTextureCache``): the same pixels as the
/// plain Cairo painter, rendered once and reused while values change and thumbs are dragged.
final class LayerCacheTests: WidgetTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        slider.useTutorialColors()
        settle()
    }

    override func tearDown() {
        RangeSliderWidget.drawsLayersAsTexturesOnly = false
        super.tearDown()
    }

    /// The slider painted straight with Cairo (``SliderPainter``, no cache) at its size.
    private func painted() -> PixelImage {
        let w = Int(gtk_widget_get_width(slider.gtkWidget)), h = Int(gtk_widget_get_height(slider.gtkWidget))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        slider.paint(into: cr, width: Double(w), height: Double(h))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var bytes: [UInt8] = []
        for y in 0..<h { bytes += UnsafeBufferPointer(start: data + y * stride, count: w * 4) }
        return PixelImage(width: w, height: h, bgra: bytes)
    }

    /// Largest channel difference per pixel between the widget's frame and the painter's.
    private func differences(_ name: String) -> (max: Int, over8: Int, pixels: Int) {
        let a = render(name), b = painted()
        XCTAssertEqual(a.width, b.width)
        XCTAssertEqual(a.height, b.height)
        var worst = 0, over = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let p = a.pixel(x, y), q = b.pixel(x, y)
                // Compare premultiplied, so fully clear pixels of any colour agree.
                let d =
                    [p.r * p.a - q.r * q.a, p.g * p.a - q.g * q.a, p.b * p.a - q.b * q.a].map { abs($0) / 255 } + [
                        abs(p.a - q.a)
                    ]
                let m = d.max() ?? 0
                worst = max(worst, m)
                if m > 8 { over += 1 }
            }
        }
        return (worst, over, a.width * a.height)
    }

    /// Both ways of drawing the layers (Cairo images for the thumbs under the Cairo renderer;
    /// texture nodes only, as with GL), in each orientation, agree with the painter to within
    /// rounding. The thumbs sit on whole pixels here (69 and 231 at 300 px), so snapping moves
    /// nothing.
    func testTheCachedLayersDrawWhatThePainterDraws() {
        let cases: [(String, () -> Void)] = [
            ("default", {}),
            (
                "vertical",
                {
                    self.slider.orientation = .vertical; gtk_widget_set_size_request(self.slider.gtkWidget, 30, 300)
                }
            ),
            (
                "inverted",
                {
                    self.slider.orientation = .horizontal; self.slider.inverted = true;
                    gtk_widget_set_size_request(self.slider.gtkWidget, 300, 30)
                }
            ),
            (
                "square-insensitive",
                {
                    self.slider.inverted = false; self.slider.curvaceousness = 0.3; self.slider.isSensitive = false
                }
            ),
            // Ticks take 8 px: a 32 px band, whose thumbs at 0.2 and 0.8 of 332 px sit at 76 and 256.
            (
                "marks",
                {
                    self.slider.isSensitive = true; self.slider.marks = [SliderMark(value: 0.5)];
                    gtk_widget_set_size_request(self.slider.gtkWidget, 332, 40)
                }
            ),
        ]
        for (name, change) in cases {
            change()
            settle()
            for texturesOnly in [false, true] {
                RangeSliderWidget.drawsLayersAsTexturesOnly = texturesOnly
                let d = differences("layers-\(name)\(texturesOnly ? "-textures" : "")")
                XCTAssertLessThanOrEqual(
                    d.max, 24, "\(name), textures only \(texturesOnly): largest difference \(d.max)")
                XCTAssertLessThan(
                    d.over8, d.pixels / 200,
                    "\(name), textures only \(texturesOnly): \(d.over8) pixels differ by more than 8")
            }
        }
    }

    func testNewValuesAndARealDragReuseTheLayers() {
        slider.trackTintColor = RGBA(red: 0.8, green: 0.7, blue: 0.6)  // a look no other test has cached
        let before = RangeSliderWidget.layerRenderCount
        _ = render()
        let rendered = RangeSliderWidget.layerRenderCount
        XCTAssertGreaterThanOrEqual(rendered - before, 2, "track and highlighted track, at least")
        let draws = slider.drawCount
        for i in 1...20 {
            slider.setValues(lower: 0.01 * Double(i), upper: 0.99 - 0.01 * Double(i))
            settle(0.03)
        }
        XCTAssertGreaterThan(slider.drawCount, draws, "the slider was redrawn")
        XCTAssertEqual(RangeSliderWidget.layerRenderCount, rendered, "moving the thumbs rendered new layers")

        // A drag shades the dragged thumb: one new layer, reused for every step of the drag.
        let x = slider.positionForValue(slider.upperValue)
        drag(from: (x, 15), through: (1...8).map { (x - 5 * Double($0), 15) })
        XCTAssertLessThan(slider.upperValue, 0.79, "the drag moved the thumb")
        XCTAssertLessThanOrEqual(RangeSliderWidget.layerRenderCount, rendered + 1, "at most the shaded thumb is new")
    }

    func testAColourChangeDrawsTheNewColourAndKeepsTheCacheSmall() {
        for i in 0..<20 {
            slider.thumbTintColor = RGBA(red: Double(i) / 20, green: 0, blue: 0)
            settle(0.03)
        }
        let image = render()
        let centre = image.pixel(Int(slider.positionForValue(slider.lowerValue)), 15)
        XCTAssertTrue(centre.isClose(to: .init(red: 0.95, green: 0, blue: 0), tolerance: 40), "\(centre)")
        let cached = RangeSliderWidget.cachedLayers
        XCTAssertLessThanOrEqual(cached.count, cached.capacity, "old layers are dropped")
    }

    /// Sliders that look the same share their layers: a window of twelve renders one set.
    func testIdenticalSlidersShareOneSetOfLayers() {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        let sliders = (0..<12).map { i -> RangeSliderWidget in
            let s = RangeSliderWidget()
            s.useTutorialColors()
            s.thumbTintColor = RGBA(red: 0.3, green: 0.9, blue: 0.5)  // a look no other test has cached
            s.setValues(lower: 0.05 * Double(i), upper: 0.5 + 0.04 * Double(i))
            gtk_widget_set_size_request(s.gtkWidget, 300, 30)
            gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), s.gtkWidget)
            return s
        }
        let before = RangeSliderWidget.layerRenderCount
        let shared = TestWindow(child: box, width: 300, height: 12 * 34)
        defer { shared.close() }
        settle()
        _ = shared.render()
        XCTAssertTrue(sliders.allSatisfy { $0.drawCount > 0 }, "every slider was drawn")
        let rendered = RangeSliderWidget.layerRenderCount - before
        XCTAssertGreaterThanOrEqual(rendered, 1, "the new thumb colour needs a new thumb layer")
        XCTAssertLessThanOrEqual(rendered, 3, "twelve sliders, one set of layers: rendered \(rendered)")
    }
}
