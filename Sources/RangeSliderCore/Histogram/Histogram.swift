// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Counts of values in equal-width bins over a closed range: the model of the histogram a range
/// slider can draw inside its track. No drawing here; a painter asks for the bins' edges, their
/// heights relative to the tallest bin, and how much of each bin the selected span covers.
///
/// Bins: `binCount` bins of equal width split `lowerBound…upperBound`. Bin `i` holds the values
/// `v` with `edge(i) ≤ v < edge(i + 1)`; the last bin also holds `upperBound` itself, so every
/// value of the closed range lands in exactly one bin. The edges are computed one way everywhere
/// (``edge(_:)``), so an index that counts with binary searches over the same edges gets exactly
/// the same counts as ``init(values:binCount:lowerBound:upperBound:)``.
///
/// Bad input gives a documented safe result, never a trap or a NaN:
/// - a bin count of zero or less gives a histogram with no bins;
/// - bounds in either order describe the same range;
/// - a non-finite bound (or bounds so far apart that their difference overflows) gives a
///   histogram with no bins, since there is nowhere to put them;
/// - a zero span (`lowerBound == upperBound`) is allowed: every bin has zero width, and values
///   equal to the bound go to the last bin;
/// - negative counts are read as zero; NaN and values outside the range are not counted.
public struct Histogram: Equatable, Sendable {
    /// The number of values in each bin, lowest bin first. Never negative.
    public let counts: [Int]
    /// The low end of the range the bins split; `edge(0)`.
    public let lowerBound: Double
    /// The high end of the range the bins split; `edge(binCount)`.
    public let upperBound: Double
    /// The largest count of any bin, 0 when there are no bins. Painters scale bar heights by it.
    public let maxCount: Int
    /// The sum of all counts: how many values the histogram holds (at most `Int.max`: a sum
    /// beyond it is `Int.max`).
    public let totalCount: Int

    /// A histogram with no bins over `0…0`.
    public static let empty = Histogram(counts: [], lowerBound: 0, upperBound: 0)

    /// A histogram from counts computed elsewhere (for example by an index that keeps its values
    /// sorted), `counts[0]` being the lowest bin. Negative counts are read as zero. The bounds may
    /// come in either order; if either is not finite the histogram has no bins.
    public init(counts: [Int], lowerBound: Double, upperBound: Double) {
        guard let (low, high) = Histogram.sanitizedBounds(lowerBound, upperBound) else {
            self.init(validCounts: [], lowerBound: 0, upperBound: 0)
            return
        }
        self.init(validCounts: counts.map { max(0, $0) }, lowerBound: low, upperBound: high)
    }

    /// A histogram of `values` in `binCount` equal-width bins over `lowerBound…upperBound`.
    /// NaN, infinities and values outside the range are ignored. The bounds may come in either
    /// order; if either is not finite, or `binCount ≤ 0`, the histogram has no bins.
    public init<S: Sequence>(values: S, binCount: Int, lowerBound: Double, upperBound: Double)
    where S.Element == Double {
        guard binCount > 0, let (low, high) = Histogram.sanitizedBounds(lowerBound, upperBound) else {
            self.init(validCounts: [], lowerBound: 0, upperBound: 0)
            return
        }
        let shape = Histogram(validCounts: [Int](repeating: 0, count: binCount), lowerBound: low, upperBound: high)
        // One copy into an array (free when `values` is one), then a loop the compiler can
        // specialize: a generic loop across modules would pay for dynamic dispatch per value.
        let array = values as? [Double] ?? Array(values)
        let counts = array.withUnsafeBufferPointer { shape.binCounts(of: $0) }
        self.init(validCounts: counts, lowerBound: low, upperBound: high)
    }

    /// A histogram of `values` in `binCount` equal-width bins over the smallest…largest finite
    /// value. NaN and infinities are ignored. With no finite values the bins span `0…0` and are
    /// all empty; with `binCount ≤ 0` there are no bins.
    public init<S: Sequence>(values: S, binCount: Int) where S.Element == Double {
        let array = values as? [Double] ?? Array(values)
        var low = Double.infinity
        var high = -Double.infinity
        array.withUnsafeBufferPointer { values in
            for value in values where value.isFinite {
                low = Swift.min(low, value)
                high = Swift.max(high, value)
            }
        }
        if low > high { (low, high) = (0, 0) }  // no finite values
        self.init(values: array, binCount: binCount, lowerBound: low, upperBound: high)
    }

    /// The designated initializer: callers have already checked the bounds and counts.
    private init(validCounts: [Int], lowerBound: Double, upperBound: Double) {
        counts = validCounts
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        maxCount = validCounts.max() ?? 0
        // Saturated: counts given from outside (`init(counts:)`) may add up past Int.max; the
        // shares a quantile scale takes from it stay in 0…1.
        totalCount = validCounts.reduce(0) { total, count in
            let (sum, overflow) = total.addingReportingOverflow(count)
            return overflow ? Int.max : sum
        }
    }

    /// Finite bounds in increasing order, or nil when there is no usable range.
    private static func sanitizedBounds(_ a: Double, _ b: Double) -> (Double, Double)? {
        guard a.isFinite, b.isFinite else { return nil }
        let (low, high) = a <= b ? (a, b) : (b, a)
        guard (high - low).isFinite else { return nil }
        return (low, high)
    }

    // MARK: - Bins

    /// The number of bins.
    public var binCount: Int { counts.count }

    /// `upperBound − lowerBound`, never negative.
    public var span: Double { upperBound - lowerBound }

