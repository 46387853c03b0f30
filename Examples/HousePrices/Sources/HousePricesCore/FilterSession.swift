// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import HousingData

/// What one filter of a ``FilterSession`` lets through.
///
/// Two settings are equal when they let the same homes through as written: a NaN bound (an
/// open end) equals a NaN bound, so a setting compares equal to itself.
public enum FilterSetting: Sendable, Equatable {
    /// Every home, unknown values included.
    case all
    /// `lower ≤ value ≤ upper` (an infinite bound is open: the price's "no maximum").
    case range(lower: Double, upper: Double)
    /// The homes whose category (index in ``PlannedFilter/categories``) is one of these.
    case picks(Set<Int>)

    public static func == (a: FilterSetting, b: FilterSetting) -> Bool {
        func same(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
        switch (a, b) {
        case (.all, .all): return true
        case (.range(let l1, let u1), .range(let l2, let u2)): return same(l1, l2) && same(u1, u2)
        case (.picks(let p1), .picks(let p2)): return p1 == p2
        default: return false
        }
    }
}

/// One category of a choice or toggle filter: its name, how many homes have it and pass every
/// *other* filter, and whether it is selected.
public struct ChoiceCount: Sendable, Equatable {
    /// The category's index in ``PlannedFilter/categories``.
    public let index: Int
    /// The category.
    public let name: String
    /// Homes in this category passing the other filters.
    public let count: Int
    /// Whether the filter lets this category through.
    public let isSelected: Bool
}

/// The window's filters over a table, display-free: a ``FilterPlan`` and a ``Crossfilter`` of
/// its columns, with each filter's setting, its histogram under the other filters, the
/// categories' counts, the matching count and the visible list slice.
///
/// A range covering the filter's whole known range (``PlannedFilter/bounds``) is no filter:
/// homes with an unknown value stay in. A choice or toggle column lists (``sort(by:descending:tieBreak:)``)
/// in the alphabetical order of its categories as the list shows them (``CategoryLabel``),
/// without regard to case. Not thread-safe; build it off the main thread and hand it over.
///
/// The window's in-memory ``FilterSource``: each change is answered at once, inside the call.
/// A list order that needs a sort of many homes (``backgroundSortThreshold``) is sorted on a
/// thread of its own when ``mainThread`` is set: ``setListOrder(_:)`` answers at once with the
/// list in its order as it stands (``FilterResult/pendingListOrder`` naming the new one), and
/// again on the main thread once the new order is in place.
public final class FilterSession: FilterSource {
    /// The table filtered.
    public let table: DataTable
    /// Which filters, in which order.
    public let plan: FilterPlan
    /// The engine: dimension `i` is filter `i`.
    private let engine: Crossfilter
    /// Each filter's setting.
    public private(set) var settings: [FilterSetting]
    /// Each slider filter's range as last set (nil: every home or picks).
    private var requested: [(lower: Double, upper: Double)?]
    /// Receives the result of every change made through ``FilterSource``'s calls.
    public var onResult: ((FilterResult) -> Void)?
    /// Per choice or toggle filter, the engine's code of each category (its alphabetical rank);
    /// empty for sliders.
    private let engineCodes: [[Int]]
    /// From this many homes a list order that needs a sort of the homes is sorted on another
    /// thread, when ``mainThread`` is set.
    public var backgroundSortThreshold = 100_000
    /// Runs a closure on the main thread, called from another (the window's main loop). Nil:
    /// every list order is sorted inside ``setListOrder(_:)``.
    public var mainThread: ((@escaping () -> Void) -> Void)?
    /// The order asked for that is being sorted on another thread, if any.
    private var pendingListOrder: ListOrder?

