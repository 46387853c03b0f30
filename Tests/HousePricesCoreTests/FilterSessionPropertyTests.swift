// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousePricesCore
import HousingData
import PropertyBased
import Testing

/// A ``FilterSession`` over a random CSV (prices, an area with gaps, bedrooms, bathrooms in
/// halves, districts, a yes/no column, unknown values) against a naive oracle that reads the
/// table's values row by row: after every random step (ranges, picks, resets, a reset of all),
/// the matching count, each filter's highlighted and muted bars and each choice's counts must
/// be equal exactly, and the list must hold exactly the matching rows in the list's order (file
/// order, or sorted by a filter's column, a choice's by its names alphabetically, ties by a
/// second filter's column). Values compare exactly as the file gives them
/// (latitudes a millionth apart round to one Float).
@Suite struct FilterSessionPropertyTests {
    enum Step: CustomStringConvertible {
        case range(Int, Double, Double)
        case picks(Int, Set<Int>)
        case reset(Int)
        case resetAll
        case sort(Int?, Bool, Int?)
        var description: String {
            switch self {
            case .range(let f, let a, let b): return "range(\(f), \(a), \(b))"
            case .picks(let f, let p): return "picks(\(f), \(p.sorted()))"
            case .reset(let f): return "reset(\(f))"
            case .resetAll: return "resetAll"
            case .sort(let f, let d, let t):
                return "sort(\(f.map(String.init) ?? "file"), descending \(d), ties \(t.map(String.init) ?? "file"))"
            }
        }
    }

    /// First seen in random order, one in lower case: their alphabetical order is not the file's.
    static let districts = ["North", "South", "east", "West", "Centre"]

