// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import HousePricesCore
import HousingData
import XCTest

/// Which filters the window shows for a file's columns, and how a session of them filters.
final class FilterPlanTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let ames = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/ames-housing.csv")

    func testWindsorColumnsBecomeTheirOwnFilters() throws {
        let table = try DataTableLoader().load(
            path: Self.fixtures.appendingPathComponent("windsor-housing-sample.csv").path)
        let plan = FilterPlan(table: table)
        XCTAssertEqual(
            plan.filters.map(\.name),
            [
                "price", "lotsize", "bedrooms", "bathrms", "stories", "driveway", "recroom",
                "fullbase", "gashw", "airco", "garagepl", "prefarea",
            ])
        XCTAssertEqual(
            plan.filters.map(\.kind),
            [
                .range, .range, .steps, .steps, .steps, .toggle, .toggle,
                .toggle, .toggle, .toggle, .steps, .toggle,
            ])
        XCTAssertTrue(plan.filters[0].isPrice)
        XCTAssertFalse(plan.filters.dropFirst().contains { $0.isPrice })
        XCTAssertEqual(plan.filters[5].categories, ["no", "yes"])
        // Bedrooms: one bin per whole number, centred on it.
        let bedrooms = plan.filters[2]
        let layout = try XCTUnwrap(bedrooms.layout)
        XCTAssertEqual(layout.binCount, Int(bedrooms.steps.last! - bedrooms.steps.first!) + 1)
        for value in bedrooms.steps {
            let bin = try XCTUnwrap(layout.bin(of: value))
            XCTAssertEqual((layout.edges[bin] + layout.edges[bin + 1]) / 2, value, "bar centred on \(value)")
        }
        XCTAssertTrue(plan.droppedColumns.isEmpty)
    }

    func testPriceComesFirstWhereverItStands() throws {
        let csv =
            "area,district,price\n"
            + (0..<30).map { "\(1000 + $0 * 37),\(["a", "b", "c"][$0 % 3]),\(100_000 + $0 * 997)" }.joined(
                separator: "\n")
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "t.csv")
        let plan = FilterPlan(table: table)
        XCTAssertEqual(plan.filters.map(\.name), ["price", "area", "district"])
        XCTAssertEqual(plan.filters.map(\.kind), [.range, .range, .choice])
        XCTAssertEqual(plan.filterIndex(named: "DISTRICT"), 2)
        XCTAssertNil(plan.filterIndex(named: "nothing"))
    }

    func testSemicolonDecimalCommaFileIsFilteredByItsColumns() throws {
        let table = try DataTableLoader().load(
            path: Self.fixtures.appendingPathComponent("semicolon-decimal-comma-sample.csv").path)
        let plan = FilterPlan(table: table)
        XCTAssertEqual(plan.filters.map(\.name), ["Preis", "Wohnfläche", "Zimmer", "Bäder", "Balkon", "Stadtteil"])
        // Ten rows: every numeric column has few enough values for steps.
        // Balkon's ja/nein is a yes/no column: toggles.
        XCTAssertEqual(plan.filters.map(\.kind), [.steps, .steps, .steps, .steps, .toggle, .choice])
        XCTAssertEqual(plan.filters[0].bounds, 167_000...510_000)
        // Bathrooms in halves: bins between the values' midpoints, each value centred.
        let baths = plan.filters[3]
        XCTAssertEqual(baths.steps, [1, 1.5, 2, 2.5])
        let layout = try XCTUnwrap(baths.layout)
        for value in baths.steps {
            let bin = try XCTUnwrap(layout.bin(of: value))
            XCTAssertEqual((layout.edges[bin] + layout.edges[bin + 1]) / 2, value, accuracy: 1e-12)
        }
        let session = try FilterSession(table: table, plan: plan)
        session.set(1, .range(lower: 70, upper: 100))  // Wohnfläche 70…100 m²: 4 flats
        XCTAssertEqual(session.matchingCount, 4)
        let districts = session.choices(5)
        XCTAssertEqual(districts.map(\.name), ["Altstadt", "Neustadt", "Südviertel"])
        XCTAssertEqual(districts.map(\.count), [1, 3, 0])
    }

    func testAmesHasAFilterForEveryFilterableColumnAndAChoiceOfNeighbourhoods() throws {
        let table = try DataTableLoader().load(path: Self.ames.path)
        let plan = FilterPlan(table: table)
        XCTAssertEqual(
            plan.filters.map(\.name),
            [
                "price", "neighborhood", "bedrooms", "bathrooms", "living_area_sqft",
                "lot_area_sqft", "year_built", "year_sold", "month_sold", "building_type",
                "house_style", "longitude", "latitude",
            ])
        XCTAssertEqual(
            plan.filters.map(\.kind),
            [
                .range, .choice, .steps, .steps, .range, .range, .range, .steps, .steps,
                .choice, .choice, .range, .range,
            ])
        XCTAssertEqual(
            plan.filters.map(\.label).prefix(5), ["Price", "Neighbourhood", "Bedrooms", "Bathrooms", "Living area"])
        let hood = try XCTUnwrap(plan.filterIndex(named: "Neighborhood"))
        XCTAssertEqual(plan.filters[hood].kind, .choice)
        let session = try FilterSession(table: table, plan: plan)
        XCTAssertEqual(session.matchingCount, 2930)
        XCTAssertEqual(session.choices(hood).reduce(0) { $0 + $1.count }, 2930)
    }

    func testSettingsNormaliseAndResetsClear() throws {
        let table = try DataTableLoader().load(
            path: Self.fixtures.appendingPathComponent("windsor-housing-sample.csv").path)
        let session = try FilterSession(table: table, plan: FilterPlan(table: table))
        let price = session.plan.filters[0].bounds!
        session.set(0, .range(lower: price.lowerBound - 1, upper: price.upperBound + 1))
        XCTAssertFalse(session.isFiltered(0), "a range past both ends is no filter")
        session.set(0, .range(lower: 60_000, upper: .infinity))
        XCTAssertTrue(session.isFiltered(0))
        session.set(5, .picks([0, 1]))
        XCTAssertFalse(session.isFiltered(5), "both yes and no: no filter")
        session.set(5, .picks([1, 7]))
        XCTAssertEqual(session.settings[5], .picks([1]), "categories that do not exist are dropped")
        session.set(0, .picks([1]))
        XCTAssertEqual(session.settings[0], .range(lower: 60_000, upper: .infinity), "picks on a slider are ignored")
        session.set(5, .range(lower: 0, upper: 1))
        XCTAssertEqual(session.settings[5], .picks([1]), "a range on a toggle is ignored")
        session.set(99, .all)
        session.set(-1, .all)
        session.reset(0)
        XCTAssertFalse(session.isFiltered(0))
        XCTAssertTrue(session.isFiltered(5))
        session.set(0, .range(lower: .nan, upper: .nan))
        XCTAssertEqual(session.matchingCount, table.rowCount - session.choices(5)[0].count, "NaN bounds are open")
        session.set(0, .range(lower: 90_000, upper: 50_000))
        XCTAssertEqual(session.matchingCount, 0, "an inverted range lets nothing through")
        session.resetAll()
        XCTAssertEqual(session.matchingCount, table.rowCount)
        XCTAssertTrue(session.settings.allSatisfy { $0 == .all })
    }

    func testSavedFiltersFollowColumnNamesAndIgnoreWhatDoesNotFit() throws {
        let table = try DataTableLoader().load(
            path: Self.fixtures.appendingPathComponent("windsor-housing-sample.csv").path)
        let session = try FilterSession(table: table, plan: FilterPlan(table: table))
        session.set(0, .range(lower: 50_000, upper: .infinity))
        session.set(2, .range(lower: 2, upper: 3))
        session.set(9, .picks([1]))
        let stored = session.saved.encoded
        XCTAssertEqual(
            stored, ["range\tprice\t50000.0\t\(SavedRange.upperEnd)", "range\tbedrooms\t2.0\t3.0", "picks\tairco\tyes"])
        let other = try FilterSession(table: table, plan: FilterPlan(table: table))
        other.restore(
            SavedFilters(
                encoded: stored + [
                    "range\tnot-a-column\t1\t2", "picks\tprice\tyes", "range\tairco\t0\t1",
                    "bogus", "range\tprice", "range\tlotsize\tx\ty", "picks\tgashw\tmaybe",
                    "range\tstories\t3\t1", "range\tstories\tnan\t2",
                ]))
        XCTAssertEqual(other.settings, session.settings)
        XCTAssertEqual(other.matchingCount, session.matchingCount)
        // Another file's state never hides homes here.
        let csv = "price,rooms\n" + (1...20).map { "\($0 * 1000),\($0 % 4)" }.joined(separator: "\n")
        let small = try DataTableLoader().load(bytes: Array(csv.utf8), source: "small.csv")
        let third = try FilterSession(table: small, plan: FilterPlan(table: small))
        third.restore(SavedFilters(encoded: ["range\tbedrooms\t2\t3", "picks\tairco\tyes"]))
        XCTAssertEqual(third.matchingCount, 20)
        XCTAssertEqual(
            SavedFilters(entries: [.range(column: "a\tb", [1, 2]), .picks(column: "c", ["x\ny"])]).encoded, [])
    }

    func testAFileWithOneUsableColumnHasOneFilter() throws {
        let csv =
            "id,price,note\n"
            + (1...12).map { "\($0),\(100_000 + $0 * 4_321),free text number \($0)" }.joined(separator: "\n")
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "one.csv")
        let plan = FilterPlan(table: table)
        XCTAssertEqual(plan.filters.map(\.name), ["price"])
        let session = try FilterSession(table: table, plan: plan)
        session.set(0, .range(lower: 110_000, upper: 130_000))
        XCTAssertEqual(
            session.matchingCount, (1...12).filter { (110_000...130_000).contains(100_000 + $0 * 4_321) }.count)
        XCTAssertEqual(session.rows(offset: 0, count: 100).count, session.matchingCount)
    }

    /// A file whose homes all cost the same still has its price filter (a range of that one
    /// price, in one bin), so that the engine serves every file with prices.
    func testASinglePriceStillHasItsPriceFilter() throws {
        for price in ["210", "0", "1250000"] {
            let csv = "price,beds\n" + (1...5).map { "\(price),\($0 % 3 + 1)" }.joined(separator: "\n")
            let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "same.csv")
            let plan = FilterPlan(table: table)
            let filter = try XCTUnwrap(plan.filters.first)
            XCTAssertTrue(filter.isPrice, price)
            XCTAssertEqual(filter.kind, .range, price)
            XCTAssertEqual(filter.bounds, Double(price)!...Double(price)!, price)
            XCTAssertEqual(filter.layout?.binCount, 1, price)
            XCTAssertEqual(filter.layout?.bin(of: Double(price)!), 0, price)
            let session = try FilterSession(table: table, plan: plan)
            XCTAssertEqual(
                session.histogram(0).inside.reduce(0, +) + session.histogram(0).outside.reduce(0, +), 5, price)
            session.set(0, .range(lower: Double(price)! + 1, upper: .infinity))
            XCTAssertEqual(session.matchingCount, 0, price)
            session.set(0, .range(lower: Double(price)!, upper: Double(price)!))
            XCTAssertEqual(session.matchingCount, 5, price)
        }
    }

    func testNoFilterableColumnMakesAnEmptyPlan() throws {
        let csv = "note\nhello\nworld\n"
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "text.csv")
        let plan = FilterPlan(table: table)
        XCTAssertTrue(plan.filters.isEmpty)
        let session = try FilterSession(table: table, plan: plan)
        XCTAssertEqual(session.filterCount, 0)
        XCTAssertEqual(session.histogram(0).binCount, 0)
        XCTAssertEqual(session.choices(0), [])
    }

    func testLimitDropsColumnsBeyondIt() throws {
        let table = try DataTableLoader().load(
            path: Self.fixtures.appendingPathComponent("windsor-housing-sample.csv").path)
        let plan = FilterPlan(table: table, limit: 3)
        XCTAssertEqual(plan.filters.map(\.name), ["price", "lotsize", "bedrooms"])
        XCTAssertEqual(plan.droppedColumns.count, 9)
    }

    func testSyntheticHomesKeepTheFilesColumnsAndFilter() throws {
        let windsor = try DataTableLoader().load(
            path: Self.fixtures.appendingPathComponent("windsor-housing-sample.csv").path)
        let table = SyntheticTable.generate(count: 5_000, from: windsor, seed: 7)
        let plan = FilterPlan(table: table)
        XCTAssertEqual(Set(plan.filters.map(\.name)), Set(FilterPlan(table: windsor).filters.map(\.name)))
        XCTAssertEqual(plan.filters.first?.name, "price")
        let session = try FilterSession(table: table, plan: plan)
        XCTAssertEqual(session.matchingCount, 5_000)
        let bedrooms = try XCTUnwrap(plan.filterIndex(named: "bedrooms"))
        session.set(bedrooms, .range(lower: 3, upper: 3))
        let naive = (0..<table.rowCount).filter { table.columns[plan.filters[bedrooms].column].number(at: $0) == 3 }
            .count
        XCTAssertEqual(session.matchingCount, naive)
        XCTAssertGreaterThan(naive, 0)
    }

    func testBadRowsAndAbsurdValuesAreReportedAndTheRestFiltered() throws {
        let csv = """
            price,rooms,garden
            100000,3,yes
            1e300,4,no
            120000,oops,yes
            130000,2
            "unclosed,1,no
            140000,5,yes
            150000,3,no

            """
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "bad.csv")
        let plan = FilterPlan(table: table)
        let session = try FilterSession(table: table, plan: plan)
        XCTAssertGreaterThan(
            table.report.skippedCount + table.unreadableCount, 0, "the bad rows and values are reported")
        XCTAssertEqual(plan.filters.first?.name, "price")
        let price = try XCTUnwrap(plan.filters.first?.bounds)
        XCTAssertLessThan(price.upperBound, 1e6, "1e300 does not stretch the price slider")
        session.set(0, .range(lower: 0, upper: 125_000))
        let prices = (0..<table.rowCount).map { table.columns[plan.filters[0].column].number(at: $0) }
        XCTAssertEqual(session.matchingCount, prices.filter { $0 <= 125_000 }.count)
    }

    func testALayoutCanBeReplacedForASliderOnly() throws {
        let table = try DataTableLoader().load(
            path: Self.fixtures.appendingPathComponent("windsor-housing-sample.csv").path)
        let plan = FilterPlan(table: table)
        let layout = try HistogramLayout.uniform(lower: 0, upper: 200_000, count: 7)
        let replaced = plan.replacingLayout(ofFilter: 0, with: layout)
        XCTAssertEqual(replaced.filters[0].layout, layout)
        XCTAssertEqual(Array(replaced.filters.dropFirst()), Array(plan.filters.dropFirst()))
        XCTAssertEqual(plan.replacingLayout(ofFilter: 5, with: layout).filters, plan.filters, "a toggle has no bins")
        XCTAssertEqual(plan.replacingLayout(ofFilter: 99, with: layout).filters, plan.filters)
        let session = try FilterSession(table: table, plan: replaced)
        XCTAssertEqual(session.histogram(0).binCount, 7)
        XCTAssertEqual(session.histogram(0).inside.reduce(0, +), table.rowCount)
    }
}
