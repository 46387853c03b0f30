// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import HousePricesCore
import HousingData
import HousingDatabase
import PostgresTestSupport
import PropertyBased
import Testing

/// The database ``FilterSource`` against the in-memory one (``FilterSession``) on the same rows:
/// random tables loaded into a real server with `COPY` and read as a file, random call sequences
/// (ranges, open ends, NaN and inverted bounds, resets, list orders, thumb drags over pixel
/// bins); after each call the two answer the same count, settings and bars, and the database
/// list (paged) is the session's where their orders agree, and otherwise its own rule's
/// (``ListPageQuery``: ties by key). A server stopped or a grant revoked is an error with the
/// settings kept, answered again by a retry.
@Suite(.enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.skipReason)), .serialized)
struct DatabaseFilterSourceTests {
    enum Call: CustomStringConvertible {
        case range(Int, Double, Double)
        case clear(Int)
        case reset([Int])
        case order(Int?, Bool)
        case refresh
        /// A press on filter `f` over `pixels` bins, steps `(first, last)` pixel bins, a release.
        case drag(Int, pixels: Int, steps: [(Int, Int)])
        var description: String {
            switch self {
            case .range(let f, let a, let b): return "setRange(\(a)...\(b), of: \(f))"
            case .clear(let f): return "setRange(nil, of: \(f))"
            case .reset(let fs): return "reset(\(fs))"
            case .order(let f, let d): return "setListOrder(\(f.map(String.init) ?? "home"), descending \(d))"
            case .refresh: return "refresh()"
            case .drag(let f, let p, let steps): return "drag(\(f), \(p) pixels, \(steps))"
            }
        }
    }

    static let call = zip(
        Gen.int(in: 0...9), Gen.int(in: 0...3), Gen.double(in: -0.2...1.2), Gen.double(in: -0.2...1.2),
        Gen.int(in: 0...255), Gen.int(in: 0...999).array(of: 6)
    )
    .map { kind, f, a, b, bits, more -> Call in
        switch kind {
        case 0...2:
            let upper: Double = bits % 11 == 0 ? .infinity : (bits % 13 == 0 ? .nan : b)
            let lower: Double = bits % 7 == 0 ? -.infinity : a
            return .range(f, lower, upper)
        case 3: return .clear(f)
        case 4: return .reset((0..<4).filter { bits & (1 << $0) != 0 })
        case 5: return .order(bits % 3 == 0 ? nil : f, bits % 2 == 1)
        case 6: return .refresh
        default:
            let pixels = 1 + more[0] % 40
            return .drag(
                f, pixels: pixels,
                steps: (0..<(1 + more[1] % 3)).map { k in
                    let x = more[2 + k] % pixels, y = more[(3 + k) % 6] % pixels
                    return (min(x, y), max(x, y))
                })
        }
    }

    /// Prices with ties, an area with gaps and unknowns, a year of few values.
    static let row = Gen.int(in: 0...999).array(of: 3)

