// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingDatabase

/// A throwaway PostgreSQL server for one test: `initdb` into a folder of its own under the build
/// directory (`.build/postgres-tests/`), listening only on a Unix socket in that folder, started
/// and stopped with `pg_ctl`. ``withServer(_:)`` stops it and removes the folder whatever the test
/// does; a folder left by a test process that died (its process id is in the folder's name) is cleared by
/// the next run.
///
/// The binaries are Debian's (`postgresql` package, `/usr/lib/postgresql/VERSION/bin`, the newest
/// version). Run as root, the server runs as the `postgres` user (`initdb` refuses root).
public final class TestPostgresServer: @unchecked Sendable {
    /// The folder of `initdb` and `pg_ctl`, or nil when the postgresql package is missing.
    public static let binDirectory: URL? = {
        let root = URL(fileURLWithPath: "/usr/lib/postgresql")
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return versions.compactMap { v -> (Int, URL)? in
            let bin = root.appendingPathComponent(v).appendingPathComponent("bin")
            guard let n = Int(v),
                FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("initdb").path),
                FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("pg_ctl").path)
            else { return nil }
            return (n, bin)
        }.max { $0.0 < $1.0 }?.1
    }()

    public static let isAvailable = binDirectory != nil
    public static let skipReason =
        "PostgreSQL's server binaries are not installed (/usr/lib/postgresql/*/bin/initdb, Debian package postgresql)"

    /// The superuser the tests connect as.
    public static let superuser = "tester"

    public enum HarnessError: Error, CustomStringConvertible {
        case missingBinaries
        case commandFailed(String, status: Int32, output: String)
        public var description: String {
            switch self {
            case .missingBinaries: return TestPostgresServer.skipReason
            case .commandFailed(let c, let s, let o): return "\(c) exited with \(s):\n\(o)"
            }
        }
    }

    public let folder: URL
    public var dataDirectory: URL { folder.appendingPathComponent("data") }
    public var logFile: URL { folder.appendingPathComponent("server.log") }
    public var commandLog: URL { folder.appendingPathComponent("commands.log") }
    /// The folder of the server's Unix socket: the server's own folder.
    public var socketDirectory: URL { folder }
    public private(set) var isRunning = false
    private let bin: URL
    private let runsAsPostgres = getuid() == 0

    /// The build directory of this test run (`.build`, `.build-debian13`, …): the first folder of
    /// the test binary's path whose name starts with `.build`, else the package's `.build`.
    public static let buildDirectory: URL = {
        var url = URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL
        while url.path != "/" {
            if url.lastPathComponent.hasPrefix(".build") { return url }
            url = url.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build")
    }()

    /// Starts a fresh server, runs `body` with it, stops it and removes its folder (also when
    /// `body` throws). Throws ``HarnessError`` when the server cannot start.
    public static func withServer<T>(_ body: (TestPostgresServer) async throws -> T) async throws -> T {
        let server = try TestPostgresServer()
        defer { server.remove() }
        try server.start()
        return try await body(server)
    }

    /// ``withServer(_:)`` for a test that must stay on its own thread (an XCTest method that
    /// starts child processes: a child started from a Swift concurrency thread inherits its
    /// blocked signals and ignores `SIGTERM`).
    public static func withServer<T>(_ body: (TestPostgresServer) throws -> T) throws -> T {
        let server = try TestPostgresServer()
        defer { server.remove() }
        try server.start()
        return try body(server)
    }

    /// Runs `body` to its end from a thread outside Swift concurrency (the blocking test of
    /// ``withServer(_:)``), returning its value or throwing its error.
    public static func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = BlockingResult<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }

    // written before the semaphore's signal, read after its wait
    private final class BlockingResult<T>: @unchecked Sendable {
        var result: Result<T, Error>?
    }

    private init() throws {
        guard let bin = Self.binDirectory else { throw HarnessError.missingBinaries }
        self.bin = bin
        let parent = Self.buildDirectory.appendingPathComponent("postgres-tests")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        Self.clearAbandoned(in: parent, bin: bin)
        // Short: the socket's path (folder + "/.s.PGSQL.5432") must stay under 108 bytes.
        let name = "pg-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
        var folder = parent.appendingPathComponent(name)
        if folder.path.utf8.count > 80 {
            folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(name)
        }
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: commandLog.path, contents: nil)
        if runsAsPostgres { try run("/bin/chown", ["-R", "postgres:postgres", folder.path], asPostgres: false) }
        try run(
            bin.appendingPathComponent("initdb").path,
            ["-D", dataDirectory.path, "-U", Self.superuser, "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"])
    }

    deinit { remove() }

    /// Folders of test processes that no longer run: their servers stopped, the folders removed.
    private static func clearAbandoned(in parent: URL, bin: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix("pg-") {
            let folder = parent.appendingPathComponent(name)
            let owner = name.split(separator: "-").dropFirst().first.flatMap { Int32($0) }
            if let owner, owner == getpid() || kill(owner, 0) == 0 { continue }
            let data = folder.appendingPathComponent("data")
            if FileManager.default.fileExists(atPath: data.appendingPathComponent("postmaster.pid").path) {
                _ = try? runProcess(
                    getuid() == 0 ? "/usr/sbin/runuser" : bin.appendingPathComponent("pg_ctl").path,
                    (getuid() == 0 ? ["-u", "postgres", "--", bin.appendingPathComponent("pg_ctl").path] : [])
                        + ["-D", data.path, "-m", "immediate", "-w", "stop"], log: nil)
            }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Starts the server (again, after ``stop()``).
    public func start() throws {
        let options = "-k '\(socketDirectory.path)' -c listen_addresses='' -c fsync=off -c full_page_writes=off"
        try run(
            bin.appendingPathComponent("pg_ctl").path,
            ["-D", dataDirectory.path, "-l", logFile.path, "-o", options, "-w", "-t", "120", "start"])
        isRunning = true
    }

    /// Stops the server at once (`-m immediate`: as a crash would, connections dropped).
    public func stop() {
        guard isRunning else { return }
        _ = try? run(
            bin.appendingPathComponent("pg_ctl").path, ["-D", dataDirectory.path, "-m", "immediate", "-w", "stop"])
        isRunning = false
    }

    private func remove() {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The connection string for `user` (the superuser by default) to the `postgres` database.
    public func connectionString(user: String = superuser, extra: String = "") throws -> ConnectionString {
        try ConnectionString("host='\(socketDirectory.path)' port=5432 dbname=postgres user=\(user) \(extra)")
    }

    /// Connects as `user`.
    public func connect(user: String = superuser, extra: String = "") async throws -> DatabaseConnection {
        try await DatabaseConnection.connect(connectionString(user: user, extra: extra))
    }

    /// The file `name` in the data directory (pg_hba.conf, …), rewritten.
    public func rewrite(_ name: String, _ text: String) throws {
        try text.write(to: dataDirectory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }

    @discardableResult
    private func run(_ path: String, _ arguments: [String], asPostgres: Bool = true) throws -> Int32 {
        if asPostgres && runsAsPostgres {
            return try Self.runProcess(
                "/usr/sbin/runuser", ["-u", "postgres", "--", path] + arguments, log: commandLog)
        }
        return try Self.runProcess(path, arguments, log: commandLog)
    }

    /// Runs a program (posix_spawn and waitpid: Foundation's `Process` can miss the exit of a
    /// child whose own child, the server, lives on), its output appended to `log`; throws when it
    /// fails.
    @discardableResult
    public static func runProcess(_ path: String, _ arguments: [String], log: URL?) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log?.path ?? "/dev/null", O_WRONLY | O_APPEND | O_CREAT, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw HarnessError.commandFailed(path, status: spawned, output: String(cString: strerror(spawned)))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        guard exitStatus == 0 else {
            let text = log.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
            throw HarnessError.commandFailed(
                ([path] + arguments).joined(separator: " "), status: exitStatus,
                output: String(text.suffix(4000)))
        }
        return exitStatus
    }
}
