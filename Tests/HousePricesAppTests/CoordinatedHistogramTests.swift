// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import GtkTestSupport
import HousePricesCore
import HousingData
import XCTest

/// Coordinated filters in the real window: dragging the living-area slider reshapes the price histogram
/// (the homes inside the living-area range), changes the neighbourhoods' counts and the count
/// line. The oracle is counted here from the CSV's text, home by home.
extension HousePricesAppTests {
    /// The Ames file's homes as (neighbourhood, price, living area), read naively (quoted
    /// fields hold no commas in this file).
    static func amesRows() throws -> [(hood: String, price: Double, area: Double)] {
        let text = try String(contentsOfFile: amesPath, encoding: .utf8)
        let lines = text.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "\"", with: "")
            }
        }
        let header = lines[0]
        let (h, p, a) = (
            header.firstIndex(of: "neighborhood")!, header.firstIndex(of: "price")!,
            header.firstIndex(of: "living_area_sqft")!
        )
        return lines.dropFirst().map { ($0[h], Double($0[p])!, Double($0[a]) ?? .nan) }
    }

    /// Naive oracle: `homes`' prices in the price slider's bins (64 equal bins from the
    /// cheapest to the dearest of `all`), found by walking up the edges.
    static func priceBars(
        of homes: [(hood: String, price: Double, area: Double)],
        among all: [(hood: String, price: Double, area: Double)]
    ) -> [Int] {
        let (minPrice, maxPrice) = (all.map(\.price).min()!, all.map(\.price).max()!)
        var bars = [Int](repeating: 0, count: 64)
        for home in homes {
            var bin = 0
            while bin < 63 && home.price >= minPrice + (maxPrice - minPrice) * Double(bin + 1) / 64 { bin += 1 }
            bars[bin] += 1
        }
        return bars
    }

    /// The numbers of a `NAME: a,b,c` field (`inside=…`).
    func numbers(_ field: String, in line: String?) -> [Int]? {
        guard let line, let part = line.split(separator: " ").first(where: { $0.hasPrefix(field + "=") }) else {
            return nil
        }
        return part.dropFirst(field.count + 1).split(separator: ",").compactMap { Int($0) }
    }

    /// `[x] North Ames=240 | …` as names and counts.
    func choiceCounts(_ line: String?) -> [String: Int] {
        guard let line else { return [:] }
        var counts: [String: Int] = [:]
        for item in line.components(separatedBy: " | ") {
            let text = item.dropFirst(4)  // "[x] "
            guard let eq = text.lastIndex(of: "="), let n = Int(text[text.index(after: eq)...]) else { continue }
            counts[String(text[..<eq])] = n
        }
        return counts
    }

    /// Where the header of the file's own column `name` is, once the list has the file's six
    /// columns laid out (a report right after the columns change can come before their layout,
    /// with every header at the list's corner).
    func fileColumnHeader(_ name: String, of child: ChildProcess, timeout: Double = 20) throws -> (Int, Int) {
        XCTAssertTrue(
            child.waitForOutput(timeout: timeout) { lines in
                lines.contains { $0.hasPrefix("Header \(name): ") }
                    && lines.contains { line in
                        line.hasPrefix("Column widths: ") && line.split(separator: " ").dropFirst(2).count == 6
                            && !line.split(separator: " ").contains("0")
                    }
            },
            String(
                describing: child.outputLines.filter {
                    $0.hasPrefix("List columns") || $0.hasPrefix("Coordinated") || $0.hasPrefix("Column widths")
                }))
        return try XCTUnwrap(point("", in: "=" + (last("Header \(name): ", in: child.outputLines) ?? "")))
    }

    /// Waits for the coordinated histograms, clicks the header bar's More Filters toggle, and
    /// waits until the window reports a line starting with `shown` (the panel's geometry).
    func openSidePanel(_ child: ChildProcess, _ xid: String, until shown: String) throws {
        XCTAssertTrue(
            child.waitForOutput(timeout: 20) { $0.contains("Coordinated histograms: on") },
            "the side panel was not built: \(child.outputLines.suffix(5))")
        let toggle = try XCTUnwrap(point("at", in: child.outputLines.last { $0.hasPrefix("More filters toggle:") }))
        XDoTool.run(["mousemove", "--window", xid, String(toggle.0), String(toggle.1)])
        usleep(150_000)
        XDoTool.click()
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { $0.contains { $0.hasPrefix(shown) } },
            "the side panel did not show: \(child.outputLines.suffix(5))")
    }

    func testDraggingLivingAreaReshapesThePriceHistogramAndTheNeighbourhoodCounts() throws {
        let (child, xid) = try startWindow()
        XCTAssertTrue(
            child.waitForOutput(timeout: 20) { $0.contains("Coordinated histograms: on") },
            "the histograms under the other filter were not built: \(child.outputLines.suffix(5))")
        let rows = try Self.amesRows()
        let before = choiceCounts(last("Choices neighborhood: ", in: child.outputLines))
        XCTAssertEqual(before.values.reduce(0, +), 2930, "every home before the drag")
        let allInside = try XCTUnwrap(numbers("inside", in: last("Histogram price: ", in: child.outputLines)))

        let thumbs = child.outputLines.last { $0.hasPrefix("Secondary thumbs:") }
        let upper = try XCTUnwrap(point("upper", in: thumbs))
        drag(xid, from: upper, by: -300) {
            XCTAssertTrue(
                child.waitForOutput(timeout: 5) { self.statusLines($0).count > 1 },
                "the count should change while dragging: \(child.outputLines.suffix(5))")
        }
        usleep(300_000)
        let lines = child.outputLines
        let range = try XCTUnwrap(last("Secondary range: ", in: lines)).split(separator: " ").map { Double($0) }
        XCTAssertEqual(range.count, 2)
        let low = range[0] ?? -.infinity, high = try XCTUnwrap(range[1], "the upper thumb moved")
        XCTAssertLessThan(high, 5_000, "below the largest living area (5,642 sq ft)")

        // Naive oracle: the homes inside the living-area range, binned as the price slider
        // draws (64 equal bins from the cheapest to the dearest home).
        let passing = rows.filter { $0.area >= low && $0.area <= high }
        let bars = Self.priceBars(of: passing, among: rows)
        let inside = try XCTUnwrap(numbers("inside", in: last("Histogram price: ", in: lines)))
        XCTAssertEqual(
            inside, bars, "the price histogram's highlighted bars are the homes inside the living-area range")
        XCTAssertEqual(
            numbers("outside", in: last("Histogram price: ", in: lines)), [Int](repeating: 0, count: 64),
            "no price filter: no muted price bar")
        XCTAssertNotEqual(inside, allInside, "the drag changed the price histogram")
        XCTAssertEqual(
            last("Price histogram drawn: ", in: lines), bars.map(String.init).joined(separator: ","),
            "the slider draws those bars")
        XCTAssertEqual(statusLines(lines).last.map { "\($0.0) of \($0.1)" }, "\(passing.count) of 2930")
        XCTAssertEqual(last("Coordinated count: ", in: lines), "\(passing.count)")

        // The neighbourhoods' counts follow: the homes of each inside the range.
        let after = choiceCounts(last("Choices neighborhood: ", in: lines))
        XCTAssertEqual(
            after,
            Dictionary(grouping: passing, by: \.hood).mapValues(\.count).merging(before.mapValues { _ in 0 }) { a, _ in
                a
            })
        XCTAssertNotEqual(after, before)
    }
}

