// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim

/// Runs a GtkApplication: the main loop every example window uses.
public enum Application {
    /// Creates a GtkApplication with `id`, calls `activate` when it starts, runs the main loop
    /// and returns the exit status. Instances are not unique (several may run at once, as the
    /// tests do). Command-line arguments are parsed by the caller, not by GTK.
    public static func run(id: String, activate: @escaping (UnsafeMutablePointer<GtkApplication>) -> Void) -> Int32 {
        let app = gtk_application_new(id, G_APPLICATION_NON_UNIQUE)!
        let raw = UnsafeMutableRawPointer(app)
        GtkSignal.connect(raw, "activate") { activate(app) }
        let status = g_application_run(raw.assumingMemoryBound(to: GApplication.self), 0, nil)
        g_object_unref(raw)
        return status
    }

    /// Quits the application's main loop.
    public static func quit(_ app: UnsafeMutablePointer<GtkApplication>) {
        g_application_quit(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GApplication.self))
    }
}
