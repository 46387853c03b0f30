// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// A thumb a program set beyond the visible range (see ``RangeSliderWidget/hardMaximum``) is
/// drawn at the track's end with a chevron on it pointing out of the track, in the highlight
/// colour (``RangeSliderWidget/trackHighlightTintColor``, the theme's unless set), so that it
/// does not pass for a thumb at the end. See ``BeyondRangeMarker``.
extension RangeSliderWidget {
    /// The thumbs beyond the visible range, drawn with a chevron.
    public var beyondRangeMarkers: [BeyondRangeMarker] { BeyondRangeMarker.markers(of: values) }

    /// Draws the chevrons of ``beyondRangeMarkers`` over their thumbs (nothing without any).
    func appendBeyondRangeMarkers(to snapshot: OpaquePointer, width: Double, height: Double) {
        let markers = beyondRangeMarkers
        guard !markers.isEmpty, mode != .progress else { return }
        let layout = currentLayout(width: width, height: height)
        let shown = layout.visibleThumbIndices
        let toWidget = axisTransform(width: width, height: height)
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        defer { cairo_destroy(cr) }
        let color = trackHighlightTintColor
        let dimmed = gtk_widget_is_sensitive(gtkWidget) == 0
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * (dimmed ? 0.45 : 1))
        cairo_set_line_width(cr, 2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for marker in markers where shown.contains(marker.index) {
            let frame = layout.frame(at: marker.index)
            let size = max(2, min(frame.width, frame.height) * 0.18)
            let points = BeyondRangeMarker.chevron(in: frame, end: marker.end, size: size)
            for (i, p) in points.enumerated() {
                let w = toWidget.point(along: p.along, across: p.across)
                if i == 0 { cairo_move_to(cr, w.x, w.y) } else { cairo_line_to(cr, w.x, w.y) }
            }
            cairo_stroke(cr)
        }
    }
}