extension HousePricesAppTests {
    /// The side panel's neighbourhood list: unchecking North Ames with the pointer leaves its
    /// homes out of the count, the list and the price histogram; Ctrl+R checks it again.
    func testUncheckingANeighbourhoodFiltersTheListCountAndHistogram() throws {
        let (child, xid) = try startWindow(["--min-area", "1500", "--max-area", "2600"])
        let width = last("Window: ", in: child.outputLines)
        try openSidePanel(child, xid, until: "Choice box neighborhood North Ames:")
        XCTAssertEqual(last("Window: ", in: child.outputLines), width, "the panel does not widen the window")
        usleep(300_000)
        let box = try XCTUnwrap(
            point("at", in: child.outputLines.last { $0.hasPrefix("Choice box neighborhood North Ames:") }))
        let rows = try Self.amesRows()
        let inRange = rows.filter { $0.area >= 1500 && $0.area <= 2600 }
        XCTAssertEqual(statusLines(child.outputLines).last.map(\.0), inRange.count)
        // Shown, the panel's labels have the counts inside the area range, counted here.
        let shown = try XCTUnwrap(last("Panel shows neighborhood: ", in: child.outputLines)).components(
            separatedBy: " | ")
        let labels = Dictionary(
            uniqueKeysWithValues: shown.map { item in
                (
                    String(item[..<item.lastIndex(of: "=")!]),
                    String(item[item.index(after: item.lastIndex(of: "=")!)...])
                )
            })
        XCTAssertEqual(
            labels,
            Dictionary(grouping: rows, by: \.hood).mapValues { homes in
                String(homes.filter { $0.area >= 1500 && $0.area <= 2600 }.count)
            })

        XDoTool.run(["mousemove", "--window", xid, String(box.0), String(box.1)])
        usleep(150_000)
        XDoTool.click()
        let passing = inRange.filter { $0.hood != "North Ames" }
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { self.statusLines($0).last?.0 == passing.count },
            "the count should leave North Ames out: \(child.outputLines.suffix(6))")
        usleep(300_000)
        let lines = child.outputLines
        XCTAssertEqual(last("Choice neighborhood: ", in: lines), "\(Set(rows.map(\.hood)).count - 1) values")
        let choices = choiceCounts(last("Choices neighborhood: ", in: lines))
        XCTAssertEqual(
            choices["North Ames"], inRange.filter { $0.hood == "North Ames" }.count,
            "its count stays, under the other filters")
        XCTAssertTrue(last("Choices neighborhood: ", in: lines)?.contains("[ ] North Ames=") ?? false)
        XCTAssertFalse(last("List: ", in: lines)?.contains("North Ames") ?? true, "the first row is not in North Ames")
        XCTAssertTrue(
            last("List: ", in: lines)?.hasPrefix("\(passing.count) rows") ?? false, "\(last("List: ", in: lines) ?? "")"
        )
        // The price histogram: the homes in range outside North Ames.
        let bars = Self.priceBars(of: passing, among: rows)
        XCTAssertEqual(numbers("inside", in: last("Histogram price: ", in: lines)), bars)

