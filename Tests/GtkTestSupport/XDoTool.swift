// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// Real pointer input through `xdotool` (XTEST), as a person's mouse would give it.
public enum XDoTool {
    /// Runs `xdotool` with `arguments` and waits for it. Returns its exit status.
    @discardableResult
    public static func run(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        do {
            try process.run()
        } catch {
            return -1
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Moves the pointer to (`x`, `y`) relative to X window `xid`.
    @discardableResult
    public static func move(window xid: UInt, x: Double, y: Double) -> Int32 {
        run(["mousemove", "--window", String(xid), String(Int(x.rounded())), String(Int(y.rounded()))])
    }

    /// Presses `keys` (`ctrl+q`) in X window `xid` when they close it. `key --window` would
    /// send the releases to the window after the presses closed it: xdotool then dies of
    /// BadWindow with Ctrl still down in the X server, and every app started afterwards closed
    /// itself at once (every later app test of a run failed; reproduced by hand: `keydown
    /// --window`, the window closes, `keyup --window` dies of BadWindow, the next app closes;
    /// releasing the modifiers ends it). So: the window is focused, the keys go through XTEST
    /// without naming the window, and the modifiers are released whatever happened.
    @discardableResult
    public static func keyClosing(window xid: String, _ keys: String) -> Int32 {
        run(["windowfocus", xid])
        usleep(100_000)
        let status = run(["key", keys])
        releaseKeys(keys)
        return status
    }

    /// Releases `keys` (`ctrl+q`) and the modifiers in the X server: a safety net against keys
    /// left down by an xdotool that died between a press and its release.
    public static func releaseKeys(_ keys: String = "") {
        let modifiers = "Control_L+Control_R+Shift_L+Shift_R+Alt_L+Alt_R+Super_L"
        run(["keyup", keys.isEmpty ? modifiers : modifiers + "+" + keys])
    }

    /// Presses the primary button.
    @discardableResult
    public static func press() -> Int32 { run(["mousedown", "1"]) }

    /// Releases the primary button.
    @discardableResult
    public static func release() -> Int32 { run(["mouseup", "1"]) }

    /// Clicks the primary button as a hand does: pressed, held 80 ms, released.
    ///
    /// `xdotool click` sends the release in the same millisecond as the press. On GTK 4.8 such
    /// a click on a button in a header bar sometimes leaves the bar's GtkWindowHandle gestures
    /// begun (the button's claim on release does not cancel them), and the next instantaneous
    /// press then cancels the button's own gesture: the second of two clicks did nothing,
    /// in about one run of four (seen with GtkGestureClick's begin/cancel/end signals logged).
    /// With the button held as a person holds it, 12 runs of 12 passed.
    @discardableResult
    public static func click() -> Int32 {
        let pressed = press()
        usleep(80_000)
        let released = release()
        return pressed != 0 ? pressed : released
    }
}
