// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Gives each distinct name read from a file a small integer id, so a million homes share a
/// few dozen neighbourhood strings. A name already seen is found by hashing and comparing its
/// bytes, without building a `String` (an open-addressing hash table over the names' bytes
/// kept end to end, hashed eight bytes at a time).
@_spi(Oracles) public struct NameInterner {
    /// The distinct names, in order of first appearance; a name's id is its index.
    @_spi(Oracles) public private(set) var names: [String] = []
    /// The UTF-8 bytes of every name, end to end; name `id` is `storage[offsets[id]..<offsets[id + 1]]`.
    private var storage: [UInt8] = []
    /// Where each name's bytes begin in `storage`, and one past the last name's end.
    private var offsets: [Int] = [0]
    /// The hash of each name.
    private var hashes: [UInt64] = []
    /// The table: a name id, or -1 for an empty slot. Its size is a power of two, at least
    /// twice the number of names.
    private var slots = [Int32](repeating: -1, count: 64)

    /// An interner without names.
    @_spi(Oracles) public init() {}

    /// The id of the name spelled by `bytes` (UTF-8), adding it if new.
    @_spi(Oracles) public mutating func id(for bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = NameInterner.hash(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let found = storage.withUnsafeBufferPointer { storage -> Int32 in
            while true {
                let id = slots[slot]
                if id < 0 { return -1 }
                if hashes[Int(id)] == hash {
                    let start = offsets[Int(id)], end = offsets[Int(id) + 1]
                    if NameInterner.equal(UnsafeBufferPointer(rebasing: storage[start..<end]), bytes) { return id }
                }
                slot = (slot + 1) & mask
            }
        }
        if found >= 0 { return found }
        let id = Int32(names.count)
        names.append(String(decoding: bytes, as: UTF8.self))
        storage.append(contentsOf: bytes)
        offsets.append(storage.count)
        hashes.append(hash)
        slots[slot] = id
        if names.count * 2 > slots.count { grow() }
        return id
    }

    /// Calls `body` with the UTF-8 bytes of the name with id `id`, valid only during the call.
    func withNameBytes<R>(_ id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[offsets[id]..<offsets[id + 1]])) }
    }

    /// Doubles the table and reinserts every name.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }

    /// A hash of `bytes`: eight bytes at a time, each word multiplied in and folded, then the
    /// last bytes and the length.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let n = bytes.count
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: n)
        guard let base = bytes.baseAddress else { return h }
        var i = 0
        while i + 8 <= n {
            h = (h ^ UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 8
        }
        var tail: UInt64 = 0, shift: UInt64 = 0
        while i < n {
            tail |= UInt64(base[i]) << shift
            shift += 8
            i += 1
        }
        h = (h ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return h ^ (h >> 29)
    }

    /// Whether `a` and `b` hold the same bytes.
    @inline(__always)
    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = a.count
        guard n == b.count else { return false }
        guard n > 0, let p = a.baseAddress, let q = b.baseAddress else { return true }
        var i = 0
        while i + 8 <= n {
            if UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)
                != UnsafeRawPointer(q + i).loadUnaligned(as: UInt64.self)
            {
                return false
            }
            i += 8
        }
        while i < n {
            if p[i] != q[i] { return false }
            i += 1
        }
        return true
    }
}
