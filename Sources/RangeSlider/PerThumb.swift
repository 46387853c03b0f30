// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// One value for each of a slider's thumbs, read and written by thumb index (0 the first
/// thumb) or by ``Thumb`` (`.lower` the first, `.upper` the last thumb), so that the slider's
/// per-thumb state does not name its thumbs itself. Holds at least one value; two unless made
/// or resized otherwise.
struct PerThumb<Value> {
    private var storage: [Value]
    /// The first thumb's value while a one-thumb mode hides that thumb (see ``setFirstAside(_:)``).
    private var asideFirst: Value?

    /// `value` for each of `count` thumbs (at least one; default two).
    @inline(__always)
    init(repeating value: Value, count: Int = 2) {
        storage = Array(repeating: value, count: Swift.max(1, count))
    }

    /// The index of `thumb` in a two-thumb slider: the lower thumb 0, the upper thumb 1. With
    /// any number of thumbs, use ``index(of:count:)``.
    static func index(of thumb: Thumb) -> Int { index(of: thumb, count: 2) }

    /// The index of `thumb` among `count` thumbs: `.lower` 0, `.upper` `count - 1`.
    @inline(__always)
    static func index(of thumb: Thumb, count: Int) -> Int { thumb == .lower ? 0 : Swift.max(0, count - 1) }

    /// The number of thumbs.
    var count: Int { @inline(__always) get { storage.count } }

    /// The valid indices, `0..<count`.
    var indices: Range<Int> { @inline(__always) get { storage.indices } }

    /// The value of `thumb`: the first thumb's for `.lower` (the one set aside while there is
    /// one), the last thumb's for `.upper`.
    subscript(thumb: Thumb) -> Value {
        @inline(__always) get {
            if thumb == .lower, let aside = asideFirst { return aside }
            return storage[Self.index(of: thumb, count: storage.count)]
        }
        @inline(__always) set {
            if thumb == .lower, asideFirst != nil { asideFirst = newValue; return }
            storage[Self.index(of: thumb, count: storage.count)] = newValue
        }
    }

    /// The value of the thumb at `index` (`0..<count`).
    subscript(index: Int) -> Value {
        @inline(__always) get { storage[index] }
        @inline(__always) set { storage[index] = newValue }
    }

    /// Makes it hold `count` values (at least one), as the slider's thumbs follow a new count:
    /// the last value stays the last thumb's (`.upper`'s), the others keep their indices, and
    /// a thumb that is new gets `value`.
    mutating func resize(to count: Int, filling value: Value) {
        let count = Swift.max(1, count)
        guard count != storage.count else { return }
        var resized = Array(storage.prefix(Swift.min(storage.count - 1, count - 1)))
        resized.append(contentsOf: repeatElement(value, count: count - 1 - resized.count))
        resized.append(storage[storage.count - 1])
        storage = resized
    }

    /// Follows a switch into (`aside` true) or out of a one-thumb mode: going in, the first
    /// thumb's value is set aside and the last one's alone is kept (`[.lower]` then reads and
    /// writes the value set aside); coming out, the value set aside becomes the first again,
    /// before the last. Nothing changes when already switched.
    mutating func setFirstAside(_ aside: Bool) {
        if aside {
            guard asideFirst == nil else { return }
            asideFirst = storage[0]
            storage = [storage[storage.count - 1]]
        } else if let first = asideFirst {
            asideFirst = nil
            storage = [first, storage[storage.count - 1]]
        }
    }

    /// Calls `body` with every thumb's value, in index order.
    @inline(__always)
    func forEach(_ body: (Value) throws -> Void) rethrows {
        for value in storage { try body(value) }
    }

    /// Whether any thumb's value satisfies `predicate`.
    @inline(__always)
    func contains(where predicate: (Value) -> Bool) -> Bool { storage.contains(where: predicate) }
}
