// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import GtkTestSupport
import XCTest

/// The playground executable, run as a person would: a separate process in the Xvfb display.
final class PlaygroundTests: XCTestCase {
    var playground: String!

    override func setUpWithError() throws {
        if let problem = GtkTestEnvironment.displayProblem {  // X11 (Xvfb) or Wayland (weston)
            XCTFail(problem)
            throw XCTSkip("no display")
        }
        guard let path = BuiltProduct.path("range-slider-playground") else {
            XCTFail("range-slider-playground is not built next to the tests (run swift build --build-tests)")
            throw XCTSkip("not built")
        }
        playground = path
    }

    func testDemoTurnsTheHighlightRed() throws {
        let png = PixelImage.screenshotDirectory + "/playground-demo.png"
        try? FileManager.default.removeItem(atPath: png)
        let child = try ChildProcess(playground, ["--demo", "--screenshot", png])
        XCTAssertEqual(child.wait(timeout: 20), 0, child.errorOutput)
        guard let image = PixelImage(contentsOfPNG: png) else { return XCTFail("no screenshot at \(png)") }
        XCTAssertGreaterThan(image.width, 300)
        // Somewhere along the slider's track (top of the window, below GTK's own header bar
        // on Wayland, where the window draws its title bar), red highlight pixels.
        var red = 0
        for y in 10..<min(image.height, 110) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image.pixel(x, y)
                if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 }
            }
        }
        XCTAssertGreaterThan(red, 100, "the demo should have turned the highlight red")
    }

    func testWithoutDemoTheHighlightStaysBlue() throws {
        let png = PixelImage.screenshotDirectory + "/playground.png"
        let child = try ChildProcess(playground, ["--screenshot", png])
        XCTAssertEqual(child.wait(timeout: 20), 0, child.errorOutput)
        let image = try XCTUnwrap(PixelImage(contentsOfPNG: png))
        var red = 0
        for y in 10..<60 {
            for x in 0..<image.width { let p = image.pixel(x, y); if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 } }
        }
        XCTAssertEqual(red, 0)
    }

    /// `--mode` puts the slider in that mode and the Mode drop-down shows it (its handler reports
    /// the choice); an unknown mode is a usage error.
    func testTheModeOptionIsShownInTheModeDropDown() throws {
        let png = PixelImage.screenshotDirectory + "/playground-single.png"
        let child = try ChildProcess(playground, ["--mode", "single", "--values", "0.4", "--screenshot", png])
        XCTAssertEqual(child.wait(timeout: 20), 0, child.errorOutput)
        XCTAssertTrue(child.outputLines.contains("Set Mode: single"), "\(child.outputLines)")
        let bad = try ChildProcess(playground, ["--mode", "twin"])
        XCTAssertNotEqual(bad.wait(timeout: 20), 0)
        XCTAssertTrue(bad.errorOutput.contains("--mode: 'twin' is not range, single or progress"), bad.errorOutput)
    }

    /// Starts the playground and finds its window by title.
    private func launch() throws -> (ChildProcess, String) {
        let child = try ChildProcess(playground, [])
        var xid = ""
        for _ in 0..<100 {
            let search = Process()
            search.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            search.arguments = ["xdotool", "search", "--onlyvisible", "--name", "Range Slider Playground"]
            let out = Pipe()
            search.standardOutput = out
            try search.run()
            search.waitUntilExit()
            xid =
                String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .split(separator: "\n").first.map(String.init) ?? ""
            if !xid.isEmpty { break }
            usleep(100_000)
        }
        XCTAssertFalse(xid.isEmpty, "playground window not found")
        usleep(500_000)
        return (child, xid)
    }

    func testBehaviourControlsReachTheSlider() throws {
        let (child, xid) = try launch()
        defer { child.process.terminate(); child.wait(timeout: 5) }
        // The right-hand column of the default 900-wide window: switches at x 736.
        for y in [308, 80] {  // "Drag the span", then "Vertical" (which moves the rows below)
            XDoTool.run(["mousemove", "--window", xid, "736", String(y), "click", "1"])
            usleep(300_000)
        }
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { $0.contains("Set Vertical: on") },
            "output: \(child.outputLines) stderr: \(child.errorOutput)")
        XCTAssertTrue(child.outputLines.contains("Set Drag the span: on"), "\(child.outputLines)")
        // Now vertical: the slider is 30 px wide and centred at the top; dragging the span
        // (between the thumbs, at y 20 + 15 + 190 × 0.5) moves both thumbs.
        XDoTool.run(["mousemove", "--window", xid, "450", "130"])
        usleep(100_000)
        XDoTool.press()
        for y in [140, 150, 149] { usleep(60_000); XDoTool.run(["mousemove", "--window", xid, "450", String(y)]) }
        usleep(100_000)
        XDoTool.release()
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { $0.contains { $0.hasPrefix("Range slider value changed: (") } },
            "\(child.outputLines)")
        let last = try XCTUnwrap(child.outputLines.last { $0.hasPrefix("Range slider value changed: (") })
        let numbers = last.dropFirst("Range slider value changed: (".count).dropLast().split(separator: " ").compactMap
        { Double($0) }
        XCTAssertEqual(numbers.count, 2, last)
        XCTAssertEqual(
            (numbers.last ?? 0) - (numbers.first ?? 0), 0.6, accuracy: 1e-9, "both thumbs moved together: \(last)")
        XCTAssertGreaterThan(numbers.first ?? 0, 0.2, last)
    }

    func testADragPrintsTheTutorialsLogLine() throws {
        let (child, xid) = try launch()
        defer { child.process.terminate(); child.wait(timeout: 5) }
        // The slider spans x 20…880 (default 900-wide window, 20 px margins), 30 px high at
        // y 20: usable length 860 − 30 = 830. Lower thumb at 0.2: 20 + 15 + 830 × 0.2 = 201.
        XDoTool.run(["mousemove", "--window", xid, "201", "35"])
        usleep(100_000)
        XDoTool.press()
        for x in [210, 230, 250, 270, 284] {
            usleep(50_000)
            XDoTool.run(["mousemove", "--window", xid, String(x), "35"])
        }
        usleep(100_000)
        XDoTool.release()
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { $0.contains { $0.hasPrefix("Range slider value changed: (") } },
            "no log line; output: \(child.outputLines) stderr: \(child.errorOutput)")
        let last = try XCTUnwrap(child.outputLines.last { $0.hasPrefix("Range slider value changed: (") })
        // 83 px of an 830 px usable track = 0.1 → (0.3 0.8)
        let numbers = last.dropFirst("Range slider value changed: (".count).dropLast().split(separator: " ").compactMap
        { Double($0) }
        XCTAssertEqual(numbers.count, 2, last)
        XCTAssertEqual(numbers.first ?? 0, 0.3, accuracy: 1e-9, last)
        XCTAssertEqual(numbers.last ?? 0, 0.8, accuracy: 1e-9, last)
    }
}

