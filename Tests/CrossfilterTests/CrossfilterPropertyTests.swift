// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PropertyBased
import Testing

@testable import Crossfilter

/// Property-based tests of the crossfilter engine against ``NaiveCrossfilter``: random columns
/// (ties, NaN, infinities, signed zeros, a single repeated value, no homes at all), random
/// layouts, and random sequences of range changes, code selections, clears and list orders (with
/// and without a tie-break dimension, set at once or prepared ahead and set after more filter
/// changes, as the window prepares a sort on another thread); after
/// every step every histogram, the matching count, every home's match and slices of the visible
/// list must equal the oracle's exactly. Both update paths run: the scattered per-home updates
/// visited in value order or in home order, in batches of one home, a few or many, with bin codes
/// on none, some or all dimensions, and the full recomputation (`rebuildFraction`, `homeOrderFraction`,
/// the batch capacity and the coded dimensions are drawn too), and list blocks are made small
/// so that the homes span many of them.
@Suite struct CrossfilterPropertyTests {
    /// Values with ties, unknowns and edges; a column uses the first `distinct` of them.
    static let valuePool: [Float] = [2, 0, 1, .nan, 3, -0.0, 2.5, .infinity, -1, -.infinity, 7, 1e30, 100, 4]
    /// Values that are not all exactly `Float`s, some rounding to the same `Float` (42.063388 and
    /// its neighbours, 2 and 2 + 1e-9), with ties, unknowns and edges.
    static let precisePool: [Double] = [
        42.063388, 2, 42.0633881, .nan, 2.000000001, 42.063388, 0.1, 42.06338799, -0.0, 1e300, 3,
    ]
    /// Bounds for ranges.
    static let boundPool: [Double] = [
        -.infinity, .infinity, .nan, -1, 0, -0.0, 0.5, 1, 2, 2.5, 3, 4, 7, 100, 1e30, 1e40,
        42.063388, 42.0633881, 2.000000001, 0.1,
    ]
    /// Bin layouts: whole values, equal widths that leave values out, uneven edges.
    static let layouts: [HistogramLayout] = [
        try! .integers(-1...4), try! .uniform(lower: 0, upper: 5, count: 3),
        try! .uniform(lower: -2, upper: 8, count: 10),
        try! HistogramLayout(edges: [-1, 0.5, 2, 2.5, 100]), try! .uniform(lower: 2, upper: 3, count: 1),
        try! .uniform(lower: 2, upper: 42.063388, count: 7), try! HistogramLayout(edges: [0, 2.000000001, 42.0633881]),
    ]

    struct ColumnSpec: CustomStringConvertible {
        var kind: Int  // 0, 1: numeric; 2: categorical; 3: numeric, not all exact `Float`s
        var distinct: Int
        var layout: Int
        var picks: [Int]
        var description: String { "col(kind \(kind), distinct \(distinct), layout \(layout), \(picks))" }
    }

    enum Step: CustomStringConvertible {
        case range(Int, Double, Double)
        case select(Int, [Int]?)
        case clear(Int)
        case clearAll
        case order(Int?, Bool, Int?)
        case slice(Int, Int)
        case prepare(Int?, Bool, Int?)
        case setPrepared
        var description: String {
            switch self {
            case .range(let d, let a, let b): return "setRange(\(d), \(a), \(b))"
            case .select(let d, let c): return "setSelection(\(d), \(c.map { "\($0)" } ?? "nil"))"
            case .clear(let d): return "clear(\(d))"
            case .clearAll: return "clearAll"
            case .order(let d, let desc, let t):
                return "order(\(d.map { "\($0)" } ?? "home"), desc \(desc), ties \(t.map { "\($0)" } ?? "home"))"
            case .slice(let o, let c): return "slice(\(o), \(c))"
            case .prepare(let d, let desc, let t):
                return "prepare(\(d.map { "\($0)" } ?? "home"), desc \(desc), ties \(t.map { "\($0)" } ?? "home"))"
            case .setPrepared: return "setPrepared"
            }
        }
    }

