// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousePricesCore
import HousingData
import HousingOracles
import PropertyBased
import Testing

/// The window lists the homes of the price index that pass the sliders' ``HomeFilter`` and
/// keeps those the session's matches hold; its histograms, the side panel and the preset counts
/// come from the session, which holds the same ``HomeFilter`` through
/// ``HomeFilter/priceSetting`` and ``HomeFilter/secondarySetting``. Over random files (missing
/// and implausible prices, missing areas), random slider selections (open ends, thumbs on and
/// between homes' prices) and district choices, the session's matches, the window's list and
/// the oracle (the price index's selection among the homes the districts alone let through)
/// are the same homes; and, sorted by any known column the file has in either direction, the
/// session lists them in the window's order (``HomeSorter``), homes with an unknown value
/// included, and sorted by the file's own district column, in the order of the rule
/// (``HomeSortOrder``) written out.
@Suite struct PriceIndexSessionAgreementTests {
    static let districts = ["North", "South", "East"]

    /// A CSV of homes from random picks: some prices missing or implausible (skipped rows),
    /// some areas missing, areas with a decimal.
    static func csv(_ rows: [[Int]]) -> String {
        var lines = ["price,living_area,bedrooms,district"]
        for r in rows {
            let price: String
            switch r[0] % 17 {
            case 0: price = "NA"
            case 1: price = "1e300"
            default: price = "\(50_000 + (r[0] % 40) * 7_500)"
            }
            let area = r[1] % 11 == 0 ? "" : String(format: "%.1f", 600 + Double(r[1] % 30) * 55.3)
            let district = r[3] % 10 == 0 ? "NA" : districts[r[3] % districts.count]
            lines.append([price, area, "\(1 + r[2] % 6)", district].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let row = Gen.int(in: 0...999).array(of: 4)
    /// Price thumbs (fractions of the range; the upper end open when at 1 or beyond), second
    /// thumbs (an end open when at or past it, or when the bits say), district picks (8: every
    /// district), and whether the price thumbs sit on homes' prices.
    static let selection = zip(
        Gen.double(in: -0.1...1.1), Gen.double(in: -0.1...1.1), Gen.double(in: -0.1...1.1),
        Gen.double(in: -0.1...1.1), Gen.int(in: 0...3), Gen.int(in: 0...8), Gen.int(in: 0...1))

    @Test func theSessionAndThePriceIndexSelectTheSameHomes() async {
        await propertyCheck(
            count: 300, input: Self.row.array(of: 1...80), Self.selection.array(of: 1...12),
            Gen.int(in: 0...11).array(of: 12)
        ) { rows, selections, orders in
            let table: DataTable
            do {
                table = try DataTableLoader(requiresPrice: true).load(
                    bytes: Array(Self.csv(rows).utf8), source: "random.csv")
            } catch {
                // Only a file without one usable price may fail.
                #expect(!rows.contains { $0[0] % 17 > 1 }, "\(error)")
                return
            }
            guard let dataset = HousingDataset(table: table) else {
                Issue.record("no homes in the table")
                return
            }
            let index = PriceIndex(dataset)
            let plan = FilterPlan(table: table)
            guard let session = try? FilterSession(table: table, plan: plan) else {
                Issue.record("no session")
                return
            }
            guard let prices = index.priceBounds else { return }  // every row skipped
            // The window's filters: the price, the second measure's column, the districts.
            // As the window takes them: without a price slider filter (one price) it has no
            // session, and the second filter only when its column is a slider's.
            guard let first = plan.filters.first, first.isPrice, first.layout != nil else { return }
            let priceFilter = 0
            let secondaryName = index.secondaryMeasure.flatMap { dataset.report.columnNames[$0.column] }
            let secondaryFilter = secondaryName.flatMap(plan.filterIndex(named:)).flatMap {
                plan.filters[$0].layout == nil ? nil : $0
            }
            let districtFilter = plan.filterIndex(named: "district")
            let sorter = HomeSorter(index: index)
            for (step, (a, b, c, d, open, picks, onHomes)) in selections.enumerated() {
                let (p0, p1) = (min(a, b), max(a, b)), span = prices.upperBound - prices.lowerBound
                // A thumb between prices, or (as a preset or a typed price puts it) on a home's.
                func price(_ t: Double) -> Double {
                    let t = min(1, max(0, t))
                    return onHomes == 1
                        ? index.sortedPrices[Int(t * Double(index.count - 1))] : prices.lowerBound + t * span
                }
                var filter = HomeFilter(minPrice: price(p0), maxPrice: p1 >= 1 ? .infinity : price(p1))
                if index.secondaryMeasure != nil, let s = index.secondaryBounds {
                    let sspan = s.upperBound - s.lowerBound
                    // As the second slider reports its thumbs: one at (or pushed past) its end
                    // of the range is open.
                    let (s0, s1) = (min(c, d), max(c, d))
                    filter.setSecondary(
                        lower: open & 1 == 0 || s0 <= 0 || sspan == 0 ? -.infinity : s.lowerBound + s0 * sspan,
                        upper: open & 2 == 0 || s1 >= 1 || sspan == 0 ? .infinity : s.lowerBound + s1 * sspan)
                }
                session.set(priceFilter, filter.priceSetting)
                if let f = secondaryFilter { session.set(f, filter.secondarySetting) }
                if let f = districtFilter {
                    session.set(f, picks == 8 ? .all : .picks(Set((0..<3).filter { picks & (1 << $0) != 0 })))
                }
                // The window's list: the price index's selection kept by the session's matches.
                let selected = sorter.list(filter, order: .cheapestFirst)
                let matches = session.rows(offset: 0, count: table.rowCount), matching = Set(matches)
                let list = selected.keeping(in: index, matching.contains)
                let listed = (0..<list.count).map { list.row(at: $0, in: index) }
                // The oracle: the price index's selection among the homes the districts alone
                // let through (the session with the sliders' filters reset).
                session.reset(priceFilter)
                if let f = secondaryFilter { session.reset(f) }
                let others = Set(session.rows(offset: 0, count: table.rowCount))
                session.set(priceFilter, filter.priceSetting)
                if let f = secondaryFilter { session.set(f, filter.secondarySetting) }
                let expected = (0..<selected.count).map { selected.row(at: $0, in: index) }.filter(others.contains)
                #expect(
                    session.matchingCount == expected.count && Set(matches) == Set(expected)
                        && Set(listed) == Set(expected),
                    """
                    \(filter), districts \(picks): expected \(expected.sorted()), session \
                    \(matches.sorted()), listed \(listed.sorted()) of \(table.rowCount)
                    """)
                // The window's order of its list, by a column of the file.
                let k = orders[step]
                let order = HomeSortOrder(
                    column: HomeListColumn.allCases[k % HomeListColumn.allCases.count], ascending: k < 6)
                let names = dataset.report.columnNames
                guard let name = names[order.column.housingColumn], plan.filterIndex(named: name) != nil else {
                    #expect(!session.sort(order, columnNames: names), "\(order) sorts by a column the file lacks")
                    continue
                }
                #expect(session.sort(order, columnNames: names))
                let windowOrder = sorter.list(filter, order: order).keeping(in: index, matching.contains)
                let windowRows = (0..<windowOrder.count).map { windowOrder.row(at: $0, in: index) }
                #expect(
                    session.rows(offset: 0, count: table.rowCount) == windowRows,
                    "\(order) after \(filter), districts \(picks)")
                // And by the file's own column, the districts, as the window sorts a file column:
                // the oracle sorts the matching rows by the rule written out.
                if let district = table.columns.first(where: { $0.name == "district" }),
                    let byDistrict = plan.filterIndex(named: "district").flatMap({
                        session.listOrder(filter: $0, ascending: order.ascending)
                    })
                {
                    session.setListOrder(byDistrict)
                    let priceColumn = table.columns[plan.filters[priceFilter].column]
                    func price(_ row: Int) -> Double { priceColumn.number(at: row) }
                    let known = expected.filter { district.text(at: $0) != nil }.sorted { a, b in
                        let (x, y) = (district.text(at: a)!, district.text(at: b)!)
                        if x.lowercased() != y.lowercased() { return x.lowercased() < y.lowercased() }
                        if x != y { return x < y }
                        return price(a) != price(b) ? price(a) < price(b) : a < b
                    }
                    let unknown = expected.filter { district.text(at: $0) == nil }.sorted {
                        price($0) != price($1) ? price($0) < price($1) : $0 < $1
                    }
                    #expect(
                        session.rows(offset: 0, count: table.rowCount) == (order.ascending ? known : known.reversed())
                            + unknown,
                        "district \(order.ascending ? "ascending" : "descending") after \(filter), districts \(picks)")
                }
            }
        }
    }
}
