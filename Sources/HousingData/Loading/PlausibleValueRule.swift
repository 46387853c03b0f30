// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// When a number is absurd for its column: such a value would stretch the column's slider to
/// nonsense, so its row is skipped and reported with its line, like a malformed row
/// (``SkippedRow/Reason-swift.enum``), instead of being loaded.
///
/// A value of a numeric column is absurd when
/// 1. it is not finite: `inf`, `-infinity`, or a number too large for a double (`1e999`);
/// 2. its magnitude is above ``magnitudeLimit`` (10¹⁵: no price, area or count reaches it, and
///    beyond it doubles no longer hold every whole number);
/// 3. it is negative in a column whose name says it counts or measures something
///    (``isNonNegativeQuantity(_:)``: price, cost, area, size, sqft, lot, room, bed, bath,
///    stories, garage, year);
/// 4. it lies far outside the column's other values: with q₁ and q₃ the quartiles of the
///    column's known values (of an evenly spread sample of at most ``quantileSample`` of them),
///    a value below q₁ − ``fenceFactor`` × (q₃ − q₁) or above q₃ + ``fenceFactor`` × (q₃ − q₁)
///    (Tukey's fences, with a factor of 1,000 instead of 1.5 or 3). Only for columns with at
///    least ``minimumForFence`` known values and q₃ > q₁. Quartiles stay put however wild a
///    quarter of the values are, and the factor is so large that only a typo of several extra
///    digits or a unit error is caught (Ames prices: q₁ = $129,500, q₃ = $213,500, so up to
///    about $84 million passes; bedrooms, q₃ − q₁ = 1: up to 1,003).
///
/// `nan` (any case) is not absurd: it is a missing value, like an empty field or `NA`.
public enum PlausibleValueRule {
    /// The largest magnitude a value may have: 10¹⁵.
    public static let magnitudeLimit = 1e15
    /// How many interquartile ranges beyond the quartiles a value may lie: 1,000.
    public static let fenceFactor = 1_000.0
    /// The fewest known values for the percentile fence: 20.
    public static let minimumForFence = 20
    /// The most values the percentiles are taken from: 100,000.
    public static let quantileSample = 100_000

    /// Why `value`, read from a column named `column`, is absurd by rules 1–3, or nil.
    public static func hardProblem(_ value: Double, column: String, text: String) -> SkippedRow.Reason? {
        if !value.isFinite { return .valueNotFinite(column: column, text: text) }
        if abs(value) > magnitudeLimit { return .valueTooLarge(column: column, text: text) }
        if value < 0 && isNonNegativeQuantity(column) { return .negativeValue(column: column, text: text) }
        return nil
    }

    /// Whether a column named `name` counts or measures something, so that a negative value is
    /// absurd: its normalised name (``HousingColumn/normalize(_:)``) contains one of ``quantityWords``.
    public static func isNonNegativeQuantity(_ name: String) -> Bool {
        let normalized = HousingColumn.normalize(name)
        return quantityWords.contains { normalized.contains($0) }
    }

    /// The words of rule 3.
    public static let quantityWords = [
        "price", "cost", "area", "size", "sqft", "lot", "room", "bed", "bath",
        "stories", "garage", "year",
    ]

    /// The range of values rule 4 allows for a column whose known values include `values`
    /// (NaN ignored), or nil when rule 4 does not apply. `values` is sampled evenly when there
    /// are more than ``quantileSample``.
    public static func fence<C: RandomAccessCollection>(_ values: C) -> ClosedRange<Double>?
    where C.Element: BinaryFloatingPoint, C.Index == Int {
        let stride = Swift.max(1, values.count / quantileSample)
        var sample: [Double] = []
        sample.reserveCapacity(Swift.min(values.count, quantileSample + 1))
        var i = values.startIndex
        while i < values.endIndex {
            let v = Double(values[i])
            if !v.isNaN { sample.append(v) }
            i += stride
        }
        guard sample.count >= minimumForFence else { return nil }
        sample.sort()
        let q1 = quantile(sample, 0.25), q3 = quantile(sample, 0.75)
        guard q3 > q1 else { return nil }
        let spread = q3 - q1
        return (q1 - fenceFactor * spread)...(q3 + fenceFactor * spread)
    }

    /// The `p` quantile of the sorted `values` (nearest rank).
    static func quantile(_ sorted: [Double], _ p: Double) -> Double {
        let rank = Int((p * Double(sorted.count - 1)).rounded())
        return sorted[Swift.min(sorted.count - 1, Swift.max(0, rank))]
    }
}
