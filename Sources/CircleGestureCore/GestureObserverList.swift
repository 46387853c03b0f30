/// A token returned when an observer subscribes to a circle gesture recognizer; pass it back to
/// unsubscribe.
public struct GestureObserverToken: Hashable, Sendable {
    let id: UInt64
}

/// Any number of callbacks told about events, in the order they subscribed.
///
/// Removing an observer (even from inside a callback) takes effect at once: an observer
/// removed during a notification is not called afterwards. Observers added during a
/// notification are first called for the next event.
public struct GestureObserverList<Event> {
    private var entries: [(token: GestureObserverToken, callback: (Event) -> Void)] = []
    private var nextID: UInt64 = 0

    /// An empty list.
    public init() {}

    /// The number of subscribed observers.
    public var count: Int { entries.count }

    /// Subscribes `callback`; keep the token to unsubscribe.
    public mutating func add(_ callback: @escaping (Event) -> Void) -> GestureObserverToken {
        nextID += 1
        let token = GestureObserverToken(id: nextID)
        entries.append((token, callback))
        return token
    }

    /// Unsubscribes; returns false when the token was not subscribed.
    @discardableResult
    public mutating func remove(_ token: GestureObserverToken) -> Bool {
        guard let index = entries.firstIndex(where: { $0.token == token }) else { return false }
        entries.remove(at: index)
        return true
    }

    /// True when `token` is still subscribed.
    public func contains(_ token: GestureObserverToken) -> Bool {
        entries.contains { $0.token == token }
    }

    /// The callbacks to call for one event, as (token, callback) pairs; callers check
    /// ``contains(_:)`` before each call so that removals during the notification count.
    public var snapshot: [(token: GestureObserverToken, callback: (Event) -> Void)] { entries }
}
