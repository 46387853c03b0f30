/// One `items-changed` of a list model: at `position`, `removed` items went and `added` came.
public struct ListChange: Equatable, Sendable {
    /// Where the change starts.
    public var position: Int
    /// How many items were removed there.
    public var removed: Int
    /// How many items were added there.
    public var added: Int

    /// A change.
    public init(position: Int, removed: Int, added: Int) {
        self.position = position
        self.removed = removed
        self.added = added
    }

    /// The changes that turn a list showing the price-order positions `old` into one showing
    /// `new`, both cheapest first when `ascending`, else dearest first, each applied to the list
    /// as the previous ones left it.
    ///
    /// When a thumb moves, only the end of the list on its side changes: the homes that entered
    /// or left the range there are added or removed, and every other row keeps its place (so the
    /// list neither rebinds its visible rows nor loses its scroll position). Each end yields at
    /// most one change, the front first; while the front change is signalled the list holds
    /// the new front and the old back. Ranges that do not overlap are one change replacing
    /// everything; equal ranges, none.
    public static func between(_ old: Range<Int>, _ new: Range<Int>, ascending: Bool) -> [ListChange] {
        steps(from: old, to: new, ascending: ascending).map(\.change)
    }

    /// The changes of ``between(_:_:ascending:)``, each with the range of positions the list
    /// shows once it is applied (what the model must answer while the change is signalled).
    public static func steps(from old: Range<Int>, to new: Range<Int>, ascending: Bool) -> [(change: ListChange, after: Range<Int>)] {
        guard old != new else { return [] }
        guard old.overlaps(new) else {
            return old.isEmpty && new.isEmpty ? [] : [(ListChange(position: 0, removed: old.count, added: new.count), new)]
        }
        var steps: [(change: ListChange, after: Range<Int>)] = []
        // Ascending, the front is the low end: [a, b) → [c, b) → [c, d).
        // Descending, the front is the high end: [a, b) → [a, d) → [c, d).
        let (a, b, c, d) = (old.lowerBound, old.upperBound, new.lowerBound, new.upperBound)
        if ascending {
            if c != a { steps.append((ListChange(position: 0, removed: max(0, c - a), added: max(0, a - c)), c..<b)) }
            if d != b { steps.append((ListChange(position: min(b, d) - c, removed: max(0, b - d), added: max(0, d - b)), new)) }
        } else {
            if d != b { steps.append((ListChange(position: 0, removed: max(0, b - d), added: max(0, d - b)), a..<d)) }
            if c != a { steps.append((ListChange(position: d - max(a, c), removed: max(0, c - a), added: max(0, a - c)), new)) }
        }
        return steps
    }

    /// `list` with the change applied (for tests and checks).
    public func applied<T>(to list: [T], inserting items: [T]) -> [T] {
        var result = list
        result.replaceSubrange(position..<(position + removed), with: items)
        return result
    }
}
