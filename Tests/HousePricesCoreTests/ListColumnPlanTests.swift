// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import HousingOracles
import Testing

/// Which columns the list shows for a file (``ListColumnPlan``).
@Suite struct ListColumnPlanTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func load(_ relative: String) throws -> (HousingDataset, DataTable, FilterPlan) {
        let path = root.appendingPathComponent(relative).path
        let dataset = try HousingLoader().load(path: path)
        let table = try DataTableLoader().load(path: path)
        return (dataset, table, FilterPlan(table: table))
    }

    @Test func amesKeepsItsSixKnownColumns() throws {
        let (dataset, table, plan) = try Self.load("data/ames-housing.csv")
        let columns = ListColumnPlan.columns(dataset: dataset, table: table, plan: plan)
        #expect(columns == HomeListColumn.allCases.map(ListColumn.home))
    }

    /// Windsor's file has price and bedrooms under names the app knows; its own columns fill the
    /// places of neighbourhood, living area and year built, in the header's order.
    @Test func aWindsorFileShowsItsOwnColumnsInsteadOfDashes() throws {
        let (dataset, table, plan) = try Self.load("Tests/Fixtures/windsor-housing-sample.csv")
        #expect(
            ListColumnPlan.columns(dataset: dataset, table: nil, plan: nil).map(\.reportName) == ["price", "bedrooms"],
            "before the table is read: only the known columns the file has")
        let columns = ListColumnPlan.columns(dataset: dataset, table: table, plan: plan)
        #expect(columns.map(\.reportName) == ["price", "bedrooms", "lotsize", "bathrms", "stories", "driveway"])
        #expect(columns.map(\.title) == ["Price", "Bedrooms", "Lot size", "Bathrooms", "Stories", "Driveway"])
        #expect(columns.count == ListColumnPlan.width)
        // No column of the list is one whose every value is unknown.
        for column in columns {
            guard case .home(let c) = column else { continue }
            #expect(dataset.contains { c.text(of: $0) != "—" }, "\(c) has values")
        }
    }

    @Test func identifiersAndTheKnownColumnsAreNotListedTwice() throws {
        let csv = "id,price,area,rooms,colour\n1,100,50,2,red\n2,200,70,3,blue\n3,150,60,2,Red\n"
        let dataset = try HousingLoader().load(bytes: Array(csv.utf8), source: "t.csv")
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "t.csv")
        let columns = ListColumnPlan.columns(dataset: dataset, table: table, plan: FilterPlan(table: table))
        #expect(!columns.map(\.reportName).contains("id"), "\(columns.map(\.reportName))")
        #expect(columns.filter { $0.title == "Price" }.count == 1)
    }

    /// A text column with a filter sorts alphabetically without regard to case (then exactly),
    /// equal texts cheapest first, through the engine.
    @Test func aTextColumnSortsAlphabetically() throws {
        let csv = "price,colour\n100,red\n200,blue\n150,Red\n120,blue\n180,red\n130,Red\n110,blue\n"
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "t.csv")
        #expect(try Self.sorted(table, by: "colour") == [6, 3, 1, 5, 2, 0, 4], "blue, Red, red")
    }

    /// The rows of `table` in the list's order by the file's column `name`, ascending.
    static func sorted(_ table: DataTable, by name: String) throws -> [Int] {
        let plan = FilterPlan(table: table)
        let session = try FilterSession(table: table, plan: plan)
        let f = try #require(plan.filterIndex(named: name), "\(name) has a filter")
        session.setListOrder(try #require(session.listOrder(filter: f, ascending: true)))
        return session.rows(offset: 0, count: table.rowCount)
    }

    /// A coded column sorts by what the list shows (``CategoryLabel``): `Duplx` ("Duplex")
    /// before `1Fam` ("Single-family detached"), which its code would put first.
    @Test func aCodedColumnSortsByItsLabels() throws {
        let csv = "price,BldgType\n100,1Fam\n200,Duplx\n300,TwnhsE\n400,1Fam\n"
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "t.csv")
        let type = try #require(table.columns.firstIndex { $0.name == "BldgType" })
        #expect(
            try Self.sorted(table, by: "BldgType") == [1, 0, 3, 2],
            "Duplex, then the single-family homes cheapest first")
        #expect(
            (0..<4).map { TableListColumns.text(table, column: type, row: $0) }
                == ["Single-family detached", "Duplex", "Townhouse, end unit", "Single-family detached"])
    }
}
