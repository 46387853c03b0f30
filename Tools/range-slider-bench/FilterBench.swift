// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import HousingData
import HousingOracles
import RangeSliderCore

/// 4. Filtering: for the real homes and for synthetic ones, the time from a new price range to
/// what the window shows (the count, the histogram highlight, the list's slice with its first
/// screenful of rows read) through ``PriceIndex``, against ``LinearFilter``, the naive scan of
/// every home; and the same through the ``Crossfilter`` engine's own sorted dimension over the
/// prices alone (the range, the matching count, the histogram's highlight and the first screenful
/// of its list in price order), against ``PriceIndex``. Each update is timed on its own; a
/// figure's median, min and max are over updates. The homes are a ``DataTable``'s (the file's,
/// and ``SyntheticTable``'s rows drawn from it), copied for the two reference filters.
struct FilterBench {
    let quick: Bool
    let dataPath: String
    /// Synthetic homes for the large case.
    let largeCount: Int

    static let binCount = 60
    static let screenful = 20

    struct Result {
        var figures: [Figure] = []
        var largeMedianMs = Double.nan
        var largeSpeedup = Double.nan
        var realCount = 0
    }

    func run() -> Result {
        var result = Result()
        let table: DataTable
        do {
            table = try DataTableLoader(requiresPrice: true).load(path: dataPath)
        } catch {
            log("filter: cannot load \(dataPath): \(error)")
            return result
        }
        guard let real = HousingDataset(table: table) else {
            log("filter: \(dataPath) has no price column")
            return result
        }
        result.realCount = real.count
        let realCase = measure(
            real, label: "\(HousingFormat.grouped(real.count)) real homes", key: "real",
            indexedUpdates: quick ? 200 : 2000, naiveUpdates: quick ? 50 : 500)
        result.figures += realCase.figures

        var generated: DataTable!
        let generateMs =
            timeNanoseconds {
                generated = SyntheticTable.generate(count: largeCount, from: table, seed: 7)
            } / 1e6
        guard let synthetic = HousingDataset(table: generated) else {
            log("filter: the synthetic table has rows without a price")
            return result
        }
        let large = measure(
            synthetic, label: "\(HousingFormat.grouped(largeCount)) synthetic homes",
            key: largeCount == 1_000_000 ? "1m" : "large",
            indexedUpdates: quick ? 200 : 2000, naiveUpdates: quick ? 10 : 100)
        result.figures += large.figures
        result.figures.append(
            Figure(
                key: "filter_large_generate_ms",
                title: "filter: generating \(HousingFormat.grouped(largeCount)) synthetic homes (once)",
                unit: "ms", runs: [generateMs]))
        result.largeMedianMs = large.indexedMedianMs
        result.largeSpeedup = large.speedup
        return result
    }

    private struct Case { var figures: [Figure]; var indexedMedianMs: Double; var speedup: Double }

    /// What one price update produces, so neither path can be optimised away.
    private struct Update {
        var count = 0
        var highlighted = 0.0
        var firstRows = 0
    }

