// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// Where a field's bytes are: `start..<end` in the input, or in the scratch buffer.
struct FieldSpan {
    /// The first byte.
    var start: Int
    /// Just past the last byte.
    var end: Int
    /// Whether the bytes are in the scratch buffer rather than the input.
    var inScratch: Bool
}

/// The current record's field spans (``CSVParser``): a buffer written by index, doubled when
/// full, with value semantics.
///
/// Copies share the buffer until one of them writes; ``startRecord()`` (the only way to begin
/// writing) makes the buffer unique first, so the uniqueness check runs once per record rather
/// than once per field, and ``append(_:)`` only compares the count with the capacity.
struct FieldSpans {
    /// The buffer's owner; nil before the first span is written.
    private var storage: Storage?
    /// The buffer (`storage`'s), nil with it.
    private var base: UnsafeMutablePointer<FieldSpan>?
    /// How many spans the buffer holds.
    private var capacity = 0
    /// How many spans the current record has.
    private(set) var count = 0

    /// No spans; allocates nothing.
    init() {}

    /// Begins a record: no spans, the buffer this value's own.
    @inline(__always)
    mutating func startRecord() {
        count = 0
        if storage != nil && !isKnownUniquelyReferenced(&storage) { replaceStorage(capacity: capacity) }
    }

    /// Adds `span` after the record's others. Call ``startRecord()`` first.
    @inline(__always)
    mutating func append(_ span: FieldSpan) {
        if count == capacity { replaceStorage(capacity: max(16, capacity * 2)) }
        base.unsafelyUnwrapped[count] = span
        count += 1
    }

    /// Span `index`, in `0..<count`.
    @inline(__always)
    subscript(index: Int) -> FieldSpan {
        precondition(index >= 0 && index < count, "field span index out of range")
        return base.unsafelyUnwrapped[index]
    }

    /// Calls `body` with the record's spans.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<FieldSpan>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: base, count: count)) }
    }

    /// The record's spans, read without the owner's reference count: valid only while this
    /// value is neither changed nor destroyed (a parser's fields while it is accessed in place).
    @inline(__always)
    var unsafeBuffer: UnsafeBufferPointer<FieldSpan> { UnsafeBufferPointer(start: base, count: count) }

    /// A buffer of `capacity` spans of this value's own, holding the record's spans so far.
    @inline(never)
    private mutating func replaceStorage(capacity newCapacity: Int) {
        let new = Storage(capacity: newCapacity)
        if let base, count > 0 { new.base.initialize(from: base, count: count) }
        storage = new
        base = new.base
        capacity = newCapacity
    }

    /// Owns a buffer of spans (plain values: nothing to deinitialize).
    private final class Storage {
        let base: UnsafeMutablePointer<FieldSpan>

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }
    }
}
