// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousingData

/// How one column is filtered in the window's filter panel.
public enum FilterKind: String, CaseIterable, Sendable {
    /// A range slider with its histogram (numbers with many distinct values).
    case range
    /// A range slider that steps from value to value, one histogram bar per value centred on
    /// its tick (bedrooms 1–6, bathrooms in halves).
    case steps
    /// Yes/no toggles.
    case toggle
    /// A searchable multi-select list of the categories with their counts.
    case choice
}

/// One filter of the panel: which column it filters, how, and under which label.
public struct PlannedFilter: Sendable, Equatable {
    /// The column's index in ``DataTable/columns``.
    public let column: Int
    /// The header's name (what the saved state keys on).
    public let name: String
    /// The label people read (``DataColumn/label``).
    public let label: String
    /// How the column is filtered.
    public let kind: FilterKind
    /// Whether this is the table's price column (always the first filter).
    public let isPrice: Bool
    /// The smallest…largest known value of a ``FilterKind/range`` or ``FilterKind/steps``
    /// column; nil for the others.
    public let bounds: ClosedRange<Double>?
    /// The distinct known values of a ``FilterKind/steps`` column, ascending; empty otherwise.
    public let steps: [Double]
    /// The categories of a ``FilterKind/choice`` column (`["no", "yes"]` for a toggle), in the
    /// order of ``DataColumn/categories``; empty for numbers.
    public let categories: [String]
    /// The bins of the column's histogram: equal widths for a range, one bin per value centred
    /// on it for steps, one per category otherwise (nil: the engine counts per code).
    public let layout: HistogramLayout?
    /// Whether the column holds whole numbers only (an integer column: year built, lot area).
    public var isWholeNumbers: Bool = false
}

/// Which filters the window shows for a table, in which order (display-free).
///
/// Every column whose ``DataColumn/filter`` is not ``FilterStyle/none`` gets one filter: range
/// and steps columns a slider (``FilterKind/range``, ``FilterKind/steps``), yes/no columns
/// toggles, categorical columns a multi-select list. The price column comes first, always
/// filtered (a single price as a range of one value), the others follow in the header's order. At most
/// ``Crossfilter/maximumDimensionCount`` filters (the engine's limit): columns beyond are not filtered
/// (``droppedColumns`` names them).
public struct FilterPlan: Sendable {
    /// The bins of a range column's histogram.
    public static let rangeBins = 48
    /// Steps of whole numbers spanning at most this many values get one bin per whole number
    /// (``HistogramLayout/integers(_:)``: a missing value leaves a gap); other steps get bins
    /// between the values' midpoints.
    public static let wholeStepSpan = 32

    /// The filters, price first.
    public let filters: [PlannedFilter]
    /// Filterable columns left out beyond the engine's limit (their names).
    public let droppedColumns: [String]

    /// The plan for `table`, with at most `limit` filters (1…64).
    public init(table: DataTable, limit: Int = Crossfilter.maximumDimensionCount) {
        let limit = max(1, min(limit, Crossfilter.maximumDimensionCount))
        var order = table.columns.indices.filter { table.columns[$0].filter != .none && $0 != table.priceColumnIndex }
        if let p = table.priceColumnIndex { order.insert(p, at: 0) }
        var filters: [PlannedFilter] = []
        var dropped: [String] = []
        for index in order {
            let column = table.columns[index]
            let isPrice = index == table.priceColumnIndex
            guard filters.count < limit,
                let planned = Self.plan(column, index: index, isPrice: isPrice)
                    ?? (isPrice ? Self.singlePrice(column, index: index) : nil)
            else {
                dropped.append(column.name)
                continue
            }
            filters.append(planned)
        }
        self.filters = filters
        self.droppedColumns = dropped
    }

    /// A plan from its parts.
    private init(filters: [PlannedFilter], droppedColumns: [String]) {
        self.filters = filters
        self.droppedColumns = droppedColumns
    }

