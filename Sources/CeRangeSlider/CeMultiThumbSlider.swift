// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// The C API of the multi-thumb slider, CeMultiThumbSlider: the functions declared in
// clib/include/ce-multi-thumb-slider.h, each a thin forwarder to `MultiThumbSliderWidget`
// (values, policies and their refusals are the Swift API's). The caller holds the widget, so
// its Swift state is looked up without taking a reference. A pointer that is not a
// CeMultiThumbSlider gets GLib's critical warning and a zero result.
import CGtkShim
import RangeSlider

private func multiThumbSlider(_ pointer: UnsafeMutableRawPointer?, _ function: String) -> MultiThumbSliderWidget? {
    if let state = MultiThumbSliderWidget.wrapping(pointer) { return state }
    g_return_if_fail_warning(RangeSliderWidget.logDomain, function, "CE_IS_MULTI_THUMB_SLIDER (self)")
    return nil
}

@_cdecl("ce_multi_thumb_slider_get_type")
public func ce_multi_thumb_slider_get_type() -> GType { MultiThumbSliderWidget.gtkType }

@_cdecl("ce_crossing_policy_get_type")
public func ce_crossing_policy_get_type() -> GType { MultiThumbSliderWidget.crossingPolicyGType }

@_cdecl("ce_highlight_pattern_get_type")
public func ce_highlight_pattern_get_type() -> GType { MultiThumbSliderWidget.highlightPatternGType }

@_cdecl("ce_multi_thumb_slider_new")
public func ce_multi_thumb_slider_new(_ thumbCount: UInt32) -> UnsafeMutablePointer<GtkWidget> {
    let object = g_object_new_with_properties(MultiThumbSliderWidget.gtkType, 0, nil, nil)!
    let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    MultiThumbSliderWidget.wrapping(widget)?.thumbCount = Int(min(thumbCount, UInt32(RangeValues.maximumThumbCount)))
    return widget
}

// MARK: Values