        // Ctrl+R: every home, every neighbourhood checked.
        XDoTool.run(["key", "--window", xid, "ctrl+r"])
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { self.statusLines($0).last?.0 == 2930 },
            "Ctrl+R shows every home: \(child.outputLines.suffix(6))")
        usleep(300_000)
        XCTAssertFalse(last("Choices neighborhood: ", in: child.outputLines)?.contains("[ ]") ?? true)
        XCTAssertTrue(
            child.outputLines.contains { $0.hasPrefix("Filter neighborhood: picks") },
            "North Ames was left out on the way")
        XCTAssertEqual(last("Filter neighborhood: ", in: child.outputLines), "all")
    }
}

extension HousePricesAppTests {
    /// The price presets count under every other filter, the side panel's too: with North
    /// Ames unchecked, each preset's count leaves its homes out, as the price histogram does.
    func testPresetCountsFollowTheSidePanelsChoices() throws {
        let (child, xid) = try startWindow(["--min-area", "1500", "--max-area", "2600"])
        let button = try XCTUnwrap(point("at", in: child.outputLines.last { $0.hasPrefix("Preset button:") }))
        try openSidePanel(child, xid, until: "Choice box neighborhood North Ames:")
        usleep(300_000)
        let box = try XCTUnwrap(
            point("at", in: child.outputLines.last { $0.hasPrefix("Choice box neighborhood North Ames:") }))
        let rows = try Self.amesRows()
        let passing = rows.filter { $0.area >= 1500 && $0.area <= 2600 && $0.hood != "North Ames" }
        XDoTool.run(["mousemove", "--window", xid, String(box.0), String(box.1)])
        usleep(150_000)
        XDoTool.click()
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { self.statusLines($0).last?.0 == passing.count },
            "the count should leave North Ames out: \(child.outputLines.suffix(6))")
        XDoTool.run(["mousemove", "--window", xid, String(button.0), String(button.1)])
        usleep(150_000)
        XDoTool.click()
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { $0.contains { $0.hasPrefix("Preset menu: ") } },
            "\(child.outputLines.suffix(6))")
        let menu = try XCTUnwrap(last("Preset menu: ", in: child.outputLines)).components(separatedBy: " | ")
        let prices = rows.map(\.price).sorted()
        let presets = PricePresets.quartiles(sortedPrices: prices)
        XCTAssertEqual(menu.count, presets.count, "\(menu)")
        for (label, preset) in zip(menu, presets) {
            let v = preset.values(minimum: prices.first!, maximum: prices.last!)
            let naive = passing.filter { $0.price >= v.lower && $0.price <= v.upper }.count
            XCTAssertEqual(label, preset.menuLabel(count: naive))
        }
    }
}

