// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import RangeSlider

/// Runs the app as an AdwApplication (libadwaita 1.2): it initialises libadwaita, whose style
/// manager follows the desktop's dark and high-contrast preferences, and loads its stylesheet.
///
/// The application's own actions are `app.about` and `app.quit`; the accelerators of every
/// action come from ``AppShortcuts`` (so the shortcuts window lists each one).
enum AdwaitaApplication {
    /// Creates the application with `id`, calls `activate` when it starts, runs the main loop
    /// and returns the exit status. Not unique: several may run at once (as tests do).
    /// Command-line arguments are parsed by the caller.
    static func run(id: String, activate: @escaping (UnsafeMutablePointer<GtkApplication>) -> Void) -> Int32 {
        SingleStylesheet.prepare()  // libadwaita's stylesheet only: GTK's theme is not parsed first
        let app = adw_application_new(id, G_APPLICATION_NON_UNIQUE)!
        let raw = UnsafeMutableRawPointer(app)
        // No resources of its own: without a base path GtkApplication adds no (empty) icon
        // resource path to the icon theme. Each path added once the theme has loaded (in a
        // thread, from its creation) throws the loaded theme away and the main thread loads it
        // again when the window is presented; libadwaita's own path, added right after the
        // theme is created, does not find it loaded yet.
        g_application_set_resource_base_path(raw.assumingMemoryBound(to: GApplication.self), nil)
        let gtkApp = raw.assumingMemoryBound(to: GtkApplication.self)
        GtkSignal.connect(raw, "startup") {
            SingleStylesheet.finishStartup()  // after libadwaita's own start-up (the class handler)
            // The app's icons where it was installed (PREFIX/share/icons), for a prefix the
            // icon theme does not search.
            let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
            let icons = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(
                "../share/icons"
            ).standardized.path
            // Only when the theme does not search it already (an installation in /usr/local or
            // /usr): a path added now makes the theme load again (see above).
            if FileManager.default.fileExists(atPath: icons), let display = gdk_display_get_default() {
                let theme = gtk_icon_theme_get_for_display(display)
                if !iconSearchPath(of: theme).contains(icons) { gtk_icon_theme_add_search_path(theme, icons) }
            }
            for (action, accelerator) in AppShortcuts.actionAccelerators {
                hp_set_accel(gtkApp, action, accelerator)
            }
        }
        // app.quit closes the windows as their close buttons do (so they save their state).
        AppActions.add(to: raw, "quit") { _ in
            var list = gtk_application_get_windows(gtkApp)
            var windows: [UnsafeMutablePointer<GtkWindow>] = []
            while let node = list {
                if let data = node.pointee.data { windows.append(data.assumingMemoryBound(to: GtkWindow.self)) }
                list = node.pointee.next
            }
            windows.forEach { gtk_window_close($0) }
        }
        AppActions.add(to: raw, "about") { _ in AboutWindow.present(over: gtk_application_get_active_window(gtkApp)) }
        GtkSignal.connect(raw, "activate") { activate(gtkApp) }
        let status = g_application_run(raw.assumingMemoryBound(to: GApplication.self), 0, nil)
        g_object_unref(raw)
        return status
    }

    /// The directories `theme` searches, standardized.
    private static func iconSearchPath(of theme: OpaquePointer?) -> [String] {
        guard let paths = gtk_icon_theme_get_search_path(theme) else { return [] }
        defer { g_strfreev(paths) }
        var result: [String] = []
        var i = 0
        while let path = paths[i] {
            result.append(URL(fileURLWithPath: String(cString: path)).standardized.path)
            i += 1
        }
        return result
    }
}
