import RangeSliderCore
// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import SeededRandom
import XCTest

final class HistogramTests: XCTestCase {
    // MARK: Binning

    func testValuesAreBinnedIntoEqualWidthBinsWithTheUpperBoundInTheLastBin() {
        let h = Histogram(
            values: [0, 0.5, 1, 2.4, 2.5, 7.49, 7.5, 9.99, 10], binCount: 4, lowerBound: 0, upperBound: 10)
        XCTAssertEqual(h.edges, [0, 2.5, 5, 7.5, 10])
        // [0, 2.5): 0, 0.5, 1, 2.4   [2.5, 5): 2.5   [5, 7.5): 7.49   [7.5, 10]: 7.5, 9.99, 10
        XCTAssertEqual(h.counts, [4, 1, 1, 3])
        XCTAssertEqual(h.maxCount, 4)
        XCTAssertEqual(h.totalCount, 9)
        XCTAssertEqual(h.binWidth, 2.5)
    }

    func testValuesOutsideTheRangeNaNAndInfinitiesAreIgnored() {
        let h = Histogram(
            values: [-0.001, 10.001, .nan, .infinity, -.infinity, 5], binCount: 2, lowerBound: 0, upperBound: 10)
        XCTAssertEqual(h.counts, [0, 1])
        XCTAssertEqual(h.totalCount, 1)
    }

    func testBinningWithoutBoundsUsesTheFiniteMinimumAndMaximum() {
        let h = Histogram(values: [3, .nan, 7, 5, .infinity, 4], binCount: 2)
        XCTAssertEqual(h.lowerBound, 3)
        XCTAssertEqual(h.upperBound, 7)
        XCTAssertEqual(h.counts, [2, 2])  // [3, 5): 3, 4   [5, 7]: 7, 5
    }

    func testBinningNoFiniteValuesGivesEmptyBinsOverZero() {
        let h = Histogram(values: [.nan, .infinity], binCount: 3)
        XCTAssertEqual(h.counts, [0, 0, 0])
        XCTAssertEqual(h.lowerBound, 0)
        XCTAssertEqual(h.upperBound, 0)
        XCTAssertEqual(h.maxCount, 0)
    }

    func testEveryValueLandsInTheBinItsEdgesSayEvenWhereTheDivisionRounds() {
        // Awkward bounds and bin counts, where (v - lower) / span * n rounds the wrong way for
        // some values on or next to an edge; bin(containing:) must agree with edge(_:).
        for (lower, upper, n) in [(0.1, 0.7, 3), (12_789.0, 755_000.0, 60), (-1.3, 2.9, 7), (1e-9, 3e-9, 11)] {
            let probe = Histogram(counts: [Int](repeating: 0, count: n), lowerBound: lower, upperBound: upper)
            var values: [Double] = []
            for k in 0...n {
                let e = probe.edge(k)
                values += [e, e.nextUp, e.nextDown]
            }
            let h = Histogram(values: values, binCount: n, lowerBound: lower, upperBound: upper)
            var expected = [Int](repeating: 0, count: n)
            for v in values where v >= lower && v <= upper {
                // Linear definition: the number of interior edges at or below v.
                let bin = (1..<n).filter { probe.edge($0) <= v }.count
                expected[bin] += 1
                XCTAssertEqual(probe.bin(containing: v), bin, "value \(v) in \(lower)…\(upper) / \(n)")
            }
            XCTAssertEqual(h.counts, expected)
            XCTAssertEqual(h.edges.first, lower)
            XCTAssertEqual(h.edges.last, upper)
            XCTAssertEqual(h.edges, h.edges.sorted())
        }
    }

    // MARK: Precomputed counts

    func testPrecomputedCountsAreKeptAndNegativeCountsReadAsZero() {
        let h = Histogram(counts: [3, -2, 7, 0], lowerBound: 100, upperBound: 500)
        XCTAssertEqual(h.counts, [3, 0, 7, 0])
        XCTAssertEqual(h.maxCount, 7)
        XCTAssertEqual(h.totalCount, 10)
        XCTAssertEqual(h.edges, [100, 200, 300, 400, 500])
        XCTAssertEqual(h.heightFraction(ofBin: 0), 3.0 / 7.0)
        XCTAssertEqual(h.heightFraction(ofBin: 2), 1)
        XCTAssertEqual(h.heightFraction(ofBin: 9), 0)
    }

    func testInvertedBoundsDescribeTheSameRange() {
        let h = Histogram(counts: [1, 2], lowerBound: 10, upperBound: 0)
        XCTAssertEqual(h.lowerBound, 0)
        XCTAssertEqual(h.upperBound, 10)
        XCTAssertEqual(Histogram(values: [1, 9], binCount: 2, lowerBound: 10, upperBound: 0).counts, [1, 1])
    }

    func testNonFiniteBoundsGiveNoBins() {
        for (a, b) in [
            (Double.nan, 1.0), (0, .infinity), (-.infinity, .infinity),
            (-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude),
        ] {
            let h = Histogram(counts: [1, 2, 3], lowerBound: a, upperBound: b)
            XCTAssertEqual(h.binCount, 0, "\(a)…\(b)")
            XCTAssertEqual(Histogram(values: [0, 1], binCount: 3, lowerBound: a, upperBound: b).binCount, 0)
            XCTAssertEqual(h.coverage(lower: 0, upper: 1), [])
        }
    }

    // MARK: Zero bins, zero span

