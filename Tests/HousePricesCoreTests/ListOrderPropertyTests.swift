// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import PropertyBased
import Testing

/// The list's order asked for through ``FilterSource/setListOrder(_:)`` with every sort of
/// the homes done on a thread of its own (``FilterSession/backgroundSortThreshold`` 0): over
/// random tables (ties, unknown values, categories), random orders ascending and descending
/// and filter changes while a sort is under way, every call is answered at once, every answer
/// lists the matching rows as the naive sort does in the order in place (the last asked for
/// once ``FilterResult/pendingListOrder`` is nil, the earlier one while it names the order
/// asked for), and once the main loop has run the sorts the list is in the order last asked for.
@Suite struct ListOrderPropertyTests {
    enum Call: CustomStringConvertible {
        case order(Int?, Bool, Int?)
        case range(Int, Double, Double)
        case clear(Int)
        case turn, drain
        var description: String {
            switch self {
            case .order(let f, let d, let t):
                return """
                    setListOrder(\(f.map(String.init) ?? "file"), descending \(d), \
                    ties \(t.map(String.init) ?? "file"))
                    """
            case .range(let f, let a, let b): return "setRange(\(a)...\(b), of: \(f))"
            case .clear(let f): return "setRange(nil, of: \(f))"
            case .turn: return "one main-loop turn"
            case .drain: return "main loop until the order is in place"
            }
        }
    }

    static let call = zip(
        Gen.int(in: 0...9), Gen.int(in: 0...7), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.int(in: 0...255)
    )
    .map { kind, f, a, b, bits -> Call in
        switch kind {
        case 0...3: return .order(bits % 7 == 6 ? nil : f, bits % 2 == 1, bits % 3 == 0 ? nil : (bits / 3) % 8)
        case 4, 5: return .range(f, min(a, b), max(a, b))
        case 6: return .clear(f)
        case 7, 8: return .turn
        default: return .drain
        }
    }

