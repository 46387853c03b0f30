import RangeSliderCore
// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import SeededRandom
import XCTest

final class RangeValuesTests: XCTestCase {
    func testDefaultsAreTheTutorials() {
        let v = RangeValues()
        XCTAssertEqual(v.minimumValue, 0)
        XCTAssertEqual(v.maximumValue, 1)
        XCTAssertEqual(v.lowerValue, 0.2)
        XCTAssertEqual(v.upperValue, 0.8)
        XCTAssertTrue(v.isValid)
    }

    func testUpperAboveMaximumIsClampedTheTutorialsRobustnessCase() {
        var v = RangeValues()
        XCTAssertEqual(v.setUpper(5), .changed(range: false, selection: true))
        XCTAssertEqual(v.upperValue, 1)
        XCTAssertEqual(v.lowerValue, 0.2)
        XCTAssertTrue(v.isValid)
    }

    func testLowerBelowMinimumIsClamped() {
        var v = RangeValues()
        v.setLower(-3)
        XCTAssertEqual(v.lowerValue, 0)
    }

    func testLowerAboveUpperPushesUpper() {
        var v = RangeValues()
        v.setLower(0.9)
        XCTAssertEqual(v.lowerValue, 0.9)
        XCTAssertEqual(v.upperValue, 0.9)
    }

    func testUpperBelowLowerPushesLower() {
        var v = RangeValues()
        v.setUpper(0.1)
        XCTAssertEqual(v.lowerValue, 0.1)
        XCTAssertEqual(v.upperValue, 0.1)
    }

    func testMinimumAboveMaximumRaisesMaximum() {
        var v = RangeValues()
        XCTAssertEqual(v.setMinimum(3), .changed(range: true, selection: true))
        XCTAssertEqual(v.minimumValue, 3)
        XCTAssertEqual(v.maximumValue, 3)
        XCTAssertEqual(v.lowerValue, 3)
        XCTAssertEqual(v.upperValue, 3)
        XCTAssertTrue(v.isValid)
    }

    func testMaximumBelowMinimumLowersMinimum() {
        var v = RangeValues()
        v.setMaximum(-2)
        XCTAssertEqual(v.minimumValue, -2)
        XCTAssertEqual(v.maximumValue, -2)
        XCTAssertEqual(v.lowerValue, -2)
        XCTAssertEqual(v.upperValue, -2)
    }

    func testMaximumShrinkClampsSelection() {
        var v = RangeValues()
        v.setMaximum(0.5)
        XCTAssertEqual(v.upperValue, 0.5)
        XCTAssertEqual(v.lowerValue, 0.2)
        XCTAssertEqual(v.setMaximum(0.5), .unchanged)
    }

    func testNonFiniteValuesAreRefusedAndNothingChanges() {
        for bad in [Double.nan, .infinity, -.infinity, .signalingNaN] {
            var v = RangeValues()
            let before = v
            for result in [
                v.setMinimum(bad), v.setMaximum(bad), v.setLower(bad), v.setUpper(bad),
                v.setValues(lower: bad, upper: 0.5), v.setValues(lower: 0.5, upper: bad),
                v.setRange(minimum: bad, maximum: 2), v.setRange(minimum: -1, maximum: bad),
            ] {
                guard case .rejected(let rejection) = result else {
                    return XCTFail("\(bad) was not rejected: \(result)")
                }
                XCTAssertTrue(rejection.description.contains("must be finite"), rejection.description)
            }
            XCTAssertEqual(v, before)
        }
    }

    func testRejectionNamesThePropertyAndValue() {
        var v = RangeValues()
        guard case .rejected(let r) = v.setLower(.nan) else { return XCTFail() }
        XCTAssertEqual(r.property, "lowerValue")
        XCTAssertTrue(r.value.isNaN)
        XCTAssertTrue(r.description.hasPrefix("refused lowerValue = nan"), r.description)
    }

