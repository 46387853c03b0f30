import CGtkShim
import Foundation
import RangeSlider

/// Follows the desktop's light or dark preference.
///
/// GTK 4.8 without libadwaita does not read GNOME's `color-scheme` setting itself, so the
/// window reads `org.gnome.desktop.interface color-scheme` (when that schema is installed)
/// and sets `gtk-application-prefer-dark-theme` to match, now and whenever it changes. A
/// theme chosen explicitly with `GTK_THEME` (such as `Adwaita:dark`) is left alone. The
/// slider and the rest of the window take their colours from the theme, so both follow.
enum ColorScheme {
    private static var settings: UnsafeMutablePointer<GSettings>?

    static func follow() {
        guard settings == nil, ProcessInfo.processInfo.environment["GTK_THEME"] == nil,
              let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1) else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0, let s = g_settings_new("org.gnome.desktop.interface") else { return }
        settings = s
        apply()
        GtkSignal.connect(UnsafeMutableRawPointer(s), "changed::color-scheme") { (_: UnsafeMutableRawPointer?) in apply() }
    }

    private static func apply() {
        guard let settings, let gtkSettings = gtk_settings_get_default() else { return }
        let value = g_settings_get_string(settings, "color-scheme")
        defer { g_free(value) }
        let dark = value.map { String(cString: $0) == "prefer-dark" } ?? false
        cgtk_object_set_bool(UnsafeMutableRawPointer(gtkSettings), "gtk-application-prefer-dark-theme", dark ? 1 : 0)
    }
}
