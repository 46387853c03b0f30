// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Hands a job's progress and outcome to a consumer that may not exist yet when the job starts.
///
/// The house-price window starts loading its data before GTK and libadwaita start (the load
/// runs on another thread meanwhile); the window, built later, takes the load over. What the
/// load reported before then is kept and replayed to the window when it attaches, in order,
/// followed by the outcome if the load has finished; afterwards each report goes straight
/// through. A run of progress reports that supersede each other (`replaces`) is kept as its
/// last one only: a progress bar needs the latest fraction, not every one.
///
/// Not thread-safe: the producer and the consumer use it from one thread (the main thread,
/// where the loader posts its reports).
public final class BufferedHandOff<Progress, Outcome> {
    private let replaces: (_ earlier: Progress, _ later: Progress) -> Bool
    private var buffered: [Progress] = []
    private var outcome: Outcome?
    private var progressHandler: ((Progress) -> Void)?
    private var completionHandler: ((Outcome) -> Void)?
    /// Whether a consumer has attached.
    public private(set) var isAttached = false
    /// Whether the outcome has come (from the producer).
    public var isFinished: Bool { outcome != nil || delivered }
    private var delivered = false

    /// `replaces(earlier, later)`: whether a buffered report `earlier` directly followed by
    /// `later` may be dropped (by default none is).
    public init(replaces: @escaping (_ earlier: Progress, _ later: Progress) -> Bool = { _, _ in false }) {
        self.replaces = replaces
    }

    /// The producer: a progress report. Ignored once the outcome has come.
    public func report(_ progress: Progress) {
        guard !isFinished else { return }
        if let handler = progressHandler {
            handler(progress)
        } else if let last = buffered.last, replaces(last, progress) {
            buffered[buffered.count - 1] = progress
        } else {
            buffered.append(progress)
        }
    }

    /// The producer: the outcome. Only the first counts.
    public func finish(_ outcome: Outcome) {
        guard !isFinished else { return }
        if let handler = completionHandler {
            delivered = true
            completionHandler = nil
            progressHandler = nil
            handler(outcome)
        } else {
            self.outcome = outcome
        }
    }

    /// The consumer: replays the buffered reports, then the outcome if it has come, and
    /// forwards whatever comes later. Returns false (and attaches nothing) when a consumer is
    /// already attached.
    @discardableResult
    public func attach(progress: @escaping (Progress) -> Void, completion: @escaping (Outcome) -> Void) -> Bool {
        guard !isAttached else { return false }
        isAttached = true
        let replay = buffered
        buffered = []
        replay.forEach(progress)
        if let outcome {
            self.outcome = nil
            delivered = true
            completion(outcome)
        } else {
            progressHandler = progress
            completionHandler = completion
        }
        return true
    }
}
