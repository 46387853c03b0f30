import RangeSliderCore

/// Text for prices, counts and areas in the window, and the line scripts read on standard output.
///
/// Deterministic: US-style grouping with commas and a leading `$`, whatever the user's locale,
/// because the data is in US dollars and tests and scripts compare the text.
public enum HousingFormat {
    /// `n` with commas grouping thousands: `1234567` → `1,234,567`, `-1234` → `-1,234`.
    public static func grouped(_ n: Int) -> String { ValueFormatting.grouped(n) }

    /// A price in whole dollars: `129500` → `$129,500`, `129499.5` → `$129,500` (halves round
    /// away from zero), `-5` → `-$5`. NaN and infinities give `—`; amounts of 10¹⁸ dollars or
    /// more are shown as `$` and the number in Swift's default notation (`$1e+18`).
    public static func price(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let rounded = value.rounded()
        guard abs(rounded) < 1e18 else { return (rounded < 0 ? "-$" : "$") + String(abs(rounded)) }
        let dollars = Int(rounded)
        return (dollars < 0 ? "-$" : "$") + grouped(abs(dollars))
    }

    /// `value` rounded to a whole number with commas grouping thousands (`1234.6` → `1,235`);
    /// from 10¹⁸ up, where no `Int` holds it, the rounded number in Swift's default notation
    /// (`1e+300`). NaN and infinities give `—`.
    public static func groupedWhole(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let rounded = value.rounded()
        guard abs(rounded) < 1e18 else { return String(rounded) }
        return grouped(Int(rounded))
    }

    /// A short price for tick labels: thousands as `k`, millions as `M`, with at most one
    /// decimal and no trailing `.0`: `100000` → `$100k`, `12789` → `$12.8k`, `1250000` →
    /// `$1.3M`, `500` → `$500`. NaN and infinities give `—`.
    public static func shortPrice(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let sign = value < 0 ? "-$" : "$"
        let v = abs(value)
        func short(_ x: Double, _ unit: String) -> String {
            let tenths = (x * 10).rounded()
            let text = tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
            return sign + text + unit
        }
        // Past a million million millions, the whole price (`$1e+300`): no Int holds the tenths.
        if v >= 1e18 { return price(value) }
        if v >= 999_950 { return short(v / 1_000_000, "M") }
        if v >= 1000 { return short(v / 1000, "k") }
        return sign + String(Int(v.rounded()))
    }

    /// The live count: `1,234 of 2,930 homes` (`of 1 home` when the total is one).
    public static func matchCount(_ shown: Int, of total: Int) -> String {
        "\(grouped(shown)) of \(grouped(total)) \(total == 1 ? "home" : "homes")"
    }

    /// The line written to standard output whenever the match count changes:
    /// `Showing 1234 of 2930 homes`. The numbers are plain digits, without grouping, so that a
    /// script can read them with a simple pattern such as `^Showing ([0-9]+) of ([0-9]+) homes$`;
    /// the wording stays `homes` even for one, for the same reason.
    public static func statusLine(showing shown: Int, of total: Int) -> String {
        "Showing \(shown) of \(total) homes"
    }

    /// A living area: `1656` → `1,656 sq ft`; unknown (nil, NaN) gives `—`; any finite number
    /// is written (``groupedWhole(_:)``).
    public static func area(_ squareFeet: Double?) -> String {
        guard let squareFeet, squareFeet.isFinite else { return "—" }
        return groupedWhole(squareFeet) + " sq ft"
    }

    /// A number of bathrooms: `2` → `2`, `2.5` → `2.5`; unknown (nil, NaN) gives `—`.
    public static func bathrooms(_ count: Double?) -> String {
        guard let count, count.isFinite, abs(count) < 1e9 else { return "—" }
        let tenths = Int((count * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(abs(tenths % 10))"
    }

    /// The amount a user typed for a price bound, or nil when it is not one. Accepts spaces, a
    /// leading `$` (after an optional sign), grouping commas, a decimal part and a `k` (thousand)
    /// or `m` (million) suffix in either case: `$129,500`, `129500`, `129.5k`, `1.2M`.
    public static func parsePrice(_ text: String) -> Double? {
        var s = text.filter { $0 != " " && $0 != "\t" && $0 != "," }
        var sign = ""
        if let first = s.first, first == "-" || first == "+" {
            sign = String(first)
            s.removeFirst()
        }
        if s.first == "$" { s.removeFirst() }
        var multiplier = 1.0
        switch s.last {
        case "k", "K": multiplier = 1_000
        case "m", "M": multiplier = 1_000_000
        default: break
        }
        if multiplier != 1 { s.removeLast() }
        guard let first = s.first, first.isASCII, first.isNumber || first == "." else { return nil }
        guard let value = DecimalNumber.parse(sign + s), value.isFinite else { return nil }
        let result = value * multiplier
        return result.isFinite ? result : nil
    }
}
