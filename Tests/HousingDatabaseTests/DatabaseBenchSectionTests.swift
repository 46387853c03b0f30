// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PostgresTestSupport
import Testing

/// `range-slider-bench --quick --only database` against a test server: the section runs,
/// writes its figures, and its tiles agree with the in-memory engine. The benchmark needs a
/// display (the README's test command runs the suite under Xvfb).
@Suite(
    .enabled(if: TestPostgresServer.isAvailable, Comment(rawValue: TestPostgresServer.skipReason)),
    .enabled(
        if: ProcessInfo.processInfo.environment["DISPLAY"] != nil,
        "range-slider-bench needs a display (run under xvfb-run)"))
struct DatabaseBenchSectionTests {
    @Test func theQuickDatabaseSectionWritesItsFigures() async throws {
        let folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        let bench = folder.appendingPathComponent("range-slider-bench")
        try #require(
            FileManager.default.isExecutableFile(atPath: bench.path),
            "range-slider-bench is not built next to the tests (swift build --build-tests)")
        try await TestPostgresServer.withServer { server in
            let json = server.folder.appendingPathComponent("bench.json"),
                log = server.folder.appendingPathComponent("bench.log")
            let conninfo = "host='\(server.socketDirectory.path)' dbname=postgres user=\(TestPostgresServer.superuser)"
            let status = try? TestPostgresServer.runProcess(
                bench.path,
                [
                    "--quick", "--only", "database", "--database", conninfo,
                    "--json", json.path,
                ], log: log)
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            #expect(status == 0, "\(output)")
            #expect(!output.contains("differ"), "\(output)")
            let data = try Data(contentsOf: json)
            let top = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for key in [
                "database_quick_press_median_ms", "database_quick_press_per_filter_median_ms",
                "database_quick_step_p50_ms",
                "database_quick_step_p99_ms", "database_quick_engine_step_p99_ms",
                "database_quick_first_screen_median_ms",
            ] {
                let value = (top[key] as? NSNumber)?.doubleValue
                #expect(value.map { $0.isFinite && $0 >= 0 } == true, "\(key): \(String(describing: top[key]))")
            }
        }
    }
}
