// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
@testable import HousingData
import XCTest

/// The loader's table of neighbourhood names.
final class NameInternerTests: XCTestCase {
    func testNameInternerGivesOneIdPerDistinctName() {
        var interner = NameInterner()
        func id(_ name: String) -> Int32 {
            var name = name
            return name.withUTF8 { interner.id(for: $0) }
        }
        let names = (0..<500).map { "Neighbourhood \($0 % 137) é" }
        let ids = names.map(id)
        XCTAssertEqual(interner.names.count, 137)
        for (name, i) in zip(names, ids) { XCTAssertEqual(interner.names[Int(i)], name) }
        XCTAssertEqual(id("Neighbourhood 5 é"), ids[5])
        XCTAssertEqual(id(""), 137)
        XCTAssertEqual(id(""), 137)
    }
}
