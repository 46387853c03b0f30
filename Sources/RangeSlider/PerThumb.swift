// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// One value for each thumb, read and written by thumb or thumb index (the lower thumb 0, the
/// upper thumb 1), so that the slider's per-thumb state does not name the two thumbs itself.
/// Reading and writing allocate nothing and cost what a stored field's access does: keep the
/// accessors inlined `switch`es (a call inside them makes every access to a component's
/// property a tracked exclusivity access).
struct PerThumb<Value> {
    private var lower: Value
    private var upper: Value

    /// `value` for each of the slider's thumbs.
    @inline(__always)
    init(repeating value: Value) {
        lower = value
        upper = value
    }

    /// The index of `thumb`: the lower thumb 0, the upper thumb 1.
    static func index(of thumb: Thumb) -> Int { thumb == .lower ? 0 : 1 }

    subscript(thumb: Thumb) -> Value {
        @inline(__always) get {
            switch thumb {
            case .lower: return lower
            case .upper: return upper
            }
        }
        @inline(__always) set {
            switch thumb {
            case .lower: lower = newValue
            case .upper: upper = newValue
            }
        }
    }

    /// The value of the thumb at `index` (0 or 1).
    subscript(index: Int) -> Value {
        get { self[index == 0 ? Thumb.lower : .upper] }
        set { self[index == 0 ? Thumb.lower : .upper] = newValue }
    }

    /// Calls `body` with every thumb's value, in index order.
    @inline(__always)
    func forEach(_ body: (Value) throws -> Void) rethrows {
        try body(lower)
        try body(upper)
    }

    /// Whether any thumb's value satisfies `predicate`.
    @inline(__always)
    func contains(where predicate: (Value) -> Bool) -> Bool { predicate(lower) || predicate(upper) }
}