    /// Builds the engine over the plan's columns, the list in `listOrder` (home order unless
    /// given; its columns sorted while the engine reads the others, ``Crossfilter``). Throws
    /// the engine's error (never for a plan made from the same table and an order of its filters).
    public init(table: DataTable, plan: FilterPlan, listOrder: ListOrder = .homeOrder) throws {
        self.table = table
        self.plan = plan
        var columns: [CrossfilterColumn] = []
        var engineCodes: [[Int]] = []
        for filter in plan.filters {
            let column = table.columns[filter.column]
            if let layout = filter.layout {
                switch column.values {
                case .float(let v): columns.append(.numeric(filter.name, v, bins: layout))
                case .double(let v): columns.append(.numeric(filter.name, v, bins: layout))
                default:
                    columns.append(
                        .numeric(filter.name, (0..<table.rowCount).map { column.number(at: $0) }, bins: layout))
                }
                engineCodes.append([])
            } else {
                // The table's code k is category k − 1, whose engine code is its alphabetical
                // rank; the table's 0 (unknown) is the engine's `categoryCount` (unknown).
                let ranks = Self.alphabeticalRanks(filter.categories, column: column)
                engineCodes.append(ranks)
                let unknown = UInt16(filter.categories.count)
                var codes: [UInt16]
                if case .codes(let c) = column.values, c.count == table.rowCount {
                    codes = c.mapped(through: [unknown] + ranks.map { UInt16($0) }, otherwise: unknown)
                } else {
                    codes = [UInt16](repeating: unknown, count: table.rowCount)
                    if case .codes(let c) = column.values {
                        for row in 0..<min(c.count, codes.count) where c[row] != 0 {
                            let category = Int(c[row]) - 1
                            if ranks.indices.contains(category) { codes[row] = UInt16(ranks[category]) }
                        }
                    }
                }
                columns.append(.categorical(filter.name, codes: codes, categoryCount: filter.categories.count))
            }
        }
        engine = try Crossfilter(columns: columns, homeCount: table.rowCount, listOrder: listOrder)
        settings = Array(repeating: .all, count: plan.filters.count)
        requested = Array(repeating: nil, count: plan.filters.count)
        self.engineCodes = engineCodes
    }

    /// Each category's rank when the categories are sorted by their names as the list shows
    /// them, without regard to case (then exactly, then in the column's order).
    static func alphabeticalRanks(_ categories: [String], column: DataColumn) -> [Int] {
        alphabeticalRanks(categories, labelled: column.kind == .categorical ? column.name : nil)
    }

    /// Each category's rank of choice or toggle filter `filter` in the list's order of its
    /// column (what ``sort(by:descending:tieBreak:)`` sorts by): empty for a slider.
    public static func alphabeticalRanks(of filter: PlannedFilter) -> [Int] {
        alphabeticalRanks(filter.categories, labelled: filter.kind == .choice ? filter.name : nil)
    }

    /// The ranks of `categories` shown as the list shows column `labelled`'s (nil: as they are).
    private static func alphabeticalRanks(_ categories: [String], labelled column: String?) -> [Int] {
        let shown = column.map { categories.map(CategoryLabel.labeller(column: $0)) } ?? categories
        let lowered = shown.map { $0.lowercased() }
        let sorted = categories.indices.sorted { a, b in
            lowered[a] != lowered[b] ? lowered[a] < lowered[b] : (shown[a] != shown[b] ? shown[a] < shown[b] : a < b)
        }
        var ranks = [Int](repeating: 0, count: categories.count)
        for (rank, category) in sorted.enumerated() { ranks[category] = rank }
        return ranks
    }

    /// The number of homes.
    public var totalCount: Int { table.rowCount }
    /// The number of homes passing every filter.
    public var matchingCount: Int { engine.matchingCount }
    /// The number of filters.
    public var filterCount: Int { plan.filters.count }

    /// Sets filter `f` (ignored for a filter that does not exist or a setting of the other
    /// kind: a range for a choice, picks for a slider). A range covering the filter's bounds, or
    /// picks of every category, is ``FilterSetting/all``; an inverted or NaN range is taken as
    /// the engine does (NaN bounds are open, an inverted range lets nothing through).
    public func set(_ f: Int, _ setting: FilterSetting) {
        guard let applied = plan.applied(setting, to: f) else { return }
        if case .range(let lower, let upper) = setting { requested[f] = (lower, upper) } else { requested[f] = nil }
        guard applied != settings[f] else { return }
        settings[f] = applied
        switch applied {
        case .all: try? engine.clearFilter(f)
        case .range(let lower, let upper): try? engine.setRange(f, lower: lower, upper: upper)
        case .picks(let picks): try? engine.setSelection(f, codes: Set(picks.map { engineCodes[f][$0] }))
        }
    }

