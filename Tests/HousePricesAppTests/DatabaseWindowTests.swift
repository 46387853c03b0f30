// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import GtkTestSupport
import HousingDatabase
import PostgresTestSupport
import XCTest

/// `house-prices --database CONNINFO --table NAME` against a server of the test's own with the
/// Ames fixture loaded by `COPY`: the window counts as the window over the same file does under
/// the same real pointer drag, and a server that is down or a grant that is missing is the
/// error page with a retry that works once the cause is fixed.
extension HousePricesAppTests {
    /// The connection string of `server` as `user`.
    func conninfo(_ server: TestPostgresServer, user: String = TestPostgresServer.superuser) -> String {
        "host='\(server.socketDirectory.path)' port=5432 dbname=postgres user=\(user)"
    }

    /// The count after dragging the price slider's lower thumb `dx` pixels in a window started
    /// with `arguments`, the price range it reported, and the list's report then.
    func countAfterDrag(_ arguments: [String], by dx: Int) throws -> (
        shown: (Int, Int), price: (Double, Double), list: String?
    ) {
        let (child, xid) = try startWindow(arguments)
        defer { child.process.terminate(); _ = child.wait(timeout: 5) }
        // Over a table, the server answers the filters: tiles on the press, the exact count on release.
        let overDatabase = arguments.contains("--database")
        if overDatabase {
            XCTAssertTrue(
                child.waitForOutput(timeout: 20) { $0.contains("Filters from: database") },
                "\(child.outputLines.suffix(5))")
        }
        XCTAssertTrue(
            child.waitForOutput(timeout: 20) {
                self.statusLines($0).last.map { "\($0.0) of \($0.1)" } == "2930 of 2930"
            }, "\(statusLines(child.outputLines))")
        let lower = try XCTUnwrap(point("lower", in: child.outputLines.last { $0.hasPrefix("Price thumbs:") }))
        drag(xid, from: lower, by: dx)
        XCTAssertTrue(
            child.waitForOutput(timeout: 5) { (self.priceRange($0)?.0 ?? 0) > 12_789 }, "\(child.outputLines.suffix(5))"
        )
        usleep(400_000)
        if overDatabase {
            XCTAssertTrue(
                child.waitForOutput(timeout: 10) { $0.contains { $0.hasPrefix("Tiles: ") } },
                "no tiles fetched on the press")
            XCTAssertFalse(
                child.outputLines.contains { $0.hasPrefix("Database error") }, "\(child.outputLines.suffix(5))")
        }
        let shown = try XCTUnwrap(statusLines(child.outputLines).last)
        let price = try XCTUnwrap(priceRange(child.outputLines))
        return (shown, price, last("List: ", in: child.outputLines))
    }

    /// Runs `body` with a server of the test's own holding the Ames fixture as table `homes`
    /// (skipped without a display or without PostgreSQL).
    func withAmesServer(_ body: (TestPostgresServer) throws -> Void) throws {
        try requireDisplay()
        guard TestPostgresServer.isAvailable else { throw XCTSkip(TestPostgresServer.skipReason) }
        try TestPostgresServer.withServer { server in
            try TestPostgresServer.blocking {
                let admin = try await server.connect()
                defer { admin.close() }
                try await AmesFixtureTable.load(on: admin)
            }
            try body(server)
        }
    }

    /// Runs `sql` (each statement in turn) as the superuser.
    func execute(_ server: TestPostgresServer, _ sql: [String]) throws {
        try TestPostgresServer.blocking {
            let admin = try await server.connect()
            defer { admin.close() }
            for statement in sql { _ = try await admin.query(statement) }
        }
    }

    /// The options exit with status 2 and say why before any window opens: a password in the
    /// connection string (the message never repeats it), `--table` missing, a file besides.
    func testDatabaseOptionsRefuseAPasswordAndNeedATable() throws {
        let cases: [([String], String)] = [
            (
                ["--database", "host=/tmp dbname=sales password=Secret-42", "--table", "homes"],
                "PGPASSWORD or ~/.pgpass"
            ),
            (
                ["--database", "postgresql://seller:Secret-42@localhost/sales", "--table", "homes"],
                "PGPASSWORD or ~/.pgpass"
            ),
            (["--database", "dbname=sales"], "--database and --table go together"),
            (["--table", "homes"], "--database and --table go together"),
            (
                ["--database", "dbname=sales", "--table", "homes", "--data", Self.amesPath],
                "either a file or --database"
            ),
            (["--database", "dbname=sales", "--table", ""], "--table: the table name is empty"),
        ]
        for (arguments, expected) in cases {
            let child = try ChildProcess(app, arguments)
            XCTAssertEqual(child.wait(timeout: 20), 2, "\(arguments)")
            XCTAssertTrue(child.errorOutput.contains(expected), "\(arguments): \(child.errorOutput)")
            XCTAssertFalse(child.errorOutput.contains("Secret-42"), child.errorOutput)
        }
        let help = try ChildProcess(app, ["--help"])
        XCTAssertEqual(help.wait(timeout: 20), 0)
        let text = help.outputLines.joined(separator: "\n")
        for word in ["--database", "--table", "PGPASSWORD"] { XCTAssertTrue(text.contains(word), "help lacks \(word)") }
    }

