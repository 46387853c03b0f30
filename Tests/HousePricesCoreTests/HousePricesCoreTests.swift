// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousePricesCore
import HousingData
import HousingOracles
import RangeSliderCore
import XCTest

final class HomeFilterTests: XCTestCase {
    /// The second slider reports a thumb at an open end as an infinite bound (``OpenBounds``,
    /// both ends allowed to open): at full extent it filters nothing.
    func testASliderAtFullExtentIsNoLimit() {
        func reported(_ lower: Double, _ upper: Double) -> (Double?, Double?) {
            let values = RangeValues(minimumValue: 334, maximumValue: 5642, lowerValue: lower, upperValue: upper)
            let open = OpenBounds(values: values, allowsLower: true, allowsUpper: true)
            var filter = HomeFilter(minPrice: 0, maxPrice: 1)
            filter.setSecondary(lower: open.effectiveLowerBound(values), upper: open.effectiveUpperBound(values))
            return (filter.minSecondary, filter.maxSecondary)
        }
        XCTAssertTrue(reported(334, 5642) == (nil, nil))
        XCTAssertTrue(reported(500, 5642) == (500, nil))
        XCTAssertTrue(reported(334, 2000) == (nil, 2000))
        var filter = HomeFilter(minPrice: 0, maxPrice: 1, minSecondary: 3, maxSecondary: 4)
        filter.setSecondary(lower: .nan, upper: -.infinity)
        XCTAssertFalse(filter.hasSecondaryFilter, "NaN and infinite bounds are no limit")
        XCTAssertFalse(HomeFilter(minPrice: 0, maxPrice: 1).hasSecondaryFilter)
        XCTAssertTrue(HomeFilter(minPrice: 0, maxPrice: 1, maxSecondary: 3).hasSecondaryFilter)
    }

    func testContainsAgreesWithTheIndex() {
        var records: [HomeRecord] = []
        for i in 0..<60 {
            let price = Double((i * 37) % 20) * 100
            let area: Double? = i % 7 == 0 ? nil : Double((i * 13) % 30) * 100
            records.append(HomeRecord(line: i + 2, price: price, livingArea: area))
        }
        let homes = HousingDataset(homes: records)
        let index = PriceIndex(homes)
        for filter in [
            HomeFilter(minPrice: 300, maxPrice: 1500), HomeFilter(minPrice: 0, maxPrice: 2000, minSecondary: 1000),
            HomeFilter(minPrice: 500, maxPrice: 900, minSecondary: 500, maxSecondary: 2000),
            HomeFilter(minPrice: 900, maxPrice: 500),
        ] {
            let selected = Set(filter.select(in: index).indices.map { filter.select(in: index).position(at: $0) })
            let contained = Set((0..<index.count).filter { filter.contains(position: $0, in: index) })
            XCTAssertEqual(selected, contained, "\(filter)")
        }
    }
}

final class OpenPriceBoundTests: XCTestCase {
    /// The price slider's open upper end is an infinite bound, so a home dearer than
    /// the slider's maximum (a later data set) is not left out; a closed end still filters.
    func testAnInfinitePriceBoundIsNoLimit() {
        let records = [100.0, 500, 900, 2_000_000].enumerated().map {
            HomeRecord(line: $0.offset + 2, price: $0.element)
        }
        let index = PriceIndex(HousingDataset(homes: records))
        let open = HomeFilter(minPrice: 100, maxPrice: .infinity)
        XCTAssertEqual(open.select(in: index).count, 4)
        XCTAssertTrue(open.contains(position: 3, in: index))
        XCTAssertEqual(HomeFilter(minPrice: -.infinity, maxPrice: .infinity).select(in: index).count, 4)
        XCTAssertEqual(HomeFilter(minPrice: -.infinity, maxPrice: 500).select(in: index).count, 2)
        let closed = HomeFilter(minPrice: 100, maxPrice: 900)
        XCTAssertEqual(closed.select(in: index).count, 3)
        XCTAssertFalse(closed.contains(position: 3, in: index))
        XCTAssertEqual(HomeSorter(index: index).list(open, order: .cheapestFirst).count, 4)
    }
}

final class BoundTextTests: XCTestCase {
    func testPrices() {
        XCTAssertEqual(BoundText.parsePrice("$129,500"), 129_500)
        XCTAssertEqual(BoundText.parsePrice("129.5k"), 129_500)
        XCTAssertEqual(BoundText.parsePrice(" 1.2M "), 1_200_000)
        XCTAssertNil(BoundText.parsePrice("cheap"))
        XCTAssertNil(BoundText.parsePrice("-5"))
        XCTAssertNil(BoundText.parsePrice(""))
    }

