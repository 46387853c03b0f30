// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The keys a slider thumb responds to, with GtkScale's bindings.
public enum SliderKey: Sendable, Equatable {
    case left, right, up, down, pageUp, pageDown, home, end, plus, minus
}

/// What a key press asks a thumb to do.
public enum SliderKeyAction: Equatable, Sendable {
    /// Move by `count` steps (negative: towards the minimum).
    case step(Int)
    /// Move by `count` pages.
    case page(Int)
    /// Jump to the lowest value the thumb may take.
    case start
    /// Jump to the highest value the thumb may take.
    case end
}

/// Maps keys to slider moves exactly as GtkScale does (gtkscale.c's bindings, gtkrange.c's
/// `should_invert_move`): arrows and +/− step; with Ctrl they page; Page Up/Down page (with Ctrl,
/// they page left/right); Home/End jump to the ends. Vertical, inverted and right-to-left
/// sliders map the arrows the way GtkScale does.
public enum KeyboardStepper {
    /// The action for `key`, with or without Ctrl, on a slider laid out along `axis`; nil when
    /// the key is not bound.
    public static func action(for key: SliderKey, control: Bool, axis: SliderAxis) -> SliderKeyAction? {
        func directed(_ forward: Bool, page: Bool) -> SliderKeyAction {
            page ? .page(forward ? 1 : -1) : .step(forward ? 1 : -1)
        }
        let invertH = axis.invertsMove(along: .horizontal)
        let invertV = axis.invertsMove(along: .vertical)
        switch key {
        case .left: return directed(invertH, page: control)
        case .right: return directed(!invertH, page: control)
        case .up: return directed(invertV, page: control)
        case .down: return directed(!invertV, page: control)
        case .pageUp: return control ? directed(invertH, page: true) : directed(invertV, page: true)
        case .pageDown: return control ? directed(!invertH, page: true) : directed(!invertV, page: true)
        case .plus: return directed(true, page: control)
        case .minus: return directed(false, page: control)
        case .home: return control ? nil : .start
        case .end: return control ? nil : .end
        }
    }

    /// The value `thumb` should move to for `action`, given the increments. The result is
    /// passed to ``RangeValues/move(_:to:)``, which keeps it inside the allowed interval.
    public static func target(
        of action: SliderKeyAction, for thumb: Thumb, in values: RangeValues,
        stepIncrement: Double, pageIncrement: Double
    ) -> Double {
        target(
            of: action, at: values.index(of: thumb), in: values, stepIncrement: stepIncrement,
            pageIncrement: pageIncrement)
    }

    /// The value thumb `index` should move to for `action`, given the increments (as
    /// ``target(of:for:in:stepIncrement:pageIncrement:)`` for any thumb). `index` must be one
    /// of `values`' thumbs.
    public static func target(
        of action: SliderKeyAction, at index: Int, in values: RangeValues,
        stepIncrement: Double, pageIncrement: Double
    ) -> Double {
        let current = values[index]
        let interval = values.allowedInterval(for: index)
        switch action {
        case .step(let n): return FiniteArithmetic.sum(current, Double(n) * stepIncrement)
        case .page(let n): return FiniteArithmetic.sum(current, Double(n) * pageIncrement)
        case .start: return interval.lowerBound
        case .end: return interval.upperBound
        }
    }

    /// The value `thumb` should move to for `action` under `scale`.
    ///
    /// Under the linear scale this is ``target(of:for:in:stepIncrement:pageIncrement:)``. Under a
    /// non-linear scale a key moves along the *track*, so each press moves the thumb the same
    /// distance on screen wherever it is:
    ///
    /// - an arrow moves by the segment's own step when the scale gives one (a piecewise scale
    ///   with steps), else by `increments.step` in value space when the app set one
    ///   (`increments.stepIsExplicit`), else by 1/100 of the track;
    /// - Page Up/Down move by `increments.page` when the app set one, else by 1/10 of the track;
    /// - Home and End jump to the ends of the thumb's allowed interval, as always.
    ///
    /// The result is snapped to the scale's segment steps; ``RangeValues/move(_:to:)`` then
    /// applies the range and its constraints.
    public static func target(
        of action: SliderKeyAction, for thumb: Thumb, in values: RangeValues,
        increments: KeyIncrements, scale: SliderScale
    ) -> Double {
        target(of: action, at: values.index(of: thumb), in: values, increments: increments, scale: scale)
    }

