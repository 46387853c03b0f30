// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The thumb widget type, `CeRangeSliderThumb` (CSS node `slider`, accessible role *slider*):
/// an accessible value object, whose value, minimum and maximum GTK's AT-SPI bridge exports
/// through the Value interface, and whose value an assistive technology may set.
///
/// GTK 4.8 exports that interface only for its own value widgets, GTK 4.10 for any
/// `GtkAccessibleRange`, so the type depends on the GTK the shim is compiled against (``isRange``):
/// - *GTK 4.10 and later*: a GtkWidget implementing `GtkAccessibleRange`. A value set over AT-SPI
///   reaches the slider that holds the thumb (its trough's parent), which clamps it to the thumb's
///   bounds (``RangeSliderWidget/accessibleValueRequested(_:_:)``). The thumb keeps no record or
///   handler of its own.
/// - *GTK 4.8*: a GtkRange subclass of which only the adjustment is used (it holds the thumb's
///   ``ThumbAccessibleRange``). A value set over AT-SPI goes to the adjustment, whose
///   `value-changed` tells the slider. Everything else GtkRange adds is removed
///   (``rangeInstanceInit``): the thumb draws only its CSS box and focus ring, the node tree stays
///   `rangeslider > trough > {highlight, slider.lower, slider.upper}`, and the thumb takes no input
///   (it is no pointer target; keys go on to the slider).
enum RangeSliderThumbType {
    /// True when thumbs are GtkRanges (GTK 4.8), false when they implement GtkAccessibleRange.
    static let isRange = cgtk_thumbs_are_ranges() != 0

    /// Registers the thumb type (once per process): see the type's documentation.
    static func register() -> SwiftWidgetType {
        let type = SwiftWidgetType.register(
            name: "CeRangeSliderThumb", cssName: "slider", role: GTK_ACCESSIBLE_ROLE_SLIDER,
            parent: cgtk_thumb_parent_type(),
            classInit: RangeSliderGObject.partClassInit,
            instanceInit: isRange ? rangeInstanceInit : nil)
        cgtk_add_accessible_range(type.gtype, valueRequested)  // GTK 4.10+ only; once
        return type
    }

    /// Instance set-up after GtkRange's (GTK 4.8): detaches GtkRange's own child nodes (a `trough`
    /// gizmo holding a `slider` gizmo) and removes its orientation class and its controllers.
    /// GtkRange keeps pointers to the gizmos and unparents them in its finalize, so the thumb holds
    /// the detached trough as object data, released after GtkRange's finalize has run. The
    /// adjustment stays the one GtkRange makes at construction, released by GtkRange's dispose;
    /// the slider keeps no pointer to it (it asks `gtk_range_get_adjustment` each time).
    private static let rangeInstanceInit: GInstanceInitFunc = { instance, _ in
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
    /// and key controllers), which never act on a thumb (see the type's documentation) but take
    /// memory in every thumb. GtkRange keeps a pointer to its drag gesture and asks it
    /// in its handlers: that gesture is kept alive (detached from the widget, so never active)
    /// as object data until the thumb is finalized.
    private static func removeRangeControllers(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ object: UnsafeMutablePointer<GObject>
    ) {
        guard let list = gtk_widget_observe_controllers(widget) else { return }
        var controllers: [UnsafeMutableRawPointer] = []
        for i in 0..<g_list_model_get_n_items(list) {
            if let item = g_list_model_get_item(list, i) { controllers.append(item) }  // a reference each
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

    /// The GtkRange view of a thumb widget (GTK 4.8 only).
    private static func range(_ thumb: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkRange> {
        UnsafeMutableRawPointer(thumb).assumingMemoryBound(to: GtkRange.self)
    }

    /// GTK 4.8: calls `action` (on the main thread) whenever the thumb's adjustment changes its
    /// value: an assistive technology's request, which ``requestedValue(_:)`` then holds, or
    /// ``configure(_:_:)`` (tell its calls apart). Once per thumb; `action` lives as long as the
    /// thumb (capture the slider weakly). GTK 4.10+: nothing (requests go to the slider that holds
    /// the thumb; see the type's documentation).
    static func onAccessibleValue(_ thumb: UnsafeMutablePointer<GtkWidget>, _ action: @escaping () -> Void) {
        guard isRange else { return }
        GtkSignal.connect(UnsafeMutableRawPointer(thumb), "value-changed", action)
    }

    /// GTK 4.8: gives the thumb its bounds, value and steps in its adjustment (one `changed` and,
    /// if the value moved, one `value-changed` emission; nothing when it already holds it;
    /// GtkRange's handlers update the accessible value, minimum and maximum from it). GTK 4.10+:
    /// nothing (the accessible properties are the slider's to write).
    static func configure(_ thumb: UnsafeMutablePointer<GtkWidget>, _ range: ThumbAccessibleRange) {
        guard isRange, let adjustment = gtk_range_get_adjustment(Self.range(thumb)) else { return }
        gtk_adjustment_configure(
            adjustment, range.value, range.minimum, range.maximum,
            range.stepIncrement, range.pageIncrement, 0)
    }

    /// GTK 4.8: the value the thumb's adjustment holds, an assistive technology's request
    /// (clamped to the thumb's bounds) or the value last given to ``configure(_:_:)`` since.
    /// GTK 4.10+: NaN (requests go straight to the slider).
    static func requestedValue(_ thumb: UnsafeMutablePointer<GtkWidget>) -> Double {
        isRange ? gtk_range_get_value(Self.range(thumb)) : .nan
    }

    /// GtkAccessibleRange's `set_current_value` (GTK 4.10+; the shim refuses non-finite
    /// values): tells the slider that holds the thumb (the trough's parent), if any.
    private static let valueRequested: CGtkAccessibleValueRequest = { thumb, value in
        guard let thumb, let trough = gtk_widget_get_parent(thumb),
            let slider = RangeSliderWidget.state(of: gtk_widget_get_parent(trough)),
            let index = slider.thumbWidgets.firstIndex(of: thumb)
        else { return 0 }
        slider.accessibleValueRequested(index, value)
        return 1
    }
}
