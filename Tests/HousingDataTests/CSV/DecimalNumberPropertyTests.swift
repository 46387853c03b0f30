// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PropertyBased
import Testing

@_spi(Oracles) @testable import HousingData

/// The number reader against the standard library's correctly rounded `Double(String)` as
/// the oracle, on random texts: signs, leading zeros, many digits, fractions, exponents from
/// tiny to huge, the words for non-finite values, spaces around, and broken forms.
@Suite struct DecimalNumberPropertyTests {
    /// A random number text in plain notation (decimal point), or a broken one.
    static func numberText(seed: Int) -> String {
        var rng = SeededGenerator(seed: UInt64(seed))
        func digits(_ maximum: Int) -> String {
            let count = rng.nextIndex(below: maximum + 1)
            let zeros = rng.nextIndex(below: 4) == 0 ? rng.nextIndex(below: 6) : 0  // leading zeros
            return String(repeating: "0", count: zeros)
                + String((0..<count).map { _ in Character(String(rng.nextIndex(below: 10))) })
        }
        let words = [
            "nan", "NaN", "inf", "INF", "Infinity", "infinite", "nan1", "", ".", "e5", "1e", "1e+", "--1", "1.2.3",
            "12a", "1 2",
        ]
        if rng.nextIndex(below: 10) == 0 {
            return ["", "+", "-"][rng.nextIndex(below: 3)] + words[rng.nextIndex(below: words.count)]
        }
        var text = ["", "", "+", "-"][rng.nextIndex(below: 4)]
        text += digits([3, 8, 16, 25][rng.nextIndex(below: 4)])
        if rng.nextIndex(below: 2) == 0 { text += "." + digits([2, 7, 16, 25][rng.nextIndex(below: 4)]) }
        if rng.nextIndex(below: 3) == 0 {
            text += ["e", "E"][rng.nextIndex(below: 2)] + ["", "+", "-"][rng.nextIndex(below: 3)]
            text += String(
                [rng.nextIndex(below: 25), rng.nextIndex(below: 400), rng.nextIndex(below: 100_000)][
                    rng.nextIndex(below: 3)])
        }
        let spaces = ["", " ", "\t", "  "]
        return spaces[rng.nextIndex(below: 4)] + text + spaces[rng.nextIndex(below: 4)]
    }

    /// The oracle: `Double(String)` on the text without its surrounding spaces and tabs.
    static func oracle(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: [" ", "\t"]))
    }

    /// Whether two readings agree: both not numbers, both NaN, or the same bits (so -0 is not 0).
    static func same(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let x?, let y?): return (x.isNaN && y.isNaN) || x.bitPattern == y.bitPattern
        default: return false
        }
    }

    @Test func readsWhatTheStandardConversionReads() async {
        await propertyCheck(count: 3_000, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let text = Self.numberText(seed: seed)
            let expected = Self.oracle(text)
            #expect(
                Self.same(DecimalNumber.parse(text), expected),
                "\(text.debugDescription): \(String(describing: expected))")
            #expect(Self.same(LocaleNumber.parse(text, mark: .point), expected), "\(text.debugDescription)")
        }
    }

    @Test func readsTheCommaDecimalMarkAsThePointOne() async {
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let text = Self.numberText(seed: seed)
            // A field of more than 64 bytes with a decimal comma is not read as a number.
            let expected = text.contains(".") && text.utf8.count > 64 ? nil : Self.oracle(text)
            let comma = String(text.map { $0 == "." ? "," : $0 })
            #expect(Self.same(LocaleNumber.parse(comma, mark: .comma), expected), "\(comma.debugDescription)")
        }
    }

    @Test func extremesAndManyDigits() {
        for text in [
            "1.7976931348623157e308", "1.7976931348623159e308", "4.9e-324", "2.4e-324", "2.5e-324", "1e-400", "1e400",
            "-0", "-0.0e5", "0e999999", "123456789012345", "1234567890123456", "0.000000000000000000001",
            "9007199254740993", "9007199254740993.0000000001", "00000000000000000000000000000042.5",
            "0.1e23", "1e22", "1e23", "123456789012345e-22", "123456789012345e-23", "-.5", "5.", "+.5e-3",
        ] {
            #expect(Self.same(DecimalNumber.parse(text), Double(text)), "\(text)")
        }
    }
}
