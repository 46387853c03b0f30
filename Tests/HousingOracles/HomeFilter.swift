// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousePricesCore
import HousingData

/// A price range and, optionally, a range of the second measure (living area or bedrooms): the
/// two sliders' filter as the tests state it, answered naively by ``PriceIndex`` and set on a
/// ``FilterSession`` (``priceSetting``, ``secondarySetting``) to compare the engine with it.
///
/// A price bound may be infinite: −∞ or +∞ is no limit on that side (an open end of the price
/// slider, its `effectiveLowerBound` / `effectiveUpperBound`), so a home cheaper or dearer than
/// any the slider reaches still passes.
public struct HomeFilter: Equatable, Sendable {
    /// The cheapest price shown; −∞ for no lower limit.
    public var minPrice: Double
    /// The dearest price shown; +∞ for no upper limit.
    public var maxPrice: Double
    /// The smallest second measure shown, or nil for no lower limit.
    public var minSecondary: Double?
    /// The largest second measure shown, or nil for no upper limit.
    public var maxSecondary: Double?

    /// A filter; infinite price bounds and nil second bounds are open.
    public init(minPrice: Double, maxPrice: Double, minSecondary: Double? = nil, maxSecondary: Double? = nil) {
        self.minPrice = minPrice
        self.maxPrice = maxPrice
        self.minSecondary = minSecondary
        self.maxSecondary = maxSecondary
    }

    /// Whether the second measure filters at all. When it does, homes whose second measure is
    /// unknown are left out.
    public var hasSecondaryFilter: Bool { minSecondary != nil || maxSecondary != nil }

    /// Sets the second measure's bounds as its slider reports them: an infinite bound (a thumb
    /// at an open end) is no limit on that side; NaN is no limit too.
    public mutating func setSecondary(lower: Double, upper: Double) {
        minSecondary = lower.isFinite ? lower : nil
        maxSecondary = upper.isFinite ? upper : nil
    }

    /// The price's setting in a ``FilterSession``: the range as it is (an infinite bound is open).
    public var priceSetting: FilterSetting { .range(lower: minPrice, upper: maxPrice) }

    /// The second measure's setting in a ``FilterSession``: a missing bound is open, so with
    /// neither the filter lets every home through, unknown measures included.
    public var secondarySetting: FilterSetting {
        .range(lower: minSecondary ?? -.infinity, upper: maxSecondary ?? .infinity)
    }
}

/// The price index's queries of a filter.
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
        return v >= (minSecondary ?? -.infinity) && v <= (maxSecondary ?? .infinity)  // NaN fails
    }
}
