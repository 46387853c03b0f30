// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CircleGestureCore
import XCTest

/// The discrete life cycle: possible → recognized / failed, once per stroke; reset.
final class CircleStrokeTrackerTests: XCTestCase {
    let circle = SyntheticStrokes.circle(radius: 60)

    private func draw(_ points: [StrokePoint], into tracker: inout CircleStrokeTracker) -> CircleRecognitionResult? {
        tracker.begin(at: points[0])
        XCTAssertEqual(tracker.state, .possible)
        for p in points.dropFirst().dropLast() { tracker.add(p) }
        XCTAssertEqual(tracker.state, .possible, "possible while the stroke is under way")
        return tracker.end(at: points.last)
    }

    func testCircleIsRecognisedOnceAtTheEnd() {
        var tracker = CircleStrokeTracker()
        XCTAssertEqual(tracker.state, .possible)
        XCTAssertNil(tracker.result)
        let result = draw(circle, into: &tracker)
        XCTAssertEqual(result?.circle?.radius ?? 0, 60, accuracy: 1e-9)
        XCTAssertEqual(tracker.state, .recognized)
        XCTAssertEqual(tracker.result, result)
        XCTAssertFalse(tracker.isTracking)
        XCTAssertNil(tracker.end(), "a second end has nothing to judge")
        XCTAssertNil(tracker.cancel())
        XCTAssertEqual(tracker.state, .recognized)
        XCTAssertFalse(tracker.add(StrokePoint(x: 1, y: 1)), "no points after the end")
        XCTAssertEqual(
            tracker.stroke.points.count, circle.count,
            "all kept: the closing point equals the first, not its predecessor")
    }

    func testFailureThenResetThenNextStroke() {
        var tracker = CircleStrokeTracker()
        let line = SyntheticStrokes.line(from: StrokePoint(x: 0, y: 0), to: StrokePoint(x: 200, y: 0))
        XCTAssertEqual(draw(line, into: &tracker)?.failure?.kind, "notFullTurn")
        XCTAssertEqual(tracker.state, .failed)
        tracker.reset()
        XCTAssertEqual(tracker.state, .possible)
        XCTAssertNil(tracker.result)
        XCTAssertTrue(tracker.stroke.isEmpty)
        XCTAssertNotNil(draw(circle, into: &tracker)?.circle)
    }

    func testBeginResetsAFinishedStroke() {
        var tracker = CircleStrokeTracker()
        _ = draw(circle, into: &tracker)
        tracker.begin(at: StrokePoint(x: 3, y: 4))
        XCTAssertEqual(tracker.state, .possible)
        XCTAssertNil(tracker.result)
        XCTAssertEqual(tracker.stroke.points, [StrokePoint(x: 3, y: 4)])
    }

    func testCancelFailsOnce() {
        var tracker = CircleStrokeTracker()
        tracker.begin(at: circle[0])
        for p in circle.prefix(30) { tracker.add(p) }
        XCTAssertEqual(tracker.cancel(), .failed(.cancelled))
        XCTAssertEqual(tracker.state, .failed)
        XCTAssertNil(tracker.end(at: circle.last), "the end after a cancel is not judged")
        XCTAssertEqual(tracker.result, .failed(.cancelled))
    }

    func testResetDuringAStrokeAbandonsItWithoutAResult() {
        var tracker = CircleStrokeTracker()
        tracker.begin(at: circle[0])
        for p in circle.prefix(40) { tracker.add(p) }
        tracker.reset()
        XCTAssertFalse(tracker.add(circle[41]))
        XCTAssertNil(tracker.end(at: circle.last))
        XCTAssertEqual(tracker.state, .possible)
        XCTAssertTrue(tracker.stroke.isEmpty)
    }

    func testEmptyStrokeFailsWithTooFewPoints() {
        var tracker = CircleStrokeTracker()
        tracker.begin(at: StrokePoint(x: .nan, y: 0))
        XCTAssertEqual(tracker.end(), .failed(.tooFewPoints(count: 0, minimum: 8)))
    }

    func testNonFinitePointsDuringAStrokeAreIgnored() {
        var tracker = CircleStrokeTracker()
        tracker.begin(at: circle[0])
        for (i, p) in circle.dropFirst().enumerated() {
            if i % 5 == 0 { XCTAssertFalse(tracker.add(StrokePoint(x: .infinity, y: p.y))) }
            tracker.add(p)
        }
        XCTAssertEqual(tracker.end(), CircleRecognizer().recognize(circle))
        XCTAssertEqual(tracker.stroke.ignoredPointCount, 15)
    }

    func testSettingsApply() {
        var tracker = CircleStrokeTracker(
            recognizer: CircleRecognizer(settings: CircleRecognitionSettings(minimumRadius: 100)))
        XCTAssertEqual(draw(circle, into: &tracker), .failed(.tooSmall(radius: 60, minimum: 100)))
    }
}
