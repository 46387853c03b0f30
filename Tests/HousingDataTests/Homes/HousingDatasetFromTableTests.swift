// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import HousingOracles
import XCTest

/// The window's homes are the labelled columns of its one table (``HousingDataset/init(table:)``
/// over ``DataTableLoader/requiresPrice``): one parse, one rule for implausible values.
final class HousingDatasetFromTableTests: XCTestCase {
    static let windsorPath = TestFiles.repositoryRoot.appendingPathComponent(
        "Tests/Fixtures/windsor-housing-sample.csv"
    ).path

    /// The Windsor sample with the price of its `row`-th data row replaced by `price`.
    static func windsor(price: String, atRow row: Int) throws -> String {
        var lines = try String(contentsOfFile: windsorPath, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        var fields = lines[row].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        fields[0] = price
        lines[row] = fields.joined(separator: ",")
        return lines.joined(separator: "\n")
    }

    /// A price of 1e300 is implausible: its row is skipped and reported with its line, the
    /// homes are the other rows, the price range is the other rows' range, and the table and
    /// the homes have the same rows.
    func testAnImplausiblePriceSkipsItsRowWithItsLineAndLeavesTheOthers() throws {
        let text = try Self.windsor(price: "1e300", atRow: 5)
        let table = try DataTableLoader(requiresPrice: true).load(bytes: Array(text.utf8), source: "w.csv")
        let homes = try XCTUnwrap(HousingDataset(table: table))
        let original = try DataTableLoader(requiresPrice: true).load(path: Self.windsorPath)
        XCTAssertEqual(table.rowCount, original.rowCount - 1)
        XCTAssertEqual(homes.count, table.rowCount)
        XCTAssertEqual(table.report.skippedRows.map(\.line), [6])
        XCTAssertEqual(homes.report.skippedLines, [6])
        guard case .valueTooLarge? = table.report.skippedRows.first?.reason else {
            return XCTFail("\(table.report.skippedRows)")
        }
        let others = (0..<original.rowCount).filter { $0 != 4 }.map { original.priceColumn!.number(at: $0) }
        XCTAssertEqual(homes.priceBounds, others.min()!...others.max()!)
        XCTAssertEqual(homes.prices, others)
        XCTAssertEqual(table.filterableColumns.map(\.name), original.filterableColumns.map(\.name))
    }

    /// Rows without a usable price are skipped with their lines (empty, not a number, `NA`);
    /// other unreadable values stay unknown.
    func testRowsWithoutAPriceAreSkippedWithTheirLines() throws {
        let text = "price,beds,area\n100,2,50\n,3,60\nabc,1,70\nNA,1,70\n200,x,80\n"
        let table = try DataTableLoader(requiresPrice: true).load(bytes: Array(text.utf8), source: "t.csv")
        let homes = try XCTUnwrap(HousingDataset(table: table))
        XCTAssertEqual(homes.prices, [100, 200])
        XCTAssertEqual(homes.map(\.line), [2, 6])
        XCTAssertEqual(table.report.skippedRows.map(\.line), [3, 4, 5])
        XCTAssertEqual(table.report.skippedRows.first?.reason, .emptyPrice)
        XCTAssertEqual(table.report.skippedRows.dropFirst().first?.reason, .priceNotANumber("abc"))
        XCTAssertEqual(homes[1].livingArea, 80)
    }

    /// A price that is not finite or is negative skips its row under the price's own reasons.
    func testAPriceNotFiniteOrNegativeIsReportedAsSuch() throws {
        let text = "price,beds\n100,2\ninf,3\n-5,1\n200,2\n"
        let table = try DataTableLoader(requiresPrice: true).load(bytes: Array(text.utf8), source: "t.csv")
        XCTAssertEqual(table.report.skippedRows.map(\.reason), [.priceNotFinite("inf"), .negativePrice("-5")])
        XCTAssertEqual(HousingDataset(table: table)?.prices, [100, 200])
    }

    /// A negative price skips its row also when the price column's name says nothing about
    /// quantities (a column chosen by `--price-column`, or the only numeric one).
    func testANegativePriceIsSkippedWhateverThePriceColumnIsCalled() throws {
        let text = "value,beds\n100,2\n-1,3\n200,2\n"
        let table = try DataTableLoader(priceColumn: "value", requiresPrice: true).load(
            bytes: Array(text.utf8), source: "t.csv")
        XCTAssertEqual(table.report.skippedRows.map(\.reason), [.negativePrice("-1")])
        XCTAssertEqual(table.report.skippedRows.map(\.line), [3])
        XCTAssertEqual(table.rowCount, 2)
    }

    /// A file without a price column is refused when a price is required.
    func testAFileWithoutAPriceIsRefusedWhenAPriceIsRequired() {
        XCTAssertThrowsError(
            try DataTableLoader(requiresPrice: true).load(bytes: Array("beds,area\n1,2\n".utf8), source: "t.csv"))
    }

    /// The Ames homes from the table are the homes the fixed-schema reader makes of the file.
    func testAmesHomesFromTheTableAreTheFixedSchemaReadersHomes() throws {
        let table = try DataTableLoader(requiresPrice: true).load(path: TestFiles.amesPath)
        let homes = try XCTUnwrap(HousingDataset(table: table))
        let reference = try HousingLoader().load(path: TestFiles.amesPath)
        XCTAssertEqual(homes.count, 2930)
        XCTAssertEqual(Array(homes), Array(reference))
        XCTAssertEqual(homes.columns, reference.columns)
        XCTAssertEqual(homes.report.columnNames, reference.report.columnNames)
    }
}
