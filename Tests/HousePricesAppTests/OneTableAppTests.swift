// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import GtkTestSupport
import HousePricesCore
import HousingData
import HousingOracles
import XCTest

/// The window reads each file once into one table: an implausible value is a skipped row
/// everywhere (count, price slider, side panel, list), and each open parses once.
extension HousePricesAppTests {
    func testAnImplausiblePriceIsASkippedRowAndTheSidePanelStays() throws {
        try requireDisplay()
        let fixture = Self.repositoryRoot.appendingPathComponent("Tests/Fixtures/windsor-housing-sample.csv").path
        var lines = try String(contentsOfFile: fixture, encoding: .utf8).split(separator: "\n").map(String.init)
        var fields = lines[5].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        fields[0] = "1e300"
        lines[5] = fields.joined(separator: ",")
        let path = try write(lines.joined(separator: "\n") + "\n", named: "windsor-1e300.csv")
        let prices = lines.dropFirst().enumerated().filter { $0.offset != 4 }.map {
            Double($0.element.split(separator: ",")[0])!
        }
        let child = try ChildProcess(
            app, ["--data", path, "--debug-report", "--screenshot", screenshotPath("house-prices-implausible-price")])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        let out = child.outputLines
        XCTAssertEqual(statusLines(out).map { "\($0.0) of \($0.1)" }, ["\(prices.count) of \(prices.count)"])
        XCTAssertTrue(child.errorOutput.contains("\(path):6: skipped:"), child.errorOutput)
        XCTAssertEqual(last("Toast: ", in: out), "1 row skipped (line 6)")
        XCTAssertEqual(priceRange(out)?.0, prices.min())
        let shown = try XCTUnwrap(last("Price shown: ", in: out))
        XCTAssertFalse(shown.contains("e+"), shown)
        let dearest = String(Int(prices.max()!))
        XCTAssertTrue(shown.contains("$" + dearest.dropLast(3) + "," + dearest.suffix(3)), shown)
        XCTAssertEqual(last("Coordinated histograms: ", in: out), "on")
        let columns = try XCTUnwrap(last("List columns: ", in: out))
        XCTAssertGreaterThan(columns.split(separator: " ").count, 3, columns)
        XCTAssertEqual(last("File parses: ", in: out), "1")
    }

    /// Each open parses its file once: the Ames file at start, then a file opened by the open
    /// action.
    func testEachOpenParsesTheFileOnce() throws {
        try requireDisplay()
        let path = try write("price,beds\n100000,2\n150000,3\n")
        let child = try ChildProcess(
            app,
            [
                "--debug-report", "--screenshot", screenshotPath("house-prices-parsed-once"),
                "--debug-action", "win.open-file::" + path,
            ])
        XCTAssertEqual(child.wait(timeout: 40), 0, child.errorOutput)
        XCTAssertEqual(
            child.outputLines.filter { $0.hasPrefix("File parses: ") }, ["File parses: 1", "File parses: 2"])
    }

    /// The engine is built with the data: the first frame with data already lists, counts and
    /// draws from it, and the list is its matching homes in its list order, which is the
    /// window's order (equal bedrooms dearest first when descending).
    func testTheListComesFromTheEngineOnceItIsBuilt() throws {
        try requireDisplay()
        let child = try ChildProcess(
            app,
            [
                "--debug-report", "--screenshot", screenshotPath("house-prices-list-from-engine"),
                "--min-price", "100k", "--max-price", "200k", "--sort", "bedrooms:desc",
            ])
        XCTAssertEqual(child.wait(timeout: 30), 0, child.errorOutput)
        let out = child.outputLines
        XCTAssertEqual(last("Coordinated histograms: ", in: out), "on")
        XCTAssertEqual(Set(out.filter { $0.hasPrefix("List from: ") }), ["List from: engine"])
        let engine = try XCTUnwrap(out.firstIndex(of: "Coordinated histograms: on"))
        let firstList = try XCTUnwrap(out.firstIndex { $0.hasPrefix("List: ") })
        XCTAssertLessThan(engine, firstList, "the engine is there before the first list")
        let filter = HomeFilter(minPrice: 100_000, maxPrice: 200_000)
        XCTAssertEqual(
            last("List: ", in: out),
            "\(Self.ames.count(minPrice: 100_000, maxPrice: 200_000)) rows; first: "
                + expectedFirstRow(Self.ames, filter, HomeSortOrder(column: .bedrooms, ascending: false)))
    }
}

