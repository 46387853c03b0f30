// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A scale that follows the data: equal counts of data take equal lengths of track.
///
/// A value's fraction is, up to a small linear share, the share of the data below it (the
/// empirical distribution function, between sampled knots a straight line), renormalised to the
/// slider's range:
///
///     fraction(v) = (1 − s) · (F(v) − F(minimum)) / (F(maximum) − F(minimum)) + s · linear(v)
///
/// where `s` is ``linearShare`` (default 2 %). The linear share keeps the map strictly
/// increasing across stretches that hold no data, so every value keeps its own place and a
/// thumb can still reach an empty stretch (at least `s` of the track per whole range).
///
/// Built from raw values (sorted once, then at most ``defaultKnotCount`` knots sampled at
/// equally spaced ranks) or from a ``Histogram`` (a knot per bin edge). Edge cases:
///
/// - **Ties**: a value many data points share takes the track from it to the next distinct
///   value (the jump of the distribution is spread over that stretch).
/// - **Empty stretches**: only the linear share.
/// - **A single distinct value, no finite data, or no data in the slider's range**: the map is
///   the linear one (there is no distribution to follow); ``isEmpty`` is true for the first two,
///   and ``SliderScale/validate(minimum:maximum:)`` refuses a scale built from no finite data.
/// - NaN and infinities in the data are ignored.
public struct QuantileScale: Equatable, Sendable {
    /// The most knots a scale built from raw values keeps: enough that the map's error against
    /// the exact distribution is under 0.1 % of the data, small enough that a map is a binary
    /// search over a few kilobytes.
    public static let defaultKnotCount = 1024

    /// Immutable knot storage, shared by copies (a scale is copied into every geometry).
    final class Knots: @unchecked Sendable {
        /// Strictly increasing values.
        let values: [Double]
        /// The share of the data below each value, non-decreasing from 0 to 1.
        let shares: [Double]
        init(values: [Double], shares: [Double]) {
            self.values = values
            self.shares = shares
        }
    }

    private let knots: Knots
    /// How much of the map is linear, `0…0.5` (default 0.02).
    public let linearShare: Double

    /// The knots' values (strictly increasing).
    public var knotValues: [Double] { knots.values }
    /// The share of the data below each knot (non-decreasing, from 0 to 1).
    public var knotShares: [Double] { knots.shares }

    /// True when there is no distribution to follow (no finite data, or a single distinct
    /// value): the scale then maps linearly.
    public var isEmpty: Bool { knots.values.count < 2 }

    /// A scale following `values` (NaN and infinities ignored), with at most `knotCount` knots.
    /// Sorts a copy of the finite values (a radix sort for large arrays, ``FiniteSort``).
    public init(values: [Double], knotCount: Int = QuantileScale.defaultKnotCount, linearShare: Double = 0.02) {
        self.init(sorted: FiniteSort.ascending(values), knotCount: knotCount, linearShare: linearShare)
    }

