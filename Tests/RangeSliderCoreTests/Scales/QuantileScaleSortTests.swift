// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import SeededRandom
import XCTest

@testable import RangeSliderCore

/// `QuantileScale(values:)` sorts large arrays with a radix sort (``FiniteSort``): it must give
/// exactly what a comparison sort of the finite values gives, whatever the values.
final class QuantileScaleSortTests: XCTestCase {
    /// Doubles of every kind: both zeros, subnormals, negatives, huge and tiny magnitudes,
    /// repeats, NaN and both infinities.
    func trickyValues(_ count: Int, seed: UInt64) -> [Double] {
        var rng = SeededGenerator(seed: seed)
        let pool: [Double] = [
            0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .nan, .infinity, -.infinity, 1, -1, 129_500,
        ]
        return (0..<count).map { _ in
            switch rng.nextIndex(below: 4) {
            case 0: return pool[rng.nextIndex(below: pool.count)]
            case 1: return (rng.nextUnit() - 0.5) * pow(10, Double(rng.nextIndex(below: 600)) - 300)
            case 2: return (rng.nextUnit() * 1_000).rounded() * 100  // prices with many ties
            default: return Double(bitPattern: rng.next())  // any bit pattern, NaNs included
            }
        }
    }

    func testTheRadixSortGivesTheComparisonSortsOrder() {
        for (count, seed) in [
            (0, 1), (5, 2), (FiniteSort.radixThreshold - 1, 3), (FiniteSort.radixThreshold, 4), (100_000, 5),
        ] {
            let values = trickyValues(count, seed: UInt64(seed))
            let expected = values.filter(\.isFinite).sorted()
            let sorted = FiniteSort.ascending(values)
            XCTAssertEqual(sorted.count, expected.count, "\(count) values")
            XCTAssertTrue(zip(sorted, expected).allSatisfy { $0 == $1 }, "\(count) values: the orders differ")
            XCTAssertTrue(zip(sorted, sorted.dropFirst()).allSatisfy { $0 <= $1 }, "\(count) values: not ascending")
        }
    }

    func testOnlyNonFiniteValuesSortToNothing() {
        XCTAssertEqual(FiniteSort.ascending([Double](repeating: .nan, count: FiniteSort.radixThreshold + 3)), [])
        XCTAssertEqual(FiniteSort.ascending([Double](repeating: .infinity, count: FiniteSort.radixThreshold)), [])
    }

    func testAQuantileScaleFromValuesIsTheOneFromTheirSortedFiniteValues() {
        let values = trickyValues(200_000, seed: 7)
        let fromValues = QuantileScale(values: values)
        let fromSorted = QuantileScale(sorted: values.filter(\.isFinite).sorted())
        XCTAssertEqual(fromValues, fromSorted)
        XCTAssertFalse(fromValues.isEmpty)
    }
}
