// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Reads numbers written with either decimal mark and with grouping marks, as CSV exports from
/// spreadsheets in any locale write them: `1234.5`, `1,234.5`, `1234,5`, `1.234,5`.
///
/// Built on ``DecimalNumber`` (the plain form, exponents, `nan` and `inf`), which stays the
/// fast path: a field in the plain form never reaches the slower steps.
///
/// With ``DecimalMark/point``: the plain form, or grouping commas between groups of three
/// digits (`1,234,567.5`). With ``DecimalMark/comma``: one decimal comma (`12,5`, `,5`), with
/// grouping points between groups of three digits (`1.234.567,5`, `1.234`); a field that is
/// not that but is a plain number with a decimal point (`2.5`) still reads as one, so a file
/// mixing the two is read as a person would. Grouping must be regular: the first group has one
/// to three digits, every later one exactly three (`12,34` is not a grouped number).
public enum LocaleNumber {
    /// The value of the number in `bytes` written with `mark`, NaN or ±infinity for those
    /// words, nil when it is not a number.
    @_spi(Oracles) public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, mark: DecimalMark) -> Double? {
        switch mark {
        case .point:
            return DecimalNumber.parse(bytes) ?? normalized(bytes, grouping: .comma, decimal: .point)
        case .comma:
            return normalized(bytes, grouping: .point, decimal: .comma) ?? DecimalNumber.parse(bytes)
        }
    }

    /// The value of the number in `text` written with `mark` (see ``parse(_:mark:)``).
    public static func parse(_ text: String, mark: DecimalMark) -> Double? {
        var text = text
        return text.withUTF8 { parse($0, mark: mark) }
    }

    /// The number in `bytes` with grouping marks `grouping` removed and `decimal` read as the
    /// decimal mark, or nil when the grouping is irregular or anything else is there.
    private static func normalized(_ bytes: UnsafeBufferPointer<UInt8>, grouping: UInt8, decimal: UInt8) -> Double? {
        var start = 0, end = bytes.count
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        let length = end - start
        guard length > 0 && length <= 64 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { out -> Double? in
            var n = 0
            var i = start
            if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                out[n] = bytes[i]; n += 1; i += 1
            }
            // Integer part, with optional regular grouping.
            var group = 0  // digits in the current group
            var groups = 0  // groups closed by a grouping mark
            var integerDigits = 0
            while i < end {
                let b = bytes[i]
                if b >= 0x30 && b <= 0x39 {
                    out[n] = b; n += 1; group += 1; integerDigits += 1
                } else if b == grouping {
                    // The group before the mark: 1–3 digits first, then exactly 3.
                    guard group >= 1 && group <= 3 && (groups == 0 || group == 3) else { return nil }
                    groups += 1
                    group = 0
                } else {
                    break
                }
                i += 1
            }
            if groups > 0 && group != 3 { return nil }  // the last group after a mark has 3 digits
            // Decimals.
            var fractionDigits = 0
            if i < end && bytes[i] == decimal {
                out[n] = UInt8(ascii: "."); n += 1; i += 1
                while i < end, bytes[i] >= 0x30 && bytes[i] <= 0x39 {
                    out[n] = bytes[i]; n += 1; i += 1; fractionDigits += 1
                }
            }
            guard integerDigits + fractionDigits > 0 else { return nil }
            // An exponent, as the plain form has it.
            if i < end && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
                while i < end {
                    let b = bytes[i]
                    guard
                        (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
                            || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
                    else { return nil }
                    out[n] = b; n += 1; i += 1
                }
            }
            guard i == end else { return nil }
            return DecimalNumber.parse(UnsafeBufferPointer(rebasing: out[0..<n]))
        }
    }

    /// Which decimal mark `bytes` shows, if it is a number only one way (see ``CSVDialect``):
    /// one mark followed by other than three digits (`12,5`, `2.75`), or grouping marks of one
    /// kind followed by a decimal mark of the other (`1.234,5`, `1,234.5`). Nil otherwise.
    static func markEvidence(_ bytes: UnsafeBufferPointer<UInt8>) -> DecimalMark? {
        var start = 0, end = bytes.count
        while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        if start < end && (bytes[start] == UInt8(ascii: "+") || bytes[start] == UInt8(ascii: "-")) { start += 1 }
        guard start < end, end - start <= 64 else { return nil }
        var marks: [UInt8] = []  // the marks, in order
        var digitsAfterLast = 0  // digits after the last mark
        var digitsBeforeFirst = 0
        for i in start..<end {
            let b = bytes[i]
            if b >= 0x30 && b <= 0x39 {
                if marks.isEmpty { digitsBeforeFirst += 1 } else { digitsAfterLast += 1 }
            } else if b == .comma || b == .point {
                guard digitsAfterLast > 0 || marks.isEmpty else { return nil }  // two marks in a row
                marks.append(b)
                digitsAfterLast = 0
            } else {
                return nil
            }
        }
        guard let last = marks.last, digitsAfterLast > 0, digitsBeforeFirst > 0 else { return nil }
        let vote: DecimalMark = last == .comma ? .comma : .point
        if marks.count == 1 { return digitsAfterLast == 3 ? nil : vote }
        // Grouping marks of the other kind before the last mark.
        let groupingMarks = marks.dropLast()
        guard groupingMarks.allSatisfy({ $0 != last }) else { return nil }
        return vote
    }
}

extension UInt8 {
    /// `.`
    static let point = UInt8(ascii: ".")
}
