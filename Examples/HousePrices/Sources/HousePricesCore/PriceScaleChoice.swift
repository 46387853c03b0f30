// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// The price slider's scale, and the measure behind the default.
///
/// House prices are skewed: on the Ames data the middle 80 % of homes (the 10th to the 90th
/// percentile, $105,000 to $281,213) lie in under a quarter of the range $12,789…$755,000. A
/// user dragging a thumb over a linear track moves through empty stretches on the right and
/// has few pixels where the homes are. ``middleShare(of:sortedPrices:)`` measures this: the
/// share of the track that the middle 80 % of the homes take. Measured on the Ames data
/// (HousePricesCoreTests): linear 0.24, logarithmic 0.24 (a price range that spans only about
/// 1.8 decades leaves the log map close to the linear one), quantile 0.79. The quantile scale
/// is the default for that reason: each pixel of travel covers about as many homes.
public enum PriceScaleChoice: String, CaseIterable, Sendable {
    /// Equal counts of homes take equal lengths of track (the default).
    case quantile
    /// Equal dollar amounts take equal lengths (the tutorial's map).
    case linear
    /// Equal price ratios take equal lengths.
    case logarithmic

    /// The scale for prices sorted ascending (`sortedPrices`: the engine's sorted price dimension).
    /// The quantile scale is built from them; the logarithmic one needs a positive cheapest
    /// price, and falls back to linear otherwise.
    public func scale<Prices: RandomAccessCollection<Double>>(sortedPrices: Prices) -> SliderScale
    where Prices.Index == Int {
        switch self {
        case .linear: return .linear
        case .logarithmic: return (sortedPrices.first ?? 0) > 0 ? .logarithmic : .linear
        case .quantile: return .quantile(QuantileScale(sorted: sortedPrices))
        }
    }

    /// The share of the track between the 10th and the 90th percentile of `sortedPrices` under
    /// `scale`, over the prices' own range: 0.8 when the track follows the homes exactly.
    public static func middleShare<Prices: RandomAccessCollection<Double>>(
        of scale: SliderScale, sortedPrices: Prices
    ) -> Double where Prices.Index == Int {
        guard let low = sortedPrices.first, let high = sortedPrices.last, high > low else { return 0 }
        func percentile(_ p: Double) -> Double {
            sortedPrices[sortedPrices.startIndex + Int(p * Double(sortedPrices.count - 1))]
        }
        return scale.fraction(of: percentile(0.9), minimum: low, maximum: high)
            - scale.fraction(of: percentile(0.1), minimum: low, maximum: high)
    }
}
