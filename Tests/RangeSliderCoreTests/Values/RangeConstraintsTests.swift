import RangeSliderCore
// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import SeededRandom
import XCTest

final class RangeConstraintsTests: XCTestCase {
    func testSnapToSteps() {
        let c = RangeConstraints(stepSize: 0.1)
        XCTAssertEqual(c.snap(0.26, minimum: 0, maximum: 1), 0.3, accuracy: 1e-12)
        XCTAssertEqual(c.snap(0.24, minimum: 0, maximum: 1), 0.2, accuracy: 1e-12)
        // A range that is not a whole number of steps: the maximum is still reachable.
        let c3 = RangeConstraints(stepSize: 3)
        XCTAssertEqual(c3.snap(9.9, minimum: 0, maximum: 10), 10)
        XCTAssertEqual(c3.snap(9.2, minimum: 0, maximum: 10), 9)
        XCTAssertEqual(RangeConstraints().snap(0.123, minimum: 0, maximum: 1), 0.123)
    }

    func testInvalidConstraintsAreRefused() {
        var v = RangeValues()
        for bad in [
            RangeConstraints(stepSize: .nan), RangeConstraints(stepSize: -1),
            RangeConstraints(minimumSeparation: .infinity), RangeConstraints(maximumSpan: -2),
        ] {
            guard case .rejected = v.setConstraints(bad) else { return XCTFail("\(bad) accepted") }
        }
        XCTAssertEqual(v, RangeValues())
    }

    func testSeparationIsKeptInAnyOrder() {
        var v = RangeValues(minimumValue: 0, maximumValue: 100, lowerValue: 20, upperValue: 80)
        v.setConstraints(RangeConstraints(minimumSeparation: 10))
        v.setLower(75)
        XCTAssertEqual(v.lowerValue, 75)
        XCTAssertEqual(v.upperValue, 85)
        v.setUpper(78)
        XCTAssertEqual(v.upperValue, 78)
        XCTAssertEqual(v.lowerValue, 68)
        // At the ends the assigned value gives way.
        v.setLower(100)
        XCTAssertEqual(v.upperValue, 100)
        XCTAssertEqual(v.lowerValue, 90)
        v.setUpper(0)
        XCTAssertEqual(v.lowerValue, 0)
        XCTAssertEqual(v.upperValue, 10)
        XCTAssertTrue(v.isValid)
    }

    func testSeparationWiderThanTheRange() {
        var v = RangeValues(minimumValue: 0, maximumValue: 5, lowerValue: 1, upperValue: 2)
        v.setConstraints(RangeConstraints(minimumSeparation: 10))
        XCTAssertEqual(v.lowerValue, 0)
        XCTAssertEqual(v.upperValue, 5)
        XCTAssertTrue(v.isValid)
    }

    func testMaximumSpan() {
        var v = RangeValues(minimumValue: 0, maximumValue: 100, lowerValue: 20, upperValue: 80)
        v.setConstraints(RangeConstraints(maximumSpan: 30))
        XCTAssertEqual(v.lowerValue, 20)
        XCTAssertEqual(v.upperValue, 50)
        v.setUpper(90)
        XCTAssertEqual(v.lowerValue, 60)
        XCTAssertEqual(v.allowedInterval(for: .lower), 60...90)
        XCTAssertEqual(v.allowedInterval(for: .upper), 60...90)
        v.move(.upper, to: 100)
        XCTAssertEqual(v.upperValue, 90, "a drag stops at the span limit instead of pulling the other thumb")
    }

    func testMoveStaysInsideTheAllowedInterval() {
        var v = RangeValues(minimumValue: 0, maximumValue: 10, lowerValue: 2, upperValue: 6)
        v.setConstraints(RangeConstraints(stepSize: 1, minimumSeparation: 2))
        XCTAssertEqual(v.allowedInterval(for: .lower), 0...4)
        XCTAssertEqual(v.allowedInterval(for: .upper), 4...10)
        v.move(.lower, to: 9)
        XCTAssertEqual(v.lowerValue, 4)
        XCTAssertEqual(v.upperValue, 6, "moving never pushes the other thumb")
        v.move(.upper, to: 7.6)
        XCTAssertEqual(v.upperValue, 8)
    }

    func testInvariantHoldsWithConstraintsUnderRandomCalls() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<1_000 {
            var v = RangeValues()
            v.setConstraints(
                RangeConstraints(
                    stepSize: [0, 0.05, 0.1, 1][Int(rng.next() % 4)],
                    minimumSeparation: rng.nextDouble(in: 0...0.3),
                    maximumSpan: rng.nextBool(probability: 0.5) ? rng.nextDouble(in: 0.3...0.9) : nil))
            for _ in 0..<15 {
                let x = rng.nextDouble(in: -2...3)
                switch rng.next() % 6 {
                case 0: v.setLower(x)
                case 1: v.setUpper(x)
                case 2: v.setValues(lower: x, upper: rng.nextDouble(in: -2...3))
                case 3: v.move(.lower, to: x)
                case 4: v.move(.upper, to: x)
                default: v.shift(by: rng.nextDouble(in: -1...1))
                }
                XCTAssertTrue(v.isValid, "\(v) with \(v.constraints)")
            }
        }
    }
}

