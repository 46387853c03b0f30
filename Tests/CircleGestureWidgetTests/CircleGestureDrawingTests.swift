// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CircleGesture
import GtkTestSupport
import XCTest

/// Strokes drawn with real pointer input (xdotool) on a 400 × 400 area under Xvfb.
final class CircleGestureDrawingTests: CircleGestureTestCase {
    func testDrawnCircleIsRecognisedOnceWithItsCentreAndRadius() {
        draw(XDoTool.circlePath(centreX: 200, centreY: 190, radius: 120))
        XCTAssertEqual(results.count, 1, "told exactly once: \(results)")
        guard case .recognized(let circle)? = results.first else { return XCTFail("\(results)") }
        XCTAssertEqual(circle.centre.x, 200, accuracy: 2)
        XCTAssertEqual(circle.centre.y, 190, accuracy: 2)
        XCTAssertEqual(circle.radius, 120, accuracy: 2)
        XCTAssertEqual(recognizer.state, .recognized)
        XCTAssertEqual(recognizer.circle, circle)
        XCTAssertGreaterThan(recognizer.stroke.points.count, 30, "the stroke's points are kept")
        XCTAssertGreaterThan(strokeUpdates, 30, "stroke observers followed the drawing")
        print("measured: \(results[0]) from \(recognizer.stroke.points.count) points")
    }

    func testAnticlockwiseCircleFromAnotherStartIsRecognised() {
        draw(XDoTool.circlePath(centreX: 180, centreY: 210, radius: 70, startDegrees: 120, clockwise: false, steps: 48))
        XCTAssertEqual(results.count, 1)
        let circle = results.first?.circle
        XCTAssertEqual(circle?.centre.x ?? 0, 180, accuracy: 2)
        XCTAssertEqual(circle?.centre.y ?? 0, 210, accuracy: 2)
        XCTAssertEqual(circle?.radius ?? 0, 70, accuracy: 2)
    }

    func testDrawnLineFails() {
        draw(XDoTool.linePath(from: (40, 60), to: (360, 330)))
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first?.failure?.kind, "notFullTurn", "\(results)")
        XCTAssertEqual(recognizer.state, .failed)
        XCTAssertNil(recognizer.circle)
    }

    func testStateIsPossibleDuringTheStroke() {
        draw(Array(XDoTool.circlePath(centreX: 200, centreY: 200, radius: 100).prefix(40)), release: false)
        XCTAssertEqual(recognizer.state, .possible)
        XCTAssertTrue(recognizer.isTracking)
        XCTAssertTrue(results.isEmpty, "no verdict before the stroke ends")
        XDoTool.release()
        settle()
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first?.failure?.kind, "notFullTurn", "stopped after about half a turn")
    }

    func testEachStrokeIsJudgedOnceAndTheNextStrokeStartsAfresh() {
        draw(XDoTool.linePath(from: (50, 200), to: (350, 200)))
        XCTAssertEqual(recognizer.state, .failed)
        draw(XDoTool.circlePath(centreX: 200, centreY: 200, radius: 90, steps: 48))
        XCTAssertEqual(results.count, 2)
        XCTAssertEqual(results.map { $0.circle != nil }, [false, true])
        XCTAssertEqual(recognizer.state, .recognized)
        recognizer.reset()
        XCTAssertEqual(recognizer.state, .possible)
        XCTAssertNil(recognizer.result)
        XCTAssertTrue(recognizer.stroke.isEmpty)
        XCTAssertEqual(results.count, 2, "reset tells result observers nothing")
    }

    func testResetDuringAStrokeAbandonsIt() {
        draw(Array(XDoTool.circlePath(centreX: 200, centreY: 200, radius: 100).prefix(50)), release: false)
        recognizer.reset()
        for p in XDoTool.circlePath(centreX: 200, centreY: 200, radius: 100).suffix(23) {
            XDoTool.move(window: window.xid, x: p.x + window.childOrigin.x, y: p.y + window.childOrigin.y)
            settle(0.012)
        }
        XDoTool.release()
        settle()
        XCTAssertTrue(results.isEmpty, "\(results)")
        XCTAssertEqual(recognizer.state, .possible)
        XCTAssertTrue(recognizer.stroke.isEmpty)
    }

    func testTinyCircleIsTooSmall() {
        draw(XDoTool.circlePath(centreX: 200, centreY: 200, radius: 6, steps: 24))
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first?.failure?.kind, "tooSmall", "\(results)")
    }

    func testClickHasTooFewPoints() {
        draw([(100, 100)])
        XCTAssertEqual(results, [.failed(.tooFewPoints(count: 1, minimum: 8))])
    }

    func testInsensitiveWidgetCancelsTheStroke() {
        draw(Array(XDoTool.circlePath(centreX: 200, centreY: 200, radius: 100).prefix(30)), release: false)
        gtk_widget_set_sensitive(area, 0)
        settle()
        XCTAssertEqual(results, [.failed(.cancelled)])
        XCTAssertEqual(recognizer.state, .failed)
        XDoTool.release()
        settle()
        XCTAssertEqual(results.count, 1, "the release after the cancel is not judged again")
    }

    func testSettingsApplyToDrawnStrokes() {
        recognizer.settings.minimumRadius = 150
        draw(XDoTool.circlePath(centreX: 200, centreY: 200, radius: 100, steps: 48))
        guard case .tooSmall(let radius, let minimum)? = results.first?.failure else { return XCTFail("\(results)") }
        XCTAssertEqual(radius, 100, accuracy: 2)
        XCTAssertEqual(minimum, 150)
    }

    func testObserversCanBeRemoved() {
        var second: [CircleRecognitionResult] = []
        let token = recognizer.addObserver { second.append($0) }
        draw([(100, 100)])
        XCTAssertTrue(recognizer.removeObserver(token))
        XCTAssertFalse(recognizer.removeObserver(token))
        draw([(120, 100)])
        XCTAssertEqual(second.count, 1)
        XCTAssertEqual(results.count, 2)
    }
}
