// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The histogram drawn with the track and its strip's thickness
/// (``RangeSliderWidget/histogramSettings``). Only this file changes it.
struct SliderHistogram {
    /// The histogram, nil for none.
    fileprivate(set) var histogram: Histogram?
    /// The strip's thickness in logical pixels.
    fileprivate(set) var height: Int32 = 40
}

extension RangeSliderWidget {
    /// A histogram drawn with the track: bars rising from the track in a strip of
    /// ``histogramHeight`` on its far side from the marks (above a horizontal slider), behind
    /// the thumbs, scaled to the tallest bin. Bins inside the selected span are drawn in
    /// ``trackHighlightTintColor``, the others muted (the theme's foreground colour, faint); a
    /// bin under a thumb is split there. Bars are placed by value, like the thumbs, so a bin's
    /// edges line up with the thumb positions of its edge values; the parts of bins outside
    /// the slider's range are not drawn. See ``HistogramPainter``.
    ///
    /// Default nil (no strip: the slider keeps its usual thickness). Replacing one histogram
    /// with another only redraws; showing or hiding one (nil ↔ a histogram) resizes, since the
    /// strip appears or goes. An empty histogram (no bins, or all counts zero) keeps the strip
    /// and draws no bars, so an app can reserve the room while its data loads.
    public var histogram: Histogram? {
        get { histogramSettings.histogram }
        set {
            let old = histogramSettings.histogram
            guard newValue != old else { return }
            histogramSettings.histogram = newValue
            if (newValue == nil) != (old == nil) { gtk_widget_queue_resize(gtkWidget) } else { setNeedsDisplay() }
        }
    }

    /// The thickness of the histogram's strip in logical pixels, added to the slider's when a
    /// ``histogram`` is set. Default 40; negative values count as 0.
    public var histogramHeight: Int32 {
        get { histogramSettings.height }
        set {
            setProperty(\.histogramSettings.height, newValue) {
                if histogram != nil { gtk_widget_queue_resize(gtkWidget) }
            }
        }
    }
}
