// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// A crossfilter over homes (after crossfilter.js): filters on many dimensions at once, and for
/// each dimension the histogram of the homes that pass every *other* filter, the number of homes
/// passing all of them, and a slice of those homes in a list order, all kept current as one
/// filter changes at a time.
///
/// Storage is columnar, per home. The values and codes are the given columns' own, read in place
/// and not copied: per numeric dimension a `Float` (a `Double`, for a column whose values are not
/// all exactly `Float`s), per categorical dimension a `UInt16` code. The engine adds its own: per
/// dimension a sorted index of 2–4 bytes (``PackedIndex``; 3 bytes up to 16,777,216 homes) and,
/// for a `Double` column, each home's sorted position (4 bytes); one filter bitmask (1 byte for up to 8
/// dimensions, ``FilterMasks``); 2 bytes more while the list is sorted by a dimension without a
/// tie-break (each home's list block: ``VisibleListIndex``); and, for dimensions in order while
/// the total stays within ``binCodeBudget``, each home's bin as one byte (layouts of at most 255
/// bins), which the updates read instead of the value. Histograms and list blocks add a few
/// kilobytes.
///
/// A dimension's sorted index is made on first use (a filter set on it, a list order or sorted
/// values that need it), or ahead by ``sortDimensions()``, which may run on another thread: an
/// engine is ready to count and draw every histogram after one pass over each column.
///
/// When a filter changes, only the homes between the old and the new thumb positions in that
/// dimension's sorted index are touched (for a code selection, the homes of the codes that
/// changed): each flips its bit, and only a home that fails no other filter (or exactly one)
/// changes any histogram, count or list block. When more than ``rebuildFraction`` of the homes
/// would be touched (a jump across the range), one sequential pass recomputes the dimension's
/// bits and every count instead.
///
/// Unknown values pass a dimension's filter only when it is ``DimensionFilter/all`` (see
/// ``DimensionFilter``). Not thread-safe: use one instance from one thread at a time (it may be
/// built on a background thread and handed over).
public final class Crossfilter {
    /// The most dimensions one engine takes (one bit each in a 64-bit mask).
    public static let maximumDimensionCount = 64

    /// The most bytes a home the storage may take with the bin codes added (see the type's
    /// description); dimensions past it compute each home's bin from its value.
    public static let binCodeBudget = 60

    /// The number of homes.
    public let homeCount: Int
    /// The columns' names, by dimension index.
    public let dimensionNames: [String]
    /// The number of dimensions.
    public var dimensionCount: Int { dimensionNames.count }
    /// The number of homes passing every filter.
    public private(set) var matchingCount: Int
    /// Above this fraction of all homes touched by one change, the engine recomputes the changed
    /// dimension and every count in sequential passes instead of one scattered update per home.
    /// 0 always recomputes; 1 or more never does. Results are the same either way.
    public var rebuildFraction = 0.25
    /// Above this fraction of all homes touched (and up to ``rebuildFraction``), the touched
    /// homes are visited in home order rather than in the changed dimension's value order.
    var homeOrderFraction = 0.002
    /// The most homes one ``FlipBatch`` gathers before it updates the bars (tests make it small).
    var flipBatchCapacity = 16_384

    /// What the last filter change did, for benchmarks and diagnostics.
    public struct UpdateStatistics: Sendable, Equatable {
        /// Homes whose bit for the changed dimension flipped (or, after a recomputation, the
        /// homes that would have been touched).
        public var touchedHomes = 0
        /// True when the change was applied by a full recomputation.
        public var recomputed = false
    }
    /// What the last filter change did.
    public private(set) var lastUpdate = UpdateStatistics()

    /// The columns as given: the storage reads their arrays in place (``DimensionStorage``).
    private let columns: [CrossfilterColumn]
    private var dims: [DimensionStorage]
    /// One lock a dimension, held while its sorted index is made or looked up.
    private let sortLocks: [NSLock]
    /// The same storage, for the inner loops (no array checks or reference counts).
    private let dimsPointer: UnsafeMutablePointer<DimensionStorage>
    private var filters: [DimensionFilterState]
    private let masks: FilterMasks
    private var list: VisibleListIndex
    private let listBlockShift: Int
    private let listBlockTableLimit: Int

