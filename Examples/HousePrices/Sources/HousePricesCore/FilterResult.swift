// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousingData

/// A ``FilterSource``'s one answer after its filters change: the number of matching homes,
/// their list order, each filter's setting and each filter's histogram of the homes passing
/// the *other* filters. The window renders it and asks nothing else.
///
/// The matching rows themselves are read in list order a page at a time
/// (``rows(offset:count:)``), not copied: a result is valid until its source's next change.
public struct FilterResult {
    /// The homes passing every filter.
    public let matchingCount: Int
    /// The order the rows are listed in.
    public let listOrder: ListOrder
    /// The order last asked for while it is still being sorted (the rows stay in ``listOrder``
    /// until a later result); nil when the list is in the order asked for.
    public let pendingListOrder: ListOrder?
    /// Each filter's bars under the other filters, one per filter of the plan.
    public let histograms: [DimensionHistogram]
    /// Each filter's setting this result answers, one per filter of the plan.
    public let settings: [FilterSetting]
    /// The table the rows are of: nil for the table the source filters (the one the window
    /// read); a source that reads the matching rows a page at a time (a database server) gives
    /// the rows read so far, row k the k-th listed.
    public let listTable: DataTable?
    /// Reads the matching rows in list order.
    private let readRows: (_ offset: Int, _ count: Int) -> [Int]

    /// A result from its parts; `rows` reads up to `count` matching rows (of `listTable` when
    /// given) from the `offset`-th on, in `listOrder`, while the result is valid.
    public init(
        matchingCount: Int, listOrder: ListOrder, pendingListOrder: ListOrder? = nil, histograms: [DimensionHistogram],
        settings: [FilterSetting], listTable: DataTable? = nil, rows: @escaping (_ offset: Int, _ count: Int) -> [Int]
    ) {
        self.matchingCount = matchingCount
        self.listOrder = listOrder
        self.pendingListOrder = pendingListOrder
        self.histograms = histograms
        self.settings = settings
        self.listTable = listTable
        readRows = rows
    }

    /// Up to `count` matching rows (indexes into the table, or into ``listTable``) from the
    /// `offset`-th on, in ``listOrder``.
    public func rows(offset: Int, count: Int) -> [Int] { readRows(offset, count) }

    /// Filter `f`'s bars, empty for a filter that does not exist.
    public func histogram(_ f: Int) -> DimensionHistogram {
        histograms.indices.contains(f) ? histograms[f] : DimensionHistogram(inside: [], outside: [])
    }

    /// The categories of choice or toggle filter `f` of `plan` (the plan this result answers)
    /// with their counts under the other filters; empty for a slider or a filter that does not
    /// exist.
    public func choices(_ f: Int, of plan: FilterPlan) -> [ChoiceCount] {
        guard plan.filters.indices.contains(f), settings.indices.contains(f), plan.filters[f].bounds == nil else {
            return []
        }
        let h = histogram(f), categories = plan.filters[f].categories
        return categories.indices.map { i in
            let count = i < h.binCount ? h.inside[i] + h.outside[i] : 0
            let selected: Bool
            if case .picks(let picks) = settings[f] { selected = picks.contains(i) } else { selected = true }
            return ChoiceCount(index: i, name: categories[i], count: count, isSelected: selected)
        }
    }
}
