// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import HousePricesCore
import RangeSlider

/// A tooltip on each bar of a slider's histogram: the bar's range and its count of homes
/// (``HistogramBarTip``), from GTK's `query-tooltip` on the slider and the slider's public
/// geometry (``RangeSliderWidget/valueForPosition(_:)``, `histogramHeight`): no change to the
/// widget. Only over the histogram's strip of a horizontal slider; elsewhere the slider's own
/// behaviour is unchanged (it has no tooltip of its own).
///
/// Ownership: the slider's signal connection holds the handler's box, which holds the slider
/// weakly.
enum HistogramTooltip {
    private final class Box {
        weak var slider: RangeSliderWidget?
        let format: (Double) -> String
        init(_ slider: RangeSliderWidget, _ format: @escaping (Double) -> String) {
            self.slider = slider
            self.format = format
        }
    }

    /// GtkWidget::query-tooltip: (widget, x, y, keyboard_mode, tooltip) -> gboolean.
    private static let thunk:
        @convention(c) (
            UnsafeMutableRawPointer?, Int32, Int32, gboolean, OpaquePointer?,
            UnsafeMutableRawPointer?
        ) -> gboolean = { _, x, y, keyboard, tooltip, data in
            guard keyboard == 0, let tooltip, let data else { return 0 }
            let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
            guard let text = HistogramTooltip.text(box, x: Double(x), y: Double(y)) else { return 0 }
            gtk_tooltip_set_text(tooltip, text)
            return 1
        }

    /// Adds bar tooltips to `slider`, whose bounds are written by `format`.
    static func attach(to slider: RangeSliderWidget, format: @escaping (Double) -> String) {
        gtk_widget_set_has_tooltip(slider.gtkWidget, 1)
        let box = Unmanaged.passRetained(Box(slider, format)).toOpaque()
        g_signal_connect_data(
            UnsafeMutableRawPointer(slider.gtkWidget), "query-tooltip", unsafeBitCast(thunk, to: GCallback.self), box,
            { data, _ in if let data { Unmanaged<Box>.fromOpaque(data).release() } }, GConnectFlags(rawValue: 0))
    }

    /// The text for the point (`x`, `y`) of the slider, or nil when it is not over a bar's
    /// column of the histogram strip.
    private static func text(_ box: Box, x: Double, y: Double) -> String? {
        guard let slider = box.slider, let histogram = slider.histogram,
            gtk_orientable_get_orientation(OpaquePointer(slider.gtkWidget)) == GTK_ORIENTATION_HORIZONTAL,
            y >= 0, y < Double(slider.histogramHeight),
            let bin = HistogramBarTip.bin(at: slider.valueForPosition(x), in: histogram)
        else { return nil }
        return HistogramBarTip.text(bin: bin, of: histogram, format: box.format)
    }

    /// For the debug report: the tooltip at (`x`, `y`) of `slider`, as GTK would show it.
    static func text(for slider: RangeSliderWidget, format: @escaping (Double) -> String, x: Double, y: Double)
        -> String?
    {
        text(Box(slider, format), x: x, y: y)
    }
}
