// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
import HousingData
import HousingOracles
@_spi(Testing) import RangeSlider

/// Part of the drag section: the drag cost per motion event under each non-linear
/// scale beside the linear one, and the time to build a quantile scale from 1,000,000 values
/// beside the price index built from the same values.
///
/// The data are the filter section's synthetic homes (`SyntheticTable`, seed 7, from the real
/// ones), 1,000,000 of them whatever `--large-homes` says, so the figure is always at a million.
struct ScaleBench {
    let quick: Bool
    let dataPath: String

    static let homes = 1_000_000

    /// The top-level JSON keys of the section: each scale's drag cost ÷ the linear one's, and
    /// the quantile scale's build time ÷ the price index's.
    static let ratioKeys = [
        "drag_ratio_logarithmic", "drag_ratio_piecewise", "drag_ratio_piecewise_continuous",
        "drag_ratio_quantile", "quantile_1m_build_ratio",
    ]

    struct Result {
        var figures: [Figure] = []
        /// Median drag cost under each scale ÷ the linear one's, by scale name.
        var dragRatios: [String: Double] = [:]
        /// Median quantile-scale build ÷ median price-index build.
        var buildRatio = Double.nan
    }

    /// One scale to drag under, over its own range.
    struct Case {
        /// The name in the figure's key and in ``Result/dragRatios``.
        let name: String
        let scale: SliderScale
        let minimum: Double
        let maximum: Double
        let label: String
    }

    /// The synthetic homes, or nil (logged) when the real ones cannot be read.
    func syntheticHomes() -> HousingDataset? {
        do {
            let real = try DataTableLoader(requiresPrice: true).load(path: dataPath)
            return HousingDataset(table: SyntheticTable.generate(count: Self.homes, from: real, seed: 7))
        } catch {
            log("scale: cannot load \(dataPath): \(error)")
            return nil
        }
    }

    func run(slider: RangeSliderWidget, events: Int, runs: Int) -> Result {
        var result = Result()
        guard let homes = syntheticHomes() else { return result }
        let prices = homes.prices

        result.figures += construction(homes: homes, result: &result)

        // The scales: a logarithmic and a quantile one over the homes' prices, and noUiSlider's
        // reference breakpoints over its own 0…10000.
        let low = prices.min() ?? 1, high = prices.max() ?? 2
        let priceRange = (minimum: low > 0 ? low : 1, maximum: high)
        let noUiSlider = PiecewiseScale(
            firstStep: nil,
            breakpoints: [
                ScaleBreakpoint(fraction: 0.1, value: 500, step: 500),
                ScaleBreakpoint(fraction: 0.5, value: 4000, step: 1000),
            ])
        let continuous = PiecewiseScale(
            firstStep: nil,
            breakpoints: noUiSlider.breakpoints.map {
                ScaleBreakpoint(fraction: $0.fraction, value: $0.value, step: nil)
            })
        let cases = [
            Case(
                name: "logarithmic", scale: .logarithmic, minimum: priceRange.minimum, maximum: priceRange.maximum,
                label: """
                    logarithmic, \
                    \(HousingFormat.grouped(Int(priceRange.minimum)))…\(HousingFormat.grouped(Int(priceRange.maximum)))
                    """),
            Case(
                name: "piecewise", scale: .piecewise(noUiSlider), minimum: 0, maximum: 10_000,
                label: """
                    piecewise, noUiSlider's reference (0…10,000; 10 % → 500 step 500, 50 % → 4,000 step \
                    1,000)
                    """),
            // The steps leave most events without a new value: the same breakpoints without
            // steps show the map's own cost.
            Case(
                name: "piecewise_continuous", scale: .piecewise(continuous), minimum: 0, maximum: 10_000,
                label: "piecewise, the same breakpoints without steps"),
            Case(
                name: "quantile", scale: .quantile(QuantileScale(values: prices)), minimum: priceRange.minimum,
                maximum: priceRange.maximum,
                label: "quantile of \(HousingFormat.grouped(Self.homes)) synthetic prices"),
        ]

        // Each run drags under the linear scale and then under the other, over the same range,
        // for every case: the reference is measured beside the figure, in the same run.
        var scaled = [[Double]](repeating: [], count: cases.count)
        var linear = [[Double]](repeating: [], count: cases.count)
        var moved = [Int](repeating: 0, count: cases.count), total = [Int](repeating: 0, count: cases.count)
        for _ in 0..<runs {
            for (i, c) in cases.enumerated() {
                guard let l = drag(slider, under: .linear, c, events: events),
                    let s = drag(slider, under: c.scale, c, events: events)
                else { return result }
                linear[i].append(l.nsPerEvent)
                scaled[i].append(s.nsPerEvent)
                moved[i] += s.changes
                total[i] += events
            }
            settle(0.05)
        }
        slider.setRange(minimum: 0, maximum: 1)
        try? slider.setScale(.linear)

        for (i, c) in cases.enumerated() {
            let share = Double(moved[i]) / Double(max(1, total[i]))
            let figure = Figure(
                key: "drag_\(c.name)_ns_per_event",
                title: "drag under the \(c.label) scale: one motion event",
                unit: "ns/event", runs: scaled[i],
                reference: ("linear scale, same range and run", linear[i]),
                note: "\(events) events per run, the same pixel offsets as the linear drag; "
                    + String(format: "%.0f %% of them changed the lower value", share * 100))
            result.dragRatios[c.name] = figure.ratio ?? .nan
            result.figures.append(figure)
        }
        return result
    }

