// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// ``RangeValues`` with two thumbs behaves exactly as the former two-thumb model
/// (``TwoThumbReference``): random sequences of every assignment and move, with tricky doubles
/// (NaN, infinities, the largest doubles, subnormals, coarse ulps, zeros), applied to the
/// reference and to two `RangeValues`, one called through the two-thumb API (`setLower`,
/// `move(.upper, to:)`, …) and one through the N-thumb API (`setValue(_:at:)`, `setValues(_:)`,
/// `move(_:to:policy:)`, `shiftThumbs`); after every call the four values, the constraints in
/// force, what the call reported and the intervals each thumb may move in are identical, and
/// the invariant written out plainly (``RangeInvariantOracle``) holds. Soft limits and padding
/// are exercised by clearing them between calls: with no hard limits and no padding the
/// N-thumb model is the two-thumb one.
@Suite struct TwoThumbEquivalencePropertyTests {
    /// One call, as each model spells it.
    enum Operation: CustomStringConvertible {
        case minimum(Double)
        case maximum(Double)
        case range(Double, Double)
        case lower(Double)
        case upper(Double)
        case values(Double, Double)
        case constraints(step: Double, separation: Double, span: Double?)
        case move(Thumb, Double)
        case shift(Double)
        case noHardLimits, noPadding

        var description: String {
            switch self {
            case .minimum(let v): return "setMinimum(\(v))"
            case .maximum(let v): return "setMaximum(\(v))"
            case .range(let a, let b): return "setRange(minimum: \(a), maximum: \(b))"
            case .lower(let v): return "setLower(\(v))"
            case .upper(let v): return "setUpper(\(v))"
            case .values(let a, let b): return "setValues(lower: \(a), upper: \(b))"
            case .constraints(let s, let sep, let span):
                return "setConstraints(step: \(s), separation: \(sep), span: \(span.map { "\($0)" } ?? "nil"))"
            case .move(let t, let v): return "move(.\(t), to: \(v))"
            case .shift(let d): return "shift(by: \(d))"
            case .noHardLimits: return "setHardLimits(minimum: nil, maximum: nil)"
            case .noPadding: return "setPadding(SliderPadding())"
            }
        }
    }

    static let operation = zip(Gen.int(in: 0...11), TrickyDoubles.any, TrickyDoubles.any, Gen.int(in: 0...5))
        .map { kind, a, b, flavour -> Operation in
            switch kind {
            case 0: return .minimum(a)
            case 1: return .maximum(a)
            case 2: return flavour % 2 == 0 ? .range(a, b) : .range(Swift.min(a, b), Swift.max(a, b))
            case 3: return .lower(a)
            case 4: return .upper(a)
            case 5: return .values(a, b)
            case 6:
                // Constraints as given (a NaN or a negative number is refused), or their magnitudes.
                let step = flavour == 0 ? abs(a) : (flavour == 1 ? a : 0)
                let span: Double? = flavour >= 4 ? nil : (flavour == 3 ? abs(a) : abs(b))
                return .constraints(step: step, separation: flavour == 5 ? b : abs(a), span: span)
            case 7: return .move(flavour % 2 == 0 ? .lower : .upper, a)
            case 8: return .shift(a)
            case 9: return flavour < 3 ? .noHardLimits : .noPadding
            case 10: return .move(flavour % 2 == 0 ? .lower : .upper, b)
            default: return flavour % 2 == 0 ? .lower(b) : .upper(b)
            }
        }

    /// What one call reported, comparable across the two models: a rejection by the refused
    /// value (NaN equal to NaN).
    enum Report: Equatable, CustomStringConvertible {
        case unchanged
        case changed(range: Bool, selection: Bool)
        case rejected(bits: UInt64)

        init(_ update: ValueUpdate) {
            switch update {
            case .unchanged: self = .unchanged
            case .changed(let range, let selection): self = .changed(range: range, selection: selection)
            case .rejected(let why):
                self = .rejected(bits: why.value.isNaN ? Double.nan.bitPattern : why.value.bitPattern)
            }
        }

        var description: String {
            switch self {
            case .unchanged: return "unchanged"
            case .changed(let r, let s): return "changed(range: \(r), selection: \(s))"
            case .rejected(let bits): return "rejected(\(Double(bitPattern: bits)))"
            }
        }
    }

    /// Everything a caller can observe of a two-thumb state.
    struct Observed: Equatable, CustomStringConvertible {
        var minimum, maximum, lower, upper: Double
        var constraints: RangeConstraints
        var separation, spanLimit: Double
        var lowerInterval, upperInterval: ClosedRange<Double>

        var description: String {
            """
            (\(lower) \(upper)) in [\(minimum), \(maximum)] \(constraints) separation \(separation) \
            limit \(spanLimit) intervals \(lowerInterval) \(upperInterval)
            """
        }
    }

