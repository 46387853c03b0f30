// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

/// The cache looks each part's colour up once until it is told to forget them.
final class ThemeColorCacheTests: XCTestCase {
    func testEachPartIsLookedUpOnceUntilForgotten() {
        var cache = ThemeColorCache()
        var lookups: [ThemeColorCache.Part: Int] = [:]
        var theme = RGBA(red: 0.1, green: 0.2, blue: 0.3)
        func read(_ part: ThemeColorCache.Part) -> RGBA {
            cache.color(part) {
                lookups[part, default: 0] += 1
                return RGBA(red: theme.red, green: theme.green, blue: Double(part.rawValue) / 10)
            }
        }
        for part in ThemeColorCache.Part.allCases {
            XCTAssertEqual(read(part), read(part))
        }
        XCTAssertEqual(lookups, [.trough: 1, .highlight: 1, .thumb: 1], "one lookup per part")
        XCTAssertNotEqual(read(.trough), read(.thumb), "each part keeps its own colour")
        theme = RGBA(red: 0.9, green: 0.8, blue: 0.7)  // the style changes …
        XCTAssertEqual(read(.highlight).red, 0.1, accuracy: 1e-12, "… unseen until forgotten")
        cache.forget()
        XCTAssertEqual(read(.highlight).red, 0.9, accuracy: 1e-12, "looked up again after forget()")
        XCTAssertEqual(lookups[.highlight], 2)
    }
}
