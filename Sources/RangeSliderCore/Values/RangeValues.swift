// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The values of a slider: its visible range and its thumbs (two by default, any number from
/// one), and the invariant that ties them. With two thumbs it is the tutorial's four numbers,
///
///     minimumValue ≤ lowerValue ≤ upperValue ≤ maximumValue
///
/// and for `n` thumbs, with soft limits and padding,
///
///     hardMinimum ≤ minimumValue ≤ maximumValue ≤ hardMaximum
///     hardMinimum + padding.start ≤ values[0] ≤ … ≤ values[n−1] ≤ hardMaximum − padding.end
///
/// and between every two neighbours `values[i+1] − values[i]` (one rounded subtraction) is at
/// least the separation in force and at most the span limit in force. `lowerValue` and
/// `upperValue` are the first and the last thumb. The invariant holds after every call, in any
/// order of assignments. The policy:
///
/// - **Non-finite input** (NaN, +∞, −∞) is refused: nothing changes and the call returns
///   ``ValueUpdate/rejected(_:)`` so the caller can log it.
/// - **The value just assigned wins, within the range.** Setting `lowerValue` above
///   `upperValue` pushes `upperValue` up with it, and any thumb pushes its neighbours the same
///   way. Values are first clamped into the range (so `upperValue = 5` on a 0…1 slider leaves
///   `upperValue == 1`, the tutorial's "Robustness" case).
/// - **A new minimum above the maximum** raises the maximum to it (the range becomes the single
///   point `minimumValue`); a new maximum below the minimum lowers the minimum to it. The values
///   are then clamped into the new range.
/// - **Pairs and lists given at once** (``setValues(lower:upper:)``, ``setValues(_:)``,
///   ``setRange(minimum:maximum:)``) are read in order: an inverted pair such as `(0.8, 0.2)`
///   describes the same span as `(0.2, 0.8)`.
/// - **Constraints** (``RangeConstraints``: step, minimum separation, maximum span, between
///   neighbours) are applied after clamping, with the same rule: the value just assigned wins
///   (snapped to the step) and its neighbours move to keep the separation and the span. Near an
///   end, where the assigned value leaves no room for the separation, the assigned value gives
///   way. The separation in force is the requested one, made smaller only when the bounds
///   cannot hold every thumb that far apart (for two thumbs: the width of the range). The span
///   limit in force is `max(maximumSpan, separation)`; where no double keeps both (the limit
///   within an ulp of the separation) the separation wins.
/// - **Steps.** Values inside the visible range snap to `minimumValue + k × stepSize` (the
///   maximum is a stop too); values beyond it are not snapped.
///
/// **Soft and hard limits.** `minimumValue…maximumValue` is the visible track. The hard limits
/// (``hardMinimum``, ``hardMaximum``; by default the same as the visible range) bound values set
/// by program or typed: such a value may lie beyond the visible range, where the widget draws
/// the thumb at the track's end with a marker (darktable's "soft limits"). The user's moves
/// (drags, keys, scrolling: ``move(_:to:policy:)``) stay within the visible range; a thumb that
/// lies beyond it stays there until it is moved. **Padding** (``SliderPadding``) keeps the
/// user's moves that far inside the visible range and programmatic values that far inside the
/// hard limits. The user's moves follow a ``CrossingPolicy``.
///
/// Because the assigned value always wins, assigning a consistent target state field by field
/// reaches it whatever the order of the lower/upper (or minimum/maximum) assignments.
public struct RangeValues: Equatable, Sendable, CustomStringConvertible {
    /// The most thumbs a slider may have.
    public static let maximumThumbCount = 1024

    /// The start of the visible track. Default 0.
    public private(set) var minimumValue: Double = 0
    /// The end of the visible track. Default 1.
    public private(set) var maximumValue: Double = 1
    /// The hard lower limit as set, or `nil`: the visible minimum.
    public private(set) var hardMinimumLimit: Double?
    /// The hard upper limit as set, or `nil`: the visible maximum.
    public private(set) var hardMaximumLimit: Double?
    /// The thumbs' values, in order.
    public private(set) var values: [Double]
    /// Step, separation (between neighbours) and span (between neighbours). Default: none.
    public private(set) var constraints = RangeConstraints()
    /// The stretches no thumb reaches at the ends. Default: none.
    public private(set) var padding = SliderPadding()

    /// Values spread evenly: `count` thumbs (clamped into `1…maximumThumbCount`) from 0.2 to 0.8
    /// of the range 0…1 (the two-thumb slider's 0.2 and 0.8; one thumb sits at 0.5).
    public init(count: Int = 2) {
        let n = Swift.min(Swift.max(count, 1), Self.maximumThumbCount)
        values = n == 1 ? [0.5] : (0..<n).map { 0.2 + 0.6 * Double($0) / Double(n - 1) }
    }