extension HousePricesAppTests {
    /// A Windsor-style file (price, lot size, bedrooms, bathrooms, stories, yes/no amenities):
    /// the side panel lists the file's own yes/no columns with the counts under the bedrooms
    /// filter, counted here from the file's text.
    func testWindsorStyleFileGetsItsYesNoColumnsInTheSidePanel() throws {
        try requireDisplay()
        let path = Self.repositoryRoot.appendingPathComponent("Tests/Fixtures/windsor-housing-sample.csv").path
        let png = screenshotPath("house-prices-windsor-panel")
        let child = try ChildProcess(
            app,
            [
                "--data", path, "--min-bedrooms", "3", "--max-bedrooms", "4", "--debug-show-panel",
                "--screenshot", png, "--debug-report",
            ])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        let lines = child.outputLines
        XCTAssertTrue(lines.contains("Coordinated histograms: on"), "\(lines.suffix(5))")
        XCTAssertTrue(lines.contains("Side panel: shown"))
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .map { $0.split(separator: ",").map { $0.replacingOccurrences(of: "\"", with: "") } }
        let header = rows[0], homes = rows.dropFirst().filter { (3...4).contains(Int($0[2])!) }
        XCTAssertEqual(statusLines(lines).last.map(\.0), homes.count)
        for amenity in ["driveway", "recroom", "fullbase", "gashw", "airco", "prefarea"] {
            let c = try XCTUnwrap(header.firstIndex(of: amenity))
            XCTAssertEqual(
                last("Choices \(amenity): ", in: lines),
                "[x] no=\(homes.filter { $0[c] == "no" }.count) | [x] yes=\(homes.filter { $0[c] == "yes" }.count)",
                amenity)
        }
        XCTAssertNotNil(PixelImage(contentsOfPNG: png), "no PNG at \(png)")
    }
}

extension HousePricesAppTests {
    /// The side panel's choices are remembered by column name: North Ames unchecked before
    /// Ctrl+W stays unchecked in the next run.
    func testARestartRestoresTheSidePanelsChoices() throws {
        let (first, xid) = try startWindow()
        try openSidePanel(first, xid, until: "Choice box neighborhood North Ames:")
        usleep(300_000)
        let box = try XCTUnwrap(
            point("at", in: first.outputLines.last { $0.hasPrefix("Choice box neighborhood North Ames:") }))
        XDoTool.run(["mousemove", "--window", xid, String(box.0), String(box.1)])
        usleep(150_000)
        XDoTool.click()
        let expected = try Self.amesRows().filter { $0.hood != "North Ames" }.count
        XCTAssertTrue(
            first.waitForOutput(timeout: 5) { self.statusLines($0).last?.0 == expected },
            "\(first.outputLines.suffix(5))")
        XDoTool.keyClosing(window: xid, "ctrl+w")
        XCTAssertEqual(first.wait(timeout: 10), 0, first.errorOutput.suffix(2000).description)
        XCTAssertTrue(
            first.outputLines.contains {
                $0.hasPrefix("Saved panel: [\"picks|neighborhood|") && !$0.contains("|North Ames|")
            }, "\(first.outputLines.suffix(3))")

        let (second, _) = try startWindow()
        XCTAssertTrue(
            second.waitForOutput(timeout: 20) { self.statusLines($0).last?.0 == expected },
            "the restored choice leaves North Ames out: \(second.outputLines.filter { $0.hasPrefix("Showing") })")
        XCTAssertTrue(
            second.waitForOutput(timeout: 5) {
                self.last("Choices neighborhood: ", in: $0)?.contains("[ ] North Ames=") == true
            })
    }
}

extension HousePricesAppTests {
    /// A semicolon-separated file with decimal commas and German headers (`Preis`) opens (it
    /// showed the error page "no price column"), with its district and yes/no columns in the
    /// side panel, counted here from the file's text.
    func testASemicolonDecimalCommaFileOpensWithItsColumnsInTheSidePanel() throws {
        try requireDisplay()
        let path = Self.repositoryRoot.appendingPathComponent("Tests/Fixtures/semicolon-decimal-comma-sample.csv").path
        let child = try ChildProcess(
            app,
            [
                "--data", path, "--debug-show-panel", "--screenshot",
                screenshotPath("house-prices-semicolon-panel"), "--debug-report",
            ])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        let lines = child.outputLines
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst().map {
            $0.split(separator: ";").map(String.init)
        }
        XCTAssertEqual(statusLines(lines).map { "\($0.0) of \($0.1)" }, ["\(rows.count) of \(rows.count)"])
        XCTAssertTrue(lines.contains("Coordinated histograms: on"), "\(lines.suffix(4))")
        func count(_ column: Int, _ value: String) -> Int { rows.filter { $0[column] == value }.count }
        XCTAssertEqual(
            last("Choices Stadtteil: ", in: lines),
            """
            [x] Altstadt=\(count(5, "Altstadt")) | [x] Neustadt=\(count(5, "Neustadt")) | \
            [x] Südviertel=\(count(5, "Südviertel"))
            """)
        // `ja`/`nein` make a yes/no column (toggles), listed as no and yes.
        XCTAssertEqual(last("Choices Balkon: ", in: lines), "[x] no=\(count(4, "nein")) | [x] yes=\(count(4, "ja"))")
        XCTAssertEqual(priceRange(lines)?.0, 167_000)
    }
}