    static func observe(_ v: TwoThumbReference) -> Observed {
        let separation = Swift.min(v.constraints.minimumSeparation, Swift.max(0, v.span))
        return Observed(
            minimum: v.minimumValue, maximum: v.maximumValue, lower: v.lowerValue, upper: v.upperValue,
            constraints: v.constraints, separation: separation,
            spanLimit: Swift.max(v.constraints.maximumSpan ?? .infinity, separation),
            lowerInterval: v.allowedInterval(for: .lower), upperInterval: v.allowedInterval(for: .upper))
    }

    static func observe(_ v: RangeValues) -> Observed {
        Observed(
            minimum: v.minimumValue, maximum: v.maximumValue, lower: v.lowerValue, upper: v.upperValue,
            constraints: v.constraints, separation: v.separation, spanLimit: v.spanLimit,
            lowerInterval: v.allowedInterval(for: 0), upperInterval: v.allowedInterval(for: v.count - 1))
    }

    /// The two-thumb API, called the same way on the reference and on `RangeValues`; what
    /// `RangeValues` reports must equal the reference's report exactly. Clearing the hard
    /// limits or the padding is a no-op on the reference.
    static func apply<Model: TwoThumbAPI>(_ operation: Operation, to v: inout Model) -> ValueUpdate {
        switch operation {
        case .minimum(let x): return v.setMinimum(x)
        case .maximum(let x): return v.setMaximum(x)
        case .range(let a, let b): return v.setRange(minimum: a, maximum: b)
        case .lower(let x): return v.setLower(x)
        case .upper(let x): return v.setUpper(x)
        case .values(let a, let b): return v.setValues(lower: a, upper: b)
        case .constraints(let s, let sep, let span):
            return v.setConstraints(RangeConstraints(stepSize: s, minimumSeparation: sep, maximumSpan: span))
        case .move(let t, let x): return v.move(t, to: x)
        case .shift(let d): return v.shift(by: d)
        case .noHardLimits: return v.clearHardLimits()
        case .noPadding: return v.clearPadding()
        }
    }

    /// The N-thumb API, whose rejections name `values[i]` and whose moves report a
    /// ``ThumbMove``: compared as a ``Report``.
    static func applyNThumbAPI(_ operation: Operation, to v: inout RangeValues) -> Report {
        switch operation {
        case .minimum(let x): return Report(v.setMinimum(x))
        case .maximum(let x): return Report(v.setMaximum(x))
        case .range(let a, let b): return Report(v.setRange(minimum: a, maximum: b))
        case .lower(let x): return Report(v.setValue(x, at: 0))
        case .upper(let x): return Report(v.setValue(x, at: v.count - 1))
        case .values(let a, let b):
            // The pair's policy: the first non-finite number is refused.
            if !a.isFinite { return .rejected(bits: a.isNaN ? Double.nan.bitPattern : a.bitPattern) }
            return Report(v.setValues([a, b]))
        case .constraints(let s, let sep, let span):
            return Report(v.setConstraints(RangeConstraints(stepSize: s, minimumSeparation: sep, maximumSpan: span)))
        case .move(let t, let x):
            // A non-finite move moves nothing and reports it as a move that changed nothing.
            guard x.isFinite else {
                return v.move(t == .lower ? 0 : v.count - 1, to: x).changed
                    ? .changed(range: false, selection: true)
                    : Report(.rejected(ValueRejection(property: "\(t)Value", value: x)))
            }
            return v.move(t == .lower ? 0 : v.count - 1, to: x).changed
                ? .changed(range: false, selection: true) : .unchanged
        case .shift(let d):
            guard d.isFinite else {
                return v.shiftThumbs(0, through: v.count - 1, by: d)
                    ? .changed(range: false, selection: true)
                    : Report(.rejected(ValueRejection(property: "lowerValue", value: d)))
            }
            return v.shiftThumbs(0, through: v.count - 1, by: d) ? .changed(range: false, selection: true) : .unchanged
        case .noHardLimits: return Report(v.setHardLimits(minimum: nil, maximum: nil))
        case .noPadding: return Report(v.setPadding(SliderPadding()))
        }
    }

    /// The same report, a rejection naming the same property (NaN equal to NaN).
    static func same(_ a: ValueUpdate, _ b: ValueUpdate) -> Bool {
        guard Report(a) == Report(b) else { return false }
        if case .rejected(let x) = a, case .rejected(let y) = b { return x.property == y.property }
        return true
    }

    static func violations(_ o: Observed) -> [String] {
        RangeInvariantOracle.violations(
            minimum: o.minimum, maximum: o.maximum, lower: o.lower, upper: o.upper,
            separation: o.constraints.minimumSeparation, maximumSpan: o.constraints.maximumSpan)
    }

