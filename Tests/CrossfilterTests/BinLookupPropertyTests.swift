// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import Testing

@testable import Crossfilter

/// Property-based tests of ``BinLookup`` against the plain binary search of
/// ``HistogramLayout/bin(of:)``: random layouts (uniform, whole values, uneven, wide), and values
/// on, just below and just above every edge, inside the bins, outside them, NaN and infinities.
@Suite struct BinLookupPropertyTests {
    /// Uniform layouts whose edges fall on values or between them, one of one bin, uneven ones,
    /// and uniform edges near the largest finite span.
    static let layouts: [HistogramLayout] = [
        try! .uniform(lower: 0, upper: 40, count: 40), try! .uniform(lower: 1872, upper: 2010, count: 40),
        try! .uniform(lower: 12_789, upper: 755_000, count: 40), try! .uniform(lower: -93.69, upper: -93.58, count: 33),
        try! .uniform(lower: 2, upper: 42.063388, count: 7), try! .uniform(lower: 0.1, upper: 0.7, count: 6),
        try! .uniform(lower: 2, upper: 3, count: 1), try! .integers(1...6), try! .integers(-3...250),
        try! HistogramLayout(edges: [-1, 0.5, 2, 2.5, 100]), try! HistogramLayout(edges: [0, 2.000000001, 42.0633881]),
        try! .uniform(lower: -1e307, upper: 1e307, count: 4),
    ]

    /// Values for `layout`: each edge, its neighbours, the middles of the bins, beyond both
    /// ends, NaN and the infinities.
    static func valuePool(_ layout: HistogramLayout) -> [Double] {
        var pool: [Double] = [.nan, .infinity, -.infinity, -0.0, 0]
        for (i, e) in layout.edges.enumerated() {
            pool += [e, e.nextUp, e.nextDown]
            if i + 1 < layout.edges.count { pool.append(e + (layout.edges[i + 1] - e) / 2) }
        }
        pool += [layout.edges[0] - 1, layout.edges[layout.binCount] + 1]
        return pool
    }

    static let input = zip(
        Gen.int(in: 0...(layouts.count - 1)), Gen.int(in: 0...10_000).array(of: 0...41),
        Gen.double(in: 0...1).array(of: 0...9))

    /// The values a test draws: picks from the pool, and draws anywhere between the first and
    /// last edge.
    static func values(_ layout: HistogramLayout, _ picks: [Int], _ fractions: [Double]) -> [Double] {
        let pool = valuePool(layout), low = layout.edges[0], high = layout.edges[layout.binCount]
        return picks.map { pool[$0 % pool.count] } + fractions.map { low + (high - low) * $0 }
    }

    @Test func eachValueIsInTheBinTheLayoutsBinarySearchFinds() async {
        await propertyCheck(count: 2000, input: Self.input) { l, picks, fractions in
            let layout = Self.layouts[l], lookup = BinLookup(layout)
            defer { lookup.deallocate() }
            for v in Self.values(layout, picks, fractions) {
                #expect(lookup.bin(v) == layout.bin(of: v) ?? -1, "layout \(l) \(layout.edges), value \(v)")
            }
        }
    }

    @Test func countingAColumnMatchesCountingEachValue() async {
        await propertyCheck(count: 2000, input: Self.input) { l, picks, fractions in
            let layout = Self.layouts[l], lookup = BinLookup(layout)
            defer { lookup.deallocate() }
            let doubles = Self.values(layout, picks, fractions), floats = doubles.map { Float($0) }
            // Counts that are not zero to begin with: counting adds to them.
            let start = (0..<layout.binCount).map { $0 * 3 }
            func naive(_ values: [Double]) -> [Int] {
                var counts = start
                for v in values { if let b = layout.bin(of: v) { counts[b] += 1 } }
                return counts
            }
            var counted = start
            counted.withUnsafeMutableBufferPointer { lookup.count(doubles, doubles.count, into: $0.baseAddress!) }
            #expect(counted == naive(doubles), "layout \(l) \(layout.edges), values \(doubles)")
            counted = start
            counted.withUnsafeMutableBufferPointer { lookup.count(floats, floats.count, into: $0.baseAddress!) }
            #expect(counted == naive(floats.map { Double($0) }), "layout \(l) \(layout.edges), values \(floats)")
        }
    }
}
