// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import PostgresTestSupport
import Testing

@testable import HousingDatabase

/// `--database CONNINFO --table NAME` without a server: a password is refused with a message
/// that names the safe places for it and never repeats it; the table's name is quoted.
@Suite struct DatabaseTableSourceOptionTests {
    static let passwords = ["secret", "sec ret", "p@ss:w/rd", "'quoted'", "ünïcode-Pa55"]

    @Test func aPasswordInTheConnectionStringIsRefused() {
        for password in Self.passwords {
            let escaped = password.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: "'", with: "\\'")
            let uriPassword = password.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? password
            for conninfo in [
                "host=/tmp dbname=sales password='\(escaped)'", "postgresql://seller:\(uriPassword)@localhost/sales",
                "postgresql://localhost/sales?password=\(uriPassword)",
            ] {
                #expect(throws: DatabaseTableSource.OptionError.passwordInConnectionString, "\(conninfo)") {
                    try DatabaseTableSource(connectionInfo: conninfo, table: "homes")
                }
                let message = DatabaseTableSource.OptionError.passwordInConnectionString.description
                #expect(message.contains("PGPASSWORD") && message.contains("~/.pgpass"))
                #expect(!message.contains(password))
            }
        }
    }

    @Test func aConnectionStringWithoutPasswordNamesTheTable() throws {
        let source = try DatabaseTableSource(
            connectionInfo: "host=/run/postgresql dbname=sales user=seller", table: "public.Sales 2026")
        #expect(source.title == "public.Sales 2026 (sales)")
        #expect(
            source.copyStatement
                == "COPY (SELECT * FROM \"public\".\"Sales 2026\") TO STDOUT WITH (FORMAT csv, HEADER true)")
        // all from PG* and defaults
        #expect(try DatabaseTableSource(connectionInfo: "", table: "homes").title == "homes")
    }

    @Test func anEmptyTableOrAMalformedStringIsRefused() {
        #expect(throws: DatabaseTableSource.OptionError.emptyTableName) {
            try DatabaseTableSource(connectionInfo: "dbname=x", table: " ")
        }
        #expect {
            try DatabaseTableSource(connectionInfo: "host=x dbname", table: "homes")
        } throws: { error in
            guard case .malformedConnectionString(let message) = error as? DatabaseTableSource.OptionError else {
                return false
            }
            return !message.isEmpty
        }
    }
}

/// The table read from a real server: the Ames fixture loaded with `COPY` reads as the file
/// reads (same columns, kinds, labels, filters, categories and values), and each failure is its
/// own clear error.
@Suite(.enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.skipReason)), .serialized)
struct DatabaseTableSourceTests {
    static let loader = DataTableLoader(requiresPrice: true)

    /// Everything the window reads of a table, a line per column.
    static func signature(_ table: DataTable) -> [String] {
        table.columns.map { c in
            let values = (0..<table.rowCount).map { r in c.text(at: r) ?? "\(c.number(at: r))" }.joined(separator: ",")
            return "\(c.name)|\(c.label)|\(c.kind)|\(c.filter)|\(c.isIdentifier)|\(c.categories)|\(values)"
        } + [
            """
            price column \(String(describing: table.priceColumnIndex)), \(table.rowCount) rows, \
            \(table.unreadableCount) unreadable
            """
        ]
    }

