// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Finds the matching homes for the visible list (a slice of them in a ``ListOrder``) without
/// walking every home: the list order's positions are cut into blocks of 1,024, and the number of
/// matching homes in each block is kept current by the engine as homes start or stop matching.
/// A slice skips whole blocks by their counts and reads masks only in the blocks it returns rows
/// from.
///
/// The block of a home is found from its sort key and index: positions are ordered by
/// (key, home), so a binary search over each block's first (key, home) pair finds it exactly,
/// ties and all. Owned by its ``Crossfilter``; the dimension storage it copies lives as long.
final class VisibleListIndex {
    /// log₂ of the block size (10: 1,024 positions; tests use smaller blocks).
    let blockShift: Int

    /// The order; only its direction may change after the blocks are built.
    var order: ListOrder
    /// The sort dimension's storage, nil for home order.
    private let sort: DimensionStorage?
    private let homeCount: Int
    /// Block `k` covers positions `blockStart[k]..<blockStart[k + 1]`.
    private var blockStart: [Int] = [0]
    /// The (key, home) pair at each block's first position (sorted by a dimension only).
    private let blockKey: UnsafeMutablePointer<UInt64>
    /// Blocks `0..<knownBlocks` hold known values; the rest unknown ones.
    private var knownBlocks = 0
    private(set) var blockCount = 0
    /// Matching homes per block.
    let counts: UnsafeMutablePointer<Int32>

    /// Blocks for `order` over `sort`'s sorted index (or home order), counts from `masks`.
    init(order: ListOrder, sort: DimensionStorage?, homeCount n: Int, masks: FilterMasks, blockShift: Int) {
        self.blockShift = blockShift
        let blockSize = 1 << blockShift
        self.order = order
        self.sort = sort
        homeCount = n
        var starts: [Int] = []
        let known = sort?.knownCount ?? n
        var p = 0
        while p < known { starts.append(p); p += blockSize }
        knownBlocks = starts.count
        p = known
        while p < n { starts.append(p); p += blockSize }
        blockCount = starts.count
        starts.append(n)
        blockStart = starts
        blockKey = .allocate(capacity: max(1, blockCount))
        counts = .allocate(capacity: max(1, blockCount))
        counts.initialize(repeating: 0, count: max(1, blockCount))
        if let sort {
            for k in 0..<blockCount {
                let h = sort.order[starts[k]]
                blockKey[k] = UInt64(sort.key(h)) << 32 | UInt64(h)
            }
        }
        recount(masks: masks)
    }

    deinit {
        blockKey.deallocate()
        counts.deallocate()
    }

    @inline(__always)
    private func home(atPosition p: Int) -> Int { sort.map { $0.order[p] } ?? p }

    /// Counts every block's matching homes again (after a full recomputation).
    func recount(masks: FilterMasks) {
        for k in 0..<blockCount {
            var c: Int32 = 0
            for p in blockStart[k]..<blockStart[k + 1] where masks[home(atPosition: p)] == 0 { c += 1 }
            counts[k] = c
        }
    }

    /// The block holding `home`.
    @inline(__always)
    func block(of home: Int) -> Int {
        guard let sort else { return home >> blockShift }
        let key = UInt64(sort.key(home)) << 32 | UInt64(home)
        var lo = 0, hi = blockCount
        while lo < hi {
            let mid = (lo + hi) >> 1
            if blockKey[mid] <= key { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }

    /// `home` started (+1) or stopped (−1) matching.
    @inline(__always)
    func adjust(home: Int, by delta: Int32) {
        counts[block(of: home)] += delta
    }

    /// Up to `count` matching homes from the `offset`-th on, in the list order.
    func rows(offset: Int, count: Int, masks: FilterMasks) -> [Int] {
        guard count > 0, offset >= 0 else { return [] }
        var skip = offset
        var rows: [Int] = []
        rows.reserveCapacity(min(count, 4096))
        func visit(block k: Int, reversed: Bool) -> Bool {
            let c = Int(counts[k])
            if skip >= c { skip -= c; return false }
            let range = blockStart[k]..<blockStart[k + 1]
            func take(_ p: Int) -> Bool {
                let h = home(atPosition: p)
                guard masks[h] == 0 else { return false }
                if skip > 0 { skip -= 1; return false }
                rows.append(h)
                return rows.count == count
            }
            if reversed {
                for p in range.reversed() where take(p) { return true }
            } else {
                for p in range where take(p) { return true }
            }
            return false
        }
        if order.descending {
            for k in stride(from: knownBlocks - 1, through: 0, by: -1) where visit(block: k, reversed: true) { return rows }
            for k in knownBlocks..<blockCount where visit(block: k, reversed: false) { return rows }
        } else {
            for k in 0..<blockCount where visit(block: k, reversed: false) { return rows }
        }
        return rows
    }
}
