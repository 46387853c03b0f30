// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousingData

/// What one filter of a ``FilterSession`` lets through.
public enum FilterSetting: Sendable, Equatable {
    /// Every home, unknown values included.
    case all
    /// `lower ≤ value ≤ upper` (an infinite bound is open: the price's "no maximum").
    case range(lower: Double, upper: Double)
    /// The homes whose category (index in ``PlannedFilter/categories``) is one of these.
    case picks(Set<Int>)
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
public final class FilterSession: FilterSource {
    /// The table filtered.
    public let table: DataTable
    /// Which filters, in which order.
    public let plan: FilterPlan
    /// The engine: dimension `i` is filter `i`.
    public let engine: Crossfilter
    /// Each filter's setting.
    public private(set) var settings: [FilterSetting]
    /// Each slider filter's range as last set (nil: every home or picks).
    private var requested: [(lower: Double, upper: Double)?]
    /// Receives the result of every change made through ``FilterSource``'s calls.
    public var onResult: ((FilterResult) -> Void)?
    /// Per choice or toggle filter, the engine's code of each category (its alphabetical rank);
    /// empty for sliders.
    private let engineCodes: [[Int]]

    /// Builds the engine over the plan's columns. Throws the engine's error (never for a plan
    /// made from the same table).
    public init(table: DataTable, plan: FilterPlan) throws {
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
                default: columns.append(.numeric(filter.name, (0..<table.rowCount).map { column.number(at: $0) }, bins: layout))
                }
                engineCodes.append([])
            } else {
                // The table's code k is category k − 1, whose engine code is its alphabetical
                // rank; the table's 0 (unknown) is the engine's `categoryCount` (unknown).
                let ranks = Self.alphabeticalRanks(filter.categories, column: column)
                engineCodes.append(ranks)
                let unknown = UInt16(filter.categories.count)
                var codes = [UInt16](repeating: unknown, count: table.rowCount)
                if case .codes(let c) = column.values {
                    for row in 0..<min(c.count, codes.count) where c[row] != 0 {
                        let category = Int(c[row]) - 1
                        if ranks.indices.contains(category) { codes[row] = UInt16(ranks[category]) }
                    }
                }
                columns.append(.categorical(filter.name, codes: codes, categoryCount: filter.categories.count))
            }
        }
        engine = try Crossfilter(columns: columns, homeCount: table.rowCount)
        settings = Array(repeating: .all, count: plan.filters.count)
        requested = Array(repeating: nil, count: plan.filters.count)
        self.engineCodes = engineCodes
    }

    /// Each category's rank when the categories are sorted by their names as the list shows
    /// them, without regard to case (then exactly, then in the column's order).
    static func alphabeticalRanks(_ categories: [String], column: DataColumn) -> [Int] {
        let shown = column.kind == .categorical ? categories.map(CategoryLabel.labeller(column: column.name)) : categories
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
        guard plan.filters.indices.contains(f) else { return }
        let filter = plan.filters[f]
        let original = setting
        var setting = setting
        switch setting {
        case .all:
            break
        case .range(let lower, let upper):
            guard let b = filter.bounds else { return }
            if !(lower > b.lowerBound) && !(upper < b.upperBound) && !(lower > upper) { setting = .all }
        case .picks(let picks):
            guard filter.bounds == nil else { return }
            let valid = picks.filter { filter.categories.indices.contains($0) }
            setting = valid.count == filter.categories.count ? .all : .picks(valid)
        }
        if case .range(let lower, let upper) = original { requested[f] = (lower, upper) } else { requested[f] = nil }
        guard setting != settings[f] else { return }
        settings[f] = setting
        switch setting {
        case .all: try? engine.clearFilter(f)
        case .range(let lower, let upper): try? engine.setRange(f, lower: lower, upper: upper)
        case .picks(let picks): try? engine.setSelection(f, codes: Set(picks.map { engineCodes[f][$0] }))
        }
    }

    /// The engine's one answer as the filters stand: count, list order, the settings and every
    /// filter's histogram under the other filters.
    public var result: FilterResult {
        FilterResult(matchingCount: matchingCount, listOrder: engine.listOrder, histograms: plan.filters.indices.map(histogram),
                     settings: settings, rows: { [self] in rows(offset: $0, count: $1) })
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
        return (try? engine.setListOrder(ListOrder(dimension: f, descending: descending, tieBreak: tieBreak))) != nil
    }

    /// Sorts the list as the window's column headers sort (``HomeSortOrder``): by the filter of
    /// the known column `order.column`, found by its header name in `columnNames`, equal values
    /// cheapest first, unknown values last both ways (``HomeSortOrder``'s rule). Returns false,
    /// the order unchanged, when the column has no filter.
    @discardableResult
    public func sort(_ order: HomeSortOrder, columnNames: [HousingColumn: String]) -> Bool {
        guard let listOrder = listOrder(order, columnNames: columnNames) else { return false }
        return (try? engine.setListOrder(listOrder)) != nil
    }

    /// The engine's order for the window's `order` (see ``sort(_:columnNames:)``), or nil when
    /// the column has no filter: to prepare it on another thread
    /// (``Crossfilter/prepareListOrder(_:)``) before setting it.
    public func listOrder(_ order: HomeSortOrder, columnNames: [HousingColumn: String]) -> ListOrder? {
        guard let name = columnNames[order.column.housingColumn], let f = plan.filterIndex(named: name) else { return nil }
        return listOrder(filter: f, ascending: order.ascending)
    }

    /// The engine's order by filter `f`'s column (any of the file's columns that has a filter),
    /// by ``HomeSortOrder``'s rule: equal values cheapest first, unknown values last both ways,
    /// categories alphabetically as the list shows them. Nil for a filter that does not exist.
    public func listOrder(filter f: Int, ascending: Bool) -> ListOrder? {
        guard plan.filters.indices.contains(f) else { return nil }
        return ListOrder(dimension: f, descending: !ascending, tieBreak: plan.filters.first?.isPrice == true ? 0 : nil)
    }

    /// Up to `count` rows (indexes into the table) of the matching homes from the `offset`-th
    /// on, in the list's order.
    public func rows(offset: Int, count: Int) -> [Int] { engine.visibleRows(offset: offset, count: count) }

    /// The settings to remember, by column name (filters at ``FilterSetting/all`` left out).
    public var saved: SavedFilters {
        var result = SavedFilters()
        for (f, setting) in settings.enumerated() where setting != .all {
            let filter = plan.filters[f]
            switch setting {
            case .all: break
            case .range(let lower, let upper):
                guard let b = filter.bounds else { continue }
                result.entries.append(.range(column: filter.name,
                                             SavedRange.encode(lower: lower, upper: upper, minimum: b.lowerBound, maximum: b.upperBound)))
            case .picks(let picks):
                result.entries.append(.picks(column: filter.name, picks.sorted().map { filter.categories[$0] }))
            }
        }
        return result
    }

    /// Applies remembered settings: each entry to the filter of its column, if this table has
    /// one of the same kind; anything else (another file's columns, damaged values, unknown
    /// categories) is left out, so a remembered state never hides homes it cannot explain.
    /// Answered once (``onResult``).
    public func restore(_ saved: SavedFilters) {
        defer { answer() }
        for entry in saved.entries {
            switch entry {
            case .range(let name, let values):
                guard let f = plan.filterIndex(named: name), plan.filters[f].bounds != nil else { continue }
                let (lower, upper) = SavedRange.decode(values)
                guard lower != nil || upper != nil else { continue }
                set(f, .range(lower: lower ?? -.infinity, upper: upper ?? .infinity))
            case .picks(let name, let names):
                guard let f = plan.filterIndex(named: name), plan.filters[f].bounds == nil else { continue }
                let categories = plan.filters[f].categories
                let picks = Set(names.compactMap { categories.firstIndex(of: $0) })
                guard !picks.isEmpty else { continue }
                set(f, .picks(picks))
            }
        }
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

    public func setListOrder(_ order: ListOrder) {
        try? engine.setListOrder(order)
        answer()
    }

    public func refresh() { answer() }

    public func matchingCount(of filter: Int, ifRange lower: Double, _ upper: Double) -> Int? {
        engine.matchingCount(filter, ifRange: lower, upper)
    }

    /// Hands the result to ``onResult`` (made only when someone receives it).
    private func answer() {
        guard let onResult else { return }
        onResult(result)
    }
}
