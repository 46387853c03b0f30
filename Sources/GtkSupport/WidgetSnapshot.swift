// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim

/// Renders a realized widget to pixels through its window's own GSK renderer: what the
/// screen would show, without reading the screen. Used by `--screenshot` options and tests.
public enum WidgetSnapshot {
    /// Pixels of one rendering: Cairo ARGB32 layout (premultiplied; B, G, R, A bytes on
    /// little-endian machines), `width * 4` bytes per row.
    public struct Pixels {
        /// Width in device pixels.
        public let width: Int
        /// Height in device pixels.
        public let height: Int
        /// The bytes.
        public let bgra: [UInt8]

        /// Wraps downloaded bytes.
        public init(width: Int, height: Int, bgra: [UInt8]) {
            self.width = width
            self.height = height
            self.bgra = bgra
        }
    }

    /// Renders `widget` at `scale` device pixels per logical pixel (default: the widget's own
    /// scale factor, so a window under `GDK_SCALE=2` is captured at its real resolution),
    /// through `renderer` (default: its window's own; another realized renderer, such as a
    /// `GskCairoRenderer` beside a GL window's, draws the same nodes for comparison).
    /// Returns nil when the widget is not in a realized window or has no size.
    public static func render(
        _ widget: UnsafeMutablePointer<GtkWidget>, scale: Double? = nil,
        renderer: OpaquePointer? = nil
    ) -> Pixels? {
        let scale = scale ?? Double(gtk_widget_get_scale_factor(widget))
        guard let native = gtk_widget_get_native(widget),
            let renderer = renderer ?? gtk_native_get_renderer(native)
        else { return nil }
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))
        guard width > 0, height > 0, scale > 0, scale.isFinite else { return nil }
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        gdk_paintable_snapshot(paintable, snapshot, width, height)
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t()
        graphene_rect_init(&viewport, 0, 0, Float(width * scale), Float(height * scale))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let w = Int(gdk_texture_get_width(texture)), h = Int(gdk_texture_get_height(texture))
        var data = [UInt8](repeating: 0, count: w * h * 4)
        data.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(w * 4))
        }
        return Pixels(width: w, height: h, bgra: data)
    }

    /// Writes pixels to a PNG file through Cairo. Returns an error message on failure.
    public static func writePNG(_ pixels: Pixels, to path: String) -> String? {
        guard pixels.width > 0, pixels.height > 0 else { return "nothing to write: the image is empty" }
        var copy = pixels.bgra
        return copy.withUnsafeMutableBufferPointer { buffer -> String? in
            guard
                let surface = cairo_image_surface_create_for_data(
                    buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height),
                    Int32(pixels.width * 4))
            else { return "cairo could not create an image surface" }
            defer { cairo_surface_destroy(surface) }
            let status = cairo_surface_write_to_png(surface, path)
            return status == CAIRO_STATUS_SUCCESS
                ? nil : "cannot write \(path): \(String(cString: cairo_status_to_string(status)))"
        }
    }
}
