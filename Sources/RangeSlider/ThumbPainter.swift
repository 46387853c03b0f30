import RangeSliderCore

/// Draws one thumb, as CERangeSliderKnobLayer does: a rounded square inset by 2 px with a
/// subtle grey drop shadow (offset 0, 1), filled with `thumbTintColor`, a 0.5 px grey outline,
/// an inner black gradient from 15 % to 5 % opacity, and a 10 % black shade while highlighted.
struct ThumbPainter {
    /// Fill of the thumb.
    var thumbTintColor: RGBA
    /// 0 (square) … 1 (round).
    var curvaceousness: Double

    /// Paints a thumb occupying `frame` into `cr`.
    func paint(_ cr: OpaquePointer, frame: SliderRect, highlighted: Bool) {
        let body = frame.insetBy(dx: 2, dy: 2)
        guard body.width > 0, body.height > 0 else { return }
        let radius = body.height * curvaceousness / 2

        cairo_save(cr)
        // 1) Drop shadow, offset (0, 1): a grey copy of the outline, softened.
        cairo_save(cr)
        cairo_translate(cr, 0, 1)
        for (width, alpha) in [(2.0, 0.15), (1.0, 0.25)] {
            CairoPath.roundedRect(cr, body, radius: radius)
            cairo_set_line_width(cr, width)
            CairoPath.setColor(cr, RGBA(white: 0.5, alpha: alpha))
            cairo_stroke(cr)
        }
        CairoPath.roundedRect(cr, body, radius: radius)
        CairoPath.setColor(cr, RGBA(white: 0.5, alpha: 0.5))
        cairo_fill(cr)
        cairo_restore(cr)

        // 2) Fill.
        CairoPath.roundedRect(cr, body, radius: radius)
        CairoPath.setColor(cr, thumbTintColor)
        cairo_fill(cr)

        // 3) Outline.
        CairoPath.roundedRect(cr, body, radius: radius)
        cairo_set_line_width(cr, 0.5)
        CairoPath.setColor(cr, .gray)
        cairo_stroke(cr)

        // 4) Inner gradient, black 15 % at the top to 5 % at the bottom.
        let inner = body.insetBy(dx: 2, dy: 2)
        if inner.width > 0, inner.height > 0 {
            if let gradient = cairo_pattern_create_linear(inner.midX, inner.y, inner.midX, inner.maxY) {
                cairo_pattern_add_color_stop_rgba(gradient, 0, 0, 0, 0, 0.15)
                cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, 0.05)
                CairoPath.roundedRect(cr, inner, radius: inner.height * curvaceousness / 2)
                cairo_set_source(cr, gradient)
                cairo_fill(cr)
                cairo_pattern_destroy(gradient)
            }
        }

        // 5) Shade while being dragged.
        if highlighted {
            CairoPath.roundedRect(cr, body, radius: radius)
            CairoPath.setColor(cr, RGBA(white: 0, alpha: 0.1))
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }
}
