// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Gives each distinct name read from a file a small integer id, so a million homes share a
/// few dozen neighbourhood strings. A name already seen is found by hashing and comparing its
/// bytes, without building a `String` (an open-addressing hash table, FNV-1a hash).
struct NameInterner {
    /// The distinct names, in order of first appearance; a name's id is its index.
    private(set) var names: [String] = []
    /// The UTF-8 bytes of each name.
    private(set) var nameBytes: [[UInt8]] = []
    /// The hash of each name.
    private var hashes: [UInt64] = []
    /// The table: a name id, or -1 for an empty slot. Its size is a power of two, at least
    /// twice the number of names.
    private var slots = [Int32](repeating: -1, count: 64)

    /// The id of the name spelled by `bytes` (UTF-8), adding it if new.
    mutating func id(for bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = NameInterner.hash(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let id = slots[slot]
            if id < 0 { break }
            if hashes[Int(id)] == hash && NameInterner.equal(nameBytes[Int(id)], bytes) { return id }
            slot = (slot + 1) & mask
        }
        let id = Int32(names.count)
        names.append(String(decoding: bytes, as: UTF8.self))
        nameBytes.append(Array(bytes))
        hashes.append(hash)
        slots[slot] = id
        if names.count * 2 > slots.count { grow() }
        return id
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

    /// The FNV-1a hash of `bytes`.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return h
    }

    /// Whether `stored` and `bytes` hold the same bytes.
    private static func equal(_ stored: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard stored.count == bytes.count else { return false }
        return stored.withUnsafeBufferPointer { s in
            for i in 0..<s.count where s[i] != bytes[i] { return false }
            return true
        }
    }
}
