// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import Testing

@_spi(Oracles) @testable import HousingData

/// ``ColumnKindRule/sampleKind(_:mark:)`` against a naive oracle (every value trimmed,
/// lowercased and looked up as a string): samples of missing, yes and no words in any case and
/// with blanks, numbers in both decimal marks, long and short text, digits first, and values
/// that are not ASCII (the Kelvin sign, which lowercases to `k`; combining marks after a blank).
@Suite struct ColumnKindRuleSamplePropertyTests {
    static let pool = [
        "", " ", "\t", "NA", "na ", " n/a", "-", "?", "-5", "12", " 12 ", "3.5", "1,5", "1.234,5", "1,234.5", "Yes",
        "NO", "true", "falsch", "Falsch", "wahr", "J", "12345678", "1e5", "abc", "Pave", "\t7\t", "K", "\u{212A}",
        "ÿes", "1 000", "00012", "7a", "1234567x", "oui", "Non", "nan", "NaN", "None", "null", "  ", "5\u{301}",
        " \u{301}5", "123456789012", "9999999.99", "Two Story", "0", "x\r\n", "1\r\n",
    ]

    /// The kind the rule gives, computed the plain way.
    static func naiveKind(_ values: [String], mark: DecimalMark) -> ColumnKind {
        var present = 0, numbers = 0, yesNo = 0
        for raw in values {
            let value = raw.trimmingBlanks()
            let lower = value.lowercased()
            if ColumnKindRule.missingWords.contains(lower) { continue }
            present += 1
            if ColumnKindRule.yesWords.contains(lower) || ColumnKindRule.noWords.contains(lower) { yesNo += 1 }
            if LocaleNumber.parse(value, mark: mark) != nil { numbers += 1 }
        }
        if present == 0 { return .empty }
        if yesNo == present { return .boolean }
        if Double(numbers) >= ColumnKindRule.numericShare * Double(present) { return .real }
        return .text
    }

    @Test func sampleKindsAgreeWithTheNaiveOracle() async {
        let input = zip(
            Gen.int(in: 0...(Self.pool.count - 1)).array(of: 0...30), Gen.int(in: 0...1), Gen.int(in: 0...3))
        await propertyCheck(count: 2000, input: input) { picks, markIndex, bias in
            // Biased towards one family so that every kind comes out: numbers, words, or mixed.
            let values = picks.map { Self.pool[bias == 0 ? $0 : ($0 * bias) % Self.pool.count] }
            let mark: DecimalMark = markIndex == 0 ? .point : .comma
            #expect(
                ColumnKindRule.sampleKind(values, mark: mark) == Self.naiveKind(values, mark: mark), "\(values) \(mark)"
            )
            for value in values {
                #expect(
                    ColumnKindRule.sampleKind([value], mark: mark) == Self.naiveKind([value], mark: mark),
                    "\(value.unicodeScalars.map { $0.value }) \(mark)")
            }
        }
    }
}
