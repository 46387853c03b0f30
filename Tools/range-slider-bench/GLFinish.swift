// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation

/// `glFinish` on the current GL context, through libepoxy's exported function pointer (GTK
/// calls GL through epoxy; the pointer resolves itself on first use). GSK's GL renderer only
/// queues its drawing: a frame timed without finishing it would leave out the drawing itself.
enum GLFinish {
    private typealias Function = @convention(c) () -> Void
    nonisolated(unsafe) private static let slot: UnsafeMutablePointer<Function?>? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "epoxy_glFinish") else { return nil }
        return symbol.assumingMemoryBound(to: Function?.self)
    }()

    /// Waits until GL has finished every command sent so far (nothing without a current GL
    /// context or without epoxy).
    static func call() {
        guard gdk_gl_context_get_current() != nil, let function = slot?.pointee else { return }
        function()
    }
}