    func testAreasAndBedrooms() {
        XCTAssertEqual(BoundText.parse("1,656 sq ft", of: .livingArea), 1656)
        XCTAssertEqual(BoundText.parse("1656sqft", of: .livingArea), 1656)
        XCTAssertEqual(BoundText.parse("1.5k", of: .livingArea), 1500)
        XCTAssertEqual(BoundText.parse("2000 ft²", of: .livingArea), 2000)
        XCTAssertNil(BoundText.parse("$1,656", of: .livingArea))
        XCTAssertNil(BoundText.parse("big", of: .livingArea))
        XCTAssertEqual(BoundText.parse("3 bedrooms", of: .bedrooms), 3)
        XCTAssertEqual(BoundText.parse("2", of: .bedrooms), 2)
        XCTAssertNil(BoundText.parse("-1", of: .bedrooms))
        XCTAssertEqual(BoundText.format(1656, of: .livingArea), "1,656 sq ft")
        XCTAssertEqual(BoundText.format(1, of: .bedrooms), "1 bedroom")
        XCTAssertEqual(BoundText.format(3, of: .bedrooms), "3 bedrooms")
        // What the entries show, they read back.
        for v in [0.0, 334, 1656, 5642] {
            XCTAssertEqual(BoundText.parse(BoundText.format(v, of: .livingArea), of: .livingArea), v)
        }
        for v in [0.0, 1, 8] { XCTAssertEqual(BoundText.parse(BoundText.format(v, of: .bedrooms), of: .bedrooms), v) }
        for v in [12_789.0, 755_000] { XCTAssertEqual(BoundText.parsePrice(HousingFormat.price(v)), v) }
    }
}

final class DefaultDataTests: XCTestCase {
    func testCandidatesFromABuildFolderAndTheSource() {
        let c = DefaultData.candidates(
            executablePath: "/work/repo/.build/debug/house-prices",
            sourceFile: "/src/repo/Examples/HousePrices/Sources/house-prices/main.swift")
        XCTAssertEqual(c.first, "/work/repo/.build/debug/ames-housing.csv")
        XCTAssertTrue(c.contains("/work/repo/.build/share/house-prices/ames-housing.csv"))
        XCTAssertTrue(c.contains("/work/repo/data/ames-housing.csv"))
        XCTAssertEqual(c.last, "/src/repo/data/ames-housing.csv")
        XCTAssertEqual(c.firstIndex(of: "/work/repo/data/ames-housing.csv").map { $0 < c.count - 1 }, true)
        XCTAssertEqual(Set(c).count, c.count)
        XCTAssertEqual(
            DefaultData.locate(
                executablePath: "/work/repo/.build/debug/house-prices",
                sourceFile: "/src/repo/Examples/HousePrices/Sources/house-prices/main.swift",
                exists: { $0 == "/work/repo/data/ames-housing.csv" }),
            "/work/repo/data/ames-housing.csv")
        XCTAssertNil(DefaultData.locate(executablePath: "/a/b", sourceFile: "x.swift", exists: { _ in false }))
    }

    func testTheRepositoryCopyIsFoundFromThisFile() {
        // The tests run from the package root's build folder, as the app does.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let found = DefaultData.locate(
            executablePath: root.path + "/.build/debug/house-prices", sourceFile: "/nowhere/a/b/c.swift",
            exists: { FileManager.default.fileExists(atPath: $0) })
        XCTAssertEqual(found, root.path + "/data/ames-housing.csv")
    }

    func testABinaryCopiedElsewhereFindsTheDataFromTheAppsOwnSourceFile() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let mainFile = root.path + "/Examples/HousePrices/Sources/house-prices/main.swift"
        XCTAssertTrue(FileManager.default.fileExists(atPath: mainFile), "the app's main.swift moved: \(mainFile)")
        let found = DefaultData.locate(
            executablePath: "/nowhere/bin/house-prices", sourceFile: mainFile,
            exists: { FileManager.default.fileExists(atPath: $0) })
        XCTAssertEqual(found, root.path + "/data/ames-housing.csv")
    }

    func testARowsAccessibleSummaryNamesEachCell() {
        let home = HomeRecord(
            line: 2, price: 129_500, neighborhood: "Old Town", bedrooms: 3, bathrooms: 1.5,
            livingArea: 1_250, yearBuilt: 1923)
        XCTAssertEqual(
            HomeListColumn.accessibleSummary(of: home),
            """
            Neighbourhood: Old Town, Price: $129,500, Bedrooms: 3, Bathrooms: 1.5, Living \
            area: 1,250 sq ft, Year built: 1923
            """)
        XCTAssertEqual(
            HomeListColumn.accessibleSummary(of: HomeRecord(line: 3, price: 100)),
            "Neighbourhood: —, Price: $100, Bedrooms: —, Bathrooms: —, Living area: —, Year built: —")
    }
}

/// `BoundText.format` writes a huge bedroom count without converting it to `Int` (which traps).
final class BoundTextHugeValueTests: XCTestCase {
    func testHugeBedroomCountsAreWritten() {
        XCTAssertEqual(BoundText.format(1e300, of: .bedrooms), "1e+300 bedrooms")
        XCTAssertEqual(BoundText.format(1, of: .bedrooms), "1 bedroom")
        XCTAssertEqual(BoundText.format(1e300, of: .livingArea), "1e+300 sq ft")
    }
}