    func testTheWindowOverADatabaseTableCountsAsOverTheFile() throws {
        try withAmesServer { server in
            let database = ["--database", conninfo(server), "--table", "homes"]
            let overFile = try countAfterDrag(["--data", Self.amesPath], by: 150)
            let overTable = try countAfterDrag(database, by: 150)
            XCTAssertEqual(overTable.price.0, overFile.price.0)
            XCTAssertEqual(overTable.price.1, overFile.price.1)
            XCTAssertEqual("\(overTable.shown)", "\(overFile.shown)")
            let expected = Self.ames.count(minPrice: overTable.price.0, maxPrice: overTable.price.1)
            XCTAssertEqual(overTable.shown.0, expected)
            XCTAssertLessThan(expected, 2930, "the drag filtered")

            let png = screenshotPath("house-prices-database")
            let child = try ChildProcess(app, database + ["--screenshot", png, "--min-price", "150k"])
            XCTAssertEqual(child.wait(timeout: 60), 0, child.errorOutput)
            XCTAssertTrue(FileManager.default.fileExists(atPath: png))
            let dearer = Self.ames.count(minPrice: 150_000, maxPrice: .infinity)
            XCTAssertTrue(child.outputLines.contains("Showing \(dearer) of 2930 homes"), "\(child.outputLines)")
        }
    }

    /// A table of more rows than the window reads (here a sample of 100 of the 2,930, with the
    /// server's profile of the whole table): the sliders span the whole table, only the server
    /// counts (the sample's own count is never shown), and a real drag counts and lists as the
    /// window over the file does.
    func testASampledDatabaseTableCountsAndListsAsTheFile() throws {
        try withAmesServer { server in
            let sampled = ["--database", conninfo(server), "--table", "homes", "--debug-sample-rows", "100"]
            // Equal dollars a pixel: the quantile scale spreads the sample's prices, an estimate.
            let linear = ["--price-scale", "linear"]
            let overFile = try countAfterDrag(["--data", Self.amesPath] + linear, by: 150)
            let overTable = try countAfterDrag(sampled + linear, by: 150)
            XCTAssertEqual(overTable.price.0, overFile.price.0)
            XCTAssertEqual(overTable.price.1, overFile.price.1)
            XCTAssertEqual("\(overTable.shown)", "\(overFile.shown)")
            XCTAssertEqual(overTable.list, overFile.list)
            XCTAssertLessThan(overTable.shown.0, 2930, "the drag filtered")
            XCTAssertEqual(overTable.shown.0, Self.ames.count(minPrice: overTable.price.0, maxPrice: overTable.price.1))

            let png = screenshotPath("house-prices-database-sampled")
            let child = try ChildProcess(app, sampled + ["--screenshot", png, "--debug-report"])
            XCTAssertEqual(child.wait(timeout: 60), 0, child.errorOutput)
            let lines = child.outputLines
            XCTAssertNotNil(lines.first { $0.hasPrefix("Loaded 2930 homes (a sample of ") }, "\(lines.prefix(20))")
            XCTAssertFalse(
                statusLines(lines).contains { $0.1 != 2930 || $0.0 != 2930 }, "only the server's count: \(lines)")
        }
    }

    /// Over a sample, a server stopped mid-drag is an error with a retry, never the sample's
    /// counts: the filters stay the server's, and no count but the server's is shown.
    func testASampledTableKeepsItsFiltersOnTheServerWhenItStops() throws {
        try withAmesServer { server in
            let (child, xid) = try startWindow(
                ["--database", conninfo(server), "--table", "homes", "--debug-sample-rows", "100"])
            XCTAssertTrue(
                child.waitForOutput(timeout: 20) { $0.contains("Filters from: database") },
                "\(child.outputLines.suffix(5))")
            XCTAssertTrue(child.waitForOutput(timeout: 20) { self.statusLines($0).last?.0 == 2930 })
            let lower = try XCTUnwrap(point("lower", in: child.outputLines.last { $0.hasPrefix("Price thumbs:") }))
            drag(xid, from: lower, by: 150, whileHeld: { server.stop() })
            XCTAssertTrue(
                child.waitForOutput(timeout: 10) { $0.contains { $0.hasPrefix("Database error: ") } },
                "\(child.outputLines.suffix(5))")
            usleep(500_000)
            let lines = child.outputLines
            XCTAssertFalse(lines.contains("Filters from: memory"), "\(lines.suffix(8))")
            XCTAssertEqual(Set(statusLines(lines).map(\.1)), [2930], "only the server's counts: \(statusLines(lines))")
            XCTAssertTrue(child.process.isRunning, "the window is still open")
        }
    }

