// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import HousingOracles
import XCTest

final class HousingLoaderTests: XCTestCase {
    // MARK: Rows that are skipped, with their lines

    func testEveryMalformedRowIsSkippedCountedAndReportedWithItsLine() throws {
        let text = """
            id,price,bedrooms
            1,100000,3
            2,200000
            3,abc,2
            4,-5,2
            5,nan,2
            6,inf,2
            7,,2
            8,-infinity,2
            9,NaN,2
            10,300000,4,extra
            11,1e999,1
            12,"150,000",1
            13,400000,5
            14,"unterminated,1

            """
        let dataset = try load(text)
        XCTAssertEqual(dataset.prices, [100_000, 400_000])
        XCTAssertEqual(dataset.map(\.line), [2, 14])
        let report = dataset.report
        XCTAssertEqual(report.homeCount, 2)
        XCTAssertEqual(report.skippedCount, 12)
        XCTAssertEqual(
            report.skippedRows,
            [
                SkippedRow(line: 3, reason: .wrongFieldCount(expected: 3, found: 2)),
                SkippedRow(line: 4, reason: .priceNotANumber("abc")),
                SkippedRow(line: 5, reason: .negativePrice("-5")),
                SkippedRow(line: 6, reason: .priceNotFinite("nan")),
                SkippedRow(line: 7, reason: .priceNotFinite("inf")),
                SkippedRow(line: 8, reason: .emptyPrice),
                SkippedRow(line: 9, reason: .priceNotFinite("-infinity")),
                SkippedRow(line: 10, reason: .priceNotFinite("NaN")),
                SkippedRow(line: 11, reason: .wrongFieldCount(expected: 3, found: 4)),
                SkippedRow(line: 12, reason: .priceNotFinite("1e999")),
                SkippedRow(line: 13, reason: .priceNotANumber("150,000")),
                SkippedRow(line: 15, reason: .unterminatedQuote(openedOnLine: 15)),
            ], "listed in file order")
    }

    func testSkippedRowsAfterQuotedLineBreaksKeepTheirTrueLines() throws {
        let text = "name,price\r\n\"two\r\nlines\",100\r\n\r\n\"three\nline\nname\",oops\r\nok,200\r\nbad,-1\r\n"
        let dataset = try load(text)
        XCTAssertEqual(dataset.map(\.line), [2, 8])
        XCTAssertEqual(
            dataset.report.skippedRows,
            [
                SkippedRow(line: 5, reason: .priceNotANumber("oops")),
                SkippedRow(line: 9, reason: .negativePrice("-1")),
            ])
        XCTAssertEqual(dataset[0].neighborhood, nil, "\"name\" is not a known column")
    }

    func testMessagesForTheInfoBarAndStandardError() throws {
        let dataset = try load("price\n1\nx\n2\n-3\n")
        XCTAssertEqual(dataset.report.skippedSummary, "2 rows skipped (lines 3, 5)")
        XCTAssertEqual(
            dataset.report.skippedMessages,
            [
                "test.csv:3: skipped: price \"x\" is not a number",
                "test.csv:5: skipped: price \"-3\" is negative",
            ])
        XCTAssertNil(try load("price\n1\n").report.skippedSummary)
        XCTAssertEqual(try load("price\n1\nx\n").report.skippedSummary, "1 row skipped (line 3)")
    }

    func testSkippedRowsBeyondTheListedOnesAreStillCounted() throws {
        let text = "price\n1\n" + String(repeating: "bad\n", count: 25)
        let dataset = try HousingLoader(maxReportedSkips: 10).load(bytes: Array(text.utf8), source: "many.csv")
        XCTAssertEqual(dataset.report.skippedCount, 25)
        XCTAssertEqual(dataset.report.skippedLines, Array(3...12))
        XCTAssertEqual(dataset.report.skippedMessages.last, "many.csv: … and 15 more rows skipped")
        XCTAssertEqual(dataset.report.skippedSummary, "25 rows skipped (lines 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, …)")
    }

    // MARK: Nothing else is dropped

