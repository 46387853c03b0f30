// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import XCTest

final class CSVParserTests: XCTestCase {
    private func records(_ text: String) -> [CSVRecord] { CSVParser.records(in: text) }

    func testPlainRecordsWithLineNumbers() {
        XCTAssertEqual(
            records("a,b,c\n1,2,3\n"),
            [
                CSVRecord(line: 1, fields: ["a", "b", "c"]),
                CSVRecord(line: 2, fields: ["1", "2", "3"]),
            ])
    }

    func testLastRecordWithoutLineBreak() {
        XCTAssertEqual(
            records("a,b\n1,2"), [CSVRecord(line: 1, fields: ["a", "b"]), CSVRecord(line: 2, fields: ["1", "2"])])
    }

    func testEmptyInputAndOnlyLineBreaksGiveNoRecords() {
        XCTAssertEqual(records(""), [])
        XCTAssertEqual(records("\n\r\n\n\r"), [])
        XCTAssertEqual(CSVParser.records(in: [0xEF, 0xBB, 0xBF]), [])
    }

    func testCRLFAndLoneCRLineEnds() {
        XCTAssertEqual(
            records("a,b\r\n1,2\r\n3,4\r5,6\r\n"),
            [
                CSVRecord(line: 1, fields: ["a", "b"]),
                CSVRecord(line: 2, fields: ["1", "2"]),
                CSVRecord(line: 3, fields: ["3", "4"]),
                CSVRecord(line: 4, fields: ["5", "6"]),
            ])
    }

    func testByteOrderMarkIsSkipped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("price,x\n1,2\n".utf8)
        XCTAssertEqual(CSVParser.records(in: bytes).first, CSVRecord(line: 1, fields: ["price", "x"]))
    }

    func testEmptyLinesAreSkippedButCounted() {
        XCTAssertEqual(
            records("\na,b\n\n\r\n1,2\n\n\n3,4\n\n"),
            [
                CSVRecord(line: 2, fields: ["a", "b"]),
                CSVRecord(line: 5, fields: ["1", "2"]),
                CSVRecord(line: 8, fields: ["3", "4"]),
            ])
    }

    func testEmptyFieldsAndTrailingComma() {
        XCTAssertEqual(records(",a,,\n")[0].fields, ["", "a", "", ""])
        XCTAssertEqual(records(",")[0].fields, ["", ""])
        XCTAssertEqual(records("\"\"")[0].fields, [""])
        XCTAssertEqual(records(" \n")[0].fields, [" "], "a line of spaces is a record, not an empty line")
    }

    func testQuotedCommasQuotesAndNewlines() {
        let text = "name,note\n\"Smith, J\",\"says \"\"hi\"\"\"\n\"two\nlines\",\"three\r\nline\rbreaks\"\nlast,row\n"
        XCTAssertEqual(
            records(text),
            [
                CSVRecord(line: 1, fields: ["name", "note"]),
                CSVRecord(line: 2, fields: ["Smith, J", "says \"hi\""]),
                CSVRecord(line: 3, fields: ["two\nlines", "three\r\nline\rbreaks"]),
                CSVRecord(line: 7, fields: ["last", "row"]),  // 3: "two  4: lines","three␍␊  5: line␍  6: breaks"
            ])
    }

    func testQuotedFieldAtTheEndWithoutLineBreak() {
        XCTAssertEqual(records("a,\"b\"")[0].fields, ["a", "b"])
        XCTAssertEqual(records("a,\"\"\"\"")[0].fields, ["a", "\""])
    }

    func testStrayQuotesAreTakenLiterally() {
        XCTAssertEqual(records("5\" pipe,x\n")[0].fields, ["5\" pipe", "x"])
        XCTAssertEqual(records("\"a\"b,c\n")[0].fields, ["ab", "c"])
        XCTAssertFalse(records("\"a\"b,c\n")[0].isUnterminated)
        XCTAssertEqual(records("\"a\"\"b\" c\"d,\"e\"\"\"x\n")[0].fields, ["a\"b c\"d", "e\"x"])
    }

    func testUnterminatedQuoteAtTheEndIsMalformedNotACrash() {
        let r = records("a,b\n1,\"open\nstill open\n")
        XCTAssertEqual(r.count, 2)
        XCTAssertFalse(r[0].isUnterminated)
        XCTAssertEqual(r[1].line, 2)
        XCTAssertTrue(r[1].isUnterminated)
        XCTAssertEqual(r[1].fields, ["1", "open\nstill open\n"])

        let escaped = records("\"a\"\"b\nc")
        XCTAssertEqual(escaped, [CSVRecord(line: 1, fields: ["a\"b\nc"], isUnterminated: true)])

        var parser = CSVParser(text: "x\n\"")
        XCTAssertTrue(parser.nextRecord())
        XCTAssertTrue(parser.nextRecord())
        XCTAssertTrue(parser.isUnterminated)
        XCTAssertEqual(parser.unterminatedQuoteLine, 2)
        XCTAssertEqual(parser.fields, [""])
        XCTAssertFalse(parser.nextRecord())
        XCTAssertFalse(parser.nextRecord(), "reading past the end stays at the end")
    }

    func testUTF8TextAndInvalidBytes() {
        XCTAssertEqual(records("\"Café, Zoë\",ü\n")[0].fields, ["Café, Zoë", "ü"])
        XCTAssertEqual(CSVParser.records(in: [0x61, 0xFF, 0x2C, 0x62])[0].fields, ["a\u{FFFD}", "b"])
    }

    func testFieldAccessOutOfRangeIsSafe() {
        var parser = CSVParser(text: "a,b\n")
        XCTAssertEqual(parser.field(0), "", "before the first record")
        XCTAssertEqual(parser.fieldCount, 0)
        XCTAssertTrue(parser.nextRecord())
        XCTAssertEqual(parser.fieldCount, 2)
        XCTAssertEqual(parser.field(1), "b")
        XCTAssertEqual(parser.field(2), "")
        XCTAssertEqual(parser.field(-1), "")
        XCTAssertEqual(parser.withFieldBytes(5) { $0.count }, 0)
    }

    func testBytesConsumedAdvancesToTheEnd() {
        var parser = CSVParser(text: "a,b\n1,2\n")
        XCTAssertEqual(parser.totalBytes, 8)
        XCTAssertEqual(parser.bytesConsumed, 0)
        _ = parser.nextRecord()
        XCTAssertEqual(parser.bytesConsumed, 4)
        _ = parser.nextRecord()
        XCTAssertEqual(parser.bytesConsumed, 8)
    }

    func testManyRecordsWithQuotedLineBreaksKeepTheirLineNumbers() {
        // Every third record has a quoted field spanning two lines; check each record's line.
        var text = ""
        var expected: [Int] = []
        var line = 1
        for i in 0..<300 {
            expected.append(line)
            if i % 3 == 0 {
                text += "\(i),\"multi\nline\"\r\n"
                line += 2
            } else {
                text += "\(i),plain\n"
                line += 1
            }
            if i % 7 == 0 {
                text += "\n"
                line += 1
            }
        }
        let r = records(text)
        XCTAssertEqual(r.map(\.line), expected)
        XCTAssertEqual(r.map { $0.fields[0] }, (0..<300).map(String.init))
    }
}
