// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// The C API of libCeRangeSlider.so: the functions declared in clib/include/ce-range-slider.h.
// The property accessors are generated from their table (CeRangeSliderAccessors.swift, made by
// scripts/generate-c-accessors.sh); this file holds the rest and the helpers they share.
//
// Each function is a thin forwarder to `RangeSliderWidget`, the widget's Swift state; the
// value policy, notifications and signals are the Swift API's. The caller holds the widget
// (as with any GTK function), so the state is looked up without taking a reference.
// A pointer that is not a CeRangeSlider gets GLib's usual critical warning
// ("…: assertion 'CE_IS_RANGE_SLIDER (self)' failed") and a zero result.
@_spi(CLibrary) import RangeSlider

func slider(_ pointer: UnsafeMutableRawPointer?, _ function: String) -> RangeSliderWidget? {
    if let state = RangeSliderWidget.state(of: pointer) { return state }
    g_return_if_fail_warning(RangeSliderWidget.logDomain, function, "CE_IS_RANGE_SLIDER (self)")
    return nil
}

func gdk(_ color: RGBA) -> GdkRGBA {
    GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
}

func rgba(_ color: GdkRGBA) -> RGBA {
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
func getTint(
    _ self_: UnsafeMutableRawPointer?, _ tint: RangeSliderWidget.TintColor,
    _ color: UnsafeMutablePointer<GdkRGBA>?, _ function: String
) {
    guard let s = slider(self_, function) else { return }
    color?.pointee = gdk(s[keyPath: property(tint)])
}

/// The body of every `ce_range_slider_set_*_tint_color`: NULL returns the colour to the theme.
func setTint(
    _ self_: UnsafeMutableRawPointer?, _ tint: RangeSliderWidget.TintColor,
    _ color: UnsafePointer<GdkRGBA>?, _ function: String
) {
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

@_cdecl("ce_range_slider_set_values")
public func ce_range_slider_set_values(_ self_: UnsafeMutableRawPointer?, _ lower: Double, _ upper: Double) {
    slider(self_, "ce_range_slider_set_values")?.setValues(lower: lower, upper: upper)
}

@_cdecl("ce_range_slider_get_values")
public func ce_range_slider_get_values(
    _ self_: UnsafeMutableRawPointer?, _ lower: UnsafeMutablePointer<Double>?,
    _ upper: UnsafeMutablePointer<Double>?
) {
    guard let s = slider(self_, "ce_range_slider_get_values") else { return }
    lower?.pointee = s.lowerValue
    upper?.pointee = s.upperValue
}

@_cdecl("ce_range_slider_set_range")
public func ce_range_slider_set_range(_ self_: UnsafeMutableRawPointer?, _ minimum: Double, _ maximum: Double) {
    slider(self_, "ce_range_slider_set_range")?.setRange(minimum: minimum, maximum: maximum)
}

// MARK: Text

/// A string property for a C caller: a copy owned by the widget (object data, freed by GLib
/// when replaced or when the widget is finalized), replaced only when the text changes, so the
/// pointer stays valid until the property changes, as GTK's string getters promise.
func cString(_ text: String?, of s: RangeSliderWidget, key: String) -> UnsafePointer<CChar>? {
    guard let text else { return nil }
    let object = UnsafeMutableRawPointer(s.gtkWidget).assumingMemoryBound(to: GObject.self)
    if let cached = g_object_get_data(object, key)?.assumingMemoryBound(to: CChar.self),
        strcmp(cached, text) == 0
    {
        return UnsafePointer(cached)
    }
    let copy = g_strdup(text)
    g_object_set_data_full(object, key, copy, g_free)
    return UnsafePointer(copy)
}

// MARK: Presets

@_cdecl("ce_range_slider_set_presets")
public func ce_range_slider_set_presets(
    _ self_: UnsafeMutableRawPointer?, _ names: UnsafePointer<UnsafePointer<CChar>?>?,
    _ nNames: UInt, _ lowers: UnsafePointer<Double>?, _ nLowers: UInt,
    _ uppers: UnsafePointer<Double>?, _ nUppers: UInt
) {
    guard let s = slider(self_, "ce_range_slider_set_presets") else { return }
    guard nNames == nLowers, nNames == nUppers, let n = Int(exactly: nNames),
        n == 0 || (names != nil && lowers != nil && uppers != nil)
    else {
        g_return_if_fail_warning(
            RangeSliderWidget.logDomain, "ce_range_slider_set_presets",
            "n_names == n_lowers && n_names == n_uppers && arrays not NULL")
        return
    }
    s.presets = (0..<n).map { i in
        let name = names?[i].map { String(cString: $0) } ?? ""
        let lower = lowers![i], upper = uppers![i]
        return RangePreset(name: name, lower: lower.isNaN ? nil : lower, upper: upper.isNaN ? nil : upper)
    }
}

@_cdecl("ce_range_slider_get_n_presets")
public func ce_range_slider_get_n_presets(_ self_: UnsafeMutableRawPointer?) -> guint {
    guint(slider(self_, "ce_range_slider_get_n_presets")?.presets.count ?? 0)
}

/// A C callback with its user data and destroy notify (a count function, a format function):
/// the Swift closure that calls it owns the box, and the box calls `destroy` on `data` when it
/// goes (the closure replaced, or the slider's state released): exactly once.
final class CallbackBox<Function> {
    let function: Function
    let data: UnsafeMutableRawPointer?
    let destroy: GDestroyNotify?
    init(_ function: Function, _ data: UnsafeMutableRawPointer?, _ destroy: GDestroyNotify?) {
        (self.function, self.data, self.destroy) = (function, data, destroy)
    }
    deinit { destroy?(data) }
}

@_cdecl("ce_range_slider_set_preset_count_func")
public func ce_range_slider_set_preset_count_func(
    _ self_: UnsafeMutableRawPointer?,
    _ function: (@convention(c) (UnsafeMutableRawPointer?, guint, Double, Double, UnsafeMutableRawPointer?) -> gint)?,
    _ data: UnsafeMutableRawPointer?, _ destroy: GDestroyNotify?
) {
    guard let s = slider(self_, "ce_range_slider_set_preset_count_func") else {
        destroy?(data)
        return
    }
    guard let function else {
        s.presetCounter = nil  // the previous function's box goes, freeing its data
        destroy?(data)
        return
    }
    // The closure owns the box; the slider owns the closure; the box frees the data when the
    // closure is replaced or the slider is finalized. The widget is passed unretained (the
    // slider calls only while it is alive).
    let box = CallbackBox(function, data, destroy)
    let widget = s.gtkWidget
    s.presetCounter = { [unowned s] preset in
        let index = s.presets.firstIndex(of: preset).map { guint($0) } ?? 0
        let v = preset.values(minimum: s.minimumValue, maximum: s.maximumValue)
        let count = box.function(UnsafeMutableRawPointer(widget), index, v.lower, v.upper, box.data)
        return count < 0 ? nil : Int(count)
    }
}

@_cdecl("ce_range_slider_refresh_preset_counts")
public func ce_range_slider_refresh_preset_counts(_ self_: UnsafeMutableRawPointer?) {
    slider(self_, "ce_range_slider_refresh_preset_counts")?.refreshPresetCounts()
}

@_cdecl("ce_range_slider_apply_preset")
public func ce_range_slider_apply_preset(_ self_: UnsafeMutableRawPointer?, _ index: guint) {
    slider(self_, "ce_range_slider_apply_preset")?.applyPreset(at: Int(index))
}

@_cdecl("ce_range_slider_get_preset_menu_model")
public func ce_range_slider_get_preset_menu_model(_ self_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    slider(self_, "ce_range_slider_get_preset_menu_model").map { UnsafeMutableRawPointer($0.presetMenuModel) }
}

// MARK: Scale

@_cdecl("ce_range_slider_scale_get_type")
public func ce_range_slider_scale_get_type() -> GType {
    RangeSliderWidget.scaleGType
}

/// `CeRangeSliderScaleError`, the codes of the `ce-range-slider-scale-error` domain.
private enum ScaleErrorCode: Int32 {
    case invalidArgument = 0
    case logarithmicNeedsPositiveMinimum = 1
    case nonFiniteRange = 2
    case invalidBreakpoint = 3
    case noData = 4
    case notGiven = 5
}

@_cdecl("ce_range_slider_scale_error_get_type")
public func ce_range_slider_scale_error_get_type() -> GType {
    scaleErrorType
}

private let scaleErrorType = GObjectEnum.register(
    name: "CeRangeSliderScaleError",
    values: [
        (0, "CE_RANGE_SLIDER_SCALE_ERROR_INVALID_ARGUMENT", "invalid-argument"),
        (1, "CE_RANGE_SLIDER_SCALE_ERROR_LOGARITHMIC_NEEDS_POSITIVE_MINIMUM", "logarithmic-needs-positive-minimum"),
        (2, "CE_RANGE_SLIDER_SCALE_ERROR_NON_FINITE_RANGE", "non-finite-range"),
        (3, "CE_RANGE_SLIDER_SCALE_ERROR_INVALID_BREAKPOINT", "invalid-breakpoint"),
        (4, "CE_RANGE_SLIDER_SCALE_ERROR_NO_DATA", "no-data"),
        (5, "CE_RANGE_SLIDER_SCALE_ERROR_NOT_GIVEN", "not-given"),
    ])

@_cdecl("ce_range_slider_scale_error_quark")
public func ce_range_slider_scale_error_quark() -> GQuark {
    g_quark_from_string("ce-range-slider-scale-error")
}

/// A `GError **` argument.
public typealias ErrorOut = UnsafeMutablePointer<UnsafeMutablePointer<GError>?>

/// Sets `*error` (when the caller asked for one) and returns FALSE.
private func fail(_ error: ErrorOut?, _ code: ScaleErrorCode, _ message: String) -> gboolean {
    g_set_error_literal(error, ce_range_slider_scale_error_quark(), code.rawValue, message)
    return 0
}

/// Runs `body`; a thrown scale error becomes a GError with its description as the message.
private func catching(_ error: ErrorOut?, _ body: () throws -> Void) -> gboolean {
    do {
        try body()
        return 1
    } catch let e as ScaleError {
        let code: ScaleErrorCode
        switch e {
        case .logarithmicNeedsPositiveMinimum: code = .logarithmicNeedsPositiveMinimum
        case .nonFiniteRange: code = .nonFiniteRange
        case .invalidBreakpoint: code = .invalidBreakpoint
        case .noData: code = .noData
        }
        return fail(error, code, e.description)
    } catch let e as ScaleChoiceError {
        switch e {
        case .notGiven: return fail(error, .notGiven, e.description)
        case .unknownScale: return fail(error, .invalidArgument, e.description)
        }
    } catch let e {
        return fail(error, .invalidArgument, "\(e)")
    }
}

/// The slider `self_` and the caller's array of `count` elements at `pointer`, for `function`,
/// when both can be read (the array is empty or `pointer` is not NULL). Else nil: GLib's
/// critical warning for a pointer that is not a slider, or a warning that `function` refused
/// "`pointer` is NULL but `count` is …", then `outcome` (what stays unchanged). The buffer is
/// the caller's: copy what is kept.
func sliderAndArray<Element>(
    _ self_: UnsafeMutableRawPointer?, _ function: String, _ pointer: UnsafePointer<Element>?, _ count: UInt,
    named names: (pointer: String, count: String), _ outcome: String
) -> (RangeSliderWidget, UnsafeBufferPointer<Element>)? {
    guard let s = slider(self_, function) else { return nil }
    guard let n = Int(exactly: count), n == 0 || pointer != nil else {
        s.warnRefused("refused \(function): \(names.pointer) is NULL but \(names.count) is \(count); \(outcome)")
        return nil
    }
    return (s, UnsafeBufferPointer(start: n == 0 ? nil : pointer, count: n))
}

/// `count` doubles at `pointer`, or nil (with the error set) when `pointer` is NULL and
/// `count` is not 0. The doubles are copied: the caller's array is not kept.
private func doubles(_ pointer: UnsafePointer<Double>?, _ count: Int, _ name: String, _ error: ErrorOut?) -> [Double]? {
    guard count > 0 else { return [] }
    guard let pointer else {
        _ = fail(error, .invalidArgument, "\(name) is NULL but its length is \(count)")
        return nil
    }
    return Array(UnsafeBufferPointer(start: pointer, count: count))
}

@_cdecl("ce_range_slider_set_scale")
public func ce_range_slider_set_scale(_ self_: UnsafeMutableRawPointer?, _ scale: Int32, _ error: ErrorOut?) -> gboolean
{
    guard let s = slider(self_, "ce_range_slider_set_scale") else { return 0 }
    return catching(error) { try s.setScale(kind: scale) }
}

@_cdecl("ce_range_slider_set_scale_breakpoints")
public func ce_range_slider_set_scale_breakpoints(
    _ self_: UnsafeMutableRawPointer?,
    _ fractions: UnsafePointer<Double>?, _ fractionCount: UInt,
    _ values: UnsafePointer<Double>?, _ valueCount: UInt,
    _ steps: UnsafePointer<Double>?, _ stepCount: UInt,
    _ firstStep: Double, _ error: ErrorOut?
) -> gboolean {
    guard let s = slider(self_, "ce_range_slider_set_scale_breakpoints") else { return 0 }
    guard let nFractions = Int(exactly: fractionCount), let nValues = Int(exactly: valueCount),
        let nSteps = Int(exactly: stepCount)
    else {
        return fail(error, .invalidArgument, "an array length is larger than any array")
    }
    guard nValues == nFractions else {
        return fail(
            error, .invalidArgument, "\(nFractions) fractions but \(nValues) values: give one value per fraction")
    }
    guard nSteps == 0 || nSteps == nFractions else {
        return fail(
            error, .invalidArgument,
            "\(nFractions) breakpoints but \(nSteps) steps: give one step per breakpoint, or none")
    }
    guard let f = doubles(fractions, nFractions, "fractions", error),
        let v = doubles(values, nValues, "values", error),
        let st = doubles(steps, nSteps, "steps", error)
    else { return 0 }
    // A step of 0 or below is no step (a continuous segment); NaN and infinities are errors.
    func step(_ x: Double) -> Double? { x.isFinite && x <= 0 ? nil : x }
    let breakpoints = f.indices.map { i in
        ScaleBreakpoint(fraction: f[i], value: v[i], step: st.isEmpty ? nil : step(st[i]))
    }
    let scale = PiecewiseScale(firstStep: step(firstStep), breakpoints: breakpoints)
    return catching(error) { try s.setScale(.piecewise(scale)) }
}

@_cdecl("ce_range_slider_set_quantile_data")
public func ce_range_slider_set_quantile_data(
    _ self_: UnsafeMutableRawPointer?, _ values: UnsafePointer<Double>?,
    _ valueCount: UInt, _ error: ErrorOut?
) -> gboolean {
    guard let s = slider(self_, "ce_range_slider_set_quantile_data") else { return 0 }
    guard let nValues = Int(exactly: valueCount) else {
        return fail(error, .invalidArgument, "n_values is larger than any array")
    }
    guard nValues == 0 || values != nil else {
        return fail(error, .invalidArgument, "values is NULL but n_values is \(nValues)")
    }
    // Copied for the sort; the scale keeps only its knots, not the caller's array.
    let scale = QuantileScale(values: Array(UnsafeBufferPointer(start: values, count: nValues)))
    return catching(error) { try s.setScale(.quantile(scale)) }
}

@_cdecl("ce_range_slider_set_quantile_histogram")
public func ce_range_slider_set_quantile_histogram(
    _ self_: UnsafeMutableRawPointer?, _ counts: UnsafePointer<UInt64>?,
    _ binCount: UInt, _ lower: Double, _ upper: Double,
    _ error: ErrorOut?
) -> gboolean {
    guard let s = slider(self_, "ce_range_slider_set_quantile_histogram") else { return 0 }
    guard let nBins = Int(exactly: binCount) else {
        return fail(error, .invalidArgument, "n_bins is larger than any array")
    }
    guard nBins == 0 || counts != nil else {
        return fail(error, .invalidArgument, "counts is NULL but n_bins is \(nBins)")
    }
    guard lower.isFinite, upper.isFinite, lower < upper else {
        return fail(
            error, .invalidArgument,
            "the histogram's bounds \(lower)…\(upper) must be finite, the lower below the upper")
    }
    var bins: [Int] = []
    bins.reserveCapacity(nBins)
    var total = 0
    for count in UnsafeBufferPointer(start: counts, count: nBins) {
        let (sum, overflow) = total.addingReportingOverflow(Int(clamping: count))
        guard count <= UInt64(Int.max), !overflow else {
            return fail(error, .invalidArgument, "the counts add up to more than \(Int.max)")
        }
        total = sum
        bins.append(Int(count))
    }
    let scale = QuantileScale(histogram: Histogram(counts: bins, lowerBound: lower, upperBound: upper))
    return catching(error) { try s.setScale(.quantile(scale)) }
}

// MARK: Open-ended bounds

/// A newly allocated copy of the slider's accessible description, the selection as a
/// sentence ("from $129,500, no maximum"); the caller frees it with g_free.
@_cdecl("ce_range_slider_dup_range_description")
public func ce_range_slider_dup_range_description(_ self_: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? {
    guard let s = slider(self_, "ce_range_slider_dup_range_description") else { return nil }
    return g_strdup(s.rangeDescription)
}

// MARK: Ticks

@_cdecl("ce_range_slider_tick_mode_get_type")
public func ce_range_slider_tick_mode_get_type() -> GType {
    RangeSliderWidget.tickModeGType
}

@_cdecl("ce_range_slider_set_tick_values")
public func ce_range_slider_set_tick_values(
    _ self_: UnsafeMutableRawPointer?, _ values: UnsafePointer<Double>?,
    _ valueCount: UInt
) {
    guard
        case (let s, let values)? = sliderAndArray(
            self_, "ce_range_slider_set_tick_values", values, valueCount, named: ("values", "n_values"),
            "the ticks are unchanged")
    else { return }
    // Copied: the caller's array is not kept.
    s.setTickValues(Array(values))
}
