// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import RangeSliderCore

/// The tooltip of a slider's histogram bar: the bin's range and its count of homes.
public enum HistogramBarTip {
    /// The bar at value `value` (the value under the pointer), or nil outside the histogram.
    public static func bin(at value: Double, in histogram: Histogram) -> Int? {
        guard histogram.binCount > 0, value.isFinite else { return nil }
        return histogram.bin(containing: value)
    }

    /// `$100,000 – $111,000: 123 homes` for bin `k` of `histogram`, bounds through `format`.
    /// Nil for a bin that does not exist.
    public static func text(bin k: Int, of histogram: Histogram, format: (Double) -> String) -> String? {
        guard histogram.counts.indices.contains(k) else { return nil }
        let count = histogram.counts[k]
        let homes = Lp("{0} home", "{0} homes", count).filling(HousingFormat.grouped(count))
        return L("{0} – {1}: {2}").filling(format(histogram.edge(k)), format(histogram.edge(k + 1)), homes)
    }
}