    /// The engine's one answer as the filters stand: count, list order, the settings and every
    /// filter's histogram under the other filters.
    public var result: FilterResult {
        FilterResult(
            matchingCount: matchingCount, listOrder: engine.listOrder, pendingListOrder: pendingListOrder,
            histograms: plan.filters.indices.map(histogram), settings: settings,
            rows: { [self] in rows(offset: $0, count: $1) })
    }

    /// Filter `f` back to every home.
    public func reset(_ f: Int) { set(f, .all) }

    /// Every filter back to every home.
    public func resetAll() {
        settings = Array(repeating: .all, count: plan.filters.count)
        requested = Array(repeating: nil, count: plan.filters.count)
        engine.clearAllFilters()
    }

    /// Whether filter `f` leaves any home out.
    public func isFiltered(_ f: Int) -> Bool { settings.indices.contains(f) && settings[f] != .all }

    /// Filter `f`'s histogram: per bin, the homes passing every other filter inside its own
    /// setting (`inside`, the highlight) and outside it (`outside`, muted); homes another filter
    /// excludes are in neither. Empty for a filter that does not exist.
    public func histogram(_ f: Int) -> DimensionHistogram {
        guard let h = engine.histogram(f) else { return DimensionHistogram(inside: [], outside: []) }
        let codes = engineCodes[f]
        guard !codes.isEmpty else { return h }
        // A choice's bars in the order of its categories.
        return DimensionHistogram(inside: codes.map { h.inside[$0] }, outside: codes.map { h.outside[$0] })
    }

    /// The categories of choice or toggle filter `f` with their counts under the other filters.
    public func choices(_ f: Int) -> [ChoiceCount] { result.choices(f, of: plan) }

    /// Sorts the list by filter `f`'s column (nil: file order), equal values ordered by filter
    /// `tieBreak`'s column (nil: file order), as ``ListOrder`` states. Returns false for a filter
    /// that does not exist.
    @discardableResult
    public func sort(by f: Int?, descending: Bool, tieBreak: Int? = nil) -> Bool {
        if let f, !plan.filters.indices.contains(f) { return false }
        if let tieBreak, !plan.filters.indices.contains(tieBreak) { return false }
        pendingListOrder = nil
        return (try? engine.setListOrder(ListOrder(dimension: f, descending: descending, tieBreak: tieBreak))) != nil
    }

    /// Sorts the list as the window's column headers sort (``HomeSortOrder``): by the filter of
    /// the known column `order.column`, found by its header name in `columnNames`, equal values
    /// cheapest first, unknown values last both ways (``HomeSortOrder``'s rule). Returns false,
    /// the order unchanged, when the column has no filter.
    @discardableResult
    public func sort(_ order: HomeSortOrder, columnNames: [HousingColumn: String]) -> Bool {
        guard let listOrder = listOrder(order, columnNames: columnNames) else { return false }
        pendingListOrder = nil
        return (try? engine.setListOrder(listOrder)) != nil
    }

    /// The engine's order for the window's `order` (see ``sort(_:columnNames:)``), or nil when
    /// the column has no filter: to ask for with ``setListOrder(_:)``.
    public func listOrder(_ order: HomeSortOrder, columnNames: [HousingColumn: String]) -> ListOrder? {
        guard let name = columnNames[order.column.housingColumn], let f = plan.filterIndex(named: name) else {
            return nil
        }
        return listOrder(filter: f, ascending: order.ascending)
    }

    /// The engine's order by filter `f`'s column (any of the file's columns that has a filter),
    /// by ``HomeSortOrder``'s rule: equal values cheapest first, unknown values last both ways,
    /// categories alphabetically as the list shows them. Nil for a filter that does not exist.
    public func listOrder(filter f: Int, ascending: Bool) -> ListOrder? {
        guard plan.filters.indices.contains(f) else { return nil }
        return ListOrder(dimension: f, descending: !ascending, tieBreak: plan.filters.first?.isPrice == true ? 0 : nil)
    }

    /// Sorts every filter's column now (the engine sorts each when first needed: a filter set
    /// on it, a list order by it, its sorted values), so that none of those waits for a sort
    /// later. Changes no result. Unlike the other methods, it may run on another thread while
    /// the session filters (``Crossfilter/sortDimensions()``).
    public func sortEveryColumn() { engine.sortDimensions() }

