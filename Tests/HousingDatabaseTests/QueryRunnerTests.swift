// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import HousingDatabase
import PostgresTestSupport
import Testing

/// The query runner against a real server: answers and progress handed to the delivery queue,
/// a newer request of a kind cancelling the stale one, and every failure (missing table or
/// column, a revoked grant, the server stopped mid-query) a ``DatabaseError`` in the completion.
@Suite(.enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.skipReason)), .serialized)
struct QueryRunnerTests {
    /// A delivery queue that records whether every closure ran on it.
    final class Delivery: @unchecked Sendable {
        let queue = DispatchQueue(label: "QueryRunnerTests.delivery")
        private let key = DispatchSpecificKey<Bool>()
        private let lock = NSLock()
        private var progress: [QueryRunner.Progress] = []
        private var strays = 0
        init() { queue.setSpecific(key: key, value: true) }
        var deliver: @Sendable (@escaping @Sendable () -> Void) -> Void { { [queue] in queue.async(execute: $0) } }
        /// Counts a closure that runs off the queue.
        func check() { if DispatchQueue.getSpecific(key: key) != true { lock.withLock { strays += 1 } } }
        var offQueue: Int { lock.withLock { strays } }
        func record(_ p: QueryRunner.Progress) { lock.withLock { progress.append(p) } }
        var reports: [QueryRunner.Progress] { lock.withLock { progress } }
    }

    /// Waits for one completion of `start`.
    static func answer<T: Sendable>(_ start: (@escaping @Sendable (Result<T, DatabaseError>) -> Void) -> Void) async
        -> Result<T, DatabaseError>
    {
        await withCheckedContinuation { continuation in start { continuation.resume(returning: $0) } }
    }

    static func tileQuery(table: TestTable, filters: [DimensionFilter]) throws -> DataTileQuery {
        try DataTileQuery(
            table: table.name, dimensions: table.columns.map { .init(column: $0, layout: try .integers(0...16)) },
            filters: filters, activeDimension: 0, pixelLayout: try .uniform(lower: 0, upper: 16, count: 32))
    }

    static let rows: [[Double?]] = (0..<300).map { (i: Int) -> [Double?] in
        let second: Double? = i % 7 == 0 ? nil : Double(i % 11)
        return [Double(i % 17), second, Double(i % 3)]
    }