    /// Builds the engine over the columns, read in place (values kept exactly:
    /// ``CrossfilterColumn``; the engine keeps the columns and never copies or writes their
    /// arrays), and counts every histogram with no filter set; each column is sorted when first
    /// needed, except those of `listOrder`, the list's first order (home order unless given),
    /// which are sorted while the other columns are read, on every core at once. Throws when the
    /// columns differ in length, when there are more than ``maximumDimensionCount`` of them or
    /// more than 4,294,967,294 homes, when a categorical column's category count is outside
    /// `1...65_535`, or when `listOrder` names a dimension that does not exist.
    ///
    /// `homeCount` is the number of homes (nil: the columns' length). With no columns it makes
    /// an engine with no filters over that many homes, every one matching, listed in home order
    /// (nil or a negative count: zero homes); with columns, a column of another length throws
    /// ``CrossfilterError/columnLengthsDiffer(name:count:expected:)``.
    public convenience init(columns: [CrossfilterColumn], homeCount: Int? = nil, listOrder: ListOrder = .homeOrder)
        throws
    {
        try self.init(columns: columns, homeCount: homeCount, listOrder: listOrder, listBlockShift: 10)
    }

    /// The same, with list blocks of `1 << listBlockShift` positions (tests use small blocks so
    /// that small data spans many), a list block table for up to `listBlockTableLimit` blocks
    /// (``VisibleListIndex/blockTableCapacity`` at most; tests lower it), and bin codes for the
    /// first `codedDimensions` dimensions that can have them (nil: as many as ``binCodeBudget`` allows).
    init(
        columns: [CrossfilterColumn], homeCount: Int? = nil, listOrder: ListOrder = .homeOrder, listBlockShift: Int,
        listBlockTableLimit: Int = VisibleListIndex.blockTableCapacity, codedDimensions: Int? = nil
    ) throws {
        self.listBlockShift = listBlockShift
        self.listBlockTableLimit = listBlockTableLimit
        guard columns.count <= Self.maximumDimensionCount else {
            throw CrossfilterError.tooManyDimensions(columns.count)
        }
        let n = homeCount.map { max(0, $0) } ?? columns.first?.count ?? 0
        for c in columns where c.count != n {
            throw CrossfilterError.columnLengthsDiffer(name: c.name, count: c.count, expected: n)
        }
        guard n < Int(UInt32.max) else { throw CrossfilterError.tooManyHomes(n) }
        let firstOrder = listOrder.normalized
        for d in [firstOrder.dimension, firstOrder.tieBreak].compactMap({ $0 }) where !columns.indices.contains(d) {
            throw CrossfilterError.noSuchDimension(d)
        }
        self.homeCount = n
        dimensionNames = columns.map(\.name)
        self.columns = columns
        // The dimensions that keep bin codes, in order while the bytes a home stay within the
        // budget (each storage's bytes known from its column alone).
        var bytesPerHome =
            FilterMasks.width(dimensionCount: columns.count)
            + columns.reduce(0) { $0 + DimensionStorage.bytesPerHome(of: $1) }
        var coded = Set<Int>()
        for d in columns.indices where DimensionStorage.canCodeBins(of: columns[d]) {
            if let codedDimensions {
                guard coded.count < codedDimensions else { break }
            } else {
                guard bytesPerHome + 1 <= Self.binCodeBudget else { break }
            }
            bytesPerHome += 1
            coded.insert(d)
        }
        // Each column's storage, sorted index (for the first list order), bin codes and counts
        // with no filter set are its own: made on every core at once, the first order's columns
        // first (the longest, a sort), so that the others fill the other cores meanwhile.
        let sortedFirst = [firstOrder.dimension, firstOrder.tieBreak].compactMap { $0 }
        let buildOrder = sortedFirst + columns.indices.filter { !sortedFirst.contains($0) }
        var made = [Result<DimensionStorage, Error>?](repeating: nil, count: columns.count)
        made.withUnsafeMutableBufferPointer { made in
            Self.forEachDimension(columns.count, homes: n) { k in
                let d = buildOrder[k]
                made[d] = Result {
                    var storage = try DimensionStorage(column: columns[d], bit: 1 << UInt64(d))
                    if sortedFirst.contains(d) { storage.sortIfNeeded() }  // not shared yet: no lock
                    if coded.contains(d) { storage.storeBinCodes() }
                    storage.countHomes(masks: nil)
                    return storage
                }
            }
        }
        var built: [DimensionStorage] = []
        for result in made {
            switch result! {
            case .success(let storage): built.append(storage)
            case .failure(let error):
                for case .success(let storage)? in made { storage.deallocate() }
                throw error
            }
        }
        masks = FilterMasks(count: n, dimensionCount: built.count)
        dims = built
        sortLocks = built.map { _ in NSLock() }
        dimsPointer = .allocate(capacity: max(1, built.count))
        dimsPointer.initialize(from: built, count: built.count)
        filters = built.map { d in
            var f = DimensionFilterState()
            f.end = d.count
            if d.isCategorical { f.selected = Array(repeating: true, count: d.categoryCount) }
            return f
        }
        matchingCount = n
        // The list in its first order, counted with no filter set (every mask clear).
        list = VisibleListIndex(
            order: firstOrder, sort: firstOrder.dimension.map { built[$0] },
            tied: firstOrder.tieBreak.map { TiedOrder(sort: built[firstOrder.dimension!], ties: built[$0], count: n) },
            homeCount: n, masks: nil, blockShift: listBlockShift, blockTableLimit: listBlockTableLimit)
    }

