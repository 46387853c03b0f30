// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import XCTest

/// Delimiter and decimal-mark detection (``CSVDialect``) and the numbers of either locale
/// (``LocaleNumber`` through the loader).
final class CSVDialectTests: XCTestCase {
    func delimiter(_ text: String) -> CSVDelimiter { CSVDialect.detectDelimiter(in: Array(text.utf8)) }
    func mark(_ text: String, _ d: CSVDelimiter) -> DecimalMark {
        CSVDialect.detectDecimalMark(in: Array(text.utf8), delimiter: d)
    }

    func testEachDelimiterIsDetected() {
        XCTAssertEqual(delimiter("price,area\n1,2\n3,4\n"), .comma)
        XCTAssertEqual(delimiter("price;area\n1;2\n3;4\n"), .semicolon)
        XCTAssertEqual(delimiter("price\tarea\n1\t2\n3\t4\n"), .tab)
    }

    func testQuotedFieldsHoldingTheOtherDelimitersDoNotCount() {
        // Semicolons and tabs inside quoted comma-separated fields, and commas inside quoted
        // semicolon-separated ones.
        XCTAssertEqual(delimiter("\"a;b;c\",\"x\ty\"\n\"1;2;3\",\"4\t5\"\n\"6;7;8\",9\n"), .comma)
        XCTAssertEqual(delimiter("\"name, first\";\"price, EUR\"\n\"Doe, J\";\"1,5\"\n\"Roe, K\";2,5\n"), .semicolon)
        XCTAssertEqual(delimiter("note\tprice\n\"a, b; c\"\t1\n\"d; e, f\"\t2\n"), .tab)
    }

    func testTheMostConsistentCandidateWins() {
        // The header has both a comma and a semicolon; only the semicolon splits every row alike.
        XCTAssertEqual(delimiter("a,b;c\n1,5;2\n3;4\n5;6\n"), .semicolon)
        // A one-column file: no candidate splits the header, so the comma.
        XCTAssertEqual(delimiter("price\n1\n2\n"), .comma)
        XCTAssertEqual(delimiter(""), .comma)
    }

    func testDecimalMarkVotes() {
        XCTAssertEqual(mark("p;a\n1,5;2\n12,75;3\n", .semicolon), .comma)
        XCTAssertEqual(mark("p;a\n1.234,5;2\n", .semicolon), .comma, "grouping points then a decimal comma")
        XCTAssertEqual(mark("p,a\n1.5,2\n-93.619754,3\n", .comma), .point)
        XCTAssertEqual(mark("p,a\n\"1,234.5\",2\n", .comma), .point)
        XCTAssertEqual(
            mark("p;a\n1.234;2\n1,234;3\n", .semicolon), .point,
            "three digits after the mark say nothing: default point")
        XCTAssertEqual(mark("p;a\n1,5;2.25\n", .semicolon), .point, "a tie is the point")
    }

    func testOptionValues() {
        XCTAssertEqual(CSVDelimiter(optionValue: ";"), .semicolon)
        XCTAssertEqual(CSVDelimiter(optionValue: "Semicolon"), .semicolon)
        XCTAssertEqual(CSVDelimiter(optionValue: "\\t"), .tab)
        XCTAssertEqual(CSVDelimiter(optionValue: "\t"), .tab)
        XCTAssertEqual(CSVDelimiter(optionValue: " comma "), .comma)
        XCTAssertNil(CSVDelimiter(optionValue: "pipe"))
        XCTAssertEqual(DecimalMark(optionValue: ","), .comma)
        XCTAssertEqual(DecimalMark(optionValue: "dot"), .point)
        XCTAssertNil(DecimalMark(optionValue: "x"))
    }

    func testGivenOptionsWinOverDetection() throws {
        let text = "a;b\n1,5;2\n"
        let detected = try DataTableLoader().load(bytes: Array(text.utf8), source: "t.csv")
        XCTAssertEqual(detected.dialect, CSVDialect(delimiter: .semicolon, decimalMark: .comma))
        XCTAssertEqual(detected.columns[0].number(at: 0), 1.5)
        // Forced to commas: "a;b" is one column and "1,5;2" has two fields: the row is skipped.
        let forced = try? DataTableLoader(delimiter: .comma, decimalMark: .point).load(
            bytes: Array((text + "7;8\n").utf8), source: "t.csv")
        XCTAssertEqual(forced?.dialect, CSVDialect(delimiter: .comma, decimalMark: .point))
        XCTAssertEqual(forced?.report.skippedRows.map(\.line), [2])
        XCTAssertEqual(forced?.columns.map(\.name), ["a;b"])
        XCTAssertEqual(forced?.columns[0].text(at: 0), "7;8")
    }

    func testNumbersInEitherLocale() throws {
        func value(_ field: String, _ mark: DecimalMark) throws -> Double? {
            let table = try DataTableLoader(delimiter: .semicolon, decimalMark: mark)
                .load(bytes: Array(("x;y\n\(field);1\n" + String(repeating: "1;1\n", count: 20)).utf8), source: "t.csv")
            let v = table.columns[0].number(at: 0)
            return v.isNaN ? nil : v
        }
        XCTAssertEqual(try value("1.234,5", .comma), 1234.5)
        XCTAssertEqual(try value("1.234.567", .comma), 1_234_567)
        XCTAssertEqual(try value("12,5", .comma), 12.5)
        XCTAssertEqual(try value(",5", .comma), 0.5)
        XCTAssertEqual(try value("-0,25", .comma), -0.25)
        XCTAssertEqual(try value("2.5", .comma), 2.5, "a plain decimal point still reads in a decimal-comma file")
        XCTAssertEqual(try value("1,5e3", .comma), 1500)
        XCTAssertEqual(try value("1,234,567.5", .point), 1_234_567.5)
        XCTAssertEqual(try value("1,234", .point), 1234)
        XCTAssertEqual(try value(" 7 ", .point), 7)
        XCTAssertNil(try value("12,34", .point), "irregular grouping is not a number")
        XCTAssertNil(try value("1.2.3", .comma))
        XCTAssertNil(try value("1,2,3", .comma))
        XCTAssertNil(try value("$5", .point))
    }
}

extension CSVDialectTests {
    func testAOneColumnEuropeanFileIsNotSplitAtItsDecimalCommas() throws {
        XCTAssertEqual(delimiter("Preis\n1,5\n2,25\n"), .semicolon)
        let t = try DataTableLoader().load(bytes: Array("Preis\n1,5\n2,25\n".utf8), source: "t.csv")
        XCTAssertEqual(t.rowCount, 2)
        XCTAssertEqual(t.columns[0].number(at: 1), 2.25)
    }
}
