// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
import RangeSlider

/// A real, undecorated window showing widgets in a vertical box at fixed sizes.
final class BenchWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let box: UnsafeMutablePointer<GtkWidget>

    init(title: String = "range-slider-bench") {
        window = gtk_window_new()
        g_object_ref_sink(window)
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_window_set_title(asWindow, title)
        gtk_window_set_decorated(asWindow, 0)
        gtk_window_set_child(asWindow, box)
    }

    var asWindow: UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    }
    var asBox: UnsafeMutablePointer<GtkBox> {
        UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
    }

    /// Appends `widget` at exactly `width` × `height` logical pixels.
    func append(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
        gtk_widget_set_size_request(widget, width, height)
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
        gtk_widget_set_valign(widget, GTK_ALIGN_START)
        gtk_box_append(asBox, widget)
    }

    /// Shows the window and waits until `widget` is mapped at its size and a frame has passed.
    func present(waitingFor widget: UnsafeMutablePointer<GtkWidget>, width: Int32) {
        gtk_window_present(asWindow)
        MainLoop.spin(
            until: { gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(widget) == width }, timeout: 10)
        settle()
    }

    /// Grows `widget`'s size request by its CSS margins (GtkScale has some; the slider none), so
    /// that its own width and height, what it draws, are `width` × `height`.
    func fitContent(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
        let dw = width - gtk_widget_get_width(widget), dh = height - gtk_widget_get_height(widget)
        guard dw != 0 || dh != 0 else { return }
        gtk_widget_set_size_request(widget, width + dw, height + dh)
        if !MainLoop.spin(
            until: { gtk_widget_get_width(widget) == width && gtk_widget_get_height(widget) == height }, timeout: 5)
        {
            log(
                """
                \(typeName(OpaquePointer(widget))) is \(gtk_widget_get_width(widget)) × \
                \(gtk_widget_get_height(widget)), not \(width) × \(height)
                """)
        }
        settle()
    }

    /// A window showing a RangeSliderWidget above a GtkScale, each drawing exactly
    /// `FrameBench.width` × `FrameBench.height`: the side-by-side set-up every comparison uses.
    /// The caller destroys the window.
    static func sliderBesideScale() -> (
        window: BenchWindow, slider: RangeSliderWidget, scale: UnsafeMutablePointer<GtkWidget>
    ) {
        let window = BenchWindow()
        let slider = RangeSliderWidget()
        let scale = makeScale()
        window.append(slider.gtkWidget, width: FrameBench.width, height: FrameBench.height)
        window.append(scale, width: FrameBench.width, height: FrameBench.height)
        window.present(waitingFor: slider.gtkWidget, width: FrameBench.width)
        window.fitContent(scale, width: FrameBench.width, height: FrameBench.height)
        return (window, slider, scale)
    }

    /// The window's GSK renderer.
    var renderer: OpaquePointer? {
        gtk_widget_get_native(window).flatMap { gtk_native_get_renderer($0) }
    }

    func destroy() {
        gtk_window_destroy(asWindow)
        MainLoop.drainPending()
        g_object_unref(window)
    }
}

/// Lets GTK process pending work and draw: a few frames' worth of main-loop time.
func settle(_ seconds: Double = 0.1) {
    MainLoop.spin(seconds: seconds)
}

/// Calls `onFrame` once per frame of `widget`'s frame clock (GtkWidget tick callback), in the
/// clock's update phase, before the frame's layout and paint. Stop with ``stop()``.
final class FrameTicker {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var id: guint = 0

    private final class Box {
        let onFrame: (gint64) -> Void
        init(_ onFrame: @escaping (gint64) -> Void) { self.onFrame = onFrame }
    }

    /// `onFrame` gets the frame time (µs, the frame clock's).
    init(_ widget: UnsafeMutablePointer<GtkWidget>, onFrame: @escaping (gint64) -> Void) {
        self.widget = widget
        let box = Unmanaged.passRetained(Box(onFrame)).toOpaque()
        id = gtk_widget_add_tick_callback(
            widget,
            { _, clock, data in
                if let data, let clock {
                    Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().onFrame(gdk_frame_clock_get_frame_time(clock))
                }
                return 1  // G_SOURCE_CONTINUE
            }, box,
            { data in
                if let data { Unmanaged<Box>.fromOpaque(data).release() }
            })
    }

    func stop() {
        if id != 0 { gtk_widget_remove_tick_callback(widget, id) }
        id = 0
    }
}

/// Marks `widget` and every descendant as needing a redraw, dropping their cached render
/// nodes, so the next snapshot runs every snapshot function again.
func invalidateTree(_ widget: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_queue_draw(widget)
    var child = gtk_widget_get_first_child(widget)
    while let c = child {
        invalidateTree(c)
        child = gtk_widget_get_next_sibling(c)
    }
}

/// A GtkScale set up like the slider: horizontal, 0…1, no value label.
func makeScale(value: Double = 0.5) -> UnsafeMutablePointer<GtkWidget> {
    let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.001)!
    gtk_scale_set_draw_value(UnsafeMutableRawPointer(scale).assumingMemoryBound(to: GtkScale.self), 0)
    gtk_range_set_value(asRange(scale), value)
    return scale
}

func asRange(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkRange> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkRange.self)
}

/// The GType name of a GObject instance ("GskCairoRenderer").
func typeName(_ instance: OpaquePointer?) -> String {
    guard let instance else { return "none" }
    let typeInstance = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GTypeInstance.self)
    return String(cString: g_type_name_from_instance(typeInstance))
}
