// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The statistics of a numeric column gathered one value at a time: how many values are known,
/// their bounds, whether all are whole, and how many are distinct up to
/// ``DataColumn/distinctLimit``.
///
/// NaN is an unknown value and `-0` counts as `0`. Statistics of two runs of values merged
/// (``merge(_:)``) equal those of the second run added after the first, so stretches of a file
/// read at once can each gather their own.
struct NumberStatistics {
    /// How many known values were added.
    private(set) var known = 0
    /// The smallest known value; +∞ while none is known.
    private var low = Double.infinity
    /// The largest known value; −∞ while none is known.
    private var high = -Double.infinity
    /// Whether every known value is whole.
    private(set) var allWhole = true
    /// The whole values 0…63 seen, as bits.
    private var smallWhole: UInt64 = 0
    /// The other distinct values seen while there are at most the limit, in the order seen.
    private var others: [Double] = []
    /// The bit patterns of ``others`` in an open-addressed table of ``slotCount`` slots (a
    /// NaN pattern marks an empty slot): which values were seen, by one hash and a short probe.
    private var slots: [UInt64] = []
    /// The other value added last: runs of it skip the search.
    private var lastOther = Double.nan
    /// Whether more than ``DataColumn/distinctLimit`` distinct values were seen.
    private var many = false

    /// No values.
    init() {}

    /// The statistics of `values`.
    init<C: Collection>(_ values: C) where C.Element: BinaryFloatingPoint {
        for element in values { add(Double(element)) }
    }

    /// The smallest…largest known value; nil when none is known.
    var bounds: ClosedRange<Double>? { known > 0 ? low...high : nil }

    /// The number of distinct known values; nil when more than ``DataColumn/distinctLimit``.
    var distinct: Int? { many ? nil : smallWhole.nonzeroBitCount + others.count }

    /// Adds `value` (NaN: unknown) after the values added so far.
    @inline(__always)
    mutating func add(_ value: Double) {
        if value.isNaN { return }
        known += 1
        if value < low { low = value }
        if value > high { high = value }
        // Every double of magnitude 2^52 or more is whole; below, truncation tells.
        let whole = !(abs(value) < 0x1p52) || Double(Int64(value)) == value
        if !whole { allWhole = false }
        if many { return }
        if whole && value >= 0 && value < 64 {
            smallWhole |= 1 << UInt64(Int64(value))
            if smallWhole.nonzeroBitCount + others.count > DataColumn.distinctLimit { many = true }
        } else if value != lastOther {
            addOther(value + 0)
        }
    }

    /// The slots of the table of other values: twice the limit, so a probe stays short.
    private static let slotCount = 128
    /// The pattern of an empty slot: a NaN, never a value noted.
    private static let emptySlot = Double.nan.bitPattern

    /// Whether `value`, not a small whole number and not NaN, is among the distinct values
    /// noted; when not, the slot where it goes.
    @inline(__always)
    private func slot(of value: Double) -> (seen: Bool, slot: Int) {
        let bits = value.bitPattern
        var i = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 57)
        while true {
            let s = slots[i]
            if s == bits { return (true, i) }
            if s == Self.emptySlot { return (false, i) }
            i = (i + 1) & (Self.slotCount - 1)
        }
    }

    /// Notes `value`, not a small whole number, among the distinct values (out of line: the
    /// row loop that appends numbers stays small).
    @inline(never)
    private mutating func addOther(_ value: Double) {
        lastOther = value
        insertOther(value)
    }

    /// Notes `value`, not a small whole number, among the distinct values when not yet seen.
    @inline(__always)
    private mutating func insertOther(_ value: Double) {
        if slots.isEmpty { slots = [UInt64](repeating: Self.emptySlot, count: Self.slotCount) }
        let (seen, i) = slot(of: value)
        if seen { return }
        slots[i] = value.bitPattern
        others.append(value)
        if smallWhole.nonzeroBitCount + others.count > DataColumn.distinctLimit {
            many = true
            others = []
            slots = []
        }
    }

    /// Adds the values `other` gathered, as if added after this one's.
    mutating func merge(_ other: NumberStatistics) {
        known += other.known
        low = min(low, other.low)
        high = max(high, other.high)
        allWhole = allWhole && other.allWhole
        if many { return }
        if other.many {
            many = true
            others = []
            return
        }
        smallWhole |= other.smallWhole
        if smallWhole.nonzeroBitCount + others.count > DataColumn.distinctLimit {
            many = true
            others = []
            slots = []
            return
        }
        for value in other.others where !many { insertOther(value) }
    }
}

extension ColumnValues {
    /// The statistics of the numbers; those of no values for codes and ``none``.
    var numberStatistics: NumberStatistics {
        switch self {
        case .float(let v): return NumberStatistics(v)
        case .double(let v): return NumberStatistics(v)
        case .codes, .none: return NumberStatistics()
        }
    }
}