    /// Over a table, unchecking North Ames in the side panel is counted by the server: the count
    /// leaves its homes out while the filters stay the database's, and its own count stays.
    func testUncheckingANeighbourhoodOverADatabaseTableIsCountedByTheServer() throws {
        try withAmesServer { server in
            let (child, xid) = try startWindow(["--database", conninfo(server), "--table", "homes"])
            XCTAssertTrue(
                child.waitForOutput(timeout: 20) { $0.contains("Filters from: database") },
                "\(child.outputLines.suffix(5))")
            try openSidePanel(child, xid, until: "Choice box neighborhood North Ames:")
            usleep(300_000)
            let box = try XCTUnwrap(
                point("at", in: child.outputLines.last { $0.hasPrefix("Choice box neighborhood North Ames:") }))
            let rows = try Self.amesRows()
            XDoTool.run(["mousemove", "--window", xid, String(box.0), String(box.1)])
            usleep(150_000)
            XDoTool.click()
            let passing = rows.filter { $0.hood != "North Ames" }
            XCTAssertTrue(
                child.waitForOutput(timeout: 10) { self.statusLines($0).last?.0 == passing.count },
                "the server's count should leave North Ames out: \(child.outputLines.suffix(6))")
            usleep(300_000)
            let lines = child.outputLines
            XCTAssertEqual(
                choiceCounts(last("Choices neighborhood: ", in: lines))["North Ames"],
                rows.filter { $0.hood == "North Ames" }.count, "its count stays, under the other filters")
            XCTAssertTrue(last("Choices neighborhood: ", in: lines)?.contains("[ ] North Ames=") ?? false)
            XCTAssertFalse(lines.contains("Filters from: memory"), "\(lines.suffix(6))")
            XCTAssertFalse(lines.contains { $0.hasPrefix("Database error") }, "\(lines.suffix(6))")
        }
    }

    /// Over a table, the list shows the server's rows as they are now, not the rows the window
    /// read: neighbourhoods renamed on the server after the window opened show in the list's
    /// first row once a drag's release is answered.
    func testTheListOverADatabaseTableShowsTheServersRowsAsTheyAreNow() throws {
        try withAmesServer { server in
            let (child, xid) = try startWindow(["--database", conninfo(server), "--table", "homes"])
            defer { child.process.terminate(); _ = child.wait(timeout: 5) }
            XCTAssertTrue(
                child.waitForOutput(timeout: 20) { $0.contains("Filters from: database") },
                "\(child.outputLines.suffix(5))")
            let renamed = "Renamed On The Server"
            XCTAssertFalse(child.outputLines.contains { $0.contains(renamed) })
            try execute(server, ["UPDATE homes SET neighborhood = '\(renamed)'"])
            let lower = try XCTUnwrap(point("lower", in: child.outputLines.last { $0.hasPrefix("Price thumbs:") }))
            drag(xid, from: lower, by: 60)
            XCTAssertTrue(
                child.waitForOutput(timeout: 20) { lines in
                    lines.last { $0.hasPrefix("List: ") }?.contains("first: \(renamed) | ") == true
                }, "\(child.outputLines.suffix(6))")
            XCTAssertFalse(child.outputLines.contains { $0.hasPrefix("Database error") })
        }
    }

