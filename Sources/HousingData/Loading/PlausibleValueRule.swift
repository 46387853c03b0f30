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
        // The two ranks put in place (each below it no larger, each above no smaller): what
        // sorting would put there, without sorting.
        let rank1 = rank(0.25, count: sample.count), rank3 = rank(0.75, count: sample.count)
        let (q1, q3) = sample.withUnsafeMutableBufferPointer { sample in
            select(rank1, in: sample, 0, sample.count)
            select(rank3, in: sample, rank1 + 1, sample.count)
            return (sample[rank1], sample[rank3])
        }
        guard q3 > q1 else { return nil }
        let spread = q3 - q1
        return (q1 - fenceFactor * spread)...(q3 + fenceFactor * spread)
    }

    /// The `p` quantile of the sorted `values` (nearest rank).
    static func quantile(_ sorted: [Double], _ p: Double) -> Double {
        sorted[rank(p, count: sorted.count)]
    }

    /// The index of the `p` quantile (nearest rank) among `count` sorted values.
    static func rank(_ p: Double, count: Int) -> Int {
        let rank = Int((p * Double(count - 1)).rounded())
        return Swift.min(count - 1, Swift.max(0, rank))
    }

    /// Puts into `values[k]`, `low` ≤ `k` < `high`, the value sorting `values[low..<high]` would
    /// put there, with no larger value before it and no smaller after it in that range
    /// (Hoare's selection, median-of-three pivots); `values` holds no NaN.
    static func select(_ k: Int, in values: UnsafeMutableBufferPointer<Double>, _ low: Int, _ high: Int) {
        var low = low, high = high - 1
        while high - low > 16 {
            let mid = low + (high - low) / 2
            // The median of three as pivot.
            if values[mid] < values[low] { values.swapAt(mid, low) }
            if values[high] < values[low] { values.swapAt(high, low) }
            if values[high] < values[mid] { values.swapAt(high, mid) }
            let pivot = values[mid]
            var i = low, j = high
            while i <= j {
                while values[i] < pivot { i += 1 }
                while pivot < values[j] { j -= 1 }
                if i <= j {
                    values.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            // values[low...j] ≤ pivot ≤ values[i...high], and values[j+1..<i] == pivot.
            if k <= j {
                high = j
            } else if k >= i {
                low = i
            } else {
                return
            }
        }
        // A short range: insertion sort.
        if low < high {
            for a in (low + 1)...high {
                let v = values[a]
                var b = a
                while b > low && v < values[b - 1] {
                    values[b] = values[b - 1]
                    b -= 1
                }
                values[b] = v
            }
        }
    }
}