    static let column = zip(
        Gen.int(in: 0...3), Gen.int(in: 1...valuePool.count), Gen.int(in: 0...(layouts.count - 1)),
        Gen.int(in: 0...99).array(of: 60)
    )
    .map { ColumnSpec(kind: $0, distinct: $1, layout: $2, picks: $3) }

    static let step = zip(
        Gen.int(in: 0...13), Gen.int(in: 0...5), Gen.int(in: 0...(boundPool.count - 1)),
        Gen.int(in: 0...(boundPool.count - 1)), Gen.int(in: 0...127), Gen.int(in: 0...70), Gen.int(in: 0...30)
    )
    .map { kind, d, a, b, bits, offset, count -> Step in
        switch kind {
        case 0...4: return .range(d, boundPool[a], boundPool[b])
        case 5, 6: return .select(d, bits == 127 ? nil : (0..<7).filter { bits & (1 << $0) != 0 })
        case 7: return .clear(d)
        case 8: return bits % 9 == 0 ? .clearAll : .clear(d)
        case 9: return .order(bits % 7 == 6 ? nil : d, bits % 2 == 1, bits % 3 == 0 ? nil : (d + bits / 8) % 6)
        case 12: return .prepare(bits % 7 == 6 ? nil : d, bits % 2 == 1, bits % 3 == 0 ? nil : (d + bits / 8) % 6)
        case 13: return .setPrepared
        default: return .slice(offset, count)
        }
    }

    /// Ranges whose count is asked after every step: open, half-open, NaN, inverted, exact
    /// bounds of the pools' values (some not `Float`s), empty.
    static let rangeQueries: [(Double, Double)] = [
        (-.infinity, .infinity), (.nan, 2), (2, .nan), (2, 42.063388), (3, 1),
        (0, 0), (-0.0, 2.5), (42.0633881, 1e300), (2.000000001, .infinity),
    ]

    static let fractions: [Double] = [0.25, 0, 0.05, 0.5, 2]

    /// Builds the engine and the oracle from specs; returns nil for the engine's refusals (none
    /// expected here).
    static func make(
        homes n: Int, specs: [ColumnSpec], blockShift: Int, blockTableLimit: Int = VisibleListIndex.blockTableCapacity,
        codedDimensions: Int? = nil, listOrder: ListOrder = .homeOrder
    ) -> (Crossfilter, NaiveCrossfilter) {
        var columns: [CrossfilterColumn] = [], naive: [NaiveCrossfilter.Column] = []
        for (i, s) in specs.enumerated() {
            let picks = (0..<n).map { s.picks[$0 % s.picks.count] &+ $0 / s.picks.count }
            if s.kind == 2 {
                let count = 1 + s.distinct % 5
                let codes = picks.map { UInt16($0 % (count + 2)) }  // some codes unknown
                columns.append(.categorical("c\(i)", codes: codes, categoryCount: count))
                naive.append(.categorical(codes, count: count))
            } else if s.kind == 3 {
                let values = picks.map { precisePool[$0 % min(s.distinct, precisePool.count)] }
                let layout = layouts[s.layout]
                columns.append(.numeric("p\(i)", values, bins: layout))
                naive.append(.numeric(values, edges: layout.edges))
            } else {
                let values = picks.map { valuePool[$0 % s.distinct] }
                let layout = layouts[s.layout]
                // Half the numeric columns arrive as Double (exact Floats, kept as Float).
                columns.append(
                    s.kind == 0
                        ? .numeric("n\(i)", values, bins: layout)
                        : .numeric("n\(i)", values.map(Double.init), bins: layout))
                naive.append(.numeric(values.map(Double.init), edges: layout.edges))
            }
        }
        let engine = try! Crossfilter(
            columns: columns, listOrder: listOrder, listBlockShift: blockShift, listBlockTableLimit: blockTableLimit,
            codedDimensions: codedDimensions)
        return (engine, NaiveCrossfilter(columns: naive, homeCount: n))
    }

