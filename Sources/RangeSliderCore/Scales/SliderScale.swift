// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// How a slider's values are spread along its track: the map from a value in
/// `minimum…maximum` to a fraction of the track (`0…1`) and back.
///
/// Every scale is a pure function of the value and the slider's current range, so the same
/// scale keeps working when the range changes. Each one is
///
/// - **monotonic**: a larger value never maps to a smaller fraction, and values further apart
///   than the scale's resolution map to different fractions (strictly increasing);
/// - **exact at both ends**: `minimum` ↦ 0, `maximum` ↦ 1, and back;
/// - **total**: NaN and −∞ map like `minimum`, +∞ like `maximum`; values outside the range are
///   clamped; a non-finite fraction maps to `minimum`. No input gives a NaN out.
///
/// The scales:
///
/// - ``linear``: the tutorial's proportional map, bit for bit (the default).
/// - ``logarithmic``: equal ratios take equal lengths (`$10k…$100k` as long as `$100k…$1M`).
///   Maps any positive range, subnormal minimums and the doubles' full span (`5e-324…1.8e308`,
///   over 600 decades) included. Needs a positive minimum: ``validate(minimum:maximum:)``
///   refuses a range that starts at or below zero; if the range later changes to one that
///   does, the map falls back to linear until it is positive again
///   (``isEffective(minimum:maximum:)`` tells).
/// - ``piecewise(_:)``: straight segments between breakpoints placed at chosen fractions, each
///   with an optional step, as noUiSlider's non-linear `range`.
/// - ``quantile(_:)``: equal counts take equal lengths: a value's fraction is (close to) the
///   share of the data below it, so each pixel of travel covers about as many data points.
///
/// Everything that places a value on the track goes through the scale (``SliderGeometry``'s
/// `positionForValue` / `valueForPosition`). Values themselves, and the constraints on them
/// (step, minimum separation, maximum span), stay in value space.
public enum SliderScale: Equatable, Sendable {
    /// Proportional: `fraction = (value − minimum) / (maximum − minimum)`.
    case linear
    /// Logarithmic: `fraction = ln(value / minimum) / ln(maximum / minimum)`, for `minimum > 0`;
    /// computed without overflow for any positive range (`5e-324…1.8e308` included).
    case logarithmic
    /// Straight segments between breakpoints (see ``PiecewiseScale``).
    case piecewise(PiecewiseScale)
    /// The data's own distribution (see ``QuantileScale``).
    case quantile(QuantileScale)

    /// A short name for messages, properties and the C API: `linear`, `logarithmic`,
    /// `piecewise`, `quantile`.
    public var name: String {
        switch self {
        case .linear: return "linear"
        case .logarithmic: return "logarithmic"
        case .piecewise: return "piecewise"
        case .quantile: return "quantile"
        }
    }

    /// True for ``linear``.
    public var isLinear: Bool { self == .linear }

    /// Checks that the scale can map `minimum…maximum`; throws a ``ScaleError`` that says why
    /// not. A slider calls this before adopting a scale and keeps its old one on an error.
    public func validate(minimum: Double, maximum: Double) throws {
        guard minimum.isFinite, maximum.isFinite else {
            throw ScaleError.nonFiniteRange(minimum: minimum, maximum: maximum)
        }
        switch self {
        case .linear:
            return
        case .logarithmic:
            guard minimum > 0 else { throw ScaleError.logarithmicNeedsPositiveMinimum(minimum) }
        case .piecewise(let p):
            try p.validate(minimum: minimum, maximum: maximum)
        case .quantile(let q):
            guard !q.isEmpty else { throw ScaleError.noData }
        }
    }

    /// True when the scale maps `minimum…maximum` as itself; false when it falls back to the
    /// linear map (a logarithmic scale over a range that does not start above zero, a piecewise
    /// scale none of whose breakpoints lies inside the range).
    public func isEffective(minimum: Double, maximum: Double) -> Bool {
        switch self {
        case .linear: return true
        case .logarithmic: return minimum > 0 && minimum.isFinite && maximum.isFinite
        case .piecewise(let p): return !p.knots(minimum: minimum, maximum: maximum).isEmpty
        case .quantile(let q): return !q.isEmpty
        }
    }

