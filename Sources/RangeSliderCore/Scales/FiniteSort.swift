// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The finite values of an array, sorted ascending: what
/// ``QuantileScale/init(values:knotCount:linearShare:)`` needs before it samples its knots.
///
/// Large arrays go through a least-significant-digit radix sort of the values' bit patterns
/// (four passes of 16 bits, one counting pass for all four, and a pass skipped when every value
/// has the same digit there): O(n). Small ones use the standard library's sort. Both give the
/// same result, except that −0 sorts before +0 in the radix sort (they compare equal, so no
/// caller can tell).
enum FiniteSort {
    /// Below this many values a comparison sort wins over four counting passes.
    static let radixThreshold = 1 << 14

    /// The finite values of `values` (NaN and ±∞ left out), in ascending order.
    static func ascending(_ values: [Double]) -> [Double] {
        guard values.count >= radixThreshold else {
            var sorted = values.filter(\.isFinite)
            sorted.sort()
            return sorted
        }
        // Keys whose unsigned order is the numeric order: flip every bit of a negative value,
        // set the sign bit of the rest. Non-finite values are left out here.
        var keys = [UInt64]()
        keys.reserveCapacity(values.count)
        for v in values where v.isFinite {
            let bits = v.bitPattern
            keys.append(bits >> 63 == 1 ? ~bits : bits | (1 << 63))
        }
        let n = keys.count
        guard n > 0 else { return [] }
        var scratch = [UInt64](repeating: 0, count: n)
        // One pass counts the digits of all four positions.
        var counts = [Int](repeating: 0, count: 4 << 16)
        keys.withUnsafeBufferPointer { k in
            counts.withUnsafeMutableBufferPointer { c in
                for key in k {
                    c[Int(key & 0xFFFF)] += 1
                    c[(1 << 16) + Int((key >> 16) & 0xFFFF)] += 1
                    c[(2 << 16) + Int((key >> 32) & 0xFFFF)] += 1
                    c[(3 << 16) + Int(key >> 48)] += 1
                }
            }
        }
        for digit in 0..<4 {
            let shift = UInt64(16 * digit), base = digit << 16
            // Every key has the same digit here: the order does not change.
            if counts[base + Int((keys[0] >> shift) & 0xFFFF)] == n { continue }
            keys.withUnsafeBufferPointer { k in
                scratch.withUnsafeMutableBufferPointer { out in
                    counts.withUnsafeMutableBufferPointer { c in
                        var total = 0
                        for i in base..<(base + (1 << 16)) { (c[i], total) = (total, total + c[i]) }
                        for key in k {
                            let slot = base + Int((key >> shift) & 0xFFFF)
                            out[c[slot]] = key
                            c[slot] += 1
                        }
                    }
                }
            }
            swap(&keys, &scratch)
        }
        return keys.map { key in
            Double(bitPattern: key >> 63 == 1 ? key & ~(1 << 63) : ~key)
        }
    }
}
