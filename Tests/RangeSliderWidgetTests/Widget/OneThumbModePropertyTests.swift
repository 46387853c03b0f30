// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import PropertyBased
import PropertyTestSupport
@_spi(Testing) @_spi(CLibrary) import RangeSlider
import XCTest

/// Single-value mode as the one-thumb case, property-based: random sequences of assignments
/// (values, pairs, lists, ranges, hard limits, steps, separations, spans, a trip to range mode
/// and back),
/// with NaN, infinities, the largest doubles and inverted pairs, on a single-mode slider, against
/// the single mode as it was before it held one thumb, written out as the oracle: two values,
/// only the step in force, the lower value pinned to the minimum after every change. After each
/// operation the slider has one thumb, its value, lower value and range are the oracle's, and
/// its events are exactly the changes the oracle saw.
///
/// A fixed seed (set `RANGE_SLIDER_PBT_SEED` to explore); a failure prints the seed and the
/// operations that led to it.
final class OneThumbModePropertyTests: WidgetTestCase {
    enum Operation: CustomStringConvertible {
        case value(Double)
        case lowerValue(Double)
        case pair(Double, Double)
        case list([Double])
        case range(Double, Double)
        case minimum(Double)
        case maximum(Double)
        case step(Double)
        case separation(Double)
        case span(Double?)
        case hardLimits(Double?, Double?)
        case roundTrip  // to range mode and back

        var description: String {
            switch self {
            case .value(let v): return "value = \(v)"
            case .lowerValue(let v): return "lowerValue = \(v)"
            case .pair(let a, let b): return "setValues(lower: \(a), upper: \(b))"
            case .list(let l): return "setValues(\(l))"
            case .range(let a, let b): return "setRange(minimum: \(a), maximum: \(b))"
            case .minimum(let v): return "minimumValue = \(v)"
            case .maximum(let v): return "maximumValue = \(v)"
            case .step(let v): return "stepSize = \(v)"
            case .separation(let v): return "minimumSeparation = \(v)"
            case .span(let v): return "maximumSpan = \(v.map { "\($0)" } ?? "nil")"
            case .hardLimits(let a, let b):
                return "setHardLimits(minimum: \(a.map { "\($0)" } ?? "nil"), maximum: \(b.map { "\($0)" } ?? "nil"))"
            case .roundTrip: return "mode = .range; mode = .single"
            }
        }
    }

    static let operation = zip(Gen.int(in: 0...12), TrickyDoubles.any, TrickyDoubles.any, Gen.int(in: 0...5))
        .map { kind, a, b, n -> Operation in
            switch kind {
            case 0, 1: return .value(a)
            case 2: return .lowerValue(a)
            case 3: return .pair(a, b)
            case 4: return .list(Array([a, b, a / 2][..<(n % 3)]))
            case 5: return .range(a, b)
            case 6: return n % 2 == 0 ? .minimum(a) : .maximum(a)
            case 7: return .step(n < 2 ? abs(a) : a)
            case 8: return .separation(n < 2 ? abs(a) : a)
            case 9: return .span(n == 0 ? nil : a)
            case 10: return .hardLimits(n % 3 == 0 ? nil : a, n % 2 == 0 ? nil : b)
            default: return .roundTrip
            }
        }

    /// The single mode before it was the one-thumb case: a two-value model, the lower value
    /// pinned to the minimum, the separation and span kept for range mode but not applied.
    struct OldSingleMode {
        var values = RangeValues()
        var requested = RangeConstraints()
        /// The events an operation produced, as the old slider sent them.
        var events: [RangeSliderEvent] = []

        init(from slider: RangeSliderWidget) {
            _ = values.setRange(minimum: slider.minimumValue, maximum: slider.maximumValue)
            _ = values.setValues(lower: slider.minimumValue, upper: slider.value)
        }

        mutating func change(_ body: (inout RangeValues) -> ValueUpdate) {
            let before = values
            let update = body(&values)
            // The old slider's rule: a change of selection from the model, or a pinning.
            var selection = false
            if case .changed(_, true) = update { selection = true }
            if values.lowerValue != values.minimumValue {
                _ = values.setLower(values.minimumValue)
                selection = true
            }
            if case .changed(true, _) = update {
                events.append(.rangeChanged(minimumValue: values.minimumValue, maximumValue: values.maximumValue))
            }
            if selection || before.lowerValue != values.lowerValue || before.upperValue != values.upperValue {
                events.append(
                    .valueChanged(lowerValue: values.lowerValue, upperValue: values.upperValue, source: .program))
            }
        }

        mutating func constrain(_ new: RangeConstraints) {
            guard new.isValid else { return }
            requested = new
            change { $0.setConstraints(RangeConstraints(stepSize: new.stepSize)) }
        }

