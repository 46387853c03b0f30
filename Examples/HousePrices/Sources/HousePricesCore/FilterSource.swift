// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter

/// The window's filters in one direction: a slider or list tells the source its own filter's
/// new range or picks (one call naming that filter), and the source answers with one
/// ``FilterResult`` to ``onResult``, which the window only renders.
///
/// Contract: every call that changes the source (``setRange(_:of:)``, ``setPicks(_:of:)``,
/// ``reset(_:)``, ``setListOrder(_:)``, ``restore(_:)``) and every ``refresh()`` is answered with
/// one result on the main thread, the filters as they stand after the call. ``FilterSession``
/// (in memory) answers at once, inside the call; a source that answers later (a database
/// server) answers on the main loop and may answer a run of calls with the result of the last.
/// A list order that takes a while to sort may be answered twice: at once in the order as it
/// stands, with ``FilterResult/pendingListOrder`` naming the new one, and again once the new
/// order is in place.
/// Filters are the plan's indexes; a call naming a filter that does not exist, or a setting of
/// the other kind (picks for a slider), changes nothing but is still answered.
public protocol FilterSource: AnyObject {
    /// Which filters, in which order.
    var plan: FilterPlan { get }
    /// Each filter's setting as the source applies it (a range covering the filter's whole known
    /// range is ``FilterSetting/all``).
    var settings: [FilterSetting] { get }
    /// Receives each result (set it before changing the source; nil: results are not made).
    var onResult: ((FilterResult) -> Void)? { get set }

    /// Filter `filter`'s range, as last set by ``setRange(_:of:)`` or ``restore(_:)``: infinite
    /// bounds are open ends. Nil when the filter lets every home through or has picks.
    func requestedRange(of filter: Int) -> (lower: Double, upper: Double)?
    /// Slider filter `filter` lets through `lower ≤ value ≤ upper` (an infinite or NaN bound is
    /// open, an inverted range lets nothing through); nil: every home, unknown values included.
    func setRange(_ range: (lower: Double, upper: Double)?, of filter: Int)
    /// Choice or toggle filter `filter` lets through these categories (indexes into
    /// ``PlannedFilter/categories``); nil: every home.
    func setPicks(_ picks: Set<Int>?, of filter: Int)
    /// These filters back to every home, answered once.
    func reset(_ filters: [Int])
    /// The list in `order`, prepared by the source (on its own thread when that takes a while).
    func setListOrder(_ order: ListOrder)
    /// Answers again with the filters as they stand.
    func refresh()
    /// The settings to remember, by column name.
    var saved: SavedFilters { get }
    /// Applies remembered settings (those this plan cannot take are left out), answered once.
    func restore(_ saved: SavedFilters)
    /// How many homes would match if slider filter `filter` were `lower…upper` and every other
    /// filter as it stands (a preset's count), or nil when the source cannot tell at once.
    func matchingCount(of filter: Int, ifRange lower: Double, _ upper: Double) -> Int?
}
