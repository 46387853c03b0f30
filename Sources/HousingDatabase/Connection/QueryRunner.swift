// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// Runs a window's statements on its ``DatabaseConnection`` (whose worker thread runs them), and
/// hands every answer and progress report to `deliver`: a window passes its GLib main-loop hop
/// (`g_idle_add`), so that completions run on the main loop and nothing blocks it; the default is
/// a serial dispatch queue of the runner's own.
///
/// A newer request of the same ``Kind`` cancels the stale one: waiting, its statements never
/// run; running, libpq's `PQcancel` stops it on the server; either way its completion gets
/// ``DatabaseError/cancelled``. Every failure reaches the completion as a ``DatabaseError``.
/// Thread-safe.
public final class QueryRunner: @unchecked Sendable {
    /// What a request fetches; a newer request of a kind cancels the older one of that kind.
    public enum Kind: Hashable, Sendable {
        /// The data tiles of a thumb's press.
        case tiles
        /// A page of the list.
        case listPage
        /// The categories' counts of choice and toggle filters.
        case choiceCounts
        /// Every matching row, for export or copy.
        case matchingRows
        /// Any other statement.
        case statement
    }

    /// How far a request is: statements answered of those asked.
    public struct Progress: Equatable, Sendable, CustomStringConvertible {
        public let done: Int
        public let asked: Int
        public init(done: Int, asked: Int) {
            self.done = done
            self.asked = asked
        }
        public var description: String { "\(done) of \(asked)" }
    }

    /// One request: its statements, cancelled together. Thread-safe.
    public final class Request: @unchecked Sendable {
        private let connection: DatabaseConnection
        private let lock = NSLock()
        private var cancelled = false
        private var ticket: QueryTicket?

        init(connection: DatabaseConnection) {
            self.connection = connection
        }

        /// True once ``cancel()`` was called.
        public var isCancelled: Bool { lock.withLock { cancelled } }

        /// Cancels the request: its running statement on the server, the ones after it never run.
        public func cancel() {
            lock.withLock {
                cancelled = true
                if let ticket { connection.cancel(ticket) }
            }
        }

        /// Submits `sql` unless the request is cancelled; false when it is.
        func submit(_ sql: String, completion: @escaping @Sendable (Result<QueryResult, DatabaseError>) -> Void) -> Bool
        {
            lock.withLock {
                guard !cancelled else { return false }
                ticket = connection.submit(sql, completion: completion)
                return true
            }
        }
    }

    /// The connection the statements run on.
    public let connection: DatabaseConnection
    private let deliver: @Sendable (@escaping @Sendable () -> Void) -> Void
    private let lock = NSLock()
    private var current: [Kind: Request] = [:]

    /// A runner over `connection`, handing answers to `deliver` (which must run the closure it
    /// is given, in order, on the thread the caller wants them on); nil for a serial dispatch queue.
    public init(connection: DatabaseConnection, deliver: (@Sendable (@escaping @Sendable () -> Void) -> Void)? = nil) {
        self.connection = connection
        if let deliver {
            self.deliver = deliver
        } else {
            let queue = DispatchQueue(label: "HousingDatabase.QueryRunner")
            self.deliver = { queue.async(execute: $0) }
        }
    }

    /// Fetches the tiles of `query` by `plan`. `progress` gets the statements answered, from
    /// none of them to all, before `completion` gets the tiles.
    @discardableResult
    public func fetchTiles(
        _ query: DataTileQuery, plan: DataTileQuery.Plan = .perFilter,
        progress: (@Sendable (Progress) -> Void)? = nil,
        completion: @escaping @Sendable (Result<DataTiles, DatabaseError>) -> Void
    ) -> Request {
        start(
            .tiles, query.statements(plan), progress: progress, finish: { try query.tiles(from: $0, plan: plan) },
            completion: completion)
    }

    /// Fetches the page of `query` after `cursor` (the first page for nil).
    @discardableResult
    public func fetchPage(
        _ query: ListPageQuery, after cursor: ListCursor?,
        completion: @escaping @Sendable (Result<ListPage, DatabaseError>) -> Void
    ) -> Request {
        start(
            .listPage, [query.statement(after: cursor)], progress: nil, finish: { try query.page(from: $0[0]) },
            completion: completion)
    }

    /// Fetches the categories' counts of `query`'s choices.
    @discardableResult
    public func fetchChoiceCounts(
        _ query: ChoiceCountQuery, completion: @escaping @Sendable (Result<[[Int]], DatabaseError>) -> Void
    ) -> Request {
        start(
            .choiceCounts, [query.statement], progress: nil, finish: { try query.counts(from: $0[0]) },
            completion: completion)
    }

    /// Runs `sql` as a request of `kind`.
    @discardableResult
    public func run(
        _ sql: String, kind: Kind = .statement,
        completion: @escaping @Sendable (Result<QueryResult, DatabaseError>) -> Void
    ) -> Request {
        start(kind, [sql], progress: nil, finish: { $0[0] }, completion: completion)
    }

    /// Cancels the pending request of every kind.
    public func cancelAll() {
        let requests = lock.withLock { () -> [Request] in
            defer { current = [:] }
            return Array(current.values)
        }
        for request in requests { request.cancel() }
    }

    private func start<T>(
        _ kind: Kind, _ statements: [String], progress: (@Sendable (Progress) -> Void)?,
        finish: @escaping @Sendable ([QueryResult]) throws -> T,
        completion: @escaping @Sendable (Result<T, DatabaseError>) -> Void
    ) -> Request {
        let request = Request(connection: connection)
        let stale = lock.withLock { () -> Request? in
            defer { current[kind] = request }
            return current[kind]
        }
        stale?.cancel()
        let deliver = self.deliver
        let done: @Sendable (Result<T, DatabaseError>) -> Void = { [weak self] result in
            self?.lock.withLock { if self?.current[kind] === request { self?.current[kind] = nil } }
            deliver { completion(request.isCancelled ? .failure(.cancelled) : result) }
        }
        if let progress { deliver { progress(Progress(done: 0, asked: statements.count)) } }
        @Sendable func step(_ k: Int, _ results: [QueryResult]) {
            guard k < statements.count else {
                done(Result { try finish(results) }.mapError { $0 as? DatabaseError ?? .unexpectedResult("\($0)") })
                return
            }
            let submitted = request.submit(statements[k]) { result in
                switch result {
                case .failure(let error):
                    done(.failure(error))
                case .success(let answer):
                    if let progress { deliver { progress(Progress(done: k + 1, asked: statements.count)) } }
                    step(k + 1, results + [answer])
                }
            }
            if !submitted { done(.failure(.cancelled)) }
        }
        step(0, [])
        return request
    }
}
