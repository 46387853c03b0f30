// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

extension XDoTool {
    /// A stroke with real pointer input, as a hand would draw it: moves to the first point,
    /// presses the primary button, moves through every other point one `xdotool` call at a
    /// time, and releases at the last one. Points are relative to X window `xid` (add the
    /// widget's origin first); they are rounded to whole pixels, as X reports them.
    ///
    /// `between` runs after every step (the move to the start, the press, each move): pass
    /// something that lets the process under test see the event — `MainLoop.spin` when GTK runs
    /// in this process (GTK merges motion events that queue up unseen), a short sleep when it
    /// runs in another. Returns false when an `xdotool` call failed.
    @discardableResult
    public static func stroke(
        window xid: UInt, through points: [(x: Double, y: Double)],
        release: Bool = true, between: () -> Void
    ) -> Bool {
        guard let first = points.first else { return true }
        var ok = move(window: xid, x: first.x, y: first.y) == 0
        between()
        ok = press() == 0 && ok
        between()
        for point in points.dropFirst() {
            ok = move(window: xid, x: point.x, y: point.y) == 0 && ok
            between()
        }
        if release {
            ok = self.release() == 0 && ok
            between()
        }
        return ok
    }

    /// `steps + 1` points round a circle of `radius` about (`centreX`, `centreY`), starting at
    /// `startDegrees` and ending where they started (clockwise on screen unless
    /// `clockwise` is false), for ``stroke(window:through:release:between:)``.
    public static func circlePath(
        centreX: Double, centreY: Double, radius: Double, startDegrees: Double = 0,
        clockwise: Bool = true, turns: Double = 1, steps: Int = 72
    ) -> [(x: Double, y: Double)] {
        let direction = clockwise ? 1.0 : -1.0
        return (0...steps).map { i in
            let a = (startDegrees + direction * 360 * turns * Double(i) / Double(steps)) * .pi / 180
            return (centreX + radius * cos(a), centreY + radius * sin(a))
        }
    }

    /// `steps + 1` evenly spaced points on the segment from `from` to `to`.
    public static func linePath(from: (x: Double, y: Double), to: (x: Double, y: Double), steps: Int = 40) -> [(
        x: Double, y: Double
    )] {
        (0...steps).map { i in
            let t = Double(i) / Double(steps)
            return (from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t)
        }
    }
}
