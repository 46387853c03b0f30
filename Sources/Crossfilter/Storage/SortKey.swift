// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Sort keys: 32-bit unsigned integers whose order is the order the engine sorts values in, so
/// that one stable radix sort (ties keep home order) builds every dimension's sorted index.
enum SortKey {
    /// The key of unknown values (NaN, unknown codes): above every other key.
    static let unknown: UInt32 = .max

    /// The order of `Float`: −infinity first, −0 and +0 equal, +infinity last of the known
    /// values, every NaN (any sign or payload) the same key after it.
    @inline(__always)
    static func of(_ value: Float) -> UInt32 {
        if value.isNaN { return unknown }
        let bits = value == 0 ? 0 : value.bitPattern
        return bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
    }

    /// A categorical code's key: the code, or ``unknown`` outside `0..<categoryCount`.
    @inline(__always)
    static func of(code: UInt16, categoryCount: Int) -> UInt32 {
        Int(code) < categoryCount ? UInt32(code) : unknown
    }

    /// Home indexes ordered by `keys` (stable: equal keys in home order), by a least-significant-
    /// digit radix sort of three 11-bit digits; a digit every key shares is skipped. Writes the
    /// order into `output` (capacity `count`). Temporary memory: 12 bytes a home.
    static func sortedOrder(keys: UnsafeMutablePointer<UInt32>, count n: Int, into output: UnsafeMutablePointer<UInt32>)
    {
        guard n > 0 else { return }
        let keysB = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        let idsA = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        let idsB = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        defer { keysB.deallocate(); idsA.deallocate(); idsB.deallocate() }
        for i in 0..<n { idsA[i] = UInt32(i) }
        var srcK = keys, dstK = keysB, srcI = idsA, dstI = idsB
        let buckets = 1 << 11
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: buckets)
        defer { counts.deallocate() }
        for shift in stride(from: 0, to: 32, by: 11) {
            counts.initialize(repeating: 0, count: buckets)
            for i in 0..<n { counts[Int((srcK[i] >> UInt32(shift)) & 0x7FF)] += 1 }
            if counts[Int((srcK[0] >> UInt32(shift)) & 0x7FF)] == n { continue }  // all share this digit
            var sum = 0
            for b in 0..<buckets { let c = counts[b]; counts[b] = sum; sum += c }
            for i in 0..<n {
                let k = srcK[i]
                let b = Int((k >> UInt32(shift)) & 0x7FF)
                let at = counts[b]
                counts[b] = at + 1
                dstK[at] = k
                dstI[at] = srcI[i]
            }
            swap(&srcK, &dstK)
            swap(&srcI, &dstI)
        }
        output.update(from: srcI, count: n)
        if srcK != keys { keys.update(from: srcK, count: n) }  // the caller's keys end sorted too
    }
}