extension HousePricesAppTests {
    /// A one-column file of decimal commas: detected as such (four rows), or read as a given
    /// delimiter says (`--delimiter comma`: three of its four rows have two fields and are
    /// skipped, and the one price left still has its filter in the engine); the homes and the
    /// side panel's table are one parse, so they always agree.
    func testAGivenDelimiterReadsAOneColumnFileOfDecimalCommas() throws {
        try requireDisplay()
        let path = try write("Preis\n129,5\n210\n99,9\n150,25\n", named: "one.csv")
        for (arguments, count, lowest, coordinated) in [
            ([String](), 4, 99.9, "on"), (["--delimiter", "comma"], 1, 210.0, "on"),
            (["--delimiter", "semicolon"], 4, 99.9, "on"),
        ] {
            let child = try ChildProcess(
                app,
                ["--data", path, "--debug-report", "--screenshot", screenshotPath("house-prices-one-column")]
                    + arguments)
            XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
            let lines = child.outputLines
            XCTAssertEqual(statusLines(lines).map { "\($0.0) of \($0.1)" }, ["\(count) of \(count)"], "\(arguments)")
            XCTAssertEqual(priceRange(lines)?.0, lowest, "\(arguments)")
            XCTAssertEqual(last("Coordinated histograms: ", in: lines), coordinated, "\(arguments)")
        }
    }
}

extension HousePricesAppTests {
    /// The window reads its file once: the homes and the coordinated filters are one table. A FIFO (or `--data <(zcat
    /// sales.csv.gz)`) gives its content once; when the window opened the file again for the side panel's table, that
    /// second open waited for a writer that never came and the panel never appeared. Checked here with the building
    /// types' counts, counted from the file's text.
    func testAFifoIsReadOnceAndStillGetsTheSidePanel() throws {
        try requireDisplay()
        let dir = (try write("", named: "unused.csv") as NSString).deletingLastPathComponent
        let fifo = dir + "/homes.fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0, String(cString: strerror(errno)))
        // The writer: one pass of the Ames file into the FIFO, then end of file.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "cat \"$1\" > \"$2\"", "sh", Self.amesPath, fifo]
        try writer.run()
        addTeardownBlock { if writer.isRunning { writer.terminate() } }
        let child = try ChildProcess(
            app,
            [
                "--data", fifo, "--debug-show-panel", "--screenshot",
                screenshotPath("house-prices-fifo-panel"), "--debug-report",
            ])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        let lines = child.outputLines
        XCTAssertEqual(statusLines(lines).map { "\($0.0) of \($0.1)" }, ["2930 of 2930"])
        XCTAssertTrue(lines.contains("Coordinated histograms: on"), "\(lines.filter { $0.hasPrefix("Coordinated") })")
        let text = try String(contentsOfFile: Self.amesPath, encoding: .utf8)
        let rows = text.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "\"", with: "")
            }
        }
        let column = try XCTUnwrap(rows[0].firstIndex(of: "building_type"))
        let types = choiceCounts(last("Choices building_type: ", in: lines))
        XCTAssertEqual(types, Dictionary(rows.dropFirst().map { ($0[column], 1) }, uniquingKeysWith: +))
        // The check buttons show the codes as words (data/README.md lists the codes), in the
        // choices' order.
        let words = [
            "OneFam": "Single-family detached", "TwoFmCon": "Two-family conversion", "Duplex": "Duplex",
            "Twnhs": "Townhouse, inside unit", "TwnhsE": "Townhouse, end unit",
        ]
        let codes = try XCTUnwrap(last("Choices building_type: ", in: lines)).components(separatedBy: " | ").map {
            $0.dropFirst(4).prefix { $0 != "=" }
        }
        XCTAssertEqual(
            last("Panel labels building_type: ", in: lines),
            codes.map { words[String($0)] ?? "?" }.joined(separator: " | "))
    }
}

