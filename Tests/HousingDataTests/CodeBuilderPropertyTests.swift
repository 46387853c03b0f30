// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import Testing

@testable import HousingData

/// ``CodeBuilder`` against a naive oracle (an array of codes, and a count per code): codes
/// appended one at a time, then a second builder's codes appended through a mapping, as when
/// a file's second stretch is joined to its first; codes small and large enough to widen.
@Suite struct CodeBuilderPropertyTests {
    /// `count` random codes below `limit` that `seed` draws, in runs.
    static func codes(count: Int, limit: Int, seed: Int) -> [Int] {
        var rng = SeededGenerator(seed: UInt64(seed))
        var codes: [Int] = []
        while codes.count < count {
            codes += repeatElement(rng.nextIndex(below: limit), count: 1 + rng.nextIndex(below: 3))
        }
        return Array(codes.prefix(count))
    }

    /// The codes a builder holds.
    static func array(_ codes: CategoryCodes) -> [Int] { (0..<codes.count).map { codes[$0] } }

    /// How many of `codes` are k, at index k, as long as the largest code + 1.
    static func naiveCounts(_ codes: [Int]) -> [Int] {
        var counts = [Int](repeating: 0, count: (codes.max() ?? -1) + 1)
        for code in codes { counts[code] += 1 }
        return counts
    }

    static let limits = [3, 200, 300, 70_000]

    @Test func codesAndCountsAgreeWithTheNaiveOracle() async {
        let input = zip(
            Gen.int(in: 0...600), Gen.int(in: 0...600), Gen.int(in: 0...15), Gen.int(in: 0...Int(Int32.max)))
        await propertyCheck(count: 500, input: input) { firstCount, secondCount, limitsIndex, seed in
            let first = Self.codes(count: firstCount, limit: Self.limits[limitsIndex % 4], seed: seed)
            let otherLimit = Self.limits[limitsIndex / 4]
            let second = Self.codes(count: secondCount, limit: otherLimit, seed: seed &+ 1)
            // The second builder's codes mapped: the identity, or codes shuffled and shifted.
            var rng = SeededGenerator(seed: UInt64(seed))
            let shift = [0, 0, 100, 300, 70_000][rng.nextIndex(below: 5)]
            var map = Array(0..<otherLimit)
            if shift > 0 || rng.nextIndex(below: 2) == 0 {
                map = [0] + map.dropFirst().shuffled(using: &rng).map { $0 + shift }
            }
            var builder = CodeBuilder()
            if rng.nextIndex(below: 2) == 0 { builder.reserveCapacity(firstCount + secondCount) }
            for code in first { builder.append(code) }
            var other = CodeBuilder()
            for code in second { other.append(code) }
            #expect(Self.array(other.codes) == second)
            builder.append(contentsOf: other, mapping: map)
            let expected = first + second.map { map[$0] }
            #expect(Self.array(builder.codes) == expected, "first \(first), second \(second), map \(map.prefix(8))")
            let counts = Self.naiveCounts(expected)
            #expect(builder.codes.counts(below: counts.count) == counts, "first \(first), second \(second)")
            let width = expected.contains { $0 > 65_535 } ? 4 : expected.contains { $0 > 255 } ? 2 : 1
            #expect(builder.codes.bytesPerCode == width)
        }
    }

    /// ``CategoryCodes/mapped(through:otherwise:)`` against a per-code lookup: codes of every
    /// width, tables shorter than, as long as and longer than the codes reach.
    @Test func codesMappedThroughATableAgreeWithTheNaiveLookup() async {
        let input = zip(Gen.int(in: 0...600), Gen.int(in: 0...3), Gen.int(in: 0...3), Gen.int(in: 0...Int(Int32.max)))
        await propertyCheck(count: 300, input: input) { count, limitIndex, tableIndex, seed in
            let limit = Self.limits[limitIndex]
            let codes = Self.codes(count: count, limit: limit, seed: seed)
            var builder = CodeBuilder()
            for code in codes { builder.append(code) }
            var rng = SeededGenerator(seed: UInt64(seed) &+ 7)
            let tableCount = [0, limit / 2, limit, limit + 3][tableIndex]
            let table = (0..<tableCount).map { _ in UInt16(rng.nextIndex(below: 65_536)) }
            let expected = codes.map { $0 < table.count ? table[$0] : 9 }
            #expect(
                builder.codes.mapped(through: table, otherwise: 9) == expected,
                "codes \(codes.prefix(8)), table of \(tableCount)")
        }
    }
}
