// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// One value for each of a slider's thumbs, read and written by thumb index (0 the first
/// thumb) or by ``Thumb`` (`.lower` the first, `.upper` the last thumb), so that the slider's
/// per-thumb state does not name its thumbs itself. Holds at least one value; two unless made
/// or resized otherwise.
///
/// While every thumb still has the value it was made with, that value is kept once, inline:
/// an array is made with the first write (most of a slider's per-thumb state is never written).
struct PerThumb<Value> {
    /// Every thumb's value, or empty while each is ``fill``.
    private var storage: [Value] = []
    /// The value of every thumb while ``storage`` is empty.
    private var fill: Value
    /// The number of thumbs while ``storage`` is empty.
    private var fillCount: Int
    /// The first thumb's value while a one-thumb mode hides that thumb (see ``setFirstAside(_:)``).
    private var asideFirst: Value?

    /// `value` for each of `count` thumbs (at least one; default two).
    @inline(__always)
    init(repeating value: Value, count: Int = 2) {
        fill = value
        fillCount = Swift.max(1, count)
    }

    /// The index of `thumb` in a two-thumb slider: the lower thumb 0, the upper thumb 1. With
    /// any number of thumbs, use ``index(of:count:)``.
    static func index(of thumb: Thumb) -> Int { index(of: thumb, count: 2) }

    /// The index of `thumb` among `count` thumbs: `.lower` 0, `.upper` `count - 1`.
    @inline(__always)
    static func index(of thumb: Thumb, count: Int) -> Int { thumb == .lower ? 0 : Swift.max(0, count - 1) }

    /// The number of thumbs.
    var count: Int { @inline(__always) get { storage.isEmpty ? fillCount : storage.count } }

    /// The valid indices, `0..<count`.
    var indices: Range<Int> { @inline(__always) get { 0..<count } }

    /// The value of `thumb`: the first thumb's for `.lower` (the one set aside while there is
    /// one), the last thumb's for `.upper`.
    subscript(thumb: Thumb) -> Value {
        @inline(__always) get {
            if thumb == .lower, let aside = asideFirst { return aside }
            return self[Self.index(of: thumb, count: count)]
        }
        @inline(__always) set {
            if thumb == .lower, asideFirst != nil { asideFirst = newValue; return }
            self[Self.index(of: thumb, count: count)] = newValue
        }
    }

    /// The value of the thumb at `index` (`0..<count`).
    subscript(index: Int) -> Value {
        @inline(__always) get {
            guard storage.isEmpty else { return storage[index] }
            precondition(index >= 0 && index < fillCount, "thumb index out of range")
            return fill
        }
        @inline(__always) set {
            if storage.isEmpty {
                precondition(index >= 0 && index < fillCount, "thumb index out of range")
                storage = Array(repeating: fill, count: fillCount)
            }
            storage[index] = newValue
        }
    }

    /// Makes it hold `count` values (at least one), as the slider's thumbs follow a new count:
    /// the last value stays the last thumb's (`.upper`'s), the others keep their indices, and
    /// a thumb that is new gets `value`.
    mutating func resize(to count: Int, filling value: Value) {
        let count = Swift.max(1, count)
        guard count != self.count else { return }
        let old = storage.isEmpty ? Array(repeating: fill, count: fillCount) : storage
        var resized = Array(old.prefix(Swift.min(old.count - 1, count - 1)))
        resized.append(contentsOf: repeatElement(value, count: count - 1 - resized.count))
        resized.append(old[old.count - 1])
        storage = resized
    }

    /// Follows a switch into (`aside` true) or out of a one-thumb mode: going in, the first
    /// thumb's value is set aside and the last one's alone is kept (`[.lower]` then reads and
    /// writes the value set aside); coming out, the value set aside becomes the first again,
    /// before the last. Nothing changes when already switched.
    mutating func setFirstAside(_ aside: Bool) {
        if aside {
            guard asideFirst == nil else { return }
            asideFirst = self[0]
            storage = [self[count - 1]]
        } else if let first = asideFirst {
            asideFirst = nil
            storage = [first, self[count - 1]]
        }
    }

    /// Calls `body` with every thumb's value, in index order.
    @inline(__always)
    func forEach(_ body: (Value) throws -> Void) rethrows {
        if storage.isEmpty {
            for _ in 0..<fillCount { try body(fill) }
        } else {
            for value in storage { try body(value) }
        }
    }

    /// Whether any thumb's value satisfies `predicate`.
    @inline(__always)
    func contains(where predicate: (Value) -> Bool) -> Bool {
        storage.isEmpty ? predicate(fill) : storage.contains(where: predicate)
    }
}