    /// Every answer of `engine` against `oracle` (the counts of ranges when `rangeCounts`:
    /// asking them sorts every numeric column); the problems found.
    static func differences(
        _ engine: Crossfilter, _ oracle: NaiveCrossfilter, order: ListOrder, slices: [(Int, Int)],
        rangeCounts: Bool = true
    ) -> [String] {
        var problems: [String] = []
        if engine.matchingCount != oracle.matchingCount {
            problems.append("count \(engine.matchingCount) ≠ \(oracle.matchingCount)")
        }
        for d in 0..<engine.dimensionCount where engine.histogram(d) != oracle.histogram(d) {
            problems.append("histogram \(d): \(engine.histogram(d)!) ≠ \(oracle.histogram(d))")
        }
        for h in 0..<oracle.homeCount where engine.matches(home: h) != oracle.matches(h) {
            problems.append("home \(h) matches \(engine.matches(home: h))")
        }
        // The count a range would give (a price preset's), every other filter as it stands.
        for d in 0..<engine.dimensionCount where rangeCounts {
            for (a, b) in rangeQueries {
                var other = oracle
                if engine.isCategorical(d) {
                    if engine.matchingCount(d, ifRange: a, b) != nil {
                        problems.append("count of categorical \(d) in a range")
                    }
                    continue
                }
                other.filters[d] = .range(lower: a, upper: b)
                let got = engine.matchingCount(d, ifRange: a, b)
                if got != other.matchingCount {
                    problems.append(
                        "count \(d) if \(a)...\(b): \(got.map(String.init) ?? "nil") ≠ \(other.matchingCount)")
                }
            }
        }
        let rows = oracle.rows(order)
        for (offset, count) in slices + [(0, oracle.homeCount + 1)] {
            let expected =
                offset < 0 || offset >= rows.count || count <= 0
                ? [] : Array(rows[offset..<min(rows.count, offset + count)])
            let got = engine.visibleRows(offset: offset, count: count)
            if got != expected { problems.append("rows(\(offset), \(count)) in \(order): \(got) ≠ \(expected)") }
        }
        return problems
    }

