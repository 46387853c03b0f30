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
    /// The types of the key and scroll controllers, whose class handlers call
    /// ``keyPressed(_:_:)`` and ``scrolled(dx:dy:pointer:)`` on the slider they are on.
    static var keyControllerType: GType { get }
    static var scrollControllerType: GType { get }
}

/// The key and scroll controllers of the slider, added and removed together. There is no motion
/// controller: a scroll asks where the pointer of its own event is.
///
/// Lifetimes: ``add(_:)`` hands the widget the only reference to a controller (the list keeps a
/// borrowed pointer); ``removeControllers()`` makes the widget drop each one. The key and scroll
/// controllers connect no handler: their types' class handlers find the slider through the
/// controller's widget.
extension SliderInputControllers {
    /// Adds GtkEventControllerKey (to ``keyPressed(_:_:)``) and GtkEventControllerScroll on both
    /// axes (to ``scrolled(dx:dy:pointer:)``).
    func addKeyAndScrollControllers() {
        add(ClassHandledType.new(Self.keyControllerType))
        let scroll = ClassHandledType.new(Self.scrollControllerType)
        gtk_event_controller_scroll_set_flags(scroll, GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)
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