    @Test func tilesArriveOnTheDeliveryQueueWithProgress() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            let table = try await TestTable.load(Self.rows, dimensionCount: 3, on: connection)
            let query = try Self.tileQuery(table: table, filters: [.all, .range(lower: 2, upper: 8), .codes([0, 2])])
            let expected = try await query.fetch(on: connection, plan: .perFilter)
            let delivery = Delivery()
            let runner = QueryRunner(connection: connection, deliver: delivery.deliver)
            for plan in DataTileQuery.Plan.allCases {
                let progress = Delivery()
                let result = await Self.answer { done in
                    runner.fetchTiles(
                        query, plan: plan,
                        progress: { p in
                            delivery.check()
                            progress.record(p)
                        }
                    ) { result in
                        delivery.check()
                        done(result)
                    }
                }
                let tiles = try result.get()
                for p in [PixelSelection.all] + (0..<32).map({ PixelSelection.bins(first: $0, last: $0) }) {
                    #expect(tiles.answer(p) == expected.answer(p), "\(plan) at \(p)")
                }
                let asked = query.statements(plan).count
                #expect(progress.reports == (0...asked).map { QueryRunner.Progress(done: $0, asked: asked) }, "\(plan)")
            }
            #expect(delivery.offQueue == 0, "progress or completions ran off the delivery queue")
            let page = try await Self.answer { done in
                runner.fetchPage(
                    ListPageQuery(table: table.name, keyColumn: "id", columns: table.columns, pageSize: 5), after: nil,
                    completion: done)
            }.get()
            #expect(page.keys == [0, 1, 2, 3, 4])
        }
    }

    /// The caller is not blocked while a statement runs, and a newer request of the same kind
    /// cancels the stale one on the server; a request of another kind is left alone.
    @Test func aNewerRequestCancelsTheStaleOne() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            let runner = QueryRunner(connection: connection)
            let start = Date()
            let results = ResultBox()
            let staleDone = DispatchSemaphore(value: 0)
            let stale = runner.run("SELECT pg_sleep(60)", kind: .tiles) {
                results.append("stale", $0); staleDone.signal()
            }
            #expect(Date().timeIntervalSince(start) < 5, "run waited for the statement")
            #expect(results.errors.isEmpty && !stale.isCancelled)
            try await Task.sleep(for: .milliseconds(300))
            let newer = await Self.answer { done in runner.run("SELECT 42", kind: .tiles, completion: done) }
            staleDone.wait()
            #expect(results.errors == ["stale": .cancelled])
            #expect(stale.isCancelled)
            #expect(try newer.get().integer(0, 0) == 42)
            #expect(Date().timeIntervalSince(start) < 30, "the stale sleep was not cancelled")

            // Another kind is not cancelled by it: the list page waits behind the sleep and answers.
            let sleeping = await Self.answer { done in
                runner.run("SELECT pg_sleep(0.5), 7", kind: .listPage, completion: done)
                runner.run("SELECT 8", kind: .tiles) { _ in }
            }
            #expect(try sleeping.get().integer(0, 1) == 7)

            // Cancelling a request by hand; then cancelAll.
            let byHand = runner.run("SELECT pg_sleep(60)") { results.append("byHand", $0) }
            try await Task.sleep(for: .milliseconds(300))
            byHand.cancel()
            let all = await Self.answer { done in
                runner.run("SELECT pg_sleep(60)", kind: .listPage, completion: done)
                Thread.sleep(forTimeInterval: 0.3)
                runner.cancelAll()
            }
            #expect(all == .failure(.cancelled))
            #expect(results.errors["byHand"] == .cancelled)
            #expect(Date().timeIntervalSince(start) < 50)
        }
    }

    @Test func failuresReachTheCompletionAsDatabaseErrors() async throws {
        try await TestPostgresServer.withServer { server in
            let admin = try await server.connect()
            defer { admin.close() }
            let table = try await TestTable.load(Self.rows, dimensionCount: 3, on: admin)
            let runner = QueryRunner(connection: admin)
            let good = try Self.tileQuery(table: table, filters: [.all, .all, .all])
            let noTable = try DataTileQuery(
                table: "no_such_homes", dimensions: good.dimensions, filters: good.filters,
                activeDimension: 0, pixelLayout: good.pixelLayout)
            var dimensions = good.dimensions
            dimensions[2].column = "no_such_column"
            let noColumn = try DataTileQuery(
                table: table.name, dimensions: dimensions, filters: good.filters,
                activeDimension: 0, pixelLayout: good.pixelLayout)
            for plan in DataTileQuery.Plan.allCases {
                guard
                    case .failure(.missingTable(let m)) = await Self.answer({
                        runner.fetchTiles(noTable, plan: plan, completion: $0)
                    })
                else {
                    Issue.record("no missingTable (\(plan))"); continue
                }
                #expect(m.contains("no_such_homes"))
                guard
                    case .failure(.missingColumn(let c)) = await Self.answer({
                        runner.fetchTiles(noColumn, plan: plan, completion: $0)
                    })
                else {
                    Issue.record("no missingColumn (\(plan))"); continue
                }
                #expect(c.contains("no_such_column"))
            }
            #expect(
                try await Self.answer { runner.fetchTiles(good, completion: $0) }.get().matchingCount(.all)
                    == Self.rows.count)

            // A grant revoked between two presses.
            _ = try await admin.query("CREATE ROLE reader LOGIN")
            _ = try await admin.query("GRANT SELECT ON homes TO reader")
            let reader = try await server.connect(user: "reader")
            defer { reader.close() }
            let readerRunner = QueryRunner(connection: reader)
            #expect(
                try await Self.answer { readerRunner.fetchTiles(good, completion: $0) }.get().matchingCount(.all)
                    == Self.rows.count)
            _ = try await admin.query("REVOKE SELECT ON homes FROM reader")
            guard
                case .failure(.permissionDenied) = await Self.answer({ readerRunner.fetchTiles(good, completion: $0) })
            else {
                Issue.record("the revoke was not seen"); return
            }
            let list = ListPageQuery(table: table.name, keyColumn: "id", columns: table.columns, pageSize: 5)
            guard
                case .failure(.permissionDenied) = await Self.answer({
                    readerRunner.fetchPage(list, after: nil, completion: $0)
                })
            else {
                Issue.record("the list was allowed"); return
            }

            // The server stopped while a request runs.
            let slow = Task { await Self.answer { runner.run("SELECT pg_sleep(30)", completion: $0) } }
            try await Task.sleep(for: .milliseconds(300))
            server.stop()
            guard case .failure(.connectionLost) = await slow.value else {
                Issue.record("the running request did not lose its connection"); return
            }
            guard
                case .failure(.connectionLost) = await Self.answer({
                    runner.fetchTiles(good, plan: .perFilter, completion: $0)
                })
            else {
                Issue.record("a request after the stop did not fail as connectionLost"); return
            }
        }
    }
}
