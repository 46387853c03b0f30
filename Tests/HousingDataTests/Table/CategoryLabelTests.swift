// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import XCTest

/// Labels for the Ames codes (``CategoryLabel``) and the translation of known labels.
final class CategoryLabelTests: XCTestCase {
    override func tearDown() {
        Localization.translate = { $0 }
        super.tearDown()
    }

    func testAmesBuildingTypesInBothSpellingsGetReadableLabels() {
        XCTAssertEqual(CategoryLabel.label(for: "OneFam", column: "building_type"), "Single-family detached")
        XCTAssertEqual(CategoryLabel.label(for: "1Fam", column: "BldgType"), "Single-family detached")
        XCTAssertEqual(CategoryLabel.label(for: " TwnhsE ", column: "Building Type"), "Townhouse, end unit")
        XCTAssertEqual(CategoryLabel.label(for: "Twnhs", column: "building_type"), "Townhouse, inside unit")
        XCTAssertEqual(CategoryLabel.label(for: "TwnhsI", column: "bldgtype"), "Townhouse, inside unit")
        XCTAssertEqual(CategoryLabel.label(for: "Duplx", column: "BldgType"), "Duplex")
        XCTAssertEqual(CategoryLabel.label(for: "TwoFmCon", column: "building_type"), "Two-family conversion")
        XCTAssertEqual(CategoryLabel.label(for: "SLvl", column: "house_style"), "Split level")
        XCTAssertEqual(CategoryLabel.label(for: "1.5Fin", column: "HouseStyle"), "One and a half storeys, finished")
        XCTAssertEqual(
            CategoryLabel.label(for: "One and Half Unf", column: "house_style"), "One and a half storeys, unfinished")
    }

    /// Every value of the Ames file's two coded columns is a known one: its label goes through
    /// the translation (marked here), as an unknown value's text does not.
    func testEveryValueOfTheAmesFilesCodedColumnsIsKnown() throws {
        let table = try DataTableLoader().load(path: TestFiles.amesPath)
        Localization.translate = { "T:" + $0 }
        for name in ["building_type", "house_style"] {
            let column = try XCTUnwrap(table.column(named: name))
            XCTAssertGreaterThan(column.categories.count, 4)
            for value in column.categories {
                XCTAssertTrue(CategoryLabel.label(for: value, column: name).hasPrefix("T:"), "\(name): \(value)")
            }
        }
        XCTAssertEqual(CategoryLabel.label(for: "Mansion", column: "house_style"), "Mansion")
    }

    func testOtherValuesAndColumnsAreShownAsWritten() {
        XCTAssertEqual(CategoryLabel.label(for: "OneFamily", column: "building_type"), "OneFamily")
        XCTAssertEqual(CategoryLabel.label(for: "onefam", column: "building_type"), "onefam", "the codes' own case")
        XCTAssertEqual(CategoryLabel.label(for: "OneFam", column: "neighborhood"), "OneFam")
        XCTAssertEqual(CategoryLabel.label(for: "", column: "building_type"), "")
        XCTAssertEqual(CategoryLabel.labeller(column: "colour")("SLvl"), "SLvl")
    }

    /// Known labels, of values and of columns, go through the app's translation; a label made
    /// from the file's own words does not (there is nothing to look up).
    func testKnownLabelsAreTranslated() {
        let german = [
            "Single-family detached": "Einfamilienhaus, freistehend", "Building type": "Gebäudetyp",
            "Column {0}": "Spalte {0}", "Roof material": "Dachmaterial",
        ]
        Localization.translate = { german[$0] ?? $0 }
        XCTAssertEqual(CategoryLabel.label(for: "OneFam", column: "building_type"), "Einfamilienhaus, freistehend")
        XCTAssertEqual(ColumnLabel.label(for: "BldgType", index: 0), "Gebäudetyp")
        XCTAssertEqual(ColumnLabel.label(for: "", index: 4), "Spalte 5")
        XCTAssertEqual(ColumnLabel.label(for: "roof_material", index: 0), "Roof material")
    }
}
