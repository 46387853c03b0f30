// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// The histogram from C: its data (bin counts over a range, or values binned over the slider's
// range), what it holds, and its colours. Declared in clib/include/ce-range-slider-histogram.h.
@_spi(CLibrary) import RangeSlider

@_cdecl("ce_range_slider_set_histogram_counts")
public func ce_range_slider_set_histogram_counts(
    _ self_: UnsafeMutableRawPointer?, _ counts: UnsafePointer<UInt64>?,
    _ nCounts: UInt, _ lower: Double, _ upper: Double
) {
    guard
        case (let s, let counts)? = sliderAndArray(
            self_, "ce_range_slider_set_histogram_counts", counts, nCounts, named: ("counts", "n_counts"),
            "the histogram is unchanged")
    else { return }
    guard lower.isFinite, upper.isFinite else {
        s.warnRefused(
            """
            refused ce_range_slider_set_histogram_counts: the bounds \(lower)…\(upper) are not finite; the \
            histogram is unchanged
            """)
        return
    }
    // Copied: the caller's array is not kept. Counts beyond Int.max are read as Int.max.
    let bins = counts.map { Int(clamping: $0) }
    s.histogram = Histogram(counts: bins, lowerBound: lower, upperBound: upper)
}

@_cdecl("ce_range_slider_set_histogram_values")
public func ce_range_slider_set_histogram_values(
    _ self_: UnsafeMutableRawPointer?, _ values: UnsafePointer<Double>?,
    _ nValues: UInt, _ nBins: guint
) {
    guard
        case (let s, let values)? = sliderAndArray(
            self_, "ce_range_slider_set_histogram_values", values, nValues, named: ("values", "n_values"),
            "the histogram is unchanged")
    else { return }
    s.setHistogram(values: values, binCount: Int(nBins))
}

@_cdecl("ce_range_slider_clear_histogram")
public func ce_range_slider_clear_histogram(_ self_: UnsafeMutableRawPointer?) {
    slider(self_, "ce_range_slider_clear_histogram")?.histogram = nil
}

@_cdecl("ce_range_slider_has_histogram")
public func ce_range_slider_has_histogram(_ self_: UnsafeMutableRawPointer?) -> gboolean {
    slider(self_, "ce_range_slider_has_histogram")?.histogram == nil ? 0 : 1
}

@_cdecl("ce_range_slider_get_histogram_n_bins")
public func ce_range_slider_get_histogram_n_bins(_ self_: UnsafeMutableRawPointer?) -> guint {
    guint(clamping: slider(self_, "ce_range_slider_get_histogram_n_bins")?.histogram?.counts.count ?? 0)
}

@_cdecl("ce_range_slider_get_histogram_count")
public func ce_range_slider_get_histogram_count(_ self_: UnsafeMutableRawPointer?, _ bin: guint) -> UInt64 {
    guard let s = slider(self_, "ce_range_slider_get_histogram_count") else { return 0 }
    guard let counts = s.histogram?.counts, Int(bin) < counts.count else {
        g_return_if_fail_warning(
            RangeSliderWidget.logDomain, "ce_range_slider_get_histogram_count",
            "bin < ce_range_slider_get_histogram_n_bins (self)")
        return 0
    }
    return UInt64(counts[Int(bin)])
}

@_cdecl("ce_range_slider_get_histogram_bounds")
public func ce_range_slider_get_histogram_bounds(
    _ self_: UnsafeMutableRawPointer?, _ lower: UnsafeMutablePointer<Double>?,
    _ upper: UnsafeMutablePointer<Double>?
) -> gboolean {
    guard let s = slider(self_, "ce_range_slider_get_histogram_bounds"), let histogram = s.histogram else {
        lower?.pointee = 0
        upper?.pointee = 0
        return 0
    }
    lower?.pointee = histogram.lowerBound
    upper?.pointee = histogram.upperBound
    return 1
}

/// Reads an optional colour for a C getter: the explicit one (TRUE) or the default drawn (FALSE).
private func getColor(
    _ self_: UnsafeMutableRawPointer?, _ function: String, _ color: UnsafeMutablePointer<GdkRGBA>?,
    explicit: (RangeSliderWidget) -> RGBA?, fallback: (RangeSliderWidget) -> RGBA
) -> gboolean {
    guard let s = slider(self_, function) else { return 0 }
    let value = explicit(s)
    color?.pointee = gdk(value ?? fallback(s))
    return value == nil ? 0 : 1
}

@_cdecl("ce_range_slider_get_histogram_color")
public func ce_range_slider_get_histogram_color(
    _ self_: UnsafeMutableRawPointer?, _ color: UnsafeMutablePointer<GdkRGBA>?
) -> gboolean {
    getColor(
        self_, "ce_range_slider_get_histogram_color", color, explicit: { $0.histogramColor },
        fallback: { $0.defaultHistogramColor })
}

@_cdecl("ce_range_slider_set_histogram_color")
public func ce_range_slider_set_histogram_color(_ self_: UnsafeMutableRawPointer?, _ color: UnsafePointer<GdkRGBA>?) {
    slider(self_, "ce_range_slider_set_histogram_color")?.histogramColor = color.map { rgba($0.pointee) }
}

@_cdecl("ce_range_slider_get_histogram_highlight_color")
public func ce_range_slider_get_histogram_highlight_color(
    _ self_: UnsafeMutableRawPointer?,
    _ color: UnsafeMutablePointer<GdkRGBA>?
) -> gboolean {
    getColor(
        self_, "ce_range_slider_get_histogram_highlight_color", color, explicit: { $0.histogramHighlightColor },
        fallback: { $0.trackHighlightTintColor })
}

@_cdecl("ce_range_slider_set_histogram_highlight_color")
public func ce_range_slider_set_histogram_highlight_color(
    _ self_: UnsafeMutableRawPointer?, _ color: UnsafePointer<GdkRGBA>?
) {
    slider(self_, "ce_range_slider_set_histogram_highlight_color")?.histogramHighlightColor = color.map {
        rgba($0.pointee)
    }
}