    /// Values built with the assignments' policy: the range first, then the values (at least
    /// one; an empty or non-finite list keeps the defaults).
    public init(minimumValue: Double, maximumValue: Double, values: [Double]) {
        self.init(count: Swift.max(values.count, 1))
        setRange(minimum: minimumValue, maximum: maximumValue)
        setValues(values)
    }

    /// Two thumbs with the values built as the setters would: the range first, then the pair,
    /// each in either order; non-finite arguments are ignored (defaults kept).
    public init(minimumValue: Double, maximumValue: Double, lowerValue: Double, upperValue: Double) {
        self.init()
        setRange(minimum: minimumValue, maximum: maximumValue)
        setValues(lower: lowerValue, upper: upperValue)
    }

    /// The number of thumbs.
    @inlinable public var count: Int { values.count }
    /// The first value (the two-thumb slider's `lowerValue`).
    @inlinable public var lowerValue: Double { values[0] }
    /// The last value (the two-thumb slider's `upperValue`).
    @inlinable public var upperValue: Double { values[values.count - 1] }
    /// The lowest value a program may set: the hard lower limit, never above the visible minimum.
    @inlinable public var hardMinimum: Double { Swift.min(hardMinimumLimit ?? minimumValue, minimumValue) }
    /// The highest value a program may set: the hard upper limit, never below the visible maximum.
    @inlinable public var hardMaximum: Double { Swift.max(hardMaximumLimit ?? maximumValue, maximumValue) }

    /// Where programmatic values lie: the hard limits less the padding.
    public var programBounds: ClosedRange<Double> {
        guard hasLimitsOrPadding else { return minimumValue...maximumValue }
        return padding.inset(hardMinimum, hardMaximum)
    }
    /// Where the user moves thumbs: the visible range less the padding (inside the program
    /// bounds, which padding wider than the range may narrow further).
    public var userBounds: ClosedRange<Double> {
        guard hasLimitsOrPadding else { return minimumValue...maximumValue }
        let user = padding.inset(minimumValue, maximumValue), program = programBounds
        return clamp(user.lowerBound, into: program)...clamp(user.upperBound, into: program)
    }

    /// The value of thumb `index` (no bounds check beyond Swift's).
    @inlinable public subscript(index: Int) -> Double { values[index] }

    /// True when `index` names a thumb.
    @inlinable public func contains(_ index: Int) -> Bool { index >= 0 && index < values.count }

    /// True when the value of thumb `index` lies beyond the visible range (it is drawn at the
    /// track's end with a marker): −1 below the minimum, +1 above the maximum, 0 inside.
    @inlinable public func beyondVisibleRange(_ index: Int) -> Int {
        let v = values[index]
        return v < minimumValue ? -1 : (v > maximumValue ? 1 : 0)
    }

    /// `(v0 v1 …) in [minimum, maximum]`, then `hard [hardMinimum, hardMaximum]` when a hard
    /// limit is set.
    public var description: String {
        let thumbs = "(\(values.map { "\($0)" }.joined(separator: " "))) in [\(minimumValue), \(maximumValue)]"
        guard hardMinimumLimit != nil || hardMaximumLimit != nil else { return thumbs }
        return thumbs + " hard [\(hardMinimum), \(hardMaximum)]"
    }

    /// `maximumValue − minimumValue`, never negative; `+infinity` for a range wider than the
    /// largest double (`-1e308…1e308`). ``fraction(of:)`` and ``FiniteArithmetic`` compute with
    /// such ranges without overflowing.
    @inlinable public var span: Double { maximumValue - minimumValue }

    /// Where `value` lies in the range, `0…1` (0 for an empty range), computed without overflow
    /// for any finite range.
    @inlinable
    public func fraction(of value: Double) -> Double {
        FiniteArithmetic.fraction(of: value, from: minimumValue, to: maximumValue)
    }

    /// The index of `thumb`: the first thumb or the last.
    @inlinable public func index(of thumb: Thumb) -> Int { thumb == .lower ? 0 : values.count - 1 }

    /// The value of `thumb` (the first or the last).
    @inlinable public func value(of thumb: Thumb) -> Double { values[index(of: thumb)] }

    /// `value` clamped into `[minimumValue, maximumValue]`.
    @inlinable public func clamp(_ value: Double) -> Double {
        Swift.min(Swift.max(value, minimumValue), maximumValue)
    }

    /// `value` clamped into the range, snapped to the step grid, clamped again.
    public func snapAndClamp(_ value: Double) -> Double {
        clamp(constraints.snap(clamp(value), minimum: minimumValue, maximum: maximumValue))
    }

    // MARK: - Constraints in force

