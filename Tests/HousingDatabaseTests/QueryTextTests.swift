// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Testing

@testable import HousingDatabase

/// The SQL text without a server: quoting, the requests a query refuses, the list's page size.
@Suite struct QueryTextTests {
    @Test func namesAreQuotedWhateverTheyHold() {
        #expect(SQLText.identifier("price") == "\"price\"")
        #expect(SQLText.identifier("Year \"built\"") == "\"Year \"\"built\"\"\"")
        #expect(SQLText.identifier("a.b") == "\"a.b\"")
        #expect(SQLText.qualifiedName("sales.homes") == "\"sales\".\"homes\"")
        #expect(SQLText.float8Text(.nan) == "NaN" && SQLText.float8Text(-.infinity) == "-Infinity")
        #expect(SQLText.float8Array([0.1, 2]) == "'{0.1,2.0}'::float8[]")
    }

    @Test func filtersBecomeConditionsWithTheEnginesMeaning() {
        #expect(FilterClause.condition(.all, on: "c") == "TRUE")
        #expect(FilterClause.condition(.range(lower: .nan, upper: .infinity), on: "c") == "TRUE")
        #expect(FilterClause.condition(.range(lower: 3, upper: 2), on: "c") == "FALSE")
        #expect(FilterClause.condition(.codes([]), on: "c") == "FALSE")
        #expect(
            FilterClause.condition(.range(lower: 1, upper: .infinity), on: "c")
                == "(c <> 'NaN'::float8 AND c >= '1.0'::float8)")
        #expect(FilterClause.conjunction([]) == "TRUE")
    }

    @Test func aRequestThatDoesNotFitIsRefused() async throws {
        let layout = try HistogramLayout.integers(0...3)
        let dimensions = [DataTileQuery.Dimension(column: "a", layout: layout), .init(column: "b", layout: layout)]
        #expect(throws: DataTileQuery.RequestError.filterCount(1, dimensions: 2)) {
            try DataTileQuery(
                table: "t", dimensions: dimensions, filters: [.all], activeDimension: 0, pixelLayout: layout)
        }
        #expect(throws: DataTileQuery.RequestError.activeDimensionOutOfRange(2, dimensions: 2)) {
            try DataTileQuery(
                table: "t", dimensions: dimensions, filters: [.all, .all], activeDimension: 2, pixelLayout: layout)
        }
        let query = try DataTileQuery(
            table: "t", dimensions: dimensions, filters: [.all, .all], activeDimension: 0, pixelLayout: layout)
        await #expect(throws: DatabaseError.unexpectedResult("no connection to fetch the tiles on")) {
            try await query.fetch(on: [])
        }
        #expect(ListPageQuery(table: "t", keyColumn: "id", columns: [], pageSize: 0).pageSize == 1)
    }
}
