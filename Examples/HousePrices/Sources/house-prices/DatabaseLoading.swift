// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import HousingDatabase

/// Reads a server's table as the window's data (`--database`, `--table`): its rows as CSV
/// from the server, then the file loader's column detection, labels and rows, so that the
/// window shows it exactly as it would show the same rows in a file; a larger table with a key
/// to page its list by as a sample with the server's profile of the whole table
/// (``DatabaseTableSource/read(with:sampleRows:progress:)``).
enum DatabaseLoading {
    /// The table of `source`, read on the calling (loader's) thread, which it blocks until the
    /// server answered. A server down, a missing table or a refused permission is a
    /// ``LoadError/unreadable(path:reason:)`` with the server's reason (never the password).
    static func read(
        _ source: DatabaseTableSource, with loader: DataTableLoader, sampleRows: Int,
        progress: @escaping (Double) -> Void
    ) throws(LoadError) -> DatabaseTableSource.Read {
        // The calling thread waits for the read: its progress closure is called from the read's
        // task while nothing else runs it.
        let report = Progress(call: progress)
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                answer.result = .success(
                    try await source.read(with: loader, sampleRows: sampleRows) { report.call($0) })
            } catch { answer.result = .failure(error) }
            done.signal()
        }
        done.wait()
        switch answer.result {
        case .success(let read)?:
            return read
        case .failure(let error as LoadError)?:
            throw error
        case .failure(let error)?:
            throw .unreadable(path: source.title, reason: "\(error)")
        case nil:
            throw .unreadable(path: source.title, reason: "no answer from the database server")
        }
    }

    /// The read's outcome, handed from its task to the waiting thread (the semaphore orders the
    /// write before the read).
    /// The read's progress closure, handed to its task (the waiting thread runs nothing meanwhile).
    private final class Progress: @unchecked Sendable {
        let call: (Double) -> Void
        init(call: @escaping (Double) -> Void) { self.call = call }
    }

    private final class Answer: @unchecked Sendable {
        var result: Result<DatabaseTableSource.Read, Error>?
    }
}