    /// Runs `steps` on both and checks after each, showing the engine to `observe` after each;
    /// returns the first failure's description.
    static func run(
        homes n: Int, specs: [ColumnSpec], steps: [Step], fraction: Double, blockShift: Int, homeOrder: Double = 0.01,
        blockTableLimit: Int = VisibleListIndex.blockTableCapacity, codedDimensions: Int? = nil,
        batchCapacity: Int = 16_384, sortingAhead: Bool = false, rangeCounts: Bool = true,
        firstOrder: ListOrder = .homeOrder, observe: (Crossfilter) -> Void = { _ in }
    ) -> String? {
        let (engine, start) = make(
            homes: n, specs: specs, blockShift: blockShift, blockTableLimit: blockTableLimit,
            codedDimensions: codedDimensions, listOrder: firstOrder)
        // Every column is sorted when first needed, or (`sortingAhead`) on another thread while
        // the steps run, as the window sorts them after its first frame.
        let sorted = DispatchSemaphore(value: 0)
        if sortingAhead {
            Thread {
                engine.sortDimensions()
                sorted.signal()
            }.start()
        }
        defer { if sortingAhead { sorted.wait() } }
        engine.flipBatchCapacity = batchCapacity
        var oracle = start
        engine.rebuildFraction = fraction
        engine.homeOrderFraction = homeOrder
        var order = firstOrder
        var prepared: (PreparedListOrder, ListOrder)?
        let first = differences(engine, oracle, order: order, slices: [], rangeCounts: rangeCounts)
        if !first.isEmpty { return "after building: \(first)" }
        for (i, step) in steps.enumerated() {
            var slices: [(Int, Int)] = [(0, 5)]
            let dims = engine.dimensionCount
            switch step {
            case .range(let d, let a, let b):
                let dim = d % dims
                if engine.isCategorical(dim) {
                    #expect(throws: CrossfilterError.notNumeric(dim)) { try engine.setRange(dim, lower: a, upper: b) }
                } else {
                    try! engine.setRange(dim, lower: a, upper: b)
                    oracle.filters[dim] = .range(lower: a, upper: b)
                }
            case .select(let d, let codes):
                let dim = d % dims
                if engine.isCategorical(dim) {
                    try! engine.setSelection(dim, codes: codes.map(Set.init))
                    oracle.filters[dim] = codes.map { .codes(Set($0)) } ?? .all
                } else {
                    #expect(throws: CrossfilterError.notCategorical(dim)) {
                        try engine.setSelection(dim, codes: codes.map(Set.init))
                    }
                }
            case .clear(let d):
                try! engine.clearFilter(d % dims)
                oracle.filters[d % dims] = .all
            case .clearAll:
                engine.clearAllFilters()
                oracle.filters = oracle.filters.map { _ in .all }
            case .order(let d, let descending, let ties):
                order = ListOrder(
                    dimension: d.map { $0 % dims }, descending: descending, tieBreak: ties.map { $0 % dims })
                try! engine.setListOrder(order)
            case .prepare(let d, let descending, let ties):
                let wanted = ListOrder(
                    dimension: d.map { $0 % dims }, descending: descending, tieBreak: ties.map { $0 % dims })
                prepared = (try! engine.prepareListOrder(wanted), wanted)
            case .setPrepared:
                if let (p, wanted) = prepared {
                    try! engine.setListOrder(p)
                    order = wanted
                }
            case .slice(let offset, let count):
                slices.append((offset, count))
                slices.append((offset - 3, count))
            }
            observe(engine)
            let problems = differences(engine, oracle, order: order, slices: slices, rangeCounts: rangeCounts)
            if !problems.isEmpty { return "step \(i) \(step): \(problems)" }
        }
        return nil
    }

    @Test func everySequenceOfFilterChangesMatchesTheNaiveRecomputation() async {
        let input = zip(
            Gen.int(in: 0...40), Self.column.array(of: 1...5), Self.step.array(of: 0...30),
            Gen.int(in: 0...(Self.fractions.count - 1)), Gen.int(in: 0...3), Gen.int(in: 0...2),
            Gen.int(in: 0...6), Gen.int(in: 0...2))
        await propertyCheck(count: 3000, input: input) { n, specs, steps, fraction, shift, homeOrder, coded, batch in
            // Bin codes on none, some or (6: the budget's choice) every dimension; batches of one
            // home, of three (several flushes an update) or the default.
            let codedDimensions = coded == 6 ? nil : coded, capacity = [1, 3, 16_384][batch]
            let failure = Self.run(
                homes: n, specs: specs, steps: steps, fraction: Self.fractions[fraction], blockShift: shift,
                homeOrder: [0, 0.1, 2][homeOrder], codedDimensions: codedDimensions, batchCapacity: capacity)
            #expect(
                failure == nil,
                """
                \(n) homes, \(specs), fraction \(Self.fractions[fraction]), blocks of \(1 << shift), home \
                order above \([0, 0.1, 2][homeOrder]), coded \(String(describing: codedDimensions)), \
                batches of \(capacity): \(failure ?? "")
                """)
        }
    }

    /// Columns sorted on another thread (``Crossfilter/sortDimensions()``) while the steps run,
    /// or each only when a step first needs it (no range counts asked between the steps, which
    /// would sort every numeric column), give the oracle's answers after every step; once that
    /// thread is done every column is sorted. A new engine has no column sorted until a call
    /// needs it.
    @Test func columnsSortedOnAnotherThreadOrWhenFirstNeededMatchTheNaiveRecomputation() async {
        let input = zip(
            Gen.int(in: 0...3000), Self.column.array(of: 1...5), Self.step.array(of: 0...20),
            Gen.int(in: 0...(Self.fractions.count - 1)), Gen.int(in: 0...1), Gen.int(in: 0...1))
        await propertyCheck(count: 300, input: input) { n, specs, steps, fraction, ahead, counts in
            var engineSeen: Crossfilter?
            let failure = Self.run(
                homes: n, specs: specs, steps: steps, fraction: Self.fractions[fraction], blockShift: 4,
                sortingAhead: ahead == 1, rangeCounts: counts == 1
            ) { engine in engineSeen = engine }
            #expect(
                failure == nil,
                "\(n) homes, \(specs), ahead \(ahead == 1), range counts \(counts == 1): \(failure ?? "")")
            if ahead == 1, let engine = engineSeen {
                engine.sortDimensions()  // returns once the other thread's sorts are done
                #expect((0..<engine.dimensionCount).allSatisfy(engine.isSorted), "\(specs)")
            }
        }
        let spec = ColumnSpec(kind: 0, distinct: 5, layout: 0, picks: [3, 1, 4])
        let (engine, _) = Self.make(homes: 50, specs: [spec, spec], blockShift: 4)
        #expect(!engine.isSorted(0) && !engine.isSorted(1), "a column sorted before anything needed it")
        _ = engine.matchingCount(1, ifRange: 1, 2)
        #expect(!engine.isSorted(0) && engine.isSorted(1))
    }

    /// An engine built in a list order (its columns sorted while the others are read) lists in
    /// that order from the start and answers as the oracle after every step; only that order's
    /// columns are sorted when it is built. Sizes from none to past the threshold where the
    /// columns are read on every core at once.
    @Test func anEngineBuiltInAListOrderMatchesTheNaiveRecomputation() async {
        let input = zip(
            Gen.int(in: 0...3000), Self.column.array(of: 1...5), Self.step.array(of: 0...20), Gen.int(in: 0...6),
            Gen.int(in: 0...1), Gen.int(in: 0...6))
        await propertyCheck(count: 300, input: input) { n, specs, steps, d, descending, t in
            let order = ListOrder(
                dimension: d == 6 ? nil : d % specs.count, descending: descending == 1,
                tieBreak: t == 6 ? nil : t % specs.count)
            let failure = Self.run(
                homes: n, specs: specs, steps: steps, fraction: 0.25, blockShift: 4, rangeCounts: false,
                firstOrder: order)
            #expect(failure == nil, "\(n) homes, \(specs), built in \(order): \(failure ?? "")")
            let (engine, _) = Self.make(homes: n, specs: specs, blockShift: 4, listOrder: order)
            let normalized = order.normalized
            let sorted = [normalized.dimension, normalized.tieBreak].compactMap { $0 }
            for dim in 0..<specs.count {
                #expect(engine.isSorted(dim) == sorted.contains(dim), "\(specs), \(order): column \(dim)")
            }
        }
        let spec = ColumnSpec(kind: 0, distinct: 9, layout: 2, picks: [3, 1, 4, 1, 5, 9, 2, 6])
        let categorical = ColumnSpec(kind: 2, distinct: 4, layout: 0, picks: [2, 7, 1, 8])
        let failure = Self.run(
            homes: 70_000, specs: [spec, categorical, spec], steps: [.range(2, 1, 3), .select(1, [0, 2])],
            fraction: 0.25, blockShift: 10, rangeCounts: false,
            firstOrder: ListOrder(dimension: 2, descending: true, tieBreak: 1))
        #expect(failure == nil, "70,000 homes: \(failure ?? "")")
        #expect(throws: CrossfilterError.noSuchDimension(3)) {
            try Crossfilter(
                columns: [.numeric("n", [Float(1)], bins: Self.layouts[0])], listOrder: ListOrder(dimension: 3))
        }
    }

    /// Sorted without a tie-break, the list finds each home's block in a table while the blocks
    /// number at most the table's limit and by a search past it; either way every answer equals
    /// the oracle's. Blocks of 1 to 8 homes and limits of 0 to 40 blocks put small data on both
    /// sides of the limit, in value order and in home order.
    @Test func listBlocksFromTheTableOrTheSearchMatchTheNaiveRecomputation() async {
        let input = zip(
            Gen.int(in: 0...200), Self.column.array(of: 1...4), Self.step.array(of: 0...25), Gen.int(in: 0...3),
            Gen.int(in: 0...40), Gen.int(in: 0...2), Gen.int(in: 0...5), Gen.int(in: 0...1))
        let seen = PathsSeen()
        await propertyCheck(count: 1500, input: input) { n, specs, steps, shift, limit, homeOrder, d, descending in
            // Sorted by a dimension first, so that most steps run with a table or a search.
            let steps = [Step.order(d, descending == 1, nil)] + steps
            let failure = Self.run(
                homes: n, specs: specs, steps: steps, fraction: 2, blockShift: shift,
                homeOrder: [0, 0.1, 2][homeOrder], blockTableLimit: limit
            ) { engine in
                if engine.listHasBlockTable {
                    seen.table += 1
                } else if engine.listOrder.dimension != nil, engine.listOrder.tieBreak == nil {
                    seen.search += 1
                }
            }
            #expect(
                failure == nil,
                """
                \(n) homes, \(specs), blocks of \(1 << shift), table up to \(limit) blocks, \
                home order above \([0, 0.1, 2][homeOrder]): \(failure ?? "")
                """
            )
        }
        #expect(
            seen.table > 1000 && seen.search > 1000,
            "steps with the table \(seen.table), with the search \(seen.search)")
    }

    /// At the real limit: blocks of one home, so 65,536 homes fill the 2-byte block numbers
    /// (the table) and 65,537 need the search; both list as the oracle does.
    @Test func listBlocksAtTheTablesRealLimitMatchTheNaiveRecomputation() async {
        let input = zip(
            Self.column.array(of: 1...2), Self.step.array(of: 1...4), Gen.int(in: 0...1), Gen.int(in: 0...1))
        await propertyCheck(count: 2, input: input) { specs, steps, homeOrder, descending in
            for n in [VisibleListIndex.blockTableCapacity, VisibleListIndex.blockTableCapacity + 1] {
                var tabled: Bool?
                let failure = Self.run(
                    homes: n, specs: specs, steps: [Step.order(0, descending == 1, nil)] + steps, fraction: 2,
                    blockShift: 0, homeOrder: [0, 2][homeOrder]
                ) { engine in
                    if tabled == nil { tabled = engine.listHasBlockTable }
                }
                #expect(failure == nil, "\(n) homes, \(specs): \(failure ?? "")")
                #expect(
                    tabled == (n == VisibleListIndex.blockTableCapacity),
                    "\(n) homes: table \(String(describing: tabled))")
            }
        }
    }

    /// A numeric dimension's sorted values are its known values sorted (the window's price
    /// scale reads them); a categorical dimension has none.
    @Test func sortedValuesAreTheKnownValuesSorted() async {
        let input = zip(Gen.int(in: 0...300), Self.column.array(of: 1...4))
        await propertyCheck(count: 500, input: input) { n, specs in
            let (engine, naive) = Self.make(homes: n, specs: specs, blockShift: 4)
            for d in specs.indices {
                guard case .numeric(let values, _) = naive.columns[d] else {
                    #expect(engine.sortedValues(d) == nil)
                    continue
                }
                let expected = values.filter { !$0.isNaN }.sorted()
                let got = engine.sortedValues(d)
                #expect(
                    got?.count == expected.count && zip(got.map(Array.init) ?? [], expected).allSatisfy { $0 == $1 },
                    "\(n) homes, \(specs[d])")
            }
            #expect(engine.sortedValues(specs.count) == nil)
        }
    }

    /// More than 65,536 homes, so the sorted indexes take three bytes a position.
    @Test func homesBeyondTwoByteIndexesMatchTheNaiveRecomputation() async {
        let input = zip(Gen.int(in: 65_530...70_000), Self.column.array(of: 2...3), Self.step.array(of: 1...3))
        await propertyCheck(count: 2, input: input) { n, specs, steps in
            let failure = Self.run(homes: n, specs: specs, steps: steps, fraction: 0.25, blockShift: 10)
            #expect(failure == nil, "\(n) homes, \(specs): \(failure ?? "")")
        }
    }

    /// More homes than a default block (1,024), so the real block size is crossed too.
    @Test func largerDataWithDefaultBlocksMatchesTheNaiveRecomputation() async {
        let input = zip(
            Gen.int(in: 1000...3000), Self.column.array(of: 2...4), Self.step.array(of: 1...12),
            Gen.int(in: 0...(Self.fractions.count - 1)), Gen.int(in: 0...2))
        await propertyCheck(count: 40, input: input) { n, specs, steps, fraction, batch in
            let capacity = [1, 100, 16_384][batch]
            let failure = Self.run(
                homes: n, specs: specs, steps: steps, fraction: Self.fractions[fraction], blockShift: 10,
                codedDimensions: batch == 1 ? 1 : nil, batchCapacity: capacity)
            #expect(
                failure == nil,
                "\(n) homes, \(specs), fraction \(Self.fractions[fraction]), batches of \(capacity): \(failure ?? "")")
        }
    }

    /// A list order prepared on another thread while this one keeps filtering, then set, lists
    /// the matching homes as the oracle does.
    @Test func anOrderPreparedOnAnotherThreadWhileFilteringListsAsTheOracle() async {
        let input = zip(
            Gen.int(in: 500...3000), Self.column.array(of: 2...4), Self.step.array(of: 1...20), Gen.int(in: 0...1))
        await propertyCheck(count: 20, input: input) { n, specs, steps, descending in
            let (engine, start) = Self.make(homes: n, specs: specs, blockShift: 6)
            var oracle = start
            let order = ListOrder(dimension: 1, descending: descending == 1, tieBreak: 0)
            let box = PreparedBox()
            let thread = Thread {
                box.prepared = try? engine.prepareListOrder(order); box.done.signal()
            }
            thread.start()
            for step in steps {
                switch step {
                case .range(let d, let a, let b) where !engine.isCategorical(d % engine.dimensionCount):
                    try! engine.setRange(d % engine.dimensionCount, lower: a, upper: b)
                    oracle.filters[d % engine.dimensionCount] = .range(lower: a, upper: b)
                case .select(let d, let codes) where engine.isCategorical(d % engine.dimensionCount):
                    try! engine.setSelection(d % engine.dimensionCount, codes: codes.map(Set.init))
                    oracle.filters[d % engine.dimensionCount] = codes.map { .codes(Set($0)) } ?? .all
                default:
                    break
                }
            }
            box.done.wait()
            guard let prepared = box.prepared else {
                Issue.record("not prepared")
                return
            }
            try! engine.setListOrder(prepared)
            let problems = Self.differences(engine, oracle, order: order, slices: [(0, 7), (n / 2, 9)])
            #expect(problems.isEmpty, "\(n) homes, \(specs), \(steps): \(problems)")
        }
    }

    /// An order prepared by one engine is refused by another, which keeps its order.
    @Test func anotherEnginesPreparedOrderIsRefused() throws {
        let spec = ColumnSpec(kind: 0, distinct: 5, layout: 0, picks: [3, 1, 4, 1, 5])
        let (a, _) = Self.make(homes: 20, specs: [spec, spec], blockShift: 2)
        let (b, _) = Self.make(homes: 20, specs: [spec, spec], blockShift: 2)
        let prepared = try a.prepareListOrder(ListOrder(dimension: 1, tieBreak: 0))
        #expect(throws: CrossfilterError.preparedForAnotherEngine) { try b.setListOrder(prepared) }
        #expect(b.listOrder == .homeOrder)
        #expect(a.listOrderNeedsSorting(ListOrder(dimension: 1, tieBreak: 0)))
        try a.setListOrder(prepared)
        #expect(a.listOrder == ListOrder(dimension: 1, tieBreak: 0))
        #expect(!a.listOrderNeedsSorting(ListOrder(dimension: 1, descending: true, tieBreak: 0)))
        #expect(!a.listOrderNeedsSorting(ListOrder(dimension: 0, tieBreak: 0)))
        #expect(!a.listOrderNeedsSorting(ListOrder(dimension: 7, tieBreak: 0)))
    }
}

/// How many checked steps found list blocks by the table and by the search.
private final class PathsSeen: @unchecked Sendable {  // written by one property check at a time
    var table = 0
    var search = 0
}

/// The result of a preparation on another thread.
private final class PreparedBox: @unchecked Sendable {  // written before `done` is signalled, read after
    var prepared: PreparedListOrder?
    let done = DispatchSemaphore(value: 0)
}
