// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Which bin of a numeric dimension's ``HistogramLayout`` holds a value, one at a time
/// (``bin(_:)``) or for a whole column at once (``count(_:_:into:)``).
///
/// Bin `i` holds `edges[i] ≤ v < edges[i + 1]`, the last bin also its upper edge, as the layout
/// says. Uniform bins are found by arithmetic, checked against the edges (a value on an edge can
/// round to the bin below it); other layouts by binary search.
///
/// Plain values and one pointer, so that a loop keeps a copy in registers. The edges are the
/// lookup's own: made by ``init(_:)``, freed by ``deallocate()``, which the owner
/// (``DimensionStorage``) calls once.
struct BinLookup {
    /// The number of bins.
    let count: Int
    /// `count + 1` edges, strictly increasing and finite.
    let edges: UnsafeMutablePointer<Double>
    let uniform: Bool
    /// Uniform bins: `edges[0]`, and bins per unit of value.
    let origin: Double
    let scale: Double

    /// The lookup of `layout`'s bins.
    init(_ layout: HistogramLayout) {
        count = layout.binCount
        edges = .allocate(capacity: count + 1)
        for (i, e) in layout.edges.enumerated() { edges[i] = e }
        uniform = layout.isUniform
        origin = layout.edges[0]
        // Finite: a uniform layout's span is (``HistogramLayout/uniform(lower:upper:count:)``).
        scale = Double(count) / (layout.edges[count] - layout.edges[0])
    }

    /// The lookup of a dimension without numeric bins (a categorical one): `count` bins and no
    /// edges to look values up in; ``bin(_:)`` must not be called.
    init(categories count: Int) {
        self.count = count
        edges = .allocate(capacity: 1)
        edges.initialize(to: 0)
        uniform = false
        origin = 0
        scale = 0
    }

    func deallocate() { edges.deallocate() }

    /// The bin holding `v`, or -1 when it is in none (NaN, outside the edges).
    @inline(__always)
    func bin(_ v: Double) -> Int {
        guard v >= edges[0], v <= edges[count] else { return -1 }
        let last = count - 1
        if uniform {
            // v ≥ origin, so the product is ≥ 0 and at most about `count`.
            var i = Int((v - origin) * scale)
            if i > last { i = last }
            // Rarely taken (only a value within rounding of an edge), so well predicted.
            if v < edges[i] {
                repeat { i -= 1 } while i > 0 && v < edges[i]
            } else if i < last, v >= edges[i + 1] {
                repeat { i += 1 } while i < last && v >= edges[i + 1]
            }
            return i
        }
        var lo = 0, hi = count
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if v < edges[mid] { hi = mid } else { lo = mid }
        }
        return lo
    }

    /// Adds each of `values[0..<n]` to its bin's entry of `counts` (``count`` entries); values in
    /// no bin are left out.
    func count<Value: BinaryFloatingPoint>(
        _ values: UnsafePointer<Value>, _ n: Int, into counts: UnsafeMutablePointer<Int>
    ) {
        Self.tally(ValueSlots(lookup: self, values: values), n, slots: count + 1) { totals in
            for b in 0..<count { counts[b] += totals[b] }
        }
    }

    /// Counts how many `h` in `0..<n` have each slot `source.slot(h)`, every slot below
    /// `slots`, and hands the totals (`slots` entries) to `body`.
    ///
    /// Four partial counts side by side, each taking every fourth `h`, so that slots that repeat
    /// one after another do not wait on each other's increment; a source gives what is not to be
    /// counted a slot of its own, so that the loop does not branch on it.
    static func tally<Source: SlotSource>(
        _ source: Source, _ n: Int, slots: Int, _ body: (_ totals: UnsafePointer<Int>) -> Void
    ) {
        let partial = UnsafeMutablePointer<Int>.allocate(capacity: 4 * slots)
        defer { partial.deallocate() }
        partial.initialize(repeating: 0, count: 4 * slots)
        let p0 = partial, p1 = partial + slots, p2 = partial + 2 * slots, p3 = partial + 3 * slots
        var h = 0
        while h + 4 <= n {
            let s0 = source.slot(h), s1 = source.slot(h + 1), s2 = source.slot(h + 2), s3 = source.slot(h + 3)
            p0[s0] &+= 1
            p1[s1] &+= 1
            p2[s2] &+= 1
            p3[s3] &+= 1
            h += 4
        }
        while h < n {
            p0[source.slot(h)] &+= 1
            h += 1
        }
        for s in 0..<slots { p0[s] += p1[s] + p2[s] + p3[s] }
        body(p0)
    }

    /// Each value's slot for ``tally(_:_:slots:_:)``: its bin, or ``count`` when it is in none.
    struct ValueSlots<Value: BinaryFloatingPoint>: SlotSource {
        let lookup: BinLookup
        let values: UnsafePointer<Value>
        @inline(__always)
        func slot(_ h: Int) -> Int {
            let b = lookup.bin(Double(values[h]))
            return b < 0 ? lookup.count : b
        }
    }
}

/// What ``BinLookup/tally(_:_:slots:_:)`` counts: a slot for each index.
protocol SlotSource {
    func slot(_ h: Int) -> Int
}
