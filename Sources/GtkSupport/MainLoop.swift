// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim

/// Small conveniences over the GLib main loop, for apps and tests.
public enum MainLoop {
    /// Runs `action` once, `seconds` from now, on the main loop. The closure is released after
    /// it runs (or if the source is removed). Returns the GLib source id.
    @discardableResult
    public static func after(seconds: Double, _ action: @escaping () -> Void) -> guint {
        let box = Unmanaged.passRetained(VoidBox(action)).toOpaque()
        let ms = guint(max(0, min(seconds * 1000, Double(UInt32.max))))
        return g_timeout_add_full(
            G_PRIORITY_DEFAULT, ms,
            { data in
                if let data { Unmanaged<VoidBox>.fromOpaque(data).takeUnretainedValue().handler() }
                return gboolean(G_SOURCE_REMOVE)
            }, box,
            { data in
                if let data { Unmanaged<VoidBox>.fromOpaque(data).release() }
            })
    }

    /// Dispatches every pending event and source without blocking.
    public static func drainPending() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs the default main context for about `seconds`, dispatching as things arrive.
    public static func spin(seconds: Double) {
        let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
        var fired = false
        let id = after(seconds: seconds) { fired = true }
        while !fired && g_get_monotonic_time() < deadline + 1_000_000 {
            g_main_context_iteration(nil, 1)
        }
        if !fired { g_source_remove(id) }
    }

    /// Runs the default main context until `condition` is true or `timeout` seconds pass.
    /// Returns the final value of `condition`.
    @discardableResult
    public static func spin(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() >= deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
        }
        return true
    }
}
