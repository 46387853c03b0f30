// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CLibpq
import Foundation

/// One connection to a PostgreSQL server through libpq, with its own worker thread: every call
/// returns at once, the statements run one after another on that thread, and nothing blocks the
/// caller's (GLib) main loop. Completions run on the worker thread; a window hops back to its main
/// loop itself.
///
/// A statement made stale (a newer drag step) is cancelled with ``cancel(_:)``, or by cancelling
/// the task awaiting ``query(_:)``: waiting, it never runs; running, libpq's `PQcancel` stops it on
/// the server, and either way it ends with ``DatabaseError/cancelled``.
///
/// Errors are ``DatabaseError``s; no message carries the password. After
/// ``DatabaseError/connectionLost(_:)``, ``reset()`` connects again with the same settings.
public final class DatabaseConnection: @unchecked Sendable {
    /// The settings it connected with (printing them masks the password).
    public let connectionString: ConnectionString

    private let queue = DispatchQueue(label: "HousingDatabase.DatabaseConnection")
    /// Touched only on `queue` (and in `deinit`, when no job can hold `self`).
    private var connection: OpaquePointer?
    /// The handle `PQcancel` uses from any thread, guarded by `stateLock`.
    private var cancelHandle: OpaquePointer?
    private var isClosed = false
    private let stateLock = NSLock()

    private init(connectionString: ConnectionString) {
        self.connectionString = connectionString
    }

    deinit {
        if let cancelHandle { PQfreeCancel(cancelHandle) }
        if let connection { PQfinish(connection) }
    }

