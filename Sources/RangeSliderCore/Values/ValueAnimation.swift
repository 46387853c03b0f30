// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A value moving smoothly from one number to another over a duration: the maths of a
/// frame-clock driven animation (the progress recipe's timer), free of any clock.
///
/// The curve is an ease-in-out cubic. The value is exactly `from` at time 0 (and before) and
/// exactly `to` at `duration` (and after), so an animation always ends where it should,
/// whatever the frame times; a duration of 0 (or less, or not finite) jumps straight to `to`.
public struct ValueAnimation: Equatable, Sendable {
    /// The value at the start.
    public var from: Double
    /// The value at the end.
    public var to: Double
    /// The length in seconds.
    public var duration: Double

    /// An animation from `from` to `to` over `duration` seconds.
    public init(from: Double, to: Double, duration: Double) {
        self.from = from
        self.to = to
        self.duration = duration
    }

    /// The fraction of the way done at `elapsed` seconds, eased, in 0…1.
    public func progress(at elapsed: Double) -> Double {
        guard duration.isFinite, duration > 0 else { return 1 }
        guard elapsed.isFinite else { return elapsed > 0 ? 1 : 0 }
        let t = Swift.min(Swift.max(elapsed / duration, 0), 1)
        return t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
    }

    /// The value at `elapsed` seconds.
    public func value(at elapsed: Double) -> Double {
        let p = progress(at: elapsed)
        if p >= 1 { return to }
        if p <= 0 { return from }
        return from + (to - from) * p
    }

    /// True once `elapsed` has reached the duration.
    public func isFinished(at elapsed: Double) -> Bool { progress(at: elapsed) >= 1 }

    private func pow3(_ x: Double) -> Double { x * x * x }
}
