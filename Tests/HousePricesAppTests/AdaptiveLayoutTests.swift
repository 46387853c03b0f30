// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import GtkTestSupport
import HousingData
import XCTest

/// The narrow layout (libadwaita 1.4 and later): a window of 360 × 640 keeps its size and its
/// sliders inside it, and shows the side panel of more filters over the list; a
/// person opens the filters, unchecks a neighbourhood, drags a price thumb with the pointer and
/// reads the count, which a naive recount of the CSV's text confirms. With libadwaita 1.2
/// (Debian 12) there is no narrow layout: the window reports that its wide layout stays, and
/// the narrow part is skipped.
extension HousePricesAppTests {
    /// The `Layout: …` line the window printed last.
    func layoutLine(_ lines: [String]) -> String? { lines.last { $0.hasPrefix("Layout: ") } }

    /// Skips the test where the app was built without breakpoints (libadwaita before 1.4),
    /// after checking that the window says its wide layout stays.
    func requireBreakpoints(_ child: ChildProcess) throws {
        let line = try XCTUnwrap(layoutLine(child.outputLines), "no Layout line: \(child.outputLines.prefix(5))")
        if line.contains("no breakpoints") {
            XCTAssertTrue(line.hasPrefix("Layout: wide"), line)
            XCTAssertFalse(child.outputLines.contains { $0.hasPrefix("Layout: narrow") })
            throw XCTSkip(
                "built with a libadwaita without AdwBreakpoint (before 1.4): the window keeps its wide layout (\(line))"
            )
        }
    }

    /// The window's size, from the last `Window: WxH` line.
    func windowSize(_ lines: [String]) -> (Int, Int)? {
        let parts = last("Window: ", in: lines)?.split(separator: "x").compactMap { Int($0) } ?? []
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    /// Whether `point` lies inside a window of `size`.
    func inside(_ point: (Int, Int)?, _ size: (Int, Int)) -> Bool {
        guard let point else { return false }
        return point.0 >= 0 && point.0 < size.0 && point.1 >= 0 && point.1 < size.1
    }

    func testANarrowWindowShowsTheFiltersOverTheListAndTheyFilter() throws {
        let (child, xid) = try startWindow(["--size", "360x640"])
        try requireBreakpoints(child)
        XCTAssertTrue(
            child.waitForOutput(timeout: 10) { self.layoutLine($0) == "Layout: narrow, filters over the list" },
            """
            the narrow layout did not apply: \
            \(child.outputLines.filter { $0.hasPrefix("Layout") || $0.hasPrefix("Window") })
            """)
        // Everything a person needs stays on screen: both sliders' thumbs, the preset button
        // and More Filters (in the bottom bar); the price track keeps most of the width (the
        // entries give way). The window reports its geometry again whenever a track moves:
        // wait for the last report to settle inside the window.
        func thumbsInside(_ lines: [String]) -> Bool {
            guard let size = self.windowSize(lines) else { return false }
            return ["Price", "Secondary"].allSatisfy { name in
                let thumbs = lines.last { $0.hasPrefix("\(name) thumbs:") }
                return ["lower", "upper"].allSatisfy { self.inside(self.point($0, in: thumbs), size) }
            }
        }
        _ = child.waitForOutput(timeout: 5, thumbsInside)
        usleep(300_000)
        let size = try XCTUnwrap(windowSize(child.outputLines))
        XCTAssertTrue(
            size.0 <= 360 && size.0 >= 340 && abs(size.1 - 640) <= 20,
            "the window keeps the size asked for (its content fits): \(size)")
        XCTAssertFalse(
            child.errorOutput.contains("exceeds"),
            "the narrow layout's content asks for more than the window's width: \(child.errorOutput)")
        let lines = child.outputLines
        for name in ["Price", "Secondary"] {
            let thumbs = lines.last { $0.hasPrefix("\(name) thumbs:") }
            for field in ["lower", "upper"] {
                XCTAssertTrue(
                    inside(point(field, in: thumbs), size), "\(name) \(field) outside the window: \(thumbs ?? "none")")
            }
        }
        XCTAssertTrue(inside(point("at", in: lines.last { $0.hasPrefix("Preset button:") }), size))
        let toggle = try XCTUnwrap(point("at", in: lines.last { $0.hasPrefix("More filters toggle:") }))
        XCTAssertTrue(inside(toggle, size))
        XCTAssertGreaterThan(toggle.1, size.1 - 60, "More Filters is in the bottom bar: \(toggle)")
        let priceThumbs = lines.last { $0.hasPrefix("Price thumbs:") }
        let lower = try XCTUnwrap(point("lower", in: priceThumbs)),
            upper = try XCTUnwrap(point("upper", in: priceThumbs))
        XCTAssertGreaterThan(upper.0 - lower.0, 250, "a price track across most of the window: \(priceThumbs ?? "")")

        // Open the filters: the panel slides over the list, inside the window, and the window
        // keeps its width.
        try openSidePanel(child, xid, until: "Choice box neighborhood North Ames:")
        usleep(300_000)
        XCTAssertEqual(layoutLine(child.outputLines), "Layout: narrow, filters over the list")
        XCTAssertTrue(windowSize(child.outputLines).map { $0 == size } ?? false, "the panel does not widen the window")
        let box = try XCTUnwrap(
            point("at", in: child.outputLines.last { $0.hasPrefix("Choice box neighborhood North Ames:") }))
        XCTAssertTrue(inside(box, size), "the neighbourhood's check box is on screen: \(box)")
        XCTAssertLessThan(
            box.0, size.0 / 2, "the panel covers most of the list's width, not a 260-pixel strip at its end: \(box)")

        let rows = try Self.amesRows()
        XDoTool.run(["mousemove", "--window", xid, String(box.0), String(box.1)])
        usleep(150_000)
        XDoTool.click()
        let outsideNorthAmes = rows.filter { $0.hood != "North Ames" }
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { self.statusLines($0).last?.0 == outsideNorthAmes.count },
            "the count should leave North Ames out: \(child.outputLines.suffix(6))")

        // A price thumb, dragged with the pointer: the count follows.
        drag(xid, from: upper, by: -(upper.0 - lower.0) / 2)
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { lines in (self.priceRange(lines)?.1 ?? .infinity) < 755_000 },
            "the upper thumb did not move: \(child.outputLines.suffix(5))")
        usleep(300_000)
        let (low, high) = try XCTUnwrap(priceRange(child.outputLines))
        let expected = outsideNorthAmes.filter { $0.price >= low && $0.price <= high }.count
        XCTAssertLessThan(expected, outsideNorthAmes.count, "the drag left some homes out")
        XCTAssertEqual(statusLines(child.outputLines).last.map { "\($0.0) of \($0.1)" }, "\(expected) of 2930")
        XCTAssertEqual(
            last("Count: ", in: child.outputLines), HousingFormat.matchCount(expected, of: 2930),
            "the count the window shows")
    }

    /// Widening the narrow window puts the panel back beside the list, still shown.
    func testWideningTheNarrowWindowPutsThePanelBesideTheList() throws {
        let (child, xid) = try startWindow(["--size", "360x640"])
        try requireBreakpoints(child)
        XCTAssertTrue(
            child.waitForOutput(timeout: 10) { self.layoutLine($0) == "Layout: narrow, filters over the list" })
        try openSidePanel(child, xid, until: "Choice box neighborhood North Ames:")
        XDoTool.run(["windowsize", xid, "1000", "700"])
        XCTAssertTrue(
            child.waitForOutput(timeout: 10) { self.layoutLine($0) == "Layout: wide, filters beside the list" },
            String(
                describing: child.outputLines.filter {
                    $0.hasPrefix("Layout") || $0.hasPrefix("Window") || $0.hasPrefix("Side panel")
                }))
        XCTAssertEqual(
            child.outputLines.last { $0.hasPrefix("Side panel: ") }, "Side panel: shown", "the filters stay open")
    }
}

