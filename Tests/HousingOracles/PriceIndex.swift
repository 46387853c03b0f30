// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import RangeSliderCore

/// The homes of a ``HousingDataset`` sorted by price once, so that a price range gives its
/// matching homes, their count and the histogram highlight without looking at every home.
///
/// Built in O(n log n); then, for n homes and b histogram bins:
/// - ``positions(minPrice:maxPrice:)`` and ``count(minPrice:maxPrice:)``: two binary searches,
///   O(log n). The matching homes are the contiguous slice of ``rowsByPrice`` at those positions
///   (in price order, ties in file order), so a list model can show the slice without copying.
/// - ``histogram(binCount:lowerBound:upperBound:)``: one binary search per bin edge, O(b log n);
///   the sorted prices are the prefix counts. Which bins the selected span covers is then
///   ``Histogram/coverage(lower:upper:)``, O(b).
/// - ``select(minPrice:maxPrice:minSecondary:maxSecondary:)`` with a second filter (living area
///   or bedrooms) scans only the price slice, O(log n + k) for k homes in the price range, over
///   a contiguous array of the measure kept in price order; it never rescans all n homes.
///
/// Ranges are closed, `minPrice ≤ price ≤ maxPrice`. A range with a NaN bound or with
/// `minPrice > maxPrice` matches nothing; infinite bounds are fine. ``LinearFilter`` answers the
/// same queries by scanning every home, as a reference.
public struct PriceIndex: Sendable {
    /// The homes indexed.
    public let dataset: HousingDataset
    /// The prices in increasing order: `sortedPrices[p] == dataset.prices[rowsByPrice[p]]`.
    public let sortedPrices: [Double]
    /// The dataset row of the home at each position in price order (ties in file order).
    public let rowsByPrice: [Int]
    /// The measure of the second filter, or nil when the data has none.
    public let secondaryMeasure: SecondaryMeasure?
    /// The second measure of the home at each position in price order, NaN where unknown; empty
    /// when there is no second measure.
    public let secondaryByPrice: [Double]

    /// Indexes `dataset`, with its ``HousingDataset/defaultSecondaryMeasure`` as second filter.
    public init(_ dataset: HousingDataset) {
        self.init(dataset, secondaryMeasure: dataset.defaultSecondaryMeasure)
    }

    /// Indexes `dataset` with `secondaryMeasure` (or none) as second filter.
    public init(_ dataset: HousingDataset, secondaryMeasure: SecondaryMeasure?) {
        self.dataset = dataset
        self.secondaryMeasure = secondaryMeasure
        let prices = dataset.prices
        // Ties keep file order, so the index is the same on every run.
        let order = StableOrder.indices(sorting: prices)
        rowsByPrice = order
        sortedPrices = order.map { prices[$0] }
        if let measure = secondaryMeasure {
            let values = dataset.values(of: measure)
            secondaryByPrice = order.map { values[$0] }
        } else {
            secondaryByPrice = []
        }
    }

    /// The number of homes.
    public var count: Int { sortedPrices.count }

    /// The cheapest…dearest price, or nil when there are no homes. O(1).
    public var priceBounds: ClosedRange<Double>? {
        guard let low = sortedPrices.first, let high = sortedPrices.last else { return nil }
        return low...high
    }

    /// The smallest…largest known value of the second measure, or nil when there is none.
    public var secondaryBounds: ClosedRange<Double>? {
        secondaryMeasure.flatMap { dataset.bounds(of: $0) }
    }

    // MARK: - Price queries

    /// The positions in price order (indices into ``sortedPrices`` and ``rowsByPrice``) of the
    /// homes with `minPrice ≤ price ≤ maxPrice`; empty for a NaN bound or `minPrice > maxPrice`.
    /// O(log n).
    public func positions(minPrice: Double, maxPrice: Double) -> Range<Int> {
        guard !minPrice.isNaN, !maxPrice.isNaN, minPrice <= maxPrice else { return 0..<0 }
        let low = firstPosition(where: { $0 >= minPrice })
        let high = firstPosition(where: { $0 > maxPrice })
        return low..<max(low, high)
    }

    /// The number of homes with `minPrice ≤ price ≤ maxPrice`. O(log n).
    public func count(minPrice: Double, maxPrice: Double) -> Int {
        positions(minPrice: minPrice, maxPrice: maxPrice).count
    }

    /// The first position whose price satisfies `isPast`, a predicate false for a prefix of
    /// the sorted prices and true for the rest; `count` when none does.
    private func firstPosition(where isPast: (Double) -> Bool) -> Int {
        sortedPrices.withUnsafeBufferPointer { prices in
            var low = 0, high = prices.count
            while low < high {
                let mid = low + (high - low) / 2
                if isPast(prices[mid]) { high = mid } else { low = mid + 1 }
            }
            return low
        }
    }

