// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import GtkTestSupport
import XCTest

/// The colour picker and progress examples, run as a person would: separate processes in the
/// Xvfb display, checked through their screenshots and output.
final class ExampleTests: XCTestCase {
    override func setUpWithError() throws {
        if let problem = GtkTestEnvironment.displayProblem {  // X11 (Xvfb) or Wayland (weston)
            XCTFail(problem)
            throw XCTSkip("no display")
        }
    }

    private func product(_ name: String) throws -> String {
        guard let path = BuiltProduct.path(name) else {
            XCTFail("\(name) is not built next to the tests (run swift build --build-tests)")
            throw XCTSkip("not built")
        }
        return path
    }

    private func count(_ image: PixelImage, _ match: (PixelImage.Pixel) -> Bool) -> Int {
        var n = 0
        for y in 0..<image.height { for x in 0..<image.width where match(image.pixel(x, y)) { n += 1 } }
        return n
    }

    func testColourPickerShowsSkinnedSlidersAndThePickedColour() throws {
        let png = PixelImage.screenshotDirectory + "/colour-picker.png"
        try? FileManager.default.removeItem(atPath: png)
        let child = try ChildProcess(try product("colour-picker"), ["--colour", "10,200,30", "--screenshot", png])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        XCTAssertFalse(
            child.errorOutput.contains("cannot load slider image"),
            "every skin in data/skins loads: \(child.errorOutput)")
        let image = try XCTUnwrap(PixelImage(contentsOfPNG: png))
        XCTAssertEqual(image.width, 560)
        // The swatch: a large area of exactly the picked colour.
        XCTAssertGreaterThan(count(image) { $0.r == 10 && $0.g == 200 && $0.b == 30 }, 8_000)
        // The skins: red, green and blue tracks and thumbs.
        XCTAssertGreaterThan(count(image) { $0.r > 180 && $0.g < 90 && $0.b < 90 }, 150, "red skin")
        XCTAssertGreaterThan(count(image) { $0.g > 150 && $0.r < 110 && $0.b < 170 && $0.b > 80 }, 150, "green skin")
        XCTAssertGreaterThan(count(image) { $0.b > 180 && $0.r < 110 && $0.g < 160 }, 150, "blue skin")
    }

    func testColourPickerUsesThe2xImagesAtScaleFactorTwo() throws {
        let dir = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The red slider's thumb: red at 1×, blue at 2×; nothing else pure red or blue.
        TestImages.solid(dir + "/thumb-red.png", width: 28, height: 28, TestImages.red)
        TestImages.solid(dir + "/thumb-red@2x.png", width: 56, height: 56, TestImages.blue)
        let isRed = { (p: PixelImage.Pixel) in p.r == 255 && p.g == 0 && p.b == 0 && p.a == 255 }
        let isBlue = { (p: PixelImage.Pixel) in p.r == 0 && p.g == 0 && p.b == 255 && p.a == 255 }
        for scale in [1, 2] {
            let png = PixelImage.screenshotDirectory + "/colour-picker-test-skin-\(scale)x.png"
            try? FileManager.default.removeItem(atPath: png)
            let child = try ChildProcess(
                try product("colour-picker"), ["--skin-directory", dir, "--colour", "0,128,0", "--screenshot", png],
                environment: ["GDK_SCALE": String(scale)])
            XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
            let image = try XCTUnwrap(PixelImage(contentsOfPNG: png))
            XCTAssertEqual(image.width, 560 * scale, "rendered at the scale factor")
            if scale == 1 {
                XCTAssertEqual(count(image, isRed), 28 * 28, "the 1× thumb, pixel for pixel")
                XCTAssertEqual(count(image, isBlue), 0)
            } else {
                XCTAssertEqual(count(image, isBlue), 56 * 56, "the @2x thumb, one bitmap pixel per device pixel")
                XCTAssertEqual(count(image, isRed), 0, "not the 1× thumb magnified")
            }
        }
    }

    func testColourPickerWithMissingSkinsNamesTheFilesAndKeepsWorking() throws {
        let png = PixelImage.screenshotDirectory + "/colour-picker-no-skins.png"
        try? FileManager.default.removeItem(atPath: png)
        let child = try ChildProcess(
            try product("colour-picker"),
            ["--skin-directory", "/nonexistent/skins", "--colour", "10,200,30", "--screenshot", png])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        XCTAssertTrue(
            child.errorOutput.contains("cannot load slider image /nonexistent/skins/thumb-red.png: no such file"),
            child.errorOutput)
        let image = try XCTUnwrap(PixelImage(contentsOfPNG: png))
        XCTAssertGreaterThan(count(image) { $0.r == 10 && $0.g == 200 && $0.b == 30 }, 8_000, "the picker still works")
        // The drawn (tutorial) look: the theme's accent-coloured highlight.
        XCTAssertGreaterThan(
            count(image) { $0.b > 200 && $0.r < 80 && $0.g > 100 && $0.g < 160 }, 300, "the drawn look instead of skins"
        )
    }

