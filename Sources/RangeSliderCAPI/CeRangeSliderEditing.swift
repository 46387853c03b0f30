// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// Typing values from C: ce_range_slider_set_parse_value_func, the C form of Swift's
// `valueParser` (the `value-editable` accessors are generated from their table). Declared in
// clib/include/ce-range-slider-editing.h.
@_spi(CLibrary) import RangeSlider

@_cdecl("ce_range_slider_set_parse_value_func")
public func ce_range_slider_set_parse_value_func(
    _ self_: UnsafeMutableRawPointer?,
    _ function: (
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutablePointer<Double>?,
            UnsafeMutableRawPointer?
        ) -> gboolean
    )?,
    _ data: UnsafeMutableRawPointer?, _ destroy: GDestroyNotify?
) {
    guard let s = slider(self_, "ce_range_slider_set_parse_value_func") else {
        destroy?(data)
        return
    }
    guard let function else {
        s.valueParser = nil  // the previous function's box goes, freeing its data
        destroy?(data)
        return
    }
    // As the format function: the closure owns the box, which frees the data exactly once,
    // when the parser is replaced or the widget finalized. The widget is passed unretained.
    let box = CallbackBox(function, data, destroy)
    let widget = UnsafeMutableRawPointer(s.gtkWidget)
    s.valueParser = { text in
        var value = Double.nan
        let parsed = text.withCString { box.function(widget, $0, &value, box.data) }
        // A function that says yes but gives no number counts as text that is not a value.
        return parsed != 0 && !value.isNaN ? value : nil
    }
}
