// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import XCTest

@testable import HousePricesCore
@testable import HousingOracles

/// The list's order: every column, both directions, both ways of sorting (direct and by a pass
/// over the column's order), against a reference sort written from the rule in
/// ``HomeSortOrder``'s documentation, on data with ties and unknown values.
final class HomeSortingTests: XCTestCase {
    /// Small prices with many ties; every other column has ties and unknowns.
    private func dataset(count: Int = 400, seed: UInt64 = 7) -> HousingDataset {
        var rng = SeededGenerator(seed: seed)
        let names = ["North Ames", "edwards", "Old Town", "Gilbert", "old town", "Brookside"]
        return HousingDataset(
            homes: (0..<count).map { i in
                HomeRecord(
                    line: i + 2,
                    price: Double(rng.next(below: 40) * 1000),
                    neighborhood: rng.next(below: 8) == 0 ? nil : names[rng.next(below: names.count)],
                    bedrooms: rng.next(below: 6) == 0 ? nil : rng.next(below: 5),
                    bathrooms: rng.next(below: 6) == 0 ? nil : Double(rng.next(below: 6)) / 2,
                    livingArea: rng.next(below: 5) == 0 ? nil : Double(500 + rng.next(below: 30) * 50),
                    yearBuilt: rng.next(below: 7) == 0 ? nil : 1900 + rng.next(below: 12) * 10)
            })
    }

    /// The reference: the rule, written against the homes' own values.
    private func reference(_ index: PriceIndex, _ filter: HomeFilter, _ order: HomeSortOrder) -> [Int] {
        let positions = (0..<index.count).filter { filter.contains(position: $0, in: index) }
        func value(_ p: Int) -> (known: Bool, number: Double, text: String) {
            let home = index.dataset[index.rowsByPrice[p]]
            switch order.column {
            case .neighborhood: return (home.neighborhood != nil, 0, home.neighborhood ?? "")
            case .price: return (true, home.price, "")
            case .bedrooms: return (home.bedrooms != nil, Double(home.bedrooms ?? 0), "")
            case .bathrooms: return (home.bathrooms != nil, home.bathrooms ?? 0, "")
            case .livingArea: return (home.livingArea != nil, home.livingArea ?? 0, "")
            case .yearBuilt: return (home.yearBuilt != nil, Double(home.yearBuilt ?? 0), "")
            }
        }
        func less(_ a: Int, _ b: Int) -> Bool {
            let (va, vb) = (value(a), value(b))
            if va.known != vb.known { return va.known }
            if !va.known { return a < b }
            if order.column == .neighborhood {
                let (ta, tb) = (va.text.lowercased(), vb.text.lowercased())
                if ta != tb { return ta < tb }
                if va.text != vb.text { return va.text < vb.text }
                return a < b
            }
            return va.number < vb.number || (va.number == vb.number && a < b)
        }
        let ascending = positions.sorted(by: less)
        guard !order.ascending else { return ascending }
        let known = ascending.filter { value($0).known }, unknown = ascending.filter { !value($0).known }
        return known.reversed() + unknown
    }

    private func positions(_ list: HomeListOrder) -> [Int] { (0..<list.count).map(list.position(at:)) }

    func testEveryColumnAndDirectionMatchesTheReferenceBothWays() {
        let index = PriceIndex(dataset())
        let sorter = HomeSorter(index: index)
        var rng = SeededGenerator(seed: 3)
        var filters = [
            HomeFilter(minPrice: 0, maxPrice: 40_000), HomeFilter(minPrice: 5_000, maxPrice: 5_000),
            HomeFilter(minPrice: 30_000, maxPrice: 10_000),
        ]
        for _ in 0..<25 {
            let a = Double(rng.next(below: 42) * 1000), b = Double(rng.next(below: 42) * 1000)
            var filter = HomeFilter(minPrice: min(a, b), maxPrice: max(a, b))
            switch rng.next(below: 4) {
            case 0: filter.minSecondary = Double(500 + rng.next(below: 30) * 50)
            case 1: filter.maxSecondary = Double(500 + rng.next(below: 30) * 50)
            case 2: (filter.minSecondary, filter.maxSecondary) = (800, 1600)
            default: break
            }
            filters.append(filter)
        }
        for filter in filters {
            let selection = filter.select(in: index)
            for column in HomeListColumn.allCases {
                for ascending in [true, false] {
                    let order = HomeSortOrder(column: column, ascending: ascending)
                    let expected = reference(index, filter, order)
                    XCTAssertEqual(positions(sorter.list(filter, order: order)), expected, "\(filter) \(order)")
                    guard column != .price else { continue }
                    XCTAssertEqual(
                        sorter.sortDirectly(selection, column: column, ascending: ascending).map(Int.init), expected,
                        "direct: \(filter) \(order)")
                    XCTAssertEqual(
                        sorter.scan(filter, column: column, ascending: ascending).map(Int.init), expected,
                        "scan: \(filter) \(order)")
                }
            }
        }
    }

    /// Keeping the homes of a predicate (the side panel's choices) is the reference list with
    /// the others left out, in every order.
    func testKeepingAPredicateFiltersTheListInItsOrder() {
        let index = PriceIndex(dataset())
        let sorter = HomeSorter(index: index)
        let keep = { (row: Int) in index.dataset[row].neighborhood == "Old Town" || row % 5 == 0 }
        for filter in [
            HomeFilter(minPrice: 0, maxPrice: 40_000),
            HomeFilter(minPrice: 9_000, maxPrice: 20_000, maxSecondary: 1200),
            HomeFilter(minPrice: 30_000, maxPrice: 10_000),
        ] {
            for column in HomeListColumn.allCases {
                for ascending in [true, false] {
                    let order = HomeSortOrder(column: column, ascending: ascending)
                    let expected = reference(index, filter, order).filter { keep(index.rowsByPrice[$0]) }
                    let kept = sorter.list(filter, order: order).keeping(in: index, keep)
                    XCTAssertEqual(positions(kept), expected, "\(filter) \(order)")
                    XCTAssertEqual(kept.count, expected.count)
                }
            }
        }
        XCTAssertEqual(
            sorter.list(HomeFilter(minPrice: 0, maxPrice: 40_000), order: .cheapestFirst).keeping(in: index) { _ in
                false
            }.count, 0)
    }

