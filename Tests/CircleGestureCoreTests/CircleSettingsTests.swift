// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CircleGestureCore
import XCTest

/// The settable thresholds change the verdict, and bad values are refused.
final class CircleSettingsTests: XCTestCase {
    let S = SyntheticStrokes.self

    func testDefaults() {
        let s = CircleRecognitionSettings()
        XCTAssertEqual(s.minimumPointCount, 8)
        XCTAssertEqual(s.minimumRadius, 15)
        XCTAssertEqual(s.roundnessTolerance, 0.2)
        XCTAssertEqual(s.minimumSweptDegrees, 330)
        XCTAssertEqual(s.closureTolerance, 0.6)
    }

    func testRoundnessToleranceIsSettable() {
        let ellipse = S.ellipse(a: 120, b: 60)
        var settings = CircleRecognitionSettings()
        settings.roundnessTolerance = 0.34
        XCTAssertNotNil(
            CircleRecognizer(settings: settings).recognize(ellipse).circle, "a third of the radius off is now fine")
        settings.roundnessTolerance = 0.33
        XCTAssertEqual(CircleRecognizer(settings: settings).recognize(ellipse).failure?.kind, "notRound")
    }

    func testMinimumRadiusIsSettable() {
        let tiny = S.circle(radius: 5)
        XCTAssertNotNil(CircleRecognizer(settings: CircleRecognitionSettings(minimumRadius: 4)).recognize(tiny).circle)
        XCTAssertEqual(
            CircleRecognizer(settings: CircleRecognitionSettings(minimumRadius: 50)).recognize(S.circle(radius: 40)),
            .failed(.tooSmall(radius: 40, minimum: 50)))
    }

    func testMinimumSweptAngleIsSettable() {
        let threeQuarters = S.circle(radius: 80, turns: 0.75)
        let lenient = CircleRecognitionSettings(minimumSweptDegrees: 250, closureTolerance: 1.5)
        XCTAssertNotNil(CircleRecognizer(settings: lenient).recognize(threeQuarters).circle)
        let overlap = CircleRecognitionSettings(minimumSweptDegrees: 380)
        XCTAssertEqual(CircleRecognizer(settings: overlap).recognize(S.circle(radius: 80)).failure?.kind, "notFullTurn")
        XCTAssertNotNil(CircleRecognizer(settings: overlap).recognize(S.circle(radius: 80, turns: 1.1)).circle)
    }

    func testClosureToleranceIsSettable() {
        let short = S.circle(radius: 80, turns: 335.0 / 360)  // gap 2·80·sin(12.5°) ≈ 34.6
        let strict = CircleRecognitionSettings(closureTolerance: 0.3)
        guard case .notClosed(let gap, let allowed)? = CircleRecognizer(settings: strict).recognize(short).failure
        else {
            return XCTFail()
        }
        XCTAssertEqual(gap, 2 * 80 * sin(12.5 * .pi / 180), accuracy: 0.01)
        XCTAssertEqual(allowed, 24, accuracy: 0.01)
    }

    func testMinimumPointCountIsSettable() {
        let sparse = S.circle(radius: 60, stepsPerTurn: 12)  // 13 points
        XCTAssertEqual(
            CircleRecognizer(settings: CircleRecognitionSettings(minimumPointCount: 20)).recognize(sparse),
            .failed(.tooFewPoints(count: 13, minimum: 20)))
    }

    func testBadValuesAreRefused() {
        var s = CircleRecognitionSettings()
        s.minimumRadius = .nan
        s.roundnessTolerance = -1
        s.minimumSweptDegrees = .infinity
        s.closureTolerance = -.infinity
        s.minimumPointCount = -3
        XCTAssertEqual(s, CircleRecognitionSettings())

        let fromInit = CircleRecognitionSettings(
            minimumPointCount: -1, minimumRadius: -5, roundnessTolerance: .nan,
            minimumSweptDegrees: -.infinity, closureTolerance: .infinity)
        XCTAssertEqual(fromInit, CircleRecognitionSettings())
    }

    func testZeroMinimumPointCountStillNeedsOnePoint() {
        let r = CircleRecognizer(settings: CircleRecognitionSettings(minimumPointCount: 0))
        XCTAssertEqual(r.recognize([StrokePoint]()), .failed(.tooFewPoints(count: 0, minimum: 1)))
    }
}
