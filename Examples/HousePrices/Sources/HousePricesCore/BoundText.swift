// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// Text for the bounds of the window's sliders, shown in and typed into its entries.
public enum BoundText {
    /// A bound of `measure` as the entry shows it: `1,656 sq ft`, `3 bedrooms`.
    public static func format(_ value: Double, of measure: SecondaryMeasure) -> String {
        switch measure {
        case .livingArea:
            return HousingFormat.area(value)
        case .bedrooms:
            guard value.isFinite else { return "—" }
            // Any finite count, however large: the number without an Int conversion that could
            // trap, the plural form from a clamped Int.
            let n = Int(Swift.max(-1e9, Swift.min(1e9, value.rounded())))
            return Lp("{0} bedroom", "{0} bedrooms", n).filling(HousingFormat.groupedWhole(value))
        }
    }

    /// A typed price bound: `$129,500`, `129500`, `129.5k`, `1.2M` (``HousingFormat/parsePrice(_:)``);
    /// nil when it is not a price or is negative.
    public static func parsePrice(_ text: String) -> Double? {
        guard let value = HousingFormat.parsePrice(text), value >= 0 else { return nil }
        return value
    }

    /// A typed bound of `measure`: a number with optional grouping commas and `k` suffix,
    /// optionally followed by its unit (`sq ft`, `sqft`, `ft²`, `ft2` for areas; `bedroom`,
    /// `bedrooms`, `beds`, `bed`, `br` for bedrooms). Nil when it is not one or is negative.
    public static func parse(_ text: String, of measure: SecondaryMeasure) -> Double? {
        var s = text.lowercased().filter { $0 != " " && $0 != "\t" }
        let units: [String]
        switch measure {
        case .livingArea: units = ["sqft", "ft²", "ft2", "sq.ft.", "sq.ft", "sf"]
        case .bedrooms: units = ["bedrooms", "bedroom", "beds", "bed", "br"]
        }
        for unit in units where s.hasSuffix(unit) {
            s.removeLast(unit.count)
            break
        }
        guard !s.hasPrefix("$"), !s.hasPrefix("-$"), !s.hasPrefix("+$") else { return nil }
        guard let value = HousingFormat.parsePrice(s), value >= 0 else { return nil }
        return value
    }
}