    /// Connects with `connectionString` (and the `PG*` environment variables for what it leaves
    /// out) on the new connection's worker thread. Throws ``DatabaseError/cannotConnect(_:)``.
    public static func connect(_ connectionString: ConnectionString) async throws -> DatabaseConnection {
        let db = DatabaseConnection(connectionString: connectionString)
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            db.queue.async {
                continuation.resume(with: Result { try db.open { PQconnectdb(connectionString.text) } })
            }
        }
        return db
    }

    /// Runs on `queue`: makes (or remakes) the connection and its cancel handle.
    private func open(_ make: () -> OpaquePointer?) throws {
        let made = make()
        guard let made, PQstatus(made) == CONNECTION_OK else {
            let message = made.map { String(cString: PQerrorMessage($0)) } ?? "out of memory"
            if let made, made != connection { PQfinish(made) }
            throw DatabaseError.cannotConnect(connectionString.masking(message.trimmingTrailingNewlines))
        }
        connection = made
        // Notices (`DROP … IF EXISTS`, the server's shutdown warning) are not the caller's errors:
        // libpq would print them on standard error.
        PQsetNoticeProcessor(made, { _, _ in }, nil)
        let handle = PQgetCancel(made)
        stateLock.withLock {
            if let old = cancelHandle { PQfreeCancel(old) }
            cancelHandle = handle
        }
    }

    /// Connects again with the same settings (libpq's `PQreset`), on the worker thread after the
    /// statements already submitted. Throws ``DatabaseError/cannotConnect(_:)`` or
    /// ``DatabaseError/closed``.
    public func reset() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            queue.async {
                continuation.resume(
                    with: Result {
                        guard !self.closed, let connection = self.connection else { throw DatabaseError.closed }
                        try self.open {
                            PQreset(connection); return connection
                        }
                    })
            }
        }
    }

    /// Closes the connection: the running statement is cancelled, the waiting ones end with
    /// ``DatabaseError/closed``. Returns at once.
    public func close() {
        stateLock.withLock {
            isClosed = true
            if let handle = cancelHandle { Self.sendCancel(handle) }
        }
        queue.async {
            self.stateLock.withLock {
                if let handle = self.cancelHandle { PQfreeCancel(handle) }
                self.cancelHandle = nil
            }
            if let connection = self.connection { PQfinish(connection) }
            self.connection = nil
        }
    }

    private var closed: Bool { stateLock.withLock { isClosed } }

    private static func sendCancel(_ handle: OpaquePointer) {
        var buffer = [CChar](repeating: 0, count: 256)
        _ = PQcancel(handle, &buffer, Int32(buffer.count))
    }

    /// Cancels the statement of `ticket` (see the type's description). Any thread.
    public func cancel(_ ticket: QueryTicket) {
        ticket.cancel {
            stateLock.withLock { if let handle = cancelHandle { Self.sendCancel(handle) } }
        }
    }

    /// Submits `sql`; `completion` runs on the worker thread with its rows or its error.
    /// Returns the ticket that cancels it.
    @discardableResult
    public func submit(
        _ sql: String, ticket: QueryTicket = QueryTicket(),
        completion: @escaping @Sendable (Result<QueryResult, DatabaseError>) -> Void
    ) -> QueryTicket {
        run(ticket, completion) { try self.execute(sql, on: $0) }
        return ticket
    }

    /// Submits `COPY … FROM STDIN` with `data` in the statement's format; `completion` gets the
    /// number of rows copied.
    @discardableResult
    public func submitCopy(
        _ statement: String, data: String, ticket: QueryTicket = QueryTicket(),
        completion: @escaping @Sendable (Result<QueryResult, DatabaseError>) -> Void
    ) -> QueryTicket {
        run(ticket, completion) { try self.copy(statement, data: data, on: $0) }
        return ticket
    }

    /// Runs `sql` and returns its rows; cancelling the awaiting task cancels the statement.
    public func query(_ sql: String) async throws -> QueryResult {
        let ticket = QueryTicket()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                submit(sql, ticket: ticket) { continuation.resume(with: $0.mapError { $0 as Error }) }
            }
        } onCancel: {
            cancel(ticket)
        }
    }

    /// Runs `COPY … FROM STDIN` with `data`; returns the number of rows copied.
    public func copy(_ statement: String, data: String) async throws -> Int {
        let ticket = QueryTicket()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                submitCopy(statement, data: data, ticket: ticket) {
                    continuation.resume(with: $0.map(\.affectedRows).mapError { $0 as Error })
                }
            }
        } onCancel: {
            cancel(ticket)
        }
    }

    /// Runs `COPY … TO STDOUT` and returns what the server sent, in the statement's format;
    /// cancelling the awaiting task cancels the statement.
    public func copyOut(_ statement: String) async throws -> [UInt8] {
        let ticket = QueryTicket()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                run(ticket, { continuation.resume(with: $0.mapError { $0 as Error }) }) {
                    try self.copyOut(statement, on: $0)
                }
            }
        } onCancel: {
            cancel(ticket)
        }
    }

    private func run<T>(
        _ ticket: QueryTicket, _ completion: @escaping @Sendable (Result<T, DatabaseError>) -> Void,
        _ work: @escaping (OpaquePointer) throws -> T
    ) {
        queue.async {
            guard ticket.start() else { completion(.failure(.cancelled)); return }
            let result: Result<T, DatabaseError>
            if self.closed {
                result = .failure(.closed)
            } else if let connection = self.connection {
                result = Result { try work(connection) }.mapError { $0 as? DatabaseError ?? .unexpectedResult("\($0)") }
            } else {
                result = .failure(.closed)
            }
            ticket.finish()
            completion(ticket.isCancelled ? .failure(.cancelled) : result)
        }
    }

    /// Runs on `queue`.
    private func execute(_ sql: String, on connection: OpaquePointer) throws -> QueryResult {
        guard let result = PQexec(connection, sql) else { throw failure(nil, on: connection) }
        defer { PQclear(result) }
        return try read(result, on: connection)
    }

    /// Runs on `queue`.
    private func copy(_ statement: String, data: String, on connection: OpaquePointer) throws -> QueryResult {
        try startCopy(statement, expecting: PGRES_COPY_IN, on: connection)
        var sent = true
        var bytes = Array(data.utf8)
        let chunk = 1 << 20
        var offset = 0
        while offset < bytes.count && sent {
            let n = min(chunk, bytes.count - offset)
            sent = bytes.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.advanced(by: offset).withMemoryRebound(to: CChar.self, capacity: n) {
                    PQputCopyData(connection, $0, Int32(n)) == 1
                }
            }
            offset += n
        }
        bytes = []
        _ = PQputCopyEnd(connection, sent ? nil : "client stopped sending")
        var last: QueryResult?
        var error: DatabaseError?
        while let result = PQgetResult(connection) {
            defer { PQclear(result) }
            do { last = try read(result, on: connection) } catch let e as DatabaseError { error = error ?? e }
        }
        if let error { throw error }
        guard let last else { throw failure(nil, on: connection) }
        return last
    }

    /// Runs on `queue`.
    private func copyOut(_ statement: String, on connection: OpaquePointer) throws -> [UInt8] {
        try startCopy(statement, expecting: PGRES_COPY_OUT, on: connection)
        var bytes: [UInt8] = []
        while true {
            var buffer: UnsafeMutablePointer<CChar>?
            let n = PQgetCopyData(connection, &buffer, 0)
            if n > 0, let buffer {
                buffer.withMemoryRebound(to: UInt8.self, capacity: Int(n)) {
                    bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(n)))
                }
                PQfreemem(buffer)
            } else {
                break  // -1: done (the final result follows); -2: failed (the result says why)
            }
        }
        var error: DatabaseError?
        while let result = PQgetResult(connection) {
            defer { PQclear(result) }
            do { _ = try read(result, on: connection) } catch let e as DatabaseError { error = error ?? e }
        }
        if let error { throw error }
        if PQstatus(connection) == CONNECTION_BAD { throw failure(nil, on: connection) }
        return bytes
    }

    /// Runs on `queue`: sends the COPY `statement` and checks that the server entered copy mode
    /// `mode` (`PGRES_COPY_IN` or `PGRES_COPY_OUT`); throws the server's error, or
    /// ``DatabaseError/unexpectedResult(_:)`` for a statement that is not such a COPY.
    private func startCopy(_ statement: String, expecting mode: ExecStatusType, on connection: OpaquePointer) throws {
        guard let start = PQexec(connection, statement) else { throw failure(nil, on: connection) }
        defer { PQclear(start) }
        let status = PQresultStatus(start)
        if status == mode { return }
        if status == PGRES_FATAL_ERROR || status == PGRES_NONFATAL_ERROR { throw failure(start, on: connection) }
        let direction = mode == PGRES_COPY_IN ? "COPY FROM STDIN" : "COPY TO STDOUT"
        throw DatabaseError.unexpectedResult("\(statement.prefix(40))… is not a \(direction)")
    }

    /// Runs on `queue`: the rows of a finished statement, or its error.
    private func read(_ result: OpaquePointer, on connection: OpaquePointer) throws -> QueryResult {
        switch PQresultStatus(result) {
        case PGRES_TUPLES_OK, PGRES_SINGLE_TUPLE:
            let rowCount = Int(PQntuples(result)), columnCount = Int(PQnfields(result))
            let columns = (0..<columnCount).map { String(cString: PQfname(result, Int32($0))) }
            var rows: [[String?]] = []
            rows.reserveCapacity(rowCount)
            for r in 0..<Int32(rowCount) {
                rows.append(
                    (0..<Int32(columnCount)).map { c in
                        PQgetisnull(result, r, c) == 1 ? nil : String(cString: PQgetvalue(result, r, c))
                    })
            }
            return QueryResult(columns: columns, rows: rows)
        case PGRES_COMMAND_OK, PGRES_EMPTY_QUERY:
            return QueryResult(columns: [], rows: [], affectedRows: Int(String(cString: PQcmdTuples(result))) ?? 0)
        case PGRES_FATAL_ERROR, PGRES_NONFATAL_ERROR, PGRES_BAD_RESPONSE:
            throw failure(result, on: connection)
        default:
            throw DatabaseError.unexpectedResult(
                "result status \(String(cString: PQresStatus(PQresultStatus(result))))")
        }
    }

    /// Runs on `queue`: the error of `result` (or of the connection when nil).
    private func failure(_ result: OpaquePointer?, on connection: OpaquePointer) -> DatabaseError {
        let sqlStateField = Int32(UInt8(ascii: "C"))  // PG_DIAG_SQLSTATE
        let sqlState = result.flatMap { PQresultErrorField($0, sqlStateField) }.map { String(cString: $0) }
        let rawMessage = result.map { String(cString: PQresultErrorMessage($0)) } ?? ""
        let message = rawMessage.isEmpty ? String(cString: PQerrorMessage(connection)) : rawMessage
        return DatabaseError.classify(
            sqlState: sqlState, message: connectionString.masking(message.trimmingTrailingNewlines),
            connectionBroken: PQstatus(connection) == CONNECTION_BAD)
    }
}
