// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// Text for prices, counts and areas in the window, and the line scripts read on standard output.
///
/// The prices stay in the data's currency (US dollars, `$`); grouping, decimal marks and the
/// symbol's place follow ``style``, which the app sets from the user's locale at start-up
/// (``NumberStyle``). The default is US English (`$129,500`), also under the C locale, so tests
/// and scripts that compare the text see the same as before. The standard-output line
/// (``statusLine(showing:of:)``) never changes with the locale.
public enum HousingFormat {
    /// How numbers are written: set once by the app at start-up, before any window exists.
    nonisolated(unsafe) public static var style = NumberStyle.english

    /// `n` with the style's grouping: `1234567` → `1,234,567` (`1.234.567` in German).
    public static func grouped(_ n: Int) -> String { style.grouped(n) }

    /// A price in whole dollars: `129500` → `$129,500`, `129499.5` → `$129,500` (halves round
    /// away from zero), `-5` → `-$5`. NaN and infinities give `—`; amounts of 10¹⁸ dollars or
    /// more are shown as `$` and the number in Swift's default notation (`$1e+18`).
    public static func price(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let rounded = value.rounded()
        guard abs(rounded) < 1e18 else { return style.money(String(abs(rounded)), negative: rounded < 0) }
        let dollars = Int(rounded)
        return style.money(grouped(abs(dollars)), negative: dollars < 0)
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
        let v = abs(value)
        func short(_ x: Double, _ unit: String) -> String {
            let tenths = (x * 10).rounded()
            let text = tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
            return style.money(style.decimal(text) + unit, negative: value < 0)
        }
        // Past a million million millions, the whole price (`$1e+300`): no Int holds the tenths.
        if v >= 1e18 { return price(value) }
        if v >= 999_950 { return short(v / 1_000_000, "M") }
        if v >= 1000 { return short(v / 1000, "k") }
        return style.money(String(Int(v.rounded())), negative: value < 0)
    }

    /// The live count: `1,234 of 2,930 homes` (`of 1 home` when the total is one).
    public static func matchCount(_ shown: Int, of total: Int) -> String {
        Lp("{0} of {1} home", "{0} of {1} homes", total).filling(grouped(shown), grouped(total))
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
        return L("{0} sq ft").filling(groupedWhole(squareFeet))
    }

    /// A number of bathrooms: `2` → `2`, `2.5` → `2.5`; unknown (nil, NaN) gives `—`.
    public static func bathrooms(_ count: Double?) -> String {
        guard let count, count.isFinite, abs(count) < 1e9 else { return "—" }
        let tenths = Int((count * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10)\(style.decimalSeparator)\(abs(tenths % 10))"
    }

    /// The amount a user typed for a price bound, or nil when it is not one. Accepts spaces, a
    /// leading `$` (after an optional sign), grouping commas, a decimal part and a `k` (thousand)
    /// or `m` (million) suffix in either case: `$129,500`, `129500`, `129.5k`, `1.2M`.
    ///
    /// Under a locale with other marks (``style``), the locale's form is tried first: `129.500`,
    /// `129.500 $`, `129,5k` in German. A grouping mark counts only where groups of three
    /// digits follow it; otherwise the text is read by the English rule above (so `129.5k` still
    /// reads as 129,500 in German, while `1.500` is 1500 there and 1.5 in English).
    public static func parsePrice(_ text: String) -> Double? { parsePrice(text, style: style) }

    /// ``parsePrice(_:)`` under `style`.
    public static func parsePrice(_ text: String, style: NumberStyle) -> Double? {
        if style.groupingSeparator != "," || style.decimalSeparator != "." {
            if let plain = englishForm(of: text, style: style), let value = parseEnglishPrice(plain) { return value }
        }
        return parseEnglishPrice(text)
    }

    /// `text` written in `style` turned into the English form (`129.500 $` → `129500`,
    /// `129,5k` → `129.5k`), or nil when its grouping marks are not between groups of three
    /// digits.
    static func englishForm(of text: String, style: NumberStyle) -> String? {
        let spaces: Set<Character> = [" ", "\t", "\u{A0}", "\u{202F}"]
        var chars = Array(text.filter { !spaces.contains($0) })
        let symbol = Array(style.currencySymbol)
        if !symbol.isEmpty, chars.count >= symbol.count, Array(chars.suffix(symbol.count)) == symbol {
            chars.removeLast(symbol.count)
        }
        let grouping = style.groupingSeparator.filter { !spaces.contains($0) }
        let decimal = Character(style.decimalSeparator.count == 1 ? style.decimalSeparator : ".")
        // The integral digits: from the first digit to the decimal mark or a suffix.
        var out = "", groupLengths: [Int] = [], current = 0, seenDigit = false, inFraction = false
        for c in chars {
            if !inFraction, let g = grouping.first, grouping.count == 1, c == g {
                guard seenDigit else { return nil }
                groupLengths.append(current)
                current = 0
            } else if c == decimal, !inFraction {
                inFraction = true
                out.append(".")
            } else if c == "." || c == "," {
                return nil  // the other mark, where this style does not use it
            } else {
                if c.isASCII, c.isNumber {
                    seenDigit = true
                    if !inFraction { current += 1 }
                }
                out.append(c)
            }
        }
        if !groupLengths.isEmpty {
            guard (1...3).contains(groupLengths[0]), groupLengths.dropFirst().allSatisfy({ $0 == 3 }), current == 3
            else { return nil }
        }
        return out
    }

    /// The English rule of ``parsePrice(_:)``.
    static func parseEnglishPrice(_ text: String) -> Double? {
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
