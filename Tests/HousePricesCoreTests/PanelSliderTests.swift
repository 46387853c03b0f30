// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import HousePricesCore
import HousingData
import PropertyBased
import Testing

/// How the side panel's sliders are set up from a table's columns (``PanelSlider``).
@Suite struct PanelSliderTests {
    static let ames = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/ames-housing.csv")

    /// The slider of column `v` of a table with a price column and `values` in `v`.
    static func slider(for values: [Double]) throws -> PanelSlider? {
        let rows = values.enumerated().map { "\(100_000 + $0.offset),\($0.element)" }
        let table = try DataTableLoader().load(
            bytes: Array(("price,v\n" + rows.joined(separator: "\n") + "\n").utf8), source: "t.csv")
        let plan = FilterPlan(table: table)
        guard let f = plan.filterIndex(named: "v") else { return nil }
        return PanelSlider(plan.filters[f], index: f)
    }

    /// Evenly spaced values (whole numbers or not, 2 to 12 of them, each home having one):
    /// every value has a bin of its own, centred on it, and the slider steps from value to
    /// value. Naive oracle: the centre of the bin holding each value, and the values a step
    /// from the minimum reaches.
    @Test func evenlySpacedValuesEachGetABarCentredOnThem() async {
        let gaps: [Double] = [0.25, 0.5, 1, 2, 5, 10, 1000]
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...(gaps.count - 1)), Gen.int(in: -20...20), Gen.int(in: 2...12)
        ) { g, start, count in
            let gap = gaps[g]
            let values = (0..<count).map { Double(start) * gap + Double($0) * gap }
            let s: PanelSlider
            do {
                guard let made = try Self.slider(for: values + values.reversed()) else {
                    Issue.record("no slider for \(values)")
                    return
                }
                s = made
            } catch {
                Issue.record("no table for \(values): \(error)")
                return
            }
            #expect(s.minimum == values[0] && s.maximum == values[count - 1])
            #expect(s.step == gap, "\(values): step \(s.step)")
            var used = Set<Int>()
            for v in values {
                guard let bin = s.layout.bin(of: v) else {
                    Issue.record("\(v) has no bin in \(s.layout.edges)")
                    continue
                }
                let centre = (s.layout.edges[bin] + s.layout.edges[bin + 1]) / 2
                #expect(abs(centre - v) <= gap * 1e-9, "\(v)'s bar is centred on \(centre) (\(values))")
                used.insert(bin)
                // A whole number of steps from the minimum.
                let steps = (v - s.minimum) / s.step
                #expect(abs(steps - steps.rounded()) < 1e-9)
            }
            #expect(used.count == count, "each value has a bin of its own")
            let bounds = s.histogramBounds
            #expect(bounds.lower < values[0] && bounds.upper > values[count - 1])
        }
    }

    @Test func wholeNumbersWithGapsKeepOneBarPerWholeNumber() throws {
        let s = try #require(try Self.slider(for: [1, 2, 2, 7, 3]))
        #expect(s.step == 1)
        #expect(
            s.layout.edges == [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5],
            "one bin per whole number, the missing ones empty")
        #expect(s.isWhole)
    }

    @Test func valuesOnAGridWithMissingPlacesStepByTheSmallestGap() throws {
        let s = try #require(try Self.slider(for: [1, 1.5, 2, 3, 5, 1, 2]))
        #expect(s.step == 0.5)
        #expect(s.layout.binCount == 9 && s.layout.edges.first == 0.75 && s.layout.edges.last == 5.25)
    }

    @Test func unevenValuesGetEqualBinsOverTheirSpanAndNoStep() throws {
        let s = try #require(try Self.slider(for: [0.5, 1, 4.3, 1, 0.5]))
        #expect(s.step == 0)
        #expect(s.layout.edges.first == 0.5 && s.layout.edges.last == 4.3 && s.layout.binCount == 3)
        #expect(!s.isWhole)
    }

    @Test func choicesTogglesAndSingleValuesGetNoSlider() throws {
        let table = try DataTableLoader().load(
            bytes: Array("price,hood,garage,one\n1,North,yes,5\n2,South,no,5\n3,North,no,5\n".utf8), source: "t.csv")
        let plan = FilterPlan(table: table)
        for (f, filter) in plan.filters.enumerated() where !filter.isPrice {
            #expect(PanelSlider(filter, index: f) == nil, "\(filter.name) is \(filter.kind)")
        }
    }

    /// The Ames file: a slider for every numeric column but those excluded (the window's price
    /// and living-area sliders), each with its step.
    @Test func amesGetsASliderForEachOtherNumericColumn() throws {
        let table = try DataTableLoader().load(path: Self.ames.path)
        let plan = FilterPlan(table: table)
        let area = try #require(plan.filterIndex(named: "living_area_sqft"))
        let sliders = PanelSlider.sliders(of: plan, excluding: [0, area])
        #expect(
            sliders.map { plan.filters[$0.filter].name } == [
                "bedrooms", "bathrooms", "lot_area_sqft", "year_built", "year_sold",
                "month_sold", "longitude", "latitude",
            ])
        let byName = Dictionary(uniqueKeysWithValues: sliders.map { (plan.filters[$0.filter].name, $0) })
        #expect(byName["year_built"]?.step == 1)
        #expect(byName["lot_area_sqft"]?.step == 1)
        #expect(byName["bathrooms"]?.step == 0.5)
        #expect(byName["longitude"]?.step == 0)
        #expect(byName["year_built"]?.layout.binCount == FilterPlan.rangeBins)
        // The session counts in the sliders' bins: with them in the plan, each histogram has
        // as many bars as the slider draws, and every home is in one.
        var binned = plan
        for s in sliders { binned = binned.replacingLayout(ofFilter: s.filter, with: s.layout) }
        let session = try FilterSession(table: table, plan: binned)
        for s in sliders where plan.filters[s.filter].name != "longitude" && plan.filters[s.filter].name != "latitude" {
            let h = session.histogram(s.filter)
            #expect(h.binCount == s.layout.binCount)
            #expect(h.inside.reduce(0, +) + h.outside.reduce(0, +) <= 2930)
        }
    }

    @Test func valuesAreWrittenAsTheListWritesThem() throws {
        // Years in no order (in file order they would read as an identifier).
        let year = try #require(try Self.slider(for: (0..<40).map { Double(1950 + ($0 * 7) % 40) }))
        #expect(year.format(1960, isYear: true) == "1960")
        #expect(year.format(31_770, isYear: false) == "31,770")
        let baths = try #require(try Self.slider(for: [1, 1.5, 2, 2.5]))
        #expect(baths.format(2.5, isYear: false) == "2.5")
        #expect(baths.format(2, isYear: false) == "2")
        #expect(baths.format(.nan, isYear: false) == "—")
        #expect(baths.format(.infinity, isYear: false) == "—")
    }
}
