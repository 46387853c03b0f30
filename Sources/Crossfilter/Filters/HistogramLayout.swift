// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Where a dimension's histogram bins lie: `binCount + 1` finite, strictly increasing edges.
///
/// Bin `i` holds the values `v` with `edges[i] ≤ v < edges[i + 1]`; the last bin is closed on
/// both sides (`edges[binCount - 1] ≤ v ≤ edges[binCount]`). A value below the first edge, above
/// the last, or unknown (NaN) falls in no bin: the home still counts towards the matching count
/// and the other histograms, but adds to no bar of this one.
public struct HistogramLayout: Sendable, Equatable {
    /// The bin edges, strictly increasing and finite.
    public let edges: [Double]
    /// True for layouts made by ``uniform(lower:upper:count:)`` and ``integers(_:)``: the engine
    /// then finds a value's bin by arithmetic instead of a binary search (same result).
    public let isUniform: Bool

    /// The number of bins (`edges.count - 1`).
    public var binCount: Int { edges.count - 1 }

    /// A layout with these edges. Throws ``CrossfilterError/invalidLayout(_:)`` unless there are
    /// at least two, all finite and strictly increasing.
    public init(edges: [Double]) throws {
        try self.init(edges: edges, isUniform: false)
    }

    private init(edges: [Double], isUniform: Bool) throws {
        guard edges.count >= 2 else { throw CrossfilterError.invalidLayout("\(edges.count) edges; at least 2 needed") }
        for (i, e) in edges.enumerated() {
            guard e.isFinite else { throw CrossfilterError.invalidLayout("edge \(i) is \(e)") }
            if i > 0, !(edges[i - 1] < e) {
                throw CrossfilterError.invalidLayout("edge \(i) (\(e)) is not above edge \(i - 1) (\(edges[i - 1]))")
            }
        }
        self.edges = edges
        self.isUniform = isUniform
    }

    /// `count` bins of equal width from `lower` to `upper` (both included). Throws when the bounds
    /// are not finite with `lower < upper`, when `count` is outside `1...1_048_576`, or when the bins would be too
    /// narrow for distinct doubles.
    public static func uniform(lower: Double, upper: Double, count: Int) throws -> HistogramLayout {
        guard (1...(1 << 20)).contains(count) else {
            throw CrossfilterError.invalidLayout("bin count \(count); 1…1,048,576 allowed")
        }
        guard lower.isFinite, upper.isFinite, lower < upper else {
            throw CrossfilterError.invalidLayout("bounds \(lower)…\(upper)")
        }
        let width = upper - lower
        var edges = (0..<count).map { lower + width * Double($0) / Double(count) }
        edges.append(upper)
        return try HistogramLayout(edges: edges, isUniform: true)
    }

    /// One bin per whole number in `range`, centred on it: bin `i` holds `range.lowerBound + i`
    /// (its edges lie half-way to the neighbours, so a bar stands on the value's tick). For
    /// columns with few whole values: bedrooms, bathrooms, stories.
    public static func integers(_ range: ClosedRange<Int>) throws -> HistogramLayout {
        let count = range.count
        guard count <= 1 << 20 else { throw CrossfilterError.invalidLayout("\(count) whole values; at most 1,048,576") }
        let edges = (0...count).map { Double(range.lowerBound) - 0.5 + Double($0) }
        return try HistogramLayout(edges: edges, isUniform: true)
    }

    /// The bin holding `value`, or nil when it lies outside the edges or is NaN (binary search;
    /// the engine's own lookup gives the same answer).
    public func bin(of value: Double) -> Int? {
        guard value >= edges[0], value <= edges[edges.count - 1] else { return nil }
        var lo = 0, hi = edges.count - 1  // answer in lo..<hi
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if value < edges[mid] { hi = mid } else { lo = mid }
        }
        return lo
    }
}