    /// A scale following values already sorted ascending and finite (a caller that keeps a
    /// sorted index saves the sort; one that reads it in place saves the copy: about
    /// `knotCount × log₂(count)` values are read). Unsorted input gives a monotonic but
    /// meaningless map.
    public init<Sorted: RandomAccessCollection<Double>>(
        sorted: Sorted, knotCount: Int = QuantileScale.defaultKnotCount, linearShare: Double = 0.02
    ) where Sorted.Index == Int {
        self.linearShare = QuantileScale.cleanShare(linearShare)
        let n = sorted.count
        guard n > 1, let first = sorted.first, let last = sorted.last, first < last else {
            knots = Knots(values: [], shares: [])
            return
        }
        let k = Swift.max(2, Swift.min(knotCount, n))
        var values: [Double] = [], shares: [Double] = []
        values.reserveCapacity(k + 1)
        shares.reserveCapacity(k + 1)
        do {
            let s = sorted, base = sorted.startIndex
            for j in 0...k {
                let rank = Int((Double(j) * Double(n - 1) / Double(k)).rounded(.down))
                let v = s[base + Swift.min(rank, n - 1)]
                if let lastValue = values.last, v <= lastValue { continue }
                // The share strictly below v: the first index holding v.
                var lo = 0, hi = Swift.min(rank, n - 1)
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if s[base + mid] < v { lo = mid + 1 } else { hi = mid }
                }
                values.append(v)
                shares.append(Double(lo) / Double(n))
            }
        }
        if values.last != last { values.append(last); shares.append(1) } else { shares[shares.count - 1] = 1 }
        knots = Knots(values: values, shares: shares)
    }

    /// A scale following the counts of `histogram`: a knot at each bin edge, the share of the
    /// counts in the bins below it. An empty histogram (no bins, no counts, zero span) gives an
    /// empty scale.
    public init(histogram: Histogram, linearShare: Double = 0.02) {
        self.linearShare = QuantileScale.cleanShare(linearShare)
        guard histogram.binCount > 0, histogram.totalCount > 0, histogram.span > 0, histogram.span.isFinite else {
            knots = Knots(values: [], shares: [])
            return
        }
        var values: [Double] = [], shares: [Double] = []
        // Counted in doubles: counts near Int.max would overflow an Int sum.
        var below = 0.0
        let total = histogram.counts.reduce(0.0) { $0 + Double($1) }
        for i in 0...histogram.binCount {
            let edge = histogram.edge(i)
            if let lastValue = values.last, edge <= lastValue { continue }
            values.append(edge)
            shares.append(i == histogram.binCount ? 1 : Swift.min(1, below / total))
            if i < histogram.binCount { below += Double(histogram.counts[i]) }
        }
        knots = values.count < 2 ? Knots(values: [], shares: []) : Knots(values: values, shares: shares)
    }

    private static func cleanShare(_ s: Double) -> Double {
        s.isFinite ? Swift.min(Swift.max(s, 0), 0.5) : 0.02
    }

    public static func == (a: QuantileScale, b: QuantileScale) -> Bool {
        a.linearShare == b.linearShare
            && (a.knots === b.knots || (a.knots.values == b.knots.values && a.knots.shares == b.knots.shares))
    }

    // MARK: - The map

    /// The data's distribution function at `v`, between the knots a straight line.
    func distribution(_ v: Double) -> Double {
        let values = knots.values, shares = knots.shares
        guard let first = values.first, let last = values.last else { return 0 }
        if v <= first { return 0 }
        if v >= last { return 1 }
        // The last knot at or below v.
        var lo = 0, hi = values.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if values[mid] <= v { lo = mid } else { hi = mid }
        }
        let t = (v - values[lo]) / (values[hi] - values[lo])
        // Kept within the segment's shares: `a + (b − a) × 1` can round above `b`, and the map
        // would then go down by an ulp at the knot.
        return Swift.min(Swift.max(shares[lo] + (shares[hi] - shares[lo]) * t, shares[lo]), shares[hi])
    }

    func fraction(of value: Double, minimum: Double, maximum: Double) -> Double {
        let linear = FiniteArithmetic.fraction(of: value, from: minimum, to: maximum)
        let low = distribution(minimum), high = distribution(maximum)
        guard high > low, !isEmpty else { return linear }
        let data = (distribution(value) - low) / (high - low)
        let f = (1 - linearShare) * data + linearShare * linear
        return f.isFinite ? Swift.min(Swift.max(f, 0), 1) : linear
    }

    func value(atFraction fraction: Double, minimum: Double, maximum: Double) -> Double {
        let low = distribution(minimum), high = distribution(maximum)
        guard high > low, !isEmpty else {
            return FiniteArithmetic.value(atFraction: fraction, from: minimum, to: maximum)
        }
        // The map is a straight line between consecutive points of: the minimum, the knots
        // strictly inside the range, the maximum. Find the stretch holding `fraction`.
        let values = knots.values
        /// The first index in `from…` whose knot is not `below` the bound (binary search).
        func firstIndex(from start: Int, where below: (Double) -> Bool) -> Int {
            var lo = start, hi = values.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if below(values[mid]) { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let first = firstIndex(from: 0) { $0 <= minimum }  // first knot above the minimum
        let end = firstIndex(from: first) { $0 < maximum }  // first knot at or above the maximum
        let count = end - first + 2
        func point(_ k: Int) -> Double { k == 0 ? minimum : (k == count - 1 ? maximum : values[first + k - 1]) }
        func map(_ v: Double) -> Double { self.fraction(of: v, minimum: minimum, maximum: maximum) }
        var lo = 0, hi = count - 1  // map(point(lo)) ≤ fraction < map(point(hi))
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if map(point(mid)) <= fraction { lo = mid } else { hi = mid }
        }
        let a = point(lo), b = point(hi)
        let fa = map(a), fb = map(b)
        guard fb > fa else { return a }
        let v = FiniteArithmetic.value(atFraction: (fraction - fa) / (fb - fa), from: a, to: b)
        return Swift.min(Swift.max(v, minimum), maximum)
    }
}