    /// The separation in force between neighbours: the requested one, or the largest that lets
    /// every thumb fit between the program bounds.
    public var separation: Double { constraints.minimumSeparation > 0 ? separation(in: programBounds) : 0 }

    /// The span limit in force between neighbours: `max(maximumSpan, separation)`.
    public var spanLimit: Double {
        guard let span = constraints.maximumSpan else { return .infinity }
        return Swift.max(span, separation)
    }

    /// ``separation`` and ``spanLimit``, the separation computed once.
    @inline(__always)
    private var gapLimits: (separation: Double, spanLimit: Double) {
        let sep = separation
        guard let span = constraints.maximumSpan else { return (sep, .infinity) }
        return (sep, Swift.max(span, sep))
    }

    /// True when a hard limit or padding is set: otherwise both bounds are the visible range.
    @inline(__always)
    private var hasLimitsOrPadding: Bool {
        hardMinimumLimit != nil || hardMaximumLimit != nil || padding.start != 0 || padding.end != 0
    }

    private func separation(in bounds: ClosedRange<Double>) -> Double {
        let requested = constraints.minimumSeparation
        guard requested > 0, values.count > 1 else { return 0 }
        // One gap: the width of the bounds (a rounded subtraction, as the gap is measured).
        if values.count == 2 { return Swift.min(requested, Swift.max(0, bounds.upperBound - bounds.lowerBound)) }
        if fits(requested, in: bounds) { return requested }
        let gaps = Double(values.count - 1)
        var candidate = Swift.min(
            requested,
            FiniteArithmetic.width(
                from: bounds.lowerBound, to: bounds.upperBound,
                dividedBy: gaps))
        for _ in 0..<8 where candidate > 0 {
            if fits(candidate, in: bounds) { return candidate }
            candidate *= 1 - 1e-9
        }
        return 0
    }

    /// True when every thumb fits in `bounds` at `separation` from its neighbour.
    private func fits(_ separation: Double, in bounds: ClosedRange<Double>) -> Bool {
        var place = bounds.lowerBound
        for _ in 1..<values.count {
            place = FloatingPointDistance.atLeast(separation, above: place)
            if !(place <= bounds.upperBound) { return false }
        }
        return true
    }

    // MARK: - Assignments

    /// Sets every value at once (the count may change: at least one value, at most
    /// ``maximumThumbCount``). The list is read in order; each value is clamped and snapped;
    /// then the separation and span are restored keeping the first value where possible.
    @discardableResult
    public mutating func setValues(_ new: [Double]) -> ValueUpdate {
        guard !new.isEmpty, new.count <= Self.maximumThumbCount else {
            return .rejected(ValueRejection(property: "values.count", value: Double(new.count)))
        }
        if let bad = new.first(where: { !$0.isFinite }) {
            return .rejected(ValueRejection(property: "values", value: bad))
        }
        return apply { v in
            v.values = new.sorted().map { v.snapAndClamp($0, into: v.programBounds) }
            v.settle(keeping: 0, in: v.programBounds)
        }
    }

    /// Sets the value of thumb `index` (clamped into the program bounds, snapped); its
    /// neighbours are pushed to keep the order, the separation and the span, as
    /// ``setLower(_:)`` pushes the upper value.
    @discardableResult
    public mutating func setValue(_ value: Double, at index: Int) -> ValueUpdate {
        guard contains(index) else { return .rejected(ValueRejection(property: "values[\(index)]", value: value)) }
        guard value.isFinite else { return .rejected(ValueRejection(property: "values[\(index)]", value: value)) }
        return apply { v in
            let bounds = v.programBounds
            v.values[index] = v.snapAndClamp(value, into: bounds)
            v.settle(keeping: index, in: bounds)
        }
    }

    /// Sets `lowerValue` (the first thumb), clamped into the range; pushes the thumbs above it
    /// up where it passes them.
    @discardableResult
    public mutating func setLower(_ value: Double) -> ValueUpdate { setValue(value, of: .lower) }

    /// Sets `upperValue` (the last thumb), clamped into the range; pushes the thumbs below it
    /// down where it passes them.
    @discardableResult
    public mutating func setUpper(_ value: Double) -> ValueUpdate { setValue(value, of: .upper) }

