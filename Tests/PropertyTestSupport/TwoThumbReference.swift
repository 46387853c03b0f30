// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// The former two-thumb value model, frozen as it was when the N-thumb model became the only
/// one: the oracle the equivalence property tests compare ``RangeSliderCore/RangeValues`` with
/// two thumbs against. Not to be changed or used outside tests.
///
/// Its contract, as it was documented:
///
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
/// - **Constraints** (``RangeConstraints``: step, minimum separation, maximum span) are applied
///   after clamping, with the same rule: the value just assigned wins (snapped to the step) and
///   the other one moves to keep the separation and the span. Near an end, where the assigned
///   value leaves no room for the separation, the assigned value gives way.
///
/// Because the assigned value always wins, assigning a consistent target state field by field
/// reaches it whatever the order of the lower/upper (or minimum/maximum) assignments.
public struct TwoThumbReference: Equatable, Sendable, CustomStringConvertible {
    /// The smallest value the slider can take. Default 0.
    public private(set) var minimumValue: Double
    /// The largest value the slider can take. Default 1.
    public private(set) var maximumValue: Double
    /// The value of the lower thumb. Default 0.2.
    public private(set) var lowerValue: Double
    /// The value of the upper thumb. Default 0.8.
    public private(set) var upperValue: Double
    /// Step, separation and span constraints. Default: none.
    public private(set) var constraints = RangeConstraints()

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

    /// `maximumValue − minimumValue`, never negative; `+infinity` for a range wider than the
    /// largest double (`-1e308…1e308`). ``fraction`` and ``FiniteArithmetic`` compute with such
    /// ranges without overflowing.
    public var span: Double { maximumValue - minimumValue }

