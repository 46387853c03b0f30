// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import RangeSliderCore

/// The price slider's preset ranges: the data's quartiles, so each preset holds about a quarter
/// of the homes, named with short prices ("Second quarter: $129.5k–$160k"), and "All prices".
public enum PricePresets {
    /// The presets for prices sorted ascending; none for fewer than 4 homes or a single price.
    public static func quartiles<Prices: RandomAccessCollection<Double>>(sortedPrices: Prices) -> [RangePreset]
    where Prices.Index == Int {
        guard sortedPrices.count >= 4, let low = sortedPrices.first, let high = sortedPrices.last, high > low else {
            return []
        }
        func q(_ p: Double) -> Double {
            sortedPrices[sortedPrices.startIndex + Int((p * Double(sortedPrices.count - 1)).rounded())]
        }
        let (q1, q2, q3) = (q(0.25), q(0.5), q(0.75))
        let s = HousingFormat.shortPrice
        return [
            RangePreset(name: L("Bottom quarter: up to {0}").filling(s(q1)), lower: nil, upper: q1),
            RangePreset(name: L("Second quarter: {0}–{1}").filling(s(q1), s(q2)), lower: q1, upper: q2),
            RangePreset(name: L("Third quarter: {0}–{1}").filling(s(q2), s(q3)), lower: q2, upper: q3),
            RangePreset(name: L("Top quarter: {0} and up").filling(s(q3)), lower: q3, upper: nil),
            RangePreset(name: L("All prices"), lower: nil, upper: nil),
        ]
    }
}
