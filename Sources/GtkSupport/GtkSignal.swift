// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
@_exported import CGtk
import CGtkShim

/// Connects Swift closures to GObject signals.
///
/// Ownership: each connection owns a small box holding the closure. GLib releases the box
/// exactly once, through the connection's destroy notifier, when the handler is disconnected
/// or the instance is finalized. Closures that refer back to a Swift object should capture it
/// `weak`: the GObject then never keeps the Swift object alive, and there is no cycle. A
/// connection of a C function with a `target` owns nothing (see ``connect(_:_:target:_:)-(_,_,_,CGtkVoidHandler)``).
public enum GtkSignal {
    /// Connects a handler for a signal whose only arguments are the instance and user data
    /// (`clicked`, `activate`, `value-changed`, `destroy`, ...). Returns the handler id.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping () -> Void
    ) -> gulong {
        let box = Unmanaged.passRetained(VoidBox(handler)).toOpaque()
        return connectData(
            instance, signal,
            { _, data in
                guard let data else { return }
                Unmanaged<VoidBox>.fromOpaque(data).takeUnretainedValue().handler()
            } as CGtkVoidHandler, box, releaseBox)
    }

    /// Connects a handler for a signal with two `double` arguments, such as
    /// GtkGestureDrag's `drag-begin`, `drag-update` and `drag-end`.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping (Double, Double) -> Void
    ) -> gulong {
        let box = Unmanaged.passRetained(DoublePairBox(handler)).toOpaque()
        return connectData(
            instance, signal,
            { _, a, b, data in
                guard let data else { return }
                Unmanaged<DoublePairBox>.fromOpaque(data).takeUnretainedValue().handler(a, b)
            } as CGtkDoublePairHandler, box, releaseBox)
    }

    /// Connects a handler for a signal with one pointer argument, such as GtkGesture's
    /// `cancel` or GObject's `notify`.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping (UnsafeMutableRawPointer?) -> Void
    ) -> gulong {
        let box = Unmanaged.passRetained(PointerBox(handler)).toOpaque()
        return connectData(
            instance, signal,
            { _, arg, data in
                guard let data else { return }
                Unmanaged<PointerBox>.fromOpaque(data).takeUnretainedValue().handler(arg)
            } as CGtkPointerHandler, box, releaseBox)
    }

    /// Connects a handler for a signal with two `double` arguments that returns whether the
    /// event was handled, such as GtkEventControllerScroll's `scroll`.
    @discardableResult
    public static func connectHandled(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping (Double, Double) -> Bool
    ) -> gulong {
        let box = Unmanaged.passRetained(DoublePairBoolBox(handler)).toOpaque()
        return connectData(
            instance, signal,
            { _, a, b, data in
                guard let data else { return 0 }
                return Unmanaged<DoublePairBoolBox>.fromOpaque(data).takeUnretainedValue().handler(a, b) ? 1 : 0
            } as CGtkDoublePairBoolHandler, box, releaseBox)
    }

    /// Connects a handler for GtkEventControllerKey's `key-pressed`: (keyval, keycode, state)
    /// → whether the key was handled.
    @discardableResult
    public static func connectKeyPressed(
        _ controller: UnsafeMutableRawPointer,
        _ handler: @escaping (guint, guint, GdkModifierType) -> Bool
    ) -> gulong {
        let box = Unmanaged.passRetained(KeyBox(handler)).toOpaque()
        return connectData(
            controller, "key-pressed",
            { _, keyval, keycode, state, data in
                guard let data else { return 0 }
                return Unmanaged<KeyBox>.fromOpaque(data).takeUnretainedValue().handler(keyval, keycode, state) ? 1 : 0
            } as CGtkKeyHandler, box, releaseBox)
    }

    /// Connects a handler for a colour button from `cgtk_color_button_new`: called when the
    /// user picks a colour, not when the program sets one.
    @discardableResult
    public static func connectColorChosen(
        _ button: UnsafeMutablePointer<GtkWidget>,
        _ handler: @escaping () -> Void
    ) -> gulong {
        let box = Unmanaged.passRetained(VoidBox(handler)).toOpaque()
        return cgtk_color_button_connect_changed(
            button,
            { _, data in
                guard let data else { return }
                Unmanaged<VoidBox>.fromOpaque(data).takeUnretainedValue().handler()
            }, box, releaseBox)
    }

    /// Connects `handler`, a C function, with `target` as its user data, neither retained nor
    /// released: no box, no captured context and no destroy notifier, only GLib's handler
    /// record and closure. For the handlers of an object's own event controllers, which the
    /// object removes before it goes; `handler` must still tell whether `target` wants the
    /// signal (the object may be going away while GTK emits the controller's last signals).
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        target: UnsafeMutableRawPointer?, _ handler: CGtkVoidHandler
    ) -> gulong {
        connectData(instance, signal, handler, target, nil)
    }

    /// ``connect(_:_:target:_:)-(_,_,_,CGtkVoidHandler)`` for a signal with two `double`
    /// arguments.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        target: UnsafeMutableRawPointer?, _ handler: CGtkDoublePairHandler
    ) -> gulong {
        connectData(instance, signal, handler, target, nil)
    }

    /// ``connect(_:_:target:_:)-(_,_,_,CGtkVoidHandler)`` for a signal with one pointer
    /// argument.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        target: UnsafeMutableRawPointer?, _ handler: CGtkPointerHandler
    ) -> gulong {
        connectData(instance, signal, handler, target, nil)
    }

    /// ``connect(_:_:target:_:)-(_,_,_,CGtkVoidHandler)`` for a signal with two `double`
    /// arguments that returns whether the event was handled, such as
    /// GtkEventControllerScroll's `scroll`.
    @discardableResult
    public static func connectHandled(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        target: UnsafeMutableRawPointer?,
        _ handler: CGtkDoublePairBoolHandler
    ) -> gulong {
        connectData(instance, signal, handler, target, nil)
    }

    /// ``connect(_:_:target:_:)-(_,_,_,CGtkVoidHandler)`` for GtkEventControllerKey's
    /// `key-pressed`: (keyval, keycode, state) → whether the key was handled.
    @discardableResult
    public static func connectKeyPressed(
        _ controller: UnsafeMutableRawPointer,
        target: UnsafeMutableRawPointer?, _ handler: CGtkKeyHandler
    ) -> gulong {
        connectData(controller, "key-pressed", handler, target, nil)
    }

    /// The one path every connection takes: connects `handler`, a C function of the signal's
    /// handler shape, with `data` and its destroy notifier (see ``GtkSignal``). `Handler` is
    /// always one of CGtkShim's handler types, a plain C function pointer.
    private static func connectData<Handler>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler,
        _ data: UnsafeMutableRawPointer?, _ destroy: GClosureNotify?
    ) -> gulong {
        g_signal_connect_data(
            instance, signal, unsafeBitCast(handler, to: GCallback.self), data, destroy, GConnectFlags(rawValue: 0))
    }

    /// Disconnects a handler; its box is released by GLib.
    public static func disconnect(_ instance: UnsafeMutableRawPointer, _ id: gulong) {
        if id != 0 { g_signal_handler_disconnect(instance, id) }
    }
}

/// The destroy notifier of every connection: releases the box retained at connection time.
/// Public so other modules can connect their own handler shapes the same way.
public let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// A retained closure passed to C as user data (see ``GtkSignal``).
public final class VoidBox {
    /// The closure.
    public let handler: () -> Void
    /// Boxes `handler`.
    public init(_ handler: @escaping () -> Void) { self.handler = handler }
}

final class DoublePairBox {
    let handler: (Double, Double) -> Void
    init(_ handler: @escaping (Double, Double) -> Void) { self.handler = handler }
}

final class DoublePairBoolBox {
    let handler: (Double, Double) -> Bool
    init(_ handler: @escaping (Double, Double) -> Bool) { self.handler = handler }
}

final class KeyBox {
    let handler: (guint, guint, GdkModifierType) -> Bool
    init(_ handler: @escaping (guint, guint, GdkModifierType) -> Bool) { self.handler = handler }
}

final class PointerBox {
    let handler: (UnsafeMutableRawPointer?) -> Void
    init(_ handler: @escaping (UnsafeMutableRawPointer?) -> Void) { self.handler = handler }
}
