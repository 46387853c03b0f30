// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// One operation on a slider's value model, decoded from fuzz bytes. Thumbs are numbered from
/// the lowest, so the same operations drive the two-value ``RangeValues`` today and a model
/// with any number of thumbs later (a new ``FuzzedValueModel`` conformance, nothing else).
public enum ValueOperation: CustomStringConvertible {
    case setMinimum(Double)
    case setMaximum(Double)
    case setRange(Double, Double)
    /// Set thumb `index` (taken modulo the model's thumb count) to the value.
    case setValue(index: Int, Double)
    /// Set every thumb at once, in the order given (a model reads a shorter or longer list as
    /// it documents).
    case setValues([Double])
    case setConstraints(step: Double, separation: Double, span: Double?)
    /// Move thumb `index` within the interval its neighbours allow (a drag or a key).
    case move(index: Int, Double)
    /// Move all thumbs together by the delta (dragging the span).
    case shift(Double)

    /// The next operation of `input`.
    public static func decode(from input: inout FuzzInput) -> ValueOperation {
        switch input.choice(8) {
        case 0: return .setMinimum(input.double())
        case 1: return .setMaximum(input.double())
        case 2: return .setRange(input.double(), input.double())
        case 3: return .setValue(index: input.choice(4), input.double())
        case 4: return .setValues((0..<(1 + input.choice(3))).map { _ in input.double() })
        case 5:
            let step = input.choice(3) == 0 ? 0 : input.double()
            let separation = input.choice(3) == 0 ? 0 : input.double()
            return .setConstraints(step: step, separation: separation, span: input.bool() ? nil : input.double())
        case 6: return .move(index: input.choice(4), input.double())
        default: return .shift(input.double())
        }
    }

    public var description: String {
        switch self {
        case .setMinimum(let v): return "setMinimum(\(v))"
        case .setMaximum(let v): return "setMaximum(\(v))"
        case .setRange(let a, let b): return "setRange(\(a), \(b))"
        case .setValue(let i, let v): return "setValue(\(i), \(v))"
        case .setValues(let vs): return "setValues(\(vs))"
        case .setConstraints(let s, let sep, let span):
            return "setConstraints(step: \(s), separation: \(sep), span: \(String(describing: span)))"
        case .move(let i, let v): return "move(\(i), to: \(v))"
        case .shift(let d): return "shift(by: \(d))"
        }
    }
}

/// A value model the fuzzer drives: applies operations and checks its own invariant and the
/// documented effect of each operation.
public protocol FuzzedValueModel {
    /// A model with its defaults.
    init()
    /// The range's ends.
    var minimum: Double { get }
    var maximum: Double { get }
    /// The thumbs' values, lowest first.
    var thumbValues: [Double] { get }
    /// Applies `operation`; throws when what it did breaks the model's documented policy.
    mutating func apply(_ operation: ValueOperation) throws(FuzzFailure)
}

/// The two-value model: ``RangeValues`` and its ``RangeConstraints``.
public struct TwoValueModel: FuzzedValueModel {
    public private(set) var values = RangeValues()
    public init() {}
    public var minimum: Double { values.minimumValue }
    public var maximum: Double { values.maximumValue }
    public var thumbValues: [Double] { [values.lowerValue, values.upperValue] }