    func testOtherUnreadableValuesBecomeNilNotSkippedRows() throws {
        let text = """
            neighborhood,price,bedrooms,bathrooms,living_area,year_built
            "North Ames",100000,three,x,,19x0
            ,200000,-1,-2,nan,1999.5
            "  Gilbert ",300000,2.5,1.5,1200.5,2001
            "North Ames",400000,4.0,2,-10,inf

            """
        let dataset = try load(text)
        XCTAssertEqual(dataset.report.skippedCount, 0)
        XCTAssertEqual(dataset.count, 4)
        XCTAssertEqual(dataset[0], HomeRecord(line: 2, price: 100_000, neighborhood: "North Ames"))
        XCTAssertEqual(dataset[1], HomeRecord(line: 3, price: 200_000))
        XCTAssertEqual(
            dataset[2],
            HomeRecord(
                line: 4, price: 300_000, neighborhood: "Gilbert", bathrooms: 1.5, livingArea: 1200.5, yearBuilt: 2001))
        XCTAssertEqual(
            dataset[3], HomeRecord(line: 5, price: 400_000, neighborhood: "North Ames", bedrooms: 4, bathrooms: 2))
        XCTAssertEqual(dataset.neighborhoodNames, ["North Ames", "Gilbert"])
    }

    func testNumbersInTheirUsualSpellings() throws {
        let dataset = try load("price\n 129500 \n+5\n.5\n12.\n1.2e5\n0\n-0\n000042\n12345678901234567890\n0.1\n")
        XCTAssertEqual(dataset.prices, [129_500, 5, 0.5, 12, 120_000, 0, 0, 42, 1.2345678901234567890e19, 0.1])
        XCTAssertEqual(dataset.prices[7].sign, .plus, "-0 reads as 0")
        XCTAssertEqual(
            try load("price\n0x10\n1,\n7\n").report.skippedRows.map(\.reason),
            [
                .priceNotANumber("0x10"), .wrongFieldCount(expected: 1, found: 2),
            ])
    }

    // MARK: Format details

    func testBOMCRLFQuotedHeaderAndUnknownColumns() throws {
        let bytes: [UInt8] =
            [0xEF, 0xBB, 0xBF]
            + Array("\"Id\",\"Price\",\"Notes\",\"Beds\"\r\n1,\"250000\",\"big, \"\"nice\"\"\",4\r\n".utf8)
        let dataset = try HousingLoader().load(bytes: bytes, source: "bom.csv")
        XCTAssertEqual(dataset.report.header, ["Id", "Price", "Notes", "Beds"])
        XCTAssertEqual(dataset.report.columnNames, [.price: "Price", .bedrooms: "Beds"])
        XCTAssertEqual(dataset.columns, [.price, .bedrooms])
        XCTAssertEqual(dataset[0], HomeRecord(line: 2, price: 250_000, bedrooms: 4))
    }

    func testCustomPriceColumnIsFoundWithoutCase() throws {
        let text = "id,price,Sale_Price\n1,5,100\n2,6,200\n"
        XCTAssertEqual(try load(text, priceColumn: "sale_price").prices, [100, 200])
        XCTAssertEqual(try load(text, priceColumn: "  SALE_PRICE ").prices, [100, 200])
        XCTAssertEqual(try load(text).prices, [5, 6], "the default is the column named price")
        XCTAssertEqual(try load("id,PRICE\n1,7\n").prices, [7])
    }

    func testLivingAreaAndOtherColumnsAreFoundByTheirAliases() throws {
        for name in ["living_area_sqft", "living_area", "Living Area", "area", "sqft", "SQFT_LIVING", "GrLivArea"] {
            let dataset = try load("price,\(name)\n1,1500\n")
            XCTAssertEqual(dataset[0].livingArea, 1500, name)
            XCTAssertEqual(dataset.defaultSecondaryMeasure, .livingArea, name)
        }
        let d = try load("Neighbourhood,Price,Beds,Baths,YearBuilt\nX,1,2,1.5,1960\n")
        XCTAssertEqual(
            d[0], HomeRecord(line: 2, price: 1, neighborhood: "X", bedrooms: 2, bathrooms: 1.5, yearBuilt: 1960))
        XCTAssertEqual(d.defaultSecondaryMeasure, .bedrooms, "no area column: the second filter is bedrooms")
        XCTAssertNil(try load("price\n1\n").defaultSecondaryMeasure)
        XCTAssertEqual(try load("price,area,sqft\n1,10,20\n")[0].livingArea, 10, "the first matching column wins")
    }

