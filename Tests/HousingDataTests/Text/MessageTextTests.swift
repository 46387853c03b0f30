// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import HousingOracles
import XCTest

/// Text from a file quoted in messages is escaped and shortened: a binary file given as
/// `--data` must not print kilobytes of its bytes as the "columns found" list, control bytes
/// and terminal escapes included.
final class MessageTextTests: XCTestCase {
    func testControlCharactersAreEscaped() {
        XCTAssertEqual(MessageText.escaped("a\tb\nc\r\0"), "a\\tb\\nc\\r\\0")
        XCTAssertEqual(MessageText.escaped("\u{1B}[2J\u{07}"), "\\u{1B}[2J\\u{7}")
        XCTAssertEqual(MessageText.escaped("say \"hi\" \\ bye"), "say \\\"hi\\\" \\\\ bye")
        XCTAssertEqual(MessageText.escaped("\u{202E}evil\u{85}"), "\\u{202E}evil\\u{85}", "format and C1 controls")
    }

    func testInvalidUTF8ShowsAsAnEscapedReplacementCharacter() {
        let text = String(decoding: [0x41, 0xFF, 0xFE, 0x42] as [UInt8], as: UTF8.self)
        XCTAssertEqual(MessageText.escaped(text), "A\\u{FFFD}\\u{FFFD}B")
    }

    func testPrintableTextIsKeptAsItIs() {
        for text in ["Gr Liv Area", "Prix (€)", "Größe", "面積", "👍🏽", "e\u{301}"] {
            XCTAssertEqual(MessageText.escaped(text), text)
        }
    }

    func testLongTextIsShortenedWithinTheLimitWithoutCuttingAnEscape() {
        XCTAssertEqual(MessageText.escaped(String(repeating: "x", count: 100)), String(repeating: "x", count: 39) + "…")
        XCTAssertEqual(MessageText.escaped(String(repeating: "x", count: 40)), String(repeating: "x", count: 40))
        let escapes = MessageText.escaped(String(repeating: "\u{1B}", count: 20))
        XCTAssertLessThanOrEqual(escapes.count, MessageText.defaultLimit)
        XCTAssertTrue(escapes.hasSuffix("\\u{1B}…"), escapes)
        XCTAssertEqual(MessageText.escaped("abc", limit: 0), "…")
        XCTAssertEqual(MessageText.quoted("abc"), "\"abc\"")
    }

    func testListsShowTenItemsThenACount() {
        XCTAssertEqual(MessageText.quotedList([]), "none")
        XCTAssertEqual(MessageText.quotedList(["a", "b"]), "\"a\", \"b\"")
        let list = MessageText.quotedList((1...25).map { "c\($0)" })
        XCTAssertTrue(list.hasSuffix("\"c10\" and 15 more"), list)
    }

    /// A binary file as `--data`.
    func testABinaryFileGivesAShortPrintableMessage() {
        var random = SystemRandomNumberGenerator()
        var bytes = [UInt8(0x1B), UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "J")]
        bytes += (0..<20_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes = bytes.map {
            $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\"") ? 0x07 : $0
        }
        bytes += Array("\n1,2\n".utf8)
        let message: String
        do {
            _ = try HousingLoader().load(bytes: bytes, source: "photo.jpg")
            return XCTFail("a binary file loaded")
        } catch {
            message = error.description
        }
        XCTAssertTrue(
            message.hasPrefix("photo.jpg: no price column: no column is named \"price\" (columns found: \""), message)
        XCTAssertLessThan(message.count, 700, "was tens of kilobytes")
        XCTAssertFalse(
            message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{FFFD}" },
            "no raw control byte or invalid UTF-8 reaches the terminal: \(message.debugDescription)")
        XCTAssertTrue(message.contains("\\u{1B}[2J"), "the escape sequence is shown, not acted on")
    }

    func testSkippedRowMessagesEscapeTheQuotedPriceAndThePath() throws {
        let dataset = try HousingLoader().load(bytes: Array("price\n\u{1B}[31m1\n5\n".utf8), source: "a\nb.csv")
        XCTAssertEqual(dataset.report.skippedMessages, ["a\\nb.csv:2: skipped: price \"\\u{1B}[31m1\" is not a number"])
    }
}
