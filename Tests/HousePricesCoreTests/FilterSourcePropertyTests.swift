// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousePricesCore
import HousingData
import PropertyBased
import Testing

/// The window's filters in one direction: driven only through ``FilterSource`` (each call
/// naming one filter, as a slider or list does), the in-memory source answers every call with
/// exactly one ``FilterResult``, and each result (count, list in order, every filter's bars and
/// each filter's setting) is a naive recount's over a random table (numbers with ties and gaps,
/// categories, unknown values) under the settings this test told it, kept by the test itself.
/// ``FilterSource/requestedRange(of:)`` and ``FilterSource/saved`` give back what was told.
@Suite struct FilterSourcePropertyTests {
    enum Call: CustomStringConvertible {
        case range(Int, Double, Double)
        case clear(Int)
        case picks(Int, Set<Int>)
        case reset([Int])
        case order(Int?, Bool, Int?)
        case refresh
        var description: String {
            switch self {
            case .range(let f, let a, let b): return "setRange(\(a)...\(b), of: \(f))"
            case .clear(let f): return "setRange(nil, of: \(f))"
            case .picks(let f, let p): return "setPicks(\(p.sorted()), of: \(f))"
            case .reset(let fs): return "reset(\(fs))"
            case .order(let f, let d, let t):
                return """
                    setListOrder(\(f.map(String.init) ?? "file"), descending \(d), ties \
                    \(t.map(String.init) ?? "file"))
                    """
            case .refresh: return "refresh()"
            }
        }
    }

    /// What the test told each filter (its own record, not the source's).
    enum Told: Equatable {
        case all
        case range(Double, Double)
        case picks(Set<Int>)
    }

    static let call = zip(
        Gen.int(in: 0...11), Gen.int(in: 0...7), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.int(in: 0...255)
    )
    .map { kind, f, a, b, bits -> Call in
        switch kind {
        case 0...3:
            // Sometimes an open end (a price thumb at "no maximum"), sometimes NaN.
            let upper: Double = bits % 11 == 0 ? .infinity : (bits % 13 == 0 ? .nan : b)
            let lower: Double = bits % 7 == 0 ? -.infinity : a
            return .range(f, lower, upper)
        case 4: return .clear(f)
        case 5, 6: return .picks(f, Set((0..<7).filter { bits & (1 << $0) != 0 }))
        case 7: return .reset((0..<8).filter { bits & (1 << $0) != 0 })
        case 8, 9: return .order(bits % 5 == 4 ? nil : f, bits % 2 == 1, bits % 3 == 0 ? nil : (bits / 3) % 8)
        default: return .refresh
        }
    }

