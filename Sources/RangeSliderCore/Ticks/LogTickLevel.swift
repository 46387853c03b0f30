// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Which "nice" values mark a logarithmic range, from the sparsest to the densest: chosen by
/// ``NiceNumbers/logLevel(from:to:count:)`` for the room there is.
public enum LogTickLevel: Equatable, Sendable {
    /// Every `every`-th decade: 10ⁿ for the multiples n of `every` (1: every decade; 2: 1,
    /// 100, 10⁴, …; 5: 1, 10⁵, 10¹⁰, …). `every` is a nice whole number (1, 2, 5, 10, 20, …).
    case decades(every: Int)
    /// 1, 2 and 5 × 10ⁿ in every decade.
    case oneTwoFive

    /// The digits j of the values j × 10ⁿ at this level (n a multiple of ``decadeStride``).
    public var digits: [Int] {
        switch self {
        case .decades: return [1]
        case .oneTwoFive: return [1, 2, 5]
        }
    }

    /// The decades used: every one, or every `every`-th.
    public var decadeStride: Int {
        switch self {
        case .decades(let every): return Swift.max(1, every)
        case .oneTwoFive: return 1
        }
    }
}
