// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CircleGestureCore
import XCTest

/// Synthetic strokes through the pure recognizer with the default settings.
final class CircleRecognitionTests: XCTestCase {
    let recognizer = CircleRecognizer()
    let S = SyntheticStrokes.self

    private func assertCircle(
        _ points: [StrokePoint], centre: StrokePoint, radius: Double,
        accuracy: Double, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard case .recognized(let fit) = recognizer.recognize(points) else {
            return XCTFail("\(message): \(recognizer.recognize(points))", file: file, line: line)
        }
        XCTAssertEqual(fit.centre.x, centre.x, accuracy: accuracy, message, file: file, line: line)
        XCTAssertEqual(fit.centre.y, centre.y, accuracy: accuracy, message, file: file, line: line)
        XCTAssertEqual(fit.radius, radius, accuracy: accuracy, message, file: file, line: line)
    }

    // MARK: Recognised

    func testCirclesOfSeveralSizesDirectionsAndStartingAngles() {
        let centre = StrokePoint(x: 300, y: 260)
        for radius in [16.0, 40, 100, 250] {
            for start in [0.0, 45, 90, 137, 270, 313] {
                for clockwise in [true, false] {
                    let points = S.circle(centre: centre, radius: radius, startDegrees: start, clockwise: clockwise)
                    assertCircle(
                        points, centre: centre, radius: radius, accuracy: radius * 0.005,
                        "r \(radius), start \(start)°, \(clockwise ? "clockwise" : "anticlockwise")")
                }
            }
        }
    }

    func testSparseCircleOfTheMinimumPointCountIsRecognised() {
        // Eight points, the closing one repeating the first: an octagon's corners.
        let points = S.circle(radius: 60, stepsPerTurn: 7)
        XCTAssertEqual(points.count, 8)
        XCTAssertNotNil(recognizer.recognize(points).circle)
    }

    func testOvershootAndSlightlyShortStrokesAreRecognised() {
        assertCircle(
            S.circle(radius: 80, turns: 1.15), centre: StrokePoint(x: 200, y: 150), radius: 80, accuracy: 0.1,
            "overshoot by 54°")
        assertCircle(
            S.circle(radius: 80, turns: 1.5), centre: StrokePoint(x: 200, y: 150), radius: 80, accuracy: 0.1,
            "one and a half turns")
        assertCircle(
            S.circle(radius: 80, startDegrees: 10, turns: 335.0 / 360), centre: StrokePoint(x: 200, y: 150),
            radius: 80, accuracy: 1, "stops 25° short")
    }

    func testSlightlyNoisyCirclesAreRecognised() {
        // Uniform noise of ±4 % of the radius on each coordinate, 20 seeds per size.
        let centre = StrokePoint(x: 240, y: 200)
        for radius in [30.0, 80, 180] {
            for seed in UInt64(1)...20 {
                let noisy = S.jittered(
                    S.circle(
                        centre: centre, radius: radius, startDegrees: Double(seed) * 17,
                        clockwise: seed % 2 == 0),
                    amplitude: radius * 0.04, seed: seed)
                assertCircle(
                    noisy, centre: centre, radius: radius, accuracy: radius * 0.08, "r \(radius), seed \(seed)")
            }
        }
    }

    // MARK: Not recognised, each for its own reason

    func testEllipseTwoToOneIsNotRound() {
        // Fitted radius (240 + 120) / 4 = 90; the ends of the long axis are 30 px off.
        let result = recognizer.recognize(S.ellipse(a: 120, b: 60))
        guard case .notRound(let deviation, let allowed)? = result.failure else { return XCTFail("\(result)") }
        XCTAssertEqual(deviation, 30, accuracy: 0.01)
        XCTAssertEqual(allowed, 18, accuracy: 1e-9)
    }

