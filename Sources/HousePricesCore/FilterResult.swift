// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter

/// The engine's one answer after its filters change (``FilterSession/result``): the number of
/// matching homes, their list order, and each filter's histogram of the homes passing the
/// *other* filters. The window renders it and asks nothing else.
///
/// The matching rows themselves are read in list order a page at a time
/// (``rows(offset:count:)``), not copied: a result is valid until its session's next change.
public struct FilterResult {
    /// The homes passing every filter.
    public let matchingCount: Int
    /// The order the rows are listed in.
    public let listOrder: ListOrder
    /// Filter `f`'s bars (``FilterSession/histogram(_:)``), one per filter of the plan.
    public let histograms: [DimensionHistogram]
    /// The session answered.
    let session: FilterSession

    init(_ session: FilterSession) {
        self.session = session
        matchingCount = session.matchingCount
        listOrder = session.engine.listOrder
        histograms = session.plan.filters.indices.map(session.histogram)
    }

    /// Up to `count` matching rows (indexes into the table) from the `offset`-th on, in
    /// ``listOrder``.
    public func rows(offset: Int, count: Int) -> [Int] { session.rows(offset: offset, count: count) }

    /// Filter `f`'s bars, empty for a filter that does not exist.
    public func histogram(_ f: Int) -> DimensionHistogram {
        histograms.indices.contains(f) ? histograms[f] : DimensionHistogram(inside: [], outside: [])
    }
}
