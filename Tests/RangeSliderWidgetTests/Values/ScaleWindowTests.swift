// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import Foundation
import GtkTestSupport
import RangeSlider
import XCTest

/// Scales in a real window (``RangeSliderWidget/scale``): real pointer
/// drags and key presses through xdotool, and rendered pixels, on sliders with logarithmic,
/// piecewise and quantile scales.
///
/// A 300 × 30 slider has thumbs 30 px wide and a usable length of 270 px: a thumb's centre at
/// fraction f of the track is at x = 15 + 270 f. Expected values are computed from that
/// geometry and the scale's formula, not from the widget's own inverse (which is checked too).
final class ScaleWindowTests: XCTestCase {
    var slider: RangeSliderWidget!
    var window: TestWindow?
    var events: [RangeSliderEvent] = []

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
        slider = RangeSliderWidget()
        slider.useTutorialColors()
        slider.thumbTintColor = RGBA(red: 1, green: 0, blue: 0)
        slider.addObserver { [unowned self] in self.events.append($0) }
        LogCapture.shared.start()
    }

    override func tearDown() {
        LogCapture.shared.stop()
        window?.close()
        window = nil
        slider = nil
        events = []
    }

    // MARK: - Data and helpers

    /// 2,930 skewed, log-normal-ish house prices (as many as the Ames data set has homes):
    /// median about $163k, a long right tail, rounded to $100, kept within $20k…$780k. A fixed
    /// formula (SplitMix64 and Box–Muller), so every run sees the same data.
    static let prices: [Double] = {
        var state: UInt64 = 2930
        func unit() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) * 0x1p-53
        }
        var prices: [Double] = []
        while prices.count < 2930 {
            let u1 = max(unit(), 1e-300), u2 = unit()
            let normal = (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
            let price = (exp(12 + 0.42 * normal) / 100).rounded() * 100
            if price >= 20_000, price <= 780_000 { prices.append(price) }
        }
        return prices
    }()

    /// Shows the slider alone in a window `width` × `height` and gives the window the keyboard.
    private func show(width: Int32 = 300, height: Int32 = 30) {
        window = TestWindow(child: slider.gtkWidget, width: width, height: height)
        XDoTool.run(["windowfocus", String(window!.xid)])
        settle(0.2)
    }

    private func settle(_ seconds: Double = 0.15) { MainLoop.spin(seconds: seconds) }

    /// A real drag: press at (`fromX`, `y`), move in a few steps to `toX`, release there.
    /// Coordinates are the slider's own pixels.
    private func drag(fromX: Double, toX: Double, y: Double = 15) {
        guard let window else { return XCTFail("no window") }
        let origin = window.childOrigin
        let xid = window.xid
        XCTAssertNotEqual(xid, 0, "not an X11 window")
        XCTAssertEqual(XDoTool.move(window: xid, x: origin.x + fromX, y: origin.y + y), 0, "xdotool failed")
        settle(0.05)
        XDoTool.press()
        settle(0.05)
        for t in [0.3, 0.6, 0.9, 1.0] {
            XDoTool.move(window: xid, x: origin.x + fromX + (toX - fromX) * t, y: origin.y + y)
            settle(0.05)
        }
        XDoTool.release()
        settle(0.1)
    }

    /// A real key press (xdotool) on the focused thumb.
    private func press(_ key: String) {
        XDoTool.run(["key", "--clearmodifiers", key])
        settle(0.08)
    }

    /// Puts `thumb` at `value` (the other thumb at its end of the range), focuses it, presses
    /// `key` and returns the thumb's new value.
    private func value(after key: String, on thumb: Thumb, from value: Double, _ label: String = "") -> Double {
        if thumb == .lower {
            slider.setValues(lower: value, upper: slider.maximumValue)
        } else {
            slider.setValues(lower: slider.minimumValue, upper: value)
        }
        XCTAssertEqual(slider.value(of: thumb), value, "\(label): could not put the \(thumb) thumb at \(value)")
        slider.focus(thumb)
        settle(0.05)
        XCTAssertEqual(slider.focusedThumb, thumb, "\(label): the \(thumb) thumb should have keyboard focus")
        press(key)
        return slider.value(of: thumb)
    }

    /// Renders the slider, saving a screenshot when `name` is given.
    private func render(_ name: String? = nil) -> PixelImage {
        guard let window else { XCTFail("no window"); return PixelImage(width: 0, height: 0, bgra: []) }
        XCTAssertTrue(window.waitForFrame(), "the window drew no frame in time")
        let image = window.render()
        XCTAssertGreaterThan(image.width, 0, "the slider could not be rendered")
        if let name { image.writePNG(to: PixelImage.screenshotDirectory + "/\(name).png") }
        return image
    }

    /// Centres of the red (thumb) runs along row `y`.
    private func thumbCentres(_ image: PixelImage, row y: Int = 15) -> [Double] {
        image.runCentres(row: y) { $0.isRed }
    }

    /// The usable track length and its start, from the window's size alone: thumbs as wide as
    /// the slider is thick (30 px), centred at the ends.
    private func trackFraction(atX x: Double, width: Double = 300, thickness: Double = 30) -> Double {
        (x - thickness / 2) / (width - thickness)
    }

    /// Checks a drag of `thumb` from `pressX` to `releaseX` under `scale` on `min…max`: the value
    /// is the scale's value at the release point's fraction, within one pixel's worth of value;
    /// the widget's inverse agrees; the linear inverse would have been far off; and the thumb is
    /// drawn where the pointer let go. `independent` is the scale's formula written out by the
    /// test (nil: only `SliderScale.value(atFraction:)`).
    private func checkDrag(
        _ thumb: Thumb, from pressX: Double, to releaseX: Double, scale: SliderScale,
        min: Double, max: Double, independent: ((Double) -> Double)?, name: String
    ) {
        // Put the thumb exactly under the press point (a whole pixel), the other at its end.
        let start = slider.valueForPosition(pressX)
        if thumb == .lower {
            slider.setValues(lower: start, upper: max)
        } else {
            slider.setValues(lower: min, upper: start)
        }
        settle(0.05)
        XCTAssertEqual(slider.positionForValue(slider.value(of: thumb)), pressX, accuracy: 1e-6, name)
        let other = slider.value(of: thumb == .lower ? .upper : .lower)

        drag(fromX: pressX, toX: releaseX)
        let got = slider.value(of: thumb)

        let f = trackFraction(atX: releaseX)
        let expected = scale.value(atFraction: f, minimum: min, maximum: max)
        if let independent {
            let formula = independent(f)
            XCTAssertEqual(
                expected, formula, accuracy: 1e-9 * Swift.max(1, abs(formula)),
                "\(name): the scale's value at \(f) is not the formula's")
        }
        let perPixel = abs(
            scale.value(atFraction: trackFraction(atX: releaseX + 0.5), minimum: min, maximum: max)
                - scale.value(atFraction: trackFraction(atX: releaseX - 0.5), minimum: min, maximum: max))
        XCTAssertGreaterThan(perPixel, 0, name)
        XCTAssertEqual(
            got, expected, accuracy: perPixel,
            """
            \(name): released at x \(releaseX) (fraction \(f)): value \(got), the scale \
            predicts \(expected) ± \(perPixel)
            """)
        XCTAssertEqual(
            slider.valueForPosition(releaseX), expected, accuracy: perPixel * 1e-6,
            "\(name): the widget's inverse disagrees with the scale")
        // The test tells the scale apart: the linear inverse lands far outside the tolerance.
        let linear = min + (max - min) * f
        XCTAssertGreaterThan(abs(linear - expected), 20 * perPixel, "\(name): the linear map would pass too")
        XCTAssertEqual(slider.value(of: thumb == .lower ? .upper : .lower), other, "\(name): the other thumb moved")

        // The thumb is drawn where the pointer let go.
        let centres = thumbCentres(render(name))
        XCTAssertEqual(centres.count, 2, "\(name): two thumbs expected, red runs at \(centres)")
        let drawn = thumb == .lower ? centres.first : centres.last
        XCTAssertEqual(
            drawn ?? -1, releaseX, accuracy: 1.5,
            "\(name): the \(thumb) thumb is drawn at \(centres), not at the release x \(releaseX)")
    }

    // MARK: - 1. Drags land on the scale's value

    func testLogScaleDragLandsOnTheValueTheScalePredicts() throws {
        show()
        slider.setRange(minimum: 1, maximum: 100_000)
        try slider.setScale(.logarithmic)
        XCTAssertEqual(slider.geometry.usableTrackLength, 270)
        // value = 1 · 100000^f: equal ratios, equal lengths (54 px per decade).
        let formula: (Double) -> Double = { f in pow(100_000, f) }
        for (thumb, from, to) in [
            (Thumb.lower, 30.0, 52.0), (.lower, 30, 97), (.lower, 30, 143), (.lower, 30, 188),
            (.upper, 270, 262), (.upper, 270, 229), (.upper, 270, 164), (.upper, 270, 111),
        ] {
            checkDrag(
                thumb, from: from, to: to, scale: .logarithmic, min: 1, max: 100_000, independent: formula,
                name: "scale-log-drag-\(thumb)-\(Int(to))")
        }
    }

    func testQuantileScaleDragLandsOnTheValueTheScalePredicts() throws {
        show()
        slider.setRange(minimum: 0, maximum: 800_000)
        let scale = SliderScale.quantile(QuantileScale(values: Self.prices))
        try slider.setScale(scale)
        XCTAssertEqual(slider.geometry.usableTrackLength, 270)
        // (Around x 50, 12 % of the track, the quantile and linear maps cross: no release there.)
        for (thumb, from, to) in [
            (Thumb.lower, 30.0, 80.0), (.lower, 30, 97), (.lower, 30, 143), (.lower, 30, 188),
            (.upper, 270, 262), (.upper, 270, 229), (.upper, 270, 164), (.upper, 270, 111),
        ] {
            checkDrag(
                thumb, from: from, to: to, scale: scale, min: 0, max: 800_000, independent: nil,
                name: "scale-quantile-drag-\(thumb)-\(Int(to))")
        }
        // The quantile scale follows the data: the middle of the track is about the median price.
        let sorted = Self.prices.sorted()
        let median = sorted[sorted.count / 2]
        XCTAssertEqual(slider.valueForPosition(150), median, accuracy: 0.02 * median)
    }

    // MARK: - 2. Keys under each scale

    func testKeysUnderTheLinearScaleAreUnchanged() {
        show()
        slider.setRange(minimum: 0, maximum: 10_000)
        XCTAssertEqual(slider.scale, .linear)
        // Default increments: 1/100 and 1/10 of the range, in value space.
        XCTAssertEqual(value(after: "Right", on: .lower, from: 2000), 2100, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Left", on: .lower, from: 2000), 1900, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Page_Up", on: .lower, from: 2000), 3000, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Page_Down", on: .lower, from: 2000), 1000, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Right", on: .upper, from: 7000), 7100, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Home", on: .lower, from: 2000), 0)
        XCTAssertEqual(value(after: "End", on: .upper, from: 7000), 10_000)
        slider.stepIncrement = 7
        slider.pageIncrement = 70
        XCTAssertEqual(value(after: "Right", on: .lower, from: 2000), 2007, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Page_Down", on: .lower, from: 2000), 1930, accuracy: 1e-9)
    }

    func testKeysUnderTheLogScaleMoveAHundredthAndATenthOfTheTrack() throws {
        show()
        slider.setRange(minimum: 1, maximum: 100_000)
        try slider.setScale(.logarithmic)
        // 1/100 of the track is 10^0.05 (×1.122), 1/10 is 10^0.5 (×3.162), wherever the thumb is.
        for start in [100.0, 10_000] {
            let label = "log from \(start)"
            let right = value(after: "Right", on: .lower, from: start, label)
            XCTAssertEqual(right, start * pow(10, 0.05), accuracy: 1e-9 * start, label)
            XCTAssertEqual(slider.positionForValue(right) - slider.positionForValue(start), 2.7, accuracy: 1e-6, label)
            XCTAssertEqual(
                value(after: "Left", on: .lower, from: start, label), start / pow(10, 0.05), accuracy: 1e-9 * start,
                label)
            let up = value(after: "Page_Up", on: .lower, from: start, label)
            XCTAssertEqual(up, start * pow(10, 0.5), accuracy: 1e-9 * start, label)
            XCTAssertEqual(slider.positionForValue(up) - slider.positionForValue(start), 27, accuracy: 1e-6, label)
            XCTAssertEqual(
                value(after: "Page_Down", on: .upper, from: start, label), start / pow(10, 0.5), accuracy: 1e-9 * start,
                label)
        }
        // Not the linear rule (1/100 of the range: +999.99).
        XCTAssertGreaterThan(abs(value(after: "Right", on: .lower, from: 100) - (100 + 999.99)), 900)
        XCTAssertEqual(value(after: "Home", on: .lower, from: 100), 1)
        XCTAssertEqual(value(after: "End", on: .upper, from: 100), 100_000)
    }

    /// A range over 600 decades, whose ratio `maximum / minimum` overflows a double: 1e-100, 1
    /// and 1e100 are drawn a third, a half and two thirds along the track, and Page Up from the
    /// minimum moves a tenth of the track (to 1e-240), not to the maximum.
    func testLogScaleOverSixHundredDecadesPlacesAndStepsInLogSpace() throws {
        show()
        slider.setRange(minimum: 1e-300, maximum: 1e300)
        try slider.setScale(.logarithmic)
        for (value, x) in [(1e-100, 105.0), (1.0, 150), (1e100, 195)] {
            XCTAssertEqual(slider.positionForValue(value), x, accuracy: 1e-6, "\(value)")
            XCTAssertEqual(slider.valueForPosition(x), value, accuracy: 1e-9 * value, "x \(x)")
        }
        slider.setValues(lower: 1e-100, upper: 1e100)
        let centres = thumbCentres(render("scale-log-600-decades"))
        XCTAssertEqual(centres.count, 2, "red runs at \(centres)")
        XCTAssertEqual(centres.first ?? -1, 105, accuracy: 1.5, "the lower thumb is drawn at \(centres)")
        XCTAssertEqual(centres.last ?? -1, 195, accuracy: 1.5, "the upper thumb is drawn at \(centres)")

        let up = value(after: "Page_Up", on: .lower, from: 1e-300)
        XCTAssertEqual(up, 1e-240, accuracy: 1e-9 * 1e-240)
        XCTAssertEqual(slider.positionForValue(up), 15 + 27, accuracy: 1e-6)
        XCTAssertEqual(value(after: "Page_Down", on: .upper, from: 1e300), 1e240, accuracy: 1e-9 * 1e240)
        XCTAssertEqual(value(after: "Right", on: .lower, from: 1, "Right from 1"), 1e6, accuracy: 1e-9 * 1e6)
    }

    /// Five thumbs on a range over 600 decades: each is drawn a sixth of the track from the
    /// next (1e-200 … 1e200), and Page Up / Page Down on the middle thumb move it a tenth of the
    /// track in log space (1 to 1e60 and back), not to an end.
    func testFiveThumbsOnALogScaleOverSixHundredDecadesSitAndStepInLogSpace() throws {
        show()
        slider.setRange(minimum: 1e-300, maximum: 1e300)
        try slider.setScale(.logarithmic)
        let values = [1e-200, 1e-100, 1.0, 1e100, 1e200]
        slider.setValues(values)
        XCTAssertEqual(slider.thumbValues, values)
        let expected = (1...5).map { 15 + 270 * Double($0) / 6 }
        for (value, x) in zip(values, expected) {
            XCTAssertEqual(slider.positionForValue(value), x, accuracy: 1e-6, "\(value)")
        }
        let centres = thumbCentres(render("scale-log-600-decades-five-thumbs"))
        XCTAssertEqual(centres.count, 5, "red runs at \(centres)")
        for (centre, x) in zip(centres, expected) {
            XCTAssertEqual(centre, x, accuracy: 1.5, "thumbs drawn at \(centres)")
        }

        slider.focus(index: 2)
        settle(0.05)
        XCTAssertEqual(gtk_widget_has_focus(slider.thumbWidgets[2]), 1, "the middle thumb has the keyboard focus")
        press("Page_Up")
        XCTAssertEqual(slider.thumbValues[2], 1e60, accuracy: 1e-9 * 1e60, "Page Up from 1")
        press("Page_Down")
        press("Page_Down")
        XCTAssertEqual(slider.thumbValues[2], 1e-60, accuracy: 1e-9 * 1e-60, "Page Down twice from 1e60")
        XCTAssertEqual(
            Array(slider.thumbValues[0...1]) + Array(slider.thumbValues[3...4]),
            [1e-200, 1e-100, 1e100, 1e200], "the other thumbs stay")
    }

    func testAppSetIncrementsAreValueStepsUnderTheLogScale() throws {
        show()
        slider.setRange(minimum: 1, maximum: 100_000)
        try slider.setScale(.logarithmic)
        slider.stepIncrement = 50
        XCTAssertEqual(value(after: "Right", on: .lower, from: 100), 150, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Left", on: .lower, from: 100), 50, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Right", on: .upper, from: 10_000), 10_050, accuracy: 1e-9)
        // The page was not set by the app: still 1/10 of the track.
        XCTAssertEqual(value(after: "Page_Up", on: .lower, from: 100), 100 * pow(10, 0.5), accuracy: 1e-7)
        slider.pageIncrement = 1000
        XCTAssertEqual(value(after: "Page_Up", on: .lower, from: 100), 1100, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Page_Down", on: .upper, from: 5000), 4000, accuracy: 1e-9)
        // Back to the defaults: fractions of the track again.
        slider.useDefaultIncrements()
        XCTAssertEqual(value(after: "Right", on: .lower, from: 100), 100 * pow(10, 0.05), accuracy: 1e-9)
    }

    /// noUiSlider's `range: {min: 0, '10%': [500, 500], '50%': [4000, 1000], max: 10000}`: the
    /// first tenth of the track covers 0…500 continuously, the next four tenths 500…4000 in steps
    /// of 500, the second half 4000…10000 in steps of 1000.
    static let noUiSliderScale = SliderScale.piecewise(
        PiecewiseScale(breakpoints: [
            ScaleBreakpoint(fraction: 0.1, value: 500, step: 500),
            ScaleBreakpoint(fraction: 0.5, value: 4000, step: 1000),
        ]))

    func testPiecewiseSegmentStepsWinForTheArrows() throws {
        show()
        slider.setRange(minimum: 0, maximum: 10_000)
        try slider.setScale(Self.noUiSliderScale)
        // Arrows move by the segment's step (going down from a breakpoint, the segment below).
        XCTAssertEqual(value(after: "Right", on: .lower, from: 500), 1000)
        XCTAssertEqual(value(after: "Right", on: .lower, from: 2000), 2500)
        XCTAssertEqual(value(after: "Left", on: .lower, from: 2000), 1500)
        XCTAssertEqual(value(after: "Right", on: .upper, from: 4000), 5000)
        XCTAssertEqual(value(after: "Left", on: .upper, from: 4000), 3500)
        XCTAssertEqual(value(after: "Left", on: .upper, from: 8000), 7000)
        // The first segment has no step: 1/100 of the track there is 50.
        XCTAssertEqual(value(after: "Right", on: .lower, from: 200), 250, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Left", on: .lower, from: 500), 450, accuracy: 1e-9)
        // Pages: 1/10 of the track, then snapped to the step of the segment it lands in.
        // 200 is at 0.04 of the track; 0.14 is 850, in 500…4000 (step 500): 1000.
        XCTAssertEqual(value(after: "Page_Up", on: .lower, from: 200), 1000, accuracy: 1e-9)
        // 1000 is at 0.1 + 0.4 · 500/3500 ≈ 0.157; 0.057 is 285.7…, in the continuous segment.
        XCTAssertEqual(
            value(after: "Page_Down", on: .lower, from: 1000), 500 * (0.1 + 0.4 * 500 / 3500 - 0.1) / 0.1,
            accuracy: 1e-6)
        // An app-set step does not override a segment's step, only the stepless first segment.
        slider.stepIncrement = 100
        XCTAssertEqual(value(after: "Right", on: .lower, from: 2000), 2500)
        XCTAssertEqual(value(after: "Right", on: .lower, from: 200), 300, accuracy: 1e-9)
        XCTAssertEqual(value(after: "Home", on: .lower, from: 2000), 0)
        XCTAssertEqual(value(after: "End", on: .upper, from: 2000), 10_000)
    }

    func testKeysUnderTheQuantileScaleMoveAHundredthAndATenthOfTheTrack() throws {
        show()
        slider.setRange(minimum: 0, maximum: 800_000)
        let scale = SliderScale.quantile(QuantileScale(values: Self.prices))
        try slider.setScale(scale)
        for x in [69.0, 150, 231] {
            let start = slider.valueForPosition(x)
            let f = scale.fraction(of: start, minimum: 0, maximum: 800_000)
            let label = "quantile from \(start) (x \(x))"
            let right = value(after: "Right", on: .lower, from: start, label)
            XCTAssertEqual(
                right, scale.value(atFraction: f + 0.01, minimum: 0, maximum: 800_000), accuracy: 1e-6, label)
            XCTAssertEqual(slider.positionForValue(right) - x, 2.7, accuracy: 1e-6, label)
            XCTAssertNotEqual(right, start + 8000, accuracy: 100, "\(label): the linear step")
            let left = value(after: "Left", on: .upper, from: start, label)
            XCTAssertEqual(slider.positionForValue(left) - x, -2.7, accuracy: 1e-6, label)
            let up = value(after: "Page_Up", on: .lower, from: start, label)
            XCTAssertEqual(up, scale.value(atFraction: f + 0.1, minimum: 0, maximum: 800_000), accuracy: 1e-6, label)
            XCTAssertEqual(slider.positionForValue(up) - x, 27, accuracy: 1e-6, label)
            let down = value(after: "Page_Down", on: .upper, from: start, label)
            XCTAssertEqual(slider.positionForValue(down) - x, -27, accuracy: 1e-6, label)
        }
        XCTAssertEqual(value(after: "Home", on: .lower, from: 150_000), 0)
        XCTAssertEqual(value(after: "End", on: .upper, from: 150_000), 800_000)
    }

    // MARK: - 3. Marks snap where they are drawn

    func testMarksSnapWhereTheyAreDrawnUnderTheLogScale() throws {
        slider.setRange(minimum: 1, maximum: 100_000)
        try slider.setScale(.logarithmic)
        let markValues = [10.0, 100, 1000, 10_000]
        slider.marks = markValues.map { SliderMark(value: $0, label: String(Int($0))) }
        show()
        XCTAssertEqual(slider.geometry.usableTrackLength, 270)
        slider.setValues(lower: slider.valueForPosition(30), upper: 100_000)
        // Find the ticks in the pixels, below the band (rows 31…37).
        let image = render("scale-log-marks")
        let ticks = image.runCentres(row: 33) { $0.a > 100 && $0.luminance < 150 }
        XCTAssertEqual(ticks.count, 4, "four ticks expected, found \(ticks)")
        guard ticks.count == 4 else { return }
        for (tick, mark) in zip(ticks, markValues) {
            // Log: 10^k sits at 15 + 270 · k/5 (x 69, 123, 177, 231).
            let x = 15 + 270 * log10(mark) / 5
            XCTAssertEqual(tick, x, accuracy: 1, "the tick for \(mark) is drawn at \(tick), the scale puts it at \(x)")
        }
        // Released a few pixels from a drawn tick: the value is the mark's.
        drag(fromX: 30, toX: (ticks[1] + 3).rounded())
        XCTAssertEqual(slider.lowerValue, 100, "released 3 px right of the tick for 100")
        drag(fromX: slider.positionForValue(slider.lowerValue).rounded(), toX: (ticks[2] - 4).rounded())
        XCTAssertEqual(slider.lowerValue, 1000, "released 4 px left of the tick for 1000")
        slider.setValues(lower: 1, upper: slider.valueForPosition(270))
        drag(fromX: 270, toX: (ticks[3] + 4).rounded())
        XCTAssertEqual(slider.upperValue, 10_000, "released 4 px right of the tick for 10000")
        // Released further away: no snap, the scale's value at the release point.
        slider.setValues(lower: slider.valueForPosition(30), upper: 100_000)
        let far = (ticks[1] + 12).rounded()
        drag(fromX: 30, toX: far)
        let expected = pow(100_000, trackFraction(atX: far))
        XCTAssertNotEqual(slider.lowerValue, 100, "released 12 px from the tick for 100: no snap")
        XCTAssertEqual(slider.lowerValue, expected, accuracy: expected * 0.05, "released at x \(far)")
        let centres = thumbCentres(render("scale-log-marks-far"))
        XCTAssertEqual(centres.first ?? -1, far, accuracy: 1.5, "the thumb is drawn where it was let go: \(centres)")
    }

    // MARK: - 4. The warped histogram

    /// The histogram's bars, read back from the pixels: for each non-empty bin drawn at least
    /// 3 px wide, its measured height above the track's top (from the topmost opaque pixel in
    /// its middle column).
    private struct MeasuredBar {
        let bin: Int; let start: Double; let end: Double; let height: Double; let expected: Double
    }

    /// Renders a 600 × 70 slider over $0…$800k with the prices' histogram (24 bins) under
    /// `scale`; checks bar heights against `expectedFraction(bin, length)` (its share of the
    /// tallest) and the gaps at the bin edges against `positionForValue(edge)`.
    private func histogramBars(
        scale: SliderScale, name: String,
        expectedFraction: (_ histogram: Histogram, _ lengths: [Double]) -> [Double]
    ) throws -> [MeasuredBar] {
        slider.setRange(minimum: 0, maximum: 800_000)
        slider.setValues(lower: 0, upper: 800_000)  // every bar inside the span: opaque highlight
        slider.setHistogram(values: Self.prices, binCount: 24)
        try slider.setScale(scale)
        if window == nil { show(width: 600, height: 70) }
        settle(0.1)
        let image = render(name)
        XCTAssertEqual(image.width, 600)
        XCTAssertEqual(image.height, 70)
        guard let histogram = slider.histogram, image.width == 600 else { return [] }
        XCTAssertEqual(histogram.totalCount, Self.prices.count)
        // Band y 40…70; the track's top at 40 + 30/3.5; the tallest bar's top at y 2.
        let trackTop = 40 + 30 / 3.5
        let available = trackTop - 2
        let positions = histogram.edges.map { slider.positionForValue($0) }
        let lengths = (0..<histogram.binCount).map { positions[$0 + 1] - positions[$0] }
        let fractions = expectedFraction(histogram, lengths)
        var bars: [MeasuredBar] = []
        for bin in 0..<histogram.binCount where histogram.counts[bin] > 0 && lengths[bin] >= 3 {
            let column = Int(((positions[bin] + positions[bin + 1]) / 2).rounded(.down))
            guard let top = (0..<Int(trackTop)).first(where: { image.pixel(column, $0).a > 128 }) else {
                XCTFail("\(name): no bar drawn for bin \(bin) at x \(column)")
                continue
            }
            let expected = max(1, available * fractions[bin])
            let bar = MeasuredBar(
                bin: bin, start: positions[bin], end: positions[bin + 1], height: trackTop - Double(top),
                expected: expected)
            XCTAssertEqual(
                bar.height, expected, accuracy: 1.5,
                """
                \(name): bin \(bin) (count \(histogram.counts[bin]), x \
                \(positions[bin])…\(positions[bin + 1])) is \(bar.height) px tall, expected \
                \(expected)
                """)
            bars.append(bar)
        }
        // Bar edges: a 1 px gap at each bin edge between two bars at least 4 px wide, centred
        // within a pixel of positionForValue(edge). Row 47 is covered by every bar; it lies in
        // the band, so the thumbs (x 0…30 and 570…600) cover it too: edges there are skipped.
        let gaps = image.runCentres(row: 47) { $0.a < 40 }
        for edge in 1..<histogram.binCount
        where histogram.counts[edge - 1] > 0 && histogram.counts[edge] > 0 && lengths[edge - 1] >= 4
            && lengths[edge] >= 4
            && positions[edge] > 32 && positions[edge] < 568
        {
            let nearest = gaps.min { abs($0 - positions[edge]) < abs($1 - positions[edge]) } ?? -100
            XCTAssertEqual(
                nearest, positions[edge], accuracy: 1,
                "\(name): no gap at the edge \(histogram.edge(edge)), drawn at x \(positions[edge]) (gaps at \(gaps))")
        }
        return bars
    }

    func testTheHistogramFollowsTheCountsUnderLinearAndIsFlatUnderQuantile() throws {
        // Linear: heights follow the counts; bins of equal value width are equally long.
        let linear = try histogramBars(scale: .linear, name: "scale-histogram-linear") { histogram, _ in
            (0..<histogram.binCount).map { histogram.heightFraction(ofBin: $0) }
        }
        XCTAssertEqual(
            linear.count, 24 - (slider.histogram?.counts.filter { $0 == 0 }.count ?? 0),
            "every non-empty bin is 23.75 px wide under the linear scale")
        let histogram = try XCTUnwrap(slider.histogram)
        // Quantile: heights by count per pixel, the same for bins holding enough data (a bin's
        // length is 98 % its share of the data, 2 % its share of the range).
        let quantileScale = SliderScale.quantile(QuantileScale(values: Self.prices))
        let quantile = try histogramBars(scale: quantileScale, name: "scale-histogram-quantile") { histogram, lengths in
            let densities = (0..<histogram.binCount).map {
                lengths[$0] > 0 ? Double(histogram.counts[$0]) / lengths[$0] : 0
            }
            let top = densities.max() ?? 1
            return densities.map { $0 / top }
        }
        // "Nearly flat": every bin with at least 1 % of the data is within 85 % of the tallest.
        let busy = Set((0..<histogram.binCount).filter { histogram.counts[$0] * 100 >= histogram.totalCount })
        XCTAssertGreaterThanOrEqual(busy.count, 8)
        let flat = quantile.filter { busy.contains($0.bin) }
        XCTAssertEqual(flat.count, busy.count, "every busy bin is drawn wide enough to measure under quantile")
        let tallest = flat.map(\.height).max() ?? 0
        for bar in flat {
            XCTAssertGreaterThanOrEqual(
                bar.height, 0.85 * tallest, "quantile: bin \(bar.bin) is \(bar.height) px, the tallest \(tallest)")
        }
        // Under linear the same bins are far from flat: the test tells the two apart.
        let linearBusy = linear.filter { busy.contains($0.bin) }.map(\.height)
        XCTAssertLessThan(
            linearBusy.min() ?? 0, 0.5 * (linearBusy.max() ?? 0), "linear heights should follow the counts")
        // And the bars moved: under quantile the busy middle of the data takes most of the track.
        let medianBin = try XCTUnwrap(histogram.bin(containing: 160_000))
        let linearWidth =
            try XCTUnwrap(linear.first { $0.bin == medianBin }).end - (linear.first { $0.bin == medianBin }?.start ?? 0)
        let quantileWidth =
            try XCTUnwrap(quantile.first { $0.bin == medianBin }).end
            - (quantile.first { $0.bin == medianBin }?.start ?? 0)
        XCTAssertGreaterThan(
            quantileWidth, 2.5 * linearWidth,
            "the median's bin is \(linearWidth) px under linear, \(quantileWidth) px under quantile")
    }

    // MARK: - 5. Refusal and fallback

    func testLogScaleOnARangeFromZeroIsRefusedAndNothingMoves() {
        show()
        slider.setRange(minimum: 0, maximum: 100)
        slider.setValues(lower: 20, upper: 80)
        settle(0.2)
        let before = render("scale-refused-before")
        let positions = (slider.positionForValue(20), slider.positionForValue(80))
        let counts = (slider.invalidationCount, slider.layoutCount)
        events = []
        XCTAssertThrowsError(try slider.setScale(.logarithmic)) { error in
            XCTAssertEqual(error as? ScaleError, .logarithmicNeedsPositiveMinimum(0))
        }
        settle(0.2)
        XCTAssertEqual(slider.scale, .linear, "the old scale is kept")
        XCTAssertEqual(slider.lowerValue, 20)
        XCTAssertEqual(slider.upperValue, 80)
        XCTAssertEqual(slider.positionForValue(20), positions.0)
        XCTAssertEqual(slider.positionForValue(80), positions.1)
        XCTAssertTrue(events.isEmpty, "no events: \(events)")
        XCTAssertEqual(slider.invalidationCount, counts.0, "no redraw queued")
        XCTAssertEqual(slider.layoutCount, counts.1, "no relayout")
        let after = render("scale-refused-after")
        let difference = PixelDifference(before, after, tolerance: 0)
        XCTAssertEqual(difference.differing, 0, "the pixels changed: \(difference)")
    }

    func testARangeFromZeroWhileLogarithmicMapsLinearlyAndWarns() throws {
        show()
        slider.setRange(minimum: 1, maximum: 100)
        try slider.setScale(.logarithmic)
        XCTAssertEqual(slider.positionForValue(10), 150, accuracy: 1e-9, "log: 10 is half way from 1 to 100")
        XCTAssertTrue(LogCapture.shared.messages.isEmpty, "\(LogCapture.shared.messages)")
        slider.setRange(minimum: 0, maximum: 50)
        slider.setValues(lower: 10, upper: 40)
        settle(0.2)
        XCTAssertEqual(slider.scale, .logarithmic, "the scale is kept, and maps linearly until the range fits")
        XCTAssertTrue(
            LogCapture.shared.messages.contains { $0.contains("logarithmic") && $0.contains("linearly") },
            "a warning expected: \(LogCapture.shared.messages)")
        for v in [0.0, 1e-300, 0.5, 10, 25, 40, 50] {
            let x = slider.positionForValue(v)
            XCTAssertTrue(x.isFinite, "position of \(v) is \(x)")
            XCTAssertEqual(x, 15 + 270 * v / 50, accuracy: 1e-9, "linear position of \(v)")
        }
        for x in [0.0, 15, 100, 150, 285, 300] {
            let v = slider.valueForPosition(x)
            XCTAssertTrue(v.isFinite && v >= 0 && v <= 50, "value at \(x) is \(v)")
        }
        let centres = thumbCentres(render("scale-log-fallback"))
        XCTAssertEqual(centres.count, 2, "\(centres)")
        XCTAssertEqual(centres.first ?? -1, 15 + 270 * 10 / 50, accuracy: 1.5)
        XCTAssertEqual(centres.last ?? -1, 15 + 270 * 40 / 50, accuracy: 1.5)
        // A drag maps linearly too, without NaN.
        drag(fromX: 69, toX: 123)
        XCTAssertEqual(slider.lowerValue, 20, accuracy: 50.0 / 270)
        // Back to a positive range: logarithmic again.
        slider.setRange(minimum: 1, maximum: 100)
        XCTAssertEqual(slider.positionForValue(10), 150, accuracy: 1e-9)
    }
}

extension RangeSliderWidget {
    fileprivate func value(of thumb: Thumb) -> Double { thumb == .lower ? lowerValue : upperValue }
}