    /// Whether filter `f`'s column is sorted (``sortEveryColumn()``).
    public func isColumnSorted(_ f: Int) -> Bool { engine.isSorted(f) }

    /// Slider filter `f`'s known values in ascending order (unknown values left out), or nil
    /// for a filter that does not exist or has categories.
    public func sortedValues(of f: Int) -> SortedValues? { engine.sortedValues(f) }

    /// Up to `count` rows (indexes into the table) of the matching homes from the `offset`-th
    /// on, in the list's order.
    public func rows(offset: Int, count: Int) -> [Int] { engine.visibleRows(offset: offset, count: count) }

    /// The settings to remember, by column name (filters at ``FilterSetting/all`` left out).
    public var saved: SavedFilters { plan.saved(settings) }

    /// Applies remembered settings (``FilterPlan/settings(restoring:)``), answered once
    /// (``onResult``).
    public func restore(_ saved: SavedFilters) {
        for (f, setting) in plan.settings(restoring: saved) { set(f, setting) }
        answer()
    }

    // MARK: FilterSource

    public func requestedRange(of filter: Int) -> (lower: Double, upper: Double)? {
        requested.indices.contains(filter) ? requested[filter] : nil
    }

    public func setRange(_ range: (lower: Double, upper: Double)?, of filter: Int) {
        if plan.filters.indices.contains(filter), plan.filters[filter].bounds != nil {
            set(filter, range.map { .range(lower: $0.lower, upper: $0.upper) } ?? .all)
        }
        answer()
    }

    public func setPicks(_ picks: Set<Int>?, of filter: Int) {
        if plan.filters.indices.contains(filter), plan.filters[filter].bounds == nil {
            set(filter, picks.map { .picks($0) } ?? .all)
        }
        answer()
    }

    public func reset(_ filters: [Int]) {
        for f in filters { set(f, .all) }
        answer()
    }

    /// The list in `order`: at once, or, for a sort of many homes with ``mainThread`` set, on
    /// a thread of its own (answered at once with ``FilterResult/pendingListOrder`` set, and
    /// again once it is in place). Asking again for the order under way with only the other
    /// direction starts no second sort; asking for any other order drops the one under way.
    /// An order naming a filter that does not exist changes nothing.
    public func setListOrder(_ order: ListOrder) {
        defer { answer() }
        if let mainThread, engine.homeCount >= backgroundSortThreshold, engine.listOrderNeedsSorting(order) {
            sortInBackground(order, mainThread: mainThread)
        } else if order.dimension.map(plan.filters.indices.contains) ?? true,
            order.tieBreak.map(plan.filters.indices.contains) ?? true
        {
            pendingListOrder = nil
            try? engine.setListOrder(order)
        }
    }

    public func refresh() { answer() }

    public func matchingCount(of filter: Int, ifRange lower: Double, _ upper: Double) -> Int? {
        engine.matchingCount(filter, ifRange: lower, upper)
    }

    /// Sorts the homes for `order` on a thread of its own and sets it on the main thread, unless
    /// another order was asked for meanwhile; the same sort under way takes `order`'s direction.
    private func sortInBackground(_ order: ListOrder, mainThread: @escaping (@escaping () -> Void) -> Void) {
        if let pending = pendingListOrder, pending.dimension == order.dimension, pending.tieBreak == order.tieBreak {
            pendingListOrder = order
            return
        }
        pendingListOrder = order
        let engine = engine
        let thread = Thread { [weak self] in
            let prepared = try? engine.prepareListOrder(order)
            mainThread { [weak self] in
                guard let self, let wanted = self.pendingListOrder, wanted.dimension == order.dimension,
                    wanted.tieBreak == order.tieBreak
                else { return }  // another order asked for meanwhile
                self.pendingListOrder = nil
                if let prepared { try? engine.setListOrder(prepared) }
                try? engine.setListOrder(wanted)  // its direction, at no cost
                self.answer()
            }
        }
        thread.stackSize = 16 << 20
        thread.name = "list order"
        thread.start()
    }

    /// Hands the result to ``onResult`` (made only when someone receives it).
    private func answer() {
        guard let onResult else { return }
        onResult(result)
    }
}
