// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// What the slider widget (``RangeSliderWidget``) gives its
/// shared input controllers: the widget the controllers go on, the input state that remembers
/// them, and the key and scroll handlers with the C functions that reach them.
protocol SliderInputControllers: AnyObject {
    /// The GtkWidget the controllers are added to (it owns them).
    var gtkWidget: UnsafeMutablePointer<GtkWidget> { get }
    /// The controllers added by ``add(_:)`` (``SliderInput/controllers``).
    var input: SliderInput { get }
    /// Handles a key press on the focused thumb; returns whether the key was used.
    func keyPressed(_ keyval: guint, _ state: GdkModifierType) -> Bool
    /// Handles a scroll step with the pointer at `pointer` (widget coordinates; nil when it is
    /// not known); returns whether it was used.
    func scrolled(dx: Double, dy: Double, pointer: @autoclosure () -> (x: Double, y: Double)?) -> Bool
    /// The user data of the key and scroll handlers: this object, unretained (it removes its
    /// controllers before it goes).
    var inputTarget: UnsafeMutableRawPointer { get }
    /// Calls ``keyPressed(_:_:)`` on the object its user data (``inputTarget``) points at,
    /// unless that object is being deinitialized.
    static var keyPressedHandler: CGtkKeyHandler { get }
    /// Calls ``scrolled(dx:dy:pointer:)`` the same way, with the place of the pointer that made
    /// the scroll event the controller (its first argument) is handling.
    static var scrolledHandler: CGtkDoublePairBoolHandler { get }
}

/// The key and scroll controllers of the slider, added and removed together. There is no motion
/// controller: a scroll asks where the pointer of its own event is.
///
/// Lifetimes: ``add(_:)`` hands the widget the only reference to a controller (the list keeps a
/// borrowed pointer); ``removeControllers()`` makes the widget drop each one. The key and scroll
/// handlers get the slider unretained (``inputTarget``): no box, no closure context, no destroy
/// notifier.
extension SliderInputControllers {
    /// Adds GtkEventControllerKey (to ``keyPressed(_:_:)``) and GtkEventControllerScroll on both
    /// axes (to ``scrolled(dx:dy:pointer:)``).
    func addKeyAndScrollControllers() {
        let keys = gtk_event_controller_key_new()!
        GtkSignal.connectKeyPressed(UnsafeMutableRawPointer(keys), target: inputTarget, Self.keyPressedHandler)
        add(keys)

        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        GtkSignal.connectHandled(UnsafeMutableRawPointer(scroll), "scroll", target: inputTarget, Self.scrolledHandler)
        add(scroll)
    }

    /// Adds `controller` to the widget, which takes the only reference, and remembers it.
    func add(_ controller: OpaquePointer) {
        input.controllers.append(controller)
        gtk_widget_add_controller(gtkWidget, controller)
    }

    /// Removes every controller ``add(_:)`` added (the widget releases each).
    func removeControllers() {
        for controller in input.controllers { gtk_widget_remove_controller(gtkWidget, controller) }
        input.controllers = []
    }
}