    /// The width of every bin; 0 when there are no bins or the span is zero.
    public var binWidth: Double { binCount == 0 ? 0 : span / Double(binCount) }

    /// Edge `k` of the bins, `k` clamped into `0…binCount`: `edge(0) == lowerBound`,
    /// `edge(binCount) == upperBound`, and the edges never decrease.
    public func edge(_ k: Int) -> Double {
        let n = binCount
        if k <= 0 || n == 0 { return lowerBound }
        if k >= n { return upperBound }
        // Each step rounds monotonically, so the edges never decrease; the clamp keeps the last
        // interior edge from passing `upperBound` through rounding.
        return Swift.min(upperBound, lowerBound + span * Double(k) / Double(n))
    }

    /// All `binCount + 1` edges, lowest first; empty when there are no bins.
    public var edges: [Double] {
        binCount == 0 ? [] : (0...binCount).map(edge)
    }

    /// The bin holding `value`, or nil for NaN, values outside the range and a histogram with no
    /// bins. See the type's documentation for which bin an edge value belongs to.
    public func bin(containing value: Double) -> Int? {
        let n = binCount
        guard n > 0, value.isFinite, value >= lowerBound, value <= upperBound else { return nil }
        guard span > 0 else { return n - 1 }
        var i = Swift.min(n - 1, Swift.max(0, Int((value - lowerBound) / span * Double(n))))
        // The estimate can be one off where the division rounds; settle it against the edges.
        while i > 0 && value < edge(i) { i -= 1 }
        while i < n - 1 && value >= edge(i + 1) { i += 1 }
        return i
    }

    /// How many of `values` fall in each bin: the same bins as ``bin(containing:)``, with the
    /// edges computed once instead of for every value.
    private func binCounts(of values: UnsafeBufferPointer<Double>) -> [Int] {
        let n = binCount
        var counts = [Int](repeating: 0, count: n)
        guard n > 0 else { return counts }
        let edges = self.edges
        let scale = span > 0 ? Double(n) / span : 0
        counts.withUnsafeMutableBufferPointer { counts in
            edges.withUnsafeBufferPointer { edges in
                for value in values where value >= lowerBound && value <= upperBound {  // NaN fails
                    let estimate = (value - lowerBound) * scale
                    var i = estimate < Double(n) ? Int(estimate) : n - 1
                    while i > 0 && value < edges[i] { i -= 1 }
                    while i < n - 1 && value >= edges[i + 1] { i += 1 }
                    counts[i] += 1
                }
            }
        }
        return counts
    }

    /// The height of bin `i` as a fraction of the tallest bin, in `0…1`; 0 for an index out of
    /// range or when every bin is empty.
    public func heightFraction(ofBin i: Int) -> Double {
        guard counts.indices.contains(i), maxCount > 0 else { return 0 }
        return Double(counts[i]) / Double(maxCount)
    }

    // MARK: - Selection

    /// How the selected span `lower…upper` covers each bin, one entry per bin, lowest first.
    /// The bounds may come in either order; infinite bounds reach past the ends; a NaN bound
    /// covers nothing. A bin of zero width counts as fully covered when its edge lies inside the
    /// span. Never NaN.
    public func coverage(lower: Double, upper: Double) -> [BinCoverage] {
        let none = (0..<binCount).map { BinCoverage(bin: $0, start: 0, end: 0) }
        guard !lower.isNaN, !upper.isNaN else { return none }
        let (a, b) = lower <= upper ? (lower, upper) : (upper, lower)
        return (0..<binCount).map { i in
            let e0 = edge(i), e1 = edge(i + 1)
            let width = e1 - e0
            guard width > 0 else {
                return a <= e0 && e0 <= b ? BinCoverage(bin: i, start: 0, end: 1) : none[i]
            }
            let lo = Swift.max(a, e0), hi = Swift.min(b, e1)
            guard lo < hi else { return none[i] }
            let start = Swift.min(1, Swift.max(0, (lo - e0) / width))
            let end = Swift.min(1, Swift.max(start, (hi - e0) / width))
            return BinCoverage(bin: i, start: start, end: end)
        }
    }

    /// The fraction of each bin's width inside `lower…upper`, in `0…1`, lowest bin first: the
    /// ``BinCoverage/fraction`` of each entry of ``coverage(lower:upper:)``.
    public func coveredFractions(lower: Double, upper: Double) -> [Double] {
        coverage(lower: lower, upper: upper).map(\.fraction)
    }
}

/// How a selected span covers one bin of a ``Histogram``: the covered part of the bin, in
/// fractions of the bin's width measured from its low edge. A painter splits the bin's bar at
/// `start` and `end` to draw the covered part in the highlight colour and the rest muted.
public struct BinCoverage: Equatable, Sendable {
    /// The bin's index, 0 for the lowest.
    public let bin: Int
    /// Where the covered part begins, as a fraction of the bin's width from its low edge (0…1).
    public let start: Double
    /// Where the covered part ends, as a fraction of the bin's width from its low edge
    /// (`start…1`). Equal to `start` when nothing is covered.
    public let end: Double

    /// Coverage of `bin` from `start` to `end` (fractions of its width).
    public init(bin: Int, start: Double, end: Double) {
        self.bin = bin
        self.start = start
        self.end = end
    }

    /// The covered fraction of the bin's width, in `0…1`.
    public var fraction: Double { end - start }
    /// Whether the whole bin lies inside the span.
    public var isFull: Bool { start == 0 && end == 1 }
    /// Whether no part of the bin lies inside the span (a span that only touches an edge does
    /// not cover the bin).
    public var isEmpty: Bool { end <= start }
}
