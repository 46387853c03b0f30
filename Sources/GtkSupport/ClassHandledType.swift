// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim

/// A GObject type derived from a GTK one (an event controller, say) whose signals' default
/// handlers are given C functions, so that every instance runs them with no handler connected
/// of its own.
///
/// `g_signal_connect` costs each instance a closure and a handler record, about 160 bytes a
/// signal; a class handler is one closure for the type. A class handler gets the emitting
/// instance and the signal's arguments, and nil where a connected handler gets its user data,
/// so it finds what it works on from the instance (an event controller's widget, for one).
/// It runs at the signal's default-handler stage: for a signal that runs last (as GtkGestureDrag's,
/// GtkGesture's `cancel`, and the key and scroll controllers' signals do), after handlers
/// connected with `g_signal_connect`.
public enum ClassHandledType {
    /// The type `name`, derived from `parent` with the same class and instance size, whose
    /// `handlers` (signal name, C function) are its default handlers; registered on first use
    /// and the same type after.
    public static func register(_ name: String, parent: GType, handlers: [(signal: String, handler: GCallback)])
        -> GType
    {
        let existing = g_type_from_name(name)
        if existing != 0 { return existing }
        var parentInfo = GTypeQuery()
        g_type_query(parent, &parentInfo)
        var info = GTypeInfo(
            class_size: guint16(parentInfo.class_size), base_init: nil, base_finalize: nil, class_init: nil,
            class_finalize: nil, class_data: nil, instance_size: guint16(parentInfo.instance_size),
            n_preallocs: 0, instance_init: nil, value_table: nil)
        let type = g_type_register_static(parent, name, &info, GTypeFlags(0))
        // The parent's signals exist once its class is made; the class stays, as the type does.
        _ = g_type_class_ref(parent)
        for (signal, handler) in handlers {
            g_signal_override_class_handler(signal, type, handler)
        }
        return type
    }

    /// A new instance of `type` (made by ``register(_:parent:handlers:)``), with no properties set.
    public static func new(_ type: GType) -> OpaquePointer {
        OpaquePointer(g_object_new_with_properties(type, 0, nil, nil)!)
    }
}
