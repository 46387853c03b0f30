// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import HousingDatabase
import RangeSlider

/// The price and second sliders' histograms under the *other* filter:
/// the price histogram counts the homes inside the living-area range, and the living-area
/// histogram those inside the price range, so that dragging one slider reshapes the other's
/// bars. Counted by a ``FilterSession`` (a Crossfilter over every filterable column of the same
/// file), which only touches the homes a thumb crosses.
///
/// Built on the loader's thread with the data (``LoadedData/coordinated``), over the window's one
/// table (``LoadedData/table``), whose row k is home k: the window lists, counts and draws
/// from it from the first frame with data on.
///
/// Ownership: the window holds this object; it holds the session and nothing of GTK. It is built
/// on the loader's thread and used on the main thread once handed over.
final class CoordinatedHistograms: @unchecked Sendable {
    let session: FilterSession
    /// The session's filter for the price slider (0: the plan puts the price first).
    let priceFilter: Int
    /// The session's filter for the second slider, if it has one.
    let secondaryFilter: Int?
    /// The side panel's sliders: every other range or steps filter, counted in bins they draw.
    let panelSliders: [PanelSlider]
    /// The list order the window last asked for, its column's name, when it asked, and
    /// whether the source sorts it aside (for the "Prepared" report), until it is in place.
    var sorting: (order: ListOrder, name: String, since: Int, aside: Bool)?
    /// The server's source of the same filters (`--database`), once connected.
    var database: DatabaseFilterSource?

    private init(session: FilterSession, priceFilter: Int, secondaryFilter: Int?, panelSliders: [PanelSlider]) {
        self.session = session
        self.priceFilter = priceFilter
        self.secondaryFilter = secondaryFilter
        self.panelSliders = panelSliders
    }

    /// The session over `table` (the window's one table: row k is home k), binned as the
    /// sliders draw (`priceBins`, `secondaryBins`), on the calling (background) thread. A failure
    /// with a reason when the table has no price filter or the engine refuses its columns.
    static func build(
        table: DataTable, priceBins: Histogram,
        secondaryColumn: String?, secondaryBins: Histogram?
    ) -> Result<CoordinatedHistograms, Unavailable> {
        var plan = FilterPlan(table: table)
        guard let price = plan.filters.first, price.isPrice, price.layout != nil else {
            return .failure(Unavailable("no price filter"))
        }
        // The slider's bins, or the plan's one bin when every price is the same.
        if let priceLayout = layout(of: priceBins) { plan = plan.replacingLayout(ofFilter: 0, with: priceLayout) }
        var secondary: Int?
        if let name = secondaryColumn, let f = plan.filterIndex(named: name), plan.filters[f].layout != nil,
            let bins = secondaryBins, let layout = layout(of: bins)
        {
            plan = plan.replacingLayout(ofFilter: f, with: layout)
            secondary = f
        }
        let sliders = PanelSlider.sliders(of: plan, excluding: Set([0] + (secondary.map { [$0] } ?? [])))
        for slider in sliders { plan = plan.replacingLayout(ofFilter: slider.filter, with: slider.layout) }
        // Cheapest first, as the price index lists (no tie-break to sort): the price column is
        // sorted while the engine reads the others.
        guard let session = try? FilterSession(table: table, plan: plan, listOrder: ListOrder(dimension: 0)) else {
            return .failure(Unavailable("the engine refused the columns"))
        }
        session.mainThread = { MainThread.post($0) }  // large sorts on a thread of their own
        return .success(
            CoordinatedHistograms(session: session, priceFilter: 0, secondaryFilter: secondary, panelSliders: sliders))
    }

    /// Sorts every filter's column on a thread of its own (``FilterSession/sortEveryColumn()``;
    /// the session would sort each when first needed, on the main thread), then calls `done`
    /// on the main thread with the seconds it took.
    func sortColumnsAhead(done: @escaping (Double) -> Void) {
        let session = self.session
        let thread = Thread {
            let start = ContinuousClock.now
            session.sortEveryColumn()
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            MainThread.post { done(seconds) }
        }
        thread.stackSize = 1 << 20
        thread.name = "house-prices column sorter"
        thread.start()
    }

    /// Why the histograms stay those of every home.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The bins a slider's histogram is drawn in, as the engine takes them.
    private static func layout(of histogram: Histogram) -> HistogramLayout? {
        try? HistogramLayout.uniform(
            lower: histogram.lowerBound, upper: histogram.upperBound, count: histogram.binCount)
    }

    /// The window's filters: every slider and list tells it its own filter's changes, and it
    /// answers the window's one render callback: the server's (``database``) once connected,
    /// else the in-memory session.
    var source: FilterSource { database ?? session }

    /// Whether filter `f` is set in the side panel (not by the price or second slider).
    func isPanelFilter(_ f: Int) -> Bool { f != priceFilter && f != secondaryFilter }

    /// Filter `f`'s bars under the other filters in `result`, in the bins of `shape` (the
    /// slider's own).
    func histogram(_ f: Int, of result: FilterResult, like shape: Histogram) -> Histogram {
        let h = result.histogram(f)
        return Histogram(
            counts: zip(h.inside, h.outside).map { $0 + $1 }, lowerBound: shape.lowerBound, upperBound: shape.upperBound
        )
    }
}
