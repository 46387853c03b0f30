// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import GtkTestSupport
import RangeSlider
import XCTest

/// The tutorial's look, with the tutorial's colours (``RangeSliderWidget/useTutorialColors()``).
final class RangeSliderDrawingTests: WidgetTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        slider.useTutorialColors()
        settle()
    }

    // At 300 × 30: thumbs 30 px wide, usable length 270, track y 8.6…21.4.
    // Row 13 lies in the track's upper half, below the inner shadow and above the gloss.
    let trackRow = 13

    func testTrackHighlightAndThumbsAreDrawnWhereTheValuesSay() {
        slider.thumbTintColor = RGBA(red: 1, green: 0, blue: 0)
        settle()
        let image = render("default-look")
        XCTAssertEqual(image.width, 300)
        XCTAssertEqual(image.height, 30)

        let track = PixelImage.Pixel(red: 0.9, green: 0.9, blue: 0.9)
        let highlight = PixelImage.Pixel(red: 0, green: 0.45, blue: 0.94)
        XCTAssertTrue(
            image.pixel(40, trackRow).isClose(to: track), "track left of the lower thumb: \(image.pixel(40, trackRow))")
        XCTAssertTrue(
            image.pixel(270, trackRow).isClose(to: track),
            "track right of the upper thumb: \(image.pixel(270, trackRow))")
        XCTAssertTrue(
            image.pixel(150, trackRow).isClose(to: highlight), "between the thumbs: \(image.pixel(150, trackRow))")

        // The thumbs (tinted red here) are centred on positionForValue.
        let centres = redRuns(in: image, row: 15)
        XCTAssertEqual(centres.count, 2, "two thumbs expected, found runs at \(centres)")
        XCTAssertEqual(centres.first ?? 0, slider.positionForValue(0.2), accuracy: 1.5)
        XCTAssertEqual(centres.last ?? 0, slider.positionForValue(0.8), accuracy: 1.5)
        XCTAssertEqual(slider.positionForValue(0.2), 69, accuracy: 1e-9)
    }

    func testRenderWaitsForAPendingResizeToBeDrawn() {
        // No settle: the new size is only queued when render() is called.
        gtk_widget_set_size_request(slider.gtkWidget, 360, 40)
        let image = render()
        XCTAssertEqual(image.width, 360)
        XCTAssertEqual(image.height, 40)
    }

    func testThumbsFollowNewValues() {
        slider.thumbTintColor = RGBA(red: 1, green: 0, blue: 0)
        slider.setRange(minimum: -50, maximum: 50)
        slider.setValues(lower: -50, upper: 25)
        settle()
        let centres = redRuns(in: render("moved-values"), row: 15)
        XCTAssertEqual(centres.count, 2, "runs at \(centres)")
        XCTAssertEqual(centres.first ?? 0, 15, accuracy: 1.5)
        XCTAssertEqual(centres.last ?? 0, 15 + 270 * 0.75, accuracy: 1.5)
    }

    func testNewColoursAfterPropertyChanges() {
        slider.trackTintColor = RGBA(red: 1, green: 1, blue: 0)
        slider.trackHighlightTintColor = RGBA(red: 0, green: 0.8, blue: 0)
        settle()
        let image = render("new-colours")
        XCTAssertTrue(
            image.pixel(40, trackRow).isClose(to: .init(red: 1, green: 1, blue: 0)), "\(image.pixel(40, trackRow))")
        XCTAssertTrue(
            image.pixel(150, trackRow).isClose(to: .init(red: 0, green: 0.8, blue: 0)), "\(image.pixel(150, trackRow))")
    }

    func testGlossLightensTheLowerHalfOfTheTrack() {
        let image = render()
        let upper = image.pixel(150, trackRow)
        let lower = image.pixel(150, 18)
        // 40 % white over (0, 115, 240): green 115 → about 171.
        XCTAssertGreaterThan(lower.g, upper.g + 30, "gloss missing: \(upper) vs \(lower)")
    }

    func testHighlightedThumbIsShadedWhileDragged() {
        slider.thumbTintColor = RGBA(white: 1)
        let before = render().pixel(69, 15)
        drag(from: (69, 15), through: [(70, 15)], release: false)
        XCTAssertEqual(slider.highlightedThumb, .lower)
        let during = render("highlighted-thumb").pixel(Int(slider.positionForValue(slider.lowerValue)), 15)
        XDoTool.release()
        settle()
        XCTAssertNil(slider.highlightedThumb)
        XCTAssertLessThan(during.r, before.r - 10, "10 % black shade expected: \(before) → \(during)")
    }

    func testCurvaceousnessZeroGivesSquareCorners() {
        let round = render()
        slider.curvaceousness = 0
        settle()
        let square = render("square")
        // The track's top-left corner pixel, just inside the outline.
        XCTAssertLessThan(round.pixel(1, 10).a, 128, "rounded corner should be transparent")
        XCTAssertGreaterThan(square.pixel(1, 10).a, 200, "square corner should be painted")
    }

    func testInsensitiveIsDimmed() {
        slider.isSensitive = false
        settle()
        let image = render("insensitive")
        XCTAssertLessThan(image.pixel(150, trackRow).a, 160, "insensitive slider should be drawn translucent")
    }

    /// A snapshot scaled by two in a scale-1 window (a zoomed `GtkWidgetPaintable`) keeps the
    /// layout and colours. Its layers are the window's 1× textures magnified, as GTK's icons
    /// would be; crispness at a real scale factor of 2 is checked by
    /// `PlaygroundScaleTests` in a `GDK_SCALE=2` window.
    func testASnapshotScaledByTwoKeepsTheLayout() {
        let one = render(scale: 1)
        let two = render("scale-2", scale: 2)
        XCTAssertEqual(two.width, 600)
        XCTAssertEqual(two.height, 60)
        XCTAssertTrue(two.pixel(300, trackRow * 2).isClose(to: one.pixel(150, trackRow)))
        XCTAssertTrue(two.pixel(2 * 69, 30).isClose(to: one.pixel(69, 15)), "the lower thumb's centre")
        XCTAssertTrue(two.pixel(2 * 20, trackRow * 2).isClose(to: one.pixel(20, trackRow)), "the track left of it")
    }

    func testZeroAndOnePixelWideAllocationsDrawWithoutNaN() {
        for w: Int32 in [1, 0] {
            gtk_widget_set_size_request(slider.gtkWidget, w, height)
            settle(0.2)
            XCTAssertTrue(slider.positionForValue(0.5).isFinite)
            XCTAssertTrue(slider.valueForPosition(3).isFinite)
        }
        slider.setRange(minimum: 4, maximum: 4)
        settle()
        XCTAssertEqual(slider.valueForPosition(100), 4)
        XCTAssertTrue(slider.positionForValue(4).isFinite)
    }

    /// Centres of the runs of strongly red pixels along `row`.
    private func redRuns(in image: PixelImage, row: Int) -> [Double] {
        var centres: [Double] = []
        var start: Int?
        for x in 0...image.width {
            let red =
                x < image.width
                && {
                    let p = image.pixel(x, row); return p.r > 150 && p.g < 90 && p.b < 90
                }()
            if red, start == nil { start = x }
            if !red, let s = start {
                centres.append(Double(s + x - 1) / 2 + 0.5)
                start = nil
            }
        }
        return centres
    }
}
