// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A slow, obviously correct reader of the decimal numbers the loader and the price entry
/// accept: the oracle the fuzz targets compare the fast parsers with.
///
/// Grammar (checked character by character, then converted by the standard library's correctly
/// rounded `Double(String)`): optional spaces and tabs around, an optional sign, digits with an
/// optional fraction (at least one digit in all), an optional exponent with at least one digit;
/// or the words `nan`, `inf`, `infinity` in any case with an optional sign.
enum NaiveDecimal {
    /// The value of `text`, or nil when it is not a number of the grammar.
    static func parse(_ text: String) -> Double? {
        let s = trimmed(text)
        var chars = Array(s)
        var negative = false
        if let first = chars.first, first == "+" || first == "-" {
            negative = first == "-"
            chars.removeFirst()
        }
        let word = String(chars).lowercased()
        if word == "nan" { return .nan }
        if word == "inf" || word == "infinity" { return negative ? -.infinity : .infinity }
        var i = 0
        var digits = 0
        while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1; digits += 1 }
        if i < chars.count, chars[i] == "." {
            i += 1
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            i += 1
            if i < chars.count, chars[i] == "+" || chars[i] == "-" { i += 1 }
            var exponentDigits = 0
            while i < chars.count, chars[i].isASCII, chars[i].isNumber { i += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return nil }
        }
        guard i == chars.count else { return nil }
        // The standard library reads "5." and ".5"; it also reads every exponent correctly.
        guard let value = Double(String(chars)) else { return nil }
        return negative ? -value : value
    }

    /// `text` without the spaces and tabs around it.
    static func trimmed(_ text: String) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
        else {
            return ""
        }
        return String(text[first...last])
    }
}

/// The check every message of the loader must pass: nothing a terminal would act on, and short.
enum MessageCheck {
    /// Throws when `message` holds a character that is not printable (controls, escapes,
    /// invalid UTF-8 shown as U+FFFD …) or is longer than `limit` characters.
    static func require(_ message: String, limit: Int, _ what: String) throws(FuzzFailure) {
        for scalar in message.unicodeScalars {
            let bad: Bool
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
                bad = true
            default: bad = scalar == "\u{FFFD}"
            }
            if bad {
                throw FuzzFailure(
                    """
                    \(what) holds the raw character U+\(String(scalar.value, radix: 16)): \
                    \(message.debugDescription.prefix(300))
                    """)
            }
        }
        let count = message.count
        if count > limit {
            throw FuzzFailure("\(what) is \(count) characters long (limit \(limit)): \(message.prefix(300))…")
        }
    }
}
