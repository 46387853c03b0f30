// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Arithmetic on slider values that never overflows to an infinity or produces a NaN, for
/// ranges anywhere in the finite doubles (`-Double.greatestFiniteMagnitude … +greatestFiniteMagnitude`).
///
/// A range such as `-1e308 … 1e308` is allowed (the slider refuses only non-finite bounds), but
/// its width, `maximum − minimum`, overflows to infinity, and a plain `(value − minimum) / width`
/// is then `∞ / ∞ = NaN`. These functions compute the same quantities in halves when the plain
/// formula would overflow (halving is exact for all but subnormal numbers), and give exactly
/// the plain formula's result otherwise (bit for bit).
///
/// Every result is finite when the inputs are finite.
public enum FiniteArithmetic {
    /// `x`, with an overflow to ±infinity brought back to ±`greatestFiniteMagnitude`. NaN stays
    /// NaN (callers pass only finite operands' results, which are never NaN).
    @inlinable
    public static func saturated(_ x: Double) -> Double {
        if x == .infinity { return .greatestFiniteMagnitude }
        if x == -.infinity { return -.greatestFiniteMagnitude }
        return x
    }

    /// `a + b` for finite operands, saturating at ±`greatestFiniteMagnitude` instead of
    /// overflowing.
    @inlinable
    public static func sum(_ a: Double, _ b: Double) -> Double { saturated(a + b) }

    /// `maximum − minimum` for finite bounds with `minimum ≤ maximum`, saturating at
    /// `greatestFiniteMagnitude`: the width of a range, always finite and never negative.
    @inlinable
    public static func width(from minimum: Double, to maximum: Double) -> Double {
        Swift.max(0, saturated(maximum - minimum))
    }

    /// Where `value` lies in `minimum…maximum`, as a fraction clamped to `0…1`: `(value −
    /// minimum) / (maximum − minimum)`, computed in halves when the width overflows. 0 for an
    /// empty range or a non-finite argument.
    @inlinable
    public static func fraction(of value: Double, from minimum: Double, to maximum: Double) -> Double {
        guard value.isFinite, minimum.isFinite, maximum.isFinite, maximum > minimum else { return 0 }
        let width = maximum - minimum
        let f =
            width.isFinite
            ? (value - minimum) / width
            : (value / 2 - minimum / 2) / (maximum / 2 - minimum / 2)
        return Swift.min(Swift.max(f, 0), 1)
    }

    /// The value at `fraction` (clamped to `0…1`) of `minimum…maximum`: `minimum + (maximum −
    /// minimum) × fraction`, computed in halves when the width overflows, and clamped into the
    /// range. `minimum` for an empty range or a non-finite fraction.
    @inlinable
    public static func value(atFraction fraction: Double, from minimum: Double, to maximum: Double) -> Double {
        guard fraction.isFinite, minimum.isFinite, maximum.isFinite, maximum > minimum else { return minimum }
        let f = Swift.min(Swift.max(fraction, 0), 1)
        let width = maximum - minimum
        let v =
            width.isFinite
            ? minimum + width * f
            : 2 * (minimum / 2 + (maximum / 2 - minimum / 2) * f)
        return Swift.min(Swift.max(v, minimum), maximum)
    }

    /// `(maximum − minimum) × numerator / denominator`, saturating: the value change of a
    /// pointer movement of `numerator` pixels over a track `denominator` pixels long. 0 when the
    /// denominator is not positive or an argument is not finite.
    @inlinable
    public static func scaledWidth(
        from minimum: Double, to maximum: Double, times numerator: Double,
        over denominator: Double
    ) -> Double {
        guard denominator > 0, numerator.isFinite, denominator.isFinite, minimum.isFinite,
            maximum.isFinite
        else { return 0 }
        let width = maximum - minimum
        if width.isFinite { return saturated(width * numerator / denominator) }
        return saturated(2 * ((maximum / 2 - minimum / 2) * numerator / denominator))
    }

    /// `(maximum − minimum) / divisor` for a positive divisor, computed without overflow (and so
    /// always finite): `maximum / divisor − minimum / divisor` when the width itself overflows.
    @inlinable
    public static func width(from minimum: Double, to maximum: Double, dividedBy divisor: Double) -> Double {
        let width = maximum - minimum
        if width.isFinite { return width / divisor }
        return saturated(maximum / divisor - minimum / divisor)
    }
}