    /// The same plan with slider filter `f`'s histogram bins replaced by `layout` (a slider that
    /// draws its histogram in bins of its own); unchanged when there is no filter `f` or it is
    /// a choice or toggle.
    public func replacingLayout(ofFilter f: Int, with layout: HistogramLayout) -> FilterPlan {
        guard filters.indices.contains(f), filters[f].layout != nil else { return self }
        var filters = self.filters
        let old = filters[f]
        filters[f] = PlannedFilter(
            column: old.column, name: old.name, label: old.label, kind: old.kind, isPrice: old.isPrice,
            bounds: old.bounds, steps: old.steps, categories: old.categories, layout: layout,
            isWholeNumbers: old.isWholeNumbers)
        return FilterPlan(filters: filters, droppedColumns: droppedColumns)
    }

    /// The filter of the column named `name` (compared without regard to case).
    public func filterIndex(named name: String) -> Int? {
        let wanted = name.lowercased()
        return filters.firstIndex { $0.name.lowercased() == wanted }
    }

    /// How `column` is filtered on its own (not the price), or nil when it is not filterable.
    public static func filter(for column: DataColumn) -> PlannedFilter? {
        plan(column, index: 0, isPrice: false)
    }

    /// One column's filter, or nil when it cannot be filtered after all.
    static func plan(_ column: DataColumn, index: Int, isPrice: Bool) -> PlannedFilter? {
        switch column.filter {
        case .range:
            guard let b = column.bounds, b.lowerBound.isFinite, b.upperBound.isFinite, b.lowerBound < b.upperBound,
                let layout = try? HistogramLayout.uniform(lower: b.lowerBound, upper: b.upperBound, count: rangeBins)
            else { return nil }
            return PlannedFilter(
                column: index, name: column.name, label: column.label, kind: .range, isPrice: isPrice,
                bounds: b, steps: [], categories: [], layout: layout, isWholeNumbers: column.kind == .integer)
        case .steps:
            let values = distinctValues(of: column)
            guard values.count >= 2, values.allSatisfy(\.isFinite), let layout = stepLayout(values) else { return nil }
            return PlannedFilter(
                column: index, name: column.name, label: column.label, kind: .steps, isPrice: isPrice,
                bounds: values[0]...values[values.count - 1], steps: values, categories: [], layout: layout,
                isWholeNumbers: column.kind == .integer)
        case .toggle, .choice:
            guard !column.categories.isEmpty, column.categories.count < Int(UInt16.max) else { return nil }
            return PlannedFilter(
                column: index, name: column.name, label: column.label,
                kind: column.filter == .toggle ? .toggle : .choice, isPrice: isPrice,
                bounds: nil, steps: [], categories: column.categories, layout: nil)
        case .none:
            return nil
        }
    }

    /// The price's filter when its column cannot be filtered on its own because every known
    /// price is one value `v`: a range `v…v` drawn in one bin around it, so that every table
    /// with a price has its price filter. Nil without a finite known price.
    static func singlePrice(_ column: DataColumn, index: Int) -> PlannedFilter? {
        let values = distinctValues(of: column)
        guard values.count == 1, let v = values.first, v.isFinite,
            let layout = try? HistogramLayout.uniform(
                lower: v - max(0.5, abs(v) * 1e-9), upper: v + max(0.5, abs(v) * 1e-9), count: 1)
        else { return nil }
        return PlannedFilter(
            column: index, name: column.name, label: column.label, kind: .range, isPrice: true,
            bounds: v...v, steps: [], categories: [], layout: layout, isWholeNumbers: column.kind == .integer)
    }

