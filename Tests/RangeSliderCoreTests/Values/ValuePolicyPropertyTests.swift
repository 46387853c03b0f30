// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// Property-based tests of the value policy at every magnitude: random sequences of every
/// setter with NaN, infinities, the largest doubles, subnormals and coarse-ulp values, checked
/// after each call against the invariant written out plainly (``RangeInvariantOracle``), and
/// the overflow-safe arithmetic against a Float80 oracle (wider exponent range: no overflow).
@Suite struct ValuePolicyPropertyTests {
    /// One call on `RangeValues`.
    enum Operation: CustomStringConvertible {
        case minimum(Double)
        case maximum(Double)
        case lower(Double)
        case upper(Double)
        case values(Double, Double)
        case range(Double, Double)
        case constraints(step: Double, separation: Double, span: Double?)
        case move(Thumb, Double)
        case shift(Double)

        var description: String {
            switch self {
            case .minimum(let v): return "setMinimum(\(v))"
            case .maximum(let v): return "setMaximum(\(v))"
            case .lower(let v): return "setLower(\(v))"
            case .upper(let v): return "setUpper(\(v))"
            case .values(let a, let b): return "setValues(lower: \(a), upper: \(b))"
            case .range(let a, let b): return "setRange(minimum: \(a), maximum: \(b))"
            case .constraints(let s, let sep, let span):
                return "setConstraints(step: \(s), separation: \(sep), span: \(span.map { "\($0)" } ?? "nil"))"
            case .move(let t, let v): return "move(.\(t), to: \(v))"
            case .shift(let d): return "shift(by: \(d))"
            }
        }

        func apply(to v: inout RangeValues) {
            switch self {
            case .minimum(let x): v.setMinimum(x)
            case .maximum(let x): v.setMaximum(x)
            case .lower(let x): v.setLower(x)
            case .upper(let x): v.setUpper(x)
            case .values(let a, let b): v.setValues(lower: a, upper: b)
            case .range(let a, let b): v.setRange(minimum: a, maximum: b)
            case .constraints(let s, let sep, let span):
                v.setConstraints(RangeConstraints(stepSize: s, minimumSeparation: sep, maximumSpan: span))
            case .move(let t, let x): v.move(t, to: x)
            case .shift(let d): v.shift(by: d)
            }
        }
    }

    static let operation = zip(Gen.int(in: 0...9), TrickyDoubles.any, TrickyDoubles.any, Gen.int(in: 0...3))
        .map { kind, a, b, flavour -> Operation in
            switch kind {
            case 0: return .minimum(a)
            case 1: return .maximum(a)
            case 2: return .lower(a)
            case 3: return .upper(a)
            case 4: return .values(a, b)
            case 5: return .range(a, b)
            case 6:
                // Mostly no step (steps over huge ranges are legal but make every value a step).
                let step = flavour == 0 ? abs(a) : 0
                let span: Double? = flavour == 3 ? nil : (flavour == 2 ? abs(a) : abs(b))
                return .constraints(step: step, separation: abs(a), span: span)
            case 7: return .move(flavour % 2 == 0 ? .lower : .upper, a)
            case 8: return .shift(a)
            default: return .range(min(a, b), max(a, b))
            }
        }

    static func violations(_ v: RangeValues) -> [String] {
        RangeInvariantOracle.violations(
            minimum: v.minimumValue, maximum: v.maximumValue, lower: v.lowerValue,
            upper: v.upperValue, separation: v.constraints.minimumSeparation,
            maximumSpan: v.constraints.maximumSpan)
    }

