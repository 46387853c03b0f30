// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// The visible range's setters of ``RangeValues``, with two thumbs and with three, against a
/// naive oracle: after `setMinimum`, `setMaximum` or `setRange` with any doubles the range is
/// what the plain rule says (a non-finite number changes nothing; an inverted pair is read in
/// order; a new end past the other one moves it), and both agree on the range and on the
/// update's `range` flag.
@Suite struct VisibleRangeSettersPropertyTests {
    enum Call: CustomStringConvertible {
        case minimum(Double)
        case maximum(Double)
        case range(Double, Double)
        var description: String {
            switch self {
            case .minimum(let v): return "setMinimum(\(v))"
            case .maximum(let v): return "setMaximum(\(v))"
            case .range(let a, let b): return "setRange(minimum: \(a), maximum: \(b))"
            }
        }
    }

    static let call = zip(Gen.int(in: 0...2), TrickyDoubles.any, TrickyDoubles.any).map { kind, a, b -> Call in
        switch kind {
        case 0: return .minimum(a)
        case 1: return .maximum(a)
        default: return .range(a, b)
        }
    }

    /// The plain rule, written out without the shared code.
    static func oracle(_ call: Call, from old: (Double, Double)) -> (Double, Double) {
        switch call {
        case .minimum(let v): return v.isFinite ? (v, old.1 < v ? v : old.1) : old
        case .maximum(let v): return v.isFinite ? (old.0 > v ? v : old.0, v) : old
        case .range(let a, let b): return a.isFinite && b.isFinite ? (a <= b ? (a, b) : (b, a)) : old
        }
    }

    @Test func twoAndThreeThumbsFollowTheNaiveRangeRule() async {
        await propertyCheck(count: 2000, input: Self.call.array(of: 1...12)) { calls in
            var two = RangeValues(minimumValue: 0, maximumValue: 100, lowerValue: 20, upperValue: 80)
            var many = RangeValues(minimumValue: 0, maximumValue: 100, values: [20, 50, 80])
            var expected = (0.0, 100.0)
            for call in calls {
                let updates: (ValueUpdate, ValueUpdate)
                switch call {
                case .minimum(let v): updates = (two.setMinimum(v), many.setMinimum(v))
                case .maximum(let v): updates = (two.setMaximum(v), many.setMaximum(v))
                case .range(let a, let b):
                    updates = (two.setRange(minimum: a, maximum: b), many.setRange(minimum: a, maximum: b))
                }
                expected = Self.oracle(call, from: expected)
                #expect(two.minimumValue == expected.0 && two.maximumValue == expected.1, "\(call): \(two)")
                #expect(many.minimumValue == expected.0 && many.maximumValue == expected.1, "\(call): \(many)")
                if case .rejected(let r) = updates.0 {
                    guard case .rejected(let other) = updates.1 else {
                        Issue.record("\(call): \(updates.1), but two thumbs refused it")
                        continue
                    }
                    #expect(
                        other.property == r.property
                            && (other.value == r.value || (other.value.isNaN && r.value.isNaN)), "\(call)")
                } else {
                    #expect(Self.rangeFlag(updates.0) == Self.rangeFlag(updates.1), "\(call): \(updates)")
                }
            }
        }
    }

    static func rangeFlag(_ update: ValueUpdate) -> Bool {
        if case .changed(let range, _) = update { return range }
        return false
    }
}
