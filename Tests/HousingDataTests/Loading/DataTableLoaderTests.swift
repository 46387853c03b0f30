// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import HousingOracles
import XCTest

/// Loads `text` as a CSV file's content into a table.
func table(_ text: String, _ loader: DataTableLoader = DataTableLoader()) throws -> DataTable {
    try loader.load(bytes: Array(text.utf8), source: "t.csv")
}

/// The error loading `text` into a table throws, or nil (and a failure) when it loads.
func tableError(
    _ bytes: [UInt8], _ loader: DataTableLoader = DataTableLoader(),
    file: StaticString = #filePath, line: UInt = #line
) -> LoadError? {
    do throws(LoadError) {
        let t = try loader.load(bytes: bytes, source: "t.csv")
        XCTFail("loaded \(t.rowCount) rows, expected an error", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// The generic table loader: kinds, filter styles, the price rule, absurd values, bad input,
/// and the two real shapes of data (the Ames file and a Windsor-shaped sample).
final class DataTableLoaderTests: XCTestCase {
    // MARK: Kinds

    func testEachKindIsDetected() throws {
        let t = try table(
            """
            n,r,b,c,x,e
            1,1.5,yes,North,a1,
            2,2.25,No,South,b2,
            3,3,Y,North,c3,NA
            4,-4,false,North,d4,
            5,5,T,South,e5,

            """)
        XCTAssertEqual(t.columns.map(\.kind), [.integer, .real, .boolean, .categorical, .text, .empty])
        XCTAssertEqual(t.columns[2].categories, ["no", "yes"])
        XCTAssertEqual((0..<5).map { t.columns[2].number(at: $0) }, [1, 0, 1, 0, 1])
        XCTAssertEqual(t.columns[3].categories, ["North", "South"])
        XCTAssertEqual(t.columns[3].categoryCounts, [3, 2])
        XCTAssertEqual(t.columns[4].text(at: 3), "d4")
        XCTAssertEqual(t.columns[4].filter, .none, "free text is not filtered")
        XCTAssertEqual(t.columns[5].filter, .none)
        XCTAssertNil(t.columns[5].text(at: 0))
    }

    /// A German export's `ja`/`nein` (and `wahr`/`falsch`, French `oui`/`non`) are yes/no
    /// columns, filtered with toggles, as English `yes`/`no` are.
    func testGermanAndFrenchYesNoWordsMakeABooleanColumn() throws {
        let t = try table(
            """
            Preis;Garage;Keller;Garten
            129500;ja;wahr;oui
            210000;nein;falsch;non
            99000;Ja;WAHR;Non
            150000;NEIN;falsch;oui

            """)
        XCTAssertEqual(t.columns.map(\.kind), [.integer, .boolean, .boolean, .boolean])
        for c in 1...3 {
            XCTAssertEqual(t.columns[c].categories, ["no", "yes"])
            XCTAssertEqual(t.columns[c].filter, .toggle)
        }
        XCTAssertEqual((0..<4).map { t.columns[1].number(at: $0) }, [1, 0, 1, 0])
        XCTAssertEqual((0..<4).map { t.columns[3].number(at: $0) }, [1, 0, 0, 1])
    }

    func testAColumnIsNumericWhenNinetyPercentOfItsValuesAreNumbers() throws {
        let rows = (1...18).map { "\($0 * 10)" } + ["n/a", "abc", "20x"]
        let t = try table("v\n" + rows.joined(separator: "\n") + "\n")
        XCTAssertEqual(t.columns[0].kind, .integer, "18 numbers of 20 non-missing values")
        XCTAssertEqual(t.unreadableCount, 2)
        XCTAssertEqual(
            t.unreadableValues,
            [
                UnreadableValue(line: 21, column: "v", text: "abc", kind: .real),
                UnreadableValue(line: 22, column: "v", text: "20x", kind: .real),
            ])
        XCTAssertEqual(t.columns[0].unreadableCount, 2)
        XCTAssertEqual(t.columns[0].knownCount, 18)
        XCTAssertEqual(t.rowCount, 21, "nothing is dropped for an unreadable value")
        let mostlyText = try table("v\n1\n2\nabc\nabc\ndef\n")
        XCTAssertEqual(mostlyText.columns[0].kind, .categorical)
    }

    func testTextIsCategoricalOnlyWithFewDistinctValues() throws {
        let many = (0..<300).map { "street \($0)" }
        XCTAssertEqual(try table("a\n" + many.joined(separator: "\n") + "\n").columns[0].kind, .text)
        let few = (0..<300).map { "area \($0 % 30)" }
        XCTAssertEqual(try table("a\n" + few.joined(separator: "\n") + "\n").columns[0].kind, .categorical, "30 of 300")
        let half = (0..<60).map { "x\($0 % 40)" }
        XCTAssertEqual(
            try table("a\n" + half.joined(separator: "\n") + "\n").columns[0].kind, .text, "40 of 60: more than half")
    }

    func testFilterStylesFollowDistinctCounts() throws {
        var text = "price,bedrooms,baths,constant,area,house_id,row\n"
        for i in 0..<100 {
            text += """
                \(100_000 + i * 1000),\(1 + i % 6),\(1 + Double(i % 4) / 2),7,\(500 + i * 13),\(900 + i % 50),\(i + 1)\n
                """
        }
        let t = try table(text)
        XCTAssertEqual(t.columns.map(\.filter), [.range, .steps, .steps, .none, .range, .none, .none])
        XCTAssertEqual(t.columns.map(\.distinctCount), [nil, 6, 4, 1, nil, 50, nil])
        XCTAssertEqual(
            t.columns.map(\.isIdentifier), [false, false, false, false, false, true, true],
            "house_id by its name, row by its values (1, 2, 3 …)")
        XCTAssertEqual(t.columns[0].bounds, 100_000...199_000)
        XCTAssertEqual(t.filterableColumns.map(\.name), ["price", "bedrooms", "baths", "area"])
    }

    func testAPriceColumnSortedUpIsNotAnIdentifier() throws {
        let t = try table("price\n" + (1...40).map { "\($0)" }.joined(separator: "\n") + "\n")
        XCTAssertFalse(t.columns[0].isIdentifier)
        XCTAssertEqual(t.columns[0].filter, .range)
    }

    // MARK: The price column

    func testPriceColumnRule() throws {
        XCTAssertEqual(try table("id,Price\n1,5\n").priceColumn?.name, "Price")
        XCTAssertEqual(try table("id,SalePrice,price_per_sqft\n1,5,2\n").priceColumn?.name, "SalePrice")
        XCTAssertEqual(try table("a,price_per_sqft,price\n1,5,2\n").priceColumn?.name, "price", "an exact name first")
        XCTAssertEqual(try table("Zimmer;Kaufpreis\n1;5\n").priceColumn?.name, "Kaufpreis")
        XCTAssertNil(try table("price,cost\nabc,5\n").priceColumn, "a text column is not the price")
        XCTAssertNil(try table("a,b\n1,2\n").priceColumnIndex)
        // Read as numbers from the sample, but no value is left: not the price (a fuzz finding).
        let noValues = try table("price,x\ninf,1\nabc,2\n", DataTableLoader(sampleRows: 1))
        XCTAssertEqual(noValues.columns[0].kind, .empty)
        XCTAssertNil(noValues.priceColumn)
        XCTAssertEqual(try table("a,cost\n1,2\n", DataTableLoader(priceColumn: " COST ")).priceColumn?.name, "cost")
        guard
            case .noPriceColumn(_, "value", ["a", "b"])? = tableError(
                Array("a,b\n1,2\n".utf8), DataTableLoader(priceColumn: "value"))
        else {
            return XCTFail("a price column the option names must exist")
        }
    }

    // MARK: Absurd values

    func testAbsurdValuesSkipTheirRowWithALine() throws {
        var text = "price,lot_area,longitude\n"
        for i in 0..<30 { text += "\(100_000 + i * 5000),\(8000 + i * 100),-93.6\n" }
        text += "1e300,9000,-93.6\n"  // line 32: beyond 10^15
        text += "inf,9000,-93.6\n"  // line 33: not finite
        text += "150000,-5,-93.6\n"  // line 34: a negative area
        text += "2150000000,9000,-93.6\n"  // line 35: far outside the prices (fence)
        text += "1e999,9000,-93.6\n"  // line 36: overflows a double
        text += "150000,9000,-93.7\n"  // line 37: a negative longitude is fine
        text += "nan,9000,-93.6\n"  // line 38: NaN is unknown, not absurd
        let t = try table(text)
        XCTAssertEqual(t.rowCount, 32)
        XCTAssertEqual(t.report.skippedCount, 5)
        XCTAssertEqual(
            t.report.skippedRows,
            [
                SkippedRow(line: 32, reason: .valueTooLarge(column: "price", text: "1e300")),
                SkippedRow(line: 33, reason: .valueNotFinite(column: "price", text: "inf")),
                SkippedRow(line: 34, reason: .negativeValue(column: "lot_area", text: "-5")),
                SkippedRow(
                    line: 35,
                    reason: .outlier(
                        column: "price", value: 2_150_000_000,
                        plausible: PlausibleValueRule.fence(
                            (0..<30).map { Double(100_000 + $0 * 5000) } + [150_000, 2_150_000_000, .nan])!)),
                SkippedRow(line: 36, reason: .valueNotFinite(column: "price", text: "1e999")),
            ])
        XCTAssertEqual(t.columns[0].bounds, 100_000...245_000, "the slider's range is not stretched")
        XCTAssertTrue(t.columns[0].number(at: 31).isNaN)
        XCTAssertEqual(t.line(ofRow: 31), 38)
        XCTAssertEqual(t.report.skippedMessages[0], "t.csv:32: skipped: price \"1e300\" is beyond ±10¹⁵")
        XCTAssertEqual(t.report.skippedMessages[2], "t.csv:34: skipped: lot_area \"-5\" is negative")
        XCTAssertTrue(
            t.report.skippedMessages[3].hasPrefix(
                "t.csv:35: skipped: price 2150000000 is far outside the column's values (plausible: "),
            t.report.skippedMessages[3])
    }

    func testTheFenceNeedsSpreadAndEnoughValues() {
        XCTAssertNil(
            PlausibleValueRule.fence([Double](repeating: 0, count: 100) + [800]), "no spread between the quartiles")
        XCTAssertNil(PlausibleValueRule.fence((0..<19).map(Double.init)), "too few values")
        let fence = PlausibleValueRule.fence((0..<101).map(Double.init) + [.nan])!
        XCTAssertEqual(fence, (25 - 1000 * 50)...(75 + 1000 * 50), "NaN ignored")
        let wild = PlausibleValueRule.fence((0..<101).map(Double.init) + [1e12])!
        XCTAssertTrue(wild.contains(100) && !wild.contains(1e12), "one wild value does not move the quartiles: \(wild)")
    }

    // MARK: Bad input

    func testEmptyFilesAndHeaders() {
        XCTAssertEqual(tableError([]), .emptyFile(path: "t.csv"))
        XCTAssertEqual(tableError([0xEF, 0xBB, 0xBF, 0x0A, 0x0D, 0x0A]), .emptyFile(path: "t.csv"))
        XCTAssertEqual(
            tableError(Array("price,area\n".utf8)), .noUsableRows(path: "t.csv", dataRows: 0, skippedRows: []))
        guard case .noHeader? = tableError(Array("1,2\n3,4\n".utf8)) else { return XCTFail("numbers are no header") }
        guard case .noHeader? = tableError(Array(",,\n1,2,3\n".utf8)) else { return XCTFail("no names") }
        guard case .noHeader? = tableError(Array("\"price,area\n1,2\n".utf8)) else { return XCTFail("unterminated") }
    }

    func testBinaryBytesGiveAShortErrorOrASafeTable() throws {
        var binary: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00]
        binary += (0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        guard case .noHeader(_, let reason)? = tableError(binary) else { return XCTFail("a NUL byte in the header") }
        XCTAssertTrue(reason.contains("binary"), reason)
        // Without NUL: whatever loads, every record is accounted for and messages stay short.
        let noNul = binary.map { $0 == 0 ? 1 : $0 }
        if let t = try? DataTableLoader().load(bytes: noNul, source: "b.bin") {
            let records = CSVParser.records(in: noNul, delimiter: t.dialect.delimiter.byte)
            XCTAssertEqual(t.rowCount + t.report.skippedCount, records.count - 1)
            XCTAssertTrue(t.report.skippedMessages.allSatisfy { $0.count < 200 })
        }
    }

    func testRaggedRowsAreSkippedWithTheirLines() throws {
        let t = try table("a,b,c\n1,2,3\n4,5\n6,7,8,9\n10,11,12\n\"13,14,15\n")
        XCTAssertEqual(t.rowCount, 2)
        XCTAssertEqual(
            t.report.skippedRows,
            [
                SkippedRow(line: 3, reason: .wrongFieldCount(expected: 3, found: 2)),
                SkippedRow(line: 4, reason: .wrongFieldCount(expected: 3, found: 4)),
                SkippedRow(line: 6, reason: .unterminatedQuote(openedOnLine: 6)),
            ])
        XCTAssertEqual(t.rowCount + t.report.skippedCount, 5)
        XCTAssertEqual((0..<2).map { t.line(ofRow: $0) }, [2, 5])
    }

    func testMixedDelimitersFollowTheHeadersDelimiter() throws {
        let t = try table("price;rooms\n100;3\n200,4\n300;5\n400\t6\n")
        XCTAssertEqual(t.dialect.delimiter, .semicolon)
        XCTAssertEqual(t.report.skippedRows.map(\.line), [3, 5], "rows in another delimiter have one field")
        XCTAssertEqual(t.columns[0].bounds, 100...300)
    }

    func testNaNAndInfinityText() throws {
        let t = try table("price,rooms\n100,nan\nNaN,2\n200,-inf\n300,Infinity\n400,3\n")
        XCTAssertEqual(t.rowCount, 3)
        XCTAssertEqual(
            t.report.skippedRows,
            [
                SkippedRow(line: 4, reason: .valueNotFinite(column: "rooms", text: "-inf")),
                SkippedRow(line: 5, reason: .valueNotFinite(column: "rooms", text: "Infinity")),
            ])
        XCTAssertTrue(t.columns[0].number(at: 1).isNaN, "NaN is an unknown value")
        XCTAssertEqual(t.unreadableCount, 0, "and not an unreadable one")
    }

    func testBOMAndCRLF() throws {
        let t = try DataTableLoader().load(
            bytes: [0xEF, 0xBB, 0xBF] + Array("price;area\r\n1,5;2\r\n\r\n3;4,25\r\n".utf8), source: "t.csv")
        XCTAssertEqual(t.columns.map(\.name), ["price", "area"], "the byte order mark is not part of the first name")
        XCTAssertEqual(t.dialect, CSVDialect(delimiter: .semicolon, decimalMark: .comma))
        XCTAssertEqual(t.columns[1].number(at: 1), 4.25)
        XCTAssertEqual((0..<2).map { t.line(ofRow: $0) }, [2, 4])
    }

    func testAFileWithOneUsableColumnLoads() throws {
        let t = try table("price\n100\n200\n")
        XCTAssertEqual(t.columns.count, 1)
        XCTAssertEqual(t.priceColumn?.filter, .steps)
        let withText = try table("name,price,notes\nA,100,x\nB,200,y\nC,300,z\n")
        XCTAssertEqual(withText.filterableColumns.map(\.name), ["price"])
    }

    func testEuropeanExportLoads() throws {
        // HousingLoader (the window's price index) reads it too (not "no price
        // column"): semicolons, decimal commas and grouping points.
        let text = """
            price;living_area;rooms;district\n\"1.234,5\";85,5;3;Mitte\n215.000;120;4;\"Nord; \
            Ost\"\n99.500,75;64,25;2;Süd\n
            """
        XCTAssertEqual(try load(text).prices, [1_234.5, 215_000, 99_500.75])
        // The German fixture: `Preis` is the price column for the default name.
        let german = try HousingLoader().load(
            path: TestFiles.repositoryRoot.appendingPathComponent("Tests/Fixtures/semicolon-decimal-comma-sample.csv")
                .path)
        XCTAssertEqual(german.count, 10)
        XCTAssertEqual(german.prices.first, 245_000.5)
        XCTAssertEqual(german.report.skippedCount, 0)
        XCTAssertThrowsError(
            try HousingLoader(priceColumn: "kosten").load(bytes: Array("Preis;x\n1;2\n".utf8), source: "t.csv"),
            "another name asked for: no fallback")
        let t = try table(text)
        XCTAssertEqual(t.dialect, CSVDialect(delimiter: .semicolon, decimalMark: .comma))
        XCTAssertEqual(t.priceColumn?.name, "price")
        XCTAssertEqual((0..<3).map { t.columns[0].number(at: $0) }, [1234.5, 215_000, 99_500.75])
        XCTAssertEqual((0..<3).map { t.columns[1].number(at: $0) }, [85.5, 120, 64.25])
        XCTAssertEqual(t.columns[3].categories, ["Mitte", "Nord; Ost", "Süd"])
    }

    // MARK: Storage

    func testStorageIsCompact() throws {
        var text = "price,lat,kind\n"
        for i in 0..<300 { text += "\(100_000 + i),\(42.0 + Double(i) / 1000),k\(i % 3)\n" }
        let t = try table(text)
        guard case .float = t.columns[0].values else { return XCTFail("whole prices fit a Float") }
        guard case .double = t.columns[1].values else { return XCTFail("42.001 is not a Float") }
        guard case .codes(.u8) = t.columns[2].values else { return XCTFail("3 categories fit a byte") }
        XCTAssertEqual(t.storageBytes, 300 * (4 + 8 + 1 + 4))
        var wide = "name\n"
        for i in 0..<400 { wide += "n\(i % 300)\n" }
        let w = try table(wide, DataTableLoader(sampleRows: 10))
        XCTAssertEqual(w.columns[0].kind, .text, "300 of 400")
        guard case .codes(.u16) = w.columns[0].values else { return XCTFail("300 names need two bytes") }
        XCTAssertEqual(w.columns[0].text(at: 399), "n99")
    }

    func testFreeTextBeyondTheBudgetIsDropped() throws {
        let text = "price,note\n" + (0..<100).map { "\($0),note number \($0) with some words" }.joined(separator: "\n")
        let t = try table(text, DataTableLoader(textByteBudget: 500))
        XCTAssertTrue(t.columns[1].valuesDropped)
        XCTAssertEqual(t.columns[1].kind, .text)
        XCTAssertNil(t.columns[1].text(at: 0))
        XCTAssertEqual(t.rowCount, 100)
    }

    // MARK: Real data

    func testTheAmesData() throws {
        let t = try DataTableLoader().load(path: TestFiles.amesPath)
        XCTAssertEqual(t.rowCount, 2930)
        XCTAssertEqual(t.report.skippedCount, 0)
        XCTAssertEqual(t.dialect, CSVDialect())
        XCTAssertEqual(t.priceColumn?.name, "price")
        XCTAssertEqual(
            t.columns.map(\.label),
            [
                "ID", "Neighbourhood", "Price", "Bedrooms", "Bathrooms", "Living area", "Lot area",
                "Year built", "Year sold", "Month sold", "Building type", "House style",
                "Longitude", "Latitude",
            ])
        XCTAssertEqual(
            t.columns.map(\.filter),
            [
                .none, .choice, .range, .steps, .steps, .range, .range, .range, .steps, .steps,
                .choice, .choice, .range, .range,
            ])
        XCTAssertEqual(t.column(named: "neighborhood")?.distinctCount, 28)
        XCTAssertEqual(t.priceColumn?.bounds, 12_789...755_000)
        // The same prices as the fixed-schema loader, row for row.
        let homes = try HousingLoader().load(path: TestFiles.amesPath)
        XCTAssertEqual((0..<t.rowCount).map { t.priceColumn!.number(at: $0) }, homes.prices)
        XCTAssertEqual(
            (0..<t.rowCount).map { t.column(named: "living_area_sqft")!.number(at: $0) }, homes.map { $0.livingArea! })
        XCTAssertEqual(
            (0..<t.rowCount).map { t.column(named: "neighborhood")!.text(at: $0) }, homes.map(\.neighborhood))
        XCTAssertLessThanOrEqual(t.storageBytes, 2930 * 64)
    }

    func testAWindsorShapedFile() throws {
        // A hand-made sample shaped like Anglin and Gençay's "Housing" data (Tests/Fixtures/README.md).
        let path = TestFiles.repositoryRoot.appendingPathComponent("Tests/Fixtures/windsor-housing-sample.csv").path
        let t = try DataTableLoader().load(path: path)
        XCTAssertEqual(t.rowCount, 40)
        XCTAssertEqual(
            t.columns.map(\.label),
            [
                "Price", "Lot size", "Bedrooms", "Bathrooms", "Stories", "Driveway",
                "Recreation room", "Full basement", "Gas water heating", "Air conditioning",
                "Garage places", "Preferred area",
            ])
        XCTAssertEqual(
            t.columns.map(\.kind),
            [
                .integer, .integer, .integer, .integer, .integer, .boolean, .boolean, .boolean,
                .boolean, .boolean, .integer, .boolean,
            ])
        XCTAssertEqual(
            t.columns.map(\.filter),
            [
                .range, .range, .steps, .steps, .steps, .toggle, .toggle, .toggle, .toggle,
                .toggle, .steps, .toggle,
            ])
        XCTAssertEqual(t.priceColumn?.name, "price")
        XCTAssertEqual(t.column(named: "driveway")?.text(at: 0), "yes")
        XCTAssertEqual(t.column(named: "driveway").map { $0.categoryCounts.reduce(0, +) }, 40)
        // Today's fixed schema finds none of its columns but the price.
        XCTAssertEqual(try HousingLoader().load(path: path).columns, [.price, .bedrooms])
    }
}
