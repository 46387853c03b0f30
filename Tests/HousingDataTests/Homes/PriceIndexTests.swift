// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData
import HousingOracles
import RangeSliderCore
import XCTest

final class PriceIndexTests: XCTestCase {
    /// Homes with many duplicate prices and some unknown areas.
    private func smallDataset() -> HousingDataset {
        let prices: [Double] = [300, 100, 200, 200, 500, 100, 400, 200, 0, 500]
        let areas: [Double?] = [1000, 800, nil, 1200, 2000, 900, 1500, 1100, 500, nil]
        return HousingDataset(
            homes: prices.indices.map {
                HomeRecord(line: $0 + 2, price: prices[$0], bedrooms: $0 % 4, livingArea: areas[$0])
            })
    }

    /// The index's answer as sorted dataset rows.
    private func rows(_ selection: PriceSelection) -> [Int] { selection.sorted() }

    func testSortedOnceWithTiesInFileOrder() {
        let index = PriceIndex(smallDataset())
        XCTAssertEqual(index.sortedPrices, [0, 100, 100, 200, 200, 200, 300, 400, 500, 500])
        XCTAssertEqual(index.rowsByPrice, [8, 1, 5, 2, 3, 7, 0, 6, 4, 9])
        XCTAssertEqual(index.priceBounds, 0...500)
        XCTAssertEqual(index.secondaryMeasure, .livingArea)
        XCTAssertEqual(index.secondaryBounds, 500...2000)
        XCTAssertEqual(index.count, 10)
    }

    func testEdgeRanges() {
        let index = PriceIndex(smallDataset())
        // Exact equal bounds on a duplicated price, and bounds on duplicates at the boundary.
        XCTAssertEqual(index.positions(minPrice: 200, maxPrice: 200), 3..<6)
        XCTAssertEqual(index.positions(minPrice: 100, maxPrice: 200), 1..<6)
        XCTAssertEqual(index.positions(minPrice: 100.5, maxPrice: 199.5), 3..<3)
        XCTAssertEqual(index.positions(minPrice: 500, maxPrice: 500), 8..<10)
        XCTAssertEqual(index.positions(minPrice: 0, maxPrice: 0), 0..<1)
        // Whole, outside, inverted, NaN, infinite.
        XCTAssertEqual(index.positions(minPrice: 0, maxPrice: 500), 0..<10)
        XCTAssertEqual(index.positions(minPrice: -.infinity, maxPrice: .infinity), 0..<10)
        XCTAssertEqual(index.count(minPrice: 501, maxPrice: 1e9), 0)
        XCTAssertEqual(index.count(minPrice: -10, maxPrice: -1), 0)
        XCTAssertEqual(index.count(minPrice: 400, maxPrice: 200), 0)
        XCTAssertEqual(index.count(minPrice: .nan, maxPrice: 500), 0)
        XCTAssertEqual(index.count(minPrice: 0, maxPrice: .nan), 0)
        XCTAssertEqual(index.positions(minPrice: 600, maxPrice: 700).count, 0)
        // Each agrees with the linear scan.
        let dataset = index.dataset
        for (a, b) in [(200.0, 200.0), (100, 200), (400, 200), (Double.nan, 500), (-1, 0), (500, .infinity)] {
            XCTAssertEqual(
                rows(index.select(minPrice: a, maxPrice: b)),
                LinearFilter.rows(in: dataset, minPrice: a, maxPrice: b), "\(a)…\(b)")
        }
    }

    func testSelectionReadsTheSliceInPriceOrder() {
        let index = PriceIndex(smallDataset())
        let selection = index.select(minPrice: 100, maxPrice: 300)
        XCTAssertEqual(Array(selection), [1, 5, 2, 3, 7, 0])
        XCTAssertEqual((0..<selection.count).map(selection.price(at:)), [100, 100, 200, 200, 200, 300])
        XCTAssertEqual(selection.priceSlice, 1..<7)
        XCTAssertEqual(selection.priceBounds, 100...300)
        XCTAssertFalse(selection.hasSecondaryFilter)
        XCTAssertEqual(index.dataset[selection[5]].price, 300)
        XCTAssertNil(index.select(minPrice: 1, maxPrice: 2).priceBounds)
        XCTAssertTrue(index.select(minPrice: 1, maxPrice: 2).isEmpty)
    }