@_cdecl("ce_multi_thumb_slider_get_thumb_count")
public func ce_multi_thumb_slider_get_thumb_count(_ self_: UnsafeMutableRawPointer?) -> UInt32 {
    UInt32(multiThumbSlider(self_, #function)?.thumbCount ?? 0)
}

@_cdecl("ce_multi_thumb_slider_set_thumb_count")
public func ce_multi_thumb_slider_set_thumb_count(_ self_: UnsafeMutableRawPointer?, _ count: UInt32) {
    guard let s = multiThumbSlider(self_, #function) else { return }
    guard count >= 1, count <= UInt32(RangeValues.maximumThumbCount) else {
        return cgtk_log_warning(RangeSliderWidget.logDomain, "refused thumb count \(count): it must be 1…\(RangeValues.maximumThumbCount); unchanged")
    }
    s.thumbCount = Int(count)
}

/// A newly allocated copy of the values (g_free it); `n_values` receives their number.
@_cdecl("ce_multi_thumb_slider_get_values")
public func ce_multi_thumb_slider_get_values(_ self_: UnsafeMutableRawPointer?, _ nValues: UnsafeMutablePointer<Int>?) -> UnsafeMutablePointer<Double>? {
    nValues?.pointee = 0
    guard let s = multiThumbSlider(self_, #function) else { return nil }
    let values = s.values
    let copy = g_malloc_n(gsize(values.count), gsize(MemoryLayout<Double>.size))!.assumingMemoryBound(to: Double.self)
    for (i, v) in values.enumerated() { copy[i] = v }
    nValues?.pointee = values.count
    return copy
}

@_cdecl("ce_multi_thumb_slider_set_values")
public func ce_multi_thumb_slider_set_values(_ self_: UnsafeMutableRawPointer?, _ values: UnsafePointer<Double>?, _ nValues: Int) {
    guard let s = multiThumbSlider(self_, #function) else { return }
    guard nValues > 0, let values else {
        return cgtk_log_warning(RangeSliderWidget.logDomain, "refused values: at least one value is needed (got \(nValues)\(values == nil ? ", NULL" : "")); unchanged")
    }
    s.values = Array(UnsafeBufferPointer(start: values, count: nValues))
}

@_cdecl("ce_multi_thumb_slider_get_value")
public func ce_multi_thumb_slider_get_value(_ self_: UnsafeMutableRawPointer?, _ index: UInt32) -> Double {
    guard let s = multiThumbSlider(self_, #function) else { return 0 }
    guard Int(index) < s.thumbCount else {
        cgtk_log_warning(RangeSliderWidget.logDomain, "no thumb \(index): the slider has \(s.thumbCount); 0 returned")
        return 0
    }
    return s.value(at: Int(index))
}

@_cdecl("ce_multi_thumb_slider_set_value")
public func ce_multi_thumb_slider_set_value(_ self_: UnsafeMutableRawPointer?, _ index: UInt32, _ value: Double) {
    multiThumbSlider(self_, #function)?.setValue(value, at: Int(index))
}

// MARK: Range, limits, padding, constraints

@_cdecl("ce_multi_thumb_slider_set_range")
public func ce_multi_thumb_slider_set_range(_ self_: UnsafeMutableRawPointer?, _ minimum: Double, _ maximum: Double) {
    multiThumbSlider(self_, #function)?.setRange(minimum: minimum, maximum: maximum)
}

@_cdecl("ce_multi_thumb_slider_get_minimum_value")
public func ce_multi_thumb_slider_get_minimum_value(_ self_: UnsafeMutableRawPointer?) -> Double {
    multiThumbSlider(self_, #function)?.minimumValue ?? 0
}

@_cdecl("ce_multi_thumb_slider_get_maximum_value")
public func ce_multi_thumb_slider_get_maximum_value(_ self_: UnsafeMutableRawPointer?) -> Double {
    multiThumbSlider(self_, #function)?.maximumValue ?? 0
}

@_cdecl("ce_multi_thumb_slider_set_hard_limits")
public func ce_multi_thumb_slider_set_hard_limits(_ self_: UnsafeMutableRawPointer?, _ minimum: Double, _ maximum: Double) {
    multiThumbSlider(self_, #function)?.setHardLimits(minimum: minimum, maximum: maximum)
}

@_cdecl("ce_multi_thumb_slider_clear_hard_limits")
public func ce_multi_thumb_slider_clear_hard_limits(_ self_: UnsafeMutableRawPointer?) {
    multiThumbSlider(self_, #function)?.setHardLimits(minimum: nil, maximum: nil)
}

@_cdecl("ce_multi_thumb_slider_get_hard_minimum")
public func ce_multi_thumb_slider_get_hard_minimum(_ self_: UnsafeMutableRawPointer?) -> Double {
    multiThumbSlider(self_, #function)?.hardMinimum ?? 0
}

@_cdecl("ce_multi_thumb_slider_get_hard_maximum")
public func ce_multi_thumb_slider_get_hard_maximum(_ self_: UnsafeMutableRawPointer?) -> Double {
    multiThumbSlider(self_, #function)?.hardMaximum ?? 0
}

@_cdecl("ce_multi_thumb_slider_set_padding")
public func ce_multi_thumb_slider_set_padding(_ self_: UnsafeMutableRawPointer?, _ start: Double, _ end: Double) {
    multiThumbSlider(self_, #function)?.padding = SliderPadding(start: start, end: end)
}

@_cdecl("ce_multi_thumb_slider_get_padding")
public func ce_multi_thumb_slider_get_padding(_ self_: UnsafeMutableRawPointer?, _ start: UnsafeMutablePointer<Double>?,
                                              _ end: UnsafeMutablePointer<Double>?) {
    let padding = multiThumbSlider(self_, #function)?.padding ?? SliderPadding()
    start?.pointee = padding.start
    end?.pointee = padding.end
}

@_cdecl("ce_multi_thumb_slider_set_minimum_separation")
public func ce_multi_thumb_slider_set_minimum_separation(_ self_: UnsafeMutableRawPointer?, _ separation: Double) {
    guard let s = multiThumbSlider(self_, #function) else { return }
    var c = s.constraints
    c.minimumSeparation = separation
    s.constraints = c
}

@_cdecl("ce_multi_thumb_slider_get_minimum_separation")
public func ce_multi_thumb_slider_get_minimum_separation(_ self_: UnsafeMutableRawPointer?) -> Double {
    multiThumbSlider(self_, #function)?.constraints.minimumSeparation ?? 0
}

// MARK: Policy

@_cdecl("ce_multi_thumb_slider_get_crossing_policy")
public func ce_multi_thumb_slider_get_crossing_policy(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    multiThumbSlider(self_, #function).map { MultiThumbSliderWidget.value(of: $0.crossingPolicy) } ?? 0
}

@_cdecl("ce_multi_thumb_slider_set_crossing_policy")
public func ce_multi_thumb_slider_set_crossing_policy(_ self_: UnsafeMutableRawPointer?, _ policy: Int32) {
    guard let s = multiThumbSlider(self_, #function) else { return }
    guard let p = MultiThumbSliderWidget.crossingPolicy(policy) else {
        return cgtk_log_warning(RangeSliderWidget.logDomain, "refused crossing policy \(policy): not a CeCrossingPolicy; unchanged")
    }
    s.crossingPolicy = p
}

@_cdecl("ce_multi_thumb_slider_get_highlight_pattern")
public func ce_multi_thumb_slider_get_highlight_pattern(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    multiThumbSlider(self_, #function).map { MultiThumbSliderWidget.value(of: $0.highlightPattern) } ?? 0
}

@_cdecl("ce_multi_thumb_slider_set_highlight_pattern")
public func ce_multi_thumb_slider_set_highlight_pattern(_ self_: UnsafeMutableRawPointer?, _ pattern: Int32) {
    guard let s = multiThumbSlider(self_, #function) else { return }
    guard let p = MultiThumbSliderWidget.highlightPattern(pattern) else {
        return cgtk_log_warning(RangeSliderWidget.logDomain, "refused highlight pattern \(pattern): not a CeHighlightPattern; unchanged")
    }
    s.highlightPattern = p
}

@_cdecl("ce_multi_thumb_slider_get_allows_span_drag")
public func ce_multi_thumb_slider_get_allows_span_drag(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    (multiThumbSlider(self_, #function)?.allowsSpanDrag ?? false) ? 1 : 0
}

@_cdecl("ce_multi_thumb_slider_set_allows_span_drag")
public func ce_multi_thumb_slider_set_allows_span_drag(_ self_: UnsafeMutableRawPointer?, _ allows: gboolean) {
    multiThumbSlider(self_, #function)?.allowsSpanDrag = allows != 0
}

@_cdecl("ce_multi_thumb_slider_get_fixed_span")
public func ce_multi_thumb_slider_get_fixed_span(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    (multiThumbSlider(self_, #function)?.fixedSpan ?? false) ? 1 : 0
}

@_cdecl("ce_multi_thumb_slider_set_fixed_span")
public func ce_multi_thumb_slider_set_fixed_span(_ self_: UnsafeMutableRawPointer?, _ fixed: gboolean) {
    multiThumbSlider(self_, #function)?.fixedSpan = fixed != 0
}

// MARK: Labels

@_cdecl("ce_multi_thumb_slider_set_thumb_label")
public func ce_multi_thumb_slider_set_thumb_label(_ self_: UnsafeMutableRawPointer?, _ index: UInt32, _ label: UnsafePointer<CChar>?) {
    multiThumbSlider(self_, #function)?.setThumbLabel(label.map { String(cString: $0) }, for: Int(index))
}

/// A newly allocated copy of the label (g_free it).
@_cdecl("ce_multi_thumb_slider_get_thumb_label")
public func ce_multi_thumb_slider_get_thumb_label(_ self_: UnsafeMutableRawPointer?, _ index: UInt32) -> UnsafeMutablePointer<CChar>? {
    guard let s = multiThumbSlider(self_, #function) else { return nil }
    return g_strdup(s.thumbLabel(Int(index)))
}
