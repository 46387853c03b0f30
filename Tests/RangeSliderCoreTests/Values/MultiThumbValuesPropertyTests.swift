// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// Property-based tests of the N-thumb model (``RangeValues``): random sequences of every
/// assignment and of the user's moves under every crossing policy, with tricky doubles (NaN,
/// infinities, the largest doubles, coarse ulps), checked after each call against the invariant
/// written out plainly; and naive oracles where one exists (no constraints: block clamps
/// between the neighbours, push drags them along, swap sorts).
@Suite struct MultiThumbValuesPropertyTests {
    /// One call on `RangeValues`.
    enum Operation: CustomStringConvertible {
        case values([Double])
        case value(Double, Int)
        case count(Int)
        case range(Double, Double)
        case hardLimits(Double?, Double?)
        case constraints(step: Double, separation: Double, span: Double?)
        case padding(Double, Double)
        case move(Int, Double, CrossingPolicy)
        case shift(Int, Int, Double)

        var description: String {
            switch self {
            case .values(let v): return "setValues(\(v))"
            case .value(let v, let i): return "setValue(\(v), at: \(i))"
            case .count(let n): return "setCount(\(n))"
            case .range(let a, let b): return "setRange(minimum: \(a), maximum: \(b))"
            case .hardLimits(let a, let b):
                return "setHardLimits(minimum: \(a.map { "\($0)" } ?? "nil"), maximum: \(b.map { "\($0)" } ?? "nil"))"
            case .constraints(let s, let sep, let span):
                return "setConstraints(step: \(s), separation: \(sep), span: \(span.map { "\($0)" } ?? "nil"))"
            case .padding(let a, let b): return "setPadding(start: \(a), end: \(b))"
            case .move(let i, let v, let p): return "move(\(i), to: \(v), policy: .\(p))"
            case .shift(let i, let j, let d): return "shiftThumbs(\(i), through: \(j), by: \(d))"
            }
        }
    }

    static let policies = CrossingPolicy.allCases

    static let operation = zip(
        Gen.int(in: 0...12), TrickyDoubles.any, TrickyDoubles.any, Gen.int(in: 0...8),
        TrickyDoubles.any.array(of: 1...9)
    )
    .map { kind, a, b, small, list -> Operation in
        switch kind {
        case 0: return .values(list)
        case 1: return .value(a, small - 1)  // -1 and indices past the end are refused
        case 2: return .count(small - 1)
        case 3: return .range(a, b)
        case 4: return .hardLimits(small % 3 == 0 ? nil : a, small % 4 == 0 ? nil : b)
        case 5:
            let step = small == 0 ? abs(a) : 0
            let span: Double? = small > 5 ? nil : (small > 2 ? abs(a) : abs(b))
            return .constraints(step: step, separation: small % 2 == 0 ? abs(a) : 0, span: span)
        case 6: return .padding(small % 2 == 0 ? 0 : abs(a), small % 3 == 0 ? 0 : abs(b))
        case 7: return .range(Swift.min(a, b), Swift.max(a, b))
        case 8: return .shift(small / 2, small / 2 + small % 3, a)
        default: return .move(small, a, policies[(kind + small) % 3])
        }
    }

