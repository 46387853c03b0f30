// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// "Nice" tick values: multiples of 1, 2 or 5 × 10ⁿ on a linear range, and decades (with 2s
/// and 5s when there is room) on a logarithmic one, free of any drawing toolkit.
///
/// Values are computed as integer multiples of a ``NiceStep`` (`k · step`, each rounded once
/// from its exact decimal), never by adding steps up, so 0.1, 0.2, 0.3 come out as the doubles
/// those literals are, and the thousandth tick is as exact as the first.
///
/// Everything here is safe for any input: NaN, infinities, empty or reversed ranges give no
/// ticks (an empty array or nil), never a trap.
public enum NiceNumbers {
    /// The most ticks the functions here return (and that ``TickEngine`` ever makes).
    public static let maximumTickCount = 4096

    // MARK: Powers of ten

    /// 10ⁿ from −323 to 308, each the double nearest the exact decimal (parsed once).
    private static let powersOfTen: [Double] = (-323...308).map { Double("1e\($0)") ?? 0 }

    /// 10ⁿ as the double nearest the exact decimal (as the literal `1e-5` is; `pow(10, -5)`
    /// may differ in the last bit): 0 below 10⁻³²³, infinity above 10³⁰⁸.
    public static func powerOfTen(_ n: Int) -> Double {
        if n < -323 { return 0 }
        if n > 308 { return .infinity }
        return powersOfTen[n + 323]
    }

    /// The decimal `n × 10^exponent` for a whole `n`, rounded once when `n` and the power are
    /// exact (|exponent| ≤ 22): a small negative exponent divides by the exact 10^−exponent;
    /// beyond, the nearest double to the power is multiplied (exact for `n` = 1).
    static func decimal(_ n: Double, exponent: Int) -> Double {
        if exponent >= 0 || exponent < -22 { return n * powerOfTen(exponent) }
        return n / powerOfTen(-exponent)
    }

    // MARK: Steps

    /// The smallest nice step at least `x` (allowing for rounding: a step below `x` by a
    /// relative 10⁻¹² counts, so `0.6 / 3 = 0.19999999999999998` gives 0.2). The smallest
    /// step (10⁻³⁰⁷) for a positive `x` below it; nil for a NaN, infinite, zero or negative
    /// `x`, or one above 10³⁰⁸.
    public static func step(atLeast x: Double) -> NiceStep? {
        guard x.isFinite, x > 0 else { return nil }
        let target = x * (1 - 1e-12)
        let estimate = Int(log10(x).rounded(.down))
        let startExponent = Swift.min(Swift.max(estimate - 1, NiceStep.smallestExponent), NiceStep.largestExponent)
        guard var step = NiceStep(mantissa: 1, exponent: startExponent) else { return nil }
        while step.size < target {
            guard let next = step.next else { return nil }
            step = next
        }
        return step
    }

    /// The smallest nice step that divides `span` into at most `count` intervals (`span / count`
    /// rounded up to a nice step); nil for a span that is not positive and finite or a count
    /// below 1.
    public static func step(forSpan span: Double, count: Int) -> NiceStep? {
        guard span.isFinite, span > 0, count >= 1 else { return nil }
        return step(atLeast: span / Double(count))
    }

    /// The indices k of the multiples `k · step` inside `lower…upper` (`step.multiple(k)`
    /// between them), possibly empty; nil when the range is not finite and ordered, or when an
    /// index would exceed 2⁵³ (the step is then below the doubles' resolution there: the
    /// multiples would not be distinct doubles).
    public static func multiples(of step: NiceStep, from lower: Double, to upper: Double) -> Range<Int64>? {
        guard lower.isFinite, upper.isFinite, lower <= upper else { return nil }
        let size = step.size
        let qLow = lower / size, qHigh = upper / size
        let limit = 9_007_199_254_740_992.0  // 2⁵³
        guard qLow.isFinite, qHigh.isFinite, abs(qLow) <= limit, abs(qHigh) <= limit else { return nil }
        // One index of slack each side of the rounded quotient, then the exact test: the
        // quotient itself is rounded (0.3 / 0.1 = 2.9999999999999996).
        var low = Int64(qLow.rounded(.up)) - 1
        var high = Int64(qHigh.rounded(.down)) + 1
        for _ in 0..<4 where low <= high && step.multiple(low) < lower { low += 1 }
        for _ in 0..<4 where high >= low && step.multiple(high) > upper { high -= 1 }
        return low <= high ? low..<(high + 1) : low..<low
    }

