// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousePricesCore
import HousingData
import Testing

/// A session's answers at its edges: a table with no filters, or none on price, matches every
/// home.
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
        let session = try Self.session("id,bedrooms\n" + (1...12).map { "\($0),\(1 + $0 % 4)" }.joined(separator: "\n") + "\n")
        #expect(session.plan.filters.count == 1 && session.plan.filters[0].isPrice == false)
        #expect(session.matchingCount == 12 && session.rows(offset: 0, count: 100) == Array(0..<12))
        session.setRange((2, 3), of: 0)
        #expect(session.matchingCount == (1...12).filter { (2...3).contains(1 + $0 % 4) }.count)
    }
}