    /// The invariant as documented, computed here without the model's own helpers (but its
    /// public accessors for the limits it reports).
    static func violations(_ v: RangeValues) -> [String] {
        var problems: [String] = []
        let values = v.values
        let n = values.count
        if n < 1 || n > RangeValues.maximumThumbCount { problems.append("count \(n)") }
        for (i, x) in values.enumerated() where !x.isFinite { problems.append("values[\(i)] = \(x)") }
        for (name, x) in [
            ("minimum", v.minimumValue), ("maximum", v.maximumValue), ("hardMinimum", v.hardMinimum),
            ("hardMaximum", v.hardMaximum),
        ] where !x.isFinite { problems.append("\(name) = \(x)") }
        guard problems.isEmpty else { return problems }
        if !(v.hardMinimum <= v.minimumValue && v.minimumValue <= v.maximumValue && v.maximumValue <= v.hardMaximum) {
            problems.append("limits out of order")
        }
        if let h = v.hardMinimumLimit, v.hardMinimum != Swift.min(h, v.minimumValue) {
            problems.append("hardMinimum ≠ min(limit, minimum)")
        }
        if v.hardMinimumLimit == nil, v.hardMinimum != v.minimumValue { problems.append("hardMinimum without a limit") }
        if let h = v.hardMaximumLimit, v.hardMaximum != Swift.max(h, v.maximumValue) {
            problems.append("hardMaximum ≠ max(limit, maximum)")
        }
        if v.hardMaximumLimit == nil, v.hardMaximum != v.maximumValue { problems.append("hardMaximum without a limit") }
        // Padding: inside the hard limits less the padding, where that leaves room.
        let low = v.hardMinimum + v.padding.start, high = v.hardMaximum - v.padding.end
        if low <= high {
            if !(values[0] >= low) { problems.append("values[0] \(values[0]) below hardMinimum + padding \(low)") }
            if !(values[n - 1] <= high) {
                problems.append(
                    """
                    last \(values[n - 1]) above hardMaximum − padding \(high)
                    """)
            }
        } else {
            let only = Swift.min(low, v.hardMaximum)
            if values.contains(where: { $0 != only }) {
                problems.append("padding wider than the range, values ≠ \(only)")
            }
        }
        if !(values[0] >= v.hardMinimum && values[n - 1] <= v.hardMaximum) {
            problems.append("outside the hard limits")
        }
        // Order, separation, span between neighbours.
        let requested = v.constraints.minimumSeparation
        let width =
            Float80(Swift.min(high, v.hardMaximum)) - Float80(Swift.max(Swift.min(low, v.hardMaximum), v.hardMinimum))
        let clearlyFits =
            Float80(n - 1) * Float80(requested) * (1 + 1e-6) <= width - 64
            * Float80(Swift.max(abs(low).ulp, abs(high).ulp))
        let separation = clearlyFits ? requested : v.separation
        if !clearlyFits, !(v.separation <= requested && v.separation >= 0) {
            problems.append("separation in force \(v.separation) not within 0…\(requested)")
        }
        let limit = Swift.max(v.constraints.maximumSpan ?? .infinity, separation)
        for i in 1..<Swift.max(n, 1) {
            let (a, b) = (values[i - 1], values[i])
            if !(a <= b) { problems.append("values[\(i)] \(b) < values[\(i - 1)] \(a)") }
            if b - a < separation { problems.append("gap \(i - 1)–\(i) = \(b - a) < separation \(separation)") }
            if b - a > limit, !(b.nextDown - a < separation || b - a.nextUp < separation) {
                problems.append("gap \(i - 1)–\(i) = \(b - a) > span limit \(limit)")
            }
        }
        return problems
    }

    /// Applies `operation`; for a move, checks what the policy promises about the thumbs.
    static func apply(_ operation: Operation, to v: inout RangeValues) -> [String] {
        let before = v
        switch operation {
        case .values(let list): v.setValues(list)
        case .value(let x, let i): v.setValue(x, at: i)
        case .count(let n): v.setCount(n)
        case .range(let a, let b): v.setRange(minimum: a, maximum: b)
        case .hardLimits(let a, let b): v.setHardLimits(minimum: a, maximum: b)
        case .constraints(let s, let sep, let span):
            v.setConstraints(RangeConstraints(stepSize: s, minimumSeparation: sep, maximumSpan: span))
        case .padding(let a, let b): v.setPadding(SliderPadding(start: a, end: b))
        case .shift(let i, let j, let d):
            v.shiftThumbs(i, through: j, by: d)
            if v.count == before.count, v.count > 0, before.contains(i), before.contains(j), i <= j {
                var problems: [String] = []
                for k in 0..<v.count where (k < i || k > j) && v[k] != before[k] {
                    problems.append("shift moved thumb \(k) outside \(i)…\(j)")
                }
                return problems
            }
        case .move(let i, let x, let policy):
            let move = v.move(i, to: x, policy: policy)
            guard before.contains(i) else {
                return v == before && !move.changed ? [] : ["a move of a missing thumb changed something"]
            }
            var problems: [String] = []
            if move.changed != (v.values != before.values) {
                problems.append("changed = \(move.changed) but values \(before.values) → \(v.values)")
            }
            if v.count != before.count || v.minimumValue != before.minimumValue {
                problems.append("a move changed the count or range")
            }
            if !x.isFinite, v != before { problems.append("a non-finite move changed something") }
            // The moved thumb stays within the user bounds (or where it was, when beyond them).
            let user = before.userBounds
            let moved = v[move.thumb]
            if moved != before[i],
                !(moved >= Swift.min(user.lowerBound, before[i]) && moved <= Swift.max(user.upperBound, before[i]))
            {
                problems.append("moved thumb at \(moved) outside the user bounds \(user)")
            }
            switch policy {
            case .block:
                if move.thumb != i { problems.append("block relabelled \(i) → \(move.thumb)") }
                for k in 0..<v.count where k != i && v[k] != before[k] { problems.append("block moved thumb \(k)") }
            case .push:
                if move.thumb != i { problems.append("push relabelled \(i) → \(move.thumb)") }
                let up = v[i] >= before[i]
                for k in 0..<v.count where k != i && v[k] != before[k] {
                    // Pushed ahead of the mover, or (over the span limit) pulled after it.
                    if (v[k] > before[k]) != up { problems.append("push moved thumb \(k) against the move") }
                }
            case .swap:
                var others = before.values; others.remove(at: i)
                var rest = v.values; rest.remove(at: move.thumb)
                if others != rest {
                    problems.append(
                        "swap moved another thumb: \(before.values) → \(v.values), moved \(i)→\(move.thumb)")
                }
                if move.thumb > i, !(moved >= before[move.thumb]) {
                    problems.append("swap relabelled upwards without passing")
                }
                if move.thumb < i, !(moved <= before[move.thumb]) {
                    problems.append("swap relabelled downwards without passing")
                }
            }
            return problems
        }
        return []
    }

