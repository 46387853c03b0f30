// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousePricesCore
import HousingData
import RangeSliderCore

/// The price and number entries: arbitrary text typed or pasted into them, and every number
/// written by the formatters read back.
///
/// The input is read twice: all of it as text (UTF-8, invalid bytes as U+FFFD) for the parsers,
/// and its first bytes as a double and a number of decimals for the formatters. Checked:
/// - `HousingFormat.parsePrice` (and through it the loader's fast `DecimalNumber`) gives exactly
///   what a naive reader gives with the standard library's correctly rounded conversion;
/// - `BoundText.parsePrice` is that, refusing negatives; `BoundText.parse` of both measures gives
///   nil or a finite number ≥ 0;
/// - `ValueParsing.parse` gives nil or a finite number, exactly `Double(text)` for plain
///   decimal text;
/// - every formatter takes any double without crashing, and what it writes reads back:
///   `parsePrice(price(v)) == v.rounded()`, `ValueParsing.parse(ValueFormatting.text(v, d))`
///   is the number written, `shortPrice(v)` reads back within 5 %.
public enum NumberTextTarget: FuzzTarget {
    public static let name = "price"

    public static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        let text = String(decoding: bytes, as: UTF8.self)
        try checkParsers(text)
        var input = FuzzInput(bytes)
        let value = input.double()
        let digits = input.choice(70)
        try checkFormatters(value, digits: digits)
        try checkLocaleForms(text, value)
    }

    /// The locale forms (the German entry, and a no-break-space grouping as French
    /// writes it): any text parses to nil or a finite price; a whole price written in the style
    /// (`129.500 $`) reads back exactly; in the English style the locale path is not taken.
    static func checkLocaleForms(_ text: String, _ value: Double) throws(FuzzFailure) {
        let styles = [
            NumberStyle.german,
            NumberStyle(groupingSeparator: "\u{202F}", decimalSeparator: ",", symbolFirst: false, symbolSpaced: true),
        ]
        try require(
            HousingFormat.parsePrice(text, style: .english) == HousingFormat.parsePrice(text)
                || HousingFormat.style != .english,
            "parsePrice(\(text.debugDescription), style: .english) differs from the default")
        for style in styles {
            if let p = HousingFormat.parsePrice(text, style: style) {
                try require(p.isFinite, "parsePrice(\(text.debugDescription), style: \(style)) = \(p)")
            }
            guard value.isFinite, abs(value) < 1e15 else { continue }
            let whole = value.rounded()
            let written = style.money(style.grouped(Int(abs(whole))), negative: whole < 0)
            let back = HousingFormat.parsePrice(written, style: style)
            try require(
                back == whole,
                "\(whole) written as \(written.debugDescription) in \(style) reads back as \(String(describing: back))")
        }
    }

    static func checkParsers(_ text: String) throws(FuzzFailure) {
        let price = HousingFormat.parsePrice(text)
        let expected = naivePrice(text)
        try require(
            price == expected || (price?.isNaN == true && expected?.isNaN == true),
            """
            parsePrice(\(text.debugDescription)) = \(String(describing: price)), the oracle \
            reads \(String(describing: expected))
            """)
        if let price { try require(price.isFinite, "parsePrice(\(text.debugDescription)) = \(price)") }

        let bound = BoundText.parsePrice(text)
        try require(
            bound == price.flatMap { $0 >= 0 ? $0 : nil },
            """
            BoundText.parsePrice(\(text.debugDescription)) = \(String(describing: bound)), \
            parsePrice \(String(describing: price))
            """)
        for measure in [SecondaryMeasure.livingArea, .bedrooms] {
            if let v = BoundText.parse(text, of: measure) {
                try require(v.isFinite && v >= 0, "BoundText.parse(\(text.debugDescription), \(measure)) = \(v)")
            }
        }

        let typed = ValueParsing.parse(text)
        if let typed { try require(typed.isFinite, "ValueParsing.parse(\(text.debugDescription)) = \(typed)") }
        if isPlainDecimal(text), let d = Double(text), d.isFinite {
            try require(
                typed == d, "ValueParsing.parse(\(text.debugDescription)) = \(String(describing: typed)), expected \(d)"
            )
        }
    }

    static func checkFormatters(_ value: Double, digits: Int) throws(FuzzFailure) {
        // None of these may crash, whatever the value.
        let priceText = HousingFormat.price(value)
        let short = HousingFormat.shortPrice(value)
        _ = HousingFormat.area(value)
        _ = HousingFormat.bathrooms(value)
        _ = BoundText.format(value, of: .livingArea)
        _ = BoundText.format(value, of: .bedrooms)
        let valueText = ValueFormatting.text(value, digits: digits)
        guard value.isFinite else { return }

        let back = HousingFormat.parsePrice(priceText)
        try require(back == value.rounded(), "price(\(value)) = \(priceText) reads back as \(String(describing: back))")
        if let shortBack = HousingFormat.parsePrice(short) {
            let error = abs(shortBack - value)
            try require(
                error <= max(0.5, abs(value) * 0.05), "shortPrice(\(value)) = \(short) reads back as \(shortBack)")
        } else {
            throw FuzzFailure("shortPrice(\(value)) = \(short) does not read back")
        }
        let parsed = ValueParsing.parse(valueText)
        try require(
            parsed != nil && parsed == Double(valueText),
            """
            ValueFormatting.text(\(value), digits: \(digits)) = \(valueText) reads back as \
            \(String(describing: parsed))
            """)
    }

    /// What `parsePrice` is documented to accept, read naively.
    static func naivePrice(_ text: String) -> Double? {
        var s = text.filter { $0 != " " && $0 != "\t" && $0 != "," }
        var sign = ""
        if let first = s.first, first == "-" || first == "+" {
            sign = String(first)
            s.removeFirst()
        }
        if s.first == "$" { s.removeFirst() }
        var multiplier = 1.0
        if let last = s.last, "kKmM".contains(last) {
            multiplier = last == "k" || last == "K" ? 1_000 : 1_000_000
            s.removeLast()
        }
        guard let first = s.first, first.isASCII, first.isNumber || first == "." else { return nil }
        guard let value = NaiveDecimal.parse(sign + s), value.isFinite else { return nil }
        let result = value * multiplier
        return result.isFinite ? result : nil
    }

    /// ASCII `[+-]?digits[.digits]` or `[+-]?.digits`: text both `ValueParsing` and `Double`
    /// read the same way.
    static func isPlainDecimal(_ text: String) -> Bool {
        var chars = Array(text.utf8)
        if let first = chars.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { chars.removeFirst() }
        let parts = chars.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.contains(where: { !$0.isEmpty }) else { return false }
        return parts.allSatisfy { $0.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    }
}