        mutating func apply(_ operation: Operation) {
            events = []
            switch operation {
            case .value(let v): change { $0.setUpper(v) }
            case .lowerValue: break
            case .pair(let a, let b): if a.isFinite && b.isFinite { change { $0.setUpper(max(a, b)) } }
            case .list(let l):
                // Two values are read as a pair, as before; one value sets the value (the old
                // slider refused a list of one: the one deliberate difference of the one-thumb case).
                if l.count == 2 { apply(.pair(l[0], l[1])) } else if l.count == 1 { change { $0.setUpper(l[0]) } }
            case .range(let a, let b): change { $0.setRange(minimum: a, maximum: b) }
            case .minimum(let v): change { $0.setMinimum(v) }
            case .maximum(let v): change { $0.setMaximum(v) }
            case .step(let v): var c = requested; c.stepSize = v; constrain(c)
            case .separation(let v): var c = requested; c.minimumSeparation = v; constrain(c)
            case .span(let v): var c = requested; c.maximumSpan = v; constrain(c)
            case .hardLimits(let a, let b): change { $0.setHardLimits(minimum: a, maximum: b) }
            case .roundTrip:
                // Range mode: every constraint; then single again: the step alone, the lower pinned.
                let before = values
                _ = values.setConstraints(requested)
                if before.lowerValue != values.lowerValue || before.upperValue != values.upperValue {
                    events.append(
                        .valueChanged(lowerValue: values.lowerValue, upperValue: values.upperValue, source: .program))
                }
                let step = RangeConstraints(stepSize: requested.stepSize)
                change { $0.setConstraints(step) }
            }
        }
    }

    func apply(_ operation: Operation, to s: RangeSliderWidget) {
        switch operation {
        case .value(let v): s.value = v
        case .lowerValue(let v): s.lowerValue = v
        case .pair(let a, let b): s.setValues(lower: a, upper: b)
        case .list(let l): s.setValues(l)
        case .range(let a, let b): s.setRange(minimum: a, maximum: b)
        case .minimum(let v): s.minimumValue = v
        case .maximum(let v): s.maximumValue = v
        case .step(let v): s.stepSize = v
        case .separation(let v): s.minimumSeparation = v
        case .span(let v): s.maximumSpan = v
        case .hardLimits(let a, let b): s.setHardLimits(minimum: a, maximum: b)
        case .roundTrip:
            s.mode = .range
            s.mode = .single
        }
    }

    func testASingleModeSliderBehavesAsTheTwoValueSingleModeDid() throws {
        let seedText = ProcessInfo.processInfo.environment["RANGE_SLIDER_PBT_SEED"] ?? "20261127"
        let seed = UInt64(seedText) ?? 20_261_127
        var rng = Xoshiro(seed: (seed, seed &* 0x9E37_79B9_7F4A_7C15, 0x2545_F491_4F6C_DD1D, seed ^ 0xDEAD_BEEF))
        var roundTrips = 0, moved = 0
        for _ in 0..<60 {
            slider.mode = .range
            slider.setRange(minimum: 0, maximum: 1)
            slider.stepSize = 0
            slider.minimumSeparation = 0
            slider.maximumSpan = nil
            slider.setHardLimits(minimum: nil, maximum: nil)
            slider.setValues(lower: 0.2, upper: 0.8)
            slider.mode = .single
            var oracle = OldSingleMode(from: slider)
            var history: [String] = []
            for operation in Self.operation.array(of: 1...25).run(using: &rng) {
                events = []
                oracle.apply(operation)
                apply(operation, to: slider)
                history.append(operation.description)
                if case .roundTrip = operation { roundTrips += 1 }
                if !oracle.events.isEmpty { moved += 1 }
                let context = "seed \(seed): \(history.joined(separator: "; "))"
                XCTAssertEqual(slider.thumbCount, 1, context)
                XCTAssertEqual(slider.thumbValues, [oracle.values.upperValue], context)
                XCTAssertEqual(slider.value, oracle.values.upperValue, context)
                XCTAssertEqual(slider.upperValue, oracle.values.upperValue, context)
                XCTAssertEqual(slider.lowerValue, oracle.values.lowerValue, context)
                XCTAssertEqual(slider.minimumValue, oracle.values.minimumValue, context)
                XCTAssertEqual(slider.maximumValue, oracle.values.maximumValue, context)
                XCTAssertEqual(slider.fraction, oracle.values.fraction(of: oracle.values.upperValue), context)
                XCTAssertEqual(events, oracle.events, context)
                XCTAssertTrue(slider.rangeValues.isValid, context)
                if slider.thumbCount != 1 || events != oracle.events { return }
            }
        }
        XCTAssertGreaterThan(roundTrips, 20, "the trips to range mode were exercised")
        XCTAssertGreaterThan(moved, 100, "operations changed the values")
    }
}
