// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import XCTest

final class ColumnLabelTests: XCTestCase {
    func testKnownHousingNames() {
        XCTAssertEqual(ColumnLabel.label(for: "GrLivArea", index: 0), "Living area")
        XCTAssertEqual(ColumnLabel.label(for: "lotsize", index: 0), "Lot size")
        XCTAssertEqual(ColumnLabel.label(for: "living_area_sqft", index: 0), "Living area")
        XCTAssertEqual(ColumnLabel.label(for: "SalePrice", index: 0), "Price")
        XCTAssertEqual(ColumnLabel.label(for: "bathrms", index: 0), "Bathrooms")
        XCTAssertEqual(ColumnLabel.label(for: "airco", index: 0), "Air conditioning")
        XCTAssertEqual(ColumnLabel.label(for: "  Year Built ", index: 0), "Year built")
    }

    func testGenericRuleSplitsCamelSnakeAndKebabCase() {
        XCTAssertEqual(ColumnLabel.label(for: "numberOfRooms", index: 0), "Number of rooms")
        XCTAssertEqual(ColumnLabel.label(for: "distance_to_school_km", index: 0), "Distance to school km")
        XCTAssertEqual(ColumnLabel.label(for: "roof-material", index: 0), "Roof material")
        XCTAssertEqual(ColumnLabel.label(for: "HTMLFile", index: 0), "HTML file")
        XCTAssertEqual(ColumnLabel.label(for: "OwnerID", index: 0), "Owner ID")
        XCTAssertEqual(ColumnLabel.label(for: "floor2", index: 0), "Floor 2")
        XCTAssertEqual(ColumnLabel.label(for: "2ndFloorSF", index: 0), "2nd floor SF")
        XCTAssertEqual(ColumnLabel.label(for: "Wohnfläche", index: 0), "Wohnfläche")
    }

    func testEmptyNamesGetTheirPosition() {
        XCTAssertEqual(ColumnLabel.label(for: "", index: 2), "Column 3")
        XCTAssertEqual(ColumnLabel.label(for: " _ ", index: 0), "Column 1")
    }
}
