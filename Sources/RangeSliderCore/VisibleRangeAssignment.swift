/// The visible range's setters as ``RangeValues`` and ``ThumbValues`` share them: the policy
/// for `minimumValue` and `maximumValue` is written once here, and each model only says how its
/// values come into a new range (``assignOrderedRange(_:)``).
///
/// The policy: a non-finite end is refused and nothing changes (``OrderedFinitePair``); an
/// inverted pair is read in order; a new minimum above the maximum raises the maximum to it, a
/// new maximum below the minimum lowers the minimum to it.
protocol VisibleRangeAssignment {
    /// The visible range's lower end.
    var minimumValue: Double { get }
    /// The visible range's upper end.
    var maximumValue: Double { get }
    /// Makes `range` (finite, ordered) the visible range and brings the values into it, as one
    /// change; returns what changed.
    mutating func assignOrderedRange(_ range: ClosedRange<Double>) -> ValueUpdate
}

extension VisibleRangeAssignment {
    /// `setRange(minimum:maximum:)`: both ends at once, an inverted pair read in order.
    mutating func assignRange(minimum: Double, maximum: Double) -> ValueUpdate {
        OrderedFinitePair.assign(minimum, maximum, names: .range) { assignOrderedRange($0) }
    }

    /// `setMinimum(_:)`: the lower end; raises the upper end to it if needed.
    mutating func assignMinimum(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "minimumValue", value: value)) }
        return assignRange(minimum: value, maximum: Swift.max(value, maximumValue))
    }

    /// `setMaximum(_:)`: the upper end; lowers the lower end to it if needed.
    mutating func assignMaximum(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "maximumValue", value: value)) }
        return assignRange(minimum: Swift.min(value, minimumValue), maximum: value)
    }
}

extension RangeValues: VisibleRangeAssignment {}
extension ThumbValues: VisibleRangeAssignment {}
