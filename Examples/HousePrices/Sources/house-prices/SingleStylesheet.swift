// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import Foundation

/// Start-up: the app's look comes from libadwaita's stylesheet alone, so GTK's own Adwaita
/// theme is not parsed first only to be thrown away.
///
/// GTK 4.8 parses its theme when the display's GtkSettings is created. libadwaita then sets the
/// setting `gtk-theme-name` to `Adwaita-empty`, which replaces GTK's theme with nothing, and
/// adds its own stylesheet; so a libadwaita app parses two full stylesheets and uses one. Here
/// the settings are created while `GTK_THEME=Empty` (GTK's built-in empty theme) is set, and
/// the variable is removed again before libadwaita starts: libadwaita sees no `GTK_THEME`,
/// takes over as it always does, and the result is the same look (checked pixel for pixel by
/// `HousePricesAppTests.testWindowLooksTheSameWithGtkThemeParsed`).
///
/// A `GTK_THEME` the user set is left alone (GTK and libadwaita then do what they always do),
/// and ``finishStartup()`` gives GTK its theme back if libadwaita did not take over (it does
/// not where elementary's Granite is present), so no window is ever left unstyled.
/// `HOUSE_PRICES_PARSE_GTK_THEME=1` turns the skip off (for the comparison test).
enum SingleStylesheet {
    /// Whether the GtkSettings were created with the empty theme.
    private(set) static var skippedGtkTheme = false

    /// Before the application runs: initialises GTK and creates the display's settings with
    /// the empty theme, unless the user chose a theme. Without a display it does nothing (the
    /// application then reports the display error as before).
    static func prepare() {
        let environment = ProcessInfo.processInfo.environment
        guard environment["GTK_THEME"] == nil, environment["HOUSE_PRICES_PARSE_GTK_THEME"] != "1" else { return }
        setenv("GTK_THEME", "Empty", 1)
        defer { unsetenv("GTK_THEME") }
        guard gtk_init_check() != 0, gtk_settings_get_default() != nil else { return }
        skippedGtkTheme = true
    }

    /// In the application's `startup`, after libadwaita's: if libadwaita did not replace the
    /// theme (`gtk-theme-name` is not `Adwaita-empty`), GTK loads the theme it names after all.
    static func finishStartup() {
        guard skippedGtkTheme, let settings = gtk_settings_get_default() else { return }
        if themeName(settings) != "Adwaita-empty" {
            skippedGtkTheme = false
            g_object_notify(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-theme-name")
        }
    }

    /// The settings' `gtk-theme-name`.
    static func themeName(_ settings: OpaquePointer) -> String {
        var value = GValue()
        g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING (a macro Swift cannot import)
        defer { g_value_unset(&value) }
        g_object_get_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-theme-name", &value)
        return g_value_get_string(&value).map { String(cString: $0) } ?? ""
    }
}