    /// Where `value` lies in the range, `0…1` (0 for an empty range), computed without overflow
    /// for any finite range.
    @inlinable
    public func fraction(of value: Double) -> Double {
        FiniteArithmetic.fraction(of: value, from: minimumValue, to: maximumValue)
    }

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
        assignMinimum(value)
    }

    /// Sets `maximumValue`; lowers the minimum if needed and clamps the selection.
    @discardableResult
    public mutating func setMaximum(_ value: Double) -> ValueUpdate {
        assignMaximum(value)
    }

    /// Sets `lowerValue`, clamped into the range; pushes `upperValue` up if it was below.
    @discardableResult
    public mutating func setLower(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "lowerValue", value: value)) }
        return apply { v in v.place(.lower, at: value) }
    }

    /// Sets `upperValue`, clamped into the range; pushes `lowerValue` down if it was above.
    @discardableResult
    public mutating func setUpper(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "upperValue", value: value)) }
        return apply { v in v.place(.upper, at: value) }
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
        OrderedFinitePair.assign(lower, upper, names: .selection) { pair in
            apply { v in
                v.lowerValue = v.snapAndClamp(pair.lowerBound)
                v.upperValue = v.snapAndClamp(pair.upperBound)
                v.enforceConstraints(keeping: .lower)
            }
        }
    }

    /// Sets the range at once. An inverted pair is read in order; the selection is then
    /// clamped into the new range. If either is non-finite nothing changes.
    @discardableResult
    public mutating func setRange(minimum: Double, maximum: Double) -> ValueUpdate {
        assignRange(minimum: minimum, maximum: maximum)
    }

    /// The visible range's setters' last step: the selection is clamped into the new range.
    mutating func assignOrderedRange(_ range: ClosedRange<Double>) -> ValueUpdate {
        apply { v in
            v.minimumValue = range.lowerBound
            v.maximumValue = range.upperBound
            v.clampSelection()
        }
    }

    /// Sets the constraints and brings the selection into line with them (the lower value is
    /// kept where possible). A constraint with a NaN, infinite or negative number is refused.
    @discardableResult
    public mutating func setConstraints(_ new: RangeConstraints) -> ValueUpdate {
        guard new.isValid else {
            let bad =
                [new.stepSize, new.minimumSeparation, new.maximumSpan ?? 0].first { !$0.isFinite || $0 < 0 } ?? .nan
            return .rejected(ValueRejection(property: "constraints", value: bad))
        }
        var next = self
        next.constraints = new
        next.clampSelection()
        let update = next.compare(with: self)
        let constraintsChanged = new != constraints
        self = next
        if case .unchanged = update, constraintsChanged { return .changed(range: false, selection: false) }
        return update
    }

    /// The values `thumb` may take while the other thumb stays where it is: the interval a drag
    /// or a key press keeps it in (range, separation and span).
    ///
    /// The ends are exact for the floating-point distance (see ``FloatingPointDistance``): a
    /// thumb placed at either end is at least the separation and at most the span from the
    /// other, as `upperValue − lowerValue` computes it. Where no value is both (the span limit
    /// is within an ulp of the separation at this magnitude), the separation wins and the
    /// interval is the one value nearest the other thumb that keeps it.
    public func allowedInterval(for thumb: Thumb) -> ClosedRange<Double> {
        let separation = Self.separation(constraints, forSpan: span)
        let limit = Self.spanLimit(constraints, forSpan: span)
        typealias D = FloatingPointDistance
        switch thumb {
        case .lower:
            let closest = Swift.max(
                minimumValue, Swift.min(D.nearest(atLeast: separation, below: upperValue, limit: limit), maximumValue))
            let furthest = Swift.max(minimumValue, D.atMost(limit, below: upperValue))
            return Swift.min(furthest, closest)...closest
        case .upper:
            let closest = Swift.min(
                maximumValue, Swift.max(D.nearest(atLeast: separation, above: lowerValue, limit: limit), minimumValue))
            let furthest = Swift.min(maximumValue, D.atMost(limit, above: lowerValue))
            return closest...Swift.max(closest, furthest)
        }
    }

    /// Moves `thumb` to `value`, snapped, but only within ``allowedInterval(for:)``: how a drag or
    /// a key moves a thumb without pushing the other one.
    @discardableResult
    public mutating func move(_ thumb: Thumb, to value: Double) -> ValueUpdate {
        guard value.isFinite else {
            return .rejected(ValueRejection(property: thumb == .lower ? "lowerValue" : "upperValue", value: value))
        }
        // Snap first, then keep inside the interval (whose ends may lie off the step grid when
        // the separation is not a whole number of steps: the constraint wins).
        let interval = allowedInterval(for: thumb)
        let target = Swift.min(Swift.max(snapAndClamp(value), interval.lowerBound), interval.upperBound)
        return apply { v in
            if thumb == .lower { v.lowerValue = target } else { v.upperValue = target }
        }
    }

    /// Moves both thumbs by `delta`, keeping their distance, stopping at the ends of the range
    /// (the "drag the span" input mode). Snaps the lower value when a step is set.
    @discardableResult
    public mutating func shift(by delta: Double, from start: TwoThumbReference? = nil) -> ValueUpdate {
        guard delta.isFinite else { return .rejected(ValueRejection(property: "lowerValue", value: delta)) }
        let origin = start ?? self
        let width = origin.upperValue - origin.lowerValue
        // Thumbs further apart than the largest double cannot move together in any direction.
        guard width.isFinite else { return .unchanged }
        var lower = origin.lowerValue + delta
        lower = Swift.min(Swift.max(lower, minimumValue), maximumValue - width)
        lower = constraints.snap(lower, minimum: minimumValue, maximum: maximumValue)
        lower = Swift.min(Swift.max(lower, minimumValue), Swift.max(minimumValue, maximumValue - width))
        return apply { v in
            v.lowerValue = lower
            v.upperValue = Swift.min(lower + width, v.maximumValue)
            // `lower + width` rounds: the distance may come out an ulp off the constraints.
            v.enforceConstraints(keeping: .lower)
        }
    }

    /// True when the invariant holds (it always does; tests use this), constraints included,
    /// exactly as documented: `minimumValue ≤ lowerValue ≤ upperValue ≤ maximumValue`, all
    /// finite, and `upperValue − lowerValue` (the rounded subtraction) at least the separation
    /// in force and at most the span limit in force. The one exception: where no pair of
    /// doubles is both (the limit is within an ulp of the separation at this magnitude), the
    /// separation holds and one thumb is as close to the other as it can be without breaking it.
    public var isValid: Bool {
        let basic =
            minimumValue.isFinite && maximumValue.isFinite && lowerValue.isFinite && upperValue.isFinite
            && minimumValue <= lowerValue && lowerValue <= upperValue && upperValue <= maximumValue
        guard basic else { return false }
        let separation = Self.separation(constraints, forSpan: span)
        let limit = Self.spanLimit(constraints, forSpan: span)
        let width = upperValue - lowerValue
        guard width >= separation else { return false }
        if width <= limit { return true }
        return upperValue.nextDown - lowerValue < separation || upperValue - lowerValue.nextUp < separation
    }

    // MARK: - Private

    /// `value` clamped into `[minimumValue, maximumValue]`.
    public func clamp(_ value: Double) -> Double {
        Swift.min(Swift.max(value, minimumValue), maximumValue)
    }

    /// `value` snapped to the step grid and clamped into the range.
    public func snapAndClamp(_ value: Double) -> Double {
        clamp(constraints.snap(clamp(value), minimum: minimumValue, maximum: maximumValue))
    }

    private mutating func clampSelection() {
        lowerValue = snapAndClamp(lowerValue)
        upperValue = snapAndClamp(upperValue)
        if upperValue < lowerValue { upperValue = lowerValue }
        enforceConstraints(keeping: .lower)
    }

    /// Puts `thumb` at `value` (snapped, clamped) and moves the other thumb as the policy says.
    private mutating func place(_ thumb: Thumb, at value: Double) {
        let v = snapAndClamp(value)
        if thumb == .lower {
            lowerValue = v
            if upperValue < v { upperValue = v }
        } else {
            upperValue = v
            if lowerValue > v { lowerValue = v }
        }
        enforceConstraints(keeping: thumb)
    }

    /// Restores separation and span around the thumb `kept`; where the range leaves no room,
    /// the kept thumb gives way. Distances are exact for the rounded subtraction
    /// (``FloatingPointDistance``); where no value meets both the separation and the span limit,
    /// the separation wins (see ``isValid``).
    private mutating func enforceConstraints(keeping kept: Thumb) {
        let separation = Self.separation(constraints, forSpan: span)
        let limit = Self.spanLimit(constraints, forSpan: span)
        guard separation > 0 || limit < .infinity else { return }
        typealias D = FloatingPointDistance
        if kept == .lower {
            if upperValue - lowerValue > limit { upperValue = D.atMost(limit, above: lowerValue) }
            if upperValue - lowerValue < separation {
                upperValue = D.nearest(atLeast: separation, above: lowerValue, limit: limit)
            }
            if upperValue > maximumValue {
                upperValue = maximumValue
                let closest = D.nearest(atLeast: separation, below: upperValue, limit: limit)
                lowerValue = Swift.max(minimumValue, Swift.min(lowerValue, closest))
            }
        } else {
            if upperValue - lowerValue > limit { lowerValue = D.atMost(limit, below: upperValue) }
            if upperValue - lowerValue < separation {
                lowerValue = D.nearest(atLeast: separation, below: upperValue, limit: limit)
            }
            if lowerValue < minimumValue {
                lowerValue = minimumValue
                let closest = D.nearest(atLeast: separation, above: lowerValue, limit: limit)
                upperValue = Swift.min(maximumValue, Swift.max(upperValue, closest))
            }
        }
    }

    private func compare(with old: TwoThumbReference) -> ValueUpdate {
        let range = minimumValue != old.minimumValue || maximumValue != old.maximumValue
        let selection = lowerValue != old.lowerValue || upperValue != old.upperValue
        guard range || selection else { return .unchanged }
        return .changed(range: range, selection: selection)
    }

    private mutating func apply(_ change: (inout TwoThumbReference) -> Void) -> ValueUpdate {
        var next = self
        change(&next)
        let update = next.compare(with: self)
        if update != .unchanged { self = next }
        return update
    }

    // MARK: - The library's internal helpers it used

    private static func separation(_ c: RangeConstraints, forSpan span: Double) -> Double {
        Swift.min(c.minimumSeparation, Swift.max(0, span))
    }

    private static func spanLimit(_ c: RangeConstraints, forSpan span: Double) -> Double {
        Swift.max(c.maximumSpan ?? .infinity, separation(c, forSpan: span))
    }

    private mutating func assignRange(minimum: Double, maximum: Double) -> ValueUpdate {
        OrderedFinitePair.assign(minimum, maximum, names: .range) { assignOrderedRange($0) }
    }

    private mutating func assignMinimum(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "minimumValue", value: value)) }
        return assignRange(minimum: value, maximum: Swift.max(value, maximumValue))
    }

    private mutating func assignMaximum(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "maximumValue", value: value)) }
        return assignRange(minimum: Swift.min(value, minimumValue), maximum: value)
    }
}
