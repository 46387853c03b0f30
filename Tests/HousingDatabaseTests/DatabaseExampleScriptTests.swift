// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingDatabase
import PostgresTestSupport
import Testing

/// The README's database example (`scripts/database-example.sh`): its load step copies the whole
/// Ames file into a table with the fixture table's columns and rows.
@Suite(
    .enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.skipReason)),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/psql"), "the example script loads with psql"))
struct DatabaseExampleScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/database-example.sh").path

    /// Runs on the test's own thread: a child started from a Swift concurrency thread ignores `SIGTERM`.
    @Test func theLoadStepCopiesTheAmesFileIntoATable() throws {
        try TestPostgresServer.withServer { (server: TestPostgresServer) in
            let log = server.folder.appendingPathComponent("example.log")
            let conninfo = "host='\(server.socketDirectory.path)' dbname=postgres user=\(TestPostgresServer.superuser)"
            let status = try TestPostgresServer.runProcess(Self.script, ["load", conninfo, "example homes"], log: log)
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(status == 0, "\(output)")
            let lines = try String(contentsOfFile: AmesFixtureTable.csvPath, encoding: .utf8).split(separator: "\n")
                .count
            #expect(output.contains("\(lines - 1) homes in table example homes"), "\(output)")
            let (columns, differing, count) = try TestPostgresServer.blocking { () -> ([String], Int?, Int?) in
                let connection = try await server.connect()
                defer { connection.close() }
                try await AmesFixtureTable.load(as: "fixture", on: connection)
                let columns = try await connection.query(
                    """
                    SELECT column_name || ' ' || data_type FROM information_schema.columns \
                    WHERE table_name = 'example homes' ORDER BY ordinal_position
                    """
                ).rows.map { $0[0] ?? "" }
                let fixture = try await connection.query(
                    """
                    SELECT column_name || ' ' || data_type FROM information_schema.columns \
                    WHERE table_name = 'fixture' ORDER BY ordinal_position
                    """
                ).rows.map { $0[0] ?? "" }
                let differing = try await connection.query(
                    """
                    SELECT count(*) FROM ((SELECT * FROM "example homes" EXCEPT ALL SELECT * FROM fixture) \
                    UNION ALL (SELECT * FROM fixture EXCEPT ALL SELECT * FROM "example homes")) AS d
                    """
                ).integer(0, 0)
                let count = try await connection.query("SELECT count(*) FROM \"example homes\"").integer(0, 0)
                return (columns == fixture ? columns : columns + ["≠"] + fixture, differing, count)
            }
            #expect(columns.count == 14 && !columns.contains("≠"), "\(columns)")
            #expect(differing == 0)
            #expect(count == lines - 1)
        }
    }

    @Test func aLoadWithoutAServerFailsClearly() throws {
        let folder = TestPostgresServer.buildDirectory.appendingPathComponent(
            "postgres-tests/no-server-example-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: TestPostgresServer.HarnessError.self) {
            try TestPostgresServer.runProcess(
                Self.script, ["load", "host='\(folder.path)' dbname=postgres connect_timeout=5"],
                log: folder.appendingPathComponent("example.log"))
        }
        guard case .commandFailed(_, let status, let output)? = error else {
            Issue.record("no failure: \(String(describing: error))"); return
        }
        #expect(status != 0)
        // psql's own message, naming the socket it found no server on.
        #expect(output.contains("\(folder.path)/.s.PGSQL.5432"), "\(output)")
    }
}
