// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Reading a typed value back: the inverse of the default value text (``ValueFormatting``),
/// used by the value popover's entry when the app sets no parser of its own.
///
/// Tolerant of what people type and paste, strict where a misreading would put the thumb
/// somewhere else than meant:
///
/// - spaces (any Unicode white space, no-break spaces included) before and after are ignored;
/// - an optional sign: `+`, `-` or `−` (U+2212 MINUS SIGN);
/// - digits with optional grouping of thousands by commas or spaces (`12,345`, `12 345`, also
///   no-break and thin spaces), one kind per number, groups of three after the first: `1,2` and
///   `12,34` are refused, since they read as decimals in many languages;
/// - an optional decimal point `.` with digits after it (`.5` and `5.` are fine);
/// - nothing else: no exponent, no units, no `inf` or `nan`. Nil for anything else or a value
///   too large for a Double.
public enum ValueParsing {
    /// `text` as a number, or nil when it is not one (see the type's rules).
    public static func parse(_ text: String) -> Double? {
        let scalars = Array(text.unicodeScalars)
        var start = 0, end = scalars.count
        while start < end, scalars[start].properties.isWhitespace { start += 1 }
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        guard start < end else { return nil }

        var ascii = ""
        var i = start
        switch scalars[i] {
        case "+": i += 1
        case "-", "\u{2212}": ascii = "-"; i += 1
        default: break
        }

        // The integer part: groups of digits between separators.
        var groups: [Int] = [0]  // digits in each group
        var separatorKind: Character?  // "," or " " (any space)
        var integerDigits = ""
        while i < end {
            let c = scalars[i]
            if let digit = asciiDigit(c) {
                integerDigits.append(digit)
                groups[groups.count - 1] += 1
            } else if c == "," || c.properties.isWhitespace {
                let kind: Character = c == "," ? "," : " "
                if let separatorKind, separatorKind != kind { return nil }
                separatorKind = kind
                // Between digits only: not first, not twice in a row.
                guard groups[groups.count - 1] > 0 else { return nil }
                groups.append(0)
            } else {
                break
            }
            i += 1
        }
        if groups.count > 1 {
            guard (1...3).contains(groups[0]), groups.dropFirst().allSatisfy({ $0 == 3 }) else { return nil }
        }

        // The fraction.
        var fractionDigits = ""
        if i < end, scalars[i] == "." {
            i += 1
            while i < end, let digit = asciiDigit(scalars[i]) {
                fractionDigits.append(digit)
                i += 1
            }
        }
        guard i == end, !(integerDigits.isEmpty && fractionDigits.isEmpty) else { return nil }
        ascii += integerDigits.isEmpty ? "0" : integerDigits
        if !fractionDigits.isEmpty { ascii += "." + fractionDigits }
        guard let value = Double(ascii), value.isFinite else { return nil }
        return value
    }

    private static func asciiDigit(_ c: Unicode.Scalar) -> Character? {
        ("0"..."9").contains(c) ? Character(c) : nil
    }
}

/// What the slider did with a typed value, to tell the person when it is not what they typed.
public enum TypedValueOutcome: Equatable, Sendable {
    /// The thumb took the value.
    case exact
    /// The value was moved to the nearest step.
    case rounded
    /// The value was below the minimum: the thumb is at the minimum.
    case raisedToMinimum
    /// The value was above the maximum: the thumb is at the maximum.
    case loweredToMaximum
    /// Another thumb (its separation or the span limit) stopped the thumb short of the value.
    case limitedByOtherThumb

    /// What happened when `thumb` of `before` was asked to move to `requested` and ended at
    /// `result` (``RangeValues/move(_:to:)``: snapped, within the thumb's allowed interval).
    public static func of(requested: Double, result: Double, thumb: Thumb, before: RangeValues) -> TypedValueOutcome {
        of(requested: requested, result: result, index: before.index(of: thumb), before: before)
    }

    /// ``of(requested:result:thumb:before:)`` for the thumb at `index` (any thumb: a neighbour on
    /// either side is "the other thumb").
    public static func of(requested: Double, result: Double, index: Int, before: RangeValues) -> TypedValueOutcome {
        if requested > before.maximumValue {
            return result == before.maximumValue ? .loweredToMaximum : .limitedByOtherThumb
        }
        if requested < before.minimumValue {
            return result == before.minimumValue ? .raisedToMinimum : .limitedByOtherThumb
        }
        let interval = before.allowedInterval(for: index)
        if requested > interval.upperBound || requested < interval.lowerBound { return .limitedByOtherThumb }
        return result == requested ? .exact : .rounded
    }
}
