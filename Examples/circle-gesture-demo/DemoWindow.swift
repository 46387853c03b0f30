// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import CircleGesture
import Foundation

/// The demo's window: a canvas to draw in, with a ``CircleGestureRecognizer`` attached, and a
/// status line under it.
///
/// The stroke is drawn as it is made (blue). When it ends, a recognised circle is drawn fitted
/// over it (green) with its centre marked and its centre and radius written beside it; a
/// failure turns the stroke red and writes the reason. Every result is also printed on
/// standard output (see `main.swift`).
///
/// Ownership: this object owns the recognizer (which holds a reference to the canvas while
/// attached) and one reference to the window; the window owns the canvas and the label. The
/// draw function and the recognizer's observers hold this object weakly.
final class DemoWindow {
    /// The GtkApplicationWindow.
    let window: UnsafeMutablePointer<GtkWidget>
    /// The GtkDrawingArea strokes are drawn on.
    let canvas: UnsafeMutablePointer<GtkWidget>
    /// The status line.
    private let label: UnsafeMutablePointer<GtkWidget>
    /// The recognizer attached to the canvas.
    let recognizer = CircleGestureRecognizer()
    /// Called with each result, after the window has been updated.
    var onResult: ((CircleRecognitionResult) -> Void)?
    /// Called once, at the first frame, with the canvas's place on screen.
    var onFirstFrame: ((DemoWindow) -> Void)?

    init(app: UnsafeMutablePointer<GtkApplication>) {
        window = gtk_application_window_new(app)
        g_object_ref_sink(window)
        let win = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(win, "Circle Gesture Demo")
        gtk_window_set_default_size(win, 640, 480)

        canvas = gtk_drawing_area_new()
        gtk_widget_set_hexpand(canvas, 1)
        gtk_widget_set_vexpand(canvas, 1)
        label = gtk_label_new("Draw a circle with the mouse, a finger or a stylus.")
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_label_set_wrap(OpaquePointer(label), 1)
        for side in [
            gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
            gtk_widget_set_margin_end,
        ] {
            side(label, 8)
        }
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let asBox = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
        gtk_box_append(asBox, canvas)
        gtk_box_append(asBox, label)
        gtk_window_set_child(win, box)

        // The draw function's box holds self weakly; GTK releases it when the canvas is
        // finalized (with the window) or the draw function is replaced.
        let drawBox = Unmanaged.passRetained(WeakDemo(self)).toOpaque()
        gtk_drawing_area_set_draw_func(
            UnsafeMutableRawPointer(canvas).assumingMemoryBound(to: GtkDrawingArea.self),
            { _, cr, width, height, data in
                guard let data, let cr else { return }
                Unmanaged<WeakDemo>.fromOpaque(data).takeUnretainedValue().demo?
                    .draw(cr, width: Double(width), height: Double(height))
            }, drawBox,
            { data in
                if let data { Unmanaged<WeakDemo>.fromOpaque(data).release() }
            })

        recognizer.attach(to: canvas)
        recognizer.addStrokeObserver { [weak self] _ in self?.redraw() }
        recognizer.addObserver { [weak self] result in
            guard let self else { return }
            self.redraw()
            gtk_label_set_text(OpaquePointer(self.label), result.description)
            self.onResult?(result)
        }
    }

    deinit {
        gtk_drawing_area_set_draw_func(
            UnsafeMutableRawPointer(canvas).assumingMemoryBound(to: GtkDrawingArea.self), nil, nil, nil)
        recognizer.detach()
        g_object_unref(window)
    }

    /// Shows the window.
    func present() {
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    }

    /// The canvas's top-left corner in its X11 window (surface) coordinates, and its size.
    var canvasFrame: (x: Double, y: Double, width: Int32, height: Int32) {
        var x = 0.0, y = 0.0, sx = 0.0, sy = 0.0
        if let native = gtk_widget_get_native(canvas) {
            let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
            _ = cgtk_widget_point_in(canvas, nativeWidget, 0, 0, &x, &y)
            gtk_native_get_surface_transform(native, &sx, &sy)
        }
        return (x + sx, y + sy, gtk_widget_get_width(canvas), gtk_widget_get_height(canvas))
    }

    private func redraw() { gtk_widget_queue_draw(canvas) }

    // MARK: - Drawing

    private func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        if let onFirstFrame {
            self.onFirstFrame = nil
            onFirstFrame(self)
        }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        guard width > 0, height > 0 else { return }

        // The fitted circle first, wide and translucent, so the stroke stays visible on top.
        if case .recognized(let circle)? = recognizer.result { drawFit(cr, circle) }

        let points = recognizer.stroke.points
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        if let first = points.first {
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            if points.count == 1 { cairo_line_to(cr, first.x, first.y) }
            if recognizer.state == .failed {
                cairo_set_source_rgb(cr, 0.85, 0.2, 0.15)
            } else {
                cairo_set_source_rgb(cr, 0.1, 0.35, 0.85)
            }
            cairo_set_line_width(cr, 2.5)
            cairo_stroke(cr)
        }

        switch recognizer.result {
        case .recognized(let circle)?:
            let c = circle.centre
            cairo_set_source_rgb(cr, 0.05, 0.4, 0.15)
            text(cr, "Circle recognized", x: 12, y: 24, size: 14)
            text(cr, "centre \(c)", x: c.x + 8, y: c.y - 8, size: 13)
            text(cr, "radius \(OneDecimal.format(circle.radius))", x: c.x + 8, y: c.y + 18, size: 13)
        case .failed(let reason)?:
            cairo_set_source_rgb(cr, 0.75, 0.1, 0.1)
            text(cr, "Not a circle: \(reason)", x: 12, y: 24, size: 14)
        case nil:
            if points.isEmpty {
                cairo_set_source_rgb(cr, 0.55, 0.55, 0.55)
                text(cr, "Draw a circle here", x: 12, y: 24, size: 14)
            }
        }
    }

    /// The fitted circle (wide, translucent green), its centre cross and one dashed radius.
    private func drawFit(_ cr: OpaquePointer, _ circle: CircleFit) {
        let c = circle.centre
        cairo_set_source_rgba(cr, 0.1, 0.7, 0.3, 0.45)
        cairo_set_line_width(cr, 7)
        cairo_new_sub_path(cr)
        cairo_arc(cr, c.x, c.y, circle.radius, 0, 2 * .pi)
        cairo_stroke(cr)
        cairo_set_source_rgb(cr, 0.05, 0.5, 0.2)
        cairo_set_line_width(cr, 1.5)
        cairo_move_to(cr, c.x - 6, c.y); cairo_line_to(cr, c.x + 6, c.y)
        cairo_move_to(cr, c.x, c.y - 6); cairo_line_to(cr, c.x, c.y + 6)
        cairo_stroke(cr)
        let dashes: [Double] = [4, 3]
        cairo_set_dash(cr, dashes, 2, 0)
        cairo_move_to(cr, c.x, c.y); cairo_line_to(cr, c.x + circle.radius, c.y)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    private func text(_ cr: OpaquePointer, _ string: String, x: Double, y: Double, size: Double) {
        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, string)
        cairo_new_path(cr)
    }
}

/// Holds the demo weakly for the draw function (see "Ownership" above).
private final class WeakDemo {
    weak var demo: DemoWindow?
    init(_ demo: DemoWindow) { self.demo = demo }
}