extension HousePricesAppTests {
    /// Export and copy write the list as the engine orders it, under one rule: sorted by
    /// bedrooms descending, the most bedrooms first (equal counts dearest first), homes with an
    /// unknown count last, cheapest first. The oracle sorts the file's rows by that rule.
    func testExportAndCopyFollowTheListsRuleForUnknownValues() throws {
        try requireDisplay()
        var lines = ["price,bedrooms"], homes: [(row: Int, price: Int, beds: Int?)] = []
        for i in 0..<60 {
            let price = 100_000 + (i * 37 % 23) * 5_000, beds: Int? = i % 4 == 0 ? nil : 1 + i * 3 % 4
            homes.append((i, price, beds))
            lines.append("\(price),\(beds.map(String.init) ?? "NA")")
        }
        let path = try write(lines.joined(separator: "\n") + "\n", named: "unknown-bedrooms.csv")
        let out = try write("", named: "export.csv")
        let child = try ChildProcess(
            app,
            [
                "--data", path, "--min-price", "110000", "--sort", "bedrooms:desc", "--debug-report",
                "--screenshot", screenshotPath("house-prices-export-unknowns"),
                "--debug-action", "win.export-to::" + out, "--debug-action", "win.copy",
            ])
        XCTAssertEqual(child.wait(timeout: 40), 0, child.errorOutput)
        XCTAssertEqual(last("List from: ", in: child.outputLines), "engine")
        let shown = homes.filter { $0.price >= 110_000 }
        let known = shown.filter { $0.beds != nil }.sorted { a, b in
            a.beds! != b.beds! ? a.beds! > b.beds! : a.price != b.price ? a.price > b.price : a.row > b.row
        }
        let unknown = shown.filter { $0.beds == nil }.sorted { a, b in
            a.price != b.price ? a.price < b.price : a.row < b.row
        }
        let expected = (known + unknown).map { "\($0.price),\($0.beds.map(String.init) ?? "")" }
        let exported = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map(String.init)
        let header = try XCTUnwrap(exported.first).split(separator: ",").map(String.init)
        let p = try XCTUnwrap(header.firstIndex(of: "price")), b = try XCTUnwrap(header.firstIndex(of: "bedrooms"))
        let pairs = exported.dropFirst().map { line -> String in
            let f = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return "\(f[p]),\(f[b])"
        }
        XCTAssertEqual(pairs, expected)
        XCTAssertEqual(last("Copied ", in: child.outputLines), "\(expected.count) homes")
    }
}

extension HousePricesAppTests {
    /// Over many homes the engine's first order is prepared on a thread before the first frame
    /// with data: every list the window shows is the engine's, in that order (never its own
    /// starting order, cheapest first, nor another source's).
    func testTheFirstListIsTheEnginesInTheOrderAskedFor() throws {
        try requireDisplay()
        let child = try ChildProcess(
            app,
            [
                "--generate", "300000", "--sort", "bedrooms:desc", "--min-price", "100k", "--max-price", "200k",
                "--debug-report", "--screenshot", screenshotPath("house-prices-engine-order-prepared"),
            ])
        XCTAssertEqual(child.wait(timeout: 120), 0, child.errorOutput)
        let out = child.outputLines
        XCTAssertEqual(Set(out.filter { $0.hasPrefix("List from: ") }), ["List from: engine"])
        XCTAssertTrue(
            out.contains { $0.hasPrefix("Prepared bedrooms order in ") }, "\(out.filter { $0.hasPrefix("Prepared") })")
        let generated = PriceIndex(SyntheticHomes.generate(count: 300_000, from: Self.ames.dataset, seed: 1))
        let filter = HomeFilter(minPrice: 100_000, maxPrice: 200_000)
        let expected =
            "\(generated.count(minPrice: 100_000, maxPrice: 200_000)) rows; first: "
            + expectedFirstRow(generated, filter, HomeSortOrder(column: .bedrooms, ascending: false))
        var fromEngine: [String] = []
        for (i, line) in out.enumerated() where line == "List from: engine" && i > 0 && out[i - 1].hasPrefix("List: ") {
            fromEngine.append(String(out[i - 1].dropFirst("List: ".count)))
        }
        XCTAssertFalse(fromEngine.isEmpty, "the engine lists the homes in the end")
        XCTAssertEqual(
            fromEngine.filter { $0 != expected }, [], "every list from the engine is by bedrooms, most first")
        XCTAssertEqual(last("List: ", in: out), expected)
    }
}
