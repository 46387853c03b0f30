// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// The C side of the thumb signals `thumb-start`, `thumb-changing`, `thumb-changed` and
// `thumb-end` (Sources/RangeSlider/GObject/RangeSliderThumbSignals.swift registers and emits them):
// the GType of their `source` argument. Declared in clib/include/ce-range-slider-signals.h.
@_spi(CLibrary) import RangeSlider

@_cdecl("ce_range_slider_change_source_get_type")
public func ce_range_slider_change_source_get_type() -> GType {
    RangeSliderWidget.changeSourceGType
}