    @Test func everySequenceOfCallsKeepsTheInvariantExactly() async {
        await propertyCheck(count: 400, input: Self.operation.array(of: 1...40)) { operations in
            var values = RangeValues()
            for (index, operation) in operations.enumerated() {
                operation.apply(to: &values)
                let problems = Self.violations(values)
                #expect(
                    problems.isEmpty,
                    """
                    after \(operations.prefix(index + 1).map(\.description)): \(values) \
                    \(values.constraints): \(problems)
                    """)
                #expect(values.isValid == problems.isEmpty, "isValid disagrees with the oracle for \(values)")
                if !problems.isEmpty { return }
            }
        }
    }

    /// Without constraints the policy is simple enough to state as a naive model: the assigned
    /// value, clamped, wins and pushes the other thumb.
    @Test func withoutConstraintsTheAssignedValueWinsAsANaiveModelSays() async {
        let op = zip(Gen.int(in: 0...5), TrickyDoubles.any, TrickyDoubles.any)
        await propertyCheck(count: 400, input: op.array(of: 1...30)) { operations in
            var values = RangeValues()
            var model = (min: 0.0, max: 1.0, lower: 0.2, upper: 0.8)
            for (kind, a, b) in operations {
                func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, model.min), model.max) }
                let before = values
                switch kind {
                case 0: values.setMinimum(a)
                case 1: values.setMaximum(a)
                case 2: values.setLower(a)
                case 3: values.setUpper(a)
                case 4: values.setValues(lower: a, upper: b)
                default: values.setRange(minimum: a, maximum: b)
                }
                let finite = a.isFinite && (kind < 4 || b.isFinite)
                guard finite else {
                    // A non-finite argument is refused: nothing changes.
                    #expect(values == before, "\(operations)")
                    continue
                }
                switch kind {
                case 0:
                    model.min = a; model.max = Swift.max(model.max, a)
                    model.lower = clamp(model.lower); model.upper = clamp(model.upper)
                case 1:
                    model.max = a; model.min = Swift.min(model.min, a)
                    model.lower = clamp(model.lower); model.upper = clamp(model.upper)
                case 2:
                    model.lower = clamp(a); model.upper = Swift.max(model.upper, model.lower)
                case 3:
                    model.upper = clamp(a); model.lower = Swift.min(model.lower, model.upper)
                case 4:
                    model.lower = clamp(Swift.min(a, b)); model.upper = clamp(Swift.max(a, b))
                default:
                    model.min = Swift.min(a, b); model.max = Swift.max(a, b)
                    model.lower = clamp(model.lower); model.upper = clamp(model.upper)
                }
                #expect(
                    values.minimumValue == model.min && values.maximumValue == model.max
                        && values.lowerValue == model.lower && values.upperValue == model.upper,
                    "\(values) but the model says \(model) after \(operations)")
            }
        }
    }

    // MARK: - Arithmetic against a wider format

    static let range = zip(TrickyDoubles.finite, TrickyDoubles.finite).map { a, b in (Swift.min(a, b), Swift.max(a, b))
    }

    @Test func fractionsAreFiniteAndMatchAFloat80Oracle() async {
        await propertyCheck(count: 2000, input: Self.range, TrickyDoubles.finite) { range, value in
            let (low, high) = range
            let f = FiniteArithmetic.fraction(of: value, from: low, to: high)
            #expect(f.isFinite && f >= 0 && f <= 1, "fraction(\(value), \(low)…\(high)) = \(f)")
            guard high > low else { #expect(f == 0); return }
            let exact = Swift.min(Swift.max((Float80(value) - Float80(low)) / (Float80(high) - Float80(low)), 0), 1)
            #expect(
                abs(Float80(f) - exact) <= 4 * Float80(Double.ulpOfOne),
                "fraction(\(value), \(low)…\(high)) = \(f), exact \(exact)")
        }
    }

    @Test func valuesAtAFractionStayInTheRangeAndMatchAFloat80Oracle() async {
        await propertyCheck(count: 2000, input: Self.range, Gen.double(in: -0.5...1.5)) { range, fraction in
            let (low, high) = range
            let v = FiniteArithmetic.value(atFraction: fraction, from: low, to: high)
            #expect(v.isFinite && v >= low && v <= high, "value(at \(fraction), \(low)…\(high)) = \(v)")
            guard high > low else { return }
            let f = Float80(Swift.min(Swift.max(fraction, 0), 1))
            let exact = Float80(low) + (Float80(high) - Float80(low)) * f
            let width = Float80(high) - Float80(low)
            #expect(
                abs(Float80(v) - exact) <= 4 * Float80(Double.ulpOfOne) * (abs(exact) + width)
                    + Float80(Double.leastNonzeroMagnitude),
                "value(at \(fraction), \(low)…\(high)) = \(v), exact \(exact)")
        }
    }

    @Test func placesAtADistanceMeetTheirBoundAndStayNearTheExactSum() async {
        await propertyCheck(count: 2000, input: TrickyDoubles.finite, TrickyDoubles.finiteMagnitude) { base, distance in
            let above = FloatingPointDistance.atLeast(distance, above: base)
            if above.isFinite {
                #expect(above - base >= distance, "atLeast(\(distance), above: \(base)) = \(above)")
                #expect(abs(Float80(above) - (Float80(base) + Float80(distance))) <= 4 * Float80(above.ulp))
            }
            let below = FloatingPointDistance.atLeast(distance, below: base)
            if below.isFinite { #expect(base - below >= distance, "atLeast(\(distance), below: \(base)) = \(below)") }
            let within = FloatingPointDistance.atMost(distance, above: base)
            if within.isFinite { #expect(within - base <= distance && within >= base) }
            let withinBelow = FloatingPointDistance.atMost(distance, below: base)
            if withinBelow.isFinite { #expect(base - withinBelow <= distance && withinBelow <= base) }
        }
    }

    @Test func theDefaultIncrementsAndDragDeltasAreFiniteForAnyRange() async {
        await propertyCheck(count: 1000, input: Self.range, Gen.double(in: -5000...5000)) { range, offset in
            let values = RangeValues(
                minimumValue: range.0, maximumValue: range.1, lowerValue: range.0, upperValue: range.1)
            let step = KeyboardStepper.defaultStepIncrement(for: values)
            let page = KeyboardStepper.defaultPageIncrement(for: values)
            #expect(step.isFinite && page.isFinite && step >= 0 && page >= step)
            let geometry = SliderGeometry(width: 400, height: 30)
            let delta = geometry.valueDelta(forOffset: offset, minimum: range.0, maximum: range.1)
            #expect(delta.isFinite)
            let position = geometry.positionForValue(range.1, minimum: range.0, maximum: range.1)
            #expect(position.isFinite && position >= 15 && position <= 385)
            let back = geometry.valueForPosition(position, minimum: range.0, maximum: range.1)
            #expect(back.isFinite && back >= range.0 && back <= range.1)
        }
    }
}
