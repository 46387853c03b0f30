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
    public static func target(of action: SliderKeyAction, for thumb: Thumb, in values: RangeValues,
                              stepIncrement: Double, pageIncrement: Double) -> Double {
        let current = values.value(of: thumb)
        let interval = values.allowedInterval(for: thumb)
        switch action {
        case .step(let n): return FiniteArithmetic.sum(current, Double(n) * stepIncrement)
        case .page(let n): return FiniteArithmetic.sum(current, Double(n) * pageIncrement)
        case .start: return interval.lowerBound
        case .end: return interval.upperBound
        }
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
        return values.span > 0 ? FiniteArithmetic.width(from: values.minimumValue, to: values.maximumValue, dividedBy: 100) : 0
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