    /// Over a table, export writes every matching home, read from the server in the list's
    /// order (far more than the list's first page), and the same file as the window over the
    /// Ames file writes with the same filters and sort.
    func testExportOverADatabaseTableWritesEveryMatchingHomeAsOverTheFile() throws {
        try withAmesServer { server in
            let filters = ["--min-price", "150k", "--sort", "living-area:desc"]
            func export(_ source: [String], named name: String) throws -> (count: Int, text: String) {
                let out = try write("", named: name)
                let (child, _) = try startWindow(source + filters + ["--debug-action", "win.export-to::" + out])
                defer { child.process.terminate(); _ = child.wait(timeout: 5) }
                XCTAssertTrue(
                    child.waitForOutput(timeout: 30) { $0.contains { $0.hasPrefix("Exported ") } },
                    "\(child.outputLines.suffix(6))")
                let line = try XCTUnwrap(last("Exported ", in: child.outputLines))
                let count = try XCTUnwrap(Int(line.prefix { $0 != " " }))
                return (count, try String(contentsOfFile: out, encoding: .utf8))
            }
            let overTable = try export(["--database", conninfo(server), "--table", "homes"], named: "table.csv")
            let overFile = try export(["--data", Self.amesPath], named: "file.csv")
            let expected = Self.ames.count(minPrice: 150_000, maxPrice: .infinity)
            XCTAssertGreaterThan(expected, 1_000, "more homes than the list's first page")
            XCTAssertEqual(overTable.count, expected)
            XCTAssertEqual(overTable.text.split(separator: "\n").count, expected + 1, "a header and every home")
            XCTAssertEqual(overTable.text, overFile.text)
        }
    }

    /// The server down at start, then a role without the grant: each the error page with the
    /// reason; the retry (Return on its focused button) loads once the cause is fixed; and the
    /// loaded window keeps filtering when the server then stops mid-drag.
    func testADatabaseFailureShowsItsReasonAndTheRetryLoadsOnceFixed() throws {
        try withAmesServer { server in
            try execute(
                server,
                ["CREATE ROLE reader LOGIN", "GRANT SELECT ON homes TO reader", "REVOKE SELECT ON homes FROM reader"])
            server.stop()

            XDoTool.run(["mousemove", "2559", "2047"])
            let child = try ChildProcess(
                app,
                [
                    "--database", conninfo(server, user: "reader"), "--table", "homes", "--min-price", "150k",
                    "--debug-report",
                ])
            addTeardownBlock {
                child.process.terminate(); _ = child.wait(timeout: 5)
            }
            XCTAssertTrue(
                child.waitForOutput(timeout: 30) { $0.contains { $0.hasPrefix("Error page:") } }, "\(child.outputLines)"
            )
            let down = last("Error page: ", in: child.outputLines) ?? ""
            XCTAssertTrue(down.contains("Cannot connect to the database server"), down)
            XCTAssertTrue(child.errorOutput.contains("Cannot connect to the database server"), child.errorOutput)
            let xid = try XCTUnwrap(windowID(of: child), "window not found")

            try server.start()
            let pages = { child.outputLines.filter { $0.hasPrefix("Error page:") }.count }
            XDoTool.run(["mousemove", "--window", xid, "20", "300"])
            XDoTool.run(["key", "Return"])
            XCTAssertTrue(
                child.waitForOutput(timeout: 30) { _ in pages() == 2 },
                "the retry did not run: \(child.outputLines.suffix(5))")
            let refused = last("Error page: ", in: child.outputLines) ?? ""
            XCTAssertTrue(refused.contains("Permission denied"), refused)

            try execute(server, ["GRANT SELECT ON homes TO reader"])
            XDoTool.run(["key", "Return"])
            // The command line's filter outlives the failed loads.
            let dearer = Self.ames.count(minPrice: 150_000, maxPrice: .infinity)
            XCTAssertTrue(
                child.waitForOutput(timeout: 30) { $0.contains("Showing \(dearer) of 2930 homes") },
                "the retry did not load: \(child.outputLines.suffix(5))")
            XCTAssertTrue(child.waitForOutput(timeout: 30) { $0.contains("Ready") })
            XCTAssertTrue(
                child.waitForOutput(timeout: 20) { $0.contains("Filters from: database") },
                "\(child.outputLines.suffix(5))")

            let lower = try XCTUnwrap(point("lower", in: child.outputLines.last { $0.hasPrefix("Price thumbs:") }))
            drag(xid, from: lower, by: 150, whileHeld: { server.stop() })
            XCTAssertTrue(
                child.waitForOutput(timeout: 5) { (self.priceRange($0)?.0 ?? 0) > 150_000 },
                "\(child.outputLines.suffix(5))")
            usleep(400_000)
            let (low, high) = try XCTUnwrap(priceRange(child.outputLines))
            let expected = Self.ames.count(minPrice: low, maxPrice: high)
            XCTAssertEqual(statusLines(child.outputLines).last.map { $0.0 }, expected)
            // The server's failure is said, and the rows read count on in memory.
            XCTAssertTrue(
                child.waitForOutput(timeout: 10) { $0.contains { $0.hasPrefix("Database error: ") } },
                "\(child.outputLines.suffix(5))")
            XCTAssertTrue(child.outputLines.contains("Filters from: memory"), "\(child.outputLines.suffix(5))")
            XCTAssertNil(child.process.isRunning ? nil : child.process.terminationStatus, "the window is still open")
        }
    }
}
