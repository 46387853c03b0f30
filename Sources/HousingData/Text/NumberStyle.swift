// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// How numbers and prices are written: the locale's grouping and decimal marks and where the
/// currency symbol goes, with the data's currency symbol.
///
/// **Choice.** Prices stay in the data's currency (the Ames sales are in US dollars: `$`): a
/// German user sees `129.500 $`, not euros, because converting would change the data. Grouping,
/// the decimal mark and the symbol's place and spacing follow the locale (`LC_NUMERIC` and
/// `LC_MONETARY`, read by the app with `localeconv()`). The default, ``english``, is what the
/// app showed before and what the C locale gets (which has no grouping at all).
public struct NumberStyle: Equatable, Sendable {
    /// Between groups of three digits: `,` in English, `.` in German.
    public var groupingSeparator: String
    /// Before the decimals: `.` in English, `,` in German.
    public var decimalSeparator: String
    /// The currency symbol before the amount (`$129,500`) or after it (`129.500 $`).
    public var symbolFirst: Bool
    /// A space between the symbol and the amount.
    public var symbolSpaced: Bool
    /// The data's currency symbol.
    public var currencySymbol: String

    /// A style.
    public init(
        groupingSeparator: String, decimalSeparator: String, symbolFirst: Bool = true,
        symbolSpaced: Bool = false, currencySymbol: String = "$"
    ) {
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
        self.symbolFirst = symbolFirst
        self.symbolSpaced = symbolSpaced
        self.currencySymbol = currencySymbol
    }

    /// `1,234.5` and `$129,500`: US English, the default.
    public static let english = NumberStyle(groupingSeparator: ",", decimalSeparator: ".")
    /// `1.234,5` and `129.500 $`: German (de_DE), for tests and as an example.
    public static let german = NumberStyle(
        groupingSeparator: ".", decimalSeparator: ",", symbolFirst: false, symbolSpaced: true)

    /// The style of a locale's `localeconv()` fields, or nil when the locale has no grouping
    /// separator (the C locale): then the app keeps ``english``.
    public static func fromLocale(
        thousandsSeparator: String, decimalPoint: String,
        currencySymbolPrecedes: Bool, separatedBySpace: Bool
    ) -> NumberStyle? {
        guard !thousandsSeparator.isEmpty, !decimalPoint.isEmpty, thousandsSeparator != decimalPoint else { return nil }
        // A no-break space (as French and others group) stays a no-break space.
        return NumberStyle(
            groupingSeparator: thousandsSeparator, decimalSeparator: decimalPoint,
            symbolFirst: currencySymbolPrecedes, symbolSpaced: separatedBySpace)
    }

    /// `n` with this style's grouping: `1234567` → `1,234,567` / `1.234.567`.
    public func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += groupingSeparator }
            out.append(ch)
        }
        return n < 0 ? "-" + out : out
    }

    /// An amount already written (`129,500`, `12.8k`) with the currency symbol in its place; a
    /// minus sign goes before everything (`-$5`, `-5 $`).
    public func money(_ amount: String, negative: Bool = false) -> String {
        let space = symbolSpaced ? " " : ""
        let body = symbolFirst ? currencySymbol + space + amount : amount + space + currencySymbol
        return negative ? "-" + body : body
    }

    /// `2.5` written with this style's decimal mark.
    public func decimal(_ text: String) -> String {
        decimalSeparator == "." ? text : text.replacingAll(".", with: decimalSeparator)
    }
}
