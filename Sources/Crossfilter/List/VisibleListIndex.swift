// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Finds the matching homes for the visible list (a slice of them in a ``ListOrder``) without
/// walking every home: the list order's positions are cut into blocks of 1,024, and the number of
/// matching homes in each block is kept current by the engine as homes start or stop matching.
/// A slice skips whole blocks by their counts and reads masks only in the blocks it returns rows
/// from.
///
/// The block of a home: in home order its index shifted. Sorted by a dimension without a
/// tie-break, a table of every home's block (2 bytes a home) while there are at most
/// ``blockTableCapacity`` blocks; past that, a binary search over each block's first
/// (key, home) pair, which finds it exactly because positions are ordered by (key, home). An
/// order with a tie-break (``ListOrder/tieBreak``) keeps its own positions and every home's
/// position (8 bytes a home), and finds a home's block from its position. Owned by its
/// ``Crossfilter``; the dimension storage it copies lives as long.
final class VisibleListIndex {
    /// The most blocks the block table numbers (one `UInt16` a home).
    static let blockTableCapacity = 1 << 16

    /// log₂ of the block size (10: 1,024 positions; tests use smaller blocks).
    let blockShift: Int

    /// The order; only its direction may change after the blocks are built.
    var order: ListOrder
    /// The sort dimension's storage (sorted), nil for home order.
    private let sort: DimensionStorage?
    /// Its sorted index, nil for home order.
    private let sortOrder: PackedIndex?
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
    /// With a tie-break: the home at each position, and each home's position (`tied`'s).
    private let tied: TiedOrder?
    private let tiedHomes: UnsafeMutablePointer<UInt32>?
    private let tiedPositions: UnsafeMutablePointer<UInt32>?
    /// The positions of known values: `0..<knownCount`.
    private let knownCount: Int
    /// Each home's block, when sorted without a tie-break into at most `blockTableLimit` blocks.
    private let homeBlocks: UnsafeMutablePointer<UInt16>?

    /// Blocks for `order` over `sort`'s sorted index (made: ``DimensionStorage/sortIfNeeded()``)
    /// or home order, its ties in `tied`'s order when given (``TiedOrder``, made for the same
    /// `sort`); counts from `masks`, or with no filter set when nil (every home matches: no mask
    /// read). A block table
    /// is kept for up to `blockTableLimit` blocks (at most ``blockTableCapacity``; tests lower
    /// it to reach the search with few homes).
    init(
        order: ListOrder, sort: DimensionStorage?, tied: TiedOrder? = nil, homeCount n: Int, masks: FilterMasks?,
        blockShift: Int,
        blockTableLimit: Int = VisibleListIndex.blockTableCapacity
    ) {
        self.blockShift = blockShift
        let blockSize = 1 << blockShift
        self.order = order
        self.sort = sort
        sortOrder = sort?.order
        homeCount = n
        let tied = sort == nil ? nil : tied
        self.tied = tied
        (tiedHomes, tiedPositions) = (tied?.homes, tied?.positions)
        var starts: [Int] = []
        let known = sort?.knownCount ?? n
        knownCount = known
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
        if let sort, tiedHomes == nil {
            for k in 0..<blockCount {
                let h = sort.order[starts[k]]
                blockKey[k] = UInt64(sort.key(h)) << 32 | UInt64(h)
            }
        }
        if let sort, tiedHomes == nil, blockCount <= min(blockTableLimit, Self.blockTableCapacity) {
            let blocks = UnsafeMutablePointer<UInt16>.allocate(capacity: max(1, n))
            for k in 0..<blockCount {
                for p in starts[k]..<starts[k + 1] { blocks[sort.order[p]] = UInt16(truncatingIfNeeded: k) }
            }
            homeBlocks = blocks
        } else {
            homeBlocks = nil
        }
        if let masks {
            recount(masks: masks)
        } else {
            for k in 0..<blockCount { counts[k] = Int32(starts[k + 1] - starts[k]) }
        }
    }

    deinit {
        blockKey.deallocate()
        counts.deallocate()
        homeBlocks?.deallocate()
    }

    /// Whether home blocks come from the block table (rather than home order, a tie-break's
    /// positions or the search).
    var hasBlockTable: Bool { homeBlocks != nil }

    @inline(__always)
    private func home(atPosition p: Int) -> Int {
        if let tiedHomes { return Int(tiedHomes[p]) }
        return sortOrder.map { $0[p] } ?? p
    }

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
        if let tiedPositions {
            let p = Int(tiedPositions[home])
            return p < knownCount ? p >> blockShift : knownBlocks + (p - knownCount) >> blockShift
        }
        guard let sort else { return home >> blockShift }
        if let homeBlocks { return Int(homeBlocks[home]) }
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
            for k in stride(from: knownBlocks - 1, through: 0, by: -1) where visit(block: k, reversed: true) {
                return rows
            }
            for k in knownBlocks..<blockCount where visit(block: k, reversed: false) { return rows }
        } else {
            for k in 0..<blockCount where visit(block: k, reversed: false) { return rows }
        }
        return rows
    }
}

/// A list order's positions when equal values of the sorted dimension are ordered by another
/// (``ListOrder/tieBreak``): the homes ordered by (`sort`'s value, `ties`' value, home),
/// unknown values of either last, and each home's position in that order. Made from the two
/// dimensions' sorted indexes only, which never change once made, so it may be made on another
/// thread while the engine filters. 8 bytes a home.
final class TiedOrder: @unchecked Sendable {  // immutable once made
    /// The home at each position.
    let homes: UnsafeMutablePointer<UInt32>
    /// Each home's position.
    let positions: UnsafeMutablePointer<UInt32>

    /// Sorts `n` homes: one stable radix sort of `ties`' sorted index by `sort`'s value groups
    /// (both sorted: ``DimensionStorage/sortIfNeeded()``).
    init(sort: DimensionStorage, ties: DimensionStorage, count n: Int) {
        homes = .allocate(capacity: max(1, n))
        positions = .allocate(capacity: max(1, n))
        let groups = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, n))
        let keys = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, n))
        let byKey = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, n))
        defer { groups.deallocate(); keys.deallocate(); byKey.deallocate() }
        sort.valueGroups(into: groups)
        // `ties.order` is (tie value, home) order; a stable sort of it by the sorted
        // dimension's value group keeps that order within each group.
        let tieOrder = ties.order
        for i in 0..<n { keys[i] = groups[tieOrder[i]] }
        SortKey.sortedOrder(keys: keys, count: n, into: byKey)
        for p in 0..<n {
            let h = tieOrder[Int(byKey[p])]
            homes[p] = UInt32(h)
            positions[h] = UInt32(p)
        }
    }

    deinit {
        homes.deallocate()
        positions.deallocate()
    }
}