    @Test func theFixtureTableReadsAsTheFixtureFile() async throws {
        try await TestPostgresServer.withServer { server in
            let admin = try await server.connect()
            defer { admin.close() }
            #expect(try await AmesFixtureTable.load(on: admin) == 2930)
            let source = try DatabaseTableSource(connectionInfo: server.connectionString().text, table: "homes")
            let fromServer = try Self.loader.load(bytes: try await source.readCSV(), source: source.title)
            let fromFile = try Self.loader.load(path: AmesFixtureTable.csvPath)
            #expect(fromServer.rowCount == 2930)
            let a = Self.signature(fromServer), b = Self.signature(fromFile)
            #expect(a.count == b.count)
            for (x, y) in zip(a, b) { #expect(x == y) }
        }
    }

    /// A filter as the window shows it: its column, kind, bounds, steps and categories (in any
    /// order: a sample meets them in another).
    static func filters(_ table: DataTable) -> [String] {
        FilterPlan(table: table).filters.map { f in
            "\(f.name) \(f.kind) \(String(describing: f.bounds)) \(f.steps) \(f.categories.sorted())"
        }
    }

    @Test func aSampleWithTheServersProfileIsFilteredAsTheWholeTable() async throws {
        try await TestPostgresServer.withServer { server in
            let admin = try await server.connect()
            defer { admin.close() }
            try await AmesFixtureTable.load(on: admin)
            let source = try DatabaseTableSource(connectionInfo: server.connectionString().text, table: "homes")
            let whole = try Self.loader.load(path: AmesFixtureTable.csvPath)
            for rows in [100, 2_000] {
                let read = try await source.read(with: Self.loader, sampleRows: rows)
                #expect(read.isSample && read.rowCount == 2930, "\(rows) rows")
                // The sample's rows, then one per extreme and per distinct value of few-valued columns.
                #expect(read.table.rowCount > rows && read.table.rowCount < rows + 300, "\(read.table.rowCount)")
                #expect(Self.filters(read.table) == Self.filters(whole), "a sample of \(rows) rows")
            }
            // A table of no more rows than the sample's is read whole.
            let all = try await source.read(with: Self.loader, sampleRows: 2930)
            #expect(!all.isSample && all.rowCount == 2930 && Self.signature(all.table) == Self.signature(whole))
            // Without a primary key of one column, the whole table is read (filtered in memory).
            _ = try await admin.query("ALTER TABLE homes DROP CONSTRAINT homes_pkey")
            let keyless = try await source.read(with: Self.loader, sampleRows: 100)
            #expect(!keyless.isSample && keyless.table.rowCount == 2930)
        }
    }

    /// The profile of a table of 33 columns (two `GROUPING` statements): the row count, each
    /// column's extremes and distinct values, each in its own column of the rows made.
    @Test func aProfileHoldsEachColumnsExtremesAndDistinctValues() async throws {
        try await TestPostgresServer.withServer { server in
            let db = try await server.connect()
            defer { db.close() }
            let names = (0..<33).map { "c\($0)" }
            _ = try await db.query(
                "CREATE TABLE wide (\(names.map { "\($0) double precision" }.joined(separator: ", ")))")
            // Row r holds r mod (c + 2) in column c, and NaN and NULL in the last two rows.
            let rows = 40
            let values = (0..<rows).map { r in
                names.indices.map { c in r == rows - 2 ? "'NaN'" : r == rows - 1 ? "NULL" : "\(r % (c + 2))" }
            }
            _ = try await db.query(
                "INSERT INTO wide VALUES " + values.map { "(\($0.joined(separator: ", ")))" }.joined(separator: ", "))
            let query = TableProfileQuery(
                table: "wide", columns: names, extremes: [0, 5, 32], distinct: Array(names.indices))
            #expect(query.statements.count == 3)
            var results: [QueryResult] = []
            for statement in query.statements { results.append(try await db.query(statement)) }
            let profile = try query.profile(from: results)
            #expect(profile.rowCount == rows)
            for c in names.indices {
                let held = profile.rows.filter { $0.count == c + 1 }.compactMap { $0[c] }
                let distinct = Set(held.compactMap(Double.init).filter { !$0.isNaN })
                let expected = Set((0..<(rows - 2)).map { Double($0 % (c + 2)) })
                let extremes = [0, 5, 32].contains(c) ? [expected.min()!, expected.max()!] : []
                #expect(distinct == expected, "column \(c)")
                #expect(held.filter { $0 == "NaN" }.count == 1, "column \(c)'s NaN")
                #expect(held.count == expected.count + 1 + extremes.count, "column \(c): \(held)")
            }
        }
    }

    @Test func eachFailureIsItsOwnError() async throws {
        try await TestPostgresServer.withServer { server in
            let admin = try await server.connect()
            defer { admin.close() }
            try await AmesFixtureTable.load(on: admin)
            func error(_ conninfo: String, _ table: String) async -> DatabaseError? {
                do {
                    _ = try await DatabaseTableSource(connectionInfo: conninfo, table: table).readCSV()
                    return nil
                } catch let error as DatabaseError { return error } catch { return .unexpectedResult("\(error)") }
            }
            let conninfo = try server.connectionString().text
            guard case .missingTable? = await error(conninfo, "no_such_table") else {
                Issue.record("missing table"); return
            }
            _ = try await admin.query("CREATE ROLE reader LOGIN")
            let asReader = try server.connectionString(user: "reader").text
            guard case .permissionDenied? = await error(asReader, "homes") else { Issue.record("no grant"); return }
            _ = try await admin.query("GRANT SELECT ON homes TO reader")
            #expect(await error(asReader, "homes") == nil)
            _ = try await admin.query("REVOKE SELECT ON homes FROM reader")
            guard case .permissionDenied? = await error(asReader, "homes") else {
                Issue.record("revoked grant"); return
            }
            server.stop()
            guard case .cannotConnect? = await error(conninfo, "homes") else { Issue.record("server down"); return }
        }
    }
}
