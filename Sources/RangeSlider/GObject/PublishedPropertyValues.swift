// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Synchronization

/// The GObject property values a slider last announced with `notify`, one per property, kept
/// compactly: every slider holds one per property of ``RangeSliderProperties/all``.
///
/// A property whose values are scalars (a double, a boolean, an integer, an enumeration: see
/// ``Slot``) keeps 8 bytes, its value's bits; a colour or a string (or their NULL) keeps its
/// ``GObjectPropertyValue``. Values compare as ``GObjectPropertyValue`` does (`==` of the
/// doubles: 0 and −0 are equal, NaN never is).
///
/// The values a store is made with are shared with the stores made before it with the same
/// values (most sliders start alike); each store keeps only the values that have since changed
/// from them, at most 64 properties.
struct PublishedPropertyValues {
    /// How one property's value is kept.
    enum Slot: Equatable {
        case double, bool, int, enumeration
        /// A colour, a string or their NULL: kept whole.
        case wide

        /// The slot of a property of `kind`.
        init(_ kind: RangeSliderProperty.Kind) {
            switch kind {
            case .double, .readOnlyDouble: self = .double
            case .bool, .readOnlyBool: self = .bool
            case .int, .uint: self = .int
            case .enumeration, .orientation: self = .enumeration
            case .color, .string: self = .wide
            }
        }
    }

    /// Values as kept: per property a scalar's bits, or the index of a wide value in `wide`.
    fileprivate struct Words {
        var words: [UInt64] = []
        var wide: [GObjectPropertyValue] = []

        /// Whether `other` keeps the same values to the bit (a colour's −0 is not its 0).
        func isIdentical(to other: Words) -> Bool {
            guard words == other.words, wide.count == other.wide.count else { return false }
            for (a, b) in zip(wide, other.wide) {
                switch (a, b) {
                case (.color(let x), .color(let y)):
                    let bits = { (c: GdkRGBA) in [c.red, c.green, c.blue, c.alpha].map(\.bitPattern) }
                    guard bits(x) == bits(y) else { return false }
                default:
                    guard a == b else { return false }
                }
            }
            return true
        }

        /// The value of `slot` kept in `word`.
        func value(_ word: UInt64, in slot: Slot) -> GObjectPropertyValue {
            switch slot {
            case .double: return .double(Double(bitPattern: word))
            case .bool: return .bool(word != 0)
            case .int: return .int(Int32(truncatingIfNeeded: word))
            case .enumeration: return .enumeration(Int32(truncatingIfNeeded: word))
            case .wide: return wide[Int(word)]
            }
        }
    }

    /// The last values stores were made with: a new store made with the same ones shares them.
    final class Sharing: Sendable {
        fileprivate let last = Mutex<(slots: [Slot], values: Words)?>(nil)
    }

    /// What sliders share.
    static let sliders = Sharing()

    /// The slot of each property, by index (shared by every store made alike).
    private let slots: [Slot]
    /// The values the store was made with (their buffers shared by the stores made alike).
    private let initial: Words
    /// Bit `i`: property `i`'s value changed since, and is kept in ``changed`` at the rank of
    /// bit `i` among the set bits.
    private var changedBits: UInt64 = 0
    /// The values changed since, in property order.
    private var changed = Words()

    /// No values: ``isEmpty`` (a slider not yet attached to its instance).
    init() {
        slots = []
        initial = Words()
    }

    /// `values`, one per slot of `slots` (same count, at most 64), shared with the last store
    /// `sharing` made when it was made with the same ones. A scalar slot given another case of
    /// value keeps its type's zero and compares unequal to everything but that zero.
    init(slots: [Slot], values: [GObjectPropertyValue], sharing: Sharing = sliders) {
        precondition(slots.count == values.count, "one value per property")
        precondition(slots.count <= 64, "at most 64 properties")
        var kept = Words()
        kept.words.reserveCapacity(slots.count)
        for (slot, value) in zip(slots, values) {
            if slot == .wide {
                kept.words.append(UInt64(kept.wide.count))
                kept.wide.append(value)
            } else {
                kept.words.append(Self.bits(of: value, in: slot) ?? 0)
            }
        }
        (self.slots, initial) = sharing.last.withLock { last in
            if let last, last.slots == slots, last.values.isIdentical(to: kept) { return last }
            last = (slots, kept)
            return (slots, kept)
        }
    }

    /// Whether there are no values.
    var isEmpty: Bool { slots.isEmpty }

    /// The number of values.
    var count: Int { slots.count }

    /// How many values differ from those the store was made with (a diagnostic for tests).
    var changedCount: Int { changedBits.nonzeroBitCount }

    /// Whether this store and `other` share the values they were made with.
    func sharesInitialValues(with other: PublishedPropertyValues) -> Bool {
        let mine = initial.words.withUnsafeBufferPointer(\.baseAddress)
        return !isEmpty && mine == other.initial.words.withUnsafeBufferPointer(\.baseAddress)
    }

    /// Where property `index`'s changed value is (or would go) in ``changed``.
    @inline(__always)
    private func rank(_ index: Int) -> Int {
        (changedBits & ((1 << UInt64(index)) &- 1)).nonzeroBitCount
    }

    /// The value kept at `index`.
    subscript(index: Int) -> GObjectPropertyValue {
        let slot = slots[index]
        if changedBits & (1 << UInt64(index)) != 0 { return changed.value(changed.words[rank(index)], in: slot) }
        return initial.value(initial.words[index], in: slot)
    }

    /// Keeps `value` at `index` when it differs from the value kept there; returns whether it
    /// did. A scalar slot given another case of value keeps nothing and returns true.
    @inline(__always)
    mutating func update(_ value: GObjectPropertyValue, at index: Int) -> Bool {
        let slot = slots[index], bit: UInt64 = 1 << UInt64(index)
        let isChanged = changedBits & bit != 0, at = rank(index)
        let old = isChanged ? changed.words[at] : initial.words[index]
        var new: UInt64
        if slot == .wide {
            let kept = isChanged ? changed.wide[Int(old)] : initial.wide[Int(old)]
            guard value != kept else { return false }
            if isChanged {
                changed.wide[Int(old)] = value
                return true
            }
            new = UInt64(changed.wide.count)
            changed.wide.append(value)
        } else {
            guard let bits = Self.bits(of: value, in: slot) else { return true }
            if slot == .double {
                guard Double(bitPattern: bits) != Double(bitPattern: old) else { return false }
            } else {
                guard bits != old else { return false }
            }
            new = bits
        }
        if isChanged {
            changed.words[at] = new
        } else {
            changed.words.insert(new, at: at)
            changedBits |= bit
        }
        return true
    }

    /// The bits a scalar `value` keeps in `slot`, or nil when it is not that slot's case.
    @inline(__always)
    private static func bits(of value: GObjectPropertyValue, in slot: Slot) -> UInt64? {
        switch (slot, value) {
        case (.double, .double(let x)): return x.bitPattern
        case (.bool, .bool(let x)): return x ? 1 : 0
        case (.int, .int(let x)), (.enumeration, .enumeration(let x)): return UInt64(UInt32(bitPattern: x))
        default: return nil
        }
    }
}