    public mutating func apply(_ operation: ValueOperation) throws(FuzzFailure) {
        let before = values
        let unconstrained = values.constraints == RangeConstraints()
        var update: ValueUpdate
        var inputs: [Double] = []
        switch operation {
        case .setMinimum(let v):
            inputs = [v]
            update = values.setMinimum(v)
            if v.isFinite { try require(values.minimumValue == v, "\(operation): minimum is \(values.minimumValue)") }
        case .setMaximum(let v):
            inputs = [v]
            update = values.setMaximum(v)
            if v.isFinite { try require(values.maximumValue == v, "\(operation): maximum is \(values.maximumValue)") }
        case .setRange(let a, let b):
            inputs = [a, b]
            update = values.setRange(minimum: a, maximum: b)
            if a.isFinite && b.isFinite {
                try require(
                    values.minimumValue == Swift.min(a, b) && values.maximumValue == Swift.max(a, b),
                    "\(operation): range is \(values.minimumValue)…\(values.maximumValue)")
            }
        case .setValue(let index, let v):
            inputs = [v]
            let thumb: Thumb = index % 2 == 0 ? .lower : .upper
            update = values.setValue(v, of: thumb)
            if v.isFinite && unconstrained {
                try require(
                    values.value(of: thumb) == before.clamp(v),
                    """
                    \(operation): the assigned value did not win: \(values.value(of: thumb)), \
                    expected \(before.clamp(v))
                    """)
            }
        case .setValues(let list):
            let lower = list[0], upper = list.count > 1 ? list[1] : list[0]
            inputs = [lower, upper]
            update = values.setValues(lower: lower, upper: upper)
            if lower.isFinite && upper.isFinite && unconstrained {
                try require(
                    values.lowerValue == before.clamp(Swift.min(lower, upper))
                        && values.upperValue == before.clamp(Swift.max(lower, upper)),
                    "\(operation): values are \(values.lowerValue), \(values.upperValue)")
            }
        case .setConstraints(let step, let separation, let span):
            let constraints = RangeConstraints(stepSize: step, minimumSeparation: separation, maximumSpan: span)
            update = values.setConstraints(constraints)
            if constraints.isValid {
                try require(values.constraints == constraints, "\(operation): constraints not taken")
            } else {
                try require(values == before, "\(operation): invalid constraints changed the values")
                if case .rejected = update {
                } else {
                    throw FuzzFailure("\(operation): invalid constraints not rejected")
                }
            }
        case .move(let index, let v):
            inputs = [v]
            let thumb: Thumb = index % 2 == 0 ? .lower : .upper
            let interval = before.allowedInterval(for: thumb)
            update = values.move(thumb, to: v)
            if v.isFinite {
                try require(
                    interval.contains(values.value(of: thumb)),
                    "\(operation): \(values.value(of: thumb)) left the allowed interval \(interval)")
                let other: Thumb = thumb == .lower ? .upper : .lower
                try require(values.value(of: other) == before.value(of: other), "\(operation): the other thumb moved")
            }
        case .shift(let d):
            inputs = [d]
            update = values.shift(by: d)
            try require(
                values.minimumValue == before.minimumValue && values.maximumValue == before.maximumValue,
                "\(operation): the range changed")
        }
        if inputs.contains(where: { !$0.isFinite }) {
            try require(values == before, "\(operation): a non-finite input changed the values to \(values)")
            if case .rejected = update {
            } else {
                throw FuzzFailure("\(operation): a non-finite input was not rejected (\(update))")
            }
        }
        try require(
            values.isValid, "\(operation): the invariant broke: \(values) with \(values.constraints), before \(before)")
        if case .unchanged = update {
            try require(
                values.lowerValue == before.lowerValue && values.upperValue == before.upperValue
                    && values.minimumValue == before.minimumValue && values.maximumValue == before.maximumValue,
                "\(operation): reported unchanged but changed")
        }
    }
}

/// The value model and the scales: bytes decoded as a sequence of operations and scale changes;
/// after each one the model's invariant and the scale's documented properties over the current
/// range are checked (ends exact, fractions in 0…1 and monotonic, values within the range and
/// monotonic, never NaN).
public enum ValueModelTarget: FuzzTarget {
    public static let name = "values"

