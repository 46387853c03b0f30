// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSliderCore
import XCTest

@_spi(Testing) @testable import RangeSlider

/// The slider keeps its last frame's nodes (``SliderFrameCache``) and its theme colours
/// (``ThemeColorCache``): a redraw with nothing changed reuses them, and anything that changes
/// the look — values, a colour, an app's CSS, the theme — draws afresh, the same pixels as a
/// slider that never had a cache.
final class FrameCacheTests: WidgetTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        slider.useThemeColors()
        settle(0.05)
    }

    /// Renders after invalidating the slider, so its snapshot function runs.
    private func redrawn(_ name: String? = nil) -> PixelImage {
        gtk_widget_queue_draw(slider.gtkWidget)
        return render(name)
    }

    /// A fresh slider with the same values, in a window of its own: no cache of its own yet
    /// (the layers are shared, and drawn for what they depend on).
    private func freshRendering(_ name: String) -> PixelImage {
        let fresh = RangeSliderWidget()
        fresh.setValues(lower: slider.lowerValue, upper: slider.upperValue)
        let other = TestWindow(child: fresh.gtkWidget, width: width, height: height)
        defer { other.close() }
        let image = other.render()
        image.writePNG(to: PixelImage.screenshotDirectory + "/\(name).png")
        return image
    }

    private func assertSame(
        _ a: PixelImage, _ b: PixelImage, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(a.width, b.width, file: file, line: line)
        XCTAssertEqual(a.height, b.height, file: file, line: line)
        XCTAssertTrue(a.bgra == b.bgra, "\(what): the pixels differ", file: file, line: line)
    }

    func testARedrawWithNothingChangedReusesTheFrame() {
        let first = redrawn()
        let builds = slider.frameBuildCount
        let again = redrawn()
        XCTAssertEqual(slider.frameBuildCount, builds, "nothing changed: the kept frame is appended again")
        assertSame(first, again, "reused frame")
        slider.lowerValue = 0.4
        _ = redrawn()
        XCTAssertEqual(slider.frameBuildCount, builds + 1, "new values: one new frame")
    }

    /// Each colour and the curvaceousness are in the frame's key: a change draws a new frame.
    /// The key keeps colours in single precision, compactly (every drawn slider keeps one): a
    /// colour closer than that to the drawn one keeps the frame, whose 8-bit pixels it would
    /// not change.
    func testEachColourMakesANewFrameAndTheKeyStaysCompact() {
        _ = redrawn()
        var builds = slider.frameBuildCount
        func expectNewFrame(_ what: String, _ change: () -> Void) {
            change()
            _ = redrawn()
            XCTAssertEqual(slider.frameBuildCount, builds + 1, "\(what): one new frame")
            builds = slider.frameBuildCount
        }
        expectNewFrame("track colour") { slider.trackTintColor = RGBA(red: 0.2, green: 0.3, blue: 0.4, alpha: 1) }
        expectNewFrame("highlight colour") {
            slider.trackHighlightTintColor = RGBA(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        }
        expectNewFrame("thumb colour") { slider.thumbTintColor = RGBA(red: 0.1, green: 0.8, blue: 0.1, alpha: 1) }
        expectNewFrame("curvaceousness") { slider.curvaceousness = 0.3 }
        slider.thumbTintColor = RGBA(red: 0.1 + 1e-12, green: 0.8, blue: 0.1, alpha: 1)
        _ = redrawn()
        XCTAssertEqual(slider.frameBuildCount, builds, "a colour within single precision keeps the frame")
        XCTAssertLessThanOrEqual(MemoryLayout<SliderFrameKey>.size, 176, "the key stays compact")
    }

    /// A layout computed again that comes out the same keeps the frame; one that differs (a
    /// new width) draws a new one.
    func testALayoutComputedAgainAsBeforeReusesTheFrame() {
        let first = redrawn()
        let builds = slider.frameBuildCount, layouts = slider.layoutCount
        slider.invalidateLayout()
        let again = redrawn()
        XCTAssertGreaterThan(slider.layoutCount, layouts, "the layout was computed again")
        XCTAssertEqual(slider.frameBuildCount, builds, "the same layout: the kept frame is appended again")
        assertSame(first, again, "reused frame after a new layout")
        gtk_widget_set_size_request(slider.gtkWidget, width - 40, -1)
        settle(0.05)
        _ = redrawn()
        XCTAssertEqual(slider.frameBuildCount, builds + 1, "a narrower slider: one new frame")
    }

    /// An app's stylesheet recolours the span at once, and removing it restores the old pixels.
    func testACSSChangeRepaintsAndItsRemovalRestores() {
        let before = redrawn("frame-cache-css-before")
        let provider = gtk_css_provider_new()!
        cgtk_css_provider_load(provider, "rangeslider highlight { color: rgb(255, 0, 0); }")
        let display = gdk_display_get_default()!
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        let styled = redrawn("frame-cache-css-red")
        XCTAssertTrue(styled.pixel(150, 13).isRed, "the span follows the new CSS: \(styled.pixel(150, 13))")
        XCTAssertEqual(slider.trackHighlightTintColor.description, "rgba(255, 0, 0, 1.0)")
        gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
        g_object_unref(UnsafeMutableRawPointer(provider))
        let after = redrawn("frame-cache-css-after")
        assertSame(before, after, "after the stylesheet's removal")
    }

    /// A theme change (dark variant) draws what a slider made under that theme draws.
    func testAThemeChangeRepaintsLikeAFreshSlider() {
        let light = redrawn("frame-cache-theme-light")
        DarkTheme.prefer()
        defer { DarkTheme.restore() }
        let dark = redrawn("frame-cache-theme-dark")
        XCTAssertFalse(light.bgra == dark.bgra, "the dark theme changes the look")
        assertSame(dark, freshRendering("frame-cache-theme-dark-fresh"), "dark theme, kept slider against a fresh one")
    }
}
