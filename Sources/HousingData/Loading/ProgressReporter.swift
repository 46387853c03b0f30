// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Calls a progress closure at most about once per percent, and never with a smaller fraction
/// than before.
@_spi(Oracles) public struct ProgressReporter {
    /// The closure, if any.
    private let callback: ((Double) -> Void)?
    /// The last percent reported, -1 before the first call.
    private var lastPercent = -1

    /// A reporter calling `callback`.
    @_spi(Oracles) public init(_ callback: ((Double) -> Void)?) { self.callback = callback }

    /// Reports `fraction` (clamped into 0…1) if it reaches a new percent.
    @_spi(Oracles) public mutating func report(_ fraction: Double) {
        guard let callback else { return }
        let clamped = min(1, max(0, fraction.isNaN ? 0 : fraction))
        let percent = Int(clamped * 100)
        guard percent > lastPercent else { return }
        lastPercent = percent
        callback(clamped)
    }
}
