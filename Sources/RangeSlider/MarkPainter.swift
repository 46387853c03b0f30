import CGtkShim
import RangeSliderCore

/// Draws marks beside the track: a tick per mark, and its label upright beyond the tick.
struct MarkPainter {
    /// The length of a tick, in pixels.
    static let tickLength: Int32 = 6

    let marks: [SliderMark]
    let color: RGBA

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
            let along = geometry.positionForValue(mark.value, minimum: values.minimumValue, maximum: values.maximumValue)
            let x = along.rounded(.down) + 0.5
            cairo_move_to(cr, x, geometry.height + 1)
            cairo_line_to(cr, x, geometry.height + 1 + Double(Self.tickLength))
        }
        cairo_stroke(cr)
    }

    /// Labels, upright in widget space; `toWidget` maps an axis point to widget coordinates.
    /// Under a horizontal slider's ticks a label is centred on its mark; beside a vertical
    /// one's it starts at the tick and is centred across it.
    func paintLabels(_ cr: OpaquePointer, geometry: SliderGeometry, values: RangeValues,
                     widget: UnsafeMutablePointer<GtkWidget>, horizontal: Bool,
                     toWidget: (Double, Double) -> (x: Double, y: Double)) {
        let labelled = visible(values).filter { $0.label != nil }
        guard !labelled.isEmpty else { return }
        CairoPath.setColor(cr, color)
        for mark in labelled {
            guard let text = mark.label, let layout = gtk_widget_create_pango_layout(widget, text) else { continue }
            var w: Int32 = 0, h: Int32 = 0
            pango_layout_get_pixel_size(layout, &w, &h)
            let along = geometry.positionForValue(mark.value, minimum: values.minimumValue, maximum: values.maximumValue)
            let point = toWidget(along, geometry.height + 2 + Double(Self.tickLength))
            let x = horizontal ? point.x - Double(w) / 2 : point.x
            let y = horizontal ? point.y : point.y - Double(h) / 2
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }
}
