// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// The default parser of typed values: the forms it reads, the ones it refuses, and the round
/// trip through the default formatter.
@Suite struct ValueParsingTests {
    @Test func readsPlainGroupedSignedAndSpacedNumbers() {
        let cases: [(String, Double)] = [
            ("250", 250), ("  250 ", 250), ("0.5", 0.5), (".5", 0.5), ("5.", 5), ("-3.25", -3.25), ("+7", 7),
            ("\u{2212}12", -12), ("12,345", 12_345), ("1,234,567.5", 1_234_567.5), ("12 345", 12_345),
            ("12\u{00A0}345", 12_345), ("12\u{202F}345.25", 12_345.25), ("1 000 000", 1_000_000),
            ("\t42\n", 42), ("007", 7), ("0", 0), ("-0.00", 0),
        ]
        for (text, value) in cases {
            #expect(ValueParsing.parse(text) == value, "\(text.debugDescription)")
        }
    }

    @Test func refusesWhatItCannotReadSafely() {
        for text in [
            "", "   ", "abc", "12a", "$12", "1,2", "12,34", "1,2345", ",123", "123,", "1,,234", "1, 234",
            "1,234 567", "1.2.3", "--1", "+-1", "1e5", "inf", "nan", "-", ".", "12 .5", "1 2", "١٢",
        ] {
            #expect(ValueParsing.parse(text) == nil, "\(text.debugDescription)")
        }
        #expect(ValueParsing.parse(String(repeating: "9", count: 400)) == nil, "too large for a Double")
    }

    /// Every value the default formatter writes reads back as the number it shows: exactly the
    /// printed decimal, within half a unit of its last digit of the value.
    @Test func formatThenParseRoundTripsWithinTheFormattersDigits() async {
        await propertyCheck(count: 2000, input: Gen.double(in: -1e9...1e9), Gen.int(in: 0...5)) { value, digits in
            let text = ValueFormatting.text(value, digits: digits)
            let parsed = ValueParsing.parse(text)
            #expect(parsed == Double(text), "\(value) → \(text) → \(String(describing: parsed))")
            if let parsed {
                let unit = pow(10, -Double(digits))
                #expect(
                    abs(parsed - value) <= unit / 2 + abs(value) * 1e-15, "\(value) with \(digits) digits → \(text)")
            }
        }
    }

    @Test func roundTripsWithGroupingAddedToTheFormattersText() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...999_999_999_999), Gen.int(in: 0...1)) { n, kind in
            let plain = String(n)
            var grouped = ""
            for (i, c) in plain.enumerated() {
                if i > 0, (plain.count - i) % 3 == 0 { grouped.append(kind == 0 ? "," : " ") }
                grouped.append(c)
            }
            #expect(ValueParsing.parse(grouped) == Double(n), "\(grouped)")
            #expect(ValueParsing.parse(" -" + grouped + " ") == -Double(n), "\(grouped)")
        }
    }

    @Test func outcomeSaysHowTheSliderChangedATypedValue() {
        var values = RangeValues()
        values.setRange(minimum: 0, maximum: 100)
        values.setValues(lower: 20, upper: 80)
        func outcome(_ thumb: Thumb, _ requested: Double, in v: RangeValues = values) -> TypedValueOutcome {
            var moved = v
            moved.move(thumb, to: requested)
            return TypedValueOutcome.of(requested: requested, result: moved.value(of: thumb), thumb: thumb, before: v)
        }
        #expect(outcome(.upper, 50) == .exact)
        #expect(outcome(.upper, 150) == .loweredToMaximum)
        #expect(outcome(.lower, -5) == .raisedToMinimum)
        #expect(outcome(.lower, 90) == .limitedByOtherThumb, "the lower thumb stops at the upper one")
        #expect(outcome(.lower, 150) == .limitedByOtherThumb, "above the maximum but stopped by the upper thumb")
        #expect(outcome(.upper, -5) == .limitedByOtherThumb)
        var stepped = values
        stepped.setConstraints(RangeConstraints(stepSize: 5))
        #expect(outcome(.upper, 52, in: stepped) == .rounded)
        #expect(outcome(.upper, 55, in: stepped) == .exact)
    }

    /// A thumb between the first and the last, by index: either neighbour stops it; the ends
    /// of the range as for any thumb; the index form agrees with the ``Thumb`` form at both ends.
    @Test func typedValueOutcomesOfAMiddleThumb() {
        var values = RangeValues()
        values.setRange(minimum: 0, maximum: 100)
        values.setValues([10, 30, 50, 70, 90])
        func outcome(_ index: Int, _ requested: Double, in v: RangeValues = values) -> TypedValueOutcome {
            var moved = v
            _ = moved.move(index, to: requested)
            return TypedValueOutcome.of(requested: requested, result: moved[index], index: index, before: v)
        }
        #expect(outcome(2, 40) == .exact)
        #expect(outcome(2, 80) == .limitedByOtherThumb, "stopped at the next thumb, 70")
        #expect(outcome(2, 20) == .limitedByOtherThumb, "stopped at the previous thumb, 30")
        #expect(outcome(2, 150) == .limitedByOtherThumb)
        #expect(outcome(1, 30) == .exact)
        var stepped = values
        stepped.setConstraints(RangeConstraints(stepSize: 5))
        #expect(outcome(2, 52, in: stepped) == .rounded)
        for requested in [-5.0, 5, 20, 60, 95, 150] {
            for (thumb, index) in [(Thumb.lower, 0), (.upper, 4)] {
                var moved = values
                _ = moved.move(index, to: requested)
                #expect(
                    TypedValueOutcome.of(requested: requested, result: moved[index], index: index, before: values)
                        == TypedValueOutcome.of(
                            requested: requested, result: moved[index], thumb: thumb, before: values))
            }
        }
    }
}