    func testSecondFilterWorksWithinTheSlice() {
        let index = PriceIndex(smallDataset())
        let selection = index.select(minPrice: 100, maxPrice: 300, minSecondary: 900, maxSecondary: 1100)
        // In price order: rows 1 (800), 5 (900), 2 (unknown), 3 (1200), 7 (1100), 0 (1000).
        XCTAssertEqual(Array(selection), [5, 7, 0])
        XCTAssertEqual(selection.priceMatchCount, 6)
        XCTAssertTrue(selection.hasSecondaryFilter)
        XCTAssertEqual(selection.priceBounds, 100...300)
        XCTAssertEqual(index.count(minPrice: 100, maxPrice: 300, minSecondary: 900, maxSecondary: 1100), 3)
        // One open side; unknown areas never match an active filter.
        XCTAssertEqual(
            Array(index.select(minPrice: 0, maxPrice: 500, minSecondary: nil, maxSecondary: 900)), [8, 1, 5])
        XCTAssertEqual(index.count(minPrice: 0, maxPrice: 500, minSecondary: 0, maxSecondary: nil), 8)
        XCTAssertEqual(index.count(minPrice: 0, maxPrice: 500, minSecondary: nil, maxSecondary: nil), 10)
        // Bad second bounds match nothing.
        XCTAssertEqual(index.count(minPrice: 0, maxPrice: 500, minSecondary: 2000, maxSecondary: 100), 0)
        XCTAssertEqual(index.count(minPrice: 0, maxPrice: 500, minSecondary: .nan, maxSecondary: 100), 0)
        // Bedrooms as the measure.
        let byBedrooms = PriceIndex(index.dataset, secondaryMeasure: .bedrooms)
        XCTAssertEqual(
            rows(byBedrooms.select(minPrice: 0, maxPrice: 500, minSecondary: 1, maxSecondary: 2)),
            LinearFilter.rows(
                in: index.dataset, minPrice: 0, maxPrice: 500, measure: .bedrooms, minSecondary: 1, maxSecondary: 2))
        // No measure: a second bound matches nothing, as in the linear filter.
        let noMeasure = PriceIndex(index.dataset, secondaryMeasure: nil)
        XCTAssertEqual(noMeasure.count(minPrice: 0, maxPrice: 500, minSecondary: 0, maxSecondary: nil), 0)
        XCTAssertEqual(
            LinearFilter.count(in: index.dataset, minPrice: 0, maxPrice: 500, measure: nil, minSecondary: 0), 0)
        XCTAssertNil(noMeasure.secondaryBounds)
    }

    func testHomesWithUnusablePricesAreLeftOutAndReported() {
        let dataset = HousingDataset(homes: [
            HomeRecord(line: 2, price: 5), HomeRecord(line: 3, price: .nan), HomeRecord(line: 4, price: -1),
            HomeRecord(line: 5, price: .infinity), HomeRecord(line: 6, price: -0.0),
        ])
        XCTAssertEqual(dataset.prices, [5, 0])
        XCTAssertEqual(dataset.prices[1].sign, .plus)
        XCTAssertEqual(
            dataset.report.skippedRows,
            [
                SkippedRow(line: 3, reason: .priceNotFinite("nan")),
                SkippedRow(line: 4, reason: .negativePrice("-1.0")),
                SkippedRow(line: 5, reason: .priceNotFinite("inf")),
            ])
        XCTAssertEqual(PriceIndex(dataset).sortedPrices, [0, 5])
    }

    func testEmptyDataset() {
        let index = PriceIndex(HousingDataset(homes: []))
        XCTAssertEqual(index.count, 0)
        XCTAssertNil(index.priceBounds)
        XCTAssertEqual(index.count(minPrice: 0, maxPrice: 10), 0)
        XCTAssertEqual(index.select(minPrice: 0, maxPrice: 10, minSecondary: 0, maxSecondary: 1).count, 0)
        XCTAssertEqual(index.histogram(binCount: 10).binCount, 0)
        XCTAssertEqual(index.histogram(binCount: 4, lowerBound: 0, upperBound: 1).counts, [0, 0, 0, 0])
    }

    // MARK: Random ranges against the linear scan

    func testRandomRangesOnTheRealDataMatchALinearScan() throws {
        let ames = try AmesHousingTests.ames()
        let index = PriceIndex(ames)
        var rng = SeededGenerator(seed: 2024)
        let low = 12_789.0, high = 755_000.0
        let prices = Array(Set(ames.prices)).sorted()
        for trial in 0..<400 {
            var a = low - 5_000 + rng.nextUnit() * (high - low + 10_000)
            var b = low - 5_000 + rng.nextUnit() * (high - low + 10_000)
            switch trial % 4 {
            case 0: a = a.rounded()  // whole dollars, like the data
            case 1: a = prices[rng.nextIndex(below: prices.count)]  // a price that occurs, on a bound
            case 2: (a, b) = (prices[rng.nextIndex(below: prices.count)], prices[rng.nextIndex(below: prices.count)])
            default: break  // fractional, sometimes inverted
            }
            let expected = LinearFilter.rows(in: ames, minPrice: a, maxPrice: b)
            XCTAssertEqual(index.count(minPrice: a, maxPrice: b), expected.count, "\(a)…\(b)")
            XCTAssertEqual(rows(index.select(minPrice: a, maxPrice: b)), expected, "\(a)…\(b)")

            let lowArea = 300 + rng.nextUnit() * 3_000
            let highArea = lowArea + rng.nextUnit() * 2_000
            let expected2 = LinearFilter.rows(
                in: ames, minPrice: a, maxPrice: b, measure: .livingArea, minSecondary: lowArea, maxSecondary: highArea)
            let selection = index.select(minPrice: a, maxPrice: b, minSecondary: lowArea, maxSecondary: highArea)
            XCTAssertEqual(rows(selection), expected2, "\(a)…\(b), area \(lowArea)…\(highArea)")
            XCTAssertEqual(
                index.count(minPrice: a, maxPrice: b, minSecondary: lowArea, maxSecondary: highArea), expected2.count)
            XCTAssertEqual(
                (0..<selection.count).map(selection.price(at:)),
                (0..<selection.count).map(selection.price(at:)).sorted())
        }
    }

