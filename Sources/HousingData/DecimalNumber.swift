// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Reads a decimal number from the bytes of a CSV field, fast and without the locale.
///
/// Accepted: optional spaces or tabs around the number, an optional `+` or `-`, digits with an
/// optional fraction (`12`, `12.5`, `.5`, `12.`), and an optional exponent (`1.2e5`). The words
/// `nan`, `inf` and `infinity` (any case, with a sign) read as NaN and infinities so that callers
/// can say the value is not finite rather than not a number. Everything else, including
/// hexadecimal, grouping commas, currency signs and an empty field, is not a number (nil).
///
/// Numbers with at most 15 significant digits and a small decimal exponent (the common case) are
/// computed exactly with one multiplication or division (Clinger's fast path); anything longer
/// goes through the standard library's correctly rounded conversion.
enum DecimalNumber {
    /// The value of the number in `bytes`, NaN or ±infinity for those words, nil when the bytes
    /// are not a number.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var start = 0
        var end = bytes.count
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        guard start < end else { return nil }

        var i = start
        var negative = false
        if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }

        var mantissa: UInt64 = 0
        var significantDigits = 0
        var digitCount = 0
        var decimalExponent = 0
        // Integer part.
        while i < end, let d = digit(bytes[i]) {
            digitCount += 1
            if mantissa != 0 || d != 0 { significantDigits += 1 }
            if significantDigits <= 19 { mantissa = mantissa &* 10 &+ UInt64(d) } else { decimalExponent += 1 }
            i += 1
        }
        // Fraction.
        if i < end && bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < end, let d = digit(bytes[i]) {
                digitCount += 1
                if mantissa != 0 || d != 0 { significantDigits += 1 }
                if significantDigits <= 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    decimalExponent -= 1
                }
                i += 1
            }
        }
        guard digitCount > 0 else { return nonFiniteWord(bytes, from: start, to: end) }
        // Exponent.
        if i < end && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            i += 1
            var exponentNegative = false
            if i < end && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var exponent = 0
            var exponentDigits = 0
            while i < end, let d = digit(bytes[i]) {
                if exponent < 100_000 { exponent = exponent * 10 + d }
                exponentDigits += 1
                i += 1
            }
            guard exponentDigits > 0 else { return nil }
            decimalExponent += exponentNegative ? -exponent : exponent
        }
        guard i == end else { return nil }

        if significantDigits <= 15 && abs(decimalExponent) <= 22 {
            // Both the mantissa (< 10^15 < 2^53) and the power of ten are exact doubles, so one
            // correctly rounded operation gives the correctly rounded result.
            var value = Double(mantissa)
            if decimalExponent >= 0 {
                value *= powersOfTen[decimalExponent]
            } else {
                value /= powersOfTen[-decimalExponent]
            }
            return negative ? -value : value
        }
        // Rare: too many digits or a large exponent. The grammar is already checked, so the
        // standard conversion sees only plain decimal notation.
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
    }

    /// The numeric value of an ASCII digit.
    @inline(__always)
    private static func digit(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }

    /// NaN or ±infinity when `bytes[start..<end]` spells `nan`, `inf` or `infinity` (any case,
    /// optional sign), else nil.
    private static func nonFiniteWord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Double? {
        var i = start
        var negative = false
        if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self).lowercased()
        switch word {
        case "nan": return .nan
        case "inf", "infinity": return negative ? -.infinity : .infinity
        default: return nil
        }
    }

    /// 10^0 … 10^22, all exact in a Double.
    private static let powersOfTen: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...22 { powers.append(powers.last! * 10) }
        return powers
    }()

    /// The value of the number in `text` (see ``parse(_:)``).
    static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse($0) }
    }
}
