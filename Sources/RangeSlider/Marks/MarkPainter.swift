// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Draws marks beside the track: a tick per mark, and its label upright beyond the tick. A
/// mark placed ``SliderMark/Position/after`` sits after the band across it (below a horizontal
/// slider); one placed ``SliderMark/Position/before`` sits before it, beyond the histogram's
/// strip (above a horizontal slider), its label beyond its tick.
struct MarkPainter {
    /// The length of a tick, in pixels.
    static let tickLength: Int32 = 6

    let marks: [SliderMark]
    let color: RGBA
    /// The histogram's strip before the band (0 without one): `.before` marks lie beyond it.
    var histogramStrip: Double = 0

    /// Where a mark's tick starts across the band (axis space), and which way it grows.
    private func tickStart(_ mark: SliderMark, geometry: SliderGeometry) -> (start: Double, direction: Double) {
        mark.position == .after ? (geometry.height + 1, 1) : (-histogramStrip - 1, -1)
    }

    /// The height of a line of text in `widget`'s font.
    static func labelHeight(in widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        guard let layout = gtk_widget_create_pango_layout(widget, "0") else { return 14 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        return h
    }

    private func visible(_ values: RangeValues) -> [SliderMark] {
        marks.filter { $0.value >= values.minimumValue && $0.value <= values.maximumValue }
    }

    /// Ticks, in axis space (the caller has transformed `cr`).
    func paintTicks(_ cr: OpaquePointer, geometry: SliderGeometry, values: RangeValues) {
        let shown = visible(values)
        guard !shown.isEmpty else { return }
        CairoPath.setColor(cr, color)
        cairo_set_line_width(cr, 1)
        for mark in shown {
            let along = geometry.positionForValue(
                mark.value, minimum: values.minimumValue, maximum: values.maximumValue)
            let x = along.rounded(.down) + 0.5
            let tick = tickStart(mark, geometry: geometry)
            cairo_move_to(cr, x, tick.start)
            cairo_line_to(cr, x, tick.start + tick.direction * Double(Self.tickLength))
        }
        cairo_stroke(cr)
    }

    /// Labels, upright in widget space; `toWidget` maps an axis point to widget coordinates.
    /// Under a horizontal slider's ticks a label is centred on its mark; beside a vertical
    /// one's it starts at the tick and is centred across it.
    func paintLabels(
        _ cr: OpaquePointer, geometry: SliderGeometry, values: RangeValues,
        widget: UnsafeMutablePointer<GtkWidget>, horizontal: Bool,
        toWidget: (Double, Double) -> (x: Double, y: Double)
    ) {
        let labelled = visible(values).filter { $0.label != nil }
        guard !labelled.isEmpty else { return }
        CairoPath.setColor(cr, color)
        for mark in labelled {
            guard let text = mark.label, let layout = gtk_widget_create_pango_layout(widget, text) else { continue }
            var w: Int32 = 0, h: Int32 = 0
            pango_layout_get_pixel_size(layout, &w, &h)
            let along = geometry.positionForValue(
                mark.value, minimum: values.minimumValue, maximum: values.maximumValue)
            let tick = tickStart(mark, geometry: geometry)
            let point = toWidget(along, tick.start + tick.direction * (1 + Double(Self.tickLength)))
            // After the band the label starts at the tick's end; before it, it ends there.
            let before = mark.position == .before
            let x = horizontal ? point.x - Double(w) / 2 : (before ? point.x - Double(w) : point.x)
            let y = horizontal ? (before ? point.y - Double(h) : point.y) : point.y - Double(h) / 2
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }
}
