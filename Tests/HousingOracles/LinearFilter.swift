// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// The naive filter: answers ``PriceIndex``'s queries by looking at every home, O(n) each.
/// It is the reference the index is tested against and the baseline the benchmark compares with.
/// The rules are the index's: closed ranges; a NaN bound or an inverted range matches nothing;
/// a second filter is active when either of its bounds is given, and an unknown second measure
/// (or no second measure) never matches an active second filter.
public enum LinearFilter {
    /// The rows of `dataset`, in file order, with `minPrice ≤ price ≤ maxPrice` and, when a
    /// second bound is given, a known `measure` within `minSecondary…maxSecondary`.
    public static func rows(
        in dataset: HousingDataset, minPrice: Double, maxPrice: Double,
        measure: SecondaryMeasure? = nil, minSecondary: Double? = nil, maxSecondary: Double? = nil
    ) -> [Int] {
        var rows: [Int] = []
        scan(dataset, minPrice, maxPrice, measure, minSecondary, maxSecondary) { rows.append($0) }
        return rows
    }

    /// The number of rows ``rows(in:minPrice:maxPrice:measure:minSecondary:maxSecondary:)``
    /// would give.
    public static func count(
        in dataset: HousingDataset, minPrice: Double, maxPrice: Double,
        measure: SecondaryMeasure? = nil, minSecondary: Double? = nil, maxSecondary: Double? = nil
    ) -> Int {
        var count = 0
        scan(dataset, minPrice, maxPrice, measure, minSecondary, maxSecondary) { _ in count += 1 }
        return count
    }

    /// Calls `match` with every matching row, in file order.
    private static func scan(
        _ dataset: HousingDataset, _ minPrice: Double, _ maxPrice: Double, _ measure: SecondaryMeasure?,
        _ minSecondary: Double?, _ maxSecondary: Double?, _ match: (Int) -> Void
    ) {
        let prices = dataset.prices
        guard minSecondary != nil || maxSecondary != nil else {
            for row in prices.indices where prices[row] >= minPrice && prices[row] <= maxPrice { match(row) }
            return
        }
        guard let measure else { return }
        let values = dataset.values(of: measure)
        let low = minSecondary ?? -.infinity, high = maxSecondary ?? .infinity
        for row in prices.indices
        where prices[row] >= minPrice && prices[row] <= maxPrice && values[row] >= low && values[row] <= high {
            match(row)
        }
    }
}
