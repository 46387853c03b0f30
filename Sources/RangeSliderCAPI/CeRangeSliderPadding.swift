// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// Padding from C: ce_range_slider_get_padding and ce_range_slider_set_padding, declared in
// clib/include/ce-range-slider-thumbs.h, forwarding to `RangeSliderWidget.padding`.
@_spi(CLibrary) import RangeSlider
import RangeSliderCore

@_cdecl("ce_range_slider_get_padding")
public func ce_range_slider_get_padding(
    _ self_: UnsafeMutableRawPointer?, _ start: UnsafeMutablePointer<Double>?,
    _ end: UnsafeMutablePointer<Double>?
) {
    let padding = slider(self_, "ce_range_slider_get_padding")?.padding ?? SliderPadding()
    start?.pointee = padding.start
    end?.pointee = padding.end
}

@_cdecl("ce_range_slider_set_padding")
public func ce_range_slider_set_padding(_ self_: UnsafeMutableRawPointer?, _ start: Double, _ end: Double) {
    slider(self_, "ce_range_slider_set_padding")?.padding = SliderPadding(start: start, end: end)
}
