import XCTest

// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
@_spi(Oracles) @testable import HousingData
@testable import HousingOracles

/// The price index's sort: stable, numeric order, the same for the small and the radix path.
final class StableOrderTests: XCTestCase {
    func testStableOrderSortsLikeAComparisonSortAtEverySize() {
        var rng = SeededGenerator(seed: 11)
        for n in [0, 1, 2, 100, 40_000, 70_000] {
            let pool: [Double] = [-.infinity, -1e300, -5, -0.0, 0, 0.5, 1, 1, 12_789, 755_000, 1e300, .infinity]
            let values = (0..<n).map { i -> Double in
                rng.nextIndex(below: 3) == 0 ? pool[rng.nextIndex(below: pool.count)] : (rng.nextUnit() - 0.3) * 1e6
            }
            let order = StableOrder.indices(sorting: values)
            // The reference: by value, -0 before +0, ties by index.
            let expected = Array(0..<n).sorted { a, b in
                let (x, y) = (values[a], values[b])
                if x != y { return x < y }
                if x.sign != y.sign { return x.sign == .minus }
                return a < b
            }
            XCTAssertEqual(order, expected, "n = \(n)")
        }
    }
}
