// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import HousingData
import RangeSliderCore

/// How a numeric column's filter is drawn as a slider in the side panel: the
/// slider's range and step, and the histogram bins the engine counts in (which must be bins the
/// slider can draw: equal widths between two bounds).
///
/// - A ``FilterKind/range`` column: the slider spans the column's known values, step 1 for
///   whole numbers (year built, lot area) and none otherwise; 48 equal bins over the same span.
/// - A ``FilterKind/steps`` column whose values lie on a grid (bedrooms 0…8; bathrooms in
///   halves, some halves missing): the slider steps by the grid's step (``commonStep``), and
///   each place of the grid has one bin centred on it (edges half a step either side), so each
///   value's bar stands on the value's place (a place without homes has an empty bin); the
///   first and last bars are cut at the track's ends, where the first and last values sit.
/// - A steps column on no grid of at most 64 places: the slider spans the values with no step,
///   and its bins are equal widths over that span, one per value (bars are then not centred
///   on the values).
public struct PanelSlider: Sendable, Equatable {
    /// The session's filter.
    public let filter: Int
    /// The slider's range.
    public let minimum: Double
    /// The slider's range.
    public let maximum: Double
    /// The slider's step (0: none).
    public let step: Double
    /// The histogram's bins, in which the session must count this filter.
    public let layout: HistogramLayout
    /// Whether the column holds whole numbers only.
    public let isWhole: Bool

    /// The histogram's outer edges (the slider draws `counts` between them).
    public var histogramBounds: (lower: Double, upper: Double) {
        (layout.edges[0], layout.edges[layout.edges.count - 1])
    }

    /// The slider for `planned` (filter `index` of its plan), or nil for a choice or toggle, or a
    /// column without two distinct finite values.
    public init?(_ planned: PlannedFilter, index: Int) {
        guard let bounds = planned.bounds, bounds.lowerBound.isFinite, bounds.upperBound.isFinite,
            bounds.lowerBound < bounds.upperBound
        else { return nil }
        filter = index
        minimum = bounds.lowerBound
        maximum = bounds.upperBound
        switch planned.kind {
        case .range:
            guard let layout = try? HistogramLayout.uniform(lower: minimum, upper: maximum, count: FilterPlan.rangeBins)
            else { return nil }
            self.layout = layout
            isWhole = minimum == minimum.rounded() && maximum == maximum.rounded() && planned.isWholeNumbers
            step = isWhole ? 1 : 0
        case .steps:
            let values = planned.steps
            guard values.count >= 2 else { return nil }
            isWhole = values.allSatisfy { $0 == $0.rounded() }
            if let grid = Self.commonStep(values, isWhole: isWhole),
                let layout = try? HistogramLayout.uniform(
                    lower: minimum - grid.step / 2, upper: maximum + grid.step / 2, count: grid.count)
            {
                self.layout = layout
                step = grid.step
            } else {
                guard
                    let layout = try? HistogramLayout.uniform(
                        lower: minimum, upper: maximum, count: min(values.count, FilterPlan.rangeBins))
                else { return nil }
                self.layout = layout
                step = 0
            }
        case .toggle, .choice:
            return nil
        }
    }

    /// The most bins a steps slider's grid has (one per step from the first value to the last).
    public static let maximumGridBins = 64

    /// A step every value lies on, counted from the first (to a millionth of a step), and the
    /// number of steps from the first value to the last plus one: the smallest gap between
    /// neighbouring values (`0.5` for bathrooms 1, 1.5, 2, 3), else 1 for whole numbers
    /// (0, 2, 5); nil when neither fits or the grid would have more than
    /// ``maximumGridBins`` places.
    static func commonStep(_ values: [Double], isWhole: Bool) -> (step: Double, count: Int)? {
        guard values.count >= 2 else { return nil }
        let first = values[0], last = values[values.count - 1]
        var smallest = Double.infinity
        for i in 1..<values.count { smallest = min(smallest, values[i] - values[i - 1]) }
        for step in [smallest] + (isWhole ? [1.0] : []) where step > 0 && step.isFinite {
            let places = (last - first) / step
            guard places.isFinite, places < Double(maximumGridBins) else { continue }
            let onGrid = values.allSatisfy { v in
                let k = (v - first) / step
                return abs(k - k.rounded()) <= 1e-6
            }
            if onGrid { return (step, Int(places.rounded()) + 1) }
        }
        return nil
    }

    /// A value as the slider's popovers and range label show it: whole numbers grouped
    /// (`31,770`), except years (`1960`); other numbers with up to two decimals (`2.5`).
    public func format(_ value: Double, isYear: Bool) -> String {
        guard value.isFinite else { return "—" }
        if isWhole || step >= 1 && step == step.rounded() {
            return isYear ? String(Int(value.rounded())) : HousingFormat.groupedWhole(value.rounded())
        }
        let rounded = (value * 100).rounded() / 100
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text.replacingOccurrences(of: ".", with: HousingFormat.style.decimalSeparator)
    }

    /// The panel sliders of `plan`: every range or steps filter but those in `excluded` (the
    /// window's price and second sliders), in the plan's order.
    public static func sliders(of plan: FilterPlan, excluding excluded: Set<Int>) -> [PanelSlider] {
        plan.filters.indices.compactMap { f in excluded.contains(f) ? nil : PanelSlider(plan.filters[f], index: f) }
    }
}

extension PanelSlider {
    /// A slider's histogram of `values` (NaN unknown) as the side panel draws it: for a
    /// `column` of few values (a ``FilterKind/steps`` filter: bedrooms 1–6), one bar per value
    /// in the panel slider's bins (``layout``, ``histogramBounds``); otherwise `equalBins`
    /// equal bins over `bounds`.
    public static func bars(of values: [Double], bounds: ClosedRange<Double>, equalBins: Int, column: DataColumn?)
        -> Histogram
    {
        if let slider = stepsSlider(of: column) {
            var counts = [Int](repeating: 0, count: slider.layout.binCount)
            for v in values { if let b = slider.layout.bin(of: v) { counts[b] += 1 } }
            return Histogram(
                counts: counts, lowerBound: slider.histogramBounds.lower, upperBound: slider.histogramBounds.upper)
        }
        return Histogram(
            values: values, binCount: equalBins, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound)
    }

    /// The bins ``bars(of:bounds:equalBins:column:)`` counts in, every count 0 (for an engine
    /// to count), without reading a value.
    public static func emptyBars(bounds: ClosedRange<Double>, equalBins: Int, column: DataColumn?) -> Histogram {
        if let slider = stepsSlider(of: column) {
            return Histogram(
                counts: [Int](repeating: 0, count: slider.layout.binCount), lowerBound: slider.histogramBounds.lower,
                upperBound: slider.histogramBounds.upper)
        }
        return Histogram(
            counts: [Int](repeating: 0, count: equalBins), lowerBound: bounds.lowerBound, upperBound: bounds.upperBound)
    }

    /// The panel slider of `column` when it is a ``FilterKind/steps`` column, else nil.
    private static func stepsSlider(of column: DataColumn?) -> PanelSlider? {
        guard let column, let planned = FilterPlan.filter(for: column), planned.kind == .steps else { return nil }
        return PanelSlider(planned, index: 0)
    }
}
