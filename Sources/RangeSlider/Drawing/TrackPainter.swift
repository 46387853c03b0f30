// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// Draws the track, as CERangeSliderTrackLayer does: a rounded bar in `trackTintColor`, the
/// span between the thumbs in `trackHighlightTintColor`, a white 40 % gloss over the lower
/// half, an inner shadow and a 0.5 px black outline.
struct TrackPainter {
    /// Fill of the whole track.
    var trackTintColor: RGBA
    /// Fill of the span between the thumbs.
    var trackHighlightTintColor: RGBA
    /// 0 (square) … 1 (fully rounded).
    var curvaceousness: Double

    /// Paints the track of `geometry`, highlighted over `highlight`, into `cr` (logical units).
    func paint(_ cr: OpaquePointer, geometry: SliderGeometry, highlight: SliderRect) {
        paint(cr, geometry: geometry, highlights: [highlight])
    }

    /// Paints the track of `geometry`, highlighted over each of `highlights` (the stretches a
    /// highlight pattern picks), into `cr` (logical units).
    func paint(_ cr: OpaquePointer, geometry: SliderGeometry, highlights: [SliderRect]) {
        let track = geometry.trackFrame
        guard track.width > 0, track.height > 0 else { return }
        let radius = track.height * curvaceousness / 2

        cairo_save(cr)
        // Clip to the rounded outline.
        CairoPath.roundedRect(cr, track, radius: radius)
        cairo_clip(cr)

        // 1) The track.
        CairoPath.setColor(cr, trackTintColor)
        CairoPath.roundedRect(cr, track, radius: radius)
        cairo_fill(cr)

        // 2) The highlighted range.
        for highlight in highlights where highlight.width > 0 {
            CairoPath.setColor(cr, trackHighlightTintColor)
            cairo_rectangle(cr, highlight.x, highlight.y, highlight.width, highlight.height)
            cairo_fill(cr)
        }

        // 3) A gloss over the lower half.
        let gloss = SliderRect(
            x: track.x + radius / 2, y: track.y + track.height / 2,
            width: track.width - radius, height: track.height / 2)
        CairoPath.roundedRect(cr, gloss, radius: gloss.height * curvaceousness / 2)
        CairoPath.setColor(cr, RGBA(white: 1, alpha: 0.4))
        cairo_fill(cr)

        // 4) An inner shadow: the outline stroked in grey, 2 px lower, softened by widening
        //    strokes of falling opacity (Core Graphics' blurred shadow, in plain Cairo).
        cairo_save(cr)
        cairo_translate(cr, 0, 2)
        for (width, alpha) in [(3.0, 0.12), (2.0, 0.18), (1.0, 0.3)] {
            CairoPath.roundedRect(cr, track, radius: radius)
            cairo_set_line_width(cr, width)
            CairoPath.setColor(cr, RGBA(white: 0.5, alpha: alpha))
            cairo_stroke(cr)
        }
        cairo_restore(cr)

        // 5) The outline.
        CairoPath.roundedRect(cr, track, radius: radius)
        cairo_set_line_width(cr, 0.5)
        CairoPath.setColor(cr, .black)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