    // MARK: Reading the bytes

    func testAFileAndAPipeAreReadWholeAtAnySize() throws {
        var rng = SeededGenerator(seed: 11)
        let dir = try TestFiles.makeDirectory(for: self)
        for size in [0, 1, 65_535, 65_536, 65_537, 300_001] {
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let path = try TestFiles.write(bytes, named: "file-\(size)", for: self)
            XCTAssertEqual(try FileBytes.contents(of: path) { _ in }, bytes, "a file of \(size) bytes")

            // A pipe has no size: it is read in growing blocks until its end.
            let fifo = dir.appendingPathComponent("pipe-\(size)").path
            XCTAssertEqual(mkfifo(fifo, 0o600), 0)
            let writer = Thread {
                let fd = open(fifo, O_WRONLY)
                var written = 0
                while written < bytes.count {
                    let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
                    if n <= 0 { break }
                    written += n
                }
                close(fd)
            }
            writer.start()
            XCTAssertEqual(try FileBytes.contents(of: fifo) { _ in }, bytes, "a pipe of \(size) bytes")
        }
    }

    // MARK: Files that cannot be used

    func testMissingFile() {
        let path = "/nonexistent/dir/homes.csv"
        XCTAssertThrowsError(try HousingLoader().load(path: path)) { error in
            XCTAssertEqual(error as? LoadError, .unreadable(path: path, reason: "No such file or directory"))
            XCTAssertEqual("\(error)", "/nonexistent/dir/homes.csv: cannot read the file: No such file or directory")
        }
    }

    func testDirectoryIsUnreadable() throws {
        let dir = try TestFiles.makeDirectory(for: self).path
        XCTAssertThrowsError(try HousingLoader().load(path: dir)) { error in
            XCTAssertEqual(error as? LoadError, .unreadable(path: dir, reason: "Is a directory"))
        }
    }

    func testEmptyFile() throws {
        for content in ["", "\n\n", "\r\n", "\u{FEFF}", "\u{FEFF}\n"] {
            let path = try TestFiles.write(content, for: self)
            XCTAssertThrowsError(try HousingLoader().load(path: path)) { error in
                XCTAssertEqual(error as? LoadError, .emptyFile(path: path))
                XCTAssertEqual("\(error)", "\(path): the file is empty")
            }
        }
    }

    func testHeaderOnly() throws {
        for text in ["id,price\n", "id,price", "id,price\n\n\n"] {
            XCTAssertEqual(loadError(text), .noUsableRows(path: "test.csv", dataRows: 0, skippedRows: []))
        }
        XCTAssertEqual(
            loadError("price\n")?.description,
            "test.csv: no usable rows: the file has a header row but no data rows")
    }

    func testNoUsableRows() {
        let error = loadError("id,price\n1,x\n2,-1\n3\n4,nan\n")
        XCTAssertEqual(
            error,
            .noUsableRows(
                path: "test.csv", dataRows: 4,
                skippedRows: [
                    SkippedRow(line: 2, reason: .priceNotANumber("x")),
                    SkippedRow(line: 3, reason: .negativePrice("-1")),
                    SkippedRow(line: 4, reason: .wrongFieldCount(expected: 2, found: 1)),
                    SkippedRow(line: 5, reason: .priceNotFinite("nan")),
                ]))
        XCTAssertEqual(
            SkippedRow.Reason.wrongFieldCount(expected: 1, found: 2).description, "expected 1 field, found 2")
        XCTAssertEqual(
            error?.description,
            "test.csv: no usable rows: all 4 data rows were skipped (line 2: price \"x\" is not a number; "
                + "line 3: price \"-1\" is negative; line 4: expected 2 fields, found 1; …)")
        XCTAssertEqual(
            loadError("price\nx\n")?.description,
            "test.csv: no usable rows: its only data row was skipped (line 2: price \"x\" is not a number)")
    }

