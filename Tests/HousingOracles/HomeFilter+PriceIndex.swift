// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousePricesCore
import HousingData

/// The old window's price-index queries of a filter, for the tests that compare the engine with it.
extension HomeFilter {
    /// The homes of `index` that pass the filter, cheapest first.
    public func select(in index: PriceIndex) -> PriceSelection {
        index.select(minPrice: minPrice, maxPrice: maxPrice, minSecondary: minSecondary, maxSecondary: maxSecondary)
    }

    /// Whether the home at `position` in `index`'s price order passes the filter: the same
    /// answer as membership in ``select(in:)``.
    public func contains(position: Int, in index: PriceIndex) -> Bool {
        let price = index.sortedPrices[position]
        guard price >= minPrice, price <= maxPrice else { return false }
        guard hasSecondaryFilter else { return true }
        guard !index.secondaryByPrice.isEmpty else { return false }
        let v = index.secondaryByPrice[position]
        return v >= (minSecondary ?? -.infinity) && v <= (maxSecondary ?? .infinity)   // NaN fails
    }
}