    /// Runs `operations` on the reference and on `RangeValues` through both APIs; records the
    /// first difference and returns false there.
    static func agree(on operations: [Operation], checkingInvariant: Bool) -> Bool {
        var reference = TwoThumbReference()
        var twoAPI = RangeValues()
        var nAPI = RangeValues(count: 2)
        #expect(Self.observe(reference) == Self.observe(twoAPI) && Self.observe(reference) == Self.observe(nAPI))
        for (index, operation) in operations.enumerated() {
            let was = reference
            let expected = Self.apply(operation, to: &reference)
            let viaTwo = Self.apply(operation, to: &twoAPI)
            let viaN = Self.applyNThumbAPI(operation, to: &nAPI)
            let (o, o2, oN) = (Self.observe(reference), Self.observe(twoAPI), Self.observe(nAPI))
            let problems = checkingInvariant ? Self.violations(o) + Self.violations(o2) : []
            let context = "after \(operations.prefix(index + 1).map(\.description)), from \(was)"
            #expect(o == o2, "reference \(o)\n  two-thumb API \(o2)\n\(context)")
            #expect(o == oN, "reference \(o)\n    N-thumb API \(oN)\n\(context)")
            #expect(Self.same(expected, viaTwo), "reports \(expected) / \(viaTwo), \(context)")
            #expect(Report(expected) == viaN, "reports \(expected) / \(viaN), \(context)")
            #expect(problems.isEmpty, "\(problems) \(context)")
            #expect(twoAPI.count == 2 && nAPI.count == 2 && twoAPI.isValid && nAPI.isValid && reference.isValid)
            if o != o2 || o != oN || !Self.same(expected, viaTwo) || Report(expected) != viaN || !problems.isEmpty {
                return false
            }
        }
        return true
    }

    /// Both start at the same state and agree after every call of a random sequence.
    @Test func twoThumbsBehaveAsTheTwoThumbReference() async {
        await propertyCheck(count: 20_000, input: Self.operation.array(of: 1...30)) { operations in
            _ = Self.agree(on: operations, checkingInvariant: true)
        }
    }

    /// Ranges and selections where the constraints bite: small whole numbers and separations
    /// of the order of the range, where the pushing and giving way at the ends is exercised.
    @Test func atTheEndsWithTightConstraintsTheModelsAgree() async {
        let small = Gen.int(in: -4...8).map { Double($0) / 2 }
        let op = zip(Gen.int(in: 0...9), small, small, Gen.int(in: 0...5)).map { kind, a, b, flavour -> Operation in
            switch kind {
            case 0: return .range(a, b)
            case 1: return .lower(a)
            case 2: return .upper(a)
            case 3: return .values(a, b)
            case 4:
                return .constraints(
                    step: flavour == 0 ? 0.5 : (flavour == 1 ? 0.3 : 0), separation: abs(a) / 2,
                    span: flavour >= 4 ? nil : abs(b))
            case 5: return .move(.lower, a)
            case 6: return .move(.upper, a)
            case 7: return .shift(a - b)
            case 8: return flavour % 2 == 0 ? .minimum(a) : .maximum(a)
            default: return .values(a, a)
            }
        }
        await propertyCheck(count: 20_000, input: op.array(of: 1...25)) { operations in
            _ = Self.agree(on: operations, checkingInvariant: false)
        }
    }
}

/// The two-thumb API both models share, for ``TwoThumbEquivalencePropertyTests/apply(_:to:)``.
protocol TwoThumbAPI {
    mutating func setMinimum(_ value: Double) -> ValueUpdate
    mutating func setMaximum(_ value: Double) -> ValueUpdate
    mutating func setRange(minimum: Double, maximum: Double) -> ValueUpdate
    mutating func setLower(_ value: Double) -> ValueUpdate
    mutating func setUpper(_ value: Double) -> ValueUpdate
    mutating func setValues(lower: Double, upper: Double) -> ValueUpdate
    mutating func setConstraints(_ new: RangeConstraints) -> ValueUpdate
    mutating func move(_ thumb: Thumb, to value: Double) -> ValueUpdate
    mutating func shift(by delta: Double) -> ValueUpdate
    mutating func clearHardLimits() -> ValueUpdate
    mutating func clearPadding() -> ValueUpdate
}

extension TwoThumbReference: TwoThumbAPI {
    mutating func shift(by delta: Double) -> ValueUpdate { shift(by: delta, from: nil) }
    mutating func clearHardLimits() -> ValueUpdate { .unchanged }
    mutating func clearPadding() -> ValueUpdate { .unchanged }
}

extension RangeValues: TwoThumbAPI {
    mutating func shift(by delta: Double) -> ValueUpdate { shift(by: delta, from: nil) }
    mutating func clearHardLimits() -> ValueUpdate { setHardLimits(minimum: nil, maximum: nil) }
    mutating func clearPadding() -> ValueUpdate { setPadding(SliderPadding()) }
}
