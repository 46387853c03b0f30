// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousePricesCore
import HousingData
import Testing

/// A session's answers at its edges: a table with no filters, or none on price, matches every
/// home; remembered settings that would hide every home (an inverted range, picks of no
/// category) or that are no slider's (NaN bounds) restore as every home or an open end.
@Suite struct FilterSessionEdgeCaseTests {
    static func session(_ csv: String) throws -> FilterSession {
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "edge.csv")
        return try FilterSession(table: table, plan: FilterPlan(table: table))
    }

    @Test func aTableWithoutFiltersMatchesEveryHomeInFileOrder() throws {
        let session = try Self.session("id,note\n" + (1...7).map { "\($0),same" }.joined(separator: "\n") + "\n")
        #expect(session.plan.filters.isEmpty)
        var answers: [FilterResult] = []
        session.onResult = { answers.append($0) }
        session.refresh()
        let result = try #require(answers.last)
        #expect(session.totalCount == 7 && result.matchingCount == 7 && session.matchingCount == 7)
        #expect(result.rows(offset: 0, count: 100) == Array(0..<7))
        #expect(result.histograms.isEmpty && result.settings.isEmpty)
        session.setListOrder(ListOrder(dimension: nil, descending: true))
        #expect(answers.last?.rows(offset: 0, count: 100) == Array((0..<7).reversed()))
        session.reset([0, 3])
        session.restore(SavedFilters(entries: [.range(column: "id", [1, 2])]))
        #expect(answers.last?.matchingCount == 7)
    }

    @Test func aTableWithoutAPriceFilterMatchesEveryHomeUntilFiltered() throws {
        let session = try Self.session(
            "id,bedrooms\n" + (1...12).map { "\($0),\(1 + $0 % 4)" }.joined(separator: "\n") + "\n")
        #expect(session.plan.filters.count == 1 && session.plan.filters[0].isPrice == false)
        #expect(session.matchingCount == 12 && session.rows(offset: 0, count: 100) == Array(0..<12))
        session.setRange((2, 3), of: 0)
        #expect(session.matchingCount == (1...12).filter { (2...3).contains(1 + $0 % 4) }.count)
    }

    static let homes =
        "price,district\n"
        + (0..<20).map { "\(100_000 + $0 * 1000),\(["North", "South", "East"][$0 % 3])" }
        .joined(separator: "\n") + "\n"

    /// An inverted range lets nothing through in the session, and is remembered as the whole range.
    @Test func anInvertedRangeRestoresAsEveryHome() throws {
        let session = try Self.session(Self.homes)
        session.set(0, .range(lower: 110_000, upper: 105_000))
        #expect(session.matchingCount == 0)
        #expect(session.saved.entries == [.range(column: "price", [])])
        let fresh = try Self.session(Self.homes)
        fresh.restore(SavedFilters(encoded: session.saved.encoded))
        #expect(fresh.matchingCount == 20 && fresh.settings[0] == .all)
        // An inverted pair stored by hand reads back as the whole range too.
        fresh.restore(SavedFilters(entries: [.range(column: "price", [110_000, 105_000])]))
        #expect(fresh.matchingCount == 20)
    }

    /// Picks of no category let nothing through in the session; restored, the filter is every home.
    @Test func noPickedCategoryRestoresAsEveryHome() throws {
        let session = try Self.session(Self.homes)
        let district = try #require(session.plan.filterIndex(named: "district"))
        session.setPicks([], of: district)
        #expect(session.matchingCount == 0)
        let fresh = try Self.session(Self.homes)
        fresh.restore(SavedFilters(encoded: session.saved.encoded))
        #expect(fresh.matchingCount == 20 && fresh.settings[district] == .all)
    }

    /// A NaN bound is open in the session and remembered as its end, so the same homes come
    /// back; NaN (or infinite) numbers in a stored string restore as the whole range.
    @Test func nanBoundsAreOpenEndsAndNaNInSavedStringsIsTheWholeRange() throws {
        let session = try Self.session(Self.homes)
        session.set(0, .range(lower: 105_000, upper: .nan))
        #expect(session.matchingCount == 15)
        #expect(session.saved.entries == [.range(column: "price", [105_000, SavedRange.upperEnd])])
        let fresh = try Self.session(Self.homes)
        fresh.restore(SavedFilters(encoded: session.saved.encoded))
        #expect(fresh.matchingCount == 15)
        for stored in ["range\tprice\tnan\t110000", "range\tprice\t-inf\t110000", "range\tprice\t105000\tinf"] {
            let other = try Self.session(Self.homes)
            other.restore(SavedFilters(encoded: [stored]))
            #expect(other.matchingCount == 20, "\(stored)")
        }
    }

    /// An open end written as NaN is the same setting each time it is read back, so a source
    /// that compares settings (the database's drag, answered from its tiles while the other
    /// filters stand) sees nothing changed.
    @Test func aSettingWithANaNBoundEqualsItself() {
        let open = FilterSetting.range(lower: 1, upper: .nan)
        #expect(open == FilterSetting.range(lower: 1, upper: .nan))
        #expect([FilterSetting.all, open] == [.all, .range(lower: 1, upper: .nan)])
        #expect(FilterSetting.range(lower: .nan, upper: .nan) == .range(lower: .nan, upper: .nan))
        #expect(open != .range(lower: 2, upper: .nan))
        #expect(open != .range(lower: 1, upper: .infinity))
        #expect(open != .all)
        #expect(FilterSetting.picks([1]) == .picks([1]))
        #expect(FilterSetting.picks([1]) != .picks([2]))
    }
}
