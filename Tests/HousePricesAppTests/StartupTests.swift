// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import GtkTestSupport
import XCTest

/// Start-up work cut for the first frame (docs/performance.md, "Start-up"): what it must not
/// change. The time itself is the benchmark's (`range-slider-bench --only startup`).
extension HousePricesAppTests {
    /// The first frame with data builds one screenful of list rows; every row follows it.
    func testTheListOffersOneScreenfulFirstThenEveryHome() throws {
        try requireDisplay()
        let child = try ChildProcess(
            app, ["--screenshot", screenshotPath("house-prices-startup-rows"), "--size", "1000x760", "--debug-report"])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        // At most 760 px (the default height) ÷ 24 px rows and 4 spare (36 rows); fewer when the
        // window had its first layout before the data came (the list's own height then). Then
        // all 2,930.
        let slots = try XCTUnwrap(
            last("List slots: ", in: child.outputLines), child.outputLines.joined(separator: "\n"))
        let first = try XCTUnwrap(Int(slots.prefix { $0.isNumber }))
        XCTAssertTrue((8...36).contains(first), slots)
        XCTAssertTrue(slots.hasSuffix(" for the first frame, then 2930"), slots)
        XCTAssertEqual(
            last("List: ", in: child.outputLines)?.hasPrefix("2930 rows; "), true, "the count is every home throughout")
    }

    /// The status pages ("no homes match", "cannot use this data") are not built with the
    /// window: only the page that is shown, when it is first shown.
    func testStatusPagesAreBuiltOnFirstUse() throws {
        try requireDisplay()
        let cases: [(String, [String], String)] = [
            ("list", [], "loading, list"),
            ("empty", ["--max-price", "60000", "--min-area", "4000"], "loading, list, empty"),
            ("error", ["--data", "/nonexistent/homes.csv"], "loading, list, error"),
        ]
        for (page, arguments, held) in cases {
            let child = try ChildProcess(app, arguments + ["--quit-after-first-frame", "--debug-report"])
            XCTAssertEqual(child.wait(timeout: 30), page == "error" ? 1 : 0, child.errorOutput)
            let shown = child.outputLines.filter { $0.hasPrefix("Page shown: ") }
            XCTAssertEqual(shown.first, "Page shown: loading; the stack holds: loading, list", "\(page): \(shown)")
            XCTAssertEqual(shown.last, "Page shown: \(page); the stack holds: \(held)", "\(page): \(shown)")
        }
    }

    /// A status page built on first use looks exactly as one built with the window
    /// (`HOUSE_PRICES_EAGER_STATUS_PAGES=1`), in the light and the dark style.
    func testStatusPagesLookTheSameBuiltOnFirstUse() throws {
        try requireDisplay()
        let cases: [(String, [String])] = [
            ("empty", ["--max-price", "60000", "--min-area", "4000"]),
            ("error", ["--data", "/nonexistent/homes.csv"]),
        ]
        for (page, arguments) in cases {
            for (style, environment) in [("light", [String: String]()), ("dark", ["GTK_THEME": "Adwaita:dark"])] {
                var images: [PixelImage] = []
                for eager in ["0", "1"] {
                    let png = screenshotPath("house-prices-\(page)-page-\(style)-eager\(eager)")
                    var env = environment
                    env["HOUSE_PRICES_EAGER_STATUS_PAGES"] = eager
                    let child = try ChildProcess(
                        app, arguments + ["--screenshot", png, "--size", "900x600", "--debug-report"],
                        environment: env)
                    XCTAssertEqual(child.wait(timeout: 30), page == "error" ? 1 : 0, child.errorOutput)
                    let held = eager == "1" ? "loading, list, empty, error" : "loading, list, \(page)"
                    XCTAssertEqual(last("Page shown: ", in: child.outputLines), "\(page); the stack holds: \(held)")
                    images.append(try XCTUnwrap(PixelImage(contentsOfPNG: png), "no PNG at \(png)"))
                }
                XCTAssertEqual(
                    differingPixels(images[0], images[1]), 0,
                    "\(page), \(style): pixels that differ between the page built late and early")
            }
        }
    }

    /// The first file starts loading before GTK and libadwaita start, and the window adopts
    /// that load; a file opened later is loaded by the window, as before.
    func testTheFirstFileLoadsWhileTheAppStarts() throws {
        try requireDisplay()
        let other = try write("price,area\n100000,1000\n200000,2000\n", named: "two.csv")
        let child = try ChildProcess(
            app, ["--quit-after-first-frame", "--debug-report", "--debug-action", "win.open-file::" + other])
        XCTAssertEqual(child.wait(timeout: 40), 0, child.errorOutput)
        XCTAssertEqual(
            child.outputLines.filter { $0.hasPrefix("Data load: ") },
            ["Data load: begun before the window was built", "Data load: begun by the window"])
        XCTAssertEqual(
            child.outputLines.filter { $0.hasPrefix("Showing ") },
            ["Showing 2930 of 2930 homes", "Showing 2 of 2 homes"])
    }

    /// The app adds no icon resource path of its own (it has no resources): GTK's and
    /// libadwaita's are the only ones, the latter added as the icon theme is created, so the
    /// theme loads once, not twice.
    func testTheIconThemeHasOnlyLibadwaitasResourcePath() throws {
        try requireDisplay()
        let child = try ChildProcess(app, ["--quit-after-first-frame", "--debug-report"])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        XCTAssertEqual(
            last("Icon theme resource paths: ", in: child.outputLines),
            "/org/gtk/libgtk/icons/ /org/gnome/Adwaita/icons")
    }

    /// Without GTK's own theme parsed first, the window looks exactly as it did with it, in
    /// the light and the dark style.
    func testWindowLooksTheSameWithGtkThemeParsed() throws {
        try requireDisplay()
        for (name, environment) in [("light", [String: String]()), ("dark", ["GTK_THEME": "Adwaita:dark"])] {
            var images: [PixelImage] = []
            for parse in ["0", "1"] {
                let png = screenshotPath("house-prices-theme-\(name)-parse\(parse)")
                var env = environment
                env["HOUSE_PRICES_PARSE_GTK_THEME"] = parse
                let child = try ChildProcess(app, ["--screenshot", png, "--size", "900x600"], environment: env)
                XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
                images.append(try XCTUnwrap(PixelImage(contentsOfPNG: png), "no PNG at \(png)"))
            }
            XCTAssertEqual(
                differingPixels(images[0], images[1]), 0, "\(name): pixels that differ between the two starts")
        }
    }

    /// How many pixels of two screenshots differ, or nil when their sizes do.
    func differingPixels(_ a: PixelImage, _ b: PixelImage) -> Int? {
        guard a.width == b.width, a.height == b.height, a.bgra.count == b.bgra.count else { return nil }
        var differing = 0
        for i in stride(from: 0, to: a.bgra.count, by: 4) where a.bgra[i..<i + 4] != b.bgra[i..<i + 4] {
            differing += 1
        }
        return differing
    }
}
