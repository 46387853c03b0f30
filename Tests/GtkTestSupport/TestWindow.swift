// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import Foundation
import GtkSupport

/// A real, undecorated GTK window holding one child at a fixed size, placed at the top left of
/// the (Xvfb) screen, for pixel and pointer tests.
public final class TestWindow {
    /// The GtkWindow.
    public let window: UnsafeMutablePointer<GtkWidget>
    /// The child widget under test.
    public let child: UnsafeMutablePointer<GtkWidget>

    /// Shows `child` alone in a window, sized `width` × `height`, and waits for its first frame.
    public init(child: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
        self.child = child
        window = gtk_window_new()
        g_object_ref_sink(window)
        let win = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_decorated(win, 0)
        gtk_window_set_resizable(win, 0)
        gtk_widget_set_size_request(child, width, height)
        gtk_widget_set_halign(child, GTK_ALIGN_START)
        gtk_widget_set_valign(child, GTK_ALIGN_START)
        gtk_window_set_child(win, child)
        gtk_window_present(win)
        MainLoop.spin(until: { gtk_widget_get_mapped(child) != 0 && gtk_widget_get_width(child) == width }, timeout: 10)
        MainLoop.spin(seconds: 0.2)
    }

    /// Destroys the window and drops the test's reference.
    public func close() {
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        MainLoop.drainPending()
        g_object_unref(window)
    }

    /// The type name of the window's GSK renderer ("GskGLRenderer", "GskCairoRenderer").
    public var rendererName: String {
        guard let native = gtk_widget_get_native(window), let renderer = gtk_native_get_renderer(native) else {
            return "none"
        }
        return GtkTestEnvironment.typeName(UnsafeMutableRawPointer(renderer))
    }

    /// A new renderer made by `make` (`gsk_cairo_renderer_new`, `gsk_gl_renderer_new`) and
    /// realized on this window's surface, beside the window's own, to draw the same nodes with
    /// another renderer; nil (and the error) when it cannot be realized. The caller unrealizes
    /// and releases it (``releaseRenderer(_:)``) before closing the window.
    public func makeRenderer(_ make: () -> OpaquePointer?) -> (renderer: OpaquePointer?, error: String?) {
        guard let native = gtk_widget_get_native(window), let surface = gtk_native_get_surface(native),
            let renderer = make()
        else { return (nil, "no surface or renderer") }
        var error: UnsafeMutablePointer<GError>?
        if gsk_renderer_realize(renderer, surface, &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            g_object_unref(UnsafeMutableRawPointer(renderer))
            return (nil, message)
        }
        return (renderer, nil)
    }

    /// Unrealizes and releases a renderer from ``makeRenderer(_:)``.
    public func releaseRenderer(_ renderer: OpaquePointer) {
        gsk_renderer_unrealize(renderer)
        g_object_unref(UnsafeMutableRawPointer(renderer))
    }

    /// The X11 window id, for xdotool.
    public var xid: UInt { UInt(cgtk_x11_xid(window)) }

    /// The child's top-left corner in window coordinates.
    public var childOrigin: (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        _ = cgtk_widget_point_in(child, window, 0, 0, &x, &y)
        return (x, y)
    }

    /// Waits until the child is allocated at a size above zero and the window has drawn a
    /// whole frame after this call (so the frame holds every change made before it), or until
    /// `timeout` seconds pass. Returns whether it happened in time.
    ///
    /// A fixed short wait is not enough on a headless compositor, which paces frames: the
    /// window may not yet be allocated when the wait ends.
    @discardableResult
    public func waitForFrame(timeout: Double = 5) -> Bool {
        final class Ticks { var count = 0 }
        let ticks = Ticks()
        gtk_widget_queue_draw(child)
        // A tick callback runs at the start of each frame and keeps the frame clock running:
        // the second tick starts the frame after the one that laid out and painted the change.
        let id = gtk_widget_add_tick_callback(
            window,
            { _, _, data in
                if let data { Unmanaged<Ticks>.fromOpaque(data).takeUnretainedValue().count += 1 }
                return 1  // G_SOURCE_CONTINUE
            }, Unmanaged.passRetained(ticks).toOpaque(),
            { data in if let data { Unmanaged<Ticks>.fromOpaque(data).release() } })
        defer { gtk_widget_remove_tick_callback(window, id) }
        return MainLoop.spin(
            until: {
                ticks.count >= 2 && gtk_widget_get_mapped(child) != 0
                    && gtk_widget_get_width(child) > 0 && gtk_widget_get_height(child) > 0
            }, timeout: timeout)
    }

    /// Renders `widget` (default: the child) through the window's own GSK renderer (or
    /// `renderer`, realized on this window's surface) at `scale` device pixels per logical
    /// pixel, and reads the pixels back.
    ///
    /// A widget's picture is the node its window drew last: after a change it has none until
    /// the window draws its next frame. That frame can come later than a test's short wait,
    /// on Wayland above all, where the compositor paces the frames; so this waits for it (up to
    /// `timeout` seconds) rather than give an empty image.
    public func render(
        _ widget: UnsafeMutablePointer<GtkWidget>? = nil, scale: Double = 1,
        renderer: OpaquePointer? = nil, timeout: Double = 3
    ) -> PixelImage {
        var pixels = WidgetSnapshot.render(widget ?? child, scale: scale, renderer: renderer)
        if pixels == nil {
            MainLoop.spin(
                until: {
                    pixels = WidgetSnapshot.render(widget ?? child, scale: scale, renderer: renderer)
                    return pixels != nil
                }, timeout: timeout)
        }
        guard let pixels else {
            return PixelImage(width: 0, height: 0, bgra: [])
        }
        return PixelImage(width: pixels.width, height: pixels.height, bgra: pixels.bgra)
    }
}
