// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import RangeSlider  // MainLoop (GtkSupport)

/// The window's debug and test report: with `--debug-report`, one line on standard output for
/// each state change, measurement and on-screen position the real-window tests read; and, always,
/// warnings on standard error.
///
/// Calling the report prints a line when it is on and does nothing otherwise, so that callers
/// need not check. ``watch(every:lines:)`` prints a fresh set of position lines whenever the
/// layout they describe moves.
struct WindowReport {
    /// Whether lines are printed (`--debug-report`).
    let isOn: Bool

    /// Prints `line` on standard output when the report is on.
    func callAsFunction(_ line: String) {
        if isOn { print(line) }
    }

    /// Prints each of `lines` when the report is on.
    func callAsFunction(_ lines: [String]) {
        lines.forEach(callAsFunction)
    }

    /// Writes `message` to standard error as `house-prices: message`, whether the report is on or not.
    func warn(_ message: String) {
        FileHandle.standardError.write(Data("house-prices: \(message)\n".utf8))
    }

    /// `seconds` as whole milliseconds, as the report prints durations: `12 ms`.
    static func ms(_ seconds: Double) -> String { String(format: "%.0f ms", seconds * 1000) }

    /// The lines among `lines` that describe the layout (tracks, entries, column headers, the
    /// window's size) rather than values: when these change, the tests must click elsewhere.
    static func layout(_ lines: [String]) -> [String] {
        lines.filter {
            $0.contains(" track: ") || $0.contains(" entries: ") || $0.hasPrefix("Window: ") || $0.hasPrefix("Header ")
        }
    }

    /// Prints `lines()`, then `Ready`; afterwards asks for them every `interval` seconds and
    /// prints them again when their ``layout(_:)`` changed, until `lines` returns nil (the
    /// window is gone). Does nothing when the report is off.
    func watch(every interval: Double, lines: @escaping () -> [String]?) {
        guard isOn, let first = lines() else { return }
        self(first)
        self("Ready")
        var last = Self.layout(first)
        func again() {
            MainLoop.after(seconds: interval) {
                guard let now = lines() else { return }
                if Self.layout(now) != last {
                    self(now)
                    last = Self.layout(now)
                }
                again()
            }
        }
        again()
    }
}
