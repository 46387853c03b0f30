// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The app's value formatter (``RangeSliderWidget/valueText``). Only this file changes it.
struct SliderValueText {
    /// The formatter, nil for ``ValueFormatting``'s default.
    fileprivate(set) var formatter: ((Double) -> String)?
}

extension RangeSliderWidget {
    /// Turns a value into text, for the accessible value text and the value popover. Default:
    /// ``ValueFormatting`` with digits derived from the step (or the range).
    public var valueFormatter: ((Double) -> String)? {
        get { valueText.formatter }
        set {
            valueText.formatter = newValue
            tickLabelsChanged()
            RangeSliderAccessibility.updateValues(self)
            refreshValuePopovers()
        }
    }

    /// `value` as text, through ``valueFormatter`` or the default.
    public func formattedValue(_ value: Double) -> String {
        if let valueFormatter { return valueFormatter(value) }
        return ValueFormatting.text(value, digits: ValueFormatting.digits(step: stepSize, span: values.span))
    }

    /// ``formattedValue(_:)``, remembering the default formatting's last text in `memo` (an
    /// app's formatter is always called).
    func formattedValue(_ value: Double, memo: inout FormattedValueMemo) -> String {
        if let valueFormatter { return valueFormatter(value) }
        return memo.text(
            for: value, digits: ValueFormatting.digits(step: stepSize, span: values.span), format: ValueFormatting.text)
    }
}