    /// One drag of the lower thumb, `events` motion events of `DragBench.offset`, under `scale`
    /// over the case's range, starting with the thumbs at 20 % and 80 % of the track. Returns
    /// the cost per event and how many events changed the lower value; nil if no drag started.
    private func drag(_ slider: RangeSliderWidget, under scale: SliderScale, _ c: Case, events: Int)
        -> (nsPerEvent: Double, changes: Int)?
    {
        try? slider.setScale(.linear)  // a linear scale fits any range: set the range first
        slider.setRange(minimum: c.minimum, maximum: c.maximum)
        do {
            try slider.setScale(scale)
        } catch {
            log("scale: the \(scale.name) scale refused \(c.minimum)…\(c.maximum): \(error)")
            return nil
        }
        slider.setValues(
            lower: scale.value(atFraction: 0.2, minimum: c.minimum, maximum: c.maximum),
            upper: scale.value(atFraction: 0.8, minimum: c.minimum, maximum: c.maximum))
        settle(0.02)  // lay out at the new scale before the press
        let pressX = slider.positionForValue(slider.lowerValue)
        guard slider.simulateDragBegin(x: pressX, y: Double(FrameBench.height) / 2) else {
            log("scale: the press at the lower thumb started no drag under the \(scale.name) scale")
            return nil
        }
        var changes = 0, last = slider.lowerValue
        let ns = timeNanoseconds {
            for i in 1...events {
                slider.simulateDragUpdate(dx: DragBench.offset(i), dy: 0)
                let now = slider.lowerValue
                if now != last { changes += 1; last = now }
            }
        }
        slider.simulateDragEnd()
        return (ns / Double(events), changes)
    }

    /// The quantile scale built from the homes' 1,000,000 prices (`QuantileScale(values:)`:
    /// NaN filtered out, sorted, 1,024 knots sampled) beside the price index built from the
    /// same homes (`PriceIndex(_:)`, the filter section's reference),
    /// alternating, each timed alone.
    private func construction(homes: HousingDataset, result: inout Result) -> [Figure] {
        let prices = homes.prices
        let runs = quick ? 3 : 9
        var quantile: [Double] = [], index: [Double] = [], fromIndex: [Double] = []
        var knots = 0, indexed = 0
        for _ in 0..<runs {
            var q: QuantileScale?
            quantile.append(timeNanoseconds { q = QuantileScale(values: prices) } / 1e6)
            knots = q?.knotValues.count ?? 0
            var p: PriceIndex?
            index.append(timeNanoseconds { p = PriceIndex(homes) } / 1e6)
            indexed = p?.count ?? 0
            // An app that has the index already sorts nothing: the scale samples its prices.
            var shared: QuantileScale?
            if let p { fromIndex.append(timeNanoseconds { shared = QuantileScale(sorted: p.sortedPrices) } / 1e6) }
            if shared != q {
                log("scale: the quantile scale from the index's sorted prices differs from the one from the values!")
            }
        }
        var figure = Figure(
            key: "quantile_1m_build_ms",
            title: "quantile scale from \(HousingFormat.grouped(prices.count)) values (once)",
            unit: "ms", runs: quantile,
            reference: ("PriceIndex build from the same \(HousingFormat.grouped(indexed)) homes", index),
            target: "ratio ≤ 1.0",
            note: "\(knots) knots; \(runs) builds of each, alternating")
        result.buildRatio = figure.ratio ?? .nan
        figure.met = result.buildRatio <= 1
        let shared = Figure(
            key: "quantile_1m_from_index_ms",
            title: "quantile scale from the price index's sorted prices (QuantileScale(sorted:))",
            unit: "ms", runs: fromIndex, note: "what an app that keeps the index pays")
        return [figure, shared]
    }
}