    func testAColumnPreparedElsewhereSortsTheSame() {
        let index = PriceIndex(dataset(count: 300, seed: 11))
        let fresh = HomeSorter(index: index), installed = HomeSorter(index: index)
        XCTAssertTrue(fresh.isPrepared(.price))
        XCTAssertFalse(installed.isPrepared(.yearBuilt))
        let prepared = HomeSorter.prepare(.yearBuilt, of: index)  // thread-safe: any thread
        installed.install(prepared)
        XCTAssertTrue(installed.isPrepared(.yearBuilt))
        for filter in [
            HomeFilter(minPrice: 0, maxPrice: 40_000), HomeFilter(minPrice: 3_000, maxPrice: 9_000, minSecondary: 900),
        ] {
            for ascending in [true, false] {
                let order = HomeSortOrder(column: .yearBuilt, ascending: ascending)
                XCTAssertEqual(
                    positions(installed.list(filter, order: order)), positions(fresh.list(filter, order: order)))
            }
        }
    }

    func testPriceOrderIsTheSelectionWithoutCopying() {
        let index = PriceIndex(dataset())
        let filter = HomeFilter(minPrice: 10_000, maxPrice: 20_000)
        let list = HomeSorter(index: index).list(filter, order: .cheapestFirst)
        let slice = index.positions(minPrice: 10_000, maxPrice: 20_000)
        XCTAssertEqual(positions(list), Array(slice))
        let dearest = HomeSorter(index: index).list(filter, order: HomeSortOrder(column: .price, ascending: false))
        XCTAssertEqual(positions(dearest), Array(slice.reversed()))
        XCTAssertEqual(list.row(at: 0, in: index), index.rowsByPrice[slice.lowerBound])
        XCTAssertEqual(HomeListOrder.empty(in: index).count, 0)
    }

    /// Unknown values last both ways, cheapest first among themselves (the engine's rule).
    func testDescendingKeepsUnknownValuesLastCheapestFirst() {
        let homes = HousingDataset(homes: [
            HomeRecord(line: 2, price: 100, yearBuilt: 1950),
            HomeRecord(line: 3, price: 200),
            HomeRecord(line: 4, price: 300, yearBuilt: 2000),
            HomeRecord(line: 5, price: 400, yearBuilt: 1950),
            HomeRecord(line: 6, price: 500),
        ])
        let index = PriceIndex(homes)
        let sorter = HomeSorter(index: index)
        let all = HomeFilter(minPrice: 0, maxPrice: 1000)
        let up = sorter.list(all, order: HomeSortOrder(column: .yearBuilt))
        XCTAssertEqual((0..<up.count).map { index.dataset[up.row(at: $0, in: index)].line }, [2, 5, 4, 3, 6])
        let down = sorter.list(all, order: HomeSortOrder(column: .yearBuilt, ascending: false))
        XCTAssertEqual((0..<down.count).map { index.dataset[down.row(at: $0, in: index)].line }, [4, 5, 2, 3, 6])
    }

    func testSortArguments() {
        XCTAssertEqual(HomeSortOrder(argument: "year-built"), HomeSortOrder(column: .yearBuilt))
        XCTAssertEqual(
            HomeSortOrder(argument: "Living-Area:desc"), HomeSortOrder(column: .livingArea, ascending: false))
        XCTAssertEqual(HomeSortOrder(argument: "neighbourhood:asc"), HomeSortOrder(column: .neighborhood))
        XCTAssertEqual(HomeSortOrder(argument: "neighborhood"), HomeSortOrder(column: .neighborhood))
        XCTAssertEqual(HomeSortOrder(argument: "price:descending"), HomeSortOrder(column: .price, ascending: false))
        XCTAssertNil(HomeSortOrder(argument: "colour"))
        XCTAssertNil(HomeSortOrder(argument: "price:sideways"))
        XCTAssertNil(HomeSortOrder(argument: "price:desc:asc"))
        XCTAssertEqual(
            HomeListColumn.allCases.map(\.argumentName),
            ["neighbourhood", "price", "bedrooms", "bathrooms", "living-area", "year-built"])
    }

    func testCellText() {
        let home = HomeRecord(
            line: 2, price: 129_500, neighborhood: "North Ames", bedrooms: 3, bathrooms: 2.5,
            livingArea: 1656, yearBuilt: 1960)
        XCTAssertEqual(HomeListColumn.cells(of: home), ["North Ames", "$129,500", "3", "2.5", "1,656 sq ft", "1960"])
        XCTAssertEqual(HomeListColumn.cells(of: HomeRecord(line: 3, price: 0)), ["—", "$0", "—", "—", "—", "—"])
        XCTAssertEqual(
            HomeListColumn.allCases.map(\.title),
            ["Neighbourhood", "Price", "Bedrooms", "Bathrooms", "Living area", "Year built"])
    }
}

extension SeededGenerator {
    /// `next() % n`: the index sequence these tests were written with.
    mutating func next(below n: Int) -> Int { Int(next() % UInt64(n)) }
}
