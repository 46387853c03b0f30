import CGtk
import CGtkShim
import Foundation
import GtkSupport

/// Starts GTK once per test process. Widget tests need a display: the README's test command
/// runs them under Xvfb with `GDK_BACKEND=x11` and `GSK_RENDERER=cairo`.
public enum GtkTestEnvironment {
    private static var started = false

    /// Initialises GTK; returns false (and the reason) when there is no display to use.
    public static func start() -> (ok: Bool, reason: String) {
        if started { return (true, "") }
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            return (false, "no DISPLAY: run the tests with the README's test command (it starts Xvfb)")
        }
        guard gtk_init_check() != 0 else { return (false, "gtk_init_check failed") }
        started = true
        return (true, "")
    }
}