    // MARK: - Both filters

    /// The homes with `minPrice ≤ price ≤ maxPrice` and, when a second bound is given, a known
    /// second measure within `minSecondary…maxSecondary` (a nil bound is open on that side).
    ///
    /// A home whose second measure is unknown never matches an active second filter, so pass
    /// nil for both second bounds when that slider spans its whole range. With no second
    /// measure, second bounds match nothing. O(log n) without a second filter, O(log n + k) with
    /// one, for k homes in the price range.
    public func select(minPrice: Double, maxPrice: Double, minSecondary: Double? = nil, maxSecondary: Double? = nil)
        -> PriceSelection
    {
        let slice = positions(minPrice: minPrice, maxPrice: maxPrice)
        guard minSecondary != nil || maxSecondary != nil else {
            return PriceSelection(
                priceSlice: slice, filteredPositions: nil, rowsByPrice: rowsByPrice, sortedPrices: sortedPrices)
        }
        guard let (low, high) = secondaryBounds(minSecondary, maxSecondary) else {
            return PriceSelection(
                priceSlice: slice, filteredPositions: [], rowsByPrice: rowsByPrice, sortedPrices: sortedPrices)
        }
        let matches = secondaryByPrice.withUnsafeBufferPointer { values in
            [Int](unsafeUninitializedCapacity: slice.count) { buffer, initializedCount in
                // Branch-free: write every position, advance only past matches.
                var m = 0
                for p in slice {
                    let v = values[p]
                    buffer[m] = p
                    m &+= (v >= low ? 1 : 0) & (v <= high ? 1 : 0)  // NaN (unknown) fails both
                }
                initializedCount = m
            }
        }
        return PriceSelection(
            priceSlice: slice, filteredPositions: matches, rowsByPrice: rowsByPrice, sortedPrices: sortedPrices)
    }

    /// The number of homes ``select(minPrice:maxPrice:minSecondary:maxSecondary:)`` would give,
    /// without collecting them.
    public func count(minPrice: Double, maxPrice: Double, minSecondary: Double?, maxSecondary: Double?) -> Int {
        let slice = positions(minPrice: minPrice, maxPrice: maxPrice)
        guard minSecondary != nil || maxSecondary != nil else { return slice.count }
        guard let (low, high) = secondaryBounds(minSecondary, maxSecondary) else { return 0 }
        return secondaryByPrice.withUnsafeBufferPointer { values in
            var count = 0
            for p in slice {
                let v = values[p]
                count &+= (v >= low ? 1 : 0) & (v <= high ? 1 : 0)  // branch-free; NaN fails both
            }
            return count
        }
    }

    /// The second filter's closed bounds (nil bounds open), or nil when nothing can match: no
    /// second measure, a NaN bound, or inverted bounds.
    private func secondaryBounds(_ minSecondary: Double?, _ maxSecondary: Double?) -> (Double, Double)? {
        let low = minSecondary ?? -.infinity, high = maxSecondary ?? .infinity
        guard !secondaryByPrice.isEmpty, !low.isNaN, !high.isNaN, low <= high else { return nil }
        return (low, high)
    }

    // MARK: - Histogram

    /// The histogram of all prices in `binCount` equal-width bins from the cheapest to the
    /// dearest home (no bins when there are no homes). O(b log n).
    public func histogram(binCount: Int) -> Histogram {
        guard let bounds = priceBounds else { return Histogram(counts: [], lowerBound: 0, upperBound: 0) }
        return histogram(binCount: binCount, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound)
    }

    /// The histogram of the prices in `lowerBound…upperBound`, in `binCount` equal-width bins,
    /// counted with one binary search per bin edge: O(b log n). Equal to
    /// `Histogram(values: dataset.prices, binCount:lowerBound:upperBound:)`, which scans every
    /// price; the same bad-input rules apply (no bins for a non-finite bound or `binCount ≤ 0`).
    public func histogram(binCount: Int, lowerBound: Double, upperBound: Double) -> Histogram {
        let shape = Histogram(
            counts: [Int](repeating: 0, count: max(0, binCount)), lowerBound: lowerBound, upperBound: upperBound)
        let n = shape.binCount
        guard n > 0 else { return shape }
        // boundary[k]: the first position at or above edge k; the last: the first above the top.
        var boundary = (0..<n).map { k in firstPosition(where: { $0 >= shape.edge(k) }) }
        boundary.append(firstPosition(where: { $0 > shape.upperBound }))
        let counts = (0..<n).map { boundary[$0 + 1] - boundary[$0] }
        return Histogram(counts: counts, lowerBound: shape.lowerBound, upperBound: shape.upperBound)
    }
}
