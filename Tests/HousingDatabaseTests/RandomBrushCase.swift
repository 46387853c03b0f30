// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousingDatabase
import PropertyBased

/// A random table, its filters, an active dimension with its pixel layout and a sequence of drag
/// steps: the input of the brushing property tests (pure and against the server).
struct RandomBrushCase: CustomStringConvertible {
    /// Values with ties, unknowns (nil is SQL `NULL`) and edges.
    static let valuePool: [Double?] = [
        2, 0, 1, .nan, 3, -0.0, 2.5, nil, .infinity, -1, -.infinity, 7, 1e30, 4, 0.1, 5, 10,
    ]
    /// Filter bounds: open ends, NaN, values in and outside the pool.
    static let boundPool: [Double] = [
        -.infinity, .infinity, .nan, -1, 0, -0.0, 0.5, 1, 2, 2.5, 3, 4, 7, 1e30, 1e40, 0.1, 10,
    ]
    static let layouts: [HistogramLayout] = [
        try! .integers(-1...4), try! .uniform(lower: 0, upper: 5, count: 3),
        try! .uniform(lower: -2, upper: 8, count: 10),
        try! HistogramLayout(edges: [-1, 0.5, 2, 2.5, 100]), try! .uniform(lower: 2, upper: 3, count: 1),
        try! .uniform(lower: 0, upper: 10, count: 7), try! HistogramLayout(edges: [0, 0.1, 1, 10]),
    ]

    var rows: [[Double?]]
    var layouts: [HistogramLayout]
    var filters: [DimensionFilter]
    var active: Int
    var pixels: HistogramLayout
    var steps: [PixelSelection]

    var naive: NaiveBrush { NaiveBrush(rows: rows, layouts: layouts, filters: filters) }

    var description: String {
        """
        \(rows.count) rows \(rows.prefix(12))…, layouts \(layouts.map(\.edges)), filters \(filters), \
        active \(active), pixels \(pixels.edges), steps \(steps)
        """
    }

    static func filter(kind: Int, _ a: Int, _ b: Int) -> DimensionFilter {
        switch kind {
        case 0: return .all
        case 1:
            let codes: [Int] = [a % 6 - 1, b % 6 - 1, (a + b) % 12]
            return .codes(Set(codes.prefix(a % 4)))
        default: return .range(lower: boundPool[a % boundPool.count], upper: boundPool[b % boundPool.count])
        }
    }

    /// Drag steps: whole-bin selections (inverted, outside the layout, empty), `.all`, and thumb
    /// ranges rounded out to pixel bins.
    static func step(kind: Int, _ a: Int, _ b: Int, pixels: HistogramLayout) -> PixelSelection {
        let n = pixels.binCount
        switch kind {
        case 0: return .all
        case 1, 2: return .bins(first: a % (n + 4) - 2, last: b % (n + 4) - 2)
        default:
            return PixelSelection(
                lower: boundPool[a % boundPool.count], upper: boundPool[b % boundPool.count], in: pixels)
        }
    }

    static func generator(rows: ClosedRange<Int>) -> Generator<RandomBrushCase, some SendableSequenceType> {
        zip(
            Gen.int(in: rows), Gen.int(in: 2...4), Gen.int(in: 0...999).array(of: 64),
            Gen.int(in: 0...999).array(of: 16),
            Gen.int(in: 0...999).array(of: 40), Gen.int(in: 1...40), Gen.int(in: 0...3)
        )
        .map {
            (n: Int, d: Int, picks: [Int], spec: [Int], stepPicks: [Int], pixelCount: Int, pixelRange: Int)
                -> RandomBrushCase in
            let pool = Self.layouts
            let layouts: [HistogramLayout] = (0..<d).map { pool[spec[$0] % pool.count] }
            let distinct = (0..<d).map { 1 + spec[$0 + 4] % valuePool.count }
            let rows: [[Double?]] = (0..<n).map { (i: Int) -> [Double?] in
                (0..<d).map { (c: Int) -> Double? in
                    valuePool[(picks[(i * 7 + c * 13) % picks.count] + i / picks.count) % distinct[c]]
                }
            }
            let filters = (0..<d).map { filter(kind: spec[$0 + 8] % 5, spec[$0 + 12], spec[$0 + 12] / 7) }
            let active = spec[15] % d
            let bounds: [(Double, Double)] = [(-2, 11), (0, 5), (-1, 1e30), (1, 3)]
            let pixels = try! HistogramLayout.uniform(
                lower: bounds[pixelRange].0, upper: bounds[pixelRange].1, count: pixelCount)
            let steps = (0..<stepPicks.count / 4).map { k in
                step(kind: stepPicks[4 * k] % 5, stepPicks[4 * k + 1], stepPicks[4 * k + 2], pixels: pixels)
            }
            return RandomBrushCase(
                rows: rows, layouts: layouts, filters: filters, active: active, pixels: pixels, steps: steps)
        }
    }
}
