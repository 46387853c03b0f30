// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// The order that sorts an array of doubles, stably (ties keep their original order), computed
/// with a least-significant-digit radix sort for large arrays: O(n), about a tenth of the time of
/// a comparison sort for a million prices, and the same result on every run.
enum StableOrder {
    /// The indices of `values` in increasing order of value, ties in index order. Values are
    /// ordered as numbers (−∞ < … < −0 < +0 < … < +∞); a NaN with the sign bit clear sorts after
    /// +∞, one with it set before −∞.
    static func indices(sorting values: [Double]) -> [Int] {
        let n = values.count
        guard n >= 1 << 15 else {
            // Small: a comparison sort on the same keys beats four counting passes.
            let keys = values.map(key)
            return Array(0..<n).sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
        }
        var keys = values.map(key)
        var order = Array(0..<n)
        var keysOut = [UInt64](repeating: 0, count: n)
        var orderOut = [Int](repeating: 0, count: n)
        var counts = [Int](repeating: 0, count: 1 << 16)
        for shift in stride(from: 0, to: 64, by: 16) {
            counts.withUnsafeMutableBufferPointer { c in
                for i in c.indices { c[i] = 0 }
                keys.withUnsafeBufferPointer { k in
                    for key in k { c[Int((key >> UInt64(shift)) & 0xFFFF)] += 1 }
                }
            }
            if counts.contains(n) { continue }  // every key has the same digit: nothing moves
            keys.withUnsafeBufferPointer { k in
                order.withUnsafeBufferPointer { o in
                    keysOut.withUnsafeMutableBufferPointer { kOut in
                        orderOut.withUnsafeMutableBufferPointer { oOut in
                            counts.withUnsafeMutableBufferPointer { c in
                                var total = 0
                                for i in c.indices { (c[i], total) = (total, total + c[i]) }
                                for i in 0..<n {
                                    let digit = Int((k[i] >> UInt64(shift)) & 0xFFFF)
                                    kOut[c[digit]] = k[i]
                                    oOut[c[digit]] = o[i]
                                    c[digit] += 1
                                }
                            }
                        }
                    }
                }
            }
            swap(&keys, &keysOut)
            swap(&order, &orderOut)
        }
        return order
    }

    /// A key whose unsigned order is the numeric order of `value`: flip all bits of negatives,
    /// set the sign bit of the rest.
    @inline(__always)
    private static func key(_ value: Double) -> UInt64 {
        let bits = value.bitPattern
        return bits >> 63 == 1 ? ~bits : bits | (1 << 63)
    }
}
