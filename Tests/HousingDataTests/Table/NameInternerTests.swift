// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import Testing
import XCTest

@_spi(Oracles) @testable import HousingData

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

/// The interner against a dictionary as the oracle, on random names sharing prefixes and
/// lengths around the eight-byte words it hashes and compares.
@Suite struct NameInternerPropertyTests {
    static let names = zip(Gen.int(in: 0...300), Gen.int(in: 0...Int(Int32.max))).map { count, seed -> [String] in
        var rng = SeededGenerator(seed: UInt64(seed))
        let alphabet = ["a", "b", "A", " ", "é", "Süd", "\u{0}"]
        let distinct = 1 + rng.nextIndex(below: 90)
        let pool = (0..<distinct).map { _ in
            String("North Ames ".prefix(rng.nextIndex(below: 12)))
                + (0..<rng.nextIndex(below: 18)).map { _ in alphabet[rng.nextIndex(below: alphabet.count)] }.joined()
        }
        return (0..<count).map { _ in pool[rng.nextIndex(below: pool.count)] }
    }

    @Test func idsAreFirstAppearancesAndNamesReadBack() async {
        await propertyCheck(count: 300, input: Self.names) { names in
            var interner = NameInterner()
            var oracle: [String: Int32] = [:]
            for name in names {
                var text = name
                let id = text.withUTF8 { interner.id(for: $0) }
                let expected = oracle[name] ?? Int32(oracle.count)
                oracle[name] = expected
                #expect(id == expected, "\(name.debugDescription)")
            }
            #expect(interner.names.count == oracle.count)
            for (name, id) in oracle {
                #expect(interner.names[Int(id)] == name)
                #expect(interner.withNameBytes(Int(id)) { Array($0) } == Array(name.utf8))
            }
        }
    }
}