extension HousePricesAppTests {
    /// The window at 1000 × 760 (the panel beside the list) and at 360 × 640 (narrow; once
    /// more with the panel over the list), light and dark, as PNGs in the screenshot folder
    /// (`house-prices-layout-SIZE-STYLE.png`) to be looked at. Each keeps the size asked for
    /// and reports its layout; the dark ones have a dark list.
    func testNarrowAndWideScreenshotsInLightAndDark() throws {
        try requireDisplay()
        let runs: [(size: String, style: String, panel: Bool, layout: String)] = [
            ("1000x760", "light", true, "Layout: wide, filters beside the list"),
            ("1000x760", "dark", true, "Layout: wide, filters beside the list"),
            ("360x640", "light", false, "Layout: narrow, filters over the list"),
            ("360x640", "dark", false, "Layout: narrow, filters over the list"),
            ("360x640", "light", true, "Layout: narrow, filters over the list"),
        ]
        for run in runs {
            let name = "house-prices-layout-\(run.size)-\(run.style)\(run.panel ? "-filters" : "")"
            let png = screenshotPath(name)
            let environment = run.style == "dark" ? ["ADW_DEBUG_COLOR_SCHEME": "prefer-dark"] : [:]
            let child = try ChildProcess(
                app,
                ["--size", run.size, "--screenshot", png, "--debug-report"]
                    + (run.panel ? ["--debug-show-panel"] : []), environment: environment)
            XCTAssertEqual(child.wait(timeout: 60), 0, "\(name): \(child.errorOutput)")
            if run.size == "360x640" { try requireBreakpoints(child) }
            let layout = try XCTUnwrap(layoutLine(child.outputLines), name)
            if layout.contains("no breakpoints") {
                XCTAssertTrue(layout.hasPrefix("Layout: wide"), "\(name): \(layout)")
            } else {
                XCTAssertEqual(layout, run.layout, name)
            }
            let asked = run.size.split(separator: "x").compactMap { Int($0) }
            let shown = try XCTUnwrap(windowSize(child.outputLines), name)
            XCTAssertTrue(
                shown.0 <= asked[0] && shown.0 >= asked[0] - 20 && abs(shown.1 - asked[1]) <= 20,
                "\(name): the window keeps the size asked for (the content fits): \(shown)")
            if run.panel {
                XCTAssertEqual(child.outputLines.last { $0.hasPrefix("Side panel: ") }, "Side panel: shown", name)
            }
            let image = try XCTUnwrap(PixelImage(contentsOfPNG: png), name)
            let header = try XCTUnwrap(point("", in: "=" + (last("Header price: ", in: child.outputLines) ?? "")), name)
            let offset = try XCTUnwrap(
                point("", in: "=" + (last("Surface offset: ", in: child.outputLines) ?? "")), name)
            let background = modalGrey(image, below: header.1 - offset.1 + 14)
            if run.style == "dark" {
                XCTAssertLessThan(background, 80, "\(name): a dark list")
            } else {
                XCTAssertGreaterThan(background, 200, "\(name): a light list")
            }
        }
    }
}