    /// Where `value` lies along the track, `0…1`, for the range `minimum…maximum`.
    public func fraction(of value: Double, minimum: Double, maximum: Double) -> Double {
        guard minimum.isFinite, maximum.isFinite, maximum > minimum else { return 0 }
        if value.isNaN || value <= minimum { return 0 }
        if value >= maximum { return 1 }
        switch self {
        case .linear:
            return FiniteArithmetic.fraction(of: value, from: minimum, to: maximum)
        case .logarithmic:
            guard let map = LogarithmicMap(minimum: minimum, maximum: maximum) else {
                return FiniteArithmetic.fraction(of: value, from: minimum, to: maximum)
            }
            return map.fraction(of: value)
        case .piecewise(let p):
            return p.fraction(of: value, minimum: minimum, maximum: maximum)
        case .quantile(let q):
            return q.fraction(of: value, minimum: minimum, maximum: maximum)
        }
    }

    /// The value at `fraction` of the track (clamped to `0…1`), the inverse of
    /// ``fraction(of:minimum:maximum:)``; always within `minimum…maximum`. A non-finite
    /// fraction or an empty range gives `minimum`; a non-finite minimum gives the maximum (or
    /// 0 when neither end is finite): never NaN.
    public func value(atFraction fraction: Double, minimum: Double, maximum: Double) -> Double {
        guard minimum.isFinite else { return maximum.isFinite ? maximum : 0 }
        guard fraction.isFinite, maximum.isFinite, maximum > minimum else { return minimum }
        if fraction <= 0 { return minimum }
        if fraction >= 1 { return maximum }
        switch self {
        case .linear:
            return FiniteArithmetic.value(atFraction: fraction, from: minimum, to: maximum)
        case .logarithmic:
            guard let map = LogarithmicMap(minimum: minimum, maximum: maximum) else {
                return FiniteArithmetic.value(atFraction: fraction, from: minimum, to: maximum)
            }
            return map.value(atFraction: fraction)
        case .piecewise(let p):
            return p.value(atFraction: fraction, minimum: minimum, maximum: maximum)
        case .quantile(let q):
            return q.value(atFraction: fraction, minimum: minimum, maximum: maximum)
        }
    }

    /// `value` snapped to the step of the segment it lies in, for a piecewise scale with steps
    /// (noUiSlider's `range: {'10%': [500, 500]}`); `value` itself for every other scale or a
    /// segment without a step. Never leaves `minimum…maximum`.
    public func snapped(_ value: Double, minimum: Double, maximum: Double) -> Double {
        guard case .piecewise(let p) = self else { return value }
        return p.snapped(value, minimum: minimum, maximum: maximum)
    }

    /// True when the scale gives some segment its own step (a piecewise scale with steps).
    public var hasSegmentSteps: Bool {
        if case .piecewise(let p) = self { return p.hasSteps }
        return false
    }

    /// The step of the segment a key press from `value` moves through, going up (`upward`) or
    /// down, for a piecewise scale with steps; nil otherwise (or for a segment without a step).
    public func segmentStep(from value: Double, upward: Bool, minimum: Double, maximum: Double) -> Double? {
        guard case .piecewise(let p) = self else { return nil }
        return p.step(from: value, upward: upward, minimum: minimum, maximum: maximum)
    }

    /// The values inside `minimum…maximum` where the map changes slope: a piecewise scale's
    /// breakpoints, or a quantile scale's quartiles. Empty for the linear and logarithmic scales.
    /// The tick engine's `breakpoints` mode marks them.
    public func breakpoints(minimum: Double, maximum: Double) -> [Double] {
        switch self {
        case .linear, .logarithmic: return []
        case .piecewise(let p): return p.knots(minimum: minimum, maximum: maximum).map(\.value)
        case .quantile(let q):
            return [0.25, 0.5, 0.75].map { value(atFraction: $0, minimum: minimum, maximum: maximum) }
                .filter { $0 > minimum && $0 < maximum }
        }
    }
}

/// Why a scale cannot map a range.
public enum ScaleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A logarithmic scale needs `minimumValue > 0`; the range started at this value.
    case logarithmicNeedsPositiveMinimum(Double)
    /// The range's ends were not finite.
    case nonFiniteRange(minimum: Double, maximum: Double)
    /// A breakpoint was not usable: its index and why.
    case invalidBreakpoint(index: Int, reason: String)
    /// A quantile scale was built from no usable (finite) data.
    case noData

    /// A sentence for logs and `GError` messages.
    public var description: String {
        switch self {
        case .logarithmicNeedsPositiveMinimum(let m):
            return "a logarithmic scale needs a minimum above 0 (the minimum is \(m))"
        case .nonFiniteRange(let a, let b):
            return "the range \(a)…\(b) is not finite"
        case .invalidBreakpoint(let i, let reason):
            return "breakpoint \(i): \(reason)"
        case .noData:
            return "a quantile scale needs at least one finite data value"
        }
    }
}