    private func measure(_ dataset: HousingDataset, label: String, key: String, indexedUpdates: Int, naiveUpdates: Int)
        -> Case
    {
        var index: PriceIndex!
        let indexMs = timeNanoseconds { index = PriceIndex(dataset) } / 1e6
        guard let bounds = index.priceBounds else {
            return Case(figures: [], indexedMedianMs: .nan, speedup: .nan)
        }
        let histogram = index.histogram(binCount: Self.binCount)
        // The same sequence of ranges for both: a drag-like walk of both bounds.
        func range(_ i: Int) -> (Double, Double) {
            let span = bounds.upperBound - bounds.lowerBound
            let a = 0.5 + 0.45 * sin(Double(i) * 0.013), b = 0.5 + 0.45 * sin(Double(i) * 0.029 + 1)
            return (bounds.lowerBound + span * min(a, b) * 0.8, bounds.lowerBound + span * max(a, b))
        }

        var sink = Update()
        var checked = 0
        var indexed: [Double] = []
        for i in 0..<indexedUpdates {
            let (lo, hi) = range(i)
            var u = Update()
            indexed.append(
                timeNanoseconds {
                    let selection = index.select(minPrice: lo, maxPrice: hi)
                    u.count = selection.count
                    for c in histogram.coverage(lower: lo, upper: hi) { u.highlighted += c.fraction }
                    for r in 0..<min(Self.screenful, selection.count) { u.firstRows &+= selection[r] }
                } / 1e6)
            sink.count &+= u.count
            sink.highlighted += u.highlighted
            sink.firstRows &+= u.firstRows
        }
        var naive: [Double] = []
        for i in 0..<naiveUpdates {
            let (lo, hi) = range(i)
            var u = Update()
            naive.append(
                timeNanoseconds {
                    let rows = LinearFilter.rows(in: dataset, minPrice: lo, maxPrice: hi)
                    u.count = rows.count
                    for c in histogram.coverage(lower: lo, upper: hi) { u.highlighted += c.fraction }
                    for r in 0..<min(Self.screenful, rows.count) { u.firstRows &+= rows[r] }
                } / 1e6)
            // Both paths must agree on the count.
            if u.count == index.count(minPrice: lo, maxPrice: hi) { checked += 1 }
            sink.count &+= u.count
        }
        if checked != naiveUpdates {
            log("filter: \(naiveUpdates - checked) counts differ between the index and the naive filter!")
        }
        var engine: Crossfilter?
        let engineBuildMs =
            timeNanoseconds {
                guard
                    let layout = try? HistogramLayout.uniform(
                        lower: bounds.lowerBound, upper: bounds.upperBound, count: Self.binCount)
                else { return }
                engine = try? Crossfilter(columns: [.numeric("price", dataset.prices, bins: layout)])
                try? engine?.setListOrder(ListOrder(dimension: 0))
            } / 1e6
        var engined: [Double] = []
        var engineChecked = 0
        if let engine {
            for i in 0..<indexedUpdates {
                let (lo, hi) = range(i)
                var u = Update()
                engined.append(
                    timeNanoseconds {
                        try? engine.setRange(0, lower: lo, upper: hi)
                        u.count = engine.matchingCount
                        u.highlighted = Double(engine.histogram(0)?.inside.reduce(0, +) ?? 0)
                        for r in engine.visibleRows(offset: 0, count: Self.screenful) { u.firstRows &+= r }
                    } / 1e6)
                if u.count == index.count(minPrice: lo, maxPrice: hi) { engineChecked += 1 }
                sink.firstRows &+= u.firstRows
            }
            if engineChecked != indexedUpdates {
                log("filter: \(indexedUpdates - engineChecked) counts differ between the index and the engine!")
            }
        }
        if sink.count == -1 { print(sink) }

        var f = Figure(
            key: "filter_\(key)_ms", title: "filter, \(label): new price range → count, highlight, list slice",
            unit: "ms/update", runs: indexed, reference: ("naive linear filter", naive),
            note: "\(indexedUpdates) indexed and \(naiveUpdates) naive updates; each timed alone")
        let speedup = Summary(naive).median / Summary(indexed).median
        if key == "1m" {
            f.target = "median ≤ 1 ms, ≥ 100× faster than naive"
            f.met = f.runs.median <= 1 && speedup >= 100
        }
        let build = Figure(
            key: "filter_\(key)_index_build_ms", title: "filter, \(label): building the price index (once)",
            unit: "ms", runs: [indexMs])
        // The same medians as a speed-up, for reading: naive ÷ indexed.
        var up = Figure(
            key: "filter_\(key)_speedup", title: "filter, \(label): speed-up, naive ÷ indexed (medians)",
            unit: "×", runs: [speedup])
        if key == "1m" {
            up.target = "≥ 100×"
            up.met = speedup >= 100
        }
        var figures = [f, up, build]
        if !engined.isEmpty {
            figures.append(
                Figure(
                    key: "filter_\(key)_engine_ms",
                    title: "filter, \(label): the same through the engine's sorted price dimension",
                    unit: "ms/update", runs: engined, reference: ("price index", indexed),
                    note: """
                        \(indexedUpdates) updates of the same walk; the list in price order; \
                        counts checked against the index
                        """))
            figures.append(
                Figure(
                    key: "filter_\(key)_engine_build_ms",
                    title: "filter, \(label): building the engine over the prices (once)",
                    unit: "ms", runs: [engineBuildMs]))
        }
        return Case(figures: figures, indexedMedianMs: f.runs.median, speedup: speedup)
    }
}