    func testSquareIsNotRound() {
        // Fitted radius 80; the corners are 80·√2 from the centre: 33.1 px off.
        let result = recognizer.recognize(S.square(side: 160))
        guard case .notRound(let deviation, let allowed)? = result.failure else { return XCTFail("\(result)") }
        XCTAssertEqual(deviation, 80 * (2.0.squareRoot() - 1), accuracy: 0.01)
        XCTAssertEqual(allowed, 16, accuracy: 1e-9)
    }

    func testStraightLinesDoNotTurn() {
        let horizontal = S.line(from: StrokePoint(x: 50, y: 100), to: StrokePoint(x: 300, y: 100))
        let diagonal = S.line(from: StrokePoint(x: 50, y: 50), to: StrokePoint(x: 300, y: 250))
        for line in [horizontal, diagonal, horizontal.reversed()] {
            let result = recognizer.recognize(line)
            guard case .notFullTurn(let swept, let minimum)? = result.failure else { return XCTFail("\(result)") }
            XCTAssertEqual(swept, 180, accuracy: 0.01, "a line through the centre turns half a turn round it")
            XCTAssertEqual(minimum, 330)
        }
    }

    func testHalfCircleIsNotAFullTurn() {
        // The fitted centre sits at the middle of the half circle's bounding box, so seen from
        // there the arc spans a bit more than 180°.
        for clockwise in [true, false] {
            let result = recognizer.recognize(S.circle(radius: 80, clockwise: clockwise, turns: 0.5))
            guard case .notFullTurn(let swept, _)? = result.failure else { return XCTFail("\(result)") }
            XCTAssertEqual(swept, 233.1, accuracy: 0.1)
        }
    }

    func testThreeQuarterCircleIsNotAFullTurn() {
        let result = recognizer.recognize(S.circle(radius: 80, turns: 0.75))
        XCTAssertEqual(result.failure?.kind, "notFullTurn", "\(result)")
    }

    func testSpiralOfOneTurnIsNotClosed() {
        // Radius 100 shrinking to 35 over one turn: it goes round, but ends 65 px inside its start.
        let result = recognizer.recognize(S.spiral(outer: 100, inner: 35))
        guard case .notClosed(let gap, let allowed)? = result.failure else { return XCTFail("\(result)") }
        XCTAssertEqual(gap, 65, accuracy: 1.5, "about 100 − 35")
        XCTAssertGreaterThan(gap, allowed * 1.2, "clearly open, not a borderline case")
    }

    func testSpiralOfTwoTurnsIsNotRound() {
        // Two turns from 100 down to 30: the end lies on the first turn's inside (closed enough
        // by the gap measure), but the points spread far from any single circle.
        let result = recognizer.recognize(S.spiral(outer: 100, inner: 30, turns: 2))
        guard case .notRound(let deviation, let allowed)? = result.failure else { return XCTFail("\(result)") }
        XCTAssertGreaterThan(deviation, allowed * 3)
    }

    func testZigZagDoesNotTurn() {
        for teeth in [5, 8] {
            let result = recognizer.recognize(S.zigzag(width: 200, height: 100, teeth: teeth))
            guard case .notFullTurn(let swept, _)? = result.failure else { return XCTFail("\(teeth) teeth: \(result)") }
            XCTAssertLessThan(swept, 200)
        }
    }

    func testTinyCircleIsTooSmall() {
        let result = recognizer.recognize(S.circle(radius: 5))
        XCTAssertEqual(result, .failed(.tooSmall(radius: 5, minimum: 15)))
    }

    func testPointLikeStrokeIsTooSmall() {
        let dot =
            (0..<20).map { _ in StrokePoint(x: 10, y: 10) } + [StrokePoint(x: 10.5, y: 10)]
            + S.circle(centre: StrokePoint(x: 10, y: 10), radius: 0.4)
        XCTAssertEqual(recognizer.recognize(dot).failure?.kind, "tooSmall")
    }

    // MARK: Bad input