extension HousePricesAppTests {
    /// One numeric column of the Ames file, in the file's order (naively, as ``amesRows()``).
    static func amesColumn(_ name: String) throws -> [Double] {
        let text = try String(contentsOfFile: amesPath, encoding: .utf8)
        let lines = text.split(separator: "\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.replacingOccurrences(of: "\"", with: "")
            }
        }
        let c = try XCTUnwrap(lines[0].firstIndex(of: name))
        return lines.dropFirst().map { Double($0[c]) ?? .nan }
    }

    /// The side panel's sliders: the Ames file's other numeric columns get a slider
    /// each. Dragging bedrooms' lower thumb with the pointer leaves the homes with fewer
    /// bedrooms out of the count and reshapes the price histogram, both as a naive recount
    /// from the CSV's text says; bedrooms' own bars, one per number of bedrooms, keep every
    /// home (no other filter), highlighted inside its range. Its reset button puts every home
    /// back. Only the price's column is sorted for the first frame with data; the others are
    /// sorted on another thread after it, and the drag comes once they are.
    func testDraggingAPanelSliderFiltersTheCountAndThePriceHistogram() throws {
        let (child, xid) = try startWindow()
        try openSidePanel(child, xid, until: "Panel reset latitude:")
        XCTAssertTrue(
            child.waitForOutput(timeout: 20) { $0.contains { $0.hasPrefix("Columns sorted ahead in ") } },
            "\(child.outputLines.filter { $0.hasPrefix("Columns sorted") })")
        XCTAssertEqual(last("Columns sorted: ", in: child.outputLines), "price", "sorted for the first frame")
        XCTAssertEqual(
            last("Columns sorted ahead in ", in: child.outputLines)?.components(separatedBy: ": ").last,
            """
            price neighborhood bedrooms bathrooms living_area_sqft lot_area_sqft year_built year_sold month_sold \
            building_type house_style longitude latitude
            """)
        let sliders = child.outputLines.filter { $0.hasPrefix("Panel slider ") }.map {
            String($0.split(separator: ":")[0].dropFirst(13))
        }
        XCTAssertEqual(
            sliders,
            [
                "bedrooms", "bathrooms", "lot_area_sqft", "year_built", "year_sold", "month_sold", "longitude",
                "latitude",
            ],
            "every numeric column but price and living area (the window's own sliders) and the id")
        usleep(300_000)
        let line = child.outputLines.last { $0.hasPrefix("Panel slider bedrooms:") }
        let lower = try XCTUnwrap(point("lower", in: line))

        drag(xid, from: lower, by: 120)
        let rows = try Self.amesRows(), bedrooms = try Self.amesColumn("bedrooms")
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { $0.contains { $0.hasPrefix("Range bedrooms: ") } },
            "\(child.outputLines.suffix(5))")
        usleep(300_000)
        let lines = child.outputLines
        let range = try XCTUnwrap(last("Range bedrooms: ", in: lines)).split(separator: " ").compactMap { Double($0) }
        XCTAssertEqual(range.count, 2)
        XCTAssertGreaterThan(range[0], 0, "the lower thumb moved off no bedrooms")
        XCTAssertEqual(range[0], range[0].rounded(), "bedrooms step by whole numbers")
        let passing = zip(rows, bedrooms).filter { $0.1 >= range[0] && $0.1 <= range[1] }.map(\.0)
        XCTAssertEqual(statusLines(lines).last.map { "\($0.0) of \($0.1)" }, "\(passing.count) of 2930")
        XCTAssertEqual(
            numbers("inside", in: last("Histogram price: ", in: lines)), Self.priceBars(of: passing, among: rows),
            "the price bars are the homes inside the bedrooms range")
        // Bedrooms' own bars: one per number of bedrooms from the fewest to the most, every
        // home (no other filter), highlighted inside its range.
        let fewest = Int(bedrooms.min()!), most = Int(bedrooms.max()!)
        var all = [Int](repeating: 0, count: most - fewest + 1), inside = all
        for n in bedrooms {
            all[Int(n) - fewest] += 1
            if n >= range[0] && n <= range[1] { inside[Int(n) - fewest] += 1 }
        }
        XCTAssertEqual(numbers("inside", in: last("Histogram bedrooms: ", in: lines)), inside)
        let outside = try XCTUnwrap(numbers("outside", in: last("Histogram bedrooms: ", in: lines)))
        XCTAssertEqual(zip(inside, outside).map { $0 + $1 }, all)

        // Its reset button: every home again.
        let reset = try XCTUnwrap(point("at", in: child.outputLines.last { $0.hasPrefix("Panel reset bedrooms:") }))
        XDoTool.run(["mousemove", "--window", xid, String(reset.0), String(reset.1)])
        usleep(150_000)
        XDoTool.click()
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { self.statusLines($0).last?.0 == 2930 }, "\(child.outputLines.suffix(5))")
        XCTAssertEqual(last("Range bedrooms: ", in: child.outputLines), "all")
    }
}

