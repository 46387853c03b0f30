// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// Hard limits (``RangeValues/setHardLimits(minimum:maximum:)``) against a naive oracle, for
/// two thumbs without constraints: a program's value is clamped into
/// `[min(hardMinimum, minimum), max(hardMaximum, maximum)]` (an inverted pair of limits read in
/// order, a NaN or infinite limit refused) and the other thumb pushed only as far; a user's move
/// stays within the visible range, or comes back from where a program put the thumb beyond it.
@Suite struct HardLimitsPropertyTests {
    /// A limit: none, a finite number, or (rarely) NaN or an infinity.
    static let limit = zip(Gen.int(in: 0...9), TrickyDoubles.any, Gen.double(in: -300...300))
        .map { kind, tricky, plain -> Double? in
            switch kind {
            case 0, 1: return nil
            case 2: return tricky
            default: return plain
            }
        }
    static let input = zip(
        Gen.double(in: -100...100), Gen.double(in: -100...100), limit, limit,
        zip(Gen.int(in: 0...1), Gen.int(in: 0...6), TrickyDoubles.any, Gen.double(in: -400...400)))

    /// The limits in force the oracle expects after `setHardLimits(minimum: a, maximum: b)` on
    /// the range `minimum…maximum` with no limits before.
    static func oracleLimits(_ a: Double?, _ b: Double?, minimum: Double, maximum: Double) -> (Double, Double) {
        if a.map({ !$0.isFinite }) == true || b.map({ !$0.isFinite }) == true { return (minimum, maximum) }
        var (low, high) = (a, b)
        if let x = low, let y = high, x > y { (low, high) = (y, x) }
        return (Swift.min(low ?? minimum, minimum), Swift.max(high ?? maximum, maximum))
    }

    @Test func programValuesStopAtTheHardLimitsAndUserMovesNeverGoFurtherOut() async {
        await propertyCheck(count: 3000, input: Self.input) { a, b, lowLimit, highLimit, rest in
            let (index, kind, tricky, plain) = rest
            let value = kind == 0 ? tricky : plain
            let (minimum, maximum) = (Swift.min(a, b), Swift.max(a, b))
            var v = RangeValues(
                minimumValue: minimum, maximumValue: maximum,
                lowerValue: minimum + (maximum - minimum) / 4, upperValue: maximum - (maximum - minimum) / 4)
            let update = v.setHardLimits(minimum: lowLimit, maximum: highLimit)
            let refused = [lowLimit, highLimit].contains { $0.map { !$0.isFinite } == true }
            if refused {
                guard case .rejected = update else {
                    return #expect(Bool(false), "a non-finite limit was taken: \(update)")
                }
                #expect(v.hardMinimumLimit == nil && v.hardMaximumLimit == nil)
            }
            let (hardLow, hardHigh) = Self.oracleLimits(lowLimit, highLimit, minimum: minimum, maximum: maximum)
            #expect(
                v.hardMinimum == hardLow && v.hardMaximum == hardHigh,
                "\(v) for limits \(String(describing: lowLimit)), \(String(describing: highLimit))")

            // A program's value: clamped into the hard limits, the other thumb pushed along.
            var program = v
            let before = program.values
            program.setValue(value, at: index)
            if value.isFinite {
                let target = Swift.min(Swift.max(value, hardLow), hardHigh)
                let expected =
                    index == 0 ? [target, Swift.max(before[1], target)] : [Swift.min(before[0], target), target]
                #expect(program.values == expected, "setValue(\(value), at: \(index)) in \(v)")
            } else {
                #expect(program.values == before, "a non-finite value moved a thumb")
            }

            // A user's move (block): between its neighbour and the visible range, widened to
            // where the thumb lies when a program put it beyond (it may come back, never go
            // further out).
            var user = program
            let (v0, v1) = (program[0], program[1])
            user.move(index, to: value)
            if value.isFinite {
                let (lo, hi) =
                    index == 0
                    ? (Swift.min(minimum, v0), Swift.min(v1, Swift.max(maximum, v0)))
                    : (Swift.max(v0, Swift.min(minimum, v1)), Swift.max(maximum, v1))
                let expected =
                    index == 0 ? [Swift.min(Swift.max(value, lo), hi), v1] : [v0, Swift.min(Swift.max(value, lo), hi)]
                #expect(user.values == expected, "move(\(index), to: \(value)) in \(program)")
            }
            // Under push too, nothing goes beyond the hard limits or further beyond the range.
            var pushed = program
            pushed.move(index, to: value, policy: .push)
            #expect(pushed.values.allSatisfy { $0 >= hardLow && $0 <= hardHigh }, "\(pushed)")
            #expect(
                pushed[index] >= Swift.min(minimum, program[index])
                    && pushed[index] <= Swift.max(maximum, program[index]),
                "push move(\(index), to: \(value)) in \(program): \(pushed)")
            #expect(user.values.allSatisfy { $0 >= hardLow && $0 <= hardHigh }, "\(user)")
        }
    }
}
