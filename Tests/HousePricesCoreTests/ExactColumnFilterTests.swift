// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import HousePricesCore
import HousingData
import HousingOracles
import RangeSliderCore
import XCTest

/// Filters over the Ames file compare each value exactly as the file gives it: a column's
/// extreme stays in its histogram and in a range ending at it, as a naive count of the file's
/// numbers says; and a second slider over a column of few values draws a bar per value.
final class ExactColumnFilterTests: XCTestCase {
    /// The file's values of `column` as doubles, read naively (NaN when empty).
    static func amesValues(_ column: String) throws -> [Double] {
        let text = try String(contentsOfFile: GnomeAppCoreTests.amesPath, encoding: .utf8)
        let rows = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let c = try XCTUnwrap(rows[0].firstIndex { $0.replacingOccurrences(of: "\"", with: "") == column })
        return rows.dropFirst().map { Double($0[c]) ?? .nan }
    }

    func testLatitudeAndLongitudeHistogramsHoldEveryHomeAndAMaximumBoundCountsAsDoublesDo() throws {
        let table = try DataTableLoader().load(path: GnomeAppCoreTests.amesPath)
        let plan = FilterPlan(table: table)
        let session = try FilterSession(table: table, plan: plan)
        XCTAssertEqual(table.rowCount, 2930)
        for name in ["latitude", "longitude"] {
            let f = try XCTUnwrap(plan.filterIndex(named: name))
            let h = session.histogram(f)
            XCTAssertEqual(
                zip(h.inside, h.outside).map { $0 + $1 }.reduce(0, +), 2930, "\(name): a home fell out of every bin")
            // The panel slider's bins too (the ones the side panel draws).
            let slider = try XCTUnwrap(PanelSlider(plan.filters[f], index: f))
            let values = try Self.amesValues(name)
            XCTAssertEqual(values.filter { slider.layout.bin(of: $0) != nil }.count, 2930)
        }
        let lat = try XCTUnwrap(plan.filterIndex(named: "latitude"))
        let latitudes = try Self.amesValues("latitude")
        XCTAssertEqual(latitudes.max(), 42.063388)
        let (lower, upper) = (42.00041, 42.063388)
        let naive = latitudes.filter { lower <= $0 && $0 <= upper }.count
        XCTAssertEqual(naive, 2713)
        session.set(lat, .range(lower: lower, upper: upper))
        XCTAssertEqual(session.matchingCount, naive)
        XCTAssertEqual(session.rows(offset: 0, count: 5000).count, naive)
        let h = session.histogram(lat)
        XCTAssertEqual(h.inside.reduce(0, +), naive)
        XCTAssertEqual(h.outside.reduce(0, +), 2930 - naive)
        // A saved range at the column's ends restores the same count.
        session.resetAll()
        session.restore(
            SavedFilters(entries: [
                .range(
                    column: "latitude",
                    SavedRange.encode(
                        lower: lower, upper: upper,
                        minimum: latitudes.min()!, maximum: upper))
            ]))
        XCTAssertEqual(session.matchingCount, naive)
    }

    /// Bedrooms 1–6 on a file without living area: the second slider's histogram has one bar
    /// per value, centred on it, as the side panel's slider for the column draws it.
    func testASmallIntegerSecondSliderGetsOneBarPerValue() throws {
        let text =
            "price,bedrooms\n" + (0..<60).map { "\(100_000 + $0 * 1000),\(1 + $0 % 6)" }.joined(separator: "\n") + "\n"
        let table = try DataTableLoader(requiresPrice: true).load(bytes: Array(text.utf8), source: "b.csv")
        let homes = try XCTUnwrap(HousingDataset(table: table))
        XCTAssertEqual(homes.defaultSecondaryMeasure, .bedrooms)
        let values = homes.values(of: .bedrooms)
        let bars = PanelSlider.bars(of: values, bounds: 1...6, equalBins: 40, column: table.column(named: "bedrooms"))
        XCTAssertEqual(bars.counts, [10, 10, 10, 10, 10, 10])
        XCTAssertEqual(bars.lowerBound, 0.5)
        XCTAssertEqual(bars.upperBound, 6.5)
        let plan = FilterPlan(table: table)
        let panel = try XCTUnwrap(
            PanelSlider(plan.filters[try XCTUnwrap(plan.filterIndex(named: "bedrooms"))], index: 1))
        XCTAssertEqual(panel.histogramBounds.lower, bars.lowerBound)
        XCTAssertEqual(panel.histogramBounds.upper, bars.upperBound)
        XCTAssertEqual(panel.layout.binCount, bars.counts.count)
        // A column of many values keeps equal bins over its range.
        let areas = (0..<100).map { Double(500 + $0 * 37) }
        let areaText =
            "price,area\n"
            + areas.enumerated().map { "\(100_000 + $0.offset),\(Int($0.element))" }.joined(separator: "\n")
        let areaTable = try DataTableLoader(requiresPrice: true).load(bytes: Array(areaText.utf8), source: "a.csv")
        let areaBars = PanelSlider.bars(
            of: areas, bounds: 500...4163, equalBins: 40, column: areaTable.column(named: "area"))
        XCTAssertEqual(areaBars.counts.count, 40)
        XCTAssertEqual(areaBars.counts.reduce(0, +), 100)
    }
}
