// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import RangeSliderCore
import Testing

@testable import RangeSlider

/// ``PerThumb``, the per-thumb storage of the slider's components, against a naive oracle (an
/// array indexed lower 0, upper 1): any sequence of writes by thumb or by index reads back the
/// same by thumb, by index, through `forEach` (in index order) and through `contains`.
@Suite struct PerThumbPropertyTests {
    /// A write: by thumb (true) or by index (false), which thumb (0 or 1), the value.
    static let write = zip(Gen.bool, Gen.int(in: 0...1), Gen.int(in: -1000...1000))

    @Test func writesByThumbOrIndexReadBackAsTheOracleSays() async {
        await propertyCheck(count: 2000, input: Self.write.array(of: 0...12), Gen.int(in: -1000...1000)) {
            writes, initial in
            var stored = PerThumb(repeating: initial)
            var oracle = [initial, initial]
            for (byThumb, index, value) in writes {
                if byThumb { stored[index == 0 ? Thumb.lower : .upper] = value } else { stored[index] = value }
                oracle[index] = value
            }
            #expect(stored[Thumb.lower] == oracle[0] && stored[Thumb.upper] == oracle[1], "\(writes)")
            #expect(stored[0] == oracle[0] && stored[1] == oracle[1], "\(writes)")
            #expect(PerThumb<Int>.index(of: .lower) == 0 && PerThumb<Int>.index(of: .upper) == 1)
            var visited: [Int] = []
            stored.forEach { visited.append($0) }
            #expect(visited == oracle, "\(writes)")
            for threshold in [-1001, initial, 0, 1001] {
                #expect(
                    stored.contains { $0 > threshold } == oracle.contains { $0 > threshold },
                    "\(writes), > \(threshold)")
            }
        }
    }

    /// Writes by index or by thumb, then a resize to 0…8 thumbs, against an array oracle: at
    /// least one value, the last value kept last, the others at their indices, new ones
    /// filled; `.lower` the first and `.upper` the last.
    @Test func anyCountResizesAndReadsBackAsTheOracleSays() async {
        let writes = zip(Gen.bool, Gen.int(in: 0...7), Gen.int(in: -1000...1000)).array(of: 0...12)
        await propertyCheck(count: 2000, input: Gen.int(in: 0...8), Gen.int(in: 0...8), writes) {
            first, second, writes in
            var stored = PerThumb(repeating: -1, count: first)
            var oracle = Array(repeating: -1, count: max(1, first))
            for (byThumb, index, value) in writes {
                if byThumb {
                    let thumb: Thumb = index % 2 == 0 ? .lower : .upper
                    stored[thumb] = value
                    oracle[thumb == .lower ? 0 : oracle.count - 1] = value
                } else if index < oracle.count {
                    stored[index] = value
                    oracle[index] = value
                }
            }
            stored.resize(to: second, filling: 7)
            let n = max(1, second)
            if n != oracle.count {
                oracle = (0..<n).map { i in i == n - 1 ? oracle[oracle.count - 1] : i < oracle.count - 1 ? oracle[i] : 7
                }
            }
            #expect(stored.count == oracle.count && Array(stored.indices) == Array(oracle.indices))
            var visited: [Int] = []
            stored.forEach { visited.append($0) }
            #expect(visited == oracle, "\(first) → \(second), \(writes)")
            #expect(stored[Thumb.lower] == oracle[0] && stored[Thumb.upper] == oracle[oracle.count - 1])
            #expect(PerThumb<Int>.index(of: .upper, count: oracle.count) == oracle.count - 1)
        }
    }
}
