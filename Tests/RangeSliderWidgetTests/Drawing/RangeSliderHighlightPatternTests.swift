// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
import XCTest

/// The highlight pattern drawn in a real window: a four-thumb slider (10, 30, 60, 90 over
/// 0…100, 430 px wide: value v at x = 15 + 4v) under a histogram 40 px high, in the theme's
/// colours. Each stretch is judged by whether its pixels are nearer the highlight colour than
/// the track's (the gloss and shading tint both alike), on the track and on the histogram's
/// bars (50 bins of 8 px with a 1 px gap at every even value: the samples avoid them).
final class RangeSliderHighlightPatternTests: XCTestCase {
    var slider: RangeSliderWidget!
    var window: TestWindow!
    let strip: Int32 = 40

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
        slider = RangeSliderWidget()
        slider.setRange(minimum: 0, maximum: 100)
        slider.setValues([10, 30, 60, 90])
        slider.histogram = Histogram(counts: Array(repeating: 10, count: 50), lowerBound: 0, upperBound: 100)
        slider.histogramHeight = strip
        window = TestWindow(child: slider.gtkWidget, width: 430, height: 30 + strip)
        MainLoop.spin(seconds: 0.2)
    }

    override func tearDown() {
        window?.close()
        window = nil
        slider = nil
    }

    func x(_ value: Double) -> Int { Int(15 + 4 * value) }

    /// Whether `pixel` is nearer (channel distance) `highlight` than `other`.
    func nearer(_ pixel: PixelImage.Pixel, to highlight: RGBA, than other: RGBA) -> Bool {
        func distance(_ c: RGBA) -> Int {
            let p = PixelImage.Pixel(red: c.red, green: c.green, blue: c.blue)
            return abs(p.r - pixel.r) + abs(p.g - pixel.g) + abs(p.b - pixel.b)
        }
        return distance(highlight) < distance(other)
    }

    /// For each value in `samples`, whether the track (upper half, above the gloss) and the
    /// histogram bar there are highlighted.
    func highlighted(_ samples: [Double], name: String, scale: Int = 1) -> [(track: Bool, bar: Bool)] {
        MainLoop.spin(seconds: 0.1)
        let image = window.render(scale: Double(scale))
        image.writePNG(to: PixelImage.screenshotDirectory + "/highlight-pattern-\(name).png")
        let trackY = scale * (Int(strip) + 11), barY = scale * (Int(strip) - 8)
        let highlight = slider.trackHighlightTintColor, track = slider.trackTintColor
        let muted = slider.histogramColor ?? slider.defaultHistogramColor
        return samples.map { v in
            (
                nearer(image.pixel(scale * x(v) + scale / 2, trackY), to: highlight, than: track),
                nearer(
                    image.pixel(scale * x(v) + scale / 2, barY), to: slider.histogramHighlightColor ?? highlight,
                    than: muted)
            )
        }
    }

    func testEachPatternHighlightsItsStretchesOnTheTrackAndTheHistogram() {
        // Before the first thumb, in each of the three gaps, after the last.
        let samples: [Double] = [5, 21, 45, 75, 95]
        let expected: [(HighlightPattern, [Bool])] = [
            (.betweenEachPair, [false, true, true, true, false]),
            (.alternate, [false, true, false, true, false]),
            (.outer, [true, false, false, false, true]),
            (.none, [false, false, false, false, false]),
        ]
        for (pattern, wanted) in expected {
            slider.highlightPattern = pattern
            let seen = highlighted(samples, name: pattern.rawValue)
            XCTAssertEqual(seen.map(\.track), wanted, "\(pattern): track at \(samples)")
            XCTAssertEqual(seen.map(\.bar), wanted, "\(pattern): histogram at \(samples)")
        }
    }

    func testTheDefaultPatternHighlightsFromTheFirstThumbToTheLastAtAnyCount() {
        for values in [[40.0], [20, 70], [10, 30, 50, 70, 90]] {
            slider.setValues(values)
            let seen = highlighted([5, 15, 45, 85, 95], name: "default-\(values.count)")
            let wanted = [5.0, 15, 45, 85, 95].map {
                values.count > 1 && $0 > values[0] && $0 < values[values.count - 1]
            }
            XCTAssertEqual(seen.map(\.track), wanted, "\(values)")
            XCTAssertEqual(seen.map(\.bar), wanted, "\(values)")
        }
    }

    func testTheHighlightFollowsTheThemesDarkVariant() {
        slider.highlightPattern = .alternate
        DarkTheme.prefer()
        defer { DarkTheme.restore() }
        MainLoop.spin(seconds: 0.2)
        let seen = highlighted([21, 45, 75], name: "alternate-dark")
        XCTAssertEqual(seen.map(\.track), [true, false, true])
        XCTAssertEqual(seen.map(\.bar), [true, false, true])
    }

    /// Five thumbs with ticks, drawn at scale 2, light and dark: the pattern's stretches and
    /// nothing else, on the track and the bars.
    func testFiveThumbsWithTicksAtScaleTwoInLightAndDark() {
        slider.setValues([10, 30, 50, 70, 90])
        slider.tickSettings = TickSettings(mode: .everyStep(10))
        gtk_widget_set_size_request(window.window, 430, 30 + strip + 24)
        let samples: [Double] = [5, 21, 41, 61, 79, 95]
        let expected: [(HighlightPattern, [Bool])] = [
            (.alternate, [false, true, false, true, false, false]),
            (.outer, [true, false, false, false, false, true]),
        ]
        for dark in [false, true] {
            if dark { DarkTheme.prefer() }
            defer { if dark { DarkTheme.restore() } }
            for (pattern, wanted) in expected {
                slider.highlightPattern = pattern
                let seen = highlighted(samples, name: "five-\(pattern.rawValue)-scale2\(dark ? "-dark" : "")", scale: 2)
                XCTAssertEqual(seen.map(\.track), wanted, "\(pattern), dark \(dark): track")
                XCTAssertEqual(seen.map(\.bar), wanted, "\(pattern), dark \(dark): histogram")
            }
        }
    }
}
