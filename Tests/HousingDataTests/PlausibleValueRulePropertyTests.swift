// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import Testing

@testable import HousingData

/// The outlier fence's quartiles, found by selection, against a naive oracle that sorts.
@Suite struct PlausibleValueRulePropertyTests {
    /// `count` random values that `seed` draws: few or many distinct, in runs, with NaN and -0.
    static func values(count: Int, seed: Int) -> [Double] {
        var rng = SeededGenerator(seed: UInt64(seed))
        let distinct = [1, 2, 5, 50, 1_000_000][rng.nextIndex(below: 5)]
        var values: [Double] = []
        while values.count < count {
            let roll = rng.nextIndex(below: 20)
            let v: Double =
                roll == 0 ? .nan : roll == 1 ? -0.0 : Double(rng.nextIndex(below: distinct)) - Double(distinct / 3)
            values += repeatElement(v, count: 1 + rng.nextIndex(below: 4))
        }
        return Array(values.prefix(count))
    }

    /// The fence the rule describes, from the sorted known values.
    static func naiveFence(_ values: [Double]) -> ClosedRange<Double>? {
        let stride = max(1, values.count / PlausibleValueRule.quantileSample)
        let sample = Swift.stride(from: 0, to: values.count, by: stride).map { values[$0] }.filter { !$0.isNaN }
        guard sample.count >= PlausibleValueRule.minimumForFence else { return nil }
        let sorted = sample.sorted()
        let q1 = PlausibleValueRule.quantile(sorted, 0.25), q3 = PlausibleValueRule.quantile(sorted, 0.75)
        guard q3 > q1 else { return nil }
        let spread = q3 - q1
        return (q1 - PlausibleValueRule.fenceFactor * spread)...(q3 + PlausibleValueRule.fenceFactor * spread)
    }

    @Test func theFenceIsTheOneSortingGives() async {
        await propertyCheck(count: 500, input: zip(Gen.int(in: 0...3_000), Gen.int(in: 0...Int(Int32.max)))) {
            count, seed in
            let values = Self.values(count: count, seed: seed)
            #expect(PlausibleValueRule.fence(values) == Self.naiveFence(values), "\(values)")
            #expect(PlausibleValueRule.fence(values.map(Float.init)) == Self.naiveFence(values), "\(values)")
        }
    }

    @Test func selectionPutsTheSortedValueInPlace() async {
        let input = zip(Gen.int(in: 1...500), Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...499))
        await propertyCheck(count: 500, input: input) { count, seed, k in
            let values = Self.values(count: count, seed: seed).map { $0.isNaN ? 7 : $0 }
            let k = k % count
            var selected = values
            selected.withUnsafeMutableBufferPointer { PlausibleValueRule.select(k, in: $0, 0, count) }
            let sorted = values.sorted()
            #expect(selected[k] == sorted[k], "k \(k) of \(values)")
            #expect(selected[..<k].allSatisfy { $0 <= selected[k] } && selected[k...].allSatisfy { $0 >= selected[k] })
            #expect(selected.sorted() == sorted)
        }
    }
}
