// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The keyboard and scroll increments the app set (``RangeSliderWidget/increments``); `nil`
/// follows the range. Only this file changes it.
struct SliderIncrements {
    /// The step increment the app set.
    fileprivate(set) var step: Double?
    /// The page increment the app set.
    fileprivate(set) var page: Double?
}

extension RangeSliderWidget {
    /// The keyboard and scroll step. Default: the step size when one is set, else 1/100 of the
    /// range (it follows the range until assigned). Non-positive or non-finite values are
    /// refused with a GLib warning. ``useDefaultIncrements()`` returns to the default.
    public var stepIncrement: Double {
        get { increments.step ?? KeyboardStepper.defaultStepIncrement(for: values) }
        set { if let v = checkedIncrement(newValue, "stepIncrement") { increments.step = v; incrementsChanged() } }
    }

    /// The page for Page Up/Down and Ctrl+arrows. Default: ten steps (at most the largest
    /// double). Non-positive or non-finite values are refused with a GLib warning.
    public var pageIncrement: Double {
        get { increments.page ?? KeyboardStepper.pageIncrement(forStep: stepIncrement) }
        set { if let v = checkedIncrement(newValue, "pageIncrement") { increments.page = v; incrementsChanged() } }
    }

    /// Returns ``stepIncrement`` and ``pageIncrement`` to their defaults, derived from the range.
    public func useDefaultIncrements() {
        increments.step = nil
        increments.page = nil
        incrementsChanged()
    }

    /// The increments are also the thumbs' adjustments' (see ``RangeSliderAccessibility``).
    private func incrementsChanged() {
        RangeSliderAccessibility.updateValues(self)
        publishPropertyChanges()
    }

    /// `value` when it is finite and above 0; else nil, with a GLib warning naming `name`.
    func checkedIncrement(_ value: Double, _ name: String) -> Double? {
        guard value.isFinite, value > 0 else {
            warn("refused \(name) = \(value): it must be a finite number above 0; unchanged")
            return nil
        }
        return value
    }
}