    public static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        var input = FuzzInput(bytes)
        var scale = SliderScale.linear
        var model = TwoValueModel()
        var steps = 0
        while !input.isAtEnd && steps < 64 {
            if input.choice(8) == 0 {
                // A new scale, adopted as a slider adopts one: only when it validates for the
                // current range (else the old one stays). The range may change afterwards.
                let candidate = decodeScale(&input)
                if (try? candidate.validate(minimum: model.minimum, maximum: model.maximum)) != nil {
                    scale = candidate
                }
            } else {
                try model.apply(ValueOperation.decode(from: &input))
            }
            try checkScale(scale, model, &input)
            steps += 1
        }
    }

    /// A scale: linear, logarithmic, piecewise with up to five breakpoints, or quantile from up
    /// to 48 values or a histogram of up to 16 bins.
    static func decodeScale(_ input: inout FuzzInput) -> SliderScale {
        switch input.choice(5) {
        case 0: return .linear
        case 1: return .logarithmic
        case 2:
            let firstStep: Double? = input.bool() ? input.double() : nil
            let breakpoints = (0..<input.choice(6)).map { _ in
                ScaleBreakpoint(
                    fraction: input.double(), value: input.double(), step: input.bool() ? input.double() : nil)
            }
            return .piecewise(PiecewiseScale(firstStep: firstStep, breakpoints: breakpoints))
        case 3:
            let values = (0..<input.choice(49)).map { _ in input.double() }
            let knots = input.bool() ? QuantileScale.defaultKnotCount : input.int() % 100
            return .quantile(QuantileScale(values: values, knotCount: knots, linearShare: input.double()))
        default:
            let counts = (0..<input.choice(17)).map { _ in input.bool() ? Int(input.byte()) : input.int() }
            let histogram = Histogram(counts: counts, lowerBound: input.double(), upperBound: input.double())
            return .quantile(QuantileScale(histogram: histogram, linearShare: input.double()))
        }
    }

    static func checkScale(_ scale: SliderScale, _ model: TwoValueModel, _ input: inout FuzzInput) throws(FuzzFailure) {
        let lo = model.minimum, hi = model.maximum
        var name = "\(scale.name) scale over \(lo)…\(hi)"
        if case .quantile(let q) = scale {
            name +=
                " (knots \(q.knotValues.prefix(12)), shares \(q.knotShares.prefix(12)), linear share \(q.linearShare))"
        }
        _ = try? scale.validate(minimum: lo, maximum: hi)
        _ = scale.isEffective(minimum: lo, maximum: hi)
        if hi > lo {
            try require(scale.fraction(of: lo, minimum: lo, maximum: hi) == 0, "\(name): the minimum is not at 0")
            try require(scale.fraction(of: hi, minimum: lo, maximum: hi) == 1, "\(name): the maximum is not at 1")
            try require(scale.value(atFraction: 0, minimum: lo, maximum: hi) == lo, "\(name): 0 is not the minimum")
            try require(scale.value(atFraction: 1, minimum: lo, maximum: hi) == hi, "\(name): 1 is not the maximum")
        }
        // Values: the thumbs and two more, in order.
        var values = model.thumbValues + [input.double(), input.double()]
        values.sort { $0.isNaN ? false : ($1.isNaN ? true : $0 < $1) }
        var previous = -Double.infinity
        for v in values where !v.isNaN {
            let f = scale.fraction(of: v, minimum: lo, maximum: hi)
            try require(f >= 0 && f <= 1, "\(name): fraction(of: \(v)) = \(f)")
            try require(
                f >= previous, "\(name): fraction(of: \(v)) = \(f) is below that of a smaller value (\(previous))")
            previous = f
            let snapped = scale.snapped(Swift.min(Swift.max(v, lo), hi), minimum: lo, maximum: hi)
            try require(snapped >= lo && snapped <= hi, "\(name): snapped(\(v)) = \(snapped) left the range")
            if let step = scale.segmentStep(from: v, upward: input.bool(), minimum: lo, maximum: hi) {
                try require(step.isFinite && step > 0, "\(name): segmentStep from \(v) = \(step)")
            }
        }
        try require(scale.fraction(of: .nan, minimum: lo, maximum: hi) == 0, "\(name): NaN does not map to 0")
        // Fractions: two decoded ones, in order.
        var fractions = [input.double(), input.double()]
        fractions.sort { $0.isNaN ? false : ($1.isNaN ? true : $0 < $1) }
        var previousValue = -Double.infinity
        for f in fractions {
            let v = scale.value(atFraction: f, minimum: lo, maximum: hi)
            try require(v >= lo && v <= hi, "\(name): value(atFraction: \(f)) = \(v) left the range")
            if !f.isFinite {
                try require(v == lo, "\(name): value(atFraction: \(f)) = \(v), documented as the minimum")
            } else {
                try require(
                    v >= previousValue, "\(name): value(atFraction: \(f)) = \(v) is below that of a smaller fraction")
                previousValue = v
            }
        }
        for b in scale.breakpoints(minimum: lo, maximum: hi) {
            try require(b > lo && b < hi, "\(name): breakpoint \(b) is not inside the range")
        }
    }
}
