// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import CircleGesture
import GtkTestSupport
import XCTest

/// How many times a watched GObject was finalized (g_object_weak_ref notifications).
private var finalizedCount = 0

/// GLib warnings of the CircleGesture log domain, while a test listens.
private var loggedWarnings: [String] = []

private func watchFinalization(_ object: UnsafeMutableRawPointer) {
    g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), { _, _ in finalizedCount += 1 }, nil)
}

/// Who holds whom: the recognizer's gesture, the widget's references, detaching, bad input.
final class CircleGestureLifetimeTests: XCTestCase {
    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
        finalizedCount = 0
    }

    private func newArea() -> UnsafeMutablePointer<GtkWidget> {
        let area = gtk_drawing_area_new()!
        g_object_ref_sink(area)
        return area
    }

    func testAttachHoldsTheWidgetAndDetachGivesItBack() {
        let area = newArea()
        defer { g_object_unref(area) }
        let before = referenceCount(area)
        let recognizer = CircleGestureRecognizer()
        let gesture = UnsafeMutableRawPointer(recognizer.gesture)
        XCTAssertEqual(referenceCount(gesture), 1, "the recognizer's own reference")
        recognizer.attach(to: area)
        XCTAssertEqual(recognizer.widget, area)
        XCTAssertEqual(referenceCount(area), before + 1, "the recognizer holds the widget while attached")
        XCTAssertEqual(referenceCount(gesture), 2, "and the widget holds the gesture")
        XCTAssertEqual(gtk_event_controller_get_widget(recognizer.gesture), area)
        recognizer.attach(to: area)
        XCTAssertEqual(referenceCount(area), before + 1, "attaching again to the same widget changes nothing")
        recognizer.detach()
        XCTAssertNil(recognizer.widget)
        XCTAssertEqual(referenceCount(area), before)
        XCTAssertEqual(referenceCount(gesture), 1)
        XCTAssertNil(gtk_event_controller_get_widget(recognizer.gesture))
        recognizer.detach()
        XCTAssertEqual(referenceCount(gesture), 1, "detaching twice is harmless")
    }

    func testRecognizerIsFreedWhileAttachedAndTheGestureWithIt() {
        let area = newArea()
        defer { g_object_unref(area) }
        let before = referenceCount(area)
        weak var weakRecognizer: CircleGestureRecognizer?
        do {
            let recognizer = CircleGestureRecognizer(attachedTo: area)
            recognizer.addObserver { _ in }
            recognizer.addStrokeObserver { _ in }
            weakRecognizer = recognizer
            watchFinalization(UnsafeMutableRawPointer(recognizer.gesture))
        }
        XCTAssertNil(weakRecognizer, "GTK's signal boxes hold the recognizer weakly: no cycle")
        XCTAssertEqual(finalizedCount, 1, "the gesture was finalized exactly once (its signal boxes with it)")
        XCTAssertEqual(referenceCount(area), before, "the widget got its reference back")
        MainLoop.drainPending()
        XCTAssertEqual(finalizedCount, 1)
    }

    func testWidgetDestroyedBeforeTheRecognizer() {
        let area = newArea()
        let recognizer = CircleGestureRecognizer(attachedTo: area)
        watchFinalization(UnsafeMutableRawPointer(area))
        g_object_unref(area)  // the app lets go of the widget: the recognizer's reference keeps it
        XCTAssertEqual(finalizedCount, 0)
        recognizer.detach()
        XCTAssertEqual(finalizedCount, 1, "detach dropped the last reference")
        XCTAssertEqual(recognizer.state, .possible)
    }

    func testMovingToAnotherWidget() {
        let a = newArea(), b = newArea()
        defer { g_object_unref(a); g_object_unref(b) }
        let recognizer = CircleGestureRecognizer(attachedTo: a)
        let countA = referenceCount(a)
        recognizer.attach(to: b)
        XCTAssertEqual(recognizer.widget, b)
        XCTAssertEqual(referenceCount(a), countA - 1)
        XCTAssertEqual(gtk_event_controller_get_widget(recognizer.gesture), b)
        XCTAssertEqual(referenceCount(UnsafeMutableRawPointer(recognizer.gesture)), 2)
    }

    func testNonWidgetIsRefused() {
        let recognizer = CircleGestureRecognizer()
        let notAWidget = UnsafeMutableRawPointer(gtk_gesture_click_new()!)
        defer { g_object_unref(notAWidget) }
        loggedWarnings = []
        let handler = g_log_set_handler(
            CircleGestureRecognizer.logDomain, GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue),
            { _, _, message, _ in
                loggedWarnings.append(message.map { String(cString: $0) } ?? "")
            }, nil)
        defer { g_log_remove_handler(CircleGestureRecognizer.logDomain, handler) }
        recognizer.attach(to: notAWidget.assumingMemoryBound(to: GtkWidget.self))
        XCTAssertNil(recognizer.widget)
        XCTAssertEqual(loggedWarnings.count, 1, "\(loggedWarnings)")
    }

    func testZeroSizeWidgetIsFine() {
        let area = newArea()
        defer { g_object_unref(area) }
        let recognizer = CircleGestureRecognizer(attachedTo: area)
        var results: [CircleRecognitionResult] = []
        recognizer.addObserver { results.append($0) }
        let window = TestWindow(child: area, width: 0, height: 0)
        defer { window.close() }
        XCTAssertEqual(gtk_widget_get_width(area), 0)
        let ok = XDoTool.stroke(
            window: window.xid, through: XDoTool.circlePath(centreX: 40, centreY: 40, radius: 30, steps: 24)
        ) {
            MainLoop.spin(seconds: 0.01)
        }
        XCTAssertTrue(ok)
        MainLoop.spin(seconds: 0.1)
        // Whatever GTK routes to a 0 × 0 widget, nothing breaks and each stroke is judged at most once.
        XCTAssertLessThanOrEqual(results.count, 1)
        recognizer.reset()
        XCTAssertEqual(recognizer.state, .possible)
    }
}
