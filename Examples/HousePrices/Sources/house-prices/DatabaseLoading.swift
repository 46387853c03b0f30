// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import HousingDatabase

/// Reads a server's table as the window's data (`--database`, `--table`): its rows as CSV
/// from the server, then the file loader's column detection, labels and rows, so that the
/// window shows it exactly as it would show the same rows in a file.
enum DatabaseLoading {
    /// The table of `source`, read on the calling (loader's) thread, which it blocks until the
    /// server answered. A server down, a missing table or a refused permission is a
    /// ``LoadError/unreadable(path:reason:)`` with the server's reason (never the password).
    static func read(
        _ source: DatabaseTableSource, with loader: DataTableLoader,
        progress: @escaping (Double) -> Void
    ) throws(LoadError) -> DataTable {
        let answer = Answer()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { answer.result = .success(try await source.readCSV()) } catch { answer.result = .failure(error) }
            done.signal()
        }
        done.wait()
        switch answer.result {
        case .success(let bytes)?:
            return try loader.load(bytes: bytes, source: source.title, progress: progress)
        case .failure(let error)?:
            throw .unreadable(path: source.title, reason: "\(error)")
        case nil:
            throw .unreadable(path: source.title, reason: "no answer from the database server")
        }
    }

    /// The read's outcome, handed from its task to the waiting thread (the semaphore orders the
    /// write before the read).
    private final class Answer: @unchecked Sendable {
        var result: Result<[UInt8], Error>?
    }
}