    /// The distinct known numbers of a column, ascending (NaN left out). The rows are read
    /// until the column's statistics' count of distinct values (``DataColumn/distinctCount``)
    /// is found: a steps column's few values are usually all in its first rows.
    static func distinctValues(of column: DataColumn) -> [Double] {
        var seen = Set<Double>()
        let wanted = column.kind.isNumeric ? column.distinctCount ?? Int.max : Int.max
        var row = 0
        while row < column.count, seen.count < wanted {
            let v = column.number(at: row)
            if !v.isNaN { seen.insert(v + 0) }  // -0 and 0 are one value
            row += 1
        }
        return seen.sorted()
    }

    /// Bins for a steps column: one per whole number when the values are whole and close
    /// together, else edges half-way between neighbouring values (the outer ones as far out as
    /// the nearest inner edge), so each value's bar is centred on it.
    static func stepLayout(_ values: [Double]) -> HistogramLayout? {
        let first = values[0], last = values[values.count - 1]
        if values.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }), last - first < Double(wholeStepSpan) {
            return try? HistogramLayout.integers(Int(first)...Int(last))
        }
        var edges = [first - (values[1] - first) / 2]
        for i in 1..<values.count { edges.append((values[i - 1] + values[i]) / 2) }
        edges.append(last + (last - values[values.count - 2]) / 2)
        return try? HistogramLayout(edges: edges)
    }
}

extension FilterPlan {
    /// `setting` for filter `f` as every ``FilterSource`` applies it: a range covering the
    /// filter's bounds, or picks of every category, is ``FilterSetting/all``; picks name only
    /// the filter's categories. Nil for a filter that does not exist or a setting of the other
    /// kind (a range for a choice, picks for a slider).
    public func applied(_ setting: FilterSetting, to f: Int) -> FilterSetting? {
        guard filters.indices.contains(f) else { return nil }
        let filter = filters[f]
        switch setting {
        case .all:
            return .all
        case .range(let lower, let upper):
            guard let b = filter.bounds else { return nil }
            return !(lower > b.lowerBound) && !(upper < b.upperBound) && !(lower > upper) ? .all : setting
        case .picks(let picks):
            guard filter.bounds == nil else { return nil }
            let valid = picks.filter { filter.categories.indices.contains($0) }
            return valid.count == filter.categories.count ? .all : .picks(valid)
        }
    }

    /// The settings to remember, by column name (filters at ``FilterSetting/all`` left out).
    public func saved(_ settings: [FilterSetting]) -> SavedFilters {
        var result = SavedFilters()
        for (f, setting) in settings.enumerated() where filters.indices.contains(f) {
            let filter = filters[f]
            switch setting {
            case .all: break
            case .range(let lower, let upper):
                guard let b = filter.bounds else { continue }
                result.entries.append(
                    .range(
                        column: filter.name,
                        SavedRange.encode(lower: lower, upper: upper, minimum: b.lowerBound, maximum: b.upperBound)))
            case .picks(let picks):
                result.entries.append(.picks(column: filter.name, picks.sorted().map { filter.categories[$0] }))
            }
        }
        return result
    }

    /// The settings `saved` gives this plan, in its entries' order: each entry for the filter
    /// of its column, if the plan has one of the same kind; anything else (another file's
    /// columns, damaged values, unknown categories) is left out, so a remembered state never
    /// hides homes it cannot explain.
    public func settings(restoring saved: SavedFilters) -> [(filter: Int, setting: FilterSetting)] {
        saved.entries.compactMap { entry in
            switch entry {
            case .range(let name, let values):
                guard let f = filterIndex(named: name), filters[f].bounds != nil else { return nil }
                let (lower, upper) = SavedRange.decode(values)
                guard lower != nil || upper != nil else { return nil }
                return (f, .range(lower: lower ?? -.infinity, upper: upper ?? .infinity))
            case .picks(let name, let names):
                guard let f = filterIndex(named: name), filters[f].bounds == nil else { return nil }
                let categories = filters[f].categories
                let picks = Set(names.compactMap { categories.firstIndex(of: $0) })
                return picks.isEmpty ? nil : (f, .picks(picks))
            }
        }
    }
}
