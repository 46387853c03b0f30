// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PropertyBased
import RangeSliderCore
import Testing

/// Typed text naming an open end (``OpenBoundInput``), against a naive oracle written with
/// Foundation's trimming: any text built from digits, money signs, spaces (plain, tab,
/// no-break, line breaks), "+", "k" and the letters of "Any" is read as the rule says.
@Suite struct OpenBoundInputPropertyTests {
    static let alphabet: [String] = [
        "1", "2", "9", "0", "$", ",", ".", "k", " ", "\t", "\u{00A0}", "\n", "+", "-",
        "A", "a", "n", "N", "y", "Y", "No limit", "755,000+",
    ]
    static let text = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...8).map { $0.map { alphabet[$0] }.joined() }
    static let openUpperTexts = ["$755,000+", "No limit", "1000+"]

    static func trimmed(_ s: String) -> String { s.trimmingCharacters(in: .whitespacesAndNewlines) }

    @Test func upperAndLowerFollowTheNaiveRule() async {
        await propertyCheck(count: 5000, input: Self.text, Gen.int(in: 0...2)) { text, which in
            let openUpper = Self.openUpperTexts[which]
            let t = Self.trimmed(text)
            let upper = t.hasSuffix("+") || (!t.isEmpty && t.lowercased() == Self.trimmed(openUpper).lowercased())
            #expect(
                OpenBoundInput.asksForOpenUpper(text, openText: openUpper) == upper,
                "\(text.debugDescription) with \(openUpper)")
            let lower = !t.isEmpty && (t.lowercased() == "any" || t.lowercased() == "no limit")
            #expect(OpenBoundInput.asksForOpenLower(text, openText: "No limit") == lower, "\(text.debugDescription)")
        }
    }

    @Test func examples() {
        #expect(OpenBoundInput.asksForOpenUpper("+", openText: "$755,000+"))
        #expect(OpenBoundInput.asksForOpenUpper(" 800k + ", openText: "$755,000+"))
        #expect(OpenBoundInput.asksForOpenUpper("$755,000+", openText: "$755,000+"))
        #expect(!OpenBoundInput.asksForOpenUpper("$755,000", openText: "$755,000+"))
        #expect(!OpenBoundInput.asksForOpenUpper("+5", openText: "$755,000+"), "a leading plus sign is a number's")
        #expect(!OpenBoundInput.asksForOpenUpper("   ", openText: "   "))
        #expect(OpenBoundInput.asksForOpenLower(" ANY ", openText: "Any"))
        #expect(OpenBoundInput.asksForOpenLower("beliebig", openText: "Beliebig"))
        #expect(!OpenBoundInput.asksForOpenLower("", openText: ""))
        #expect(!OpenBoundInput.asksForOpenLower("0", openText: "Any"))
    }
}
