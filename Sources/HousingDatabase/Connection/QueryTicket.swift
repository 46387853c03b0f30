// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// One submitted statement of a ``DatabaseConnection``, by which it can be cancelled
/// (``DatabaseConnection/cancel(_:)``): a statement still waiting never runs, a running one is
/// cancelled on the server. Thread-safe.
public final class QueryTicket: @unchecked Sendable {
    enum State { case waiting, running, cancelled, finished }

    private let lock = NSLock()
    private var state = State.waiting

    public init() {}

    /// True once ``DatabaseConnection/cancel(_:)`` was called before the statement finished.
    public var isCancelled: Bool { lock.withLock { state == .cancelled } }

    /// Moves to running unless cancelled first; false when cancelled.
    func start() -> Bool {
        lock.withLock {
            guard state == .waiting else { return false }
            state = .running
            return true
        }
    }

    /// Marks the statement finished (after which a cancel does nothing).
    func finish() { lock.withLock { if state != .cancelled { state = .finished } } }

    /// Marks it cancelled; `whileRunning` runs (under the ticket's lock, so that the statement
    /// cannot finish and a next one start meanwhile) when the statement is running now.
    func cancel(whileRunning: () -> Void) {
        lock.withLock {
            switch state {
            case .waiting: state = .cancelled
            case .running: state = .cancelled; whileRunning()
            case .cancelled, .finished: break
            }
        }
    }
}
