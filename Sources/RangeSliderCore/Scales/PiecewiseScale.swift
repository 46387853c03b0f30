// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One breakpoint of a ``PiecewiseScale``: `value` sits at `fraction` of the track, and the
/// segment that starts here snaps to `step` (if any).
public struct ScaleBreakpoint: Equatable, Sendable {
    /// Where along the track the breakpoint sits, strictly between 0 and 1.
    public var fraction: Double
    /// The value at that place, strictly inside the slider's range.
    public var value: Double
    /// The step of the segment from this breakpoint to the next (nil: continuous).
    public var step: Double?

    /// A breakpoint placing `value` at `fraction` of the track, its segment snapping to `step`.
    public init(fraction: Double, value: Double, step: Double? = nil) {
        self.fraction = fraction
        self.value = value
        self.step = step
    }
}

/// A scale of straight segments: noUiSlider's non-linear `range`. The reference example,
///
///     range: { min: 0, '10%': [500, 500], '50%': [4000, 1000], max: 10000 }
///
/// is, on a slider over `0…10000`,
///
///     PiecewiseScale(firstStep: nil, breakpoints: [
///         ScaleBreakpoint(fraction: 0.1, value: 500, step: 500),
///         ScaleBreakpoint(fraction: 0.5, value: 4000, step: 1000)])
///
/// The first tenth of the track covers `0…500` continuously, the next four tenths `500…4000` in
/// steps of 500, the second half `4000…10000` in steps of 1000.
///
/// The ends are the slider's own `minimumValue` and `maximumValue`, so the scale follows the
/// range. A breakpoint whose value is not strictly inside the current range, or that is out of
/// order with the ones kept before it, is left out of the map (``knots(minimum:maximum:)``);
/// ``validate(minimum:maximum:)`` refuses such breakpoints when the scale is set.
public struct PiecewiseScale: Equatable, Sendable {
    /// The step of the first segment, from the minimum to the first breakpoint (nil: continuous).
    public var firstStep: Double?
    /// The breakpoints, in increasing order of fraction and of value.
    public var breakpoints: [ScaleBreakpoint]

    /// A scale through `breakpoints`, the first segment snapping to `firstStep`.
    public init(firstStep: Double? = nil, breakpoints: [ScaleBreakpoint]) {
        self.firstStep = firstStep
        self.breakpoints = breakpoints
    }

    /// True when some segment has a step.
    public var hasSteps: Bool { firstStep != nil || breakpoints.contains { $0.step != nil } }

    /// Throws ``ScaleError/invalidBreakpoint(index:reason:)`` for the first breakpoint that is
    /// not finite, not strictly inside `0 < fraction < 1` and `minimum < value < maximum`, not in
    /// strictly increasing order of both, or whose step is not a positive finite number.
    public func validate(minimum: Double, maximum: Double) throws {
        func checkStep(_ step: Double?, _ index: Int) throws {
            if let step, !(step.isFinite && step > 0) {
                throw ScaleError.invalidBreakpoint(index: index, reason: "step \(step) is not a positive finite number")
            }
        }
        try checkStep(firstStep, -1)
        var last = (fraction: 0.0, value: minimum)
        for (i, b) in breakpoints.enumerated() {
            guard b.fraction.isFinite, b.value.isFinite else {
                throw ScaleError.invalidBreakpoint(
                    index: i,
                    reason: "fraction \(b.fraction) and value \(b.value) must be finite")
            }
            guard b.fraction > last.fraction, b.fraction < 1 else {
                throw ScaleError.invalidBreakpoint(
                    index: i, reason: "fraction \(b.fraction) must be above \(last.fraction) and below 1")
            }
            guard b.value > last.value, b.value < maximum else {
                throw ScaleError.invalidBreakpoint(
                    index: i, reason: "value \(b.value) must be above \(last.value) and below the maximum \(maximum)")
            }
            try checkStep(b.step, i)
            last = (b.fraction, b.value)
        }
    }

    /// The breakpoints that shape the map over `minimum…maximum`: finite, strictly inside the
    /// range and the track, each above the last one kept in both fraction and value.
    public func knots(minimum: Double, maximum: Double) -> [ScaleBreakpoint] {
        var kept: [ScaleBreakpoint] = []
        var last = (fraction: 0.0, value: minimum)
        for b in breakpoints
        where b.fraction.isFinite && b.value.isFinite
            && b.fraction > last.fraction && b.fraction < 1 && b.value > last.value && b.value < maximum
        {
            kept.append(b)
            last = (b.fraction, b.value)
        }
        return kept
    }

    /// The segment holding `value`: its start and end as (fraction, value), and its step.
    private func segment(containing value: Double, minimum: Double, maximum: Double)
        -> (start: (f: Double, v: Double), end: (f: Double, v: Double), step: Double?)
    {
        var start = (f: 0.0, v: minimum), step = firstStep
        for b in knots(minimum: minimum, maximum: maximum) {
            if value < b.value { return (start, (b.fraction, b.value), step) }
            start = (b.fraction, b.value)
            step = b.step
        }
        return (start, (1, maximum), step)
    }

    /// The segment holding `fraction`.
    private func segment(atFraction fraction: Double, minimum: Double, maximum: Double)
        -> (start: (f: Double, v: Double), end: (f: Double, v: Double))
    {
        var start = (f: 0.0, v: minimum)
        for b in knots(minimum: minimum, maximum: maximum) {
            if fraction < b.fraction { return (start, (b.fraction, b.value)) }
            start = (b.fraction, b.value)
        }
        return (start, (1, maximum))
    }

    func fraction(of value: Double, minimum: Double, maximum: Double) -> Double {
        let s = segment(containing: value, minimum: minimum, maximum: maximum)
        let within = FiniteArithmetic.fraction(of: value, from: s.start.v, to: s.end.v)
        return Swift.min(Swift.max(s.start.f + (s.end.f - s.start.f) * within, 0), 1)
    }

    func value(atFraction fraction: Double, minimum: Double, maximum: Double) -> Double {
        let s = segment(atFraction: fraction, minimum: minimum, maximum: maximum)
        let within = (fraction - s.start.f) / (s.end.f - s.start.f)
        let v = FiniteArithmetic.value(atFraction: within, from: s.start.v, to: s.end.v)
        return Swift.min(Swift.max(v, minimum), maximum)
    }

    func snapped(_ value: Double, minimum: Double, maximum: Double) -> Double {
        guard value.isFinite else { return value }
        let s = segment(containing: value, minimum: minimum, maximum: maximum)
        guard let step = s.step, step > 0 else { return value }
        let k = ((value - s.start.v) / step).rounded()
        let v = s.start.v + k * step
        // The segment's end is always a legal stop, even when the step does not divide it.
        let snapped = Swift.min(v, s.end.v)
        return v.isFinite ? Swift.min(Swift.max(snapped, minimum), maximum) : value
    }

    func step(from value: Double, upward: Bool, minimum: Double, maximum: Double) -> Double? {
        guard value.isFinite else { return nil }
        if upward { return segment(containing: value, minimum: minimum, maximum: maximum).step }
        // Going down from a breakpoint crosses the segment below it.
        var below = value
        let s = segment(containing: value, minimum: minimum, maximum: maximum)
        if value == s.start.v, value > minimum { below = value.nextDown }
        return segment(containing: below, minimum: minimum, maximum: maximum).step
    }
}
