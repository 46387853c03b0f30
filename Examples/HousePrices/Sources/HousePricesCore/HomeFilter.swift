// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// What the window's two sliders select: a price range and, optionally, a range of the
/// second measure (living area or bedrooms).
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
