// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import PostgresTestSupport
import Testing

@testable import HousingDatabase

/// The connection against a real server: its errors (no server, missing table or column, a
/// refused or revoked grant, a wrong password), cancelling stale statements, the password kept
/// out of every message, the `PG*` environment, and `COPY`.
@Suite(.enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.skipReason)), .serialized)
struct DatabaseConnectionTests {
    /// The ``DatabaseError`` `body` throws, nil when it returns.
    static func error(_ body: () async throws -> Void) async -> DatabaseError? {
        do {
            try await body()
            return nil
        } catch let error as DatabaseError {
            return error
        } catch {
            return .unexpectedResult("not a DatabaseError: \(error)")
        }
    }

    @Test func valuesRoundTripExactly() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            let values: [Double] = [
                0, -0.0, 1.0 / 3, 42.063388, 1e300, -1e-300, 5e-324, .greatestFiniteMagnitude, .nan, .infinity,
                -.infinity, 0.1,
            ]
            let result = try await connection.query("SELECT unnest(\(SQLText.float8Array(values)))")
            let back = try result.rows.indices.map { try result.double($0, 0)! }
            #expect(
                zip(values, back).allSatisfy { $0.bitPattern == $1.bitPattern || ($0.isNaN && $1.isNaN) }, "\(back)")
            let name = "we\"ird name; DROP TABLE x"
            let quoted = try await connection.query("SELECT 1 AS \(SQLText.identifier(name))")
            #expect(quoted.columns == [name])
            #expect(try await connection.query("SELECT NULL::int").integer(0, 0) == nil)
        }
    }

    @Test func noServerIsACannotConnectErrorWithoutThePassword() async throws {
        let empty = TestPostgresServer.buildDirectory.appendingPathComponent("postgres-tests/no-server-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let string = try ConnectionString("host='\(empty.path)' user=someone password=s3cret-Pa55 connect_timeout=5")
        #expect(!string.description.contains("s3cret-Pa55"))
        #expect(string.description.contains("password=********"))
        let error = await Self.error { _ = try await DatabaseConnection.connect(string) }
        guard case .cannotConnect(let message)? = error else {
            Issue.record("got \(String(describing: error))"); return
        }
        #expect(message.contains(empty.path), "\(message)")
        #expect(!message.contains("s3cret-Pa55") && !"\(error!)".contains("s3cret-Pa55"))
    }

    @Test func aMalformedConnectionStringIsRefused() throws {
        #expect(throws: DatabaseError.self) { try ConnectionString("host=/tmp nonsense") }
        #expect(throws: DatabaseError.self) { try ConnectionString("no_such_option=1") }
        #expect(throws: DatabaseError.self) { try ConnectionString("postgresql://[::1") }
        #expect(
            try ConnectionString("postgresql://ann:pw@localhost:5433/sales").description.contains("password=********"))
        #expect(try ConnectionString("").options.isEmpty)
    }

    @Test func missingTablesAndColumnsArePermissionsAreClearErrors() async throws {
        try await TestPostgresServer.withServer { server in
            let admin = try await server.connect()
            defer { admin.close() }
            let table = try await TestTable.load([[1, 2], [3, nil]], dimensionCount: 2, on: admin)
            let dimensions = table.columns.map { DataTileQuery.Dimension(column: $0, layout: try! .integers(0...3)) }
            let pixels = try HistogramLayout.uniform(lower: 0, upper: 4, count: 8)
            let good = try DataTileQuery(
                table: table.name, dimensions: dimensions, filters: [.all, .all], activeDimension: 0,
                pixelLayout: pixels)
            let noTable = try DataTileQuery(
                table: "no_such_homes", dimensions: dimensions, filters: [.all, .all], activeDimension: 0,
                pixelLayout: pixels)
            let noColumn = try DataTileQuery(
                table: table.name,
                dimensions: [dimensions[0], .init(column: "no_such_column", layout: try .integers(0...3))],
                filters: [.all, .all], activeDimension: 0, pixelLayout: pixels)
            guard case .missingTable(let m)? = await Self.error({ _ = try await noTable.fetch(on: admin) }) else {
                Issue.record("no missingTable"); return
            }
            #expect(m.contains("no_such_homes"))
            guard case .missingColumn(let c)? = await Self.error({ _ = try await noColumn.fetch(on: admin) }) else {
                Issue.record("no missingColumn"); return
            }
            #expect(c.contains("no_such_column"))
            // The connection stays usable after statement errors.
            #expect(try await good.fetch(on: admin).matchingCount(.all) == 2)

            _ = try await admin.query("CREATE ROLE reader LOGIN")
            let reader = try await server.connect(user: "reader")
            defer { reader.close() }
            guard case .permissionDenied? = await Self.error({ _ = try await good.fetch(on: reader) }) else {
                Issue.record("no permissionDenied"); return
            }
            _ = try await admin.query("GRANT SELECT ON homes TO reader")
            #expect(try await good.fetch(on: reader).matchingCount(.all) == 2)
            _ = try await admin.query("REVOKE SELECT ON homes FROM reader")
            guard case .permissionDenied? = await Self.error({ _ = try await good.fetch(on: reader) }) else {
                Issue.record("revoke not seen"); return
            }
            let list = ListPageQuery(table: table.name, keyColumn: "id", columns: table.columns, pageSize: 5)
            guard case .permissionDenied? = await Self.error({ _ = try await list.fetch(after: nil, on: reader) })
            else { Issue.record("list allowed"); return }
        }
    }

    /// A statement that does not start the COPY asked for is refused with what it is not, a
    /// failing one with the server's error, and the connection answers the next statement.
    @Test func copyRefusesStatementsThatStartNoSuchCopy() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            #expect(
                await Self.error({ _ = try await connection.copy("SELECT 1", data: "1\n") })
                    == .unexpectedResult("SELECT 1… is not a COPY FROM STDIN"))
            #expect(
                await Self.error({ _ = try await connection.copyOut("SELECT 1") })
                    == .unexpectedResult("SELECT 1… is not a COPY TO STDOUT"))
            _ = try await connection.query("CREATE TABLE copied (x integer)")
            #expect(
                await Self.error({ _ = try await connection.copyOut("COPY copied FROM STDIN") })
                    == .unexpectedResult("COPY copied FROM STDIN… is not a COPY TO STDOUT"))
            guard case .missingTable? = await Self.error({ _ = try await connection.copyOut("COPY no_such TO STDOUT") })
            else { Issue.record("no missingTable"); return }
            #expect(try await connection.copy("COPY copied FROM STDIN", data: "7\n") == 1)
            #expect(try await connection.copyOut("COPY copied TO STDOUT") == Array("7\n".utf8))
        }
    }

    /// A stale statement is cancelled on the server (running) or never run (waiting), and the
    /// connection answers the next one.
    @Test func staleStatementsAreCancelled() async throws {
        try await TestPostgresServer.withServer { server in
            let connection = try await server.connect()
            defer { connection.close() }
            let start = Date()
            let running = QueryTicket(), waiting = QueryTicket()
            let results = ResultBox()
            connection.submit("SELECT pg_sleep(60)", ticket: running) { results.append("running", $0) }
            connection.submit("CREATE TABLE should_not_exist (x int)", ticket: waiting) {
                results.append("waiting", $0)
            }
            // Submitting returns at once: the statements run on the connection's own thread.
            #expect(Date().timeIntervalSince(start) < 5, "submit waited for the statement")
            connection.cancel(waiting)
            try await Task.sleep(for: .milliseconds(300))
            connection.cancel(running)
            #expect(running.isCancelled && waiting.isCancelled)
            let after = try await connection.query("SELECT to_regclass('should_not_exist') IS NULL")
            #expect(Date().timeIntervalSince(start) < 30, "the sleep was not cancelled")
            #expect(after.rows == [["t"]])
            #expect(results.errors == ["running": .cancelled, "waiting": .cancelled])

            // Cancelling the awaiting task cancels its statement.
            let task = Task { await Self.error { _ = try await connection.query("SELECT pg_sleep(60)") } }
            try await Task.sleep(for: .milliseconds(300))
            task.cancel()
            #expect(await task.value == .cancelled)
            #expect(Date().timeIntervalSince(start) < 50)
            #expect(try await connection.query("SELECT 41 + 1").integer(0, 0) == 42)

            connection.close()
            #expect(await Self.error { _ = try await connection.query("SELECT 1") } == .closed)
        }
    }

    /// Password authentication: from the connection string or `PGPASSWORD`; a wrong one is a
    /// clear error that does not repeat it.
    @Test func passwordsAuthenticateAndStayOutOfMessages() async throws {
        try await TestPostgresServer.withServer { server in
            let admin = try await server.connect()
            defer { admin.close() }
            _ = try await admin.query("CREATE ROLE checker LOGIN PASSWORD 'right-Pa55'")
            try server.rewrite("pg_hba.conf", "local all checker scram-sha-256\nlocal all all trust\n")
            _ = try await admin.query("SELECT pg_reload_conf()")
            try await Task.sleep(for: .milliseconds(500))

            let ok = try await server.connect(user: "checker", extra: "password=right-Pa55")
            #expect(try await ok.query("SELECT current_user").rows == [["checker"]])
            ok.close()
            let error = await Self.error { _ = try await server.connect(user: "checker", extra: "password=wrong-Pa55") }
            guard case .cannotConnect(let message)? = error else {
                Issue.record("got \(String(describing: error))"); return
            }
            #expect(message.contains("password authentication failed"), "\(message)")
            #expect(!message.contains("wrong-Pa55"))

            setenv("PGPASSWORD", "right-Pa55", 1)
            defer { unsetenv("PGPASSWORD") }
            let fromEnvironment = try await server.connect(user: "checker")
            #expect(try await fromEnvironment.query("SELECT current_user").rows == [["checker"]])
            fromEnvironment.close()
        }
    }
}

/// The completions of submitted statements, gathered from the worker thread.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String: DatabaseError?] = [:]
    func append(_ name: String, _ result: Result<QueryResult, DatabaseError>) {
        lock.withLock {
            if case .failure(let e) = result { stored[name] = e } else { stored[name] = .some(nil) }
        }
    }
    var errors: [String: DatabaseError] { lock.withLock { stored.compactMapValues { $0 } } }
}
