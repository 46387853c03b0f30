// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PropertyBased
import Testing
import XCTest

@testable import RangeSliderCore

/// The slider's own words (``SliderWords``): every sentence and open-end text goes through the
/// installed translation, with its arguments put where the translation places them.
final class SliderWordsTests: XCTestCase {
    override func tearDown() {
        SliderWords.translate = { $0 }
        super.tearDown()
    }

    func testTheSentencesAndOpenEndTextsAreTranslatedWithTheirArgumentsInTheTranslationsOrder() {
        let german = [
            "from {0} to {1}": "von {0} bis {1}", "from {0}, no maximum": "ab {0}, kein Maximum",
            "up to {0}, no minimum": "bis {0}, kein Minimum", "any value": "beliebiger Wert",
            "no maximum": "kein Maximum", "no minimum": "kein Minimum", "Any": "Beliebig",
        ]
        var asked: [String] = []
        SliderWords.translate = { id in
            asked.append(id); return german[id] ?? id
        }
        let closed = OpenBounds.closed
        XCTAssertEqual(
            RangeDescription.text(lower: "129.500 $", upper: "310.000 $", bounds: closed), "von 129.500 $ bis 310.000 $"
        )
        XCTAssertEqual(
            RangeDescription.text(
                lower: "129.500 $", upper: "", bounds: OpenBounds(isLowerOpen: false, isUpperOpen: true)),
            "ab 129.500 $, kein Maximum")
        XCTAssertEqual(
            RangeDescription.text(
                lower: "", upper: "310.000 $", bounds: OpenBounds(isLowerOpen: true, isUpperOpen: false)),
            "bis 310.000 $, kein Minimum")
        XCTAssertEqual(
            RangeDescription.text(lower: "", upper: "", bounds: OpenBounds(isLowerOpen: true, isUpperOpen: true)),
            "beliebiger Wert")
        XCTAssertEqual(OpenBounds.noMaximumText, "kein Maximum")
        XCTAssertEqual(OpenBounds.noMinimumText, "kein Minimum")
        XCTAssertEqual(OpenBounds.defaultOpenLowerText, "Beliebig")
        XCTAssertEqual(Set(asked), Set(german.keys), "every text asked its translation")

        // A translation may put the arguments the other way round.
        SliderWords.translate = { $0 == "from {0} to {1}" ? "{1} down to {0}" : $0 }
        XCTAssertEqual(RangeDescription.text(lower: "1", upper: "2", bounds: closed), "2 down to 1")
    }

    func testUntranslatedTheWordsAreEnglish() {
        XCTAssertEqual(RangeDescription.text(lower: "$1", upper: "$2", bounds: .closed), "from $1 to $2")
        XCTAssertEqual(OpenBounds.noMaximumText, "no maximum")
        XCTAssertEqual(OpenBounds.defaultOpenLowerText, "Any")
    }
}

/// `SliderWords.fill` against a naive oracle (replace each `{i}` in turn), for messages of
/// braces, digits and letters and arguments without braces, where the naive replacement is
/// exact. (An argument containing a placeholder is not filled again: the example below.)
@Suite struct SliderWordsFillPropertyTests {
    static let pieces = ["{0}", "{1}", "{2}", "{", "}", "{x}", "{-1}", "{10}", "a", " ", "7"]
    static let message = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...8).map { $0.map { pieces[$0] }.joined() }
    static let arguments = Gen.int(in: 0...3).array(of: 0...3).map {
        $0.enumerated().map { "v\($0.offset)" + String(repeating: "z", count: $0.element) }
    }

    @Test func fillAgreesWithANaiveReplacement() async {
        await propertyCheck(count: 5000, input: Self.message, Self.arguments) { message, arguments in
            var naive = message
            for (i, argument) in arguments.enumerated() {
                naive = naive.replacingOccurrences(of: "{\(i)}", with: argument)
            }
            #expect(SliderWords.fill(message, arguments) == naive, "\(message.debugDescription) \(arguments)")
        }
        #expect(SliderWords.fill("{0} and {1}", ["{1}", "b"]) == "{1} and b")
    }
}
