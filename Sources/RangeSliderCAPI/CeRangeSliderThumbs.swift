// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// Any number of thumbs from C: the thumb count, each thumb's value by index, every value as
// an array. Declared in clib/include/ce-range-slider-thumbs.h (the crossing policy, highlight
// pattern and fixed span accessors are generated from their table); each function forwards to
// `RangeSliderWidget`, whose policy (clamping, refusals with a warning) applies.
import CGtkShim
@_spi(CLibrary) import RangeSlider
import RangeSliderCore

@_cdecl("ce_crossing_policy_get_type")
public func ce_crossing_policy_get_type() -> GType { RangeSliderWidget.crossingPolicyGType }

@_cdecl("ce_highlight_pattern_get_type")
public func ce_highlight_pattern_get_type() -> GType { RangeSliderWidget.highlightPatternGType }

@_cdecl("ce_range_slider_get_thumb_count")
public func ce_range_slider_get_thumb_count(_ self_: UnsafeMutableRawPointer?) -> UInt32 {
    UInt32(slider(self_, "ce_range_slider_get_thumb_count")?.thumbCount ?? 0)
}

@_cdecl("ce_range_slider_set_thumb_count")
public func ce_range_slider_set_thumb_count(_ self_: UnsafeMutableRawPointer?, _ count: UInt32) {
    guard let s = slider(self_, "ce_range_slider_set_thumb_count") else { return }
    guard count >= 1, count <= UInt32(RangeValues.maximumThumbCount) else {
        return s.warnRefused("refused thumb count \(count): it must be 1…\(RangeValues.maximumThumbCount); unchanged")
    }
    s.thumbCount = Int(count)
}

@_cdecl("ce_range_slider_get_value_at")
public func ce_range_slider_get_value_at(_ self_: UnsafeMutableRawPointer?, _ index: UInt32) -> Double {
    guard let s = slider(self_, "ce_range_slider_get_value_at") else { return 0 }
    guard let value = s.value(at: Int(index)) else {
        s.warnRefused("no thumb \(index): the slider has \(s.thumbCount); 0 returned")
        return 0
    }
    return value
}

@_cdecl("ce_range_slider_set_value_at")
public func ce_range_slider_set_value_at(_ self_: UnsafeMutableRawPointer?, _ index: UInt32, _ value: Double) {
    guard let s = slider(self_, "ce_range_slider_set_value_at") else { return }
    guard Int(index) < s.thumbCount else {
        return s.warnRefused("refused a value for thumb \(index): the slider has \(s.thumbCount); unchanged")
    }
    s.setValue(value, at: Int(index))
}

/// A newly allocated copy of every value (g_free it); `n_values` receives their number.
@_cdecl("ce_range_slider_get_thumb_values")
public func ce_range_slider_get_thumb_values(
    _ self_: UnsafeMutableRawPointer?,
    _ nValues: UnsafeMutablePointer<Int>?
) -> UnsafeMutablePointer<Double>? {
    nValues?.pointee = 0
    guard let s = slider(self_, "ce_range_slider_get_thumb_values") else { return nil }
    let values = s.thumbValues
    let copy = g_malloc_n(gsize(values.count), gsize(MemoryLayout<Double>.size))!.assumingMemoryBound(to: Double.self)
    for (i, v) in values.enumerated() { copy[i] = v }
    nValues?.pointee = values.count
    return copy
}

@_cdecl("ce_range_slider_set_thumb_values")
public func ce_range_slider_set_thumb_values(
    _ self_: UnsafeMutableRawPointer?, _ values: UnsafePointer<Double>?, _ nValues: Int
) {
    guard let s = slider(self_, "ce_range_slider_set_thumb_values") else { return }
    guard nValues > 0, let values else {
        return s.warnRefused(
            """
            refused thumb values: at least one value is needed (got \
            \(nValues)\(values == nil ? ", NULL" : "")); unchanged
            """)
    }
    s.setValues(Array(UnsafeBufferPointer(start: values, count: nValues)))
}
