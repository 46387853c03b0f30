// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import Testing

/// Which columns the list shows for a file (``ListColumnPlan``).
@Suite struct ListColumnPlanTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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
        #expect(ListColumnPlan.columns(dataset: dataset, table: nil, plan: nil).map(\.reportName) == ["price", "bedrooms"],
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
        // Text sorts alphabetically without regard to case; numbers as numbers; unknown last.
        let colour = try #require(table.columns.firstIndex { $0.name == "colour" })
        let keys = ListColumnPlan.sortKeys(table, column: colour)
        #expect(keys[1] < keys[0] && keys[1] < keys[2], "blue before red and Red: \(keys)")
        #expect(ListColumnPlan.sortKeys(table, column: 99).isEmpty)
        #expect(FileSortColumn.keys(text: ["b", nil, "A"]).map { $0.isNaN ? -1 : $0 } == [1, -1, 0])
    }

    /// A coded column sorts by what the list shows (``CategoryLabel``): `Duplx` ("Duplex")
    /// before `1Fam` ("Single-family detached"), which its code would put first.
    @Test func aCodedColumnSortsByItsLabels() throws {
        let csv = "price,BldgType\n100,1Fam\n200,Duplx\n300,TwnhsE\n400,1Fam\n"
        let table = try DataTableLoader().load(bytes: Array(csv.utf8), source: "t.csv")
        let type = try #require(table.columns.firstIndex { $0.name == "BldgType" })
        let keys = ListColumnPlan.sortKeys(table, column: type)
        #expect(keys[1] < keys[0] && keys[0] < keys[2] && keys[0] == keys[3], "\(keys)")
        #expect((0..<4).map { TableListColumns.text(table, column: type, row: $0) }
                == ["Single-family detached", "Duplex", "Townhouse, end unit", "Single-family detached"])
    }
}
