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
/// random tables (numbers, a choice of text categories, a toggle of yes/no words) loaded into a
/// real server with `COPY` and read as a file, random call sequences (ranges, open ends, NaN and
/// inverted bounds, picks, resets, list orders with tie-breaks, thumb drags over pixel bins);
/// after each call the two answer the same count, settings, every filter's bars (a choice's
/// inside and outside; during a drag those of the press) and the same list (paged). A server
/// stopped or a grant revoked is an error with the settings kept, answered again by a retry.
@Suite(.enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.skipReason)), .serialized)
struct DatabaseFilterSourceTests {
    enum Call: CustomStringConvertible {
        case range(Int, Double, Double)
        case clear(Int)
        case reset([Int])
        /// Choice filter `k`'s picks: the categories of the set bits, nil for every home.
        case picks(Int, Int?)
        /// By filter `k` (nil: home order), descending, ties by filter `t`.
        case order(Int?, Bool, tieBreak: Int?)
        case refresh
        /// A press on filter `f` over `pixels` bins, steps `(first, last)` pixel bins, a release.
        case drag(Int, pixels: Int, steps: [(Int, Int)])
        var description: String {
            switch self {
            case .range(let f, let a, let b): return "setRange(\(a)...\(b), of: \(f))"
            case .clear(let f): return "setRange(nil, of: \(f))"
            case .reset(let fs): return "reset(\(fs))"
            case .picks(let k, let bits):
                return "setPicks(\(bits.map { String($0, radix: 2) } ?? "nil"), of choice \(k))"
            case .order(let f, let d, let t):
                let by = f.map(String.init) ?? "home", tie = t.map(String.init) ?? "nil"
                return "setListOrder(\(by), descending \(d), tieBreak \(tie))"
            case .refresh: return "refresh()"
            case .drag(let f, let p, let steps): return "drag(\(f), \(p) pixels, \(steps))"
            }
        }
    }

