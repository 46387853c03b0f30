// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData
import HousingOracles
import XCTest

/// The real data file the window opens by default: read it whole and check what we know of it.
final class AmesHousingTests: XCTestCase {
    private static var cached: HousingDataset?

    /// `data/ames-housing.csv`, loaded once for the class.
    static func ames() throws -> HousingDataset {
        if let cached { return cached }
        let dataset = try HousingLoader().load(path: TestFiles.amesPath)
        cached = dataset
        return dataset
    }

    func testEveryRowIsReadAndNoneSkipped() throws {
        let ames = try Self.ames()
        XCTAssertEqual(ames.count, 2930)
        XCTAssertEqual(ames.report.homeCount, 2930)
        XCTAssertEqual(ames.report.skippedCount, 0)
        XCTAssertEqual(ames.report.skippedRows, [])
        XCTAssertEqual(ames.report.source, TestFiles.amesPath)
    }

    func testCheapestAndDearest() throws {
        let ames = try Self.ames()
        XCTAssertEqual(ames.prices.min(), 12_789)
        XCTAssertEqual(ames.prices.max(), 755_000)
        XCTAssertEqual(ames.priceBounds, 12_789...755_000)
    }

    func testColumnsAreMapped() throws {
        let ames = try Self.ames()
        XCTAssertEqual(ames.report.header.count, 14)
        XCTAssertEqual(
            ames.report.columnNames,
            [
                .price: "price", .neighborhood: "neighborhood", .bedrooms: "bedrooms", .bathrooms: "bathrooms",
                .livingArea: "living_area_sqft", .yearBuilt: "year_built",
            ])
        XCTAssertEqual(ames.columns, Set(HousingColumn.allCases))
        XCTAssertEqual(ames.defaultSecondaryMeasure, .livingArea)
    }

    func testFirstAndLastRowsRoundTrip() throws {
        let ames = try Self.ames()
        // 1,"North Ames",215000,3,1,1656,31770,1960,2010,5,"OneFam","One Story",-93.619754,42.054035
        XCTAssertEqual(
            ames[0],
            HomeRecord(
                line: 2, price: 215_000, neighborhood: "North Ames", bedrooms: 3, bathrooms: 1, livingArea: 1656,
                yearBuilt: 1960))
        XCTAssertEqual(
            ames[2],
            HomeRecord(
                line: 4, price: 172_000, neighborhood: "North Ames", bedrooms: 3, bathrooms: 1.5, livingArea: 1329,
                yearBuilt: 1958))
        XCTAssertEqual(ames.last?.line, 2931)
    }

    func testEveryValueIsKnown() throws {
        let ames = try Self.ames()
        XCTAssertTrue(
            ames.allSatisfy {
                $0.neighborhood != nil && $0.bedrooms != nil && $0.bathrooms != nil && $0.livingArea != nil
                    && $0.yearBuilt != nil
            })
        XCTAssertEqual(ames.bounds(of: .bedrooms), 0...8)
        XCTAssertEqual(ames.map(\.line), Array(2...2931))
        XCTAssertEqual(ames.neighborhoodNames.count, Set(ames.compactMap(\.neighborhood)).count)
        XCTAssertTrue(ames.neighborhoodNames.contains("North Ames"))
    }

    func testTheParserAgreesWithASimpleSplitOfTheFile() throws {
        // The file has no quoted commas or line breaks, so splitting lines on commas and
        // stripping quotes must give the same prices, row by row.
        let text = try String(contentsOfFile: TestFiles.amesPath, encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst()
        let prices = rows.map { Double($0.split(separator: ",", omittingEmptySubsequences: false)[2])! }
        XCTAssertEqual(try Self.ames().prices, prices)
    }
}