    func testNoPriceColumnListsTheColumnsFound() {
        let error = loadError("id,cost,\"living area\"\n1,2,3\n")
        XCTAssertEqual(
            error, .noPriceColumn(path: "test.csv", priceColumn: "price", columns: ["id", "cost", "living area"]))
        XCTAssertEqual(
            error?.description,
            "test.csv: no price column: no column is named \"price\" (columns found: \"id\", \"cost\", \"living area\")"
        )
        XCTAssertEqual(
            loadError("id,price\n1,2\n", priceColumn: "cost"),
            .noPriceColumn(path: "test.csv", priceColumn: "cost", columns: ["id", "price"]))
        XCTAssertEqual(
            loadError("id,price\n1,2\n", priceColumn: ""),
            .noPriceColumn(path: "test.csv", priceColumn: "", columns: ["id", "price"]))
        XCTAssertEqual(
            loadError("id,prices\n1,2\n"),
            .noPriceColumn(path: "test.csv", priceColumn: "price", columns: ["id", "prices"]),
            "the price column's name must match exactly, apart from case")
    }

    func testNoHeader() {
        XCTAssertEqual(
            loadError("1,215000,3\n2,105000,2\n"),
            .noHeader(path: "test.csv", reason: "line 1 holds only numbers; the first line must name the columns"))
        XCTAssertEqual(loadError("\n,,\n1,2,3\n"), .noHeader(path: "test.csv", reason: "line 2 names no columns"))
        XCTAssertEqual(
            loadError("id,\"price\n1,2\n"),
            .noHeader(path: "test.csv", reason: "the quoted field opened on line 1 is never closed"))
        XCTAssertEqual(
            loadError("1,2\n")?.description,
            "test.csv: no header row: line 1 holds only numbers; the first line must name the columns")
    }

    // MARK: Loading a file, with progress

    func testLoadingAFileReportsProgressFromZeroToOneAtAModestRate() throws {
        var text = "id,price,living_area_sqft\n"
        for i in 0..<50_000 { text += "\(i),\(100_000 + i),\(1000 + i % 500)\n" }
        let path = try TestFiles.write(text, for: self)
        var fractions: [Double] = []
        let dataset = try HousingLoader().load(path: path) { fractions.append($0) }
        XCTAssertEqual(dataset.count, 50_000)
        XCTAssertEqual(dataset.report.source, path)
        XCTAssertEqual(fractions.first, 0)
        XCTAssertEqual(fractions.last, 1)
        XCTAssertEqual(fractions, fractions.sorted(), "never goes back")
        XCTAssertGreaterThan(fractions.count, 10, "reports along the way")
        XCTAssertLessThanOrEqual(fractions.count, 102, "at most about once per percent")
    }

    func testLoadingOffTheMainThread() throws {
        let path = TestFiles.amesPath
        let done = expectation(description: "loaded")
        let result = LoadBox()
        Thread.detachNewThread {
            result.count = (try? HousingLoader().load(path: path).count) ?? -1
            done.fulfill()
        }
        wait(for: [done], timeout: 60)
        XCTAssertEqual(result.count, 2930)
    }
}

/// Carries a result from the loading thread to the test.
private final class LoadBox: @unchecked Sendable {
    var count = 0
    /// A one-column file of decimal commas: the detection rule reads it as comma-separated and
    /// skips every row with a comma; a delimiter or decimal mark given reads every home.
    func testAGivenDelimiterOrDecimalMarkReadsWhatDetectionCannot() throws {
        let bytes = Array("Preis\n129,5\n210\n99,9\n150,25\n".utf8)
        let detected = try HousingLoader().load(bytes: bytes, source: "one.csv")
        XCTAssertEqual(detected.prices, [210])
        XCTAssertEqual(detected.report.skippedCount, 3)
        let semicolon = try HousingLoader(delimiter: .semicolon).load(bytes: bytes, source: "one.csv")
        XCTAssertEqual(semicolon.prices.sorted(), [99.9, 129.5, 150.25, 210])
        XCTAssertEqual(semicolon.report.skippedCount, 0)
        XCTAssertEqual(
            try HousingLoader(delimiter: .tab, decimalMark: .comma).load(bytes: bytes, source: "one.csv").prices
                .sorted(),
            [99.9, 129.5, 150.25, 210])
    }
}
