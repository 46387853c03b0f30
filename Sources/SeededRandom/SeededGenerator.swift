// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A small, fast, deterministic random number generator (SplitMix64): the same seed gives the
/// same numbers on every machine and run, which the standard library's generator does not
/// promise. Not for cryptography.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The generator's state; advances by a fixed odd constant per number.
    private var state: UInt64

    /// A generator whose numbers are determined by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed number in `0..<1` (53 random bits).
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniformly distributed integer in `0..<bound`; 0 when `bound ≤ 0`. Uses the
    /// multiply-high method (bias below 2⁻³² for bounds under 2³²; fine for resampling).
    public mutating func nextIndex(below bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }
}