    deinit {
        for d in dims { d.deallocate() }
        dimsPointer.deallocate()
        masks.deallocate()
    }

    // MARK: Sorting

    /// Dimension `d`'s storage with its sorted index made (made now unless it is). Any thread.
    @discardableResult
    private func sorted(_ d: Int) -> DimensionStorage {
        let s = dims[d]
        sortLocks[d].lock()
        s.sortIfNeeded()
        sortLocks[d].unlock()
        return s
    }

    /// Whether dimension `d`'s sorted index is made (false for no such dimension).
    public func isSorted(_ d: Int) -> Bool {
        guard dims.indices.contains(d) else { return false }
        sortLocks[d].lock()
        defer { sortLocks[d].unlock() }
        return dims[d].isSorted
    }

    /// Makes the sorted index of every dimension that has none yet, one after another, so that
    /// no later filter, list order or sorted values waits for a sort. Changes no result. Unlike
    /// the other methods, it may run on another thread while this engine filters (never while
    /// it is being built): each dimension is sorted under its own lock, and a call that needs
    /// the dimension being sorted waits for it.
    public func sortDimensions() {
        for d in dims.indices { sorted(d) }
    }

    // MARK: Reading

    /// Dimension `d`'s histogram under the other filters, or nil when there is no dimension `d`.
    /// A categorical dimension has one bin per code: each code's count of homes passing the other
    /// filters, split by whether the code is selected.
    public func histogram(_ d: Int) -> DimensionHistogram? {
        guard dims.indices.contains(d) else { return nil }
        let s = dims[d]
        return DimensionHistogram(
            inside: Array(UnsafeBufferPointer(start: s.inside, count: s.binCount)),
            outside: Array(UnsafeBufferPointer(start: s.outside, count: s.binCount)))
    }

    /// Numeric dimension `d`'s known values in ascending order (read from its sorted index,
    /// made now unless it is, where they are asked for; unknown values left out), or nil when
    /// there is no numeric dimension `d`.
    public func sortedValues(_ d: Int) -> SortedValues? {
        guard dims.indices.contains(d), !dims[d].isCategorical else { return nil }
        return SortedValues(engine: self, storage: sorted(d))
    }

    /// Dimension `d`'s filter, or nil when there is no dimension `d`.
    public func filter(_ d: Int) -> DimensionFilter? {
        guard dims.indices.contains(d) else { return nil }
        let f = filters[d]
        if f.isAll { return .all }
        if dims[d].isCategorical {
            return .codes(Set(f.selected.indices.filter { f.selected[$0] }))
        }
        return .range(lower: f.lower, upper: f.upper)
    }

    /// The dimensions that keep a bin code per home (see ``binCodeBudget``).
    var codedDimensions: [Int] { dims.indices.filter { dims[$0].binCodes != nil } }

    /// True when dimension `d` is categorical (false for numeric or no such dimension).
    public func isCategorical(_ d: Int) -> Bool { dims.indices.contains(d) && dims[d].isCategorical }

    /// Whether `home` passes every filter (false for an index outside `0..<homeCount`).
    public func matches(home: Int) -> Bool {
        (0..<homeCount).contains(home) && masks[home] == 0
    }