extension HousePricesAppTests {
    /// The list follows the file: a Windsor-style file (price, lot size, bedrooms,
    /// bathrooms, stories, yes/no amenities) lists its own columns where the Ames columns it
    /// lacks would be (it showed three columns of dashes: neighbourhood, living area, year
    /// built), and a click on the header of one of them sorts by it, both ways, as a naive sort
    /// of the CSV's text says (equal lots cheapest first ascending, dearest first descending).
    func testAWindsorFileListsItsOwnColumnsAndSortsByThem() throws {
        let path = Self.repositoryRoot.appendingPathComponent("Tests/Fixtures/windsor-housing-sample.csv").path
        let (child, xid) = try startWindow(["--data", path])
        XCTAssertTrue(
            child.waitForOutput(timeout: 20) {
                $0.contains("List columns: price bedrooms lotsize bathrms stories driveway")
            },
            "\(child.outputLines.filter { $0.hasPrefix("List columns") || $0.hasPrefix("Coordinated") })")
        let header = try fileColumnHeader("lotsize", of: child)
        let titles = try XCTUnwrap(last("Titles: ", in: child.outputLines))
        XCTAssertTrue(titles.hasSuffix("| Price | Bedrooms | Lot size | Bathrooms | Stories | Driveway"), titles)
        XCTAssertFalse(
            titles.contains("Neighbourhood") || titles.contains("Living area") || titles.contains("Year built"), titles)

        // Naive oracle: the file's rows as text, sorted here.
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { $0.split(separator: ",").map { $0.replacingOccurrences(of: "\"", with: "") } }
        func grouped(_ text: String) -> String {
            var digits = Array(text), out = ""
            while digits.count > 3 { out = "," + String(digits.suffix(3)) + out; digits.removeLast(3) }
            return String(digits) + out
        }
        func cells(_ r: [String]) -> String {
            ["$" + grouped(r[0]), r[2], grouped(r[1]), r[3], r[4], r[5]].joined(separator: " | ")
        }
        let byLot = rows.enumerated().sorted { a, b in
            let (la, lb) = (Int(a.element[1])!, Int(b.element[1])!)
            let (pa, pb) = (Int(a.element[0])!, Int(b.element[0])!)
            return la != lb ? la < lb : pa != pb ? pa < pb : a.offset < b.offset
        }.map(\.element)
        for (ascending, first) in [(true, byLot.first!), (false, byLot.last!)] {
            XDoTool.run(["mousemove", "--window", xid, String(header.0), String(header.1)])
            usleep(100_000)
            XDoTool.click()
            let word = ascending ? "ascending" : "descending"
            XCTAssertTrue(
                child.waitForOutput(timeout: 5) { $0.contains("Sorted by lotsize \(word)") },
                "\(child.outputLines.suffix(4))")
            usleep(300_000)
            XCTAssertEqual(last("Shown first: ", in: child.outputLines), cells(first), word)
            usleep(400_000)  // not a double click
        }

        // The sort by the file's own column is remembered: the next run of the same file starts
        // sorted by lot size, largest first, once the list has the file's columns.
        XDoTool.keyClosing(window: xid, "ctrl+w")
        XCTAssertEqual(child.wait(timeout: 10), 0, child.errorOutput.suffix(2000).description)
        XCTAssertEqual(
            last("Saved state: ", in: child.outputLines)?.hasSuffix("sort lotsize"), true,
            "\(child.outputLines.suffix(3))")
        let (second, _) = try startWindow(["--data", path])
        XCTAssertTrue(
            second.waitForOutput(timeout: 20) { $0.contains("Sorted by lotsize descending") },
            "\(second.outputLines.filter { $0.hasPrefix("Sorted") || $0.hasPrefix("List columns") })")
        XCTAssertTrue(
            second.waitForOutput(timeout: 5) { self.last("Shown first: ", in: $0) == cells(byLot.last!) },
            "\(second.outputLines.filter { $0.hasPrefix("Shown first") })")
    }
}