    @Test func everyCallIsAnsweredOnceWithTheNaiveRecount() async {
        await propertyCheck(
            count: 150, input: FilterSessionPropertyTests.row.array(of: 20...90), Self.call.array(of: 1...30),
            Gen.int(in: 0...255)
        ) { rows, calls, kept in
            guard
                let table = try? DataTableLoader().load(
                    bytes: Array(Self.csv(rows, keeping: kept).utf8), source: "random.csv"),
                let session = try? FilterSession(table: table, plan: FilterPlan(table: table))
            else {
                Issue.record("the random CSV did not load")
                return
            }
            let source: FilterSource = session
            let plan = source.plan
            var answers: [FilterResult] = []
            source.onResult = { answers.append($0) }
            var told = [Told](repeating: .all, count: plan.filters.count)
            var order: (filter: Int?, descending: Bool, ties: Int?) = (nil, false, nil)
            for call in calls {
                let before = answers.count
                switch call {
                case .range(let f, let a, let b):
                    // Bounds a little beyond the data's on both sides, sometimes inverted.
                    let bounds = plan.filters.indices.contains(f) ? plan.filters[f].bounds : nil
                    let lo = bounds?.lowerBound ?? 0, span = bounds.map { $0.upperBound - $0.lowerBound } ?? 1
                    let lower = a.isFinite ? lo - 0.1 * span + a * 1.2 * span : a
                    let upper = b.isFinite ? lo - 0.1 * span + b * 1.2 * span : b
                    source.setRange((lower, upper), of: f)
                    if bounds != nil { told[f] = .range(lower, upper) }
                case .clear(let f):
                    source.setRange(nil, of: f)
                    if plan.filters.indices.contains(f), plan.filters[f].bounds != nil { told[f] = .all }
                case .picks(let f, let picks):
                    source.setPicks(picks, of: f)
                    if plan.filters.indices.contains(f), plan.filters[f].bounds == nil { told[f] = .picks(picks) }
                case .reset(let filters):
                    source.reset(filters)
                    for f in filters where told.indices.contains(f) { told[f] = .all }
                case .order(let f, let descending, let ties):
                    guard f.map({ $0 < plan.filters.count }) ?? true, ties.map({ $0 < plan.filters.count }) ?? true
                    else { continue }
                    source.setListOrder(ListOrder(dimension: f, descending: descending, tieBreak: ties))
                    order = (f, descending, ties)
                case .refresh:
                    source.refresh()
                }
                #expect(answers.count == before + 1, "one answer to \(call)")
                guard let result = answers.last else { return }
                Self.check(result, told: told, session, table, order: order, after: call)
                for f in plan.filters.indices {
                    let range = source.requestedRange(of: f).map { [$0.lower, $0.upper] }
                    if case .range(let l, let u) = told[f] {
                        #expect(
                            range.map { $0.elementsEqual([l, u]) { $0 == $1 || ($0.isNaN && $1.isNaN) } } == true,
                            "filter \(f)'s range as told after \(call)")
                    } else {
                        #expect(range == nil, "filter \(f) has no range after \(call)")
                    }
                }
            }
            // What is remembered, stored as strings and read back, comes back in a fresh source
            // as the naive recount of the settings restored (``restored(_:_:)``).
            guard let fresh = try? FilterSession(table: table, plan: plan) else { return }
            var restored: [FilterResult] = []
            fresh.onResult = { restored.append($0) }
            fresh.restore(SavedFilters(encoded: source.saved.encoded))
            fresh.setListOrder(ListOrder(dimension: order.filter, descending: order.descending, tieBreak: order.ties))
            #expect(restored.count == 2, "one answer to the restore")
            guard let back = restored.last else { return }
            Self.check(
                back, told: plan.filters.indices.map { Self.restored(told[$0], plan.filters[$0]) }, fresh, table,
                order: order,
                after: .refresh)
        }
    }

    /// What a filter told `told` is after its saved state is restored: a NaN bound is open, a
    /// bound at or past its end of the data is open, an inverted range (nothing through) is
    /// every home, and picks of no category are every home: a remembered state never hides
    /// every home for want of a setting.
    static func restored(_ told: Told, _ filter: PlannedFilter) -> Told {
        switch told {
        case .all: return .all
        case .range(let l, let u):
            guard let b = filter.bounds else { return .all }
            let l = l.isNaN ? -Double.infinity : l, u = u.isNaN ? Double.infinity : u
            guard l <= u else { return .all }
            let lower = l <= b.lowerBound ? -Double.infinity : l, upper = u >= b.upperBound ? Double.infinity : u
            return lower == -.infinity && upper == .infinity ? .all : .range(lower, upper)
        case .picks(let p):
            return p.isDisjoint(with: filter.categories.indices) ? .all : .picks(p)
        }
    }

    /// ``FilterSessionPropertyTests/csv(_:)``'s table with an identifier column first (never
    /// filtered) and, when `kept` is below 128, only the columns of its bits (price is bit 0):
    /// tables without a price filter, or without any filter at all.
    static func csv(_ rows: [[Int]], keeping kept: Int) -> String {
        let lines = FilterSessionPropertyTests.csv(rows).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { i, line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard !line.isEmpty else { return "" }
            let keptFields = fields.indices.filter { kept >= 128 || kept & (1 << $0) != 0 }.map { String(fields[$0]) }
            return ([i == 0 ? "id" : "\(i)"] + keptFields).joined(separator: ",")
        }.joined(separator: "\n")
    }

    /// Whether filter `f` as told is no filter: every home, unknown values included (a range
    /// covering the known values, every category picked).
    static func isAll(_ told: Told, _ filter: PlannedFilter) -> Bool {
        switch told {
        case .all: return true
        case .range(let lower, let upper):
            guard let b = filter.bounds else { return true }
            return !(lower > b.lowerBound) && !(upper < b.upperBound) && !(lower > upper)
        case .picks(let picks):
            return filter.categories.indices.allSatisfy(picks.contains)
        }
    }

    /// Whether `row` passes filter `f` as told (straight from the table's values).
    static func passes(_ told: Told, _ filter: PlannedFilter, _ column: DataColumn, _ row: Int) -> Bool {
        if isAll(told, filter) { return true }
        let v = column.number(at: row)
        switch told {
        case .all: return true
        case .range(let lower, let upper): return !v.isNaN && (lower.isNaN || v >= lower) && (upper.isNaN || v <= upper)
        case .picks(let picks): return !v.isNaN && picks.contains(Int(v))
        }
    }

    static func check(
        _ result: FilterResult, told: [Told], _ session: FilterSession, _ table: DataTable,
        order: (filter: Int?, descending: Bool, ties: Int?), after call: Call
    ) {
        let n = table.rowCount, plan = session.plan
        let pass = plan.filters.indices.map { f in
            (0..<n).map { passes(told[f], plan.filters[f], table.columns[plan.filters[f].column], $0) }
        }
        let matching = (0..<n).filter { row in pass.allSatisfy { $0[row] } }
        #expect(result.matchingCount == matching.count, "count after \(call)")
        #expect(
            result.rows(offset: 0, count: n)
                == FilterSessionPropertyTests.listed(matching, session, table, order: order),
            "list after \(call)")
        #expect(result.histograms.count == plan.filters.count)
        for (f, filter) in plan.filters.enumerated() {
            switch (told[f], result.settings[f]) {
            case (_, .all): #expect(isAll(told[f], filter), "\(filter.name) set after \(call)")
            case (.range(let l, let u), .range(let rl, let ru)):
                #expect(
                    (l == rl || l.isNaN && rl.isNaN) && (u == ru || u.isNaN && ru.isNaN),
                    "\(filter.name)'s range after \(call)")
            case (.picks(let p), .picks(let rp)):
                #expect(p.filter(filter.categories.indices.contains) == rp, "\(filter.name)'s picks after \(call)")
            default: Issue.record("\(filter.name) is \(result.settings[f]) after \(call), told \(told[f])")
            }
            let column = table.columns[filter.column]
            let bins = filter.layout?.binCount ?? filter.categories.count
            var inside = [Int](repeating: 0, count: bins), outside = inside
            for row in 0..<n where pass.indices.allSatisfy({ $0 == f || pass[$0][row] }) {
                let v = column.number(at: row)
                guard let bin = filter.layout.map({ $0.bin(of: v) }) ?? (v.isNaN ? nil : Int(v)) else { continue }
                if pass[f][row] { inside[bin] += 1 } else { outside[bin] += 1 }
            }
            let h = result.histogram(f)
            #expect(h.inside == inside && h.outside == outside, "\(filter.name)'s bars after \(call)")
            if filter.layout == nil {
                #expect(
                    result.choices(f, of: plan).map(\.count) == zip(inside, outside).map { $0 + $1 },
                    "\(filter.name)'s counts after \(call)")
            }
        }
    }
}