    /// How many homes would match if numeric dimension `d`'s filter were `lower ≤ value ≤ upper`
    /// (the rules of ``setRange(_:lower:upper:)``: NaN bounds are open, both ends open is no
    /// filter, an inverted range lets nothing through), every other filter as it stands; nil
    /// when there is no numeric dimension `d`. Nothing changes. Visits the homes inside the
    /// range (every home when both ends are open).
    public func matchingCount(_ d: Int, ifRange lower: Double, _ upper: Double) -> Int? {
        guard dims.indices.contains(d), !dims[d].isCategorical else { return nil }
        let lo = lower.isNaN ? -Double.infinity : lower, hi = upper.isNaN ? Double.infinity : upper
        let others = ~dims[d].bit, s = dims[d]
        var count = 0
        if lo == -.infinity, hi == .infinity {
            for home in 0..<homeCount where masks[home] & others == 0 { count += 1 }
            return count
        }
        guard lo <= hi else { return 0 }
        sorted(d)
        let start = s.firstPosition(above: lo, strictly: false), end = s.firstPosition(above: hi, strictly: true)
        let order = s.order
        for p in start..<max(start, end) where masks[order[p]] & others == 0 { count += 1 }
        return count
    }

    /// The order of ``visibleRows(offset:count:)``.
    public var listOrder: ListOrder { list.order }

    /// Sorts the visible list by `order`: one pass over the homes (only when the dimension or
    /// the tie-break changes; a new direction alone costs nothing), with a tie-break a stable
    /// sort of the homes and 8 bytes a home kept while the order lasts, without one 2 bytes a
    /// home (see
    /// ``prepareListOrder(_:)`` to sort on another thread). Throws
    /// ``CrossfilterError/noSuchDimension(_:)`` for a sort or tie-break dimension that does not exist.
    public func setListOrder(_ order: ListOrder) throws {
        try setListOrder(prepareListOrder(order, ifNeeded: true))
    }

    /// Whether ``setListOrder(_:)`` would sort the homes for `order` (a new sort or tie-break
    /// dimension with a tie-break): the work ``prepareListOrder(_:)`` can do on another thread.
    /// False for an order naming a dimension that does not exist.
    public func listOrderNeedsSorting(_ order: ListOrder) -> Bool {
        let order = order.normalized
        guard order.tieBreak != nil, isValid(order) else { return false }
        return order.dimension != list.order.dimension || order.tieBreak != list.order.tieBreak
    }

    /// `order`'s sort done ahead, for ``setListOrder(_:)-(PreparedListOrder)``. It reads only the
    /// dimensions' sorted indexes (making them under their locks if need be), which never change
    /// once made: like ``sortDimensions()``, it may run on another thread while this engine
    /// filters (never while it is being built). Throws ``CrossfilterError/noSuchDimension(_:)``
    /// as ``setListOrder(_:)`` does.
    public func prepareListOrder(_ order: ListOrder) throws -> PreparedListOrder {
        try prepareListOrder(order, ifNeeded: false)
    }

    private func prepareListOrder(_ order: ListOrder, ifNeeded: Bool) throws -> PreparedListOrder {
        if let d = order.dimension, !dims.indices.contains(d) { throw CrossfilterError.noSuchDimension(d) }
        if let d = order.tieBreak, !dims.indices.contains(d) { throw CrossfilterError.noSuchDimension(d) }
        let order = order.normalized
        guard let d = order.dimension, let t = order.tieBreak, !ifNeeded || listOrderNeedsSorting(order) else {
            return PreparedListOrder(engine: self, order: order, tied: nil)
        }
        return PreparedListOrder(
            engine: self, order: order, tied: TiedOrder(sort: sorted(d), ties: sorted(t), count: homeCount))
    }

    /// Sorts the visible list by a prepared order (one pass over the homes to count its
    /// blocks under the filters as they stand now). Throws
    /// ``CrossfilterError/preparedForAnotherEngine`` for an order another engine prepared.
    public func setListOrder(_ prepared: PreparedListOrder) throws {
        guard prepared.engine === self else { throw CrossfilterError.preparedForAnotherEngine }
        let order = prepared.order
        if order.dimension == list.order.dimension, order.tieBreak == list.order.tieBreak,
            order.descending != list.order.descending
        {
            list.order = order  // the same blocks, walked the other way
            return
        }
        guard order != list.order else { return }
        let tied =
            order.tieBreak == nil
            ? nil
            : (prepared.tied
                ?? TiedOrder(sort: sorted(order.dimension!), ties: sorted(order.tieBreak!), count: homeCount))
        list = VisibleListIndex(
            order: order, sort: order.dimension.map { sorted($0) }, tied: tied,
            homeCount: homeCount, masks: masks, blockShift: listBlockShift, blockTableLimit: listBlockTableLimit)
    }

