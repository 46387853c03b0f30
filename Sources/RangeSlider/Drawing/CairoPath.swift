// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// Path helpers Cairo lacks, for the widget's painters and for apps that draw in its style.
public enum CairoPath {
    /// Adds a rounded rectangle to the current path, like `UIBezierPath(roundedRect:cornerRadius:)`.
    /// The radius is clamped to half the shorter side; 0 gives a plain rectangle.
    public static func roundedRect(_ cr: OpaquePointer, _ rect: SliderRect, radius: Double) {
        let r = max(0, min(radius.isFinite ? radius : 0, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let pi = Double.pi
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.y + r, r, -pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, pi / 2)
        cairo_arc(cr, rect.x + r, rect.maxY - r, r, pi / 2, pi)
        cairo_arc(cr, rect.x + r, rect.y + r, r, pi, 3 * pi / 2)
        cairo_close_path(cr)
    }

    /// Sets the source colour.
    public static func setColor(_ cr: OpaquePointer, _ c: RGBA) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    /// Multiplies the current transformation by an axis-to-widget map, so what follows is
    /// drawn in axis space.
    static func transform(_ cr: OpaquePointer, _ t: AxisTransform) {
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, t.xx, t.yx, t.xy, t.yy, t.x0, t.y0)
        cairo_transform(cr, &m)
    }
}
