// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The thumb widget type, `CeRangeSliderThumb` (CSS node `slider`, accessible role *slider*):
/// a GtkRange subclass, so that GTK 4.8's AT-SPI bridge gives each thumb a Value interface.
///
/// **Why GtkRange.** GTK 4.8 exports AT-SPI's Value interface (current, minimum and maximum
/// value, and setting the value) only for its own value widgets: GtkRange, GtkSpinButton,
/// GtkScaleButton, GtkPaned, GtkProgressBar and GtkLevelBar (`gtk/a11y/gtkatspivalue.c`);
/// GtkAccessibleRange, which lets any widget do so, arrived in GTK 4.10. A value set through
/// AT-SPI on a GtkRange goes to `gtk_range_set_value`, that is to its GtkAdjustment.
///
/// **What is GtkRange's and what is not.** Only the model is used: the adjustment, which
/// holds the thumb's ``ThumbAccessibleRange`` (see ``RangeSliderAccessibility``), and GtkRange's
/// own accessible-property updates from it. Everything a GtkRange would add to the thumb is
/// neutralised, so the slider looks, lays out and behaves as before:
/// - *Measuring, allocation and drawing* are ``SwiftWidgetType``'s, which for a thumb (no
///   implementation) are GtkWidget's own: the thumb draws its CSS box and focus ring only.
/// - *Child nodes.* GtkRange's instance set-up parents a `trough` gizmo (with a `slider`
///   gizmo) to the thumb. ``instanceInit`` unparents it again, so the CSS node tree stays
///   `rangeslider > trough > {highlight, slider.lower, slider.upper}` and nothing extra reaches
///   the accessible tree. GtkRange keeps pointers to those gizmos and unparents them in its
///   finalize, so the thumb keeps the detached trough alive: it holds the only reference as
///   object data, released by GObject's finalize, after GtkRange's finalize has run (which
///   unparents the slider gizmo from it, releasing that one). `gtk_widget_unparent` of a
///   widget without a parent does nothing.
/// - *Orientation classes.* GtkRange's set-up adds `.horizontal` to the thumb; it is removed.
///   The thumbs' accessible orientation follows the slider's (``RangeSliderAccessibility``).
/// - *Input.* GtkRange adds a drag, click, long-press, scroll and key controller to the thumb;
///   ``instanceInit`` removes them (about 2 KiB a thumb). They never acted: the thumbs are not
///   pointer targets (`can-target` false: the slider's own gesture handles the pointer), and
///   GtkRange's key handler only reacted to Escape and Shift during its own drags; GtkRange has
///   no key bindings (GtkScale adds those). Keys go on to the slider's key controller as
///   before. GtkRange keeps a pointer to its drag gesture, so the thumb keeps that gesture
///   alive (detached, never active) as object data.
///
/// **The adjustment's lifetime.** Each thumb uses the adjustment GtkRange makes for it at
/// construction (its `adjustment` property is a construct property, given NULL): the thumb
/// holds the only reference and GtkRange's dispose releases it. The slider keeps no pointer to
/// it; it asks `gtk_range_get_adjustment` each time.
enum RangeSliderThumbType {
    /// Instance set-up after GtkRange's: detaches GtkRange's own child nodes (kept alive, see
    /// the type's documentation) and removes its orientation class.
    static let instanceInit: GInstanceInitFunc = { instance, _ in
        guard let instance else { return }
        let widget = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
        let object = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GObject.self)
        var index = 0
        while let child = gtk_widget_get_first_child(widget) {
            g_object_ref(UnsafeMutableRawPointer(child))
            gtk_widget_unparent(child)
            g_object_set_qdata_full(object, detachedPartQuark(index), UnsafeMutableRawPointer(child)) { data in
                if let data { g_object_unref(data) }
            }
            index += 1
        }
        gtk_widget_remove_css_class(widget, "horizontal")
        gtk_widget_remove_css_class(widget, "vertical")
        removeRangeControllers(widget, object)
    }

    /// Removes GtkRange's own event controllers (drag, click and long-press gestures, scroll
    /// and key controllers), which never act on a thumb (see the type's documentation) but
    /// cost every thumb about 2 KiB. GtkRange keeps a pointer to its drag gesture and asks it
    /// in its handlers: that gesture is kept alive (detached from the widget, so never active)
    /// as object data until the thumb is finalized.
    private static func removeRangeControllers(_ widget: UnsafeMutablePointer<GtkWidget>, _ object: UnsafeMutablePointer<GObject>) {
        guard let list = gtk_widget_observe_controllers(widget) else { return }
        var controllers: [UnsafeMutableRawPointer] = []
        for i in 0..<g_list_model_get_n_items(list) {
            if let item = g_list_model_get_item(list, i) { controllers.append(item) }   // a reference each
        }
        g_object_unref(UnsafeMutableRawPointer(list))
        for controller in controllers {
            let instance = controller.assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_gesture_drag_get_type()) != 0 {
                g_object_ref(controller)
                g_object_set_qdata_full(object, dragGestureQuark, controller) { data in
                    if let data { g_object_unref(data) }
                }
            }
            gtk_widget_remove_controller(widget, OpaquePointer(controller))
            g_object_unref(controller)
        }
    }

    /// The drag gesture's key as object data. `g_quark_from_string`: it copies the name (the
    /// C string Swift passes for a `String` need not outlive the call).
    private static let dragGestureQuark = g_quark_from_string("ce-range-slider-thumb-drag-gesture")

    private static func detachedPartQuark(_ index: Int) -> GQuark {
        g_quark_from_string("ce-range-slider-thumb-detached-part-\(index)")
    }

    /// The GtkRange view of a thumb widget.
    static func range(_ thumb: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkRange> {
        UnsafeMutableRawPointer(thumb).assumingMemoryBound(to: GtkRange.self)
    }

    /// Puts `range` into the thumb's adjustment (one `changed` and, if the value moved, one
    /// `value-changed` emission; nothing when it already holds it). GtkRange's handlers update
    /// the accessible value, minimum and maximum from it.
    static func configure(_ thumb: UnsafeMutablePointer<GtkWidget>, _ range: ThumbAccessibleRange) {
        guard let adjustment = gtk_range_get_adjustment(Self.range(thumb)) else { return }
        gtk_adjustment_configure(adjustment, range.value, range.minimum, range.maximum,
                                 range.stepIncrement, range.pageIncrement, 0)
    }

    /// The value in the thumb's adjustment.
    static func adjustmentValue(_ thumb: UnsafeMutablePointer<GtkWidget>) -> Double {
        gtk_range_get_value(Self.range(thumb))
    }
}
