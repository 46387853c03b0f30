// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A filter's bounds as the window remembers them between runs (the GSettings keys
/// `price-range` and `secondary-range`, of type `ad`).
///
/// An empty array means the whole range (the default). Otherwise two values: the lower and
/// upper bound, where a bound at its end of the slider is stored as ``lowerEnd`` / ``upperEnd``
/// so that it still means "from the cheapest" / "no maximum" for another file. Anything else
/// read back (another count, NaN, infinities, a lower bound above the upper) means the whole
/// range: a damaged setting never hides homes.
public enum SavedRange {
    /// Stored for a lower bound at the slider's minimum.
    public static let lowerEnd = -1e308
    /// Stored for an upper bound at the slider's maximum (for the price: no maximum).
    public static let upperEnd = 1e308

    /// The array to store for a filter's values. A NaN bound is open (as the engine takes it) and
    /// stored as its end; an inverted range, which lets nothing through, is stored as the whole
    /// range: a remembered state never hides every home.
    public static func encode(lower: Double, upper: Double, minimum: Double, maximum: Double) -> [Double] {
        let lower = lower.isNaN ? -.infinity : lower, upper = upper.isNaN ? .infinity : upper
        let atLower = lower <= minimum, atUpper = upper >= maximum
        if atLower && atUpper || lower > upper { return [] }
        return [atLower ? lowerEnd : lower, atUpper ? upperEnd : upper]
    }

    /// The bounds stored in `values`: nil for a bound at its end (or when nothing usable was
    /// stored).
    public static func decode(_ values: [Double]) -> (lower: Double?, upper: Double?) {
        guard values.count == 2, values.allSatisfy(\.isFinite), values[0] <= values[1] else { return (nil, nil) }
        return (values[0] <= lowerEnd ? nil : values[0], values[1] >= upperEnd ? nil : values[1])
    }
}
