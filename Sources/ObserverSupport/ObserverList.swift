// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A token returned when an observer subscribes; pass it back to unsubscribe.
public struct ObserverToken: Hashable, Sendable {
    let id: UInt64
}

/// Any number of callbacks told about events, in the order they subscribed: the
/// target-action list shared by the range slider and the circle gesture recognizer.
///
/// The methods a notification runs are `@inlinable`, so a client module specialises them for
/// its event type (no generic metadata lookup per call).
///
/// Removing an observer (even from inside a callback) takes effect at once: an observer
/// removed during a notification is not called afterwards. Observers added during a
/// notification are first called for the next event. A reference type, so that removals made
/// by a callback are seen by the notification under way.
public final class ObserverList<Event> {
    @usableFromInline var entries: [(token: ObserverToken, callback: (Event) -> Void)] = []
    private var nextID: UInt64 = 0

    /// An empty list.
    public init() {}

    /// The number of subscribed observers.
    public var count: Int { entries.count }

    /// Subscribes `callback`; keep the token to unsubscribe.
    public func add(_ callback: @escaping (Event) -> Void) -> ObserverToken {
        nextID += 1
        let token = ObserverToken(id: nextID)
        entries.append((token, callback))
        return token
    }

    /// Unsubscribes; returns false when the token was not subscribed.
    @discardableResult
    public func remove(_ token: ObserverToken) -> Bool {
        guard let index = entries.firstIndex(where: { $0.token == token }) else { return false }
        entries.remove(at: index)
        return true
    }

    /// True when `token` is still subscribed.
    @inlinable
    public func contains(_ token: ObserverToken) -> Bool {
        entries.contains { $0.token == token }
    }

    /// Calls every observer subscribed when the notification starts and still subscribed when
    /// its turn comes.
    @inlinable
    public func notify(_ event: Event) {
        for entry in entries where contains(entry.token) {
            entry.callback(event)
        }
    }
}
