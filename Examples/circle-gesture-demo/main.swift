// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
// circle-gesture-demo: draw in the window; each stroke is judged by a CircleGestureRecognizer.
//
// Standard output gets one line per stroke, flushed at once so scripts can follow it:
//   Circle recognized: centre (X, Y) radius R
//   Not a circle: REASON
// X, Y and R are in the canvas's own coordinates (logical pixels from its top-left corner),
// rounded to one decimal (halves away from zero; see OneDecimal). REASON is a StrokeFailure's
// description, e.g. "not a full turn: went 180.0° round the centre (at least 330.0° needed)".
//
// Standard error gets one line when the window has drawn its first frame, for scripts that
// drive the pointer (xdotool mousemove --window XID X Y):
//   circle-gesture-demo: ready: X11 window XID, canvas at (X, Y) size W×H
// (on other backends the window id is 0).
import CGtkShim
import CircleGesture
import Foundation

setvbuf(stdout, nil, _IOLBF, 0)

var demo: DemoWindow?
let status = Application.run(id: "io.github.cerangeslider.CircleGestureDemo") { app in
    let window = DemoWindow(app: app)
    demo = window
    window.onResult = { result in
        print(result.description)
        fflush(stdout)
    }
    window.onFirstFrame = { window in
        let frame = window.canvasFrame
        let xid = cgtk_x11_xid(window.window)
        let line = """
            circle-gesture-demo: ready: X11 window \(xid), canvas at (\(Int(frame.x)), \(Int(frame.y))) \
            size \(frame.width)×\(frame.height)\n
            """
        FileHandle.standardError.write(Data(line.utf8))
    }
    window.present()
}
demo = nil
exit(status)
