// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One dimension's columnar storage: its values (or codes) in home order, its sorted index
/// (home indexes in value order, made on first use: ``sortIfNeeded()``), its bin lookup and its
/// two histogram count arrays.
///
/// Plain pointers, so that the engine's inner loops copy it without reference counting. The
/// values and codes are the column's own arrays (``CrossfilterColumn``), read in place and never
/// written: the ``Crossfilter`` that builds it keeps those arrays alive, owns every other pointer
/// and calls ``deallocate()`` once, in its `deinit`; copies never outlive it.
struct DimensionStorage {
    let isCategorical: Bool
    /// Homes.
    let count: Int
    /// Numeric: the value of each home (a placeholder of one when categorical or
    /// ``preciseValues`` holds them).
    let values: UnsafePointer<Float>
    /// Numeric: the value of each home when the column's values are not all exactly `Float`s,
    /// else nil.
    let preciseValues: UnsafePointer<Double>?
    /// Categorical: the code of each home (a placeholder of one when numeric).
    let codes: UnsafePointer<UInt16>
    /// The one-element placeholder behind ``values``, ``preciseValues`` or ``codes`` where the
    /// column has none (an empty column, or another kind): the storage's own, freed by
    /// ``deallocate()``.
    private let placeholder: UnsafeMutableRawPointer
    let categoryCount: Int
    /// The sorted index once made (nil before): shared by every copy of this storage, written
    /// once by ``sortIfNeeded()`` and never changed after.
    private let sorted: UnsafeMutablePointer<SortedIndex?>
    /// Positions `0..<knownCount` of ``order`` hold known values, the rest unknown ones.
    let knownCount: Int
    /// Categorical: the first position of each code in ``order`` (`categoryCount + 1` entries,
    /// the last is `knownCount`).
    let groupStart: UnsafeMutablePointer<Int>
    let binCount: Int
    /// Numeric: which bin holds a value.
    let bins: BinLookup
    /// Per bin: homes passing every filter / every other filter but not this one.
    let inside: UnsafeMutablePointer<Int>
    let outside: UnsafeMutablePointer<Int>
    /// This dimension's bit in the filter mask.
    let bit: UInt64
    /// Each home's bin as one byte (``noBinCode``: in none), when the engine keeps them (see
    /// ``Crossfilter``): the updates then read one byte a home instead of its value.
    private(set) var binCodes: UnsafeMutablePointer<UInt8>?
    /// The code of a home in no bin.
    static let noBinCode: UInt8 = 255
    /// The most bins a dimension with ``binCodes`` may have.
    static let maximumCodedBins = 255

    /// A dimension's sorted index: home indexes by ascending (value, home), unknown values
    /// last, and with ``preciseValues`` each home's position in it.
    struct SortedIndex {
        let order: PackedIndex
        let ranks: UnsafeMutablePointer<UInt32>?
    }

    /// The first element of `array`'s storage, read in place (nil when it has none): valid while
    /// the array's storage lives and is not written, which the engine ensures by keeping the
    /// column that holds it and never writing through it.
    private static func inPlace<Element>(_ array: [Element]) -> UnsafePointer<Element>? {
        array.withUnsafeBufferPointer { $0.baseAddress }
    }

    /// The number of the first `n` of `values` that are not NaN.
    private static func knownCount<Value: BinaryFloatingPoint>(_ values: UnsafePointer<Value>, count n: Int) -> Int {
        var unknown = 0
        for i in 0..<n where values[i].isNaN { unknown += 1 }
        return n - unknown
    }

