// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import Foundation
import GtkSupport

/// Starts GTK once per test process. Widget tests need a display: the README's test command
/// runs them under Xvfb with `GDK_BACKEND=x11` and `GSK_RENDERER=cairo`; `scripts/test-gl.sh`
/// under Xvfb with `GSK_RENDERER=gl`, and `scripts/test-wayland.sh` on a headless weston
/// (`GDK_BACKEND=wayland`).
///
/// When `GSK_RENDERER` names a renderer, the set-up checks that a window really renders with
/// it: GTK silently falls back to another renderer when the one asked for cannot be realized
/// (no GL under Xvfb without GLX, for example), and a run that meant to test GL would then test
/// Cairo. Such a run fails at once instead, every test with the reason.
public enum GtkTestEnvironment {
    private static var started = false
    private static var failure: String?

    /// Why no window can be shown here, or nil when there is a display: `DISPLAY` (X11) or
    /// `WAYLAND_DISPLAY` (Wayland) must be set.
    public static var displayProblem: String? {
        let env = ProcessInfo.processInfo.environment
        if env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil { return nil }
        return
            "no DISPLAY or WAYLAND_DISPLAY: run the tests with the README's test command (it starts Xvfb, then weston)"
    }

    /// True when GTK opened a Wayland display (`GDK_BACKEND=wayland`), where there is no
    /// xdotool and no X window id.
    public static var isWayland: Bool {
        guard let display = gdk_display_get_default() else { return false }
        return typeName(UnsafeMutableRawPointer(display)) == "GdkWaylandDisplay"
    }

    /// Initialises GTK; returns false (and the reason) when there is no display to use, or when
    /// windows do not render with the renderer `GSK_RENDERER` asks for.
    public static func start() -> (ok: Bool, reason: String) {
        if let failure { return (false, failure) }
        if started { return (true, "") }
        if let problem = displayProblem { return (false, problem) }
        guard gtk_init_check() != 0 else { return (false, "gtk_init_check failed") }
        if let problem = rendererProblem() {
            failure = problem
            return (false, problem)
        }
        started = true
        return (true, "")
    }

    /// The GSK renderer type GTK uses for a window here ("GskGLRenderer", "GskVulkanRenderer", "GskCairoRenderer"),
    /// found by showing a small window until it is mapped; nil when the window has none.
    public static func windowRendererName() -> String? {
        let window = gtk_window_new()!
        g_object_ref_sink(window)
        let asWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        defer {
            gtk_window_destroy(asWindow)
            MainLoop.drainPending()
            g_object_unref(window)
        }
        gtk_window_set_decorated(asWindow, 0)
        gtk_window_set_default_size(asWindow, 8, 8)
        gtk_window_present(asWindow)
        MainLoop.spin(until: { gtk_widget_get_mapped(window) != 0 }, timeout: 10)
        MainLoop.spin(seconds: 0.05)
        guard let native = gtk_widget_get_native(window), let renderer = gtk_native_get_renderer(native) else {
            return nil
        }
        return typeName(UnsafeMutableRawPointer(renderer))
    }

    /// The renderer type GTK creates for a `GSK_RENDERER` value, or nil for a value this check
    /// does not know (then nothing is checked). GTK 4.17 removed the old GL renderer and gave
    /// its type name to the new one (ngl, a `GskGpuRenderer`): from then on `gl` and `ngl`
    /// both make a `GskGLRenderer`; before, `ngl` made a `GskNglRenderer`.
    public static func expectedRendererName(
        for value: String,
        gtkMinorVersion: UInt32 = gtk_get_minor_version()
    ) -> String? {
        switch value.lowercased() {
        case "cairo": return "GskCairoRenderer"
        case "gl", "opengl": return "GskGLRenderer"
        case "ngl": return gtkMinorVersion >= 17 ? "GskGLRenderer" : "GskNglRenderer"
        case "vulkan": return "GskVulkanRenderer"
        default: return nil
        }
    }

    /// Nil when windows render with the renderer `GSK_RENDERER` names (or it is unset);
    /// otherwise what GTK used instead.
    static func rendererProblem() -> String? {
        guard let asked = ProcessInfo.processInfo.environment["GSK_RENDERER"], !asked.isEmpty,
            let expected = expectedRendererName(for: asked)
        else { return nil }
        let used = windowRendererName() ?? "no renderer"
        guard used != expected else { return nil }
        return "GSK_RENDERER=\(asked) asks for \(expected), but GTK's windows render with \(used): "
            + "GTK fell back (is GL available? Xvfb needs +extension GLX and Mesa's libgl1-mesa-dri; "
            + "Vulkan needs mesa-vulkan-drivers)"
    }

    /// The GType name of a GObject instance.
    static func typeName(_ instance: UnsafeMutableRawPointer) -> String {
        String(cString: g_type_name_from_instance(instance.assumingMemoryBound(to: GTypeInstance.self)))
    }
}
