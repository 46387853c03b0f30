// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

// Typing a value into a thumb's popover (RangeSliderValueEditing.swift) as a GObject property:
// `value-editable`. The parser is a function, which a property carries badly: the C library
// sets it through ce_range_slider_set_parse_value_func
// (Sources/CeRangeSlider/CeRangeSliderEditing.swift).

extension RangeSliderProperties {
    /// The properties of value editing, after the marks' and the histogram's in ``all``.
    static let valueEditing: [RangeSliderProperty] = [
        bool("value-editable", "Value editable",
             "Whether a person may type a value into a thumb's popover (a click on it, or Enter or F2 on a focused thumb).",
             false, \.isValueEditable),
    ]
}