    @Test func theListIsInTheOrderAskedForOnceItIsSorted() async {
        await propertyCheck(
            count: 120, input: FilterSessionPropertyTests.row.array(of: 20...90), Self.call.array(of: 1...25)
        ) { rows, calls in
            guard
                let table = try? DataTableLoader().load(
                    bytes: Array(FilterSessionPropertyTests.csv(rows).utf8), source: "random.csv"),
                let session = try? FilterSession(table: table, plan: FilterPlan(table: table))
            else {
                Issue.record("the random CSV did not load")
                return
            }
            let loop = MainLoop()
            session.backgroundSortThreshold = 0
            session.mainThread = loop.post
            let source: FilterSource = session
            let plan = source.plan
            var answers: [FilterResult] = []
            source.onResult = { answers.append($0) }
            var told = [FilterSourcePropertyTests.Told](repeating: .all, count: plan.filters.count)
            // The order last asked for, and the one the list was last answered in without a
            // sort under way.
            var asked: (filter: Int?, descending: Bool, ties: Int?) = (nil, false, nil)
            var inPlace = asked
            func check(_ result: FilterResult, after call: Call) {
                let n = table.rowCount
                let matching = (0..<n).filter { row in
                    plan.filters.indices.allSatisfy { f in
                        FilterSourcePropertyTests.passes(
                            told[f], plan.filters[f], table.columns[plan.filters[f].column], row)
                    }
                }
                #expect(result.matchingCount == matching.count, "count after \(call)")
                if let pending = result.pendingListOrder {
                    #expect(
                        pending
                            == ListOrder(dimension: asked.filter, descending: asked.descending, tieBreak: asked.ties),
                        "the order under way is the one last asked for, after \(call)")
                } else {
                    inPlace = asked
                }
                #expect(
                    result.rows(offset: 0, count: n)
                        == FilterSessionPropertyTests.listed(matching, session, table, order: inPlace),
                    "list in \(inPlace) after \(call)")
            }
            /// Runs the main loop's work posted by the sorts, one piece (`once`) or until the
            /// order asked for is in place.
            func runMainLoop(once: Bool, after call: Call) {
                while once || answers.last?.pendingListOrder != nil {
                    guard let work = loop.next(waiting: once ? 0 : 30) else {
                        if !once { Issue.record("no sort came back within 30 s after \(call)") }
                        return
                    }
                    let before = answers.count
                    work()
                    #expect(answers.count <= before + 1, "a sort is answered at most once")
                    if answers.count > before, let result = answers.last {
                        #expect(result.pendingListOrder == nil, "a sort answers once in place, after \(call)")
                        check(result, after: call)
                    }
                    if once { return }
                }
            }
            for call in calls {
                let before = answers.count
                switch call {
                case .order(let f, let descending, let ties):
                    guard f.map({ $0 < plan.filters.count }) ?? true, ties.map({ $0 < plan.filters.count }) ?? true
                    else { continue }
                    asked = (f, descending, ties)
                    source.setListOrder(ListOrder(dimension: f, descending: descending, tieBreak: ties))
                case .range(let f, let a, let b):
                    guard plan.filters.indices.contains(f), let bounds = plan.filters[f].bounds else { continue }
                    let span = bounds.upperBound - bounds.lowerBound
                    let lower = bounds.lowerBound + a * span, upper = bounds.lowerBound + b * span
                    told[f] = .range(lower, upper)
                    source.setRange((lower, upper), of: f)
                case .clear(let f):
                    guard plan.filters.indices.contains(f), plan.filters[f].bounds != nil else { continue }
                    told[f] = .all
                    source.setRange(nil, of: f)
                case .turn:
                    runMainLoop(once: true, after: call)
                    continue
                case .drain:
                    runMainLoop(once: false, after: call)
                    continue
                }
                #expect(answers.count == before + 1, "one answer at once to \(call)")
                if let result = answers.last { check(result, after: call) }
            }
            runMainLoop(once: false, after: .drain)
            #expect(answers.last.map { $0.pendingListOrder == nil } ?? true)
            if let result = answers.last {
                #expect(inPlace == asked, "the list ends in the order last asked for")
                check(result, after: .drain)
            }
        }
    }

    /// Without ``FilterSession/mainThread`` every order is sorted inside the call, however many
    /// homes: one answer, in place.
    @Test func withoutAMainLoopEveryOrderIsSortedInTheCall() throws {
        let rows = (0..<60).map { i in (0..<7).map { (i * 37 + $0 * 11) % 1000 } }
        let table = try DataTableLoader().load(bytes: Array(FilterSessionPropertyTests.csv(rows).utf8), source: "t.csv")
        let session = try FilterSession(table: table, plan: FilterPlan(table: table))
        session.backgroundSortThreshold = 0
        var answers: [FilterResult] = []
        session.onResult = { answers.append($0) }
        let district = try #require(session.plan.filterIndex(named: "district"))
        session.setListOrder(ListOrder(dimension: district, descending: true, tieBreak: 0))
        #expect(answers.count == 1)
        #expect(answers.first?.pendingListOrder == nil)
        let expected = FilterSessionPropertyTests.listed(
            Array(0..<table.rowCount), session, table, order: (district, true, 0))
        #expect(answers.first?.rows(offset: 0, count: table.rowCount) == expected)
    }
}

/// The test's main loop: work posted from the sorts' threads, run on the test's own.
private final class MainLoop: @unchecked Sendable {  // the queue is guarded by `condition`
    private let condition = NSCondition()
    private var queue: [() -> Void] = []

    func post(_ work: @escaping () -> Void) {
        condition.lock()
        queue.append(work)
        condition.signal()
        condition.unlock()
    }

    /// The next work posted, waiting up to `seconds` for one; nil when none came.
    func next(waiting seconds: Double) -> (() -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while queue.isEmpty {
            if !condition.wait(until: deadline) { return nil }
        }
        return queue.removeFirst()
    }
}