    func testZeroOrNegativeBinCountIsSafe() {
        for n in [0, -5] {
            let h = Histogram(values: [1, 2, 3], binCount: n, lowerBound: 0, upperBound: 10)
            XCTAssertEqual(h.binCount, 0)
            XCTAssertEqual(h.maxCount, 0)
            XCTAssertEqual(h.totalCount, 0)
            XCTAssertEqual(h.edges, [])
            XCTAssertEqual(h.binWidth, 0)
            XCTAssertNil(h.bin(containing: 5))
            XCTAssertEqual(h.coverage(lower: 0, upper: 10), [])
            XCTAssertEqual(h.heightFraction(ofBin: 0), 0)
        }
        XCTAssertEqual(Histogram.empty.binCount, 0)
        XCTAssertEqual(Histogram(values: [Double](), binCount: 0).binCount, 0)
    }

    func testZeroSpanPutsEveryValueInTheLastBinAndNeverGivesNaN() {
        let h = Histogram(values: [5, 5, 5, 4, 6], binCount: 3, lowerBound: 5, upperBound: 5)
        XCTAssertEqual(h.counts, [0, 0, 3])
        XCTAssertEqual(h.edges, [5, 5, 5, 5])
        XCTAssertEqual(h.binWidth, 0)
        XCTAssertEqual(h.coveredFractions(lower: 0, upper: 10), [1, 1, 1])
        XCTAssertEqual(h.coveredFractions(lower: 6, upper: 10), [0, 0, 0])
        for f in h.coveredFractions(lower: 5, upper: 5) + h.coveredFractions(lower: .nan, upper: 5) {
            XCTAssertFalse(f.isNaN)
        }
        let allZero = Histogram(values: [Double](), binCount: 4, lowerBound: 0, upperBound: 1)
        XCTAssertEqual(allZero.maxCount, 0)
        XCTAssertEqual((0..<4).map(allZero.heightFraction(ofBin:)), [0, 0, 0, 0])
    }

    // MARK: Coverage

    func testCoverageSplitsTheBinsUnderTheThumbs() {
        let h = Histogram(counts: [1, 1, 1, 1, 1], lowerBound: 0, upperBound: 100)
        // Bins of 20: [0,20) [20,40) [40,60) [60,80) [80,100]; select 30…65.
        let c = h.coverage(lower: 30, upper: 65)
        XCTAssertEqual(c.map(\.bin), [0, 1, 2, 3, 4])
        XCTAssertEqual(c[0], BinCoverage(bin: 0, start: 0, end: 0))
        XCTAssertEqual(c[1], BinCoverage(bin: 1, start: 0.5, end: 1))
        XCTAssertEqual(c[2], BinCoverage(bin: 2, start: 0, end: 1))
        XCTAssertEqual(c[3].start, 0)
        XCTAssertEqual(c[3].end, 0.25, accuracy: 1e-12)
        XCTAssertEqual(c[4].fraction, 0)
        XCTAssertTrue(c[0].isEmpty)
        XCTAssertTrue(c[2].isFull)
        XCTAssertFalse(c[1].isFull)
        XCTAssertFalse(c[1].isEmpty)
        XCTAssertEqual(c[1].fraction, 0.5)
    }

    func testCoverageInsideOneBinAndWithBoundsInEitherOrder() {
        let h = Histogram(counts: [1, 1], lowerBound: 0, upperBound: 10)
        let c = h.coverage(lower: 7, upper: 6)
        XCTAssertEqual(c[0].fraction, 0)
        XCTAssertEqual(c[1].start, 0.2, accuracy: 1e-12)
        XCTAssertEqual(c[1].end, 0.4, accuracy: 1e-12)
    }

    func testCoverageOfTheWholeRangeOutsideAndTouchingAnEdge() {
        let h = Histogram(counts: [4, 2, 9], lowerBound: 0, upperBound: 3)
        XCTAssertEqual(h.coveredFractions(lower: 0, upper: 3), [1, 1, 1])
        XCTAssertEqual(h.coveredFractions(lower: -.infinity, upper: .infinity), [1, 1, 1])
        XCTAssertEqual(h.coveredFractions(lower: -50, upper: 50), [1, 1, 1])
        XCTAssertEqual(h.coveredFractions(lower: 4, upper: 5), [0, 0, 0])
        XCTAssertEqual(h.coveredFractions(lower: -5, upper: -4), [0, 0, 0])
        // A span that only touches the edge between bins 0 and 1 covers neither.
        XCTAssertEqual(h.coveredFractions(lower: 1, upper: 1), [0, 0, 0])
        XCTAssertEqual(h.coveredFractions(lower: .nan, upper: 2), [0, 0, 0])
        XCTAssertEqual(h.coveredFractions(lower: 1, upper: .nan), [0, 0, 0])
    }

    func testCoverageFractionsAddUpToTheSelectedWidthInBins() {
        let h = Histogram(counts: [Int](repeating: 1, count: 37), lowerBound: 12_789, upperBound: 755_000)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let a = 12_789 + generator.nextUnit() * (755_000 - 12_789)
            let b = 12_789 + generator.nextUnit() * (755_000 - 12_789)
            let fractions = h.coveredFractions(lower: a, upper: b)
            XCTAssertTrue(fractions.allSatisfy { $0 >= 0 && $0 <= 1 })
            XCTAssertEqual(fractions.reduce(0, +), abs(b - a) / h.binWidth, accuracy: 1e-6)
        }
    }
}
