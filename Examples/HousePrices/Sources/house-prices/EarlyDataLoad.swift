// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData

/// Start-up: the data file starts loading before GTK and libadwaita start, and the window takes
/// the load over when it is built.
///
/// The load starts on another thread at the beginning of `run()`. One that is done before the
/// window is presented (the embedded Ames data) has its outcome waiting in the main loop's queue
/// at default priority, ahead of GTK's first paint, so the first frame shows the data. A slow
/// load (a large file, `--generate`) shows the loading page with its progress: the window
/// replays what the load reported until it attached (``BufferedHandOff``).
///
/// Only the first load of the process is started early, and only the window's first `start()`
/// with the same file, price column and `--generate` adopts it; any other load (a file opened
/// later) goes straight to ``DataLoading``. Everything runs on the main thread except the load
/// itself.
enum EarlyDataLoad {
    private static var pending:
        (request: LoadRequest, handOff: BufferedHandOff<LoadPhase, Result<LoadedData, LoadError>>)?

    /// Starts loading `request` now (before the application runs).
    static func begin(_ request: LoadRequest) {
        let handOff = BufferedHandOff<LoadPhase, Result<LoadedData, LoadError>>(replaces: { earlier, later in
            if case .reading = earlier, case .reading = later { return true }
            return false
        })
        pending = (request, handOff)
        DataLoading.start(request, progress: { handOff.report($0) }, completion: { handOff.finish($0) })
    }

    /// What the window calls instead of ``DataLoading/start(_:progress:completion:)``: the load
    /// begun early when it is the same, else a new one. Returns whether the early load was
    /// adopted.
    @discardableResult
    static func start(
        _ request: LoadRequest,
        progress: @escaping (LoadPhase) -> Void,
        completion: @escaping (Result<LoadedData, LoadError>) -> Void
    ) -> Bool {
        if let pending, pending.request == request {
            self.pending = nil
            if pending.handOff.attach(progress: progress, completion: completion) { return true }
        }
        pending = nil  // a different first load: the early one's outcome is dropped with its hand-off
        DataLoading.start(request, progress: progress, completion: completion)
        return false
    }
}
