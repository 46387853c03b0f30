// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
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
