// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import GtkTestSupport
import RangeSlider
import XCTest

/// The histogram drawn with the track (``RangeSliderWidget/histogram``), in a real window.
///
/// At 300 × 70 with the default 40 px strip: the band is y 40…70 (thumbs 30 px, usable length
/// 270, a value v at x = 15 + 270 v), the track y 48.6…61.4, and the tallest bar's top at y 2.
/// Bins of 0…1 in quarters: x 15–82.5, 82.5–150, 150–217.5, 217.5–285. Default values 0.2…0.8:
/// the lower thumb at x 69 (inside bin 0), the upper at x 231 (inside bin 3).
final class RangeSliderHistogramTests: XCTestCase {
    var slider: RangeSliderWidget!
    var window: TestWindow!

    let highlight = PixelImage.Pixel(red: 0, green: 0.45, blue: 0.94)  // the tutorial's

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
        slider = RangeSliderWidget()
        slider.useTutorialColors()
        slider.histogram = Histogram(counts: [8, 4, 8, 6], lowerBound: 0, upperBound: 1)
        window = TestWindow(child: slider.gtkWidget, width: 300, height: 70)
    }

    override func tearDown() {
        window?.close()
        window = nil
        slider = nil
    }

    private func render(_ name: String) -> PixelImage {
        MainLoop.spin(seconds: 0.05)
        let image = window.render()
        image.writePNG(to: PixelImage.screenshotDirectory + "/\(name).png")
        return image
    }

    private func isHighlight(_ p: PixelImage.Pixel) -> Bool { p.a > 240 && p.isClose(to: highlight, tolerance: 20) }
    /// The muted colour: the theme's foreground at 30 %, so partly transparent and not blue.
    private func isMuted(_ p: PixelImage.Pixel) -> Bool {
        p.a > 40 && p.a < 130 && !p.isClose(to: highlight, tolerance: 60)
    }

    func testTheStripIsAddedToTheSlidersThickness() {
        gtk_widget_set_size_request(slider.gtkWidget, -1, -1)  // measure the slider, not the test's request
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(slider.gtkWidget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        XCTAssertEqual(natural, RangeSliderWidget.naturalThickness + 40)
        slider.histogram = nil
        gtk_widget_measure(slider.gtkWidget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        XCTAssertEqual(natural, RangeSliderWidget.naturalThickness)
        slider.histogram = .empty
        slider.histogramHeight = 24
        gtk_widget_measure(slider.gtkWidget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        XCTAssertEqual(natural, RangeSliderWidget.naturalThickness + 24)
        // The band keeps the slider's usual 30 px: the thumbs do not grow.
        slider.histogramHeight = 40
        gtk_widget_set_size_request(slider.gtkWidget, 300, 70)
        MainLoop.spin(seconds: 0.2)
        XCTAssertEqual(slider.geometry.height, 30)
        XCTAssertEqual(slider.positionForValue(0.2), 69, accuracy: 1e-9)
    }

    func testBinsInsideTheSpanAreHighlightedAndOthersMuted() {
        let image = render("histogram")
        XCTAssertEqual(image.width, 300)
        XCTAssertEqual(image.height, 70)
        // Bin 1 (82.5–150, half height: top at y ≈ 25) and bin 2 (150–217.5, full height) lie
        // inside 0.2…0.8.
        XCTAssertTrue(isHighlight(image.pixel(184, 10)), "bin 2: \(image.pixel(184, 10))")
        XCTAssertTrue(isHighlight(image.pixel(116, 35)), "bin 1: \(image.pixel(116, 35))")
        // Above a shorter bar: nothing drawn.
        XCTAssertEqual(image.pixel(116, 15).a, 0, "above bin 1: \(image.pixel(116, 15))")
        // Bin 0 is split at the lower thumb (x 69): muted left of it, highlighted right of it.
        XCTAssertTrue(isMuted(image.pixel(40, 20)), "bin 0 below the span: \(image.pixel(40, 20))")
        XCTAssertTrue(isHighlight(image.pixel(76, 20)), "bin 0 inside the span: \(image.pixel(76, 20))")
        // Bin 3 (top at y ≈ 14) is split at the upper thumb (x 231).
        XCTAssertTrue(isHighlight(image.pixel(224, 25)), "bin 3 inside the span: \(image.pixel(224, 25))")
        XCTAssertTrue(isMuted(image.pixel(260, 25)), "bin 3 above the span: \(image.pixel(260, 25))")
        // The tallest bar reaches the top of the strip, less 2 px of head room.
        XCTAssertTrue(isHighlight(image.pixel(184, 3)), "\(image.pixel(184, 3))")
        XCTAssertEqual(image.pixel(184, 1).a, 0, "\(image.pixel(184, 1))")
        // Bars are separated by a gap at bin edges (x 150: between bins 1 and 2).
        XCTAssertLessThan(image.pixel(150, 35).a, 200, "gap expected at x 150: \(image.pixel(150, 35))")
    }

    /// `histogramColor` and `histogramHighlightColor` replace the muted and the
    /// highlight colour of the bars (the track keeps its own), and nil returns to the defaults.
    func testTheHistogramsOwnColoursReplaceTheMutedAndHighlightColours() {
        let red = PixelImage.Pixel(red: 1, green: 0, blue: 0), green = PixelImage.Pixel(red: 0, green: 0.6, blue: 0)
        slider.histogramColor = RGBA(red: 1, green: 0, blue: 0)
        slider.histogramHighlightColor = RGBA(red: 0, green: 0.6, blue: 0)
        let image = render("histogram-own-colours")
        XCTAssertTrue(
            image.pixel(40, 20).isClose(to: red, tolerance: 10) && image.pixel(40, 20).a > 240,
            "bin 0 below the span in histogramColor: \(image.pixel(40, 20))")
        XCTAssertTrue(
            image.pixel(184, 10).isClose(to: green, tolerance: 10),
            "bin 2 in histogramHighlightColor: \(image.pixel(184, 10))")
        let track = image.pixel(150, 55)  // the tutorial's highlighted track (blue, with its gloss)
        XCTAssertTrue(track.b > track.r + 100 && track.b > track.g + 50, "the track keeps its highlight: \(track)")
        slider.histogramColor = RGBA(red: .nan, green: 0, blue: 0)  // refused with a warning
        XCTAssertEqual(slider.histogramColor, RGBA(red: 1, green: 0, blue: 0))
        slider.histogramColor = nil
        slider.histogramHighlightColor = nil
        let back = render("histogram-default-colours")
        XCTAssertTrue(isMuted(back.pixel(40, 20)), "\(back.pixel(40, 20))")
        XCTAssertTrue(isHighlight(back.pixel(184, 10)), "\(back.pixel(184, 10))")
    }

    func testTheSplitFollowsTheThumbs() {
        // Scan row 20 through bin 0: the change from muted to highlight lies at the lower thumb.
        var split: Int?
        var image = render("histogram-split")
        for x in 20..<80 where split == nil && isHighlight(image.pixel(x, 20)) { split = x }
        XCTAssertEqual(Double(split ?? -1), slider.positionForValue(slider.lowerValue), accuracy: 1.5)

        slider.setValues(lower: 0.1, upper: 0.6)
        image = render("histogram-split-moved")
        split = nil
        for x in 20..<80 where split == nil && isHighlight(image.pixel(x, 20)) { split = x }
        XCTAssertEqual(Double(split ?? -1), 15 + 270 * 0.1, accuracy: 1.5)
        // Bin 3 now lies wholly above the span: muted.
        XCTAssertTrue(isMuted(image.pixel(224, 25)), "\(image.pixel(224, 25))")
        // Bin 2 (150–217.5) is split at 0.6 → x 177.
        var upperSplit: Int?
        for x in 155..<215 where upperSplit == nil && !isHighlight(image.pixel(x, 10)) { upperSplit = x }
        XCTAssertEqual(Double(upperSplit ?? -1), 15 + 270 * 0.6, accuracy: 1.5)
    }

    func testEmptyAndZeroHistogramsDrawNoBars() {
        for (name, histogram) in [
            ("empty", Histogram.empty),
            ("zeros", Histogram(counts: [0, 0, 0], lowerBound: 0, upperBound: 1)),
            ("zero-span", Histogram(counts: [5, 2], lowerBound: 0.5, upperBound: 0.5)),
            ("no-bins-binned", Histogram(values: [0.3, 0.4], binCount: 0)),
        ] {
            slider.histogram = histogram
            let image = render("histogram-\(name)")
            XCTAssertEqual(image.height, 70, name)  // the strip stays reserved
            var drawn = 0
            for y in 0..<38 { for x in 0..<300 where image.pixel(x, y).a > 0 { drawn += 1 } }
            XCTAssertEqual(drawn, 0, "\(name): no bar expected in the strip")
        }
    }

    func testReplacingTheHistogramRedrawsWithoutRelayout() {
        MainLoop.spin(seconds: 0.1)
        let layouts = slider.layoutCount, draws = slider.drawCount
        slider.histogram = Histogram(counts: [1, 2, 3, 4], lowerBound: 0, upperBound: 1)
        MainLoop.spin(seconds: 0.1)
        XCTAssertEqual(slider.layoutCount, layouts, "a new histogram must not recompute the layout")
        XCTAssertGreaterThan(slider.drawCount, draws, "a new histogram must redraw")
        let image = render("histogram-replaced")
        // Bin 3 is now the tallest: full height at x 224 (inside the span).
        XCTAssertTrue(isHighlight(image.pixel(224, 5)), "\(image.pixel(224, 5))")
    }

    func testSetHistogramBinsValuesOverTheRange() {
        slider.setRange(minimum: 0, maximum: 100)
        slider.setHistogram(values: [1, 2, 3, 60, 61, 99, 100, 150, .nan], binCount: 4)
        XCTAssertEqual(slider.histogram?.counts, [3, 0, 2, 2])
        XCTAssertEqual(slider.histogram?.lowerBound, 0)
        XCTAssertEqual(slider.histogram?.upperBound, 100)
    }

    func testThumbsStillTakeThePointerBelowTheStrip() {
        let origin = window.childOrigin
        let xid = window.xid
        XDoTool.move(window: xid, x: origin.x + 69, y: origin.y + 55)
        MainLoop.spin(seconds: 0.05)
        XDoTool.press()
        MainLoop.spin(seconds: 0.05)
        for x in [80.0, 100, 123] {
            XDoTool.move(window: xid, x: origin.x + x, y: origin.y + 55)
            MainLoop.spin(seconds: 0.05)
        }
        XDoTool.release()
        MainLoop.spin(seconds: 0.1)
        XCTAssertEqual(slider.lowerValue, 0.4, accuracy: 0.01, "the lower thumb should follow a drag on the band")
        XCTAssertEqual(slider.upperValue, 0.8, accuracy: 1e-9)
        // A press in the strip, above the thumbs, is not a press on the slider's band.
        XDoTool.move(window: xid, x: origin.x + 250, y: origin.y + 10)
        MainLoop.spin(seconds: 0.05)
        XDoTool.press()
        MainLoop.spin(seconds: 0.05)
        XDoTool.release()
        MainLoop.spin(seconds: 0.1)
        XCTAssertEqual(slider.upperValue, 0.8, accuracy: 1e-9)
    }

    /// A labelled mark placed before the track lies beyond the histogram's strip
    /// (its tick and label above it); the band moves down by that strip, and a real drag on it
    /// still moves the thumb under the pointer.
    func testAMarkBeforeTheTrackLiesBeyondTheHistogramAndTheThumbsStillTakeThePointer() {
        slider.marks = [SliderMark(value: 0.5, label: "Half", position: .before)]
        let strip = Int32(8) + lineHeight()
        gtk_widget_set_size_request(slider.gtkWidget, 300, 70 + strip)
        MainLoop.spin(seconds: 0.2)
        XCTAssertEqual(gtk_widget_get_height(slider.gtkWidget), 70 + strip)
        XCTAssertEqual(slider.geometry.height, 30, "the band keeps its 30 px")
        let image = render("histogram-mark-before")
        let x = Int(slider.positionForValue(0.5))
        let tick = image.pixel(x, Int(strip) - 3)
        XCTAssertTrue(tick.a > 100, "the tick just above the histogram's strip: \(tick)")
        XCTAssertTrue(
            isHighlight(image.pixel(184, Int(strip) + 10)),
            "bin 2 below the mark's strip: \(image.pixel(184, Int(strip) + 10))")
        var labelled = 0
        for y in 0..<Int(strip) - 8 { for dx in -15...15 where image.pixel(x + dx, y).a > 100 { labelled += 1 } }
        XCTAssertGreaterThan(labelled, 10, "the label's text above the tick")

        let origin = window.childOrigin
        let band = Double(strip) + 55
        XDoTool.move(window: window.xid, x: origin.x + 69, y: origin.y + band)
        MainLoop.spin(seconds: 0.05)
        XDoTool.press()
        MainLoop.spin(seconds: 0.05)
        for dx in [80.0, 100, 123] {
            XDoTool.move(window: window.xid, x: origin.x + dx, y: origin.y + band)
            MainLoop.spin(seconds: 0.05)
        }
        XDoTool.release()
        MainLoop.spin(seconds: 0.1)
        XCTAssertEqual(slider.lowerValue, 0.4, accuracy: 0.01, "the lower thumb follows a drag on the band")
    }

    /// The height of a line of text in the slider's font (what a labelled mark's strip holds).
    private func lineHeight() -> Int32 {
        let layout = gtk_widget_create_pango_layout(slider.gtkWidget, "0")
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        return h
    }

    func testInsensitiveSliderDimsTheHistogram() {
        let before = render("histogram-sensitive").pixel(184, 10)
        slider.isSensitive = false
        let after = render("histogram-insensitive").pixel(184, 10)
        XCTAssertLessThan(after.a, before.a, "dimmed: \(before) → \(after)")
    }
}

/// The histogram with the slider's other parts: mark labels stay under the ticks (the band and
/// everything beside it lie after the strip), and a vertical slider's strip lies to the left.
final class RangeSliderHistogramLayoutTests: XCTestCase {
    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
    }

    private func show(_ slider: RangeSliderWidget, width: Int32, height: Int32, name: String) -> PixelImage {
        let window = TestWindow(child: slider.gtkWidget, width: width, height: height)
        defer { window.close() }
        MainLoop.spin(seconds: 0.1)
        let image = window.render()
        image.writePNG(to: PixelImage.screenshotDirectory + "/\(name).png")
        return image
    }

    func testMarkLabelsAreCentredUnderTheirTicks() {
        let slider = RangeSliderWidget()
        slider.useTutorialColors()
        slider.histogram = Histogram(counts: [3, 5], lowerBound: 0, upperBound: 1)
        slider.marks = [SliderMark(value: 0.5, label: "MIDDLE")]
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(slider.gtkWidget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        XCTAssertGreaterThan(natural, 30 + 40 + 8, "strip, band and marks")
        let image = show(slider, width: 300, height: natural, name: "histogram-marks")
        // The label's text lies below the ticks (y ≥ 40 + 30 + 8), on both sides of the mark at x 150.
        var left = 0, right = 0
        for y in 78..<image.height {
            for x in 100..<200 where image.pixel(x, y).a > 100 {
                if x < 148 { left += 1 } else if x > 152 { right += 1 }
            }
        }
        XCTAssertGreaterThan(left, 5, "the label should be centred on its mark (text left of it)")
        XCTAssertGreaterThan(right, 5, "the label should be centred on its mark (text right of it)")
    }

    func testAVerticalSlidersStripLiesBeforeItsBand() {
        let slider = RangeSliderWidget()
        slider.useTutorialColors()
        slider.orientation = .vertical
        slider.histogram = Histogram(counts: [4, 4, 4, 4], lowerBound: 0, upperBound: 1)
        let image = show(slider, width: 70, height: 300, name: "histogram-vertical")
        // Bars to the left of the band (x < 40), in the highlight colour between the thumbs
        // (y 69…231), muted beyond them. Row 184 is inside bin 2 (y 150…217.5); row 150, a bin
        // edge, is the 1 px gap between bars 1 and 2.
        let highlight = PixelImage.Pixel(red: 0, green: 0.45, blue: 0.94)
        XCTAssertTrue(image.pixel(20, 184).isClose(to: highlight, tolerance: 20), "\(image.pixel(20, 184))")
        XCTAssertEqual(image.pixel(20, 150).a, 0, "the gap between bars 1 and 2: \(image.pixel(20, 150))")
        XCTAssertFalse(image.pixel(20, 270).isClose(to: highlight, tolerance: 60), "\(image.pixel(20, 270))")
        XCTAssertGreaterThan(image.pixel(20, 270).a, 40, "muted bar expected: \(image.pixel(20, 270))")
        XCTAssertEqual(image.pixel(1, 150).a, 0, "head room at the strip's outer edge")
    }
}