    /// The storage of `column`, unsorted (see ``sortIfNeeded()``): its values or codes read in
    /// place from the column's array, which the caller keeps alive and unchanged while this
    /// storage is used. `bit` is `1 << dimension index`.
    init(column: CrossfilterColumn, bit: UInt64) throws {
        self.bit = bit
        count = column.count
        let n = count
        var known = 0
        // Room for one value of any kind: what the column does not have points here.
        let room = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<Double>.size, alignment: MemoryLayout<Double>.alignment)
        room.initializeMemory(as: UInt64.self, repeating: 0, count: 1)
        placeholder = room
        let noValues = UnsafePointer(room.assumingMemoryBound(to: Float.self))
        let noPreciseValues = UnsafePointer(room.assumingMemoryBound(to: Double.self))
        let noCodes = UnsafePointer(room.assumingMemoryBound(to: UInt16.self))
        switch column.values {
        case .numeric(let v, let layout):
            isCategorical = false
            categoryCount = 0
            codes = noCodes
            values = n > 0 ? Self.inPlace(v) ?? noValues : noValues
            known = Self.knownCount(values, count: n)
            preciseValues = nil
            bins = BinLookup(layout)
            binCount = bins.count
            groupStart = .allocate(capacity: 1)
        case .preciseNumeric(let v, let layout):
            isCategorical = false
            categoryCount = 0
            codes = noCodes
            values = noValues
            let stored = n > 0 ? Self.inPlace(v) ?? noPreciseValues : noPreciseValues
            preciseValues = stored
            known = Self.knownCount(stored, count: n)
            bins = BinLookup(layout)
            binCount = bins.count
            groupStart = .allocate(capacity: 1)
        case .categorical(let c, let categories):
            guard (1...65_535).contains(categories) else {
                room.deallocate()
                throw CrossfilterError.invalidCategoryCount(name: column.name, count: categories)
            }
            isCategorical = true
            categoryCount = categories
            values = noValues
            preciseValues = nil
            let stored = n > 0 ? Self.inPlace(c) ?? noCodes : noCodes
            codes = stored
            binCount = categories
            bins = BinLookup(categories: categories)
            let starts = UnsafeMutablePointer<Int>.allocate(capacity: categories + 1)
            // Counting the codes gives each group's first position.
            starts.initialize(repeating: 0, count: categories + 1)
            for i in 0..<n where Int(stored[i]) < categories { starts[Int(stored[i]) + 1] += 1; known += 1 }
            for g in 0..<categories { starts[g + 1] += starts[g] }
            groupStart = starts
        }
        knownCount = known
        sorted = .allocate(capacity: 1)
        sorted.initialize(to: nil)
        inside = .allocate(capacity: max(1, binCount))
        outside = .allocate(capacity: max(1, binCount))
        inside.initialize(repeating: 0, count: max(1, binCount))
        outside.initialize(repeating: 0, count: max(1, binCount))
    }

    /// Whether the sorted index is made.
    var isSorted: Bool { sorted.pointee != nil }

    /// Home indexes by ascending (value, home); unknown values last. Only once sorted
    /// (``sortIfNeeded()``).
    var order: PackedIndex { sorted.pointee.unsafelyUnwrapped.order }

    /// Makes the sorted index unless it is made. Not thread-safe: the engine calls it under
    /// this dimension's lock; it reads only the values, which never change.
    func sortIfNeeded() {
        guard sorted.pointee == nil else { return }
        sorted.pointee = makeSortedIndex()
    }

    /// Sorts the homes: a stable radix sort of their keys (``SortKey``); for ``preciseValues``
    /// the runs of values that round to one `Float` then by (value, home); for codes one
    /// counting pass over the groups (``groupStart``).
    private func makeSortedIndex() -> SortedIndex {
        let n = count
        let sortedHomes = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, n))
        defer { sortedHomes.deallocate() }
        if isCategorical {
            // Stable by code, unknown codes last in home order: each home straight to its place.
            let next = UnsafeMutablePointer<Int>.allocate(capacity: categoryCount + 1)
            defer { next.deallocate() }
            next.initialize(from: groupStart, count: categoryCount + 1)
            var unknown = knownCount
            for h in 0..<n {
                let c = Int(codes[h])
                if c < categoryCount {
                    sortedHomes[next[c]] = UInt32(truncatingIfNeeded: h)
                    next[c] += 1
                } else {
                    sortedHomes[unknown] = UInt32(truncatingIfNeeded: h)
                    unknown += 1
                }
            }
            return SortedIndex(order: PackedIndex(sortedHomes, count: n, homeCount: n), ranks: nil)
        }
        let keys = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, n))
        defer { keys.deallocate() }
        if let preciseValues {
            // Rounding keeps the order: ties refined below.
            for i in 0..<n { keys[i] = SortKey.of(Float(preciseValues[i])) }
        } else {
            for i in 0..<n { keys[i] = SortKey.of(values[i]) }
        }
        SortKey.sortedOrder(keys: keys, count: n, into: sortedHomes)
        guard let stored = preciseValues else {
            return SortedIndex(order: PackedIndex(sortedHomes, count: n, homeCount: n), ranks: nil)
        }
        // Homes whose values round to the same `Float` are in home order: sort each such run
        // by (value, home).
        var start = 0
        while start < knownCount {
            var end = start + 1
            while end < knownCount, keys[end] == keys[start] { end += 1 }
            if end - start > 1 {
                var run = (start..<end).map { sortedHomes[$0] }
                run.sort { a, b in stored[Int(a)] < stored[Int(b)] || (stored[Int(a)] == stored[Int(b)] && a < b) }
                for (k, h) in run.enumerated() { sortedHomes[start + k] = h }
            }
            start = end
        }
        let ranks = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, n))
        for p in 0..<n { ranks[Int(sortedHomes[p])] = UInt32(p) }
        return SortedIndex(order: PackedIndex(sortedHomes, count: n, homeCount: n), ranks: ranks)
    }

    /// Computes ``binCodes`` (nothing when there are more than ``maximumCodedBins`` bins).
    mutating func storeBinCodes() {
        guard binCodes == nil, binCount <= Self.maximumCodedBins else { return }
        let c = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, count))
        for h in 0..<count {
            let b = bin(h)
            c[h] = b < 0 ? Self.noBinCode : UInt8(truncatingIfNeeded: b)
        }
        binCodes = c
    }

    /// Bytes a home of `column`'s storage without ``binCodes``: the value or code and the
    /// sorted index's entry (once made: ``PackedIndex``'s width for its homes).
    static func bytesPerHome(of column: CrossfilterColumn) -> Int {
        let stored: Int
        switch column.values {
        case .numeric: stored = 4
        case .preciseNumeric: stored = 12
        case .categorical: stored = 2
        }
        let n = column.count
        return stored + (n <= 1 << 16 ? 2 : n <= 1 << 24 ? 3 : 4)
    }

    /// Whether `column`'s storage can keep ``binCodes``: at most ``maximumCodedBins`` bins.
    static func canCodeBins(of column: CrossfilterColumn) -> Bool {
        switch column.values {
        case .numeric(_, let layout), .preciseNumeric(_, let layout): return layout.binCount <= maximumCodedBins
        case .categorical(_, let categories): return categories <= maximumCodedBins
        }
    }

    /// Counts the homes into ``inside`` (those passing every filter) and ``outside`` (those
    /// failing this dimension's filter alone), each in its bin; homes failing another filter or
    /// in no bin are left out. Without `masks` every home passes (``outside`` is all zeros).
    /// Each home's bin is its stored code, or `fromValues` (and without codes) its value's.
    func countHomes(masks: FilterMasks?, fromValues: Bool = false) {
        inside.update(repeating: 0, count: binCount)
        outside.update(repeating: 0, count: binCount)
        if isCategorical {
            if masks == nil {
                for c in 0..<binCount { inside[c] = groupStart[c + 1] - groupStart[c] }
            } else {
                countHomes(CodeSlots(codes: codes, binCount: binCount), masks: masks)
            }
        } else if !fromValues, let binCodes {
            countHomes(CodeSlots(codes: UnsafePointer(binCodes), binCount: binCount), masks: masks)
        } else if let preciseValues {
            countHomes(BinLookup.ValueSlots(lookup: bins, values: preciseValues), masks: masks)
        } else {
            countHomes(BinLookup.ValueSlots(lookup: bins, values: values), masks: masks)
        }
    }

    /// ``countHomes(masks:fromValues:)`` with each home's bin from `bins` (``binCount``: none).
    private func countHomes<Bins: SlotSource>(_ bins: Bins, masks: FilterMasks?) {
        let n = binCount, inside = inside, outside = outside
        guard let masks else {
            BinLookup.tally(bins, count, slots: n + 1) { totals in
                for b in 0..<n { inside[b] = totals[b] }
            }
            return
        }
        BinLookup.tally(MaskedSlots(bins: bins, masks: masks, bit: bit, binCount: n), count, slots: 2 * n + 1) {
            totals in
            for b in 0..<n {
                inside[b] = totals[b]
                outside[b] = totals[n + 1 + b]
            }
        }
    }

    /// Codes as bins: a code below `binCount` is its bin, any other is in none (``binCount``),
    /// as a category code past the categories or ``noBinCode``.
    private struct CodeSlots<Code: FixedWidthInteger>: SlotSource {
        let codes: UnsafePointer<Code>
        let binCount: Int
        @inline(__always) func slot(_ h: Int) -> Int { min(Int(codes[h]), binCount) }
    }

    /// A home's slot by its bin and its filter mask: its bin when it passes every filter,
    /// `binCount + 1 +` its bin when it fails this dimension's filter alone, else ``binCount``
    /// (not counted).
    private struct MaskedSlots<Bins: SlotSource>: SlotSource {
        let bins: Bins
        let masks: FilterMasks
        let bit: UInt64
        let binCount: Int
        @inline(__always)
        func slot(_ h: Int) -> Int {
            let m = masks[h]
            // A home failing another filter is not looked up (often most of them).
            if m & ~bit != 0 { return binCount }
            let b = bins.slot(h)
            return m == 0 || b == binCount ? b : binCount + 1 + b
        }
    }

    /// The bin of `home` (as ``bin(_:)``), from ``binCodes`` when there are some.
    @inline(__always)
    func storedBin(_ home: Int) -> Int {
        guard let binCodes else { return bin(home) }
        let c = binCodes[home]
        return c == Self.noBinCode ? -1 : Int(c)
    }

    func deallocate() {
        binCodes?.deallocate()
        if let index = sorted.pointee {
            index.order.deallocate()
            index.ranks?.deallocate()
        }
        sorted.deinitialize(count: 1)
        sorted.deallocate()
        placeholder.deallocate()
        groupStart.deallocate()
        bins.deallocate(); inside.deallocate(); outside.deallocate()
    }

    /// The bin of `home`, or -1 when its value is in none (NaN, outside the edges, unknown code).
    @inline(__always)
    func bin(_ home: Int) -> Int {
        if isCategorical {
            let c = Int(codes[home])
            return c < categoryCount ? c : -1
        }
        return bins.bin(value(home))
    }

    /// A key of `home` whose order, with the home as tie-break, is the order of ``order``
    /// (``SortKey``; for ``preciseValues``, the home's position: only once sorted).
    @inline(__always)
    func key(_ home: Int) -> UInt32 {
        if isCategorical { return SortKey.of(code: codes[home], categoryCount: categoryCount) }
        if preciseValues != nil { return sorted.pointee.unsafelyUnwrapped.ranks.unsafelyUnwrapped[home] }
        return SortKey.of(values[home])
    }

    /// Numeric: the value of `home`, exactly as given.
    @inline(__always)
    func value(_ home: Int) -> Double {
        if let preciseValues { return preciseValues[home] }
        return Double(values[home])
    }

    /// Numeric: the value at sorted position `p` (only once sorted).
    @inline(__always)
    func value(atPosition p: Int) -> Double { value(order[p]) }

    /// Writes every home's value group into `groups` (capacity ``count``): equal known values
    /// share a group, groups ascend with the values (0, 1, 2, …), and unknown values get
    /// `UInt32.max`. Only once sorted.
    func valueGroups(into groups: UnsafeMutablePointer<UInt32>) {
        let order = self.order
        var g: UInt32 = 0
        for p in 0..<knownCount {
            if p > 0 {
                let differs =
                    isCategorical
                    ? codes[order[p]] != codes[order[p - 1]] : value(order[p]) != value(order[p - 1])
                if differs { g += 1 }
            }
            groups[order[p]] = g
        }
        for p in knownCount..<count { groups[order[p]] = .max }
    }

    /// Numeric: the first known position whose value is ≥ `bound` (or > `bound` when `strictly`).
    /// Only once sorted.
    func firstPosition(above bound: Double, strictly: Bool) -> Int {
        let order = self.order
        var lo = 0, hi = knownCount
        while lo < hi {
            let mid = (lo + hi) >> 1
            let v = value(order[mid])
            if strictly ? v <= bound : v < bound { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

/// A dimension's current filter, in the form the engine works with.
struct DimensionFilterState {
    /// No filter (everything passes, unknowns included).
    var isAll = true
    /// Numeric bounds (NaN bounds already made open).
    var lower = -Double.infinity
    var upper = Double.infinity
    /// Categorical: per code, selected or not (empty for numeric dimensions).
    var selected: [Bool] = []
    /// Numeric: the sorted positions that pass, `start..<end`.
    var start = 0
    var end = 0
}