extension HousePricesAppTests {
    /// A file of 120,000 homes with its own columns: a click on "Lot size" prepares that
    /// column's order on a thread (as a known column's is from 100,000 homes), then the list
    /// shows it, checked against a naive sort of the rows written here.
    func testALargeFilesOwnColumnSortsFromAThread() throws {
        var rng = SystemRandomNumberGenerator()
        var rows: [(price: Int, lot: Int)] = []
        var text = "price,lotsize,bedrooms,bathrms,stories,driveway\n"
        for _ in 0..<120_000 {
            let row = (
                price: Int.random(in: 20_000...200_000, using: &rng), lot: Int.random(in: 1_000...20_000, using: &rng)
            )
            rows.append(row)
            text += "\(row.price),\(row.lot),\(Int.random(in: 1...5, using: &rng)),1,2,yes\n"
        }
        let path = try write(text, named: "large.csv")
        let (child, xid) = try startWindow(["--data", path])
        let header = try fileColumnHeader("lotsize", of: child, timeout: 60)
        XDoTool.run(["mousemove", "--window", xid, String(header.0), String(header.1)])
        usleep(100_000)
        XDoTool.click()
        XCTAssertTrue(
            child.waitForOutput(timeout: 30) { $0.contains { $0.hasPrefix("Prepared lotsize order in ") } },
            "\(child.outputLines.filter { $0.hasPrefix("Header lotsize") || $0.hasPrefix("Sorted") })")
        XCTAssertTrue(child.outputLines.contains("Sorted by lotsize ascending"))
        // The smallest lot first; among equal lots, the cheapest (the known columns' rule).
        let first = rows.min { $0.lot != $1.lot ? $0.lot < $1.lot : $0.price < $1.price }!
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) {
                self.last("Shown first: ", in: $0)?.hasPrefix("$\(NumberStyle.english.grouped(first.price)) | ") == true
                    && self.last("Shown first: ", in: $0)?.contains(" | \(NumberStyle.english.grouped(first.lot)) | ")
                        == true
            },
            "\(child.outputLines.filter { $0.hasPrefix("Shown first") }.suffix(2)); expected \(first)")
    }
}

extension HousePricesAppTests {
    /// A panel slider's range is remembered with the panel's choices: bedrooms narrowed with
    /// the pointer before Ctrl+W narrows the next run's count the same way.
    func testARestartRestoresAPanelSlidersRange() throws {
        let (first, xid) = try startWindow()
        try openSidePanel(first, xid, until: "Panel slider bedrooms:")
        usleep(300_000)
        let lower = try XCTUnwrap(point("lower", in: first.outputLines.last { $0.hasPrefix("Panel slider bedrooms:") }))
        drag(xid, from: lower, by: 120)
        XCTAssertTrue(
            first.waitForOutput(timeout: 5) { $0.contains { $0.hasPrefix("Range bedrooms: ") && !$0.hasSuffix("all") } }
        )
        usleep(300_000)
        let range = try XCTUnwrap(last("Range bedrooms: ", in: first.outputLines)).split(separator: " ").compactMap {
            Double($0)
        }
        let bedrooms = try Self.amesColumn("bedrooms")
        let expected = bedrooms.filter { $0 >= range[0] && $0 <= range[1] }.count
        XCTAssertTrue(
            first.waitForOutput(timeout: 5) { self.statusLines($0).last?.0 == expected },
            "\(first.outputLines.suffix(4))")
        XDoTool.keyClosing(window: xid, "ctrl+w")
        XCTAssertEqual(first.wait(timeout: 10), 0, first.errorOutput.suffix(2000).description)
        XCTAssertTrue(
            first.outputLines.contains { $0.hasPrefix("Saved panel: [\"range|bedrooms|") },
            "\(first.outputLines.suffix(3))")

        let (second, _) = try startWindow()
        XCTAssertTrue(
            second.waitForOutput(timeout: 20) { self.statusLines($0).last?.0 == expected },
            """
            the restored range leaves the homes with fewer bedrooms out: \
            \(second.outputLines.filter { $0.hasPrefix("Showing") })
            """)
        // An end at the slider's end is remembered as open (no limit): the same homes.
        let upper = range[1] >= bedrooms.max()! ? "inf" : "\(range[1])"
        XCTAssertTrue(
            second.waitForOutput(timeout: 5) { self.last("Filter bedrooms: ", in: $0) == "\(range[0])...\(upper)" },
            "\(second.outputLines.filter { $0.hasPrefix("Filter bedrooms") })")
    }
}