    /// A CSV of `rows.count` homes from random picks.
    static func csv(_ rows: [[Int]]) -> String {
        var lines = ["price,area,bedrooms,bathrooms,district,pool,latitude"]
        for (i, r) in rows.enumerated() {
            let price = r[0] % 13 == 0 ? "NA" : "\(50_000 + (r[0] % 40) * 7_500)"
            let area = r[1] % 11 == 0 ? "" : "\(600 + (r[1] % 30) * 55)"
            let beds = "\(1 + r[2] % 6)"
            let baths = r[3] % 9 == 0 ? "NA" : "\(1 + Double(r[3] % 4) / 2)"
            let district = r[4] % 10 == 0 ? "NA" : districts[r[4] % districts.count]
            let pool = r[5] % 7 == 0 ? "" : (r[5] % 2 == 0 ? "yes" : "no")
            // Six decimals a millionth apart: neighbours round to the same Float.
            let latitude = r[6] % 17 == 0 ? "" : String(format: "%.6f", 42.06338 + Double(r[6] % 40) * 1e-6)
            lines.append([price, area, beds, baths, district, pool, latitude].joined(separator: ","))
            _ = i
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let row = Gen.int(in: 0...999).array(of: 7)
    static let step = zip(
        Gen.int(in: 0...10), Gen.int(in: 0...6), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.int(in: 0...63)
    )
    .map { kind, f, a, b, bits -> Step in
        switch kind {
        case 0...4: return .range(f, a, b)
        case 5, 6: return .picks(f, Set((0..<6).filter { bits & (1 << $0) != 0 }))
        case 7, 8: return .reset(f)
        case 9:
            return bits % 5 == 0
                ? .resetAll : .sort(bits % 7 == 6 ? nil : f, bits % 2 == 1, bits % 3 == 0 ? nil : bits % 7)
        default: return .resetAll
        }
    }

    @Test func everyHistogramCountAndListMatchesANaiveRecount() async {
        await propertyCheck(count: 150, input: Self.row.array(of: 25...90), Self.step.array(of: 1...25)) {
            rows, steps in
            guard let table = try? DataTableLoader().load(bytes: Array(Self.csv(rows).utf8), source: "random.csv")
            else {
                Issue.record("the random CSV did not load")
                return
            }
            let plan = FilterPlan(table: table)
            guard let session = try? FilterSession(table: table, plan: plan) else {
                Issue.record("no session")
                return
            }
            var order: (filter: Int?, descending: Bool, ties: Int?) = (nil, false, nil)
            for step in steps {
                switch step {
                case .range(let f, let a, let b):
                    guard f < plan.filters.count, let bounds = plan.filters[f].bounds else { continue }
                    // Bounds a little beyond the data's on both sides, sometimes inverted.
                    let span = bounds.upperBound - bounds.lowerBound
                    session.set(
                        f,
                        .range(
                            lower: bounds.lowerBound - 0.1 * span + a * 1.2 * span,
                            upper: bounds.lowerBound - 0.1 * span + b * 1.2 * span))
                case .picks(let f, let picks):
                    if f < plan.filters.count { session.set(f, .picks(picks)) }
                case .reset(let f): session.reset(f)
                case .resetAll: session.resetAll()
                case .sort(let f, let descending, let ties):
                    guard f.map({ $0 < plan.filters.count }) ?? true, ties.map({ $0 < plan.filters.count }) ?? true
                    else { continue }
                    session.sort(by: f, descending: descending, tieBreak: ties)
                    order = (f, descending, ties)
                }
                Self.check(session, table, order: order, after: step)
            }
        }
    }

    /// The window's configuration: the price (filter 0) and the second slider (the area) binned
    /// in the sliders' own uniform bins, which may end inside the data's range (a home beyond
    /// them is in no bar), and set as the sliders set them: a lower and an upper bound, either
    /// end open (the price slider's "no maximum" is an infinite upper bound), or reset. The
    /// count, the list in price order and every bar must still be the naive recount's.
    @Test func thePriceAndSecondSlidersInTheirOwnBinsMatchANaiveRecount() async {
        let slider = zip(
            Gen.int(in: 0...1), Gen.int(in: 0...3), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.int(in: 0...3)
        )
        .map { f, kind, a, b, open -> Step in
            let f = f == 0 ? 0 : 1  // the price, the area
            switch kind {
            case 0: return .reset(f)
            case 1: return .picks(-1, Set([open, (open + 2) % 5]))  // the district choice meanwhile
            default: return .range(f, a, open == 0 ? .infinity : (open == 1 ? -.infinity : b))
            }
        }
        await propertyCheck(
            count: 120, input: Self.row.array(of: 20...80), Gen.int(in: 1...60).array(of: 2),
            Gen.double(in: 0...1).array(of: 4), slider.array(of: 1...20)
        ) { rows, binCounts, ends, steps in
            guard let table = try? DataTableLoader().load(bytes: Array(Self.csv(rows).utf8), source: "random.csv")
            else {
                Issue.record("the random CSV did not load")
                return
            }
            var plan = FilterPlan(table: table)
            guard plan.filters.first?.isPrice == true, let area = plan.filterIndex(named: "area") else { return }
            for (i, f) in [0, area].enumerated() {
                guard let b = plan.filters[f].bounds else { continue }
                let span = max(b.upperBound - b.lowerBound, 1)
                // Bins from a little below the data's lowest value to a little above, or short of, its highest.
                let lower = b.lowerBound - ends[2 * i] * 0.1 * span,
                    upper = b.upperBound + (ends[2 * i + 1] - 0.3) * 0.2 * span
                guard upper > lower,
                    let layout = try? HistogramLayout.uniform(lower: lower, upper: upper, count: binCounts[i])
                else { continue }
                plan = plan.replacingLayout(ofFilter: f, with: layout)
            }
            guard let session = try? FilterSession(table: table, plan: plan) else {
                Issue.record("no session")
                return
            }
            session.sort(by: 0, descending: false)
            for step in steps {
                switch step {
                case .range(let which, let a, let b):
                    let f = which == 0 ? 0 : area
                    guard let bounds = plan.filters[f].bounds else { continue }
                    let span = bounds.upperBound - bounds.lowerBound
                    let lower = bounds.lowerBound - 0.1 * span + a * 1.2 * span
                    // An infinite `b` is an open upper end; minus infinity an open lower end.
                    if b == .infinity {
                        session.set(f, .range(lower: lower, upper: .infinity))
                    } else if b == -.infinity {
                        session.set(f, .range(lower: -.infinity, upper: lower))
                    } else {
                        session.set(f, .range(lower: lower, upper: bounds.lowerBound - 0.1 * span + b * 1.2 * span))
                    }
                case .reset(let which): session.reset(which == 0 ? 0 : area)
                case .picks(_, let picks):
                    guard let district = plan.filterIndex(named: "district") else { continue }
                    session.set(district, .picks(picks))
                default: continue
                }
                Self.check(session, table, order: (0, false, nil), after: step)
            }
        }
    }

    /// Whether `row` passes filter `f` as set (naive: straight from the table's values).
    static func passes(_ session: FilterSession, _ table: DataTable, _ f: Int, _ row: Int) -> Bool {
        let column = table.columns[session.plan.filters[f].column]
        switch session.settings[f] {
        case .all: return true
        case .range(let lower, let upper):
            let v = column.number(at: row)
            return !v.isNaN && (lower.isNaN || v >= lower) && (upper.isNaN || v <= upper)
        case .picks(let picks):
            let v = column.number(at: row)
            return !v.isNaN && picks.contains(Int(v))
        }
    }

    /// The matching rows in the list's order (naive): file order, or by the filter's values
    /// (ascending, or that reversed; ties by the tie-break filter's values, unknown last, then
    /// in file order) with unknown values last in the ascending order.
    static func listed(
        _ matching: [Int], _ session: FilterSession, _ table: DataTable,
        order: (filter: Int?, descending: Bool, ties: Int?)
    ) -> [Int] {
        guard let f = order.filter else { return order.descending ? matching.reversed() : matching }
        let column = table.columns[session.plan.filters[f].column]
        let tie = order.ties.flatMap { $0 == f ? nil : table.columns[session.plan.filters[$0].column] }
        // A choice's category by its shown name's place among the names sorted without regard
        // to case (then as written); unknown (NaN) after every known value.
        func alphabetical(_ c: DataColumn) -> [Double] {
            let shown = c.kind == .categorical ? c.categories.map(CategoryLabel.labeller(column: c.name)) : c.categories
            let sorted = shown.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
            return shown.map { Double(sorted.firstIndex(of: $0)!) }
        }
        let ranks = (
            column.categories.isEmpty ? nil : alphabetical(column),
            tie.flatMap { $0.categories.isEmpty ? nil : alphabetical($0) }
        )
        func key(_ c: DataColumn?, _ ranks: [Double]?, _ row: Int) -> (Int, Double) {
            guard let c else { return (0, 0) }
            let v = c.number(at: row)
            return v.isNaN ? (1, 0) : (0, ranks.map { $0[Int(v)] } ?? v)
        }
        let sorted = matching.sorted { a, b in
            let ka = key(column, ranks.0, a), kb = key(column, ranks.0, b)
            if ka != kb { return ka < kb }
            let ta = key(tie, ranks.1, a), tb = key(tie, ranks.1, b)
            if ta != tb { return ta < tb }
            return a < b
        }
        let known = sorted.filter { !column.number(at: $0).isNaN }
        return (order.descending ? known.reversed() : known) + sorted.filter { column.number(at: $0).isNaN }
    }

    static func check(
        _ session: FilterSession, _ table: DataTable, order: (filter: Int?, descending: Bool, ties: Int?),
        after step: Step
    ) {
        let n = table.rowCount, plan = session.plan
        let pass = (0..<plan.filters.count).map { f in (0..<n).map { passes(session, table, f, $0) } }
        let matching = (0..<n).filter { row in pass.allSatisfy { $0[row] } }
        let result = session.result
        #expect(session.matchingCount == matching.count, "count after \(step)")
        #expect(result.matchingCount == matching.count, "the result's count after \(step)")
        #expect(
            session.rows(offset: 0, count: n) == listed(matching, session, table, order: order), "list after \(step)")
        #expect(
            result.rows(offset: 0, count: n) == listed(matching, session, table, order: order),
            "the result's list after \(step)")
        #expect(result.histograms.count == plan.filters.count)
        for (f, filter) in plan.filters.enumerated() {
            let column = table.columns[filter.column]
            let others = (0..<n).filter { row in pass.indices.allSatisfy { $0 == f || pass[$0][row] } }
            let bins = filter.layout?.binCount ?? filter.categories.count
            var inside = [Int](repeating: 0, count: bins), outside = inside
            for row in others {
                let v = column.number(at: row)
                let bin: Int? = filter.layout.map { $0.bin(of: v) } ?? (v.isNaN ? nil : Int(v))
                guard let bin else { continue }
                if pass[f][row] { inside[bin] += 1 } else { outside[bin] += 1 }
            }
            let h = session.histogram(f)
            #expect(h.inside == inside && h.outside == outside, "\(filter.name)'s bars after \(step)")
            #expect(result.histogram(f) == h, "the result's \(filter.name) bars after \(step)")
            if filter.layout == nil {
                #expect(
                    session.choices(f).map(\.count) == zip(inside, outside).map { $0 + $1 },
                    "\(filter.name)'s counts after \(step)")
            }
        }
    }
}
