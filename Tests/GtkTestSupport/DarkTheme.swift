// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkSupport

/// GTK's dark theme variant for a test: `prefer()` turns on `gtk-application-prefer-dark-theme`
/// and lets GTK restyle; `restore()` turns it off again and lets GTK restyle (call it in a
/// `defer`, so that a failing test does not leave the next one dark).
public enum DarkTheme {
    public static func prefer() { set(true) }

    public static func restore() { set(false) }

    private static func set(_ dark: Bool) {
        let settings = gtk_settings_get_default()!
        cgtk_object_set_bool(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", dark ? 1 : 0)
        MainLoop.spin(seconds: 0.1)
    }
}
