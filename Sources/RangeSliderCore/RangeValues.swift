/// The four numbers that define a range slider, and the invariant that ties them:
///
///     minimumValue ≤ lowerValue ≤ upperValue ≤ maximumValue
///
/// The invariant holds after every call, in any order of assignments. The policy:
///
/// - **Non-finite input** (NaN, +∞, −∞) is refused: nothing changes and the call returns
///   ``ValueUpdate/rejected(_:)`` so the caller can log it.
/// - **The value just assigned wins, within the range.** Setting `lowerValue` above
///   `upperValue` pushes `upperValue` up with it; setting `upperValue` below `lowerValue`
///   pushes `lowerValue` down. Both are first clamped into `[minimumValue, maximumValue]`
///   (so `upperValue = 5` on a 0…1 slider leaves `upperValue == 1`, the tutorial's
///   "Robustness" case).
/// - **A new minimum above the maximum** raises the maximum to it (the range becomes the single
///   point `minimumValue`); a new maximum below the minimum lowers the minimum to it. The lower
///   and upper values are then clamped into the new range.
/// - **Pairs given at once** (``setValues(lower:upper:)``, ``setRange(minimum:maximum:)``) are
///   read in order: an inverted pair such as `(0.8, 0.2)` describes the same span as `(0.2, 0.8)`.
///
/// Because the assigned value always wins, assigning a consistent target state field by field
/// reaches it whatever the order of the lower/upper (or minimum/maximum) assignments.
public struct RangeValues: Equatable, Sendable, CustomStringConvertible {
    /// The smallest value the slider can take. Default 0.
    public private(set) var minimumValue: Double
    /// The largest value the slider can take. Default 1.
    public private(set) var maximumValue: Double
    /// The value of the lower thumb. Default 0.2.
    public private(set) var lowerValue: Double
    /// The value of the upper thumb. Default 0.8.
    public private(set) var upperValue: Double

    /// The tutorial's defaults: range 0…1, selection 0.2…0.8.
    public init() {
        minimumValue = 0
        maximumValue = 1
        lowerValue = 0.2
        upperValue = 0.8
    }

    /// Values built with the same policy as the setters: the range is set first, then the
    /// selection, each pair in either order; non-finite arguments are ignored (defaults kept).
    public init(minimumValue: Double, maximumValue: Double, lowerValue: Double, upperValue: Double) {
        self.init()
        _ = setRange(minimum: minimumValue, maximum: maximumValue)
        _ = setValues(lower: lowerValue, upper: upperValue)
    }

    /// `maximumValue − minimumValue`, never negative.
    public var span: Double { maximumValue - minimumValue }

    /// The value of `thumb`.
    public func value(of thumb: Thumb) -> Double {
        thumb == .lower ? lowerValue : upperValue
    }

    /// A readable form, `(lower upper) in [minimum, maximum]`.
    public var description: String {
        "(\(lowerValue) \(upperValue)) in [\(minimumValue), \(maximumValue)]"
    }

    // MARK: - Setters

    /// Sets `minimumValue`; raises the maximum if needed and clamps the selection.
    @discardableResult
    public mutating func setMinimum(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "minimumValue", value: value)) }
        return apply { v in
            v.minimumValue = value
            if v.maximumValue < value { v.maximumValue = value }
            v.clampSelection()
        }
    }

    /// Sets `maximumValue`; lowers the minimum if needed and clamps the selection.
    @discardableResult
    public mutating func setMaximum(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "maximumValue", value: value)) }
        return apply { v in
            v.maximumValue = value
            if v.minimumValue > value { v.minimumValue = value }
            v.clampSelection()
        }
    }

    /// Sets `lowerValue`, clamped into the range; pushes `upperValue` up if it was below.
    @discardableResult
    public mutating func setLower(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "lowerValue", value: value)) }
        return apply { v in
            v.lowerValue = v.clamp(value)
            if v.upperValue < v.lowerValue { v.upperValue = v.lowerValue }
        }
    }

    /// Sets `upperValue`, clamped into the range; pushes `lowerValue` down if it was above.
    @discardableResult
    public mutating func setUpper(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "upperValue", value: value)) }
        return apply { v in
            v.upperValue = v.clamp(value)
            if v.lowerValue > v.upperValue { v.lowerValue = v.upperValue }
        }
    }

    /// Sets the value of `thumb` with the policy of ``setLower(_:)`` or ``setUpper(_:)``.
    @discardableResult
    public mutating func setValue(_ value: Double, of thumb: Thumb) -> ValueUpdate {
        thumb == .lower ? setLower(value) : setUpper(value)
    }

    /// Sets both selection values at once. An inverted pair is read in order; each value is
    /// clamped into the range. If either is non-finite nothing changes.
    @discardableResult
    public mutating func setValues(lower: Double, upper: Double) -> ValueUpdate {
        guard lower.isFinite else { return .rejected(ValueRejection(property: "lowerValue", value: lower)) }
        guard upper.isFinite else { return .rejected(ValueRejection(property: "upperValue", value: upper)) }
        return apply { v in
            v.lowerValue = v.clamp(Swift.min(lower, upper))
            v.upperValue = v.clamp(Swift.max(lower, upper))
        }
    }

    /// Sets the range at once. An inverted pair is read in order; the selection is then
    /// clamped into the new range. If either is non-finite nothing changes.
    @discardableResult
    public mutating func setRange(minimum: Double, maximum: Double) -> ValueUpdate {
        guard minimum.isFinite else { return .rejected(ValueRejection(property: "minimumValue", value: minimum)) }
        guard maximum.isFinite else { return .rejected(ValueRejection(property: "maximumValue", value: maximum)) }
        return apply { v in
            v.minimumValue = Swift.min(minimum, maximum)
            v.maximumValue = Swift.max(minimum, maximum)
            v.clampSelection()
        }
    }

    /// True when the invariant holds (it always does; tests use this).
    public var isValid: Bool {
        minimumValue.isFinite && maximumValue.isFinite && lowerValue.isFinite && upperValue.isFinite
            && minimumValue <= lowerValue && lowerValue <= upperValue && upperValue <= maximumValue
    }

    // MARK: - Private

    /// `value` clamped into `[minimumValue, maximumValue]`.
    public func clamp(_ value: Double) -> Double {
        Swift.min(Swift.max(value, minimumValue), maximumValue)
    }

    private mutating func clampSelection() {
        lowerValue = clamp(lowerValue)
        upperValue = clamp(upperValue)
    }

    private mutating func apply(_ change: (inout RangeValues) -> Void) -> ValueUpdate {
        var next = self
        change(&next)
        let range = next.minimumValue != minimumValue || next.maximumValue != maximumValue
        let selection = next.lowerValue != lowerValue || next.upperValue != upperValue
        guard range || selection else { return .unchanged }
        self = next
        return .changed(range: range, selection: selection)
    }
}
