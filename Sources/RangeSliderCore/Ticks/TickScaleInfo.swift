// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// What the tick engine needs to know of a slider's scale (linear, logarithmic, piecewise,
/// quantile, …): its range, its map between values and track fractions as closures, whether it
/// is logarithmic, and where a piecewise scale changes slope. The engine depends on nothing else.
public struct TickScaleInfo: Sendable {
    /// The range's lower end (finite, below ``maximum``, for any ticks at all).
    public var minimum: Double
    /// The range's upper end.
    public var maximum: Double
    /// A value's place along the track as a fraction 0…1 (monotonic; 0 at ``minimum``, 1 at
    /// ``maximum``). A NaN result drops the tick; results outside 0…1 are clamped.
    public var fraction: @Sendable (Double) -> Double
    /// The inverse: the value at a track fraction 0…1 (used by ``TickMode/evenlySpread(count:)``).
    /// A NaN result drops the tick; results outside the range are clamped to it.
    public var value: @Sendable (Double) -> Double
    /// True for a logarithmic scale: ``TickMode/nice(minimumSpacing:)`` then marks decades.
    public var isLogarithmic: Bool
    /// Values inside the range where a piecewise or quantile scale changes slope, for
    /// ``TickMode/breakpoints`` (any order; non-finite and out-of-range ones are ignored).
    public var breakpoints: [Double]

    /// A scale described by its maps; see the properties.
    public init(
        minimum: Double, maximum: Double, fraction: @escaping @Sendable (Double) -> Double,
        value: @escaping @Sendable (Double) -> Double, isLogarithmic: Bool = false,
        breakpoints: [Double] = []
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.fraction = fraction
        self.value = value
        self.isLogarithmic = isLogarithmic
        self.breakpoints = breakpoints
    }

    /// The linear scale over `minimum…maximum` (``FiniteArithmetic``'s fraction and value: safe
    /// for any range).
    public static func linear(minimum: Double, maximum: Double) -> TickScaleInfo {
        TickScaleInfo(
            minimum: minimum, maximum: maximum,
            fraction: { FiniteArithmetic.fraction(of: $0, from: minimum, to: maximum) },
            value: { FiniteArithmetic.value(atFraction: $0, from: minimum, to: maximum) })
    }

    /// The logarithmic scale over `minimum…maximum`: a value's fraction is
    /// `log(value / minimum) / log(maximum / minimum)`, as ``SliderScale/logarithmic`` maps it
    /// (without overflow for any positive range). For a range that is not positive, finite and
    /// ordered (or so narrow that `maximum / minimum` rounds to 1), the linear scale.
    public static func logarithmic(minimum: Double, maximum: Double) -> TickScaleInfo {
        guard let map = LogarithmicMap(minimum: minimum, maximum: maximum) else {
            return linear(minimum: minimum, maximum: maximum)
        }
        return TickScaleInfo(
            minimum: minimum, maximum: maximum,
            fraction: { map.fraction(of: $0) }, value: { map.value(atFraction: $0) },
            isLogarithmic: true)
    }
}