    private func isValid(_ order: ListOrder) -> Bool {
        (order.dimension.map(dims.indices.contains) ?? true) && (order.tieBreak.map(dims.indices.contains) ?? true)
    }

    /// Whether the list finds a home's block in its block table (see ``VisibleListIndex``).
    var listHasBlockTable: Bool { list.hasBlockTable }

    /// Up to `count` home indexes of the matching homes, from the `offset`-th one on in
    /// ``listOrder`` (empty for a negative offset or count, or past the end).
    public func visibleRows(offset: Int, count: Int) -> [Int] {
        list.rows(offset: offset, count: count, masks: masks)
    }

    // MARK: Filtering

    /// Filters numeric dimension `d` to `lower ≤ value ≤ upper` (see ``DimensionFilter/range(lower:upper:)``
    /// for open and NaN bounds and an inverted range). Throws when there is no dimension `d` or
    /// it is categorical.
    public func setRange(_ d: Int, lower: Double, upper: Double) throws {
        guard dims.indices.contains(d) else { throw CrossfilterError.noSuchDimension(d) }
        guard !dims[d].isCategorical else { throw CrossfilterError.notNumeric(d) }
        let lo = lower.isNaN ? -Double.infinity : lower
        let hi = upper.isNaN ? Double.infinity : upper
        var f = filters[d]
        let s = dims[d]
        if lo == -.infinity, hi == .infinity {
            f = DimensionFilterState(isAll: true, start: 0, end: s.count)
        } else {
            f.isAll = false
            f.lower = lo
            f.upper = hi
            if lo > hi {
                f.start = 0; f.end = 0
            } else {
                sorted(d)
                f.start = s.firstPosition(above: lo, strictly: false)
                f.end = s.firstPosition(above: hi, strictly: true)
            }
        }
        applyNumeric(d, f)
    }

    /// Filters categorical dimension `d` to the homes whose code is in `codes` (nil: no filter;
    /// codes outside the categories are ignored). Throws when there is no dimension `d` or it is
    /// numeric.
    public func setSelection(_ d: Int, codes: Set<Int>?) throws {
        guard dims.indices.contains(d) else { throw CrossfilterError.noSuchDimension(d) }
        guard dims[d].isCategorical else { throw CrossfilterError.notCategorical(d) }
        let s = dims[d]
        var f = DimensionFilterState()
        if let codes {
            f.isAll = false
            f.selected = (0..<s.categoryCount).map { codes.contains($0) }
        } else {
            f.selected = Array(repeating: true, count: s.categoryCount)
        }
        applyCategorical(d, f)
    }

    /// Sets dimension `d`'s filter from a ``DimensionFilter`` (a `.range` on a categorical or a
    /// `.codes` on a numeric dimension throws).
    public func setFilter(_ d: Int, _ filter: DimensionFilter) throws {
        switch filter {
        case .all: try clearFilter(d)
        case .range(let lo, let hi): try setRange(d, lower: lo, upper: hi)
        case .codes(let c): try setSelection(d, codes: c)
        }
    }

    /// Removes dimension `d`'s filter. Throws when there is no dimension `d`.
    public func clearFilter(_ d: Int) throws {
        guard dims.indices.contains(d) else { throw CrossfilterError.noSuchDimension(d) }
        if dims[d].isCategorical {
            try setSelection(d, codes: nil)
        } else {
            try setRange(d, lower: -.infinity, upper: .infinity)
        }
    }

    /// Removes every filter.
    public func clearAllFilters() {
        for d in dims.indices { try? clearFilter(d) }
    }

    /// Recomputes every bit, histogram, count and list block from the values and the filters,
    /// ignoring what is kept: the reference the incremental updates are measured against.
    public func recomputeFromScratch() {
        for d in dims.indices { recomputeBits(d) }
        recountAll(fromValues: true)
    }

    // MARK: Updating

    private func applyNumeric(_ d: Int, _ new: DimensionFilterState) {
        let old = filters[d]
        filters[d] = new
        // Positions that stop passing (set the bit) and start passing (clear it).
        var removed: [Range<Int>] = [], added: [Range<Int>] = []
        let a = old.start, b = old.end, a2 = new.start, b2 = new.end
        if a >= b || a2 >= b2 || b <= a2 || b2 <= a {
            if a < b { removed.append(a..<b) }
            if a2 < b2 { added.append(a2..<b2) }
        } else {
            if a < a2 { removed.append(a..<a2) } else if a2 < a { added.append(a2..<a) }
            if b2 < b { removed.append(b2..<b) } else if b < b2 { added.append(b..<b2) }
        }
        apply(d, removed: removed, added: added)
    }

