// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// The GObject property values a slider last announced with `notify`, one per property, kept
/// compactly: every slider holds one per property of ``RangeSliderProperties/all``.
///
/// A property whose values are scalars (a double, a boolean, an integer, an enumeration: see
/// ``Slot``) keeps 8 bytes, its value's bits; a colour or a string (or their NULL) keeps its
/// ``GObjectPropertyValue`` in a second, short array. Values compare as
/// ``GObjectPropertyValue`` does (`==` of the doubles: 0 and −0 are equal, NaN never is).
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

    /// The slot of each property, by index (shared by every slider: one array).
    private let slots: [Slot]
    /// Per property: a scalar's bits, or the index of a wide value in ``wideValues``.
    private var words: [UInt64]
    /// The wide values, in property order.
    private var wideValues: [GObjectPropertyValue]

    /// No values: ``isEmpty`` (a slider not yet attached to its instance).
    init() {
        slots = []
        words = []
        wideValues = []
    }

    /// `values`, one per slot of `slots` (same count). A scalar slot given another case of
    /// value keeps its type's zero and compares unequal to everything but that zero.
    init(slots: [Slot], values: [GObjectPropertyValue]) {
        precondition(slots.count == values.count, "one value per property")
        self.slots = slots
        words = []
        words.reserveCapacity(slots.count)
        wideValues = []
        wideValues.reserveCapacity(slots.lazy.filter { $0 == .wide }.count)
        for (slot, value) in zip(slots, values) {
            if slot == .wide {
                words.append(UInt64(wideValues.count))
                wideValues.append(value)
            } else {
                words.append(Self.bits(of: value, in: slot) ?? 0)
            }
        }
    }

    /// Whether there are no values.
    var isEmpty: Bool { words.isEmpty }

    /// The number of values.
    var count: Int { words.count }

    /// The value kept at `index`.
    subscript(index: Int) -> GObjectPropertyValue {
        let word = words[index]
        switch slots[index] {
        case .double: return .double(Double(bitPattern: word))
        case .bool: return .bool(word != 0)
        case .int: return .int(Int32(truncatingIfNeeded: word))
        case .enumeration: return .enumeration(Int32(truncatingIfNeeded: word))
        case .wide: return wideValues[Int(word)]
        }
    }

    /// Keeps `value` at `index` when it differs from the value kept there; returns whether it
    /// did. A scalar slot given another case of value keeps nothing and returns true.
    @inline(__always)
    mutating func update(_ value: GObjectPropertyValue, at index: Int) -> Bool {
        let slot = slots[index]
        if slot == .wide {
            let at = Int(words[index])
            guard value != wideValues[at] else { return false }
            wideValues[at] = value
            return true
        }
        guard let bits = Self.bits(of: value, in: slot) else { return true }
        let old = words[index]
        if slot == .double {
            guard Double(bitPattern: bits) != Double(bitPattern: old) else { return false }
        } else {
            guard bits != old else { return false }
        }
        words[index] = bits
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