    /// Sets the value of `thumb` with the policy of ``setLower(_:)`` or ``setUpper(_:)``.
    @discardableResult
    public mutating func setValue(_ value: Double, of thumb: Thumb) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "\(thumb.rawValue)Value", value: value)) }
        return setValue(value, at: index(of: thumb))
    }

    /// Sets `lowerValue` and `upperValue` (the first and the last thumb) at once; the thumbs
    /// between keep their values within the new pair. An inverted pair is read in order; each
    /// value is clamped into the range. If either is non-finite nothing changes.
    @discardableResult
    public mutating func setValues(lower: Double, upper: Double) -> ValueUpdate {
        OrderedFinitePair.assign(lower, upper, names: .selection) { pair in
            apply { v in
                let bounds = v.programBounds, last = v.values.count - 1
                let low = v.snapAndClamp(pair.lowerBound, into: bounds)
                let high = v.snapAndClamp(pair.upperBound, into: bounds)
                for i in v.values.indices {
                    v.values[i] = i == 0 ? low : (i == last ? high : Swift.min(Swift.max(v.values[i], low), high))
                }
                v.settle(keeping: 0, in: bounds)
            }
        }
    }

    /// Sets the number of thumbs (clamped into `1…maximumThumbCount`): new thumbs are added
    /// after the last one (pushed by the separation), removed ones are taken from the end.
    @discardableResult
    public mutating func setCount(_ count: Int) -> ValueUpdate {
        let n = Swift.min(Swift.max(count, 1), Self.maximumThumbCount)
        guard n != values.count else { return .unchanged }
        return apply { v in
            if n < v.values.count {
                v.values.removeLast(v.values.count - n)
            } else {
                v.values += Array(repeating: v.upperValue, count: n - v.values.count)
            }
            v.settle(keeping: 0, in: v.programBounds)
        }
    }

    /// Sets the visible range (an inverted pair is read in order); the values are clamped into
    /// the new bounds. Non-finite bounds are refused.
    @discardableResult
    public mutating func setRange(minimum: Double, maximum: Double) -> ValueUpdate {
        OrderedFinitePair.assign(minimum, maximum, names: .range) { range in
            apply { v in
                v.minimumValue = range.lowerBound
                v.maximumValue = range.upperBound
                v.clampAll()
            }
        }
    }

    /// Sets the visible minimum; raises the maximum to it if needed.
    @discardableResult
    public mutating func setMinimum(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "minimumValue", value: value)) }
        return setRange(minimum: value, maximum: Swift.max(value, maximumValue))
    }

    /// Sets the visible maximum; lowers the minimum to it if needed.
    @discardableResult
    public mutating func setMaximum(_ value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "maximumValue", value: value)) }
        return setRange(minimum: Swift.min(value, minimumValue), maximum: value)
    }

    /// Sets the hard limits (`nil`: that side's limit is the visible range's end). A hard
    /// limit inside the visible range counts as the visible end. The values are clamped into
    /// the new bounds. Non-finite limits are refused.
    @discardableResult
    public mutating func setHardLimits(minimum: Double?, maximum: Double?) -> ValueUpdate {
        if let minimum, !minimum.isFinite { return .rejected(ValueRejection(property: "hardMinimum", value: minimum)) }
        if let maximum, !maximum.isFinite { return .rejected(ValueRejection(property: "hardMaximum", value: maximum)) }
        var low = minimum, high = maximum
        if let a = low, let b = high, a > b { (low, high) = (b, a) }
        let changedLimits = low != hardMinimumLimit || high != hardMaximumLimit
        // The same limits again change nothing (the values are not clamped anew).
        guard changedLimits else { return .unchanged }
        let update = apply { v in
            v.hardMinimumLimit = low
            v.hardMaximumLimit = high
            v.clampAll()
        }
        if update == .unchanged, changedLimits {
            hardMinimumLimit = low
            hardMaximumLimit = high
            return .changed(range: true, selection: false)
        }
        return update
    }

    /// Sets the constraints; the values are brought into line keeping the first. Refused for a
    /// NaN, infinite or negative number.
    @discardableResult
    public mutating func setConstraints(_ new: RangeConstraints) -> ValueUpdate {
        guard new.isValid else {
            let bad =
                [new.stepSize, new.minimumSeparation, new.maximumSpan ?? 0]
                .first { !$0.isFinite || $0 < 0 } ?? .nan
            return .rejected(ValueRejection(property: "constraints", value: bad))
        }
        return reconfigure(new != constraints) { $0.constraints = new }
    }

    /// Sets the padding; the values are brought into the new bounds. Refused for a NaN,
    /// infinite or negative number.
    @discardableResult
    public mutating func setPadding(_ new: SliderPadding) -> ValueUpdate {
        guard new.isValid else {
            return .rejected(
                ValueRejection(
                    property: "padding",
                    value: new.start.isFinite && new.start >= 0 ? new.end : new.start))
        }
        // The same padding again changes nothing (the values are not clamped anew).
        guard new != padding else { return .unchanged }
        return reconfigure(true) { $0.padding = new }
    }

    // MARK: - The user's moves

    /// The values thumb `index` may take while the others stay (the block policy's interval):
    /// between its neighbours less the separation, within the span limit of each, and inside
    /// the user bounds (widened to the thumb's own value when it lies beyond them). When no
    /// value is all of these, the thumb's own value.
    public func allowedInterval(for index: Int) -> ClosedRange<Double> {
        allowedInterval(for: index, within: userBounds(around: values[index]))
    }

    /// ``allowedInterval(for:)`` within `bounds` (the user bounds widened to the thumb's value).
    private func allowedInterval(for index: Int, within bounds: ClosedRange<Double>) -> ClosedRange<Double> {
        let v = values[index]
        let below = index > 0 ? values[index - 1] : nil, above = index + 1 < values.count ? values[index + 1] : nil
        typealias D = FloatingPointDistance
        switch (below, above) {
        case (nil, let above?):
            // The two-thumb slider's lower thumb: never empty, the separation winning.
            let (sep, limit) = gapLimits
            let closest = Swift.max(
                bounds.lowerBound,
                Swift.min(D.nearest(atLeast: sep, below: above, limit: limit), bounds.upperBound))
            let furthest = Swift.max(bounds.lowerBound, D.atMost(limit, below: above))
            return Swift.min(furthest, closest)...closest
        case (let below?, nil):
            // The two-thumb slider's upper thumb.
            let (sep, limit) = gapLimits
            let closest = Swift.min(
                bounds.upperBound,
                Swift.max(D.nearest(atLeast: sep, above: below, limit: limit), bounds.lowerBound))
            let furthest = Swift.min(bounds.upperBound, D.atMost(limit, above: below))
            return closest...Swift.max(closest, furthest)
        default:
            return interval(between: below, and: above, in: bounds) ?? v...v
        }
    }

    /// Moves thumb `index` towards `value` (snapped, kept in the user bounds) as `policy` says
    /// (the default: ``CrossingPolicy/block``). Returns the moved thumb's index afterwards (a
    /// swap relabels it) and whether anything changed. A non-finite value or a bad index moves
    /// nothing.
    @discardableResult
    public mutating func move(_ index: Int, to value: Double, policy: CrossingPolicy = .block) -> ThumbMove {
        guard contains(index), value.isFinite else { return .unchanged(index) }
        if policy == .block {
            // The others stay: no copy of the values to compare with.
            let target = blockedMove(of: index, to: value)
            guard target != values[index] else { return .unchanged(index) }
            values[index] = target
            return ThumbMove(thumb: index, previousIndex: index, changed: true)
        }
        let before = values
        var moved = index
        switch policy {
        case .block:
            let allowed = allowedInterval(for: index)
            values[index] = clamp(snap(value), into: allowed)
        case .push:
            let own = userBounds(around: values[index])
            values[index] = snapAndClamp(value, into: own)
            settle(keeping: index, in: pushBounds(for: index))
            let up = values[index] >= before[index]
            let againstTheMove = (0..<values.count).contains {
                $0 != index && values[$0] != before[$0] && (values[$0] > before[$0]) != up
            }
            if !own.contains(values[index]) || againstTheMove || !isValid {
                // The others cannot make room (they lie beyond the user bounds, or packed tight
                // an ulp would move them back): block instead.
                values = before
                values[index] = clamp(snap(value), into: allowedInterval(for: index))
            }
        case .swap:
            moved = swapMove(index, to: value)
        }
        return ThumbMove(thumb: moved, previousIndex: index, changed: values != before)
    }

    /// Moves `thumb` (the first or the last) to `value`, snapped, but only within
    /// ``allowedInterval(for:)``: how a drag or a key moves a thumb without pushing the
    /// others.
    @discardableResult
    public mutating func move(_ thumb: Thumb, to value: Double) -> ValueUpdate {
        guard value.isFinite else { return .rejected(ValueRejection(property: "\(thumb.rawValue)Value", value: value)) }
        let index = index(of: thumb)
        let target = blockedMove(of: index, to: value)
        guard target != values[index] else { return .unchanged }
        values[index] = target
        return .changed(range: false, selection: true)
    }

    /// The values `thumb` (the first or the last) may take while the others stay.
    public func allowedInterval(for thumb: Thumb) -> ClosedRange<Double> { allowedInterval(for: index(of: thumb)) }

    /// Moves every thumb by `delta` from its value in `start` (default: now), keeping their
    /// distances, stopping at the ends of the range (the "drag the span" input mode). Snaps the
    /// first value when a step is set.
    @discardableResult
    public mutating func shift(by delta: Double, from start: RangeValues? = nil) -> ValueUpdate {
        guard delta.isFinite else { return .rejected(ValueRejection(property: "lowerValue", value: delta)) }
        return shiftThumbs(0, through: values.count - 1, by: delta, from: start)
            ? .changed(range: false, selection: true) : .unchanged
    }

    /// The value ``move(_:to:policy:)`` under the block policy gives thumb `index` for `value`
    /// (snapped, kept in the user bounds and in ``allowedInterval(for:)``), without moving
    /// it: what a drag proposes. The thumb's own value for a non-finite `value`.
    public func blockedMove(of index: Int, to value: Double) -> Double {
        guard value.isFinite else { return values[index] }
        let own = userBounds(around: values[index])
        return clamp(snapAndClamp(value, into: own), into: allowedInterval(for: index, within: own))
    }

    /// Moves thumbs `first…last` together by `delta` from their values in `start` (a span
    /// drag; ``shift(by:from:)`` moves them all), stopping where the first or last
    /// would pass its outer neighbour (less the separation, within the span limit) or leave the
    /// user bounds. The distances between the moved thumbs stay as they were (snapping moves
    /// the first thumb to the grid). Returns whether anything changed.
    @discardableResult
    public mutating func shiftThumbs(
        _ first: Int, through last: Int, by delta: Double,
        from start: RangeValues? = nil
    ) -> Bool {
        guard delta.isFinite, contains(first), contains(last), first <= last else { return false }
        let origin = start.flatMap { $0.count == count ? $0 : nil } ?? self
        let a = origin.values[first], b = origin.values[last]
        let floor = shiftFloor(origin: origin, first: first, last: last)
        let ceiling = shiftCeiling(origin: origin, first: first, last: last)
        let width = b - a
        // Thumbs further apart than the largest double cannot move together in any direction.
        guard width.isFinite, floor <= a, ceiling >= b else { return false }
        // The first thumb: clamped, snapped, clamped; the others follow at their distances.
        var lower = Swift.min(Swift.max(a + delta, floor), ceiling - width)
        lower = snap(lower)
        lower = Swift.min(Swift.max(lower, floor), Swift.max(floor, ceiling - width))
        let n = count
        // Up to two thumbs are kept aside without copying the array (a span drag's every step).
        let (first0, last0) = (values[0], values[n - 1])
        let saved = n > 2 ? values : []
        for i in first...last { values[i] = i == first ? lower : Swift.min(lower + (origin.values[i] - a), ceiling) }
        // The sums round: the distances may come out an ulp off the constraints.
        settle(keeping: first, in: Swift.min(floor, userBounds.lowerBound)...Swift.max(ceiling, userBounds.upperBound))
        if n <= 2 {
            let outsideMoved = (first > 0 && values[0] != first0) || (last < n - 1 && values[n - 1] != last0)
            if !isValid || outsideMoved { values[0] = first0; values[n - 1] = last0 }
            return values[0] != first0 || values[n - 1] != last0
        }
        if !isValid || (0..<n).contains(where: { ($0 < first || $0 > last) && values[$0] != saved[$0] }) {
            values = saved
        }
        return values != saved
    }

    /// The lowest place thumb `first` of `origin` may shift to, with the others where they are.
    private func shiftFloor(origin: RangeValues, first: Int, last: Int) -> Double {
        typealias D = FloatingPointDistance
        let a = origin.values[first]
        var floor = Swift.min(userBounds.lowerBound, a)
        if first > 0 {
            floor = Swift.max(floor, D.nearest(atLeast: separation, above: values[first - 1], limit: spanLimit))
        }
        if last + 1 < count {
            floor = Swift.max(floor, D.atMost(spanLimit, below: values[last + 1]) - (origin.values[last] - a))
        }
        return floor
    }

    /// The highest place thumb `last` of `origin` may shift to, with the others where they are.
    private func shiftCeiling(origin: RangeValues, first: Int, last: Int) -> Double {
        typealias D = FloatingPointDistance
        let b = origin.values[last]
        var ceiling = Swift.max(userBounds.upperBound, b)
        if last + 1 < count {
            ceiling = Swift.min(ceiling, D.nearest(atLeast: separation, below: values[last + 1], limit: spanLimit))
        }
        if first > 0 {
            ceiling = Swift.min(ceiling, D.atMost(spanLimit, above: values[first - 1]) + (b - origin.values[first]))
        }
        return ceiling
    }

    // MARK: - Validity

    /// True when the invariant holds (it always does; tests use this).
    public var isValid: Bool {
        guard !values.isEmpty, values.count <= Self.maximumThumbCount else { return false }
        guard minimumValue.isFinite, maximumValue.isFinite, hardMinimum <= minimumValue, minimumValue <= maximumValue,
            maximumValue <= hardMaximum
        else { return false }
        let bounds = programBounds
        guard values.allSatisfy({ $0.isFinite && bounds.contains($0) }) else { return false }
        let sep = separation, limit = spanLimit
        for i in 1..<values.count {
            let (a, b) = (values[i - 1], values[i])
            guard a <= b, b - a >= sep else { return false }
            if b - a > limit, !(b.nextDown - a < sep || b - a.nextUp < sep) { return false }
        }
        return true
    }

    // MARK: - Private

    /// `value` snapped to the step grid when it lies in the visible range (values beyond are
    /// not snapped).
    func snap(_ value: Double) -> Double {
        guard constraints.stepSize > 0, value >= minimumValue, value <= maximumValue else { return value }
        return constraints.snap(value, minimum: minimumValue, maximum: maximumValue)
    }

    private func clamp(_ value: Double, into bounds: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(value, bounds.lowerBound), bounds.upperBound)
    }

    private func snapAndClamp(_ value: Double, into bounds: ClosedRange<Double>) -> Double {
        clamp(snap(clamp(value, into: bounds)), into: bounds)
    }

    /// The user bounds, widened to `value` when it lies beyond them.
    @inline(__always)
    private func userBounds(around value: Double) -> ClosedRange<Double> {
        let user = userBounds
        return Swift.min(user.lowerBound, value)...Swift.max(user.upperBound, value)
    }

    /// The push policy's bounds: the user bounds, widened to the first and last values when
    /// they lie beyond them (programmatic values stay where they are).
    private func pushBounds(for index: Int) -> ClosedRange<Double> {
        let user = userBounds
        return Swift.min(user.lowerBound, values[0])...Swift.max(user.upperBound, upperValue)
    }

    /// The interval a value between `below` and `above` (either may be absent) may take in
    /// `bounds`: at least the separation from each, at most the span limit. `nil` when empty.
    private func interval(
        between below: Double?, and above: Double?,
        in bounds: ClosedRange<Double>
    ) -> ClosedRange<Double>? {
        let sep = separation, limit = spanLimit
        typealias D = FloatingPointDistance
        var low = bounds.lowerBound, high = bounds.upperBound
        if let below {
            low = Swift.max(low, D.nearest(atLeast: sep, above: below, limit: limit))
            high = Swift.min(high, D.atMost(limit, above: below))
        }
        if let above {
            high = Swift.min(high, D.nearest(atLeast: sep, below: above, limit: limit))
            low = Swift.max(low, D.atMost(limit, below: above))
        }
        guard low <= high else { return nil }
        // Under the span limit a place may keep one neighbour's constraints exactly but not
        // the other's: check both at the ends.
        func fits(_ x: Double) -> Bool {
            if let below, x - below < sep || (x - below > limit && !(x.nextDown - below < sep)) { return false }
            if let above, above - x < sep || (above - x > limit && !(above - x.nextUp < sep)) { return false }
            return true
        }
        guard fits(low), fits(high) else { return fits(low) ? low...low : (fits(high) ? high...high : nil) }
        return low...high
    }

    /// The swap policy: the value takes its place in the order among the others, in the gap
    /// it lands in if the constraints leave room there, else in the nearest gap towards where
    /// it came from (its own gap always has room: its current value).
    private mutating func swapMove(_ index: Int, to value: Double) -> Int {
        let current = values[index]
        let user = userBounds
        let target = snapAndClamp(
            value,
            into: Swift.min(user.lowerBound, current)...Swift.max(user.upperBound, current))
        var others = values
        others.remove(at: index)
        let gap = target > current ? others.filter { $0 < target }.count : others.filter { $0 <= target }.count
        // Leaving the old gap joins the old neighbours: allowed only within the span limit.
        let canLeave: Bool = {
            guard index > 0, index + 1 < values.count else { return true }
            return values[index + 1] - values[index - 1] <= spanLimit
        }()
        let bounds = Swift.min(user.lowerBound, current)...Swift.max(user.upperBound, current)
        var g = gap
        while true {
            if g == index {
                values[index] = clamp(target, into: allowedInterval(for: index))
                return index
            }
            if canLeave,
                let room = interval(
                    between: g > 0 ? others[g - 1] : nil,
                    and: g < others.count ? others[g] : nil, in: bounds)
            {
                others.insert(clamp(target, into: room), at: g)
                values = others
                return g
            }
            g += g < index ? 1 : -1
        }
    }

    /// Restores order, separation and span around thumb `kept` (the two-thumb rule,
    /// thumb by thumb outwards): each neighbour is pushed to keep the order and the separation,
    /// or pulled within the span limit; a thumb pushed past an end of `bounds` stops there and
    /// the thumbs behind it, the kept one included, give way. Where rounding still leaves a gap
    /// short of the separation, every thumb is packed from the bottom (which always fits).
    private mutating func settle(keeping kept: Int, in bounds: ClosedRange<Double>) {
        typealias D = FloatingPointDistance
        let n = values.count
        for i in 0..<n { values[i] = clamp(values[i], into: bounds) }
        let sep = constraints.minimumSeparation > 0 ? separation(in: programBounds) : 0
        let limit = Swift.max(constraints.maximumSpan ?? .infinity, sep)
        for i in Swift.min(kept + 1, n)..<n {
            if values[i] < values[i - 1] { values[i] = values[i - 1] }
            guard sep > 0 || limit < .infinity else { continue }
            if values[i] - values[i - 1] > limit { values[i] = D.atMost(limit, above: values[i - 1]) }
            if values[i] - values[i - 1] < sep {
                values[i] = D.nearest(atLeast: sep, above: values[i - 1], limit: limit)
            }
            if values[i] > bounds.upperBound {
                values[i] = bounds.upperBound
                for j in stride(from: i - 1, through: 0, by: -1) {
                    let closest = D.nearest(atLeast: sep, below: values[j + 1], limit: limit)
                    let x = Swift.max(bounds.lowerBound, Swift.min(values[j], closest))
                    if x == values[j] { break }
                    values[j] = x
                }
            }
        }
        for i in stride(from: Swift.min(kept, n) - 1, through: 0, by: -1) {
            if values[i] > values[i + 1] { values[i] = values[i + 1] }
            guard sep > 0 || limit < .infinity else { continue }
            if values[i + 1] - values[i] > limit { values[i] = D.atMost(limit, below: values[i + 1]) }
            if values[i + 1] - values[i] < sep {
                values[i] = D.nearest(atLeast: sep, below: values[i + 1], limit: limit)
            }
            if values[i] < bounds.lowerBound {
                values[i] = bounds.lowerBound
                for j in i + 1..<n {
                    let closest = D.nearest(atLeast: sep, above: values[j - 1], limit: limit)
                    let x = Swift.min(bounds.upperBound, Swift.max(values[j], closest))
                    if x == values[j] { break }
                    values[j] = x
                }
            }
        }
        guard sep > 0, n > 1 else { return }
        // Thumbs packed an ulp too tight by the walk back from an end: pack from the bottom.
        for i in 1..<n
        where values[i] - values[i - 1] < sep || values[i] < values[i - 1]
            || values[i] > bounds.upperBound || values[i - 1] < bounds.lowerBound
        {
            values[0] = bounds.lowerBound
            for k in 1..<n { values[k] = D.atLeast(sep, above: values[k - 1]) }
            return
        }
    }

    /// Clamps every value into the program bounds and restores the constraints keeping the first.
    private mutating func clampAll() {
        let bounds = programBounds
        values = values.map { snapAndClamp($0, into: bounds) }
        settle(keeping: 0, in: bounds)
    }

    /// A change of constraints or padding: `.changed(range: false, selection: false)` when only
    /// the setting changed.
    private mutating func reconfigure(_ settingChanged: Bool, _ change: (inout RangeValues) -> Void) -> ValueUpdate {
        var next = self
        change(&next)
        next.clampAll()
        let update = next.compare(with: self)
        self = next
        if update == .unchanged, settingChanged { return .changed(range: false, selection: false) }
        return update
    }

    private func compare(with old: RangeValues) -> ValueUpdate {
        let range =
            minimumValue != old.minimumValue || maximumValue != old.maximumValue
            || hardMinimum != old.hardMinimum || hardMaximum != old.hardMaximum
        let selection = values != old.values
        guard range || selection else { return .unchanged }
        return .changed(range: range, selection: selection)
    }

    /// Runs `change` on the values in place and reports what it changed; when nothing did, the
    /// values are as before. Two thumbs are compared without copying the array.
    private mutating func apply(_ change: (inout RangeValues) -> Void) -> ValueUpdate {
        let (minimum, maximum, hardLow, hardHigh) = (minimumValue, maximumValue, hardMinimum, hardMaximum)
        let range: Bool, selection: Bool
        if values.count <= 2 {
            let (first, last, n) = (values[0], values[values.count - 1], values.count)
            change(&self)
            selection = values.count != n || values[0] != first || values[values.count - 1] != last
            range =
                minimumValue != minimum || maximumValue != maximum
                || hardMinimum != hardLow || hardMaximum != hardHigh
            if !range, !selection {
                values[0] = first; values[n - 1] = last; (minimumValue, maximumValue) = (minimum, maximum)
            }
        } else {
            let old = values
            change(&self)
            selection = values != old
            range =
                minimumValue != minimum || maximumValue != maximum
                || hardMinimum != hardLow || hardMaximum != hardHigh
            if !range, !selection { values = old; (minimumValue, maximumValue) = (minimum, maximum) }
        }
        guard range || selection else { return .unchanged }
        return .changed(range: range, selection: selection)
    }
}
