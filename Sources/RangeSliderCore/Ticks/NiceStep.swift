// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A "nice" distance between ticks: 1, 2 or 5 × 10ⁿ (0.1, 0.2, 0.5, 1, 2, 5, 10, 20, …), the
/// steps people read at a glance.
///
/// A step keeps its decimal form (`mantissa`, `exponent`) rather than a double, so that its
/// multiples are computed exactly as decimals and rounded once: ``multiple(_:)`` of 3 × 0.1 is
/// the double written `0.3`, not `0.30000000000000004` as `3 * 0.1` or `0.1 + 0.1 + 0.1` give.
///
/// Steps are ordered by size. Every step is a normal, finite double: exponents run from −307
/// to 308 (and 2 × 10³⁰⁸ and 5 × 10³⁰⁸, which overflow, do not exist).
public struct NiceStep: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1, 2 or 5.
    public let mantissa: Int
    /// The power of ten: the step is `mantissa × 10^exponent`.
    public let exponent: Int

    /// The smallest exponent of a step (10⁻³⁰⁷ is the smallest power of ten that is a normal double).
    public static let smallestExponent = -307
    /// The largest exponent of a step (only 1 × 10³⁰⁸ has it).
    public static let largestExponent = 308

    /// `mantissa × 10^exponent`; nil unless `mantissa` is 1, 2 or 5 and the step is a finite
    /// double (exponent −307…308, and 1 × 10³⁰⁸ the largest).
    public init?(mantissa: Int, exponent: Int) {
        guard mantissa == 1 || mantissa == 2 || mantissa == 5,
            exponent >= Self.smallestExponent, exponent <= Self.largestExponent,
            exponent < Self.largestExponent || mantissa == 1
        else { return nil }
        self.mantissa = mantissa
        self.exponent = exponent
    }

    /// The step as a double (the nearest double to the decimal).
    public var size: Double { multiple(1) }

    /// `k × step`, computed as the decimal `(k · mantissa) × 10^exponent` and rounded once:
    /// the nearest double to the exact multiple (exactly so while `|k · mantissa| < 2⁵³` and
    /// `|exponent| ≤ 22`, within an ulp or two beyond). Not accumulated, so the 1000th tick is
    /// as clean as the first. May overflow to ±infinity for a `k` past the largest double.
    public func multiple(_ k: Int64) -> Double {
        NiceNumbers.decimal(Double(k) * Double(mantissa), exponent: exponent)
    }

    /// How many decimals the multiples need when written out: `max(0, −exponent)` (0.2 → 1,
    /// 0.05 → 2, 20 → 0). A formatter for tick labels can use it for clean text.
    public var fractionDigits: Int { Swift.max(0, -exponent) }

    /// The next larger step (1 → 2 → 5 → 10); nil past the largest.
    public var next: NiceStep? {
        switch mantissa {
        case 1: return NiceStep(mantissa: 2, exponent: exponent)
        case 2: return NiceStep(mantissa: 5, exponent: exponent)
        default: return NiceStep(mantissa: 1, exponent: exponent + 1)
        }
    }

    /// The next smaller step (10 → 5 → 2 → 1); nil below the smallest.
    public var previous: NiceStep? {
        switch mantissa {
        case 5: return NiceStep(mantissa: 2, exponent: exponent)
        case 2: return NiceStep(mantissa: 1, exponent: exponent)
        default: return NiceStep(mantissa: 5, exponent: exponent - 1)
        }
    }

    /// The natural ways to subdivide this step into smaller nice steps, coarsest first: as
    /// `(intervals, step)`, the step divided into `intervals` equal parts of `step`.
    /// 1 → ½ (2 parts), ⅕ (5), ⅒ (10); 2 → 1 (2), ½ (4), ⅕ (10); 5 → 1 (5), ½ (10).
    /// Parts below the smallest step are left out.
    public var naturalSubdivisions: [(intervals: Int, step: NiceStep)] {
        let table: [(Int, Int, Int)]  // (intervals, mantissa, exponent offset)
        switch mantissa {
        case 1: table = [(2, 5, -1), (5, 2, -1), (10, 1, -1)]
        case 2: table = [(2, 1, 0), (4, 5, -1), (10, 2, -1)]
        default: table = [(5, 1, 0), (10, 5, -1)]
        }
        return table.compactMap { intervals, m, offset in
            NiceStep(mantissa: m, exponent: exponent + offset).map { (intervals, $0) }
        }
    }

    /// Orders steps by size.
    public static func < (a: NiceStep, b: NiceStep) -> Bool {
        a.exponent != b.exponent ? a.exponent < b.exponent : a.mantissa < b.mantissa
    }

    /// "2e-1", "5e3": the decimal form.
    public var description: String { "\(mantissa)e\(exponent)" }
}
