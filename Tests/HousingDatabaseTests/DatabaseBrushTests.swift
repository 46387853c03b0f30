// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousingDatabase
import PostgresTestSupport
import PropertyBased
import Testing

/// The tile and list queries against a real server: random tables loaded with `COPY`, random
/// filters and drag steps; every step's count and histograms from the fetched tiles, and every
/// list order paged through with keyset pagination, against ``NaiveBrush`` on the same rows.
@Suite(.enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.skipReason)), .serialized)
struct DatabaseBrushTests {
    static func query(_ brush: RandomBrushCase, table: TestTable) throws -> DataTileQuery {
        try DataTileQuery(
            table: table.name,
            dimensions: brush.layouts.indices.map { .init(column: table.columns[$0], layout: brush.layouts[$0]) },
            filters: brush.filters, activeDimension: brush.active, pixelLayout: brush.pixels)
    }

    /// Same values, NaN equal to NaN and -0 to 0 (the server prints -0 as "-0", which reads back).
    static func same(_ a: [[Double?]], _ b: [[Double?]]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { ra, rb in
                ra.count == rb.count
                    && zip(ra, rb).allSatisfy { x, y in
                        switch (x, y) {
                        case (nil, nil): return true
                        case (let x?, let y?): return x == y || (x.isNaN && y.isNaN)
                        default: return false
                        }
                    }
            }
    }

    @Test func tilesFromTheServerAnswerEveryStepAsCountingTheHomes() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect(), second = try await server.connect()
            defer { connection.close(); second.close() }
            await propertyCheck(count: 40, input: zip(RandomBrushCase.generator(rows: 0...150), Gen.bool)) {
                brush, spread in
                let table = try await TestTable.load(brush.rows, dimensionCount: brush.layouts.count, on: connection)
                // The one scan on one connection, or the per-filter statements spread over two.
                let tiles = try await Self.query(brush, table: table).fetch(
                    on: spread ? [connection, second] : [connection],
                    plan: spread ? .perFilter : .oneScan)
                let naive = brush.naive
                for step in brush.steps + [.all] {
                    #expect(
                        tiles.answer(step) == naive.answer(active: brush.active, selection: step, pixels: brush.pixels),
                        "step \(step) of \(brush)")
                }
            }
        }
    }

    /// The one scan's tiles are the per-filter statements' tiles: every single pixel row, the
    /// homes in none and every drag step answer alike, and as counting the homes.
    @Test func oneScanGivesThePerFilterTiles() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            await propertyCheck(count: 40, input: RandomBrushCase.generator(rows: 0...150)) { brush in
                let table = try await TestTable.load(brush.rows, dimensionCount: brush.layouts.count, on: connection)
                let query = try Self.query(brush, table: table)
                #expect(query.statements(.oneScan).count == 1)
                let oneScan = try await query.fetch(on: connection, plan: .oneScan)
                let perFilter = try await query.fetch(on: connection, plan: .perFilter)
                let naive = brush.naive
                let rows = (0..<brush.pixels.binCount).map { PixelSelection.bins(first: $0, last: $0) }
                for step in rows + brush.steps + [.all] {
                    let answer = oneScan.answer(step)
                    #expect(answer == perFilter.answer(step), "step \(step) of \(brush)")
                    #expect(
                        answer == naive.answer(active: brush.active, selection: step, pixels: brush.pixels),
                        "step \(step) of \(brush)")
                }
            }
        }
    }

    @Test func listPagesFollowTheNaiveOrderForEveryColumn() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            await propertyCheck(count: 25, input: zip(RandomBrushCase.generator(rows: 0...60), Gen.int(in: 1...9))) {
                brush, pageSize in
                let table = try await TestTable.load(brush.rows, dimensionCount: brush.layouts.count, on: connection)
                let naive = brush.naive
                for sort in [nil] + brush.layouts.indices.map(Optional.some) {
                    for descending in [false, true] {
                        let query = ListPageQuery(
                            table: table.name, keyColumn: "id", columns: table.columns,
                            filters: brush.filters.indices.map { (table.columns[$0], brush.filters[$0]) },
                            sortKey: sort.map { SQLText.identifier(table.columns[$0]) }, descending: descending,
                            pageSize: pageSize)
                        var keys: [Int64] = [], rows: [[Double?]] = []
                        var cursor: ListCursor?
                        var pages = 0
                        repeat {
                            let page = try await query.fetch(after: cursor, on: connection)
                            #expect(page.keys.count <= pageSize)
                            keys += page.keys
                            // Fields of `double precision` columns, as the server writes them.
                            rows += page.rows.map { $0.map { $0.flatMap(Double.init) } }
                            cursor = page.next
                            pages += 1
                        } while cursor != nil && pages <= brush.rows.count + 1
                        let expected = naive.listOrder(sort: sort, descending: descending)
                        #expect(
                            keys == expected.map(Int64.init),
                            "sort \(String(describing: sort)) desc \(descending) pages of \(pageSize): \(brush)")
                        #expect(
                            Self.same(rows, expected.map { brush.rows[$0] }),
                            "values of sort \(String(describing: sort))")
                    }
                }
            }
        }
    }

    /// The server stops while a session holds tiles: the next fetch fails with a clear error, the
    /// tiles in hand still answer, and after the server is back `reset()` makes the session work again.
    @Test func aServerStoppedMidSessionGivesAClearErrorAndTheSessionRecovers() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            let rows: [[Double?]] = (0..<500).map { (i: Int) -> [Double?] in
                let second: Double? = i % 5 == 0 ? nil : Double(i % 11)
                return [Double(i % 17), second, Double(i % 3)]
            }
            let brush = RandomBrushCase(
                rows: rows, layouts: [try .integers(0...16), try .integers(0...10), try .integers(0...2)],
                filters: [.all, .range(lower: 2, upper: 8), .codes([0, 2])], active: 0,
                pixels: try .uniform(lower: 0, upper: 16, count: 64), steps: [])
            let table = try await TestTable.load(rows, dimensionCount: 3, on: connection)
            let query = try Self.query(brush, table: table)
            let tiles = try await query.fetch(on: connection)
            let step = PixelSelection(lower: 3, upper: 9, in: brush.pixels)
            let before = tiles.answer(step)
            #expect(before == brush.naive.answer(active: 0, selection: step, pixels: brush.pixels))

            // Mid-drag: a slow query is running when the server goes.
            async let slow = DatabaseConnectionTests.error { _ = try await connection.query("SELECT pg_sleep(30)") }
            try await Task.sleep(for: .milliseconds(300))
            server.stop()
            let slowError = await slow
            guard case .connectionLost? = slowError else {
                Issue.record("the running query ended with \(String(describing: slowError))"); return
            }
            await #expect(throws: DatabaseError.self) { _ = try await query.fetch(on: connection) }
            do {
                _ = try await query.fetch(on: connection)
            } catch let error as DatabaseError {
                switch error {
                case .connectionLost(let message): #expect(!message.isEmpty)
                default: Issue.record("expected connectionLost, got \(error)")
                }
            }
            #expect(tiles.answer(step) == before)
            await #expect(throws: DatabaseError.self) { try await connection.reset() }

            try server.start()
            try await connection.reset()
            #expect(try await query.fetch(on: connection).answer(step) == before)
        }
    }
}