    /// The multiples of `step` in `lower…upper`, ascending and distinct; nil when there would be
    /// more than `limit`, or the range is not finite and ordered, or the step is below the
    /// doubles' resolution in it (see ``multiples(of:from:to:)``).
    public static func linearTicks(
        from lower: Double, to upper: Double, step: NiceStep,
        limit: Int = maximumTickCount
    ) -> [Double]? {
        guard let indices = multiples(of: step, from: lower, to: upper),
            indices.count <= Swift.max(0, limit)
        else { return nil }
        var values: [Double] = []
        values.reserveCapacity(indices.count)
        for k in indices {
            let v = step.multiple(k)
            if v >= lower, v <= upper, values.last.map({ v > $0 }) ?? true { values.append(v) }
        }
        return values
    }

    /// Nice ticks for `lower…upper`: the multiples of the smallest nice step that divides the
    /// range into at most `count` intervals (`count` clamped to 1…``maximumTickCount`` − 2), and no
    /// finer than the doubles' resolution there. Empty for an empty, reversed or non-finite range.
    ///
    /// 0…1 with count 10 gives 0, 0.1, 0.2, …, 1 (each the double its literal is).
    public static func linearTicks(from lower: Double, to upper: Double, count: Int) -> [Double] {
        let intervals = Double(Swift.min(Swift.max(count, 1), maximumTickCount - 2))
        guard let step = linearStep(from: lower, to: upper, count: intervals) else { return [] }
        return linearTicks(from: lower, to: upper, step: step, limit: maximumTickCount) ?? []
    }

    /// The step of ``linearTicks(from:to:count:)``, for a fractional interval count (more than 0).
    static func linearStep(from lower: Double, to upper: Double, count: Double) -> NiceStep? {
        guard lower.isFinite, upper.isFinite, upper > lower, count > 0, !count.isNaN else { return nil }
        let perInterval = FiniteArithmetic.width(
            from: lower, to: upper,
            dividedBy: Swift.min(count, Double(maximumTickCount)))
        return step(atLeast: Swift.max(perInterval, resolution(lower, upper)))
    }

    /// The finest step worth using in `lower…upper`: four ulps of its larger end.
    static func resolution(_ lower: Double, _ upper: Double) -> Double {
        4 * Swift.max(abs(lower), abs(upper)).ulp
    }

    // MARK: Logarithmic ranges

    /// The densest ``LogTickLevel`` whose ticks over `lower…upper` number at most `count`
    /// intervals (so they are at least `trackLength / count` pixels apart on average on a
    /// logarithmic track): 1-2-5 when 3 per decade fit, else every decade, else every k-th
    /// decade for the smallest nice k. Nil when the range is not positive, finite and ordered,
    /// when `count` is not positive, or when it spans less than one decade (too few decades
    /// to mark: use linear ticks; a logarithmic map is close to linear there).
    public static func logLevel(from lower: Double, to upper: Double, count: Double) -> LogTickLevel? {
        guard lower.isFinite, upper.isFinite, lower > 0, upper > lower, count > 0 else { return nil }
        let decades = log10(upper) - log10(lower)
        guard decades >= 1 else { return nil }
        if 3 * decades <= count { return .oneTwoFive }
        if decades <= count { return .decades(every: 1) }
        guard let stride = step(atLeast: Swift.min(decades / count, 1000)) else { return .decades(every: 1000) }
        return .decades(every: Swift.max(1, Int(stride.size.rounded())))
    }

