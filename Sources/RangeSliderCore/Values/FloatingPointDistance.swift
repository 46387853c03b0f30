// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Placing one value at a distance from another so that the distance *as the slider computes
/// it* (`upper − lower`, one rounded floating-point subtraction) meets a bound exactly.
///
/// `lower + d` rounds: at magnitudes around 1e11 a separation of 0.3 can come out a few ulps
/// short once subtracted back (`(lower + 0.3) − lower < 0.3`). The constraints of
/// ``RangeValues`` are stated on the subtraction, so these functions take the plain sum (or
/// difference) and, only when it misses the bound, step it one ulp at a time (`nextUp` /
/// `nextDown`) until it meets it: ordinary values come out exactly as plain arithmetic gives
/// them. The guess is within an ulp or two, so the loops run a handful of times at most; each
/// is also capped. ``nearest(atLeast:above:limit:)`` and its mirror settle the one conflict,
/// a span limit within an ulp of the separation.
///
/// All arguments are finite except where a bound is `.infinity` (no limit), which every
/// function accepts and answers at once.
public enum FloatingPointDistance {
    /// At most this many one-ulp steps per adjustment (rounding puts the first guess within
    /// two ulps; the cap only guards against a misuse looping for ever).
    @usableFromInline static let maximumSteps = 64

    /// `lower + distance`, raised by ulps until `upper − lower ≥ distance`: a place at least
    /// `distance` above `lower`, the nearest to within the rounding of the sum. It overflows
    /// only to `.infinity`, which callers clamp into their range.
    @inlinable
    public static func atLeast(_ distance: Double, above lower: Double) -> Double {
        var upper = lower + distance
        guard upper.isFinite, distance.isFinite else { return upper }
        var steps = 0
        while upper - lower < distance, steps < maximumSteps { upper = upper.nextUp; steps += 1 }
        return upper
    }

    /// `upper − distance`, lowered by ulps until `upper − lower ≥ distance`: a place at least
    /// `distance` below `upper`.
    @inlinable
    public static func atLeast(_ distance: Double, below upper: Double) -> Double {
        var lower = upper - distance
        guard lower.isFinite, distance.isFinite else { return lower }
        var steps = 0
        while upper - lower < distance, steps < maximumSteps { lower = lower.nextDown; steps += 1 }
        return lower
    }

    /// `lower + distance`, lowered by ulps until `upper − lower ≤ distance`: a place at most
    /// `distance` above `lower`; `.infinity` when `distance` is (no limit).
    @inlinable
    public static func atMost(_ distance: Double, above lower: Double) -> Double {
        var upper = lower + distance
        guard upper.isFinite, distance.isFinite else { return upper }
        var steps = 0
        while upper - lower > distance, steps < maximumSteps { upper = upper.nextDown; steps += 1 }
        return upper
    }

    /// `upper − distance`, raised by ulps until `upper − lower ≤ distance`: a place at most
    /// `distance` below `upper`; `-.infinity` when `distance` is `.infinity` (no limit).
    @inlinable
    public static func atMost(_ distance: Double, below upper: Double) -> Double {
        var lower = upper - distance
        guard lower.isFinite, distance.isFinite else { return lower }
        var steps = 0
        while upper - lower > distance, steps < maximumSteps { lower = lower.nextUp; steps += 1 }
        return lower
    }

    /// The upper value nearest `lower` that is at least `separation` above it, and at most
    /// `limit` above it where a double allows: ``atLeast(_:above:)``, then lowered by ulps while
    /// it is more than `limit` above `lower` and the next double down still keeps the
    /// separation. Where no double meets both bounds (the limit is within an ulp of the
    /// separation at this magnitude), the separation wins.
    @inlinable
    public static func nearest(atLeast separation: Double, above lower: Double, limit: Double) -> Double {
        var upper = atLeast(separation, above: lower)
        var steps = 0
        while upper - lower > limit, upper.nextDown - lower >= separation, steps < maximumSteps {
            upper = upper.nextDown
            steps += 1
        }
        return upper
    }

    /// The mirror of ``nearest(atLeast:above:limit:)``: the lower value nearest `upper` that is at
    /// least `separation` below it, and at most `limit` below it where a double allows.
    @inlinable
    public static func nearest(atLeast separation: Double, below upper: Double, limit: Double) -> Double {
        var lower = atLeast(separation, below: upper)
        var steps = 0
        while upper - lower > limit, upper - lower.nextUp >= separation, steps < maximumSteps {
            lower = lower.nextUp
            steps += 1
        }
        return lower
    }
}
