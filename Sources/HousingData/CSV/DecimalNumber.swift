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
@_spi(Oracles) public enum DecimalNumber {
    /// The value of the number in `bytes`, NaN or ±infinity for those words, nil when the bytes
    /// are not a number.
    @inline(__always)
    @_spi(Oracles) public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let p = bytes.baseAddress else { return nil }
        var start = 0
        var end = bytes.count
        while start < end && (p[start] == 0x20 || p[start] == 0x09) { start += 1 }
        while end > start && (p[end - 1] == 0x20 || p[end - 1] == 0x09) { end -= 1 }
        guard start < end else { return nil }

        var i = start
        let sign = p[i]
        let negative = sign == UInt8(ascii: "-")
        if negative || sign == UInt8(ascii: "+") { i += 1 }

        // The digits go into `mantissa` as read; past 19 significant digits it wraps, but then
        // the value comes from the standard conversion, which needs only the grammar checked.
        var mantissa: UInt64 = 0
        let integerStart = i
        while i < end && p[i] == 0x30 { i += 1 }
        let integerSignificantStart = i
        readDigits(p, from: &i, to: end, into: &mantissa)
        var digitCount = i - integerStart
        var significantDigits = i - integerSignificantStart
        var decimalExponent = 0
        if i < end && p[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            if significantDigits == 0 {
                while i < end && p[i] == 0x30 { i += 1 }  // leading zeros: not significant
            }
            let fractionSignificantStart = i
            readDigits(p, from: &i, to: end, into: &mantissa)
            digitCount += i - fractionStart
            significantDigits += i - fractionSignificantStart
            decimalExponent = fractionStart - i
        }
        guard digitCount > 0 else { return nonFiniteWord(bytes, from: start, to: end) }
        if i < end {
            guard p[i] == UInt8(ascii: "e") || p[i] == UInt8(ascii: "E") else { return nil }
            i += 1
            var exponentNegative = false
            if i < end && (p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-")) {
                exponentNegative = p[i] == UInt8(ascii: "-")
                i += 1
            }
            let exponentStart = i
            var exponent = 0
            while i < end {
                let d = p[i] &- 0x30
                if d > 9 { break }
                if exponent < 100_000 { exponent = exponent * 10 + Int(d) }
                i += 1
            }
            guard i > exponentStart && i == end else { return nil }
            decimalExponent += exponentNegative ? -exponent : exponent
        }

        if significantDigits <= 15 && decimalExponent >= -22 && decimalExponent <= 22 {
            // Both the mantissa (< 10^15 < 2^53) and the power of ten are exact doubles, so one
            // correctly rounded operation gives the correctly rounded result.
            var value = Double(mantissa)
            if decimalExponent > 0 {
                value *= powerOfTen(decimalExponent)
            } else if decimalExponent < 0 {
                value /= powerOfTen(-decimalExponent)
            }
            return negative ? -value : value
        }
        // Rare: too many digits or a large exponent. The grammar is already checked, so the
        // standard conversion sees only plain decimal notation.
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
    }

    /// Reads the digits from `p[i]` up to the first other byte or `end` into `mantissa` (wrapping
    /// past 19 digits), leaving `i` after them.
    @inline(__always)
    private static func readDigits(
        _ p: UnsafePointer<UInt8>, from i: inout Int, to end: Int, into mantissa: inout UInt64
    ) {
        while i < end {
            let d = p[i] &- 0x30
            if d > 9 { break }
            mantissa = mantissa &* 10 &+ UInt64(d)
            i += 1
        }
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

    /// 10^`exponent` for `exponent` in 0...22, each exact in a Double.
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: return 1e0
        case 1: return 1e1
        case 2: return 1e2
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        case 9: return 1e9
        case 10: return 1e10
        case 11: return 1e11
        case 12: return 1e12
        case 13: return 1e13
        case 14: return 1e14
        case 15: return 1e15
        case 16: return 1e16
        case 17: return 1e17
        case 18: return 1e18
        case 19: return 1e19
        case 20: return 1e20
        case 21: return 1e21
        default: return 1e22
        }
    }

    /// The value of the number in `text` (see ``parse(_:)``).
    @_spi(Oracles) public static func parse(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { parse($0) }
    }
}