    /// The ticks of `level` in `lower…upper` (positive), ascending: j × 10ⁿ for the level's
    /// digits j and decades n (10⁻³⁰⁷ … 10³⁰⁸). Empty for a range that is not positive,
    /// finite and ordered.
    public static func logTicks(from lower: Double, to upper: Double, level: LogTickLevel) -> [Double] {
        logValues(from: lower, to: upper, digits: level.digits, decadeStride: level.decadeStride).map(\.value)
    }

    /// j × 10ⁿ in `lower…upper` for the `digits` j (ascending, 1…9) and the decades n that
    /// are multiples of `decadeStride`, ascending.
    static func logValues(from lower: Double, to upper: Double, digits: [Int], decadeStride: Int)
        -> [(value: Double, digit: Int, exponent: Int)]
    {
        guard lower.isFinite, upper.isFinite, lower > 0, upper >= lower, decadeStride >= 1 else { return [] }
        let first = Swift.max(Int(log10(lower).rounded(.down)) - 1, NiceStep.smallestExponent)
        let last = Swift.min(Int(log10(upper).rounded(.up)) + 1, NiceStep.largestExponent)
        guard first <= last else { return [] }
        var result: [(value: Double, digit: Int, exponent: Int)] = []
        for n in first...last where n % decadeStride == 0 {
            for j in digits {
                let v = decimal(Double(j), exponent: n)
                if v >= lower, v <= upper { result.append((v, j, n)) }
            }
        }
        return result
    }

    /// How many decades `lower…upper` spans (log₁₀ of its ratio); 0 unless it is positive,
    /// finite and ordered.
    static func decadeSpan(from lower: Double, to upper: Double) -> Double {
        guard lower.isFinite, upper.isFinite, lower > 0, upper > lower else { return 0 }
        return log10(upper) - log10(lower)
    }

    // MARK: Niceness

    /// How round the whole number `k` is, for choosing which tick labels to keep: the larger,
    /// the rounder, ordering k by the largest 1-2-5 × 10ⁿ dividing it (1 < 2 < 5 < 10 < 20 < …):
    /// `3 × (trailing zeros) + (0, 1 or 2 for a remaining factor of 1, 2 or 5)`. 0 is the
    /// roundest of all (`Int.max`).
    public static func niceness(ofIndex k: Int64) -> Int {
        if k == 0 { return Int.max }
        var n = k.magnitude
        var zeros = 0
        while n % 10 == 0 { n /= 10; zeros += 1 }
        return 3 * zeros + (n % 5 == 0 ? 2 : (n % 2 == 0 ? 1 : 0))
    }

    /// How round the decimal `value` is, on the same scale as ``niceness(ofIndex:)`` with
    /// negative exponents counting below 1: `3n + (0, 1, 2)` for the largest 1, 2 or 5 × 10ⁿ
    /// dividing `value` (to a relative 10⁻¹², so 0.3 is a multiple of 0.1). 1000 → 9, 500 → 8,
    /// 7 → 0, 0.25 → −4 (a multiple of 5 × 10⁻²). 0 is the roundest (`Int.max`), a non-finite
    /// value the least (`Int.min`).
    public static func niceness(of value: Double) -> Int {
        if value == 0 { return Int.max }
        guard value.isFinite else { return Int.min }
        let magnitude = abs(value)
        let top = Swift.min(Int(log10(magnitude).rounded(.down)), NiceStep.largestExponent)
        // Seventeen decades below the leading digit is beyond a double's precision.
        let bottom = Swift.max(top - 17, NiceStep.smallestExponent)
        guard top >= bottom else { return 3 * bottom }
        for exponent in stride(from: top, through: bottom, by: -1) {
            for (mantissa, level) in [(5, 2), (2, 1), (1, 0)] {
                let divisor = decimal(Double(mantissa), exponent: exponent)
                let q = magnitude / divisor
                if q >= 1, abs(q - q.rounded()) <= 1e-12 * q { return 3 * exponent + level }
            }
        }
        return 3 * (bottom - 1)
    }
}
