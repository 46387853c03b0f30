// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
@_spi(Testing) import RangeSlider
import XCTest

/// Orientation, inversion, text direction, scale factor and theming, checked in pixels.
final class RangeSliderOrientationTests: XCTestCase {
    var slider: RangeSliderWidget!
    var window: TestWindow!

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else { XCTFail(env.reason); throw XCTSkip(env.reason) }
        slider = RangeSliderWidget()
        slider.thumbTintColor = RGBA(red: 1, green: 0, blue: 0)
    }

    override func tearDown() {
        window?.close()
        window = nil
        slider = nil
    }

    private func show(width: Int32, height: Int32) {
        window = TestWindow(child: slider.gtkWidget, width: width, height: height)
    }

    private func render(_ name: String, scale: Double = 1) -> PixelImage {
        MainLoop.spin(seconds: 0.1)
        let image = window.render(scale: scale)
        image.writePNG(to: PixelImage.screenshotDirectory + "/\(name).png")
        return image
    }

    func testVerticalHasTheMinimumAtTheTop() {
        slider.orientation = .vertical
        show(width: 30, height: 300)
        XCTAssertTrue(gtk_widget_has_css_class(slider.gtkWidget, "vertical") != 0)
        XCTAssertTrue(gtk_widget_has_css_class(slider.gtkWidget, "horizontal") == 0)
        let image = render("vertical")
        XCTAssertEqual(image.width, 30)
        XCTAssertEqual(image.height, 300)
        let centres = image.runCentres(column: 15) { $0.isRed }
        XCTAssertEqual(centres.count, 2, "\(centres)")
        XCTAssertEqual(centres.first ?? 0, 69, accuracy: 1.5)
        XCTAssertEqual(centres.last ?? 0, 231, accuracy: 1.5)
        XCTAssertEqual(slider.positionForValue(0.2), 69, accuracy: 1e-9)
        // The highlight runs down the middle between them.
        let highlight = image.pixel(13, 150)
        XCTAssertGreaterThan(highlight.b, highlight.r + 80, "highlight between the thumbs: \(highlight)")
    }

    func testVerticalAtScaleTwo() {
        slider.orientation = .vertical
        show(width: 30, height: 300)
        let image = render("vertical-scale-2", scale: 2)
        XCTAssertEqual(image.height, 600)
        let centres = image.runCentres(column: 30) { $0.isRed }
        XCTAssertEqual(centres.first ?? 0, 138, accuracy: 2)
        XCTAssertEqual(centres.last ?? 0, 462, accuracy: 2)
    }

    func testInvertedRunsFromTheRight() {
        slider.inverted = true
        slider.setValues(lower: 0.1, upper: 0.3)
        show(width: 300, height: 30)
        let centres = render("inverted").runCentres(row: 15) { $0.isRed }
        // Lower at 300 − (15 + 27) = 258, upper at 300 − (15 + 81) = 204.
        XCTAssertEqual(centres, [204, 258].map { Double($0) }, accuracy: 1.5)
        XCTAssertEqual(slider.positionForValue(0.1), 258, accuracy: 1e-9)
        XCTAssertEqual(slider.valueForPosition(258), 0.1, accuracy: 1e-9)
    }

    func testRightToLeftFlipsLikeGtkScale() {
        gtk_widget_set_direction(slider.gtkWidget, GTK_TEXT_DIR_RTL)
        slider.setValues(lower: 0.1, upper: 0.3)
        show(width: 300, height: 30)
        XCTAssertEqual(
            render("right-to-left").runCentres(row: 15) { $0.isRed }, [204, 258].map { Double($0) }, accuracy: 1.5)
        slider.inverted = true  // both together cancel out, as in GtkScale
        XCTAssertEqual(
            render("right-to-left-inverted").runCentres(row: 15) { $0.isRed }, [42, 96].map { Double($0) },
            accuracy: 1.5)
    }

    func testDraggingAnInvertedSliderFollowsThePointer() {
        slider.inverted = true
        show(width: 300, height: 30)
        // Lower thumb at 0.2 is at 300 − 69 = 231; dragging it left raises its value.
        let origin = window.childOrigin
        XDoTool.move(window: window.xid, x: origin.x + 231, y: origin.y + 15)
        MainLoop.spin(seconds: 0.05)
        XDoTool.press()
        MainLoop.spin(seconds: 0.05)
        XDoTool.move(window: window.xid, x: origin.x + 220, y: origin.y + 15)
        MainLoop.spin(seconds: 0.05)
        XDoTool.move(window: window.xid, x: origin.x + 204, y: origin.y + 15)
        MainLoop.spin(seconds: 0.05)
        XCTAssertTrue(
            gtk_widget_has_css_class(slider.gtkWidget, "dragging") != 0, "the dragging class is set while dragging")
        XDoTool.release()
        MainLoop.spin(seconds: 0.1)
        XCTAssertTrue(gtk_widget_has_css_class(slider.gtkWidget, "dragging") == 0)
        XCTAssertEqual(slider.lowerValue, 0.3, accuracy: 1e-9)
    }

    /// A drag keeps the band's geometry and the axis for its steps: a new inversion or text
    /// direction during the drag applies from its next step, with no frame in between (the
    /// lower thumb moves 0.1 per 27 px of 270).
    func testAnAxisChangeDuringADragAppliesFromItsNextStep() {
        show(width: 300, height: 30)
        MainLoop.spin(seconds: 0.05)
        func dragLowerThumb(_ change: () -> Void) -> (before: Double, after: Double) {
            slider.setValues(lower: 0.5, upper: 0.9)
            XCTAssertTrue(slider.simulateDragBegin(x: slider.positionForValue(0.5), y: 15))
            slider.simulateDragUpdate(dx: 27, dy: 27)
            let before = slider.lowerValue
            change()
            slider.simulateDragUpdate(dx: 54, dy: 54)
            let after = slider.lowerValue
            slider.simulateDragEnd()
            return (before, after)
        }
        // Horizontal, left to right: +27 px is +0.1; inverted, +54 px is −0.2 from the press.
        var moved = dragLowerThumb { slider.inverted = true }
        XCTAssertEqual(moved.before, 0.6, accuracy: 1e-9)
        XCTAssertEqual(moved.after, 0.3, accuracy: 1e-9, "inverted during the drag")
        // Inverted: +27 px is −0.1; right to left as well cancels the inversion out.
        moved = dragLowerThumb { gtk_widget_set_direction(slider.gtkWidget, GTK_TEXT_DIR_RTL) }
        XCTAssertEqual(moved.before, 0.4, accuracy: 1e-9)
        XCTAssertEqual(moved.after, 0.7, accuracy: 1e-9, "right to left during the drag")
    }

    func testDarkThemeDarkensTheTrack() {
        slider.useThemeColors()
        show(width: 300, height: 30)
        let light = render("theme-light")
        DarkTheme.prefer()
        defer { DarkTheme.restore() }
        let dark = render("theme-dark")
        XCTAssertGreaterThan(light.pixel(40, 13).luminance, 180, "light track: \(light.pixel(40, 13))")
        XCTAssertLessThan(dark.pixel(40, 13).luminance, 110, "dark track: \(dark.pixel(40, 13))")
        // The highlight follows the theme's (darker) selection colour.
        XCTAssertEqual(slider.trackHighlightTintColor.description, "rgba(21, 83, 158, 1.0)")
        XCTAssertLessThan(dark.pixel(150, 13).luminance, light.pixel(150, 13).luminance)
    }

    func testAnAppsCSSSetsTheHighlightAndAnExplicitColourWins() {
        show(width: 300, height: 30)
        let provider = gtk_css_provider_new()!
        cgtk_css_provider_load(provider, "rangeslider highlight { color: rgb(255, 0, 0); }")
        let display = gdk_display_get_default()!
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        defer {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
            g_object_unref(UnsafeMutableRawPointer(provider))
        }
        slider.thumbTintColor = .white
        let styled = render("css-highlight")
        XCTAssertTrue(styled.pixel(150, 13).isRed, "CSS highlight: \(styled.pixel(150, 13))")
        slider.trackHighlightTintColor = RGBA(red: 0, green: 0.6, blue: 0)
        let explicit = render("css-highlight-overridden")
        let p = explicit.pixel(150, 13)
        XCTAssertTrue(p.g > 130 && p.r < 40, "the explicit colour must win over CSS: \(p)")
    }
}

private func XCTAssertEqual(
    _ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.count, b.count, "\(a) vs \(b)", file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
}
