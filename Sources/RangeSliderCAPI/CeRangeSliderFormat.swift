// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// The value formatter from C: ce_range_slider_set_format_value_func (as
// gtk_scale_set_format_value_func) and ce_range_slider_format_value. Declared in
// clib/include/ce-range-slider-format.h.
@_spi(CLibrary) import RangeSlider

@_cdecl("ce_range_slider_set_format_value_func")
public func ce_range_slider_set_format_value_func(
    _ self_: UnsafeMutableRawPointer?,
    _ function: (
        @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>?
    )?,
    _ data: UnsafeMutableRawPointer?, _ destroy: GDestroyNotify?
) {
    guard let s = slider(self_, "ce_range_slider_set_format_value_func") else {
        destroy?(data)
        return
    }
    guard let function else {
        s.valueFormatter = nil  // the previous function's box goes, freeing its data
        destroy?(data)
        return
    }
    // The closure owns the box, which frees the data when the closure is replaced or the
    // slider's state released (the widget finalized): exactly once.
    let box = CallbackBox(function, data, destroy)
    // The widget is passed unretained: the slider calls the function only while it is alive.
    let widget = UnsafeMutableRawPointer(s.gtkWidget)
    s.valueFormatter = { [unowned s] value in
        guard let text = box.function(widget, value, box.data) else {
            return ValueFormatting.text(
                value, digits: ValueFormatting.digits(step: s.stepSize, span: s.rangeValues.span))
        }
        defer { g_free(text) }
        return String(cString: text)
    }
}

@_cdecl("ce_range_slider_format_value")
public func ce_range_slider_format_value(_ self_: UnsafeMutableRawPointer?, _ value: Double) -> UnsafeMutablePointer<
    CChar
>? {
    guard let s = slider(self_, "ce_range_slider_format_value") else { return nil }
    return g_strdup(s.formattedValue(value))
}