    func testProgressDemoAnimatesToOne() throws {
        let png = PixelImage.screenshotDirectory + "/progress-demo.png"
        try? FileManager.default.removeItem(atPath: png)
        let child = try ChildProcess(
            try product("progress-demo"), ["--start", "--duration", "0.6", "--screenshot", png])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        XCTAssertTrue(child.outputLines.contains("progress finished: 1.0"), "\(child.outputLines) \(child.errorOutput)")
        XCTAssertFalse(child.errorOutput.contains("cannot load slider image"), child.errorOutput)
        let image = try XCTUnwrap(PixelImage(contentsOfPNG: png))
        // The skinned bar is full: orange from the left to the end cap on the right.
        let orange = { (p: PixelImage.Pixel) in p.r > 200 && p.g > 80 && p.g < 200 && p.b < 90 }
        let rows = (0..<image.height).filter { y in (0..<image.width).filter { orange(image.pixel($0, y)) }.count > 300
        }
        XCTAssertFalse(rows.isEmpty, "no full orange fill")
        if let row = rows.first {
            let xs = (0..<image.width).filter { orange(image.pixel($0, row)) }
            XCTAssertLessThan(xs.first ?? 999, 40)
            XCTAssertGreaterThan(xs.last ?? 0, image.width - 45, "filled up to the end cap")
        }
    }

    func testProgressDemoWithoutStartStaysAtZero() throws {
        let png = PixelImage.screenshotDirectory + "/progress-demo-idle.png"
        try? FileManager.default.removeItem(atPath: png)
        let child = try ChildProcess(try product("progress-demo"), ["--screenshot", png])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        XCTAssertFalse(child.outputLines.contains { $0.hasPrefix("progress finished") })
        let image = try XCTUnwrap(PixelImage(contentsOfPNG: png))
        let orange = { (p: PixelImage.Pixel) in p.r > 200 && p.g > 80 && p.g < 200 && p.b < 90 }
        XCTAssertLessThan(count(image, orange), 60, "at most the sliver under the end cap")
    }
}

/// The opening-hours example: a four-thumb slider with a histogram and hour ticks, run as its
/// own process.
final class OpeningHoursDemoTests: XCTestCase {
    func testOpeningHoursDemoShowsTwoShiftsHighlighted() throws {
        if let problem = GtkTestEnvironment.displayProblem {
            XCTFail(problem)
            throw XCTSkip("no display")
        }
        guard let path = BuiltProduct.path("opening-hours-demo") else {
            return XCTFail("opening-hours-demo is not built")
        }
        let png = PixelImage.screenshotDirectory + "/opening-hours-demo.png"
        try? FileManager.default.removeItem(atPath: png)
        let child = try ChildProcess(path, ["--hours", "8,12,13,17.5", "--screenshot", png])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        XCTAssertEqual(child.outputLines.first, "Open 08:00–12:00 and 13:00–17:30")
        let image = try XCTUnwrap(PixelImage(contentsOfPNG: png))
        // The blue rows: the histogram's highlighted bars, then (lowest) the track. Along the
        // track: two blue runs (the shifts), grey between them; above it, bars separated by gaps.
        let blue = { (p: PixelImage.Pixel) in p.b > 180 && p.r < 120 }
        let rows = (0..<image.height).filter { y in (0..<image.width).contains { blue(image.pixel($0, y)) } }
        func runs(_ row: Int) -> Int {
            var runs = 0, inside = false
            for x in 0..<image.width {
                let b = blue(image.pixel(x, row))
                if b && !inside { runs += 1 }
                inside = b
            }
            return runs
        }
        let track = try XCTUnwrap(rows.last, "no highlight") - 3
        XCTAssertEqual(runs(track), 2, "the two shifts highlighted on the track, alternate pattern")
        XCTAssertGreaterThan(rows.map(runs).max() ?? 0, 8, "the histogram's highlighted bars above the track")
        let bad = try ChildProcess(path, ["--hours", "8,12,13"])
        XCTAssertEqual(bad.wait(timeout: 30), 64, "a bad option exits with a usage error")
    }
}
