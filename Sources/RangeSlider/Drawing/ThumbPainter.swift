// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
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

        // 4) Inner gradient, black 15 % at the top to 5 % at the bottom, from a cached image
        //    (see InnerShade).
        let inner = body.insetBy(dx: 2, dy: 2)
        if inner.width > 0, inner.height > 0, let shade = InnerShade.image(width: inner.width, height: inner.height) {
            CairoPath.roundedRect(cr, inner, radius: inner.height * curvaceousness / 2)
            // Whole logical pixels, so at scale 1 Cairo copies the image without resampling; the
            // margin covers the shift (under a pixel: 0.3 % of opacity at most).
            let margin = Double(InnerShade.margin)
            cairo_set_source_surface(cr, shade, (inner.x - margin).rounded(.down), (inner.y - margin).rounded(.down))
            cairo_fill(cr)
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

/// The thumb's inner gradient, rendered once per size into an image and reused.
///
/// pixman composites an image source on its fast path, a gradient source through its general
/// path once per row of the antialiased shape. The gradient is vertical and linear, so the
/// image's width and its placement to the pixel do not show.
enum InnerShade {
    /// Extra pixels on every side, the gradient's end colours continued, so a shifted or
    /// resampled image still covers the shape.
    static let margin = 2

    private static var cache: [Int: OpaquePointer] = [:]

    /// An image at least `width` × `height` plus the margins, whose gradient runs from the top
    /// of the inner area (y = margin) to its bottom (y = margin + height). Main thread only.
    static func image(width: Double, height: Double) -> OpaquePointer? {
        let w = Int(width.rounded(.up)) + 2 * margin + 1, h = Int(height.rounded(.up)) + 2 * margin + 1
        let key = w << 20 | h
        if let cached = cache[key] { return cached }
        guard w < 1 << 14, h < 1 << 14 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let top = Double(margin)
        if let gradient = cairo_pattern_create_linear(0, top, 0, top + height) {
            cairo_pattern_add_color_stop_rgba(gradient, 0, 0, 0, 0, 0.15)
            cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, 0.05)
            cairo_set_source(cr, gradient)  // EXTEND_PAD: the margins continue the end colours
            cairo_paint(cr)
            cairo_pattern_destroy(gradient)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        if cache.count >= 16 {  // sliders of many heights: start again rather than grow
            for old in cache.values { cairo_surface_destroy(old) }
            cache.removeAll()
        }
        cache[key] = surface
        return surface
    }
}