    static func csv(_ rows: [[Int]]) -> String {
        var lines = ["price,Living area,year"]
        for r in rows {
            let area = r[1] % 9 == 0 ? "" : "\(500 + Double(r[1] % 30) * 37.5)"
            let year = r[2] % 7 == 0 ? "" : "\(1950 + r[2] % 12)"
            lines.append(["\(100_000 + (r[0] % 25) * 2_500)", area, year].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Copies `table`'s numeric columns into the server's table `name` (key `id`: the row).
    static func copy(_ table: DataTable, as name: String, on connection: DatabaseConnection) async throws {
        let quoted = SQLText.identifier(name)
        _ = try await connection.query("DROP TABLE IF EXISTS \(quoted)")
        let columns = table.columns.map { "\(SQLText.identifier($0.name)) double precision" }
        _ = try await connection.query(
            "CREATE TABLE \(quoted) (id bigint PRIMARY KEY, \(columns.joined(separator: ", ")))")
        var data = ""
        for row in 0..<table.rowCount {
            data +=
                ([String(row)]
                + table.columns.map { c in
                    let v = c.number(at: row)
                    return v.isNaN ? "\\N" : SQLText.float8Text(v)
                }).joined(separator: "\t") + "\n"
        }
        _ = try await connection.copy("COPY \(quoted) FROM STDIN", data: data)
    }

    /// The answers of a source, delivered on its own queue.
    final class Answers: @unchecked Sendable {
        let queue = DispatchQueue(label: "DatabaseFilterSourceTests")
        private let lock = NSLock()
        private var results: [FilterResult] = []
        private var errors: [DatabaseError] = []
        private var progress = 0
        var deliver: @Sendable (@escaping @Sendable () -> Void) -> Void { { [queue] in queue.async(execute: $0) } }
        func attach(_ source: DatabaseFilterSource) {
            source.onResult = { r in self.lock.withLock { self.results.append(r) } }
            source.onError = { e in self.lock.withLock { self.errors.append(e) } }
            source.onProgress = { _ in self.lock.withLock { self.progress += 1 } }
        }
        var count: Int { lock.withLock { results.count } }
        var last: FilterResult? { lock.withLock { results.last } }
        var errorCount: Int { lock.withLock { errors.count } }
        var lastError: DatabaseError? { lock.withLock { errors.last } }
        var progressReports: Int { lock.withLock { progress } }

        /// Runs `body` on the queue, then waits (up to 30 s) until `done` holds.
        func run(_ body: @escaping @Sendable () -> Void, until done: @escaping () -> Bool) async -> Bool {
            queue.async(execute: body)
            for _ in 0..<6000 {
                if done() { return true }
                try? await Task.sleep(nanoseconds: 5_000_000)
            }
            return done()
        }

        /// Runs `body` and waits for its answer.
        func answer(_ body: @escaping @Sendable () -> Void) async -> FilterResult? {
            let before = count, errorsBefore = errorCount
            guard await run(body, until: { self.count > before || self.errorCount > errorsBefore }) else { return nil }
            return count > before ? last : nil
        }
    }

    static func fail(_ message: String) { Issue.record(Comment(rawValue: message)) }

    /// The same settings, a NaN bound equal to a NaN bound.
    static func same(_ a: [FilterSetting], _ b: [FilterSetting]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { x, y in
                if case .range(let l1, let u1) = x, case .range(let l2, let u2) = y {
                    return (l1 == l2 || l1.isNaN && l2.isNaN) && (u1 == u2 || u1.isNaN && u2.isNaN)
                }
                return x == y
            }
    }

    /// The database list's rule: matching rows by the filter's values (unknown last), ties by
    /// key (the row) ascending; without a filter by the row.
    static func listed(
        _ matching: [Int], _ table: DataTable, _ plan: FilterPlan, order: (filter: Int?, descending: Bool)
    ) -> [Int] {
        guard let f = order.filter, plan.filters[f].bounds != nil else {
            return order.descending ? matching.reversed() : matching
        }
        let column = table.columns[plan.filters[f].column]
        let known = matching.filter { !column.number(at: $0).isNaN },
            unknown = matching.filter { column.number(at: $0).isNaN }
        return known.sorted { a, b in
            let x = column.number(at: a), y = column.number(at: b)
            return x != y ? (order.descending ? x > y : x < y) : a < b
        } + unknown
    }

    /// The database answer `db` agrees with the session's: count, settings, every slider's bars
    /// (their sum per bin; the split is by whole bins), and the list's first page.
    static func check(
        _ db: FilterResult, _ session: FilterSession, pageSize: Int, order: (filter: Int?, descending: Bool),
        list: Bool, after call: String
    ) {
        let memory = session.result, plan = session.plan
        #expect(db.matchingCount == memory.matchingCount, "count after \(call)")
        #expect(same(db.settings, memory.settings), "settings after \(call)")
        for (f, filter) in plan.filters.enumerated() where filter.bounds != nil {
            let a = db.histogram(f), b = memory.histogram(f)
            #expect(
                zip(a.inside, a.outside).map(+) == zip(b.inside, b.outside).map(+),
                "\(filter.name)'s bars after \(call)")
        }
        guard list else { return }
        let all = session.rows(offset: 0, count: session.totalCount)
        let expected = listed(all.sorted(), session.table, plan, order: order)
        #expect(db.rows(offset: 0, count: pageSize) == Array(expected.prefix(pageSize)), "list after \(call)")
        // Ascending, the two orders are one (ties in home order, unknowns last).
        if !order.descending || order.filter == nil || plan.filters[order.filter!].bounds == nil {
            #expect(Array(all.prefix(pageSize)) == Array(expected.prefix(pageSize)), "the session's list after \(call)")
        }
    }

    @Test func answersAsTheInMemorySourceOverRandomTablesAndCalls() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            await propertyCheck(
                count: 25, input: Self.row.array(of: 1...60), Self.call.array(of: 1...10), Gen.int(in: 1...9)
            ) {
                rows, calls, pageSize in
                guard let table = try? DataTableLoader().load(bytes: Array(Self.csv(rows).utf8), source: "random.csv"),
                    table.rowCount == rows.count,
                    let session = try? FilterSession(table: table, plan: FilterPlan(table: table))
                else { return Self.fail("the random CSV did not load") }
                let plan = session.plan
                let sliders = plan.filters.indices.filter { plan.filters[$0].bounds != nil }
                guard !sliders.isEmpty else { return }  // no slider: nothing the server counts
                do { try await Self.copy(table, as: "homes", on: connection) } catch {
                    return Self.fail("copy: \(error)")
                }
                let answers = Answers()
                guard
                    let source = try? DatabaseFilterSource(
                        plan: plan, table: "homes", keyColumn: "id", connection: connection,
                        pageSize: pageSize, deliver: answers.deliver)
                else { return Self.fail("no database source") }
                answers.attach(source)
                let db = source
                var order: (filter: Int?, descending: Bool) = (nil, false)
                for call in calls {
                    switch call {
                    case .range(let k, let a, let b):
                        let f = sliders[k % sliders.count], bounds = plan.filters[f].bounds!
                        let span = bounds.upperBound - bounds.lowerBound
                        let lower = a.isFinite ? bounds.lowerBound + a * span : a,
                            upper = b.isFinite ? bounds.lowerBound + b * span : b
                        session.setRange((lower, upper), of: f)
                        guard let result = await answers.answer({ db.setRange((lower, upper), of: f) }) else {
                            return Self.fail("no answer to \(call): \(String(describing: answers.lastError))")
                        }
                        Self.check(result, session, pageSize: pageSize, order: order, list: true, after: "\(call)")
                    case .clear(let k):
                        let f = sliders[k % sliders.count]
                        session.setRange(nil, of: f)
                        guard let result = await answers.answer({ db.setRange(nil, of: f) }) else {
                            return Self.fail("no answer to \(call)")
                        }
                        Self.check(result, session, pageSize: pageSize, order: order, list: true, after: "\(call)")
                    case .reset(let filters):
                        session.reset(filters)
                        guard let result = await answers.answer({ db.reset(filters) }) else {
                            return Self.fail("no answer to \(call)")
                        }
                        Self.check(result, session, pageSize: pageSize, order: order, list: true, after: "\(call)")
                    case .order(let k, let descending):
                        let f = k.map { sliders[$0 % sliders.count] }
                        order = (f, descending)
                        let listOrder = ListOrder(dimension: f, descending: descending)
                        session.setListOrder(listOrder)
                        guard let result = await answers.answer({ db.setListOrder(listOrder) }) else {
                            return Self.fail("no answer to \(call)")
                        }
                        Self.check(result, session, pageSize: pageSize, order: order, list: true, after: "\(call)")
                        // The next page, asked by reading past the first.
                        guard let longer = await answers.answer({ _ = result.rows(offset: pageSize, count: pageSize) })
                        else {
                            if result.matchingCount > pageSize { Issue.record("no second page after \(call)") }
                            continue
                        }
                        Self.check(
                            longer, session, pageSize: 2 * pageSize, order: order, list: true,
                            after: "the second page after \(call)")
                    case .refresh:
                        guard let result = await answers.answer({ db.refresh() }) else {
                            return Self.fail("no answer to \(call)")
                        }
                        Self.check(result, session, pageSize: pageSize, order: order, list: true, after: "\(call)")
                    case .drag(let k, let p, let steps):
                        let f = sliders[k % sliders.count], bounds = plan.filters[f].bounds!
                        // A column of one value has an empty track: no pixel bins to fetch tiles
                        // over, so the window asks for none (its ranges are still answered exactly,
                        // as `.range` checks). Any wider column must have them.
                        guard
                            let pixels = try? HistogramLayout.uniform(
                                lower: bounds.lowerBound, upper: bounds.upperBound, count: p)
                        else {
                            if bounds.lowerBound < bounds.upperBound { return Self.fail("no pixels over \(bounds)") }
                            continue
                        }
                        let progressBefore = answers.progressReports
                        _ = await answers.run(
                            { db.beginDrag(of: f, pixels: pixels) }, until: { answers.progressReports > progressBefore }
                        )
                        for (first, last) in steps {
                            // Whole pixel bins: the rounded answer is exact.
                            let lower = pixels.edges[first],
                                upper = last == p - 1 ? pixels.edges[p] : pixels.edges[last + 1].nextDown
                            session.setRange((lower, upper), of: f)
                            guard let result = await answers.answer({ db.setRange((lower, upper), of: f) }) else {
                                return Self.fail("no answer to a step of \(call)")
                            }
                            Self.check(
                                result, session, pageSize: pageSize, order: order, list: false,
                                after: "step \(first)...\(last) of \(call)")
                        }
                        #expect(answers.progressReports > progressBefore, "progress of \(call)")
                        guard let released = await answers.answer({ db.endDrag() }) else {
                            return Self.fail("no answer to the release of \(call)")
                        }
                        Self.check(
                            released, session, pageSize: pageSize, order: order, list: true,
                            after: "the release of \(call)")
                    }
                }
                // What the database source remembers is what the session remembers.
                #expect(answers.queue.sync { db.saved } == session.saved, "saved after \(calls)")
            }
        }
    }

