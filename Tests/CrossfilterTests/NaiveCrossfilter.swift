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

    /// Matching homes in `order`: known values sorted by (value, home) — ascending, or that
    /// reversed — then unknown ones in home order.
    func rows(_ order: ListOrder) -> [Int] {
        let matching = (0..<homeCount).filter(matches)
        guard let d = order.dimension else { return order.descending ? matching.reversed() : matching }
        var known: [(Double, Int)] = [], unknown: [Int] = []
        for h in matching {
            switch columns[d] {
            case .numeric(let values, _):
                let v = values[h]
                if v.isNaN { unknown.append(h) } else { known.append((v, h)) }
            case .categorical(let codes, let count):
                if Int(codes[h]) < count { known.append((Double(codes[h]), h)) } else { unknown.append(h) }
            }
        }
        known.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        let sorted = known.map(\.1)
        return (order.descending ? sorted.reversed() : sorted) + unknown
    }
}