    private func applyCategorical(_ d: Int, _ new: DimensionFilterState) {
        let old = filters[d]
        filters[d] = new
        let s = dims[d]
        var removed: [Range<Int>] = [], added: [Range<Int>] = []
        for c in 0..<s.categoryCount {
            let was = old.isAll || old.selected[c], now = new.isAll || new.selected[c]
            guard was != now else { continue }
            let r = s.groupStart[c]..<s.groupStart[c + 1]
            if now { added.append(r) } else { removed.append(r) }
        }
        if old.isAll != new.isAll, s.knownCount < s.count {  // the unknown codes pass only `.all`
            let r = s.knownCount..<s.count
            if new.isAll { added.append(r) } else { removed.append(r) }
        }
        apply(d, removed: removed, added: added)
    }

    private func apply(_ d: Int, removed: [Range<Int>], added: [Range<Int>]) {
        let touched = (removed + added).reduce(0) { $0 + $1.count }
        lastUpdate = UpdateStatistics(touchedHomes: touched, recomputed: false)
        guard touched > 0 else { return }
        if Double(touched) > rebuildFraction * Double(homeCount) {
            lastUpdate.recomputed = true
            recomputeBits(d)
            recountAll()
            return
        }
        let order = sorted(d).order
        var batch = FlipBatch(
            dimension: d, dimensions: dimsPointer, dimensionCount: dims.count, masks: masks, list: list,
            capacity: min(touched, flipBatchCapacity))
        defer { batch.deallocate() }
        if Double(touched) > homeOrderFraction * Double(homeCount) {
            // Many homes: mark them in a bitmap first and visit them in home order, so that the
            // other columns and the masks are read forwards instead of at random.
            let words = (homeCount + 63) >> 6
            let marks = UnsafeMutablePointer<UInt64>.allocate(capacity: words)
            defer { marks.deallocate() }
            marks.initialize(repeating: 0, count: words)
            for r in removed + added {
                for p in r { let h = order[p]; marks[h >> 6] |= 1 << UInt64(h & 63) }
            }
            for w in 0..<words {
                var bits = marks[w]
                while bits != 0 {
                    batch.flip(home: w << 6 | bits.trailingZeroBitCount)
                    bits &= bits &- 1
                }
            }
        } else {
            for r in removed + added {
                for p in r { batch.flip(home: order[p]) }
            }
        }
        batch.flush()
        matchingCount += batch.matchingDelta
    }

    /// Sets dimension `d`'s bit of every home from its value and the filter, in home order.
    private func recomputeBits(_ d: Int) {
        let s = dimsPointer[d], f = filters[d], bit = s.bit, masks = self.masks
        if f.isAll {
            for h in 0..<homeCount { masks[h] = masks[h] & ~bit }
        } else if s.isCategorical {
            f.selected.withUnsafeBufferPointer { selected in
                for h in 0..<homeCount {
                    let c = Int(s.codes[h])
                    masks[h] = c < s.categoryCount && selected[c] ? masks[h] & ~bit : masks[h] | bit
                }
            }
        } else {
            let lo = f.lower, hi = f.upper
            for h in 0..<homeCount {
                let v = s.value(h)
                masks[h] = v >= lo && v <= hi ? masks[h] & ~bit : masks[h] | bit
            }
        }
    }

    /// Runs `body` for each dimension `0..<count`, on every core at once for many homes.
    private static func forEachDimension(_ count: Int, homes: Int, _ body: (Int) -> Void) {
        if count > 1, homes >= 1 << 16 {
            DispatchQueue.concurrentPerform(iterations: count, execute: body)
        } else {
            for d in 0..<count { body(d) }
        }
    }

    /// Recounts the matching homes, every histogram and the list blocks from the masks; each
    /// home's bin from its stored code, or `fromValues` from its value.
    private func recountAll(fromValues: Bool = false) {
        let masks = self.masks
        var matching = 0
        for h in 0..<homeCount where masks[h] == 0 { matching += 1 }
        matchingCount = matching
        for d in dims.indices { dimsPointer[d].countHomes(masks: masks, fromValues: fromValues) }
        list.recount(masks: masks)
    }
}