    func testSettingTheSameValueIsUnchanged() {
        var v = RangeValues()
        XCTAssertEqual(v.setLower(0.2), .unchanged)
        XCTAssertEqual(v.setUpper(0.8), .unchanged)
        XCTAssertEqual(v.setMinimum(0), .unchanged)
        XCTAssertEqual(v.setMaximum(1), .unchanged)
        XCTAssertEqual(v.setValues(lower: 0.2, upper: 0.8), .unchanged)
        XCTAssertEqual(v.setRange(minimum: 0, maximum: 1), .unchanged)
    }

    func testSetValuesReadsAnInvertedPairInOrderAndClamps() {
        var v = RangeValues()
        XCTAssertEqual(v.setValues(lower: 0.9, upper: 0.1), .changed(range: false, selection: true))
        XCTAssertEqual(v.lowerValue, 0.1)
        XCTAssertEqual(v.upperValue, 0.9)
        v.setValues(lower: -5, upper: 7)
        XCTAssertEqual(v.lowerValue, 0)
        XCTAssertEqual(v.upperValue, 1)
    }

    func testSetRangeReadsAnInvertedPairAndClampsSelection() {
        var v = RangeValues()
        v.setRange(minimum: 0.5, maximum: 0.3)
        XCTAssertEqual(v.minimumValue, 0.3)
        XCTAssertEqual(v.maximumValue, 0.5)
        XCTAssertEqual(v.lowerValue, 0.3)
        XCTAssertEqual(v.upperValue, 0.5)
    }

    func testOrderOfAssignmentsDoesNotMatterForAConsistentTarget() {
        // Reaching (min 10, max 100, lower 20, upper 30) from the defaults, in every order of
        // the range pair followed by every order of the selection pair.
        let rangeSteps: [[(inout RangeValues) -> Void]] = [
            [{ $0.setMinimum(10) }, { $0.setMaximum(100) }],
            [{ $0.setMaximum(100) }, { $0.setMinimum(10) }],
        ]
        let selectionSteps: [[(inout RangeValues) -> Void]] = [
            [{ $0.setLower(20) }, { $0.setUpper(30) }],
            [{ $0.setUpper(30) }, { $0.setLower(20) }],
        ]
        for range in rangeSteps {
            for selection in selectionSteps {
                var v = RangeValues()
                for step in range + selection { step(&v) }
                XCTAssertEqual(v, RangeValues(minimumValue: 10, maximumValue: 100, lowerValue: 20, upperValue: 30))
                XCTAssertEqual(v.lowerValue, 20)
                XCTAssertEqual(v.upperValue, 30)
            }
        }
        // Moving a selection across itself in either order.
        var a = RangeValues(minimumValue: 0, maximumValue: 10, lowerValue: 1, upperValue: 2)
        a.setLower(5); a.setUpper(8)
        var b = RangeValues(minimumValue: 0, maximumValue: 10, lowerValue: 1, upperValue: 2)
        b.setUpper(8); b.setLower(5)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.lowerValue, 5)
        XCTAssertEqual(a.upperValue, 8)
    }

    func testInvariantHoldsAfterRandomSequencesOfCalls() {
        var rng = SeededGenerator(seed: 0x5eed)
        let specials: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1, -1, 1e300, -1e300, .leastNonzeroMagnitude]
        for _ in 0..<2_000 {
            var v = RangeValues()
            for _ in 0..<20 {
                let x =
                    rng.nextBool(probability: 0.2)
                    ? specials[Int(rng.next() % UInt64(specials.count))]
                    : rng.nextDouble(in: -100...100)
                let y = rng.nextDouble(in: -100...100)
                let before = v
                let result: ValueUpdate
                switch rng.next() % 6 {
                case 0: result = v.setMinimum(x)
                case 1: result = v.setMaximum(x)
                case 2: result = v.setLower(x)
                case 3: result = v.setUpper(x)
                case 4: result = v.setValues(lower: x, upper: y)
                default: result = v.setRange(minimum: x, maximum: y)
                }
                XCTAssertTrue(v.isValid, "invariant broken: \(v) after \(result)")
                if case .rejected = result { XCTAssertEqual(v, before) }
                if result == .unchanged { XCTAssertEqual(v, before) }
            }
        }
    }
}

extension SeededGenerator {
    mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
    mutating func nextBool(probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}