    func testRandomRangesOnSyntheticDataMatchALinearScan() throws {
        // Large enough for the index's radix sort (the real file uses the comparison sort).
        let synthetic = SyntheticHomes.generate(count: 50_000, from: try AmesHousingTests.ames(), seed: 9)
        let index = PriceIndex(synthetic)
        var rng = SeededGenerator(seed: 77)
        for _ in 0..<40 {
            let a = rng.nextUnit() * 800_000, b = rng.nextUnit() * 800_000
            let area = 400 + rng.nextUnit() * 3_000
            XCTAssertEqual(
                index.count(minPrice: a, maxPrice: b), LinearFilter.count(in: synthetic, minPrice: a, maxPrice: b))
            XCTAssertEqual(
                rows(index.select(minPrice: a, maxPrice: b)), LinearFilter.rows(in: synthetic, minPrice: a, maxPrice: b)
            )
            XCTAssertEqual(
                index.count(minPrice: a, maxPrice: b, minSecondary: area, maxSecondary: nil),
                LinearFilter.count(in: synthetic, minPrice: a, maxPrice: b, measure: .livingArea, minSecondary: area))
        }
    }

    // MARK: Histogram

    func testHistogramFromTheIndexEqualsBinningEveryPrice() throws {
        let ames = try AmesHousingTests.ames()
        let index = PriceIndex(ames)
        for bins in [1, 2, 7, 40, 64, 333] {
            let fromIndex = index.histogram(binCount: bins)
            let linear = Histogram(values: ames.prices, binCount: bins, lowerBound: 12_789, upperBound: 755_000)
            XCTAssertEqual(fromIndex, linear, "\(bins) bins")
            XCTAssertEqual(fromIndex.totalCount, 2930)
        }
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<50 {
            let a = rng.nextUnit() * 800_000, b = rng.nextUnit() * 800_000
            let bins = 1 + rng.nextIndex(below: 80)
            XCTAssertEqual(
                index.histogram(binCount: bins, lowerBound: a, upperBound: b),
                Histogram(values: ames.prices, binCount: bins, lowerBound: a, upperBound: b))
        }
        // Bin edges landing exactly on prices that occur, duplicates included.
        let small = PriceIndex(smallDataset())
        XCTAssertEqual(small.histogram(binCount: 5).counts, [1, 2, 3, 1, 3])  // [0,100) [100,200) … [400,500]
        XCTAssertEqual(
            small.histogram(binCount: 5),
            Histogram(values: small.dataset.prices, binCount: 5, lowerBound: 0, upperBound: 500))
        XCTAssertEqual(small.histogram(binCount: 3, lowerBound: 200, upperBound: 200).counts, [0, 0, 3])
        XCTAssertEqual(small.histogram(binCount: 0).binCount, 0)
        XCTAssertEqual(small.histogram(binCount: 4, lowerBound: .nan, upperBound: 1).binCount, 0)
    }

    func testSelectedBinsComeFromTheHistogramCoverage() throws {
        let index = PriceIndex(try AmesHousingTests.ames())
        let histogram = index.histogram(binCount: 50)
        let (a, b) = (129_500.0, 250_000.0)
        let coverage = histogram.coverage(lower: a, upper: b)
        // Fully covered bins hold only matching homes, so their counts cannot exceed the count.
        let fullyCovered = zip(histogram.counts, coverage).filter { $0.1.isFull }.map(\.0).reduce(0, +)
        let touched = zip(histogram.counts, coverage).filter { !$0.1.isEmpty }.map(\.0).reduce(0, +)
        let count = index.count(minPrice: a, maxPrice: b)
        XCTAssertLessThanOrEqual(fullyCovered, count)
        XCTAssertGreaterThanOrEqual(touched, count)
    }
}
