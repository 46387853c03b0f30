// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// The homes a ``PriceIndex`` query matched: a random-access collection of dataset rows in
/// increasing price order (ties in file order), for a list model to show without copying the
/// homes. `selection[i]` is a row of the dataset: `index.dataset[selection[i]]` is the home.
///
/// Without a second filter it is just a slice of the index's price order (O(1) to make and to
/// read); with one it holds the matching positions found by scanning that slice.
public struct PriceSelection: RandomAccessCollection, Sendable {
    /// The positions in price order of the homes in the price range, before any second filter.
    public let priceSlice: Range<Int>
    /// The positions in price order that also pass the second filter, ascending; nil when there
    /// is no second filter.
    let filteredPositions: [Int]?
    /// The index's dataset row for each position.
    let rowsByPrice: [Int]
    /// The index's sorted prices.
    let sortedPrices: [Double]

    /// A selection of `priceSlice`, narrowed to `filteredPositions` when given.
    init(priceSlice: Range<Int>, filteredPositions: [Int]?, rowsByPrice: [Int], sortedPrices: [Double]) {
        self.priceSlice = priceSlice
        self.filteredPositions = filteredPositions
        self.rowsByPrice = rowsByPrice
        self.sortedPrices = sortedPrices
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of matching homes.
    public var endIndex: Int { filteredPositions?.count ?? priceSlice.count }

    /// The dataset row of the `i`-th matching home (cheapest first).
    public subscript(i: Int) -> Int { rowsByPrice[position(at: i)] }

    /// The position in price order of the `i`-th matching home.
    public func position(at i: Int) -> Int {
        if let filteredPositions { return filteredPositions[i] }
        precondition(i >= 0 && i < priceSlice.count, "selection index out of range")
        return priceSlice.lowerBound + i
    }

    /// The price of the `i`-th matching home.
    public func price(at i: Int) -> Double { sortedPrices[position(at: i)] }

    /// The number of homes in the price range alone, before the second filter.
    public var priceMatchCount: Int { priceSlice.count }

    /// Whether a second filter narrowed the price range's homes.
    public var hasSecondaryFilter: Bool { filteredPositions != nil }

    /// The cheapest…dearest price among the matching homes, or nil when none match. O(1).
    public var priceBounds: ClosedRange<Double>? {
        guard !isEmpty else { return nil }
        return price(at: 0)...price(at: count - 1)
    }
}