    /// The value thumb `index` should move to for `action` under `scale` (as
    /// ``target(of:for:in:increments:scale:)`` for any thumb). `index` must be one of
    /// `values`' thumbs.
    public static func target(
        of action: SliderKeyAction, at index: Int, in values: RangeValues,
        increments: KeyIncrements, scale: SliderScale
    ) -> Double {
        if scale.isLinear {
            return target(
                of: action, at: index, in: values, stepIncrement: increments.step,
                pageIncrement: increments.page)
        }
        let count: Double, page: Bool
        switch action {
        case .start, .end:
            return target(
                of: action, at: index, in: values, stepIncrement: increments.step,
                pageIncrement: increments.page)
        case .step(let n): (count, page) = (Double(n), false)
        case .page(let n): (count, page) = (Double(n), true)
        }
        return moved(values[index], by: count, pages: page, in: values, increments: increments, scale: scale)
    }

    /// `value` moved by `count` steps (or pages, when `pages`) under `scale`, with the rules of
    /// ``target(of:for:in:increments:scale:)``; `count` may be fractional (smooth scrolling).
    public static func moved(
        _ value: Double, by count: Double, pages: Bool, in values: RangeValues,
        increments: KeyIncrements, scale: SliderScale
    ) -> Double {
        guard count.isFinite, count != 0 else { return value }
        let min = values.minimumValue, max = values.maximumValue
        if !scale.isLinear, !pages,
            let segmentStep = scale.segmentStep(from: value, upward: count > 0, minimum: min, maximum: max)
        {
            return scale.snapped(FiniteArithmetic.sum(value, count * segmentStep), minimum: min, maximum: max)
        }
        let explicit = pages ? increments.pageIsExplicit : increments.stepIsExplicit
        if scale.isLinear || explicit {
            return FiniteArithmetic.sum(value, count * (pages ? increments.page : increments.step))
        }
        let fraction = scale.fraction(of: value, minimum: min, maximum: max) + count * (pages ? 0.1 : 0.01)
        return scale.snapped(scale.value(atFraction: fraction, minimum: min, maximum: max), minimum: min, maximum: max)
    }

    /// Steps for a scroll of (`dx`, `dy`): one step per wheel notch (a delta of 1), fractions
    /// for smooth (touchpad) scrolling. Scrolling up or, along a horizontal slider, towards its
    /// end increases the value.
    public static func scrollSteps(dx: Double, dy: Double, axis: SliderAxis) -> Double {
        guard dx.isFinite, dy.isFinite else { return 0 }
        let horizontal = axis.orientation == .horizontal ? (axis.isFlipped ? -dx : dx) : dx
        return horizontal - dy
    }

    /// The default step for a range: the step size when one is set, else 1/100 of the range
    /// (GtkScale apps commonly use a range/100 step); never 0 for a non-empty range, and finite
    /// for any finite range (computed without overflow for ranges wider than the largest double).
    @inlinable
    public static func defaultStepIncrement(for values: RangeValues) -> Double {
        if values.constraints.stepSize > 0 { return values.constraints.stepSize }
        return values.span > 0
            ? FiniteArithmetic.width(from: values.minimumValue, to: values.maximumValue, dividedBy: 100) : 0
    }

    /// The default page: ten steps, as `gtk_scale_new_with_range` sets (saturating at the
    /// largest double, so always finite).
    public static func defaultPageIncrement(for values: RangeValues) -> Double {
        pageIncrement(forStep: defaultStepIncrement(for: values))
    }

    /// Ten steps of `step`, saturating at the largest double.
    @inlinable
    public static func pageIncrement(forStep step: Double) -> Double {
        FiniteArithmetic.saturated(10 * step)
    }
}

/// The keyboard increments of a slider, and whether the app chose them (under a non-linear
/// scale, increments the app did not choose become fractions of the track; see
/// ``KeyboardStepper/target(of:for:in:increments:scale:)``).
public struct KeyIncrements: Equatable, Sendable {
    /// The arrow-key and scroll step, in value space.
    public var step: Double
    /// The Page Up/Down step, in value space.
    public var page: Double
    /// True when the app set ``step`` (it is then used under every scale).
    public var stepIsExplicit: Bool
    /// True when the app set ``page``.
    public var pageIsExplicit: Bool

    /// Increments `step` and `page`, chosen by the app or not.
    public init(step: Double, page: Double, stepIsExplicit: Bool = false, pageIsExplicit: Bool = false) {
        self.step = step
        self.page = page
        self.stepIsExplicit = stepIsExplicit
        self.pageIsExplicit = pageIsExplicit
    }
}
