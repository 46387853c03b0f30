// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import CircleGesture
import GtkTestSupport
import XCTest

/// Base class: starts GTK, shows a 400 × 400 GtkDrawingArea in a real window with a
/// CircleGestureRecognizer attached, and records what the recognizer tells its observers.
class CircleGestureTestCase: XCTestCase {
    var area: UnsafeMutablePointer<GtkWidget>!
    var recognizer: CircleGestureRecognizer!
    var window: TestWindow!
    /// Every result observers were told, in order.
    var results: [CircleRecognitionResult] = []
    /// How many stroke updates observers were told.
    var strokeUpdates = 0

    let size: Int32 = 400

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
        area = gtk_drawing_area_new()
        g_object_ref_sink(area)
        recognizer = CircleGestureRecognizer(attachedTo: area)
        recognizer.addObserver { [unowned self] in self.results.append($0) }
        recognizer.addStrokeObserver { [unowned self] _ in self.strokeUpdates += 1 }
        window = TestWindow(child: area, width: size, height: size)
    }

    override func tearDown() {
        window?.close()
        window = nil
        recognizer = nil
        if let area { g_object_unref(area) }
        area = nil
        results = []
        strokeUpdates = 0
    }

    /// Lets GTK process input.
    func settle(_ seconds: Double = 0.1) { MainLoop.spin(seconds: seconds) }

    /// Draws through `points` (the area's coordinates) with real pointer input, letting the
    /// main loop run after every step.
    func draw(
        _ points: [(x: Double, y: Double)], release: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) {
        let origin = window.childOrigin
        XCTAssertNotEqual(window.xid, 0, "not an X11 window", file: file, line: line)
        let ok = XDoTool.stroke(
            window: window.xid, through: points.map { ($0.x + origin.x, $0.y + origin.y) },
            release: release
        ) { MainLoop.spin(seconds: 0.012) }
        XCTAssertTrue(ok, "xdotool failed", file: file, line: line)
        settle()
    }
}

/// A GObject's current reference count (for ownership tests).
func referenceCount(_ object: UnsafeMutableRawPointer) -> UInt32 {
    object.assumingMemoryBound(to: GObject.self).pointee.ref_count
}
