// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousePricesCore
import XCTest

/// The rows the list offers GTK for the first frame with data: they must fill any list as tall
/// as the height given, with the shortest row there is.
final class FirstScreenfulTests: XCTestCase {
    func testTheRowsFillTheHeightAtTheShortestRowHeight() {
        // Naive oracle: count rows of the minimum height until they reach past the height.
        for height in stride(from: 1.0, through: 4_000, by: 7.5) {
            var filled = 0.0, naive = 0
            while filled < height { filled += FirstScreenful.minimumRowHeight; naive += 1 }
            let rows = FirstScreenful.rows(forHeight: height)
            if naive + FirstScreenful.spareRows >= 200 {
                XCTAssertEqual(rows, 200, "no more than GTK's own number of rows (height \(height))")
            } else {
                XCTAssertEqual(rows, naive + FirstScreenful.spareRows, "height \(height)")
            }
            XCTAssertGreaterThanOrEqual(
                Double(rows) * FirstScreenful.minimumRowHeight, min(height, 200 * FirstScreenful.minimumRowHeight))
        }
        XCTAssertEqual(FirstScreenful.rows(forHeight: 760), 36, "the default window: 32 rows of 24 px and 4 spare")
    }

    func testAnUnknownHeightGivesGtksOwnNumberOfRows() {
        for height in [0, -1, .nan, .infinity, -.infinity, .greatestFiniteMagnitude] as [Double] {
            XCTAssertEqual(FirstScreenful.rows(forHeight: height), 200, "\(height)")
        }
        XCTAssertEqual(FirstScreenful.rows(forHeight: .nan, fallback: 30), 30)
    }
}
