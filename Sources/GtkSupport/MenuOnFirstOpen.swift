// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
@_exported import CGtk

/// A GtkMenuButton whose menu popover is built the first time the button opens, not when the
/// button is made.
///
/// `gtk_menu_button_set_menu_model` builds the popover's whole widget tree at once (a stack,
/// section boxes and a model button with its label for every item), although most windows never
/// open most of their menus. ``attach(_:model:made:)`` gives the button a create-popup function
/// instead: GTK calls it before every popup (a click, Enter or Space, F10 for a primary menu,
/// `gtk_menu_button_popup`), and the first call sets the model. The button is sensitive and
/// opens as before; until it has opened, `gtk_menu_button_get_popover` returns NULL.
///
/// Ownership: the button holds the model (a reference taken here) and the `made` closure, and
/// releases both when it is finalized. `made` should capture Swift objects `weak`.
public enum MenuOnFirstOpen {
    /// What the button holds until it is finalized.
    private final class Pending {
        let model: UnsafeMutablePointer<GMenuModel>
        let made: ((UnsafeMutablePointer<GtkWidget>) -> Void)?
        init(model: UnsafeMutablePointer<GMenuModel>, made: ((UnsafeMutablePointer<GtkWidget>) -> Void)?) {
            self.model = model
            self.made = made
            g_object_ref(UnsafeMutableRawPointer(model))
        }
        deinit { g_object_unref(UnsafeMutableRawPointer(model)) }
    }

    /// Gives `button` (a GtkMenuButton) the menu `model`, built into a popover when the button
    /// first opens; `made` then runs once with that popover, before it shows (to connect to its
    /// signals, say).
    public static func attach(
        _ button: UnsafeMutablePointer<GtkWidget>, model: UnsafeMutablePointer<GMenuModel>,
        made: ((UnsafeMutablePointer<GtkWidget>) -> Void)? = nil
    ) {
        let pending = Unmanaged.passRetained(Pending(model: model, made: made)).toOpaque()
        gtk_menu_button_set_create_popup_func(
            OpaquePointer(button),
            { button, data in
                guard let button, let data, gtk_menu_button_get_popover(button) == nil else { return }
                let pending = Unmanaged<Pending>.fromOpaque(data).takeUnretainedValue()
                gtk_menu_button_set_menu_model(button, pending.model)
                if let popover = gtk_menu_button_get_popover(button) {
                    pending.made?(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self))
                }
            }, pending,
            { data in
                guard let data else { return }
                Unmanaged<Pending>.fromOpaque(data).release()
            })
    }
}