    func testEmptyStrokeHasTooFewPoints() {
        XCTAssertEqual(recognizer.recognize([StrokePoint]()), .failed(.tooFewPoints(count: 0, minimum: 8)))
        XCTAssertEqual(recognizer.recognize(Stroke()), .failed(.tooFewPoints(count: 0, minimum: 8)))
    }

    func testClickHasTooFewPoints() {
        let click = [StrokePoint(x: 5, y: 5), StrokePoint(x: 5, y: 5), StrokePoint(x: 5, y: 5)]
        XCTAssertEqual(recognizer.recognize(click), .failed(.tooFewPoints(count: 1, minimum: 8)))
    }

    func testNonFinitePointsAreIgnored() {
        var points = S.circle(radius: 80)
        points.insert(StrokePoint(x: .nan, y: 10), at: 3)
        points.insert(StrokePoint(x: 10, y: .infinity), at: 20)
        points.insert(StrokePoint(x: -.infinity, y: .nan), at: 40)
        points.append(StrokePoint(x: .nan, y: .nan))
        XCTAssertEqual(recognizer.recognize(points), recognizer.recognize(S.circle(radius: 80)))
        XCTAssertEqual(Stroke(points).ignoredPointCount, 4)

        let onlyBad = [StrokePoint](repeating: StrokePoint(x: .nan, y: .infinity), count: 50)
        XCTAssertEqual(recognizer.recognize(onlyBad), .failed(.tooFewPoints(count: 0, minimum: 8)))
    }

    func testHugeCoordinatesDoNotTrap() {
        let far = S.circle(centre: StrokePoint(x: 1e300, y: -1e300), radius: 1e290)
        _ = recognizer.recognize(far).description
        let overflow =
            [
                StrokePoint(x: -Double.greatestFiniteMagnitude, y: 0),
                StrokePoint(x: Double.greatestFiniteMagnitude, y: 0),
            ]
            + S.circle(radius: 50)
        _ = recognizer.recognize(overflow).description
    }

    // MARK: Output format

    func testResultLines() {
        XCTAssertEqual(
            CircleRecognitionResult.recognized(CircleFit(centre: StrokePoint(x: 120, y: 80.25), radius: 49.96))
                .description,
            "Circle recognized: centre (120.0, 80.3) radius 50.0")
        XCTAssertEqual(
            CircleRecognitionResult.failed(.notRound(maxDeviation: 30, allowed: 18)).description,
            "Not a circle: not round: a point is 30.0 px off the circle (at most 18.0 allowed)")
        XCTAssertEqual(
            CircleRecognitionResult.failed(.tooFewPoints(count: 0, minimum: 8)).description,
            "Not a circle: too few points: 0 (at least 8 needed)")
        XCTAssertEqual(
            StrokeFailure.notFullTurn(sweptDegrees: 233.13, minimum: 330).description,
            "not a full turn: went 233.1° round the centre (at least 330.0° needed)")
        XCTAssertEqual(
            StrokeFailure.notClosed(gap: 65, allowed: 46.2).description,
            "not closed: ends 65.0 px from its start (at most 46.2 allowed)")
        XCTAssertEqual(
            StrokeFailure.tooSmall(radius: 5, minimum: 15).description,
            "too small: radius 5.0 px (at least 15.0 needed)")
        XCTAssertEqual(StrokeFailure.cancelled.description, "cancelled: the stroke was interrupted before it ended")
    }

    func testFailureReasonsAreDistinct() {
        let all: [StrokeFailure] = [
            .tooFewPoints(count: 1, minimum: 8), .tooSmall(radius: 1, minimum: 15),
            .notFullTurn(sweptDegrees: 1, minimum: 330), .notClosed(gap: 1, allowed: 0),
            .notRound(maxDeviation: 1, allowed: 0), .cancelled,
        ]
        XCTAssertEqual(Set(all.map(\.kind)).count, all.count)
        XCTAssertEqual(Set(all.map { $0.description.prefix(while: { $0 != ":" }) }).count, all.count)
    }
}