/// A real HiDPI window: GDK_SCALE=2 doubles the device pixels, and the slider is drawn at the
/// device resolution.
final class PlaygroundScaleTests: XCTestCase {
    func testScaleFactorTwoWindowIsCapturedAndDrawnAtDoubleResolution() throws {
        guard GtkTestEnvironment.displayProblem == nil,
            let playground = BuiltProduct.path("range-slider-playground")
        else {
            return XCTFail("needs the display and the built playground")
        }
        let one = PixelImage.screenshotDirectory + "/playground-scale-1.png"
        let two = PixelImage.screenshotDirectory + "/playground-scale-2.png"
        XCTAssertEqual(try ChildProcess(playground, ["--screenshot", one]).wait(timeout: 20), 0)
        XCTAssertEqual(
            try ChildProcess(playground, ["--screenshot", two], environment: ["GDK_SCALE": "2"]).wait(timeout: 20), 0)
        let a = try XCTUnwrap(PixelImage(contentsOfPNG: one)), b = try XCTUnwrap(PixelImage(contentsOfPNG: two))
        XCTAssertEqual(b.width, 2 * a.width)
        XCTAssertEqual(b.height, 2 * a.height)
        // The lower thumb's centre row: blue highlight right of it at the same logical places.
        let logicalY = 35, logicalX = 400
        let p1 = a.pixel(logicalX, logicalY), p2 = b.pixel(2 * logicalX, 2 * logicalY)
        XCTAssertTrue(p2.isClose(to: p1, tolerance: 20), "same colour at the same logical point: \(p1) vs \(p2)")
        // Crisp: along the thumb's curved edge the 2 × 2 blocks are not uniform.
        var nonUniform = 0
        for y in stride(from: 40, to: 100, by: 2) {
            for x in stride(from: 360, to: 440, by: 2) {
                let q = [b.pixel(x, y), b.pixel(x + 1, y), b.pixel(x, y + 1), b.pixel(x + 1, y + 1)]
                if q.contains(where: { abs($0.luminance - q[0].luminance) > 25 }) { nonUniform += 1 }
            }
        }
        XCTAssertGreaterThan(nonUniform, 10, "the 2× window looks like a magnified 1× image")
    }
}
