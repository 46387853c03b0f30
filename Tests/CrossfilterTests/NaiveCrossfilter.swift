// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter

/// The oracle: every answer of the engine recomputed from the columns and the filters alone, in
/// the plainest way (a linear scan per question), written from the documented rules and sharing
/// no code with the engine.
struct NaiveCrossfilter {
    enum Column {
        case numeric([Double], edges: [Double])
        case categorical([UInt16], count: Int)
    }

    let columns: [Column]
    var filters: [DimensionFilter]
    let homeCount: Int

    init(columns: [Column], homeCount: Int) {
        self.columns = columns
        self.homeCount = homeCount
        filters = Array(repeating: .all, count: columns.count)
    }

    /// The documented rule: unknown values pass only `.all`; NaN bounds are open; both ends open
    /// is `.all`; closed interval; codes outside the categories never selected.
    func passes(_ h: Int, _ d: Int) -> Bool {
        switch (filters[d], columns[d]) {
        case (.all, _): return true
        case (.range(let lower, let upper), .numeric(let values, _)):
            let lo = lower.isNaN ? -Double.infinity : lower, hi = upper.isNaN ? Double.infinity : upper
            if lo == -.infinity, hi == .infinity { return true }
            let v = values[h]
            return !v.isNaN && lo <= v && v <= hi
        case (.codes(let set), .categorical(let codes, let count)):
            let c = Int(codes[h])
            return c < count && set.contains(c)
        default: fatalError("filter kind does not match the column")
        }
    }

    func matches(_ h: Int) -> Bool { columns.indices.allSatisfy { passes(h, $0) } }

    func bin(_ h: Int, _ d: Int) -> Int? {
        switch columns[d] {
        case .numeric(let values, let edges):
            let v = values[h]
            let k = edges.count - 1
            for i in 0..<k where edges[i] <= v && (v < edges[i + 1] || (i == k - 1 && v == edges[k])) { return i }
            return nil
        case .categorical(let codes, let count):
            return Int(codes[h]) < count ? Int(codes[h]) : nil
        }
    }

    var matchingCount: Int { (0..<homeCount).filter(matches).count }

    func histogram(_ d: Int) -> DimensionHistogram {
        let bins: Int
        switch columns[d] {
        case .numeric(_, let edges): bins = edges.count - 1
        case .categorical(_, let count): bins = count
        }
        var inside = Array(repeating: 0, count: bins), outside = inside
        for h in 0..<homeCount where columns.indices.allSatisfy({ $0 == d || passes(h, $0) }) {
            guard let b = bin(h, d) else { continue }
            if passes(h, d) { inside[b] += 1 } else { outside[b] += 1 }
        }
        return DimensionHistogram(inside: inside, outside: outside)
    }

    /// Home `h`'s value in dimension `d` (a code as a number), nil when unknown.
    func known(_ h: Int, _ d: Int) -> Double? {
        switch columns[d] {
        case .numeric(let values, _): return values[h].isNaN ? nil : values[h]
        case .categorical(let codes, let count): return Int(codes[h]) < count ? Double(codes[h]) : nil
        }
    }

    /// Whether `a` comes before `b` by their values in dimension `d` alone (unknown last; equal
    /// values, −0 and 0 included, neither).
    func before(_ a: Int, _ b: Int, in d: Int) -> Bool {
        switch (known(a, d), known(b, d)) {
        case (let x?, let y?): return x < y
        case (.some, nil): return true
        default: return false
        }
    }

    /// Matching homes in `order`: known values sorted by (value, tie-break value with unknown
    /// last, home) — ascending, or that reversed — then unknown ones in the ascending order.
    func rows(_ order: ListOrder) -> [Int] {
        let matching = (0..<homeCount).filter(matches)
        guard let d = order.dimension else { return order.descending ? matching.reversed() : matching }
        let ties = order.tieBreak == d ? nil : order.tieBreak
        let sorted = matching.sorted { a, b in
            if before(a, b, in: d) { return true }
            if before(b, a, in: d) { return false }
            if let t = ties {
                if before(a, b, in: t) { return true }
                if before(b, a, in: t) { return false }
            }
            return a < b
        }
        let known = sorted.filter { self.known($0, d) != nil }, unknown = sorted.filter { self.known($0, d) == nil }
        return (order.descending ? known.reversed() : known) + unknown
    }
}
