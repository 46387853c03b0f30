// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Applies one filter change's bit flips in batches, in two phases per batch, so that the other
/// columns are read in tight loops the processor can overlap.
///
/// Phase one flips the changed dimension's bit of each home and files the home by what the flip
/// changes: it started or stopped matching (it fails no other filter), or it entered or left one
/// other dimension's muted bar (it fails exactly that filter), or nothing else. Only the mask is
/// read. Phase two then walks each dimension's bins (its bin codes, or its values) once over the
/// batch's homes that changed its bars: independent loads, rather than every column read in a
/// row behind each home's branches.
///
/// A batch holds up to ``capacity`` homes (tests make it small so that several flush in one
/// update). Counts are additive, so the order of the homes changes no result. Valid for one
/// update: call ``flush()`` after the last ``flip(home:)``, then ``deallocate()``.
struct FlipBatch {
    /// The changed dimension.
    let dimension: Int
    private let dimensions: UnsafeMutablePointer<DimensionStorage>
    private let dimensionCount: Int
    private let masks: FilterMasks
    private let list: VisibleListIndex
    private let bit: UInt64
    let capacity: Int
    /// Homes that started matching fill this from the front, homes that stopped from the back.
    private let changed: UnsafeMutablePointer<UInt32>
    private var gainedCount = 0
    private var lostCount = 0
    /// Homes failing exactly one other filter: `home << 8 | dimension << 1 | entering`.
    private let muted: UnsafeMutablePointer<UInt64>
    private var mutedCount = 0
    /// The change in the number of matching homes so far.
    private(set) var matchingDelta = 0

    init(
        dimension: Int, dimensions: UnsafeMutablePointer<DimensionStorage>, dimensionCount: Int, masks: FilterMasks,
        list: VisibleListIndex, capacity: Int
    ) {
        self.dimension = dimension
        self.dimensions = dimensions
        self.dimensionCount = dimensionCount
        self.masks = masks
        self.list = list
        bit = dimensions[dimension].bit
        self.capacity = max(1, capacity)
        changed = .allocate(capacity: self.capacity)
        muted = .allocate(capacity: self.capacity)
    }

    func deallocate() {
        changed.deallocate()
        muted.deallocate()
    }

    /// Phase one for `home`: flips its bit and files it; flushes when the batch is full.
    @inline(__always)
    mutating func flip(home h: Int) {
        let old = masks[h]
        let new = old ^ bit
        masks[h] = new
        let rest = old & ~bit
        if rest == 0 {
            if new == 0 {
                changed[gainedCount] = UInt32(truncatingIfNeeded: h)
                gainedCount += 1
            } else {
                lostCount += 1
                changed[capacity - lostCount] = UInt32(truncatingIfNeeded: h)
            }
        } else if rest & (rest &- 1) == 0 {
            // Entering the muted bar of the one dimension it fails when it now passes this one.
            muted[mutedCount] = UInt64(h) << 8 | UInt64(rest.trailingZeroBitCount) << 1 | (new & bit == 0 ? 1 : 0)
            mutedCount += 1
        }
        if gainedCount + lostCount == capacity || mutedCount == capacity { flush() }
    }

    /// Phase two: moves the filed homes between the bars, counts and list blocks.
    mutating func flush() {
        let gained = UnsafeMutableBufferPointer(start: changed, count: gainedCount)
        let lost = UnsafeMutableBufferPointer(start: changed + (capacity - lostCount), count: lostCount)
        for e in 0..<dimensionCount {
            let s = dimensions[e]
            if e == dimension {
                // Its own bar: between inside and outside.
                for h in gained { let b = s.storedBin(Int(h)); if b >= 0 { s.inside[b] += 1; s.outside[b] -= 1 } }
                for h in lost { let b = s.storedBin(Int(h)); if b >= 0 { s.inside[b] -= 1; s.outside[b] += 1 } }
            } else {
                for h in gained { let b = s.storedBin(Int(h)); if b >= 0 { s.inside[b] += 1 } }
                for h in lost { let b = s.storedBin(Int(h)); if b >= 0 { s.inside[b] -= 1 } }
            }
        }
        for m in UnsafeBufferPointer(start: muted, count: mutedCount) {
            let s = dimensions[Int(m >> 1 & 0x7F)]
            let b = s.storedBin(Int(m >> 8))
            if b >= 0 { s.outside[b] += m & 1 == 1 ? 1 : -1 }
        }
        for h in gained { list.adjust(home: Int(h), by: 1) }
        for h in lost { list.adjust(home: Int(h), by: -1) }
        matchingDelta += gainedCount - lostCount
        gainedCount = 0
        lostCount = 0
        mutedCount = 0
    }
}