    @Test func aStoppedServerOrARevokedGrantIsAnErrorWithTheSettingsKeptAndARetryAnswers() async throws {
        try await TestPostgresServer.withServer { server in
            let admin = try await server.connect()
            let table = try DataTableLoader().load(
                bytes: Array(Self.csv((0..<50).map { [$0 * 7, $0 * 13, $0 * 3] }).utf8), source: "t.csv")
            try await Self.copy(table, as: "homes", on: admin)
            _ = try await admin.query("CREATE ROLE reader LOGIN")
            _ = try await admin.query("GRANT SELECT ON homes TO reader")
            admin.close()
            let session = try FilterSession(table: table, plan: FilterPlan(table: table))
            let connection = try await server.connect(user: "reader")
            defer { connection.close() }
            let answers = Answers()
            let source = try DatabaseFilterSource(
                plan: session.plan, table: "homes", keyColumn: "id", connection: connection,
                pageSize: 10, deliver: answers.deliver)
            answers.attach(source)
            let db = source
            let price = session.plan.filters[0].bounds!
            let range = (price.lowerBound + 5_000, price.upperBound - 10_000)
            session.setRange(range, of: 0)

            // Revoked: the error names the permission; the range stays as told.
            let revoke = try await server.connect()
            _ = try await revoke.query("REVOKE SELECT ON homes FROM reader")
            let errorsBefore = answers.errorCount
            _ = await answers.run({ db.setRange(range, of: 0) }, until: { answers.errorCount > errorsBefore })
            guard case .permissionDenied? = answers.lastError else {
                return Self.fail("not refused: \(String(describing: answers.lastError))")
            }
            #expect(
                answers.queue.sync { db.requestedRange(of: 0).map { [$0.lower, $0.upper] } } == [range.0, range.1])
            _ = try await revoke.query("GRANT SELECT ON homes TO reader")
            revoke.close()
            guard let granted = await answers.answer({ db.retry() }) else { return Self.fail("no answer to the retry") }
            Self.check(
                granted, session, pageSize: 10, order: (nil, false), list: true, after: "the retry after the grant")

            // The server stopped: the connection is lost; started again, the retry reconnects.
            server.stop()
            let lostBefore = answers.errorCount
            let second = (price.lowerBound + 20_000, price.upperBound)
            session.setRange(second, of: 0)
            _ = await answers.run({ db.setRange(second, of: 0) }, until: { answers.errorCount > lostBefore })
            switch answers.lastError {
            case .connectionLost?, .cannotConnect?: break
            default: return Self.fail("not lost: \(String(describing: answers.lastError))")
            }
            try server.start()
            guard let back = await answers.answer({ db.retry() }) else {
                return Self.fail("no answer to the retry: \(String(describing: answers.lastError))")
            }
            Self.check(back, session, pageSize: 10, order: (nil, false), list: true, after: "the retry after a restart")
        }
    }
}