final class KeyboardStepperTests: XCTestCase {
    let h = SliderAxis()

    func testHorizontalBindingsLikeGtkScale() {
        XCTAssertEqual(KeyboardStepper.action(for: .right, control: false, axis: h), .step(1))
        XCTAssertEqual(KeyboardStepper.action(for: .left, control: false, axis: h), .step(-1))
        XCTAssertEqual(KeyboardStepper.action(for: .up, control: false, axis: h), .step(1))
        XCTAssertEqual(KeyboardStepper.action(for: .down, control: false, axis: h), .step(-1))
        XCTAssertEqual(KeyboardStepper.action(for: .right, control: true, axis: h), .page(1))
        XCTAssertEqual(KeyboardStepper.action(for: .pageUp, control: false, axis: h), .page(1))
        XCTAssertEqual(KeyboardStepper.action(for: .pageDown, control: false, axis: h), .page(-1))
        XCTAssertEqual(KeyboardStepper.action(for: .pageUp, control: true, axis: h), .page(-1))
        XCTAssertEqual(KeyboardStepper.action(for: .plus, control: false, axis: h), .step(1))
        XCTAssertEqual(KeyboardStepper.action(for: .minus, control: true, axis: h), .page(-1))
        XCTAssertEqual(KeyboardStepper.action(for: .home, control: false, axis: h), .start)
        XCTAssertEqual(KeyboardStepper.action(for: .end, control: false, axis: h), .end)
    }

    func testVerticalAndFlippedBindings() {
        let v = SliderAxis(orientation: .vertical)
        XCTAssertEqual(KeyboardStepper.action(for: .down, control: false, axis: v), .step(1), "minimum at the top")
        XCTAssertEqual(KeyboardStepper.action(for: .up, control: false, axis: v), .step(-1))
        XCTAssertEqual(KeyboardStepper.action(for: .right, control: false, axis: v), .step(1))
        let rtl = SliderAxis(rightToLeft: true)
        XCTAssertEqual(KeyboardStepper.action(for: .left, control: false, axis: rtl), .step(1))
        XCTAssertEqual(KeyboardStepper.action(for: .up, control: false, axis: rtl), .step(1))
        let inverted = SliderAxis(inverted: true)
        XCTAssertEqual(KeyboardStepper.action(for: .right, control: false, axis: inverted), .step(-1))
        XCTAssertFalse(SliderAxis(inverted: true, rightToLeft: true).isFlipped, "both cancel out")
    }

    func testTargetsRespectTheOtherThumb() {
        let v = RangeValues()
        XCTAssertEqual(
            KeyboardStepper.target(of: .end, for: .lower, in: v, stepIncrement: 0.01, pageIncrement: 0.1), 0.8)
        XCTAssertEqual(
            KeyboardStepper.target(of: .start, for: .upper, in: v, stepIncrement: 0.01, pageIncrement: 0.1), 0.2)
        XCTAssertEqual(
            KeyboardStepper.target(of: .page(-1), for: .lower, in: v, stepIncrement: 0.01, pageIncrement: 0.1), 0.1,
            accuracy: 1e-12)
        XCTAssertEqual(KeyboardStepper.defaultStepIncrement(for: v), 0.01)
    }

    func testScrollSteps() {
        XCTAssertEqual(KeyboardStepper.scrollSteps(dx: 0, dy: -1, axis: h), 1, "wheel up increases")
        XCTAssertEqual(KeyboardStepper.scrollSteps(dx: 0, dy: 0.5, axis: h), -0.5, "smooth scrolling scales")
        XCTAssertEqual(KeyboardStepper.scrollSteps(dx: 1, dy: 0, axis: SliderAxis(rightToLeft: true)), -1)
        XCTAssertEqual(KeyboardStepper.scrollSteps(dx: .nan, dy: 0, axis: h), 0)
    }

    func testAxisMapping() {
        let v = SliderAxis(orientation: .vertical, inverted: true)
        let p = v.axisPoint(x: 10, y: 20, width: 30, height: 300)
        XCTAssertEqual(p.along, 280)
        XCTAssertEqual(p.across, 10)
        XCTAssertEqual(v.axisOffset(dx: 5, dy: 7), -7)
    }

    func testValueFormatting() {
        XCTAssertEqual(ValueFormatting.digits(step: 0.01, span: 1), 2)
        XCTAssertEqual(ValueFormatting.digits(step: 5, span: 1), 0)
        XCTAssertEqual(ValueFormatting.digits(step: 0, span: 1000), 0)
        XCTAssertEqual(ValueFormatting.text(0.2, digits: 2), "0.20")
        XCTAssertEqual(ValueFormatting.text(-0.001, digits: 2), "0.00")
    }
}
