// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A small cache that keeps the `capacity` most recently used values and hands each one it
/// drops to `evicted`, so values that own resources (textures, images) are released exactly
/// once.
///
/// Meant for a handful of entries (a slider's rendered layers): lookups are a dictionary
/// access, eviction scans the entries for the least recently used.
public struct RecentlyUsedCache<Key: Hashable, Value> {
    /// The most entries kept; at least 1.
    public let capacity: Int
    private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    /// An empty cache of at most `capacity` entries.
    public init(capacity: Int) {
        self.capacity = Swift.max(1, capacity)
    }

    /// The number of entries.
    public var count: Int { entries.count }

    /// The value stored for `key`, marked as just used; nil when absent.
    public mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    /// Stores `value` for `key`. Returns the values it displaced: an old value for the same
    /// key, and the least recently used entries beyond `capacity`. The caller releases them.
    public mutating func insert(_ value: Value, for key: Key) -> [Value] {
        clock += 1
        var dropped: [Value] = []
        if let old = entries.updateValue((value, clock), forKey: key) { dropped.append(old.value) }
        while entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            dropped.append(oldest.value.value)
        }
        return dropped
    }

    /// Empties the cache; returns every value it held, for the caller to release.
    public mutating func removeAll() -> [Value] {
        let all = entries.values.map(\.value)
        entries.removeAll()
        return all
    }
}