    /// 100,000 random sequences (1 to 12 calls each, about 650,000 calls) keep the invariant
    /// after every call, under every policy, and every move keeps its policy's promise.
    @Test func everySequenceOfCallsKeepsTheInvariantUnderEveryPolicy() async {
        await propertyCheck(count: 100_000, input: Self.operation.array(of: 1...12)) { operations in
            var values = RangeValues(count: 4)
            for (index, operation) in operations.enumerated() {
                let before = values
                let promises = Self.apply(operation, to: &values)
                let problems = Self.violations(values) + promises
                #expect(
                    problems.isEmpty,
                    """
                    \(before) then \(operation): \(values) \(values.constraints) \(values.padding): \
                    \(problems) (after \(operations.prefix(index + 1).map(\.description)))
                    """)
                #expect(
                    values.isValid == Self.violations(values).isEmpty, "isValid disagrees with the oracle for \(values)"
                )
                if !problems.isEmpty { return }
            }
        }
    }

    /// Without constraints, padding or hard limits each policy is simple enough to state
    /// naively: block clamps between the neighbours, push carries the neighbours along, swap
    /// puts the value in sorted order and names its new index.
    @Test func withoutConstraintsEveryPolicyMatchesANaiveModel() async {
        let input = zip(
            Gen.double(in: -2...3).array(of: 1...8), Gen.int(in: 0...7), Gen.double(in: -2...3), Gen.int(in: 0...2)
        )
        .array(of: 1...10)
        await propertyCheck(count: 20_000, input: input) { steps in
            for (list, rawIndex, target, p) in steps {
                var v = RangeValues(minimumValue: -1, maximumValue: 2, values: list)
                let model = list.sorted().map { Swift.min(Swift.max($0, -1), 2) }
                #expect(v.values == model)
                let i = rawIndex % model.count
                let policy = CrossingPolicy.allCases[p]
                let t = Swift.min(Swift.max(target, -1), 2)
                var expected = model
                var expectedIndex = i
                switch policy {
                case .block:
                    expected[i] = Swift.min(
                        Swift.max(t, i > 0 ? model[i - 1] : -1), i + 1 < model.count ? model[i + 1] : 2)
                case .push:
                    expected[i] = t
                    for k in 0..<model.count where k > i { expected[k] = Swift.max(model[k], t) }
                    for k in 0..<model.count where k < i { expected[k] = Swift.min(model[k], t) }
                case .swap:
                    var others = model; others.remove(at: i)
                    let gap = t > model[i] ? others.filter { $0 < t }.count : others.filter { $0 <= t }.count
                    others.insert(t, at: gap)
                    expected = others
                    expectedIndex = gap
                }
                let move = v.move(i, to: target, policy: policy)
                #expect(
                    v.values == expected && move.thumb == expectedIndex,
                    """
                    \(policy) move(\(i), to: \(target)) of \(model): \(v.values) (thumb \
                    \(move.thumb)), the model says \(expected) (thumb \(expectedIndex))
                    """)
            }
        }
    }

    /// Two thumbs, no soft limits or padding: the N-thumb assignments agree with the former
    /// two-thumb model (``TwoThumbReference``).
    @Test func twoThumbAssignmentsAgreeWithTheTwoThumbReference() async {
        let op = zip(Gen.int(in: 0...3), Gen.double(in: -10...10), Gen.double(in: -10...10)).array(of: 1...20)
        await propertyCheck(count: 5000, input: op, Gen.double(in: 0...2)) { operations, separation in
            var two = TwoThumbReference(minimumValue: -5, maximumValue: 5, lowerValue: -1, upperValue: 1)
            var n = RangeValues(minimumValue: -5, maximumValue: 5, values: [-1, 1])
            two.setConstraints(RangeConstraints(minimumSeparation: separation))
            n.setConstraints(RangeConstraints(minimumSeparation: separation))
            for (kind, a, b) in operations {
                switch kind {
                case 0: two.setLower(a); n.setValue(a, at: 0)
                case 1: two.setUpper(a); n.setValue(a, at: 1)
                case 2: two.setValues(lower: a, upper: b); n.setValues([a, b])
                default: two.move(.lower, to: a); n.move(0, to: a)
                }
                #expect(
                    [two.lowerValue, two.upperValue] == n.values,
                    "\(operations): two-thumb reference \(two), RangeValues \(n)")
            }
        }
    }
}
