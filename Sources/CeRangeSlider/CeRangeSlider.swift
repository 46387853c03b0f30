// The C API of libCeRangeSlider.so: the functions declared in clib/include/ce-range-slider.h.
//
// Each function is a thin forwarder to `RangeSliderWidget`, the widget's Swift state; the
// value policy, notifications and signals are the Swift API's. The caller holds the widget
// (as with any GTK function), so the state is looked up without taking a reference.
// A pointer that is not a CeRangeSlider gets GLib's usual critical warning
// ("…: assertion 'CE_IS_RANGE_SLIDER (self)' failed") and a zero result.
@_spi(CLibrary) import RangeSlider

private func slider(_ pointer: UnsafeMutableRawPointer?, _ function: String) -> RangeSliderWidget? {
    if let state = RangeSliderWidget.state(of: pointer) { return state }
    g_return_if_fail_warning(RangeSliderWidget.logDomain, function, "CE_IS_RANGE_SLIDER (self)")
    return nil
}

private func gdk(_ color: RGBA) -> GdkRGBA {
    GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
}

private func rgba(_ color: GdkRGBA) -> RGBA {
    RGBA(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
}

/// The Swift property behind each tint colour.
private func property(_ tint: RangeSliderWidget.TintColor) -> ReferenceWritableKeyPath<RangeSliderWidget, RGBA> {
    switch tint {
    case .track: return \.trackTintColor
    case .trackHighlight: return \.trackHighlightTintColor
    case .thumb: return \.thumbTintColor
    }
}

/// The body of every `ce_range_slider_get_*_tint_color`.
private func getTint(_ self_: UnsafeMutableRawPointer?, _ tint: RangeSliderWidget.TintColor,
                     _ color: UnsafeMutablePointer<GdkRGBA>?, _ function: String) {
    guard let s = slider(self_, function) else { return }
    color?.pointee = gdk(s[keyPath: property(tint)])
}

/// The body of every `ce_range_slider_set_*_tint_color`: NULL returns the colour to the theme.
private func setTint(_ self_: UnsafeMutableRawPointer?, _ tint: RangeSliderWidget.TintColor,
                     _ color: UnsafePointer<GdkRGBA>?, _ function: String) {
    guard let s = slider(self_, function) else { return }
    if let color { s[keyPath: property(tint)] = rgba(color.pointee) } else { s.useThemeColor(tint) }
}

// MARK: Types

@_cdecl("ce_range_slider_get_type")
public func ce_range_slider_get_type() -> GType {
    RangeSliderWidget.gtkType
}

@_cdecl("ce_track_click_behavior_get_type")
public func ce_track_click_behavior_get_type() -> GType {
    RangeSliderWidget.trackClickBehaviorGType
}

@_cdecl("ce_slider_mode_get_type")
public func ce_slider_mode_get_type() -> GType {
    RangeSliderWidget.sliderModeGType
}

@_cdecl("ce_value_popover_visibility_get_type")
public func ce_value_popover_visibility_get_type() -> GType {
    RangeSliderWidget.valuePopoverVisibilityGType
}

@_cdecl("ce_range_slider_new")
public func ce_range_slider_new() -> UnsafeMutablePointer<GtkWidget> {
    let object = g_object_new_with_properties(RangeSliderWidget.gtkType, 0, nil, nil)!
    return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
}

@_cdecl("ce_range_slider_get_n_live_states")
public func ce_range_slider_get_n_live_states() -> UInt32 {
    UInt32(max(0, RangeSliderWidget.liveCount))
}

// MARK: Values

@_cdecl("ce_range_slider_get_minimum_value")
public func ce_range_slider_get_minimum_value(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_minimum_value")?.minimumValue ?? 0
}

@_cdecl("ce_range_slider_set_minimum_value")
public func ce_range_slider_set_minimum_value(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_minimum_value")?.minimumValue = value
}

@_cdecl("ce_range_slider_get_maximum_value")
public func ce_range_slider_get_maximum_value(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_maximum_value")?.maximumValue ?? 0
}

@_cdecl("ce_range_slider_set_maximum_value")
public func ce_range_slider_set_maximum_value(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_maximum_value")?.maximumValue = value
}

@_cdecl("ce_range_slider_get_lower_value")
public func ce_range_slider_get_lower_value(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_lower_value")?.lowerValue ?? 0
}

@_cdecl("ce_range_slider_set_lower_value")
public func ce_range_slider_set_lower_value(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_lower_value")?.lowerValue = value
}

@_cdecl("ce_range_slider_get_upper_value")
public func ce_range_slider_get_upper_value(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_upper_value")?.upperValue ?? 0
}

@_cdecl("ce_range_slider_set_upper_value")
public func ce_range_slider_set_upper_value(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_upper_value")?.upperValue = value
}

@_cdecl("ce_range_slider_set_values")
public func ce_range_slider_set_values(_ self_: UnsafeMutableRawPointer?, _ lower: Double, _ upper: Double) {
    slider(self_, "ce_range_slider_set_values")?.setValues(lower: lower, upper: upper)
}

@_cdecl("ce_range_slider_get_values")
public func ce_range_slider_get_values(_ self_: UnsafeMutableRawPointer?, _ lower: UnsafeMutablePointer<Double>?,
                                       _ upper: UnsafeMutablePointer<Double>?) {
    guard let s = slider(self_, "ce_range_slider_get_values") else { return }
    lower?.pointee = s.lowerValue
    upper?.pointee = s.upperValue
}

@_cdecl("ce_range_slider_set_range")
public func ce_range_slider_set_range(_ self_: UnsafeMutableRawPointer?, _ minimum: Double, _ maximum: Double) {
    slider(self_, "ce_range_slider_set_range")?.setRange(minimum: minimum, maximum: maximum)
}

// MARK: Mode

@_cdecl("ce_range_slider_get_mode")
public func ce_range_slider_get_mode(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    guard let s = slider(self_, "ce_range_slider_get_mode") else { return 0 }
    switch s.mode {
    case .range: return 0
    case .single: return 1
    case .progress: return 2
    }
}

@_cdecl("ce_range_slider_set_mode")
public func ce_range_slider_set_mode(_ self_: UnsafeMutableRawPointer?, _ mode: Int32) {
    guard let s = slider(self_, "ce_range_slider_set_mode") else { return }
    switch mode {
    case 0: s.mode = .range
    case 1: s.mode = .single
    case 2: s.mode = .progress
    default: g_return_if_fail_warning(RangeSliderWidget.logDomain, "ce_range_slider_set_mode", "mode is a CeSliderMode")
    }
}

@_cdecl("ce_range_slider_get_value")
public func ce_range_slider_get_value(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_value")?.value ?? 0
}

@_cdecl("ce_range_slider_set_value")
public func ce_range_slider_set_value(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_value")?.value = value
}

@_cdecl("ce_range_slider_get_fraction")
public func ce_range_slider_get_fraction(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_fraction")?.fraction ?? 0
}

// MARK: Constraints and increments

@_cdecl("ce_range_slider_get_step_size")
public func ce_range_slider_get_step_size(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_step_size")?.stepSize ?? 0
}

@_cdecl("ce_range_slider_set_step_size")
public func ce_range_slider_set_step_size(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_step_size")?.stepSize = value
}

@_cdecl("ce_range_slider_get_minimum_separation")
public func ce_range_slider_get_minimum_separation(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_minimum_separation")?.minimumSeparation ?? 0
}

@_cdecl("ce_range_slider_set_minimum_separation")
public func ce_range_slider_set_minimum_separation(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_minimum_separation")?.minimumSeparation = value
}

@_cdecl("ce_range_slider_get_maximum_span")
public func ce_range_slider_get_maximum_span(_ self_: UnsafeMutableRawPointer?) -> Double {
    guard let s = slider(self_, "ce_range_slider_get_maximum_span") else { return -1 }
    return s.maximumSpan ?? -1
}

@_cdecl("ce_range_slider_set_maximum_span")
public func ce_range_slider_set_maximum_span(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_maximum_span")?.maximumSpan = value < 0 ? nil : value
}

@_cdecl("ce_range_slider_get_step_increment")
public func ce_range_slider_get_step_increment(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_step_increment")?.stepIncrement ?? 0
}

@_cdecl("ce_range_slider_set_step_increment")
public func ce_range_slider_set_step_increment(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_step_increment")?.stepIncrement = value
}

@_cdecl("ce_range_slider_get_page_increment")
public func ce_range_slider_get_page_increment(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_page_increment")?.pageIncrement ?? 0
}

@_cdecl("ce_range_slider_set_page_increment")
public func ce_range_slider_set_page_increment(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_page_increment")?.pageIncrement = value
}

// MARK: Appearance

@_cdecl("ce_range_slider_get_curvaceousness")
public func ce_range_slider_get_curvaceousness(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_curvaceousness")?.curvaceousness ?? 0
}

@_cdecl("ce_range_slider_set_curvaceousness")
public func ce_range_slider_set_curvaceousness(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_curvaceousness")?.curvaceousness = value
}

@_cdecl("ce_range_slider_get_inverted")
public func ce_range_slider_get_inverted(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    (slider(self_, "ce_range_slider_get_inverted")?.inverted ?? false) ? 1 : 0
}

@_cdecl("ce_range_slider_set_inverted")
public func ce_range_slider_set_inverted(_ self_: UnsafeMutableRawPointer?, _ value: gboolean) {
    slider(self_, "ce_range_slider_set_inverted")?.inverted = value != 0
}

@_cdecl("ce_range_slider_get_track_tint_color")
public func ce_range_slider_get_track_tint_color(_ self_: UnsafeMutableRawPointer?, _ color: UnsafeMutablePointer<GdkRGBA>?) {
    getTint(self_, .track, color, "ce_range_slider_get_track_tint_color")
}

@_cdecl("ce_range_slider_set_track_tint_color")
public func ce_range_slider_set_track_tint_color(_ self_: UnsafeMutableRawPointer?, _ color: UnsafePointer<GdkRGBA>?) {
    setTint(self_, .track, color, "ce_range_slider_set_track_tint_color")
}

@_cdecl("ce_range_slider_get_track_highlight_tint_color")
public func ce_range_slider_get_track_highlight_tint_color(_ self_: UnsafeMutableRawPointer?, _ color: UnsafeMutablePointer<GdkRGBA>?) {
    getTint(self_, .trackHighlight, color, "ce_range_slider_get_track_highlight_tint_color")
}

@_cdecl("ce_range_slider_set_track_highlight_tint_color")
public func ce_range_slider_set_track_highlight_tint_color(_ self_: UnsafeMutableRawPointer?, _ color: UnsafePointer<GdkRGBA>?) {
    setTint(self_, .trackHighlight, color, "ce_range_slider_set_track_highlight_tint_color")
}

@_cdecl("ce_range_slider_get_thumb_tint_color")
public func ce_range_slider_get_thumb_tint_color(_ self_: UnsafeMutableRawPointer?, _ color: UnsafeMutablePointer<GdkRGBA>?) {
    getTint(self_, .thumb, color, "ce_range_slider_get_thumb_tint_color")
}

@_cdecl("ce_range_slider_set_thumb_tint_color")
public func ce_range_slider_set_thumb_tint_color(_ self_: UnsafeMutableRawPointer?, _ color: UnsafePointer<GdkRGBA>?) {
    setTint(self_, .thumb, color, "ce_range_slider_set_thumb_tint_color")
}

// MARK: Input

@_cdecl("ce_range_slider_get_track_click_behavior")
public func ce_range_slider_get_track_click_behavior(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    guard let s = slider(self_, "ce_range_slider_get_track_click_behavior") else { return 0 }
    return s.trackClickBehavior == .page ? 1 : 0
}

@_cdecl("ce_range_slider_set_track_click_behavior")
public func ce_range_slider_set_track_click_behavior(_ self_: UnsafeMutableRawPointer?, _ value: Int32) {
    slider(self_, "ce_range_slider_set_track_click_behavior")?.trackClickBehavior = value == 1 ? .page : .jumpToPointer
}

@_cdecl("ce_range_slider_get_allows_span_drag")
public func ce_range_slider_get_allows_span_drag(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    (slider(self_, "ce_range_slider_get_allows_span_drag")?.allowsSpanDrag ?? false) ? 1 : 0
}

@_cdecl("ce_range_slider_set_allows_span_drag")
public func ce_range_slider_set_allows_span_drag(_ self_: UnsafeMutableRawPointer?, _ value: gboolean) {
    slider(self_, "ce_range_slider_set_allows_span_drag")?.allowsSpanDrag = value != 0
}

@_cdecl("ce_range_slider_get_fine_tune_factor")
public func ce_range_slider_get_fine_tune_factor(_ self_: UnsafeMutableRawPointer?) -> Double {
    slider(self_, "ce_range_slider_get_fine_tune_factor")?.fineTuneFactor ?? 0
}

@_cdecl("ce_range_slider_set_fine_tune_factor")
public func ce_range_slider_set_fine_tune_factor(_ self_: UnsafeMutableRawPointer?, _ value: Double) {
    slider(self_, "ce_range_slider_set_fine_tune_factor")?.fineTuneFactor = value
}

@_cdecl("ce_range_slider_get_value_popover_visibility")
public func ce_range_slider_get_value_popover_visibility(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    guard let s = slider(self_, "ce_range_slider_get_value_popover_visibility") else { return 0 }
    return RangeSliderWidget.valuePopoverVisibilityValue(s.valuePopoverVisibility)
}

@_cdecl("ce_range_slider_set_value_popover_visibility")
public func ce_range_slider_set_value_popover_visibility(_ self_: UnsafeMutableRawPointer?, _ value: Int32) {
    guard let s = slider(self_, "ce_range_slider_set_value_popover_visibility") else { return }
    guard let visibility = RangeSliderWidget.valuePopoverVisibility(value) else {
        g_return_if_fail_warning(RangeSliderWidget.logDomain, "ce_range_slider_set_value_popover_visibility",
                                 "visibility is a CeValuePopoverVisibility")
        return
    }
    s.valuePopoverVisibility = visibility
}

// MARK: Text and the histogram's strip

/// A string property for a C caller: a copy owned by the widget (object data, freed by GLib
/// when replaced or when the widget is finalized), replaced only when the text changes, so the
/// pointer stays valid until the property changes, as GTK's string getters promise.
private func cString(_ text: String?, of s: RangeSliderWidget, key: String) -> UnsafePointer<CChar>? {
    guard let text else { return nil }
    let object = UnsafeMutableRawPointer(s.gtkWidget).assumingMemoryBound(to: GObject.self)
    if let cached = g_object_get_data(object, key)?.assumingMemoryBound(to: CChar.self),
       strcmp(cached, text) == 0 {
        return UnsafePointer(cached)
    }
    let copy = g_strdup(text)
    g_object_set_data_full(object, key, copy, g_free)
    return UnsafePointer(copy)
}

@_cdecl("ce_range_slider_get_lower_thumb_label")
public func ce_range_slider_get_lower_thumb_label(_ self_: UnsafeMutableRawPointer?) -> UnsafePointer<CChar>? {
    guard let s = slider(self_, "ce_range_slider_get_lower_thumb_label") else { return nil }
    return cString(s.lowerThumbLabel, of: s, key: "ce-range-slider-c-lower-thumb-label")
}

@_cdecl("ce_range_slider_set_lower_thumb_label")
public func ce_range_slider_set_lower_thumb_label(_ self_: UnsafeMutableRawPointer?, _ label: UnsafePointer<CChar>?) {
    guard let s = slider(self_, "ce_range_slider_set_lower_thumb_label") else { return }
    s.lowerThumbLabel = label.map { String(cString: $0) } ?? "Minimum"
}

@_cdecl("ce_range_slider_get_upper_thumb_label")
public func ce_range_slider_get_upper_thumb_label(_ self_: UnsafeMutableRawPointer?) -> UnsafePointer<CChar>? {
    guard let s = slider(self_, "ce_range_slider_get_upper_thumb_label") else { return nil }
    return cString(s.upperThumbLabel, of: s, key: "ce-range-slider-c-upper-thumb-label")
}

@_cdecl("ce_range_slider_set_upper_thumb_label")
public func ce_range_slider_set_upper_thumb_label(_ self_: UnsafeMutableRawPointer?, _ label: UnsafePointer<CChar>?) {
    guard let s = slider(self_, "ce_range_slider_set_upper_thumb_label") else { return }
    s.upperThumbLabel = label.map { String(cString: $0) } ?? "Maximum"
}

@_cdecl("ce_range_slider_get_value_label")
public func ce_range_slider_get_value_label(_ self_: UnsafeMutableRawPointer?) -> UnsafePointer<CChar>? {
    guard let s = slider(self_, "ce_range_slider_get_value_label") else { return nil }
    return cString(s.valueLabel, of: s, key: "ce-range-slider-c-value-label")
}

@_cdecl("ce_range_slider_set_value_label")
public func ce_range_slider_set_value_label(_ self_: UnsafeMutableRawPointer?, _ label: UnsafePointer<CChar>?) {
    slider(self_, "ce_range_slider_set_value_label")?.valueLabel = label.map { String(cString: $0) }
}

@_cdecl("ce_range_slider_get_histogram_height")
public func ce_range_slider_get_histogram_height(_ self_: UnsafeMutableRawPointer?) -> Int32 {
    slider(self_, "ce_range_slider_get_histogram_height")?.histogramHeight ?? 0
}

@_cdecl("ce_range_slider_set_histogram_height")
public func ce_range_slider_set_histogram_height(_ self_: UnsafeMutableRawPointer?, _ height: Int32) {
    slider(self_, "ce_range_slider_set_histogram_height")?.histogramHeight = height
}
