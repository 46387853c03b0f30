// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import RangeSlider

/// GActions from Swift closures: a GSimpleAction added to an action map (the window's `win.`
/// actions, the application's `app.` ones), whose `activate` calls the closure.
///
/// Ownership: the map holds the action (the reference `g_simple_action_new` returned is given
/// to it); the action's signal connection holds the closure's box and releases it when the
/// action is finalized. Closures hold the window weakly.
enum AppActions {
    /// Adds the action `name` to `map` and returns it (owned by the map). `parameter: true`
    /// makes it take a string (`win.open-file::/path/to/homes.csv`).
    @discardableResult
    static func add(
        to map: UnsafeMutableRawPointer, _ name: String, takesString: Bool = false,
        _ handler: @escaping (String?) -> Void
    ) -> OpaquePointer {
        let action = g_simple_action_new(name, takesString ? hp_variant_type_string() : nil)!
        GtkSignal.connect(UnsafeMutableRawPointer(action), "activate") { (parameter: UnsafeMutableRawPointer?) in
            let text = parameter.map { String(cString: g_variant_get_string(OpaquePointer($0), nil)!) }
            handler(text)
        }
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(UnsafeMutableRawPointer(action))  // the map holds it
        return action
    }

    /// Adds a stateful boolean action `name` (a menu's check item) to `map`, starting at
    /// `state`. Activating it flips the state and calls `handler` with the new one.
    @discardableResult
    static func addToggle(
        to map: UnsafeMutableRawPointer, _ name: String, state: Bool,
        _ handler: @escaping (Bool) -> Void
    ) -> OpaquePointer {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(state ? 1 : 0))!
        GtkSignal.connect(UnsafeMutableRawPointer(action), "activate") { [action] (_: UnsafeMutableRawPointer?) in
            let now =
                g_action_get_state(action).map { v in
                    defer { g_variant_unref(v) }; return g_variant_get_boolean(v) != 0
                } ?? false
            g_simple_action_set_state(action, g_variant_new_boolean(now ? 0 : 1))
            handler(!now)
        }
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(UnsafeMutableRawPointer(action))  // the map holds it
        return action
    }

    /// Sets a toggle's state without calling its handler (the model changed it).
    static func setState(_ action: OpaquePointer, _ state: Bool) {
        g_simple_action_set_state(action, g_variant_new_boolean(state ? 1 : 0))
    }

    /// Enables or disables an action (and the buttons and menu items bound to it).
    static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    /// Activates `detailed` (`win.export-to::/tmp/homes.csv`, `app.about`) as a menu item or
    /// accelerator would, from `widget`'s action muxer. False when the name cannot be parsed or
    /// no such action is enabled.
    @discardableResult
    static func activate(_ detailed: String, from widget: Widget) -> Bool {
        var name: UnsafeMutablePointer<gchar>?
        var target: OpaquePointer?
        var error: UnsafeMutablePointer<GError>?
        guard g_action_parse_detailed_name(detailed, &name, &target, &error) != 0, let name else {
            if let error { g_error_free(error) }
            return false
        }
        defer { g_free(name); if let target { g_variant_unref(target) } }
        return gtk_widget_activate_action_variant(widget, name, target) != 0
    }
}