    static let call = zip(
        Gen.int(in: 0...11), Gen.int(in: 0...5), Gen.double(in: -0.2...1.2), Gen.double(in: -0.2...1.2),
        Gen.int(in: 0...255), Gen.int(in: 0...999).array(of: 6)
    )
    .map { kind, f, a, b, bits, more -> Call in
        switch kind {
        case 0...2:
            let upper: Double = bits % 11 == 0 ? .infinity : (bits % 13 == 0 ? .nan : b)
            let lower: Double = bits % 7 == 0 ? -.infinity : a
            return .range(f, lower, upper)
        case 3: return .clear(f)
        case 4: return .reset((0..<6).filter { bits & (1 << $0) != 0 })
        case 5:
            let t = more[0] % 7
            return .order(bits % 3 == 0 ? nil : f, bits % 2 == 1, tieBreak: t < 6 ? t : nil)
        case 6: return .refresh
        case 10...11: return .picks(f, bits % 5 == 0 ? nil : more[0])
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

    /// Prices with ties, an area with gaps and unknowns, a year of few values, a building type
    /// (labelled categories, blanks, a quote, unknowns), a garden (yes/no words in any case).
    static let row = Gen.int(in: 0...999).array(of: 5)

    static let buildingTypes = ["1Fam", "TwnhsE", " Duplex", "2fmCon ", "O'Brien's", "", "twnhse"]
    static let gardens = ["yes", "No", " TRUE", "f", "n", "", "J"]

    /// The fields of each row, in the header's order.
    static func fields(_ rows: [[Int]]) -> [[String]] {
        rows.map { r in
            let area = r[1] % 9 == 0 ? "" : "\(500 + Double(r[1] % 30) * 37.5)"
            let year = r[2] % 7 == 0 ? "" : "\(1950 + r[2] % 12)"
            return [
                "\(100_000 + (r[0] % 25) * 2_500)", area, year, buildingTypes[r[3] % buildingTypes.count],
                gardens[r[4] % gardens.count],
            ]
        }
    }

    static let header = "price,Living area,year,BldgType,Garden"

    static func csv(_ rows: [[Int]]) -> String {
        ([header] + fields(rows).map { $0.map { "\"" + $0 + "\"" }.joined(separator: ",") })
            .joined(separator: "\n") + "\n"
    }

    /// Copies `table` into the server's table `name` (key `id`: the row): numbers as `double
    /// precision`, categories and yes/no words as the text of `fields` (an empty field `NULL` in
    /// odd rows, an empty text in even ones).
    static func copy(
        _ table: DataTable, fields: [[String]], as name: String, on connection: DatabaseConnection
    ) async throws {
        let quoted = SQLText.identifier(name)
        _ = try await connection.query("DROP TABLE IF EXISTS \(quoted)")
        let columns = table.columns.map { c -> String in
            if case .codes = c.values { return "\(SQLText.identifier(c.name)) text" }
            return "\(SQLText.identifier(c.name)) double precision"
        }
        _ = try await connection.query(
            "CREATE TABLE \(quoted) (id bigint PRIMARY KEY, \(columns.joined(separator: ", ")))")
        let names = header.split(separator: ",").map(String.init)
        var data = ""
        for row in 0..<table.rowCount {
            data +=
                ([String(row)]
                + table.columns.map { c in
                    if case .codes = c.values, let k = names.firstIndex(of: c.name) {
                        let text = fields[row][k]
                        return text.isEmpty && row % 2 == 1 ? "\\N" : text
                    }
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

    /// The database answer `db` agrees with the session's: count, settings, every slider's bars
    /// (their sum per bin; the split is by whole bins), every choice's bars (`choices`: those
    /// expected, nil for the session's), and the list's first `pageSize` rows: each listed row
    /// of the server's pages holds, in every column, the value of the session's row listed there.
    static func check(
        _ db: FilterResult, _ session: FilterSession, pageSize: Int, list: Bool,
        choices: [Int: DimensionHistogram]? = nil, after call: String
    ) {
        let memory = session.result, plan = session.plan
        #expect(db.matchingCount == memory.matchingCount, "count after \(call)")
        #expect(db.settings == memory.settings, "settings after \(call)")
        for (f, filter) in plan.filters.enumerated() {
            let a = db.histogram(f), b = memory.histogram(f)
            if filter.bounds != nil {
                #expect(
                    zip(a.inside, a.outside).map(+) == zip(b.inside, b.outside).map(+),
                    "\(filter.name)'s bars after \(call)")
            } else {
                let expected = choices?[f] ?? b
                #expect(
                    a.inside == expected.inside && a.outside == expected.outside,
                    "\(filter.name)'s bars \(a) after \(call), not \(expected)")
            }
        }
        guard list else { return }
        #expect(listed(db, count: pageSize) == listed(session, count: pageSize), "list after \(call)")
    }

    /// The first `count` rows `result` lists, each as its values' texts in every column (of its
    /// list table, else of the session's).
    static func listed(_ result: FilterResult, table: DataTable, count: Int) -> [[String?]] {
        let rows = result.rows(offset: 0, count: count), shown = result.listTable ?? table
        return rows.map { row in shown.columns.map { $0.text(at: row) } }
    }

    static func listed(_ db: FilterResult, count: Int) -> [[String?]] {
        guard let table = db.listTable else {
            fail("a database answer without its list's rows")
            return []
        }
        return listed(db, table: table, count: count)
    }

    static func listed(_ session: FilterSession, count: Int) -> [[String?]] {
        listed(session.result, table: session.table, count: count)
    }

    /// The rows ``DatabaseFilterSource/readMatchingRows(_:)`` reads (nil: a failure, or none in 30 s).
    static func matchingRows(of db: DatabaseFilterSource, _ answers: Answers) async -> DataTable? {
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var result: Result<DataTable, DatabaseError>?
        }
        let box = Box()
        _ = await answers.run(
            { db.readMatchingRows { r in box.lock.withLock { box.result = r } } },
            until: { box.lock.withLock { box.result != nil } })
        return box.lock.withLock { try? box.result?.get() }
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
                let choices = plan.filters.indices.filter { plan.filters[$0].bounds == nil }
                guard !sliders.isEmpty else { return }  // no slider: nothing the server counts
                do { try await Self.copy(table, fields: Self.fields(rows), as: "homes", on: connection) } catch {
                    return Self.fail("copy: \(error)")
                }
                let answers = Answers()
                guard
                    let source = try? DatabaseFilterSource(
                        plan: plan, columns: table, table: "homes", keyColumn: "id", connection: connection,
                        pageSize: pageSize, deliver: answers.deliver)
                else { return Self.fail("no database source") }
                answers.attach(source)
                let db = source
                guard let first = await answers.answer({ db.refresh() }) else {
                    return Self.fail("no first answer: \(String(describing: answers.lastError))")
                }
                Self.check(first, session, pageSize: pageSize, list: true, after: "the first answer")
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
                        Self.check(result, session, pageSize: pageSize, list: true, after: "\(call)")
                    case .clear(let k):
                        let f = sliders[k % sliders.count]
                        session.setRange(nil, of: f)
                        guard let result = await answers.answer({ db.setRange(nil, of: f) }) else {
                            return Self.fail("no answer to \(call)")
                        }
                        Self.check(result, session, pageSize: pageSize, list: true, after: "\(call)")
                    case .reset(let filters):
                        session.reset(filters)
                        guard let result = await answers.answer({ db.reset(filters) }) else {
                            return Self.fail("no answer to \(call)")
                        }
                        Self.check(result, session, pageSize: pageSize, list: true, after: "\(call)")
                    case .picks(let k, let bits):
                        guard !choices.isEmpty else { continue }
                        let f = choices[k % choices.count]
                        let picks = bits.map { b in
                            Set(plan.filters[f].categories.indices.filter { b & (1 << $0) != 0 })
                        }
                        session.setPicks(picks, of: f)
                        guard let result = await answers.answer({ db.setPicks(picks, of: f) }) else {
                            return Self.fail("no answer to \(call): \(String(describing: answers.lastError))")
                        }
                        Self.check(result, session, pageSize: pageSize, list: true, after: "\(call)")
                    case .order(let k, let descending, let t):
                        let n = plan.filters.count
                        let listOrder = ListOrder(
                            dimension: k.map { $0 % n }, descending: descending, tieBreak: t.map { $0 % n })
                        session.setListOrder(listOrder)
                        guard let result = await answers.answer({ db.setListOrder(listOrder) }) else {
                            return Self.fail("no answer to \(call)")
                        }
                        Self.check(result, session, pageSize: pageSize, list: true, after: "\(call)")
                        // Every next page, asked by reading past those loaded.
                        var latest = result, loaded = pageSize
                        while loaded < session.matchingCount {
                            let reading = latest, from = loaded
                            guard let longer = await answers.answer({ _ = reading.rows(offset: from, count: pageSize) })
                            else { Issue.record("no page from \(from) after \(call)"); break }
                            loaded += pageSize
                            Self.check(
                                longer, session, pageSize: loaded, list: true, after: "page \(loaded) after \(call)")
                            latest = longer
                        }
                    case .refresh:
                        guard let result = await answers.answer({ db.refresh() }) else {
                            return Self.fail("no answer to \(call)")
                        }
                        Self.check(result, session, pageSize: pageSize, list: true, after: "\(call)")
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
                        // The choices' bars of the press, kept until the release.
                        let pressed = Dictionary(uniqueKeysWithValues: choices.map { ($0, session.histogram($0)) })
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
                                result, session, pageSize: pageSize, list: false, choices: pressed,
                                after: "step \(first)...\(last) of \(call)")
                        }
                        #expect(answers.progressReports > progressBefore, "progress of \(call)")
                        guard let released = await answers.answer({ db.endDrag() }) else {
                            return Self.fail("no answer to the release of \(call)")
                        }
                        Self.check(
                            released, session, pageSize: pageSize, list: true,
                            after: "the release of \(call)")
                    }
                }
                // Every matching row, as export and copy read them: the session's, in its order.
                guard let all = await Self.matchingRows(of: db, answers) else {
                    return Self.fail("no matching rows after \(calls): \(String(describing: answers.lastError))")
                }
                #expect(
                    all.rowCount == session.matchingCount
                        && (0..<all.rowCount).map { r in all.columns.map { $0.text(at: r) } }
                            == Self.listed(session, count: session.matchingCount),
                    "every matching row after \(calls)")
                // What the database source remembers is what the session remembers.
                #expect(answers.queue.sync { db.saved } == session.saved, "saved after \(calls)")
            }
        }
    }

    @Test func aThumbPressedBeforeTheExactAnswerShowsTheChoicesOfItsSettings() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            let rows = (0..<120).map { [$0 * 7, $0 * 13, $0 * 3, $0 * 11 % 17, $0 * 5 % 13] }
            let table = try DataTableLoader().load(bytes: Array(Self.csv(rows).utf8), source: "t.csv")
            try await Self.copy(table, fields: Self.fields(rows), as: "homes", on: connection)
            let session = try FilterSession(table: table, plan: FilterPlan(table: table))
            let plan = session.plan
            let sliders = plan.filters.indices.filter { plan.filters[$0].bounds != nil }
            let choices = plan.filters.indices.filter { plan.filters[$0].bounds == nil }
            try #require(sliders.count >= 2 && !choices.isEmpty)
            let answers = Answers()
            let db = try DatabaseFilterSource(
                plan: plan, columns: table, table: "homes", keyColumn: "id", connection: connection,
                deliver: answers.deliver)
            answers.attach(db)
            try #require(await answers.answer({ db.refresh() }) != nil)
            let before = choices.map { session.histogram($0) }
            // The price narrowed, and at once (before the server answers) a thumb of another
            // slider pressed: its drag must show the choices under the narrowed price.
            let price = sliders[0], bounds = plan.filters[price].bounds!
            let range = (bounds.lowerBound, bounds.lowerBound + (bounds.upperBound - bounds.lowerBound) * 0.4)
            session.setRange(range, of: price)
            let expected = choices.map { session.histogram($0) }
            try #require(expected != before, "the narrowed price changes no choice's bars")
            let other = plan.filters[sliders[1]].bounds!
            let pixels = try HistogramLayout.uniform(lower: other.lowerBound, upper: other.upperBound, count: 12)
            let shown = await answers.run(
                {
                    db.setRange(range, of: price)
                    db.beginDrag(of: sliders[1], pixels: pixels)
                },
                until: { answers.last.map { r in choices.map { r.histogram($0) } == expected } ?? false })
            #expect(
                shown, "choices during the drag: \(answers.last.map { r in choices.map { r.histogram($0) } } as Any)")
            // A step of the drag keeps them.
            session.setRange((other.lowerBound, pixels.edges[6].nextDown), of: sliders[1])
            let step = try #require(
                await answers.answer({ db.setRange((other.lowerBound, pixels.edges[6].nextDown), of: sliders[1]) }))
            #expect(step.matchingCount == session.matchingCount)
            #expect(choices.map { step.histogram($0) } == expected)
        }
    }

    @Test func theListShowsTheServersRowsAsTheyAreNow() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            let rows = (0..<30).map { [$0 * 7, $0 * 13, $0 * 3, $0, $0 * 5] }
            let table = try DataTableLoader().load(bytes: Array(Self.csv(rows).utf8), source: "t.csv")
            try await Self.copy(table, fields: Self.fields(rows), as: "homes", on: connection)
            let plan = try FilterPlan(table: table)
            let answers = Answers()
            let db = try DatabaseFilterSource(
                plan: plan, columns: table, table: "homes", keyColumn: "id", connection: connection, pageSize: 10,
                deliver: answers.deliver)
            answers.attach(db)
            let first = try #require(await answers.answer({ db.refresh() }))
            let price = try #require(table.priceColumnIndex), type = try #require(table.column(named: "BldgType"))
            #expect(first.listTable?.rowCount == 10)
            #expect(Self.listed(first, count: 1).first?[price] == table.columns[price].text(at: 0))

            // Home 0 (listed first, in key order) changed on the server after the table was read:
            // a new price and a building type the table never had.
            _ = try await connection.query(#"UPDATE homes SET price = 123456, "BldgType" = ' Cottage ' WHERE id = 0"#)
            let after = try #require(await answers.answer({ db.reset([]) }))
            let shown = try #require(after.listTable)
            let row = try #require(after.rows(offset: 0, count: 1).first)
            #expect(shown.columns[price].number(at: row) == 123456)
            #expect(shown.columns[price].text(at: row) == "123456")
            let c = try #require(shown.columns.firstIndex { $0.name == type.name })
            #expect(shown.columns[c].text(at: row) == "Cottage")
            #expect(shown.columns[c].kind == type.kind, "the column read as the table's")
            #expect(table.columns[price].number(at: 0) == 100_000, "the table read is unchanged")

            // The next page, read by scrolling past the ten loaded, comes from the server too.
            let more = try #require(await answers.answer({ _ = after.rows(offset: 10, count: 10) }))
            #expect(more.listTable?.rowCount == 20)
            #expect(
                Self.listed(more, count: 20).map { $0[price] }
                    == (0..<20).map { $0 == 0 ? "123456" : table.columns[price].text(at: $0) })
        }
    }

    @Test func aStoppedServerOrARevokedGrantIsAnErrorWithTheSettingsKeptAndARetryAnswers() async throws {
        try await TestPostgresServer.withServer { server in
            let admin = try await server.connect()
            let rows = (0..<50).map { [$0 * 7, $0 * 13, $0 * 3, $0, $0 * 5] }
            let table = try DataTableLoader().load(bytes: Array(Self.csv(rows).utf8), source: "t.csv")
            try await Self.copy(table, fields: Self.fields(rows), as: "homes", on: admin)
            _ = try await admin.query("CREATE ROLE reader LOGIN")
            _ = try await admin.query("GRANT SELECT ON homes TO reader")
            admin.close()
            let session = try FilterSession(table: table, plan: FilterPlan(table: table))
            let connection = try await server.connect(user: "reader")
            defer { connection.close() }
            let answers = Answers()
            let source = try DatabaseFilterSource(
                plan: session.plan, columns: table, table: "homes", keyColumn: "id", connection: connection,
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
                granted, session, pageSize: 10, list: true, after: "the retry after the grant")

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
            Self.check(back, session, pageSize: 10, list: true, after: "the retry after a restart")
        }
    }
}
