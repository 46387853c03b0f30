// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import XCTest

/// The list's columns and cells follow the file's columns, not a fixed schema.
final class TableListColumnsTests: XCTestCase {
    func testWindsorListShowsTheFilesOwnColumns() throws {
        let table = try DataTableLoader().load(
            path: FilterPlanTests.fixtures.appendingPathComponent("windsor-housing-sample.csv").path)
        let plan = FilterPlan(table: table)
        let columns = TableListColumns.columns(table: table, plan: plan)
        XCTAssertEqual(
            columns.map(\.name),
            [
                "price", "lotsize", "bedrooms", "bathrms", "stories", "driveway", "recroom",
                "fullbase", "gashw", "airco", "garagepl", "prefarea",
            ])
        XCTAssertFalse(
            columns.map(\.name).contains { ["neighbourhood", "living area", "year built"].contains($0.lowercased()) })
        XCTAssertTrue(columns.allSatisfy { $0.sortFilter != nil })
        let first = columns.map { TableListColumns.text(table, column: $0.column, row: 0) }
        XCTAssertEqual(first, ["$77,000", "5,370", "5", "2", "2", "yes", "no", "no", "yes", "yes", "2", "no"])
        XCTAssertFalse(first.contains("—"), "no column of dashes")
        XCTAssertEqual(TableListColumns.sortable(columns, named: "LOTSIZE")?.column, 1)
    }

    func testAmesCellsAndWhatSorts() throws {
        let table = try DataTableLoader().load(path: FilterPlanTests.ames.path)
        let plan = FilterPlan(table: table)
        let columns = TableListColumns.columns(table: table, plan: plan)
        XCTAssertEqual(columns.first?.name, "price")
        XCTAssertEqual(columns.count, 14, "every column of the file")
        let cells = Dictionary(
            uniqueKeysWithValues: columns.map { ($0.name, TableListColumns.text(table, column: $0.column, row: 0)) })
        XCTAssertEqual(cells["price"], "$215,000")
        XCTAssertEqual(cells["neighborhood"], "North Ames")
        XCTAssertEqual(cells["lot_area_sqft"], "31,770")
        XCTAssertEqual(cells["year_built"], "1960", "years are not grouped")
        XCTAssertEqual(cells["longitude"], "-93.619754")
        XCTAssertNil(TableListColumns.sortable(columns, named: "id"), "an identifier has no filter to sort by")
        XCTAssertNotNil(TableListColumns.sortable(columns, named: "year_built"))
        XCTAssertEqual(TableListColumns.text(table, column: 0, row: -1), "—")
        XCTAssertEqual(TableListColumns.text(table, column: 0, row: table.rowCount), "—")
        XCTAssertEqual(TableListColumns.text(table, column: 99, row: 0), "—")
    }

    func testUnknownValuesShowAsADash() throws {
        let csv = "price,rooms,pool,district\n100000,3,yes,A\nNA,,,\n120000,4,no,B\n130000,2,yes,A\n"
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "gaps.csv")
        let columns = TableListColumns.columns(table: table, plan: FilterPlan(table: table))
        XCTAssertEqual(columns.map { TableListColumns.text(table, column: $0.column, row: 1) }, ["—", "—", "—", "—"])
    }
}
