// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Draws ``SliderImage``s with Cairo: a stretchable image is up to nine clipped, scaled
/// `cairo_set_source_surface` draws, one per slice of ``StretchableImage``.
///
/// - **Crisp caps.** Each slice's source is a sub-surface of the bitmap with `CAIRO_EXTEND_PAD`,
///   so scaling a one-pixel stretch column never blends in the caps' pixels; a slice drawn at
///   its own size on whole pixels copies its pixels exactly.
/// - **No seams.** Slices are clipped without antialiasing: neighbouring slices share a
///   fractional edge, and antialiased clips would leave a half-transparent column between them.
///   Without it each device pixel belongs to exactly one slice.
/// - **Scale factor.** The bitmap is chosen for the widget's scale factor (the `@2x` one at 2)
///   and drawn in points, so a 2× bitmap lands one pixel per device pixel.
struct SkinPainter {
    /// The widget's scale factor, to pick bitmaps.
    let scaleFactor: Int

    /// Draws `image` stretched into `rect` (points, in the current user space).
    func draw(_ cr: OpaquePointer, _ image: SliderImage, in rect: SliderRect) {
        let bitmap = image.bitmap(forScale: scaleFactor)
        let s = Double(bitmap.scale)
        for slice in image.stretchableImage.slices(in: rect) {
            let src = slice.source, dst = slice.destination
            let px = (x: src.x * s, y: src.y * s, w: src.width * s, h: src.height * s)
            guard px.w > 0, px.h > 0,
                let sub = cairo_surface_create_for_rectangle(bitmap.surface, px.x, px.y, px.w, px.h)
            else { continue }
            defer { cairo_surface_destroy(sub) }
            cairo_save(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
            cairo_rectangle(cr, dst.x, dst.y, dst.width, dst.height)
            cairo_clip(cr)
            cairo_translate(cr, dst.x, dst.y)
            cairo_scale(cr, dst.width / px.w, dst.height / px.h)
            cairo_set_source_surface(cr, sub, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// Draws `image` at its own size centred on (`x`, `y`), its corner on whole points.
    func draw(_ cr: OpaquePointer, _ image: SliderImage, centredAt x: Double, _ y: Double) {
        let rect = SliderRect(
            x: (x - image.width / 2).rounded(), y: (y - image.height / 2).rounded(),
            width: image.width, height: image.height)
        draw(cr, image, in: rect)
    }

    /// Draws the track parts of `layout` (axis space): each part its track image stretched along
    /// it at the image's height, centred across the band; a part without an image is a flat
    /// bar of `fallback`'s colour for it.
    func paintTrack(
        _ cr: OpaquePointer, layout: SliderLayout, images: [TrackPart: SliderImage],
        fallback: (TrackPart) -> RGBA
    ) {
        let band = layout.geometry
        for segment in layout.trackSegments where segment.frame.width > 0 {
            if let image = images[segment.part] {
                let y = ((band.height - image.height) / 2).rounded(.down)
                draw(
                    cr, image,
                    in: SliderRect(x: segment.frame.x, y: y, width: segment.frame.width, height: image.height))
            } else {
                CairoPath.setColor(cr, fallback(segment.part))
                cairo_rectangle(cr, segment.frame.x, segment.frame.y, segment.frame.width, segment.frame.height)
                cairo_fill(cr)
            }
        }
    }
}
