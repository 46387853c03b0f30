// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// Property-based tests of the tick engine: for random track lengths (0…3000 px), ranges
/// (ordinary, tiny, huge, negative, empty), modes, font sizes, gaps, bounds and a linear or
/// logarithmic map, the placed labels never overlap, the ends keep theirs when they fit, no
/// major label gives way to a minor one, no label is measured twice, every position is finite
/// and on the track, and nice
/// ticks are really multiples of 1-2-5 × 10ⁿ (checked with a naive oracle).
@Suite struct TickEnginePropertyTests {
    /// One random layout.
    struct Scenario: CustomStringConvertible {
        var minimum: Double, maximum: Double
        var logarithmic: Bool
        var breakpoints: [Double]
        var mode: TickMode
        var minors: Int
        var labelsMajorOnly: Bool
        var includesEnds: Bool
        var gap: Double
        var trackStart: Double, trackLength: Double
        var fontSize: Double
        var bounded: Bool

        var scale: TickScaleInfo {
            var scale =
                logarithmic
                ? TickScaleInfo.logarithmic(minimum: minimum, maximum: maximum)
                : .linear(minimum: minimum, maximum: maximum)
            scale.breakpoints = breakpoints
            return scale
        }
        var settings: TickSettings {
            TickSettings(
                mode: mode, minorTicksPerMajor: minors, labelsMajorOnly: labelsMajorOnly,
                labelGap: gap, includesEnds: includesEnds)
        }
        /// Labels may overhang the track by two font sizes each side.
        var bounds: ClosedRange<Double>? {
            bounded ? (trackStart - 2 * fontSize)...(trackStart + trackLength + 2 * fontSize) : nil
        }
        func format(_ v: Double) -> String { "\(v)" }
        func measure(_ text: String) -> Double { Double(text.count) * fontSize * 0.6 }

        var description: String {
            "\(minimum)…\(maximum)\(logarithmic ? " log" : "") \(mode) minors \(minors) "
                + "majorOnly \(labelsMajorOnly) ends \(includesEnds) gap \(gap) track \(trackStart)+\(trackLength) "
                + "font \(fontSize) bounds \(bounded) breakpoints \(breakpoints.count)"
        }
    }

    /// A range of one of several kinds; kinds are ordered from the simplest.
    static func range(kind: Int, a: Double, b: Double, e: Int) -> (Double, Double) {
        let p = pow(10, Double(e))
        switch kind {
        case 0: return (0, 100)
        case 1: return (12_789, 755_000)  // the Ames sale prices
        case 2: return (a * p, a * p + (b + 0.001) * p)  // any magnitude
        case 3: let m = a * p; return (m, m + (b + 0.01) * abs(m) * 1e-13)  // a few ulps wide
        case 4: return a < 0 ? (-.greatestFiniteMagnitude, .greatestFiniteMagnitude) : (-1e308, 1e308)
        case 5: return (-(1 + b) * p, -(b * 0.9) * p)  // negative
        case 6: return (pow(10, Double(e) / 3), pow(10, Double(e) / 3 + b * 12 + 0.1))  // for log scales
        case 7: return (a * p, a * p)  // empty
        default: return (TickerDoubles.make(a, e), TickerDoubles.make(b, -e))  // anything, maybe reversed
        }
    }

    /// Pseudo-random fractions 0…1 from a seed, for given values and breakpoints.
    static func fractions(_ seed: Double, count: Int) -> [Double] {
        (0..<count).map { i in (seed * 7.31 * Double(i + 1) + 0.618 * Double(i)).truncatingRemainder(dividingBy: 1) }
    }

    static let scenario = zip(
        zip(Gen.int(in: 0...8), Gen.double(in: -1...1), Gen.double(in: 0...1), Gen.int(in: -30...30)),
        zip(Gen.int(in: 0...5), Gen.double(in: 0...1), Gen.int(in: 0...60)),
        zip(Gen.double(in: 0...3000), Gen.double(in: -50...50), Gen.double(in: 4...40), Gen.double(in: 0...12)),
        Gen.int(in: 0...255)
    ).map { r, m, t, flags -> Scenario in
        let (low, high) = range(kind: r.0, a: r.1, b: r.2, e: r.3)
        let logarithmic = flags & 1 != 0
        let span = FiniteArithmetic.width(from: Swift.min(low, high), to: Swift.max(low, high))
        let inRange = fractions(m.1, count: m.2).map { FiniteArithmetic.value(atFraction: $0, from: low, to: high) }
        let mode: TickMode
        switch m.0 {
        case 0: mode = .none
        case 1:
            // Mostly sensible steps, sometimes far too fine, sometimes invalid.
            let step = m.2 == 0 ? -1 : span * pow(10, -Double(m.2 % 9)) * (m.1 + 0.01)
            mode = .everyStep(step)
        case 2: mode = .evenlySpread(count: m.1 > 0.95 ? 1_000_000 : m.2 - 2)
        case 3: mode = .values(inRange + [.nan, .infinity, high + abs(high) + 1, low] + inRange.prefix(3))
        case 4: mode = .breakpoints
        default: mode = .nice(minimumSpacing: m.1 * 200)
        }
        return Scenario(
            minimum: low, maximum: high, logarithmic: logarithmic, breakpoints: m.0 == 4 ? inRange : [],
            mode: mode, minors: (flags >> 1) & 7 == 7 ? 1000 : (flags >> 1) & 7,
            labelsMajorOnly: flags & 16 == 0, includesEnds: flags & 32 == 0, gap: t.3,
            trackStart: t.1, trackLength: t.0, fontSize: t.2, bounded: flags & 64 != 0)
    }

    // MARK: - Oracles

    /// Two extents closer than `gap`, allowing for rounding: a `loose` test counts extents that
    /// are a hair further apart as colliding, a strict one does not count those a hair closer.
    static func conflict(_ a: ClosedRange<Double>, _ b: ClosedRange<Double>, gap: Double, loose: Bool = false) -> Bool {
        let tolerance = (loose ? -1e-9 : 1e-9) * Swift.max(1, abs(a.lowerBound), abs(b.upperBound))
        return a.lowerBound < b.upperBound + gap - tolerance && b.lowerBound < a.upperBound + gap - tolerance
    }

    /// True when the mode itself is invalid and gives no ticks at all.
    static func givesNothing(_ mode: TickMode) -> Bool {
        switch mode {
        case .none: return true
        case .everyStep(let step): return !(step > 0 && step.isFinite)
        case .evenlySpread(let count): return count <= 0
        default: return false
        }
    }

    /// The problems with `ticks` for `s`, measured and formatted as the engine was asked to;
    /// `filtered`: a filter may have dropped or re-kinded any tick.
    static func problems(_ ticks: [Tick], _ s: Scenario, measureCalls: Int, filtered: Bool = false) -> [String] {
        var problems: [String] = []
        let valid =
            s.minimum.isFinite && s.maximum.isFinite && s.minimum < s.maximum
            && s.trackLength > 0 && s.trackLength.isFinite
        if !valid || givesNothing(s.mode) { return ticks.isEmpty ? [] : ["ticks for an invalid layout"] }
        let limit = TickEngine.tickLimit(trackLength: s.trackLength)
        if ticks.count > limit { problems.append("\(ticks.count) ticks, limit \(limit)") }
        let end = s.trackStart + s.trackLength
        for t in ticks {
            if !(t.position.isFinite && t.position >= s.trackStart && t.position <= end) {
                problems.append("position \(t.position) of \(t.value)")
            }
            if !(t.value.isFinite && t.value >= s.minimum && t.value <= s.maximum) {
                problems.append("value \(t.value)")
            }
            if (t.label == nil) != (t.labelExtent == nil) { problems.append("label without extent at \(t.value)") }
            if t.label != nil && t.kind == .minor && s.labelsMajorOnly {
                problems.append("minor labelled at \(t.value)")
            }
            if let extent = t.labelExtent, let bounds = s.bounds,
                extent.lowerBound < bounds.lowerBound || extent.upperBound > bounds.upperBound
            {
                problems.append("label \(extent) outside \(bounds)")
            }
            if let extent = t.labelExtent, let label = t.label,
                abs((extent.upperBound - extent.lowerBound) - s.measure(label)) > 1e-9
                    * Swift.max(1, abs(extent.upperBound))
            {
                problems.append("extent \(extent) is not \(label)'s width")
            }
        }
        if !zip(ticks, ticks.dropFirst()).allSatisfy({ $0.value < $1.value }) {
            problems.append("not sorted and unique")
        }
        if !filtered && (s.includesEnds || s.mode == .breakpoints) {
            if ticks.first?.value != s.minimum || ticks.last?.value != s.maximum {
                problems.append("an end is missing")
            }
        }

        // Kept labels never overlap (with the gap).
        let kept = ticks.compactMap(\.labelExtent).sorted { $0.lowerBound < $1.lowerBound }
        for (a, b) in zip(kept, kept.dropFirst()) where conflict(a, b, gap: s.gap) {
            problems.append("labels \(a) and \(b) overlap with gap \(s.gap)")
        }

        // Each labelled tick measured at most once, each kept label measured.
        let labelled = ticks.filter { $0.kind == .major || !s.labelsMajorOnly }
        let keptCount = ticks.filter { $0.label != nil }.count
        if measureCalls > labelled.count || measureCalls < keptCount {
            problems.append("measure called \(measureCalls) times for \(labelled.count) labels, \(keptCount) kept")
        }

        // The ends' labels are kept when they fit (the first always, the last unless it meets
        // the first): when they are majors, or there are no majors (else majors go first).
        func wouldBe(_ t: Tick) -> ClosedRange<Double>? {
            TickLabelLayout.extent(centredAt: t.position, width: s.measure(s.format(t.value)), within: s.bounds)
        }
        if let first = labelled.first, let last = labelled.last,
            (first.kind == .major && last.kind == .major) || !labelled.contains(where: { $0.kind == .major })
        {
            let firstExtent = wouldBe(first), lastExtent = wouldBe(last)
            if firstExtent != nil && first.label == nil { problems.append("first label dropped") }
            if let lastExtent, last.label == nil,
                firstExtent.map({ !conflict($0, lastExtent, gap: s.gap, loose: true) }) ?? true
            {
                problems.append("last label dropped although it fits")
            }
        }

        // A dropped major label that could be placed gave way to a kept *major* label, never a minor.
        let keptMajors = ticks.filter { $0.kind == .major }.compactMap(\.labelExtent)
        for t in labelled where t.kind == .major && t.label == nil {
            guard let extent = wouldBe(t) else { continue }
            if !keptMajors.contains(where: { conflict($0, extent, gap: s.gap, loose: true) }) {
                problems.append("major label at \(t.value) dropped without a major in its way")
            }
        }
        return problems
    }

    /// The nearest 1, 2 or 5 × 10ⁿ to `x` > 0.
    static func nearestNice(_ x: Double) -> Double {
        let e = log10(x).rounded(.down)
        return [1.0, 2, 5, 10].map { $0 * pow(10, e) }.min { abs($0 - x) < abs($1 - x) }!
    }

    /// For `.nice`: the interior majors are 1-2-5 × 10ⁿ multiples (linear: all multiples of one
    /// nice step, inferred from their smallest gap; log: each of the form 1, 2 or 5 × 10ⁿ), and
    /// they are `minimumSpacing` apart on average.
    static func niceProblems(_ ticks: [Tick], _ s: Scenario) -> [String] {
        guard case .nice(let spacing) = s.mode else { return [] }
        let interior = ticks.filter { $0.kind == .major && $0.value != s.minimum && $0.value != s.maximum }.map(\.value)
        var problems: [String] = []
        let count = s.trackLength / (spacing > 0 ? spacing : 1)
        if Double(interior.count) > count + 3 { problems.append("\(interior.count) nice ticks for \(count) intervals") }
        guard interior.count >= 2 else { return problems }
        let magnitude = Swift.max(abs(s.minimum), abs(s.maximum))

        // Log: each value is j × 10ⁿ with j in {1, 2, 5}.
        let logOK =
            s.logarithmic && s.minimum > 0
            && interior.allSatisfy { v in
                let mantissa = v / pow(10, log10(v).rounded(.down))
                return [1.0, 2, 5, 10].contains { abs(mantissa - $0) <= 1e-9 * $0 }
            }
        if logOK { return problems }

        // Linear: one nice step.
        let gaps = zip(interior, interior.dropFirst()).map { $1 - $0 }
        let gap = gaps.min()!
        let step = nearestNice(gap)
        let slack = 2.5 * magnitude.ulp
        if abs(gap - step) > slack + 1e-9 * step { problems.append("smallest gap \(gap) is not a nice step (\(step))") }
        for v in interior {
            let k = (v / step).rounded()
            // `step` here is 1, 2 or 5 × pow(10, n) rounded (up to about 1.5 ulps off), and
            // `k × step` multiplies that error by k: at the resolution limit (a range a few ulps
            // wide, k near 10¹⁵) it alone exceeds an ulp of v, so it is allowed for.
            let oracleError = abs(k) * 2 * step.ulp
            if abs(v - k * step) > 2 * Swift.max(v.ulp, (k * step).ulp) + oracleError + 1e-9 * step {
                problems.append("\(v) is not a multiple of \(step)")
            }
        }
        // The smallest such step: the next smaller would be denser than asked (when nothing else
        // limited it: a long enough track, a range wide for its magnitude).
        let span = FiniteArithmetic.width(from: s.minimum, to: s.maximum)
        if count <= 100, s.trackLength >= 200, span > 1e-6 * magnitude, span < .greatestFiniteMagnitude, gap > 0,
            let smaller = NiceNumbers.step(atLeast: step)?.previous, span / smaller.size <= count * (1 - 1e-9)
        {
            problems.append("step \(step) but \(smaller) would be \(s.trackLength * smaller.size / span) px apart")
        }
        return problems
    }

    // MARK: - Properties

    @Test func labelsNeverOverlapAndTicksStayOnTheTrack() async {
        await propertyCheck(count: 1500, input: Self.scenario) { s in
            var measureCalls = 0
            let ticks = TickEngine.ticks(
                settings: s.settings, scale: s.scale, trackStart: s.trackStart,
                trackLength: s.trackLength, bounds: s.bounds, format: s.format,
                measure: {
                    measureCalls += 1; return s.measure($0)
                })
            let problems = Self.problems(ticks, s, measureCalls: measureCalls) + Self.niceProblems(ticks, s)
            #expect(problems.isEmpty, "\(s): \(problems.prefix(5))")
        }
    }

    /// A case the property found: a range eight ulps wide near −9e-23 with nice ticks 5e-38
    /// apart. The engine's ticks are within an ulp of their multiples; the oracle's own
    /// `k × step` (k ≈ 1.8 × 10¹⁵, step rounded) was off by more, and must allow for that.
    @Test func niceTicksAtTheResolutionLimitAreCheckedWithinTheOraclesOwnError() {
        let s = Scenario(
            minimum: -9.007199254741717e-23, maximum: -9.007199254741708e-23, logarithmic: false,
            breakpoints: [], mode: .nice(minimumSpacing: 0), minors: 0, labelsMajorOnly: true,
            includesEnds: true, gap: 0, trackStart: 0, trackLength: 6, fontSize: 4, bounded: false)
        var measureCalls = 0
        let ticks = TickEngine.ticks(
            settings: s.settings, scale: s.scale, trackStart: s.trackStart,
            trackLength: s.trackLength, bounds: s.bounds, format: s.format,
            measure: {
                measureCalls += 1; return s.measure($0)
            })
        #expect(ticks.count > 2, "interior nice ticks exist in this case")
        let problems = Self.problems(ticks, s, measureCalls: measureCalls) + Self.niceProblems(ticks, s)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aFilterOnlyKeepsRekindsOrDropsTicks() async {
        await propertyCheck(count: 500, input: Self.scenario, Gen.int(in: 0...1000)) { s, salt in
            // A pure function of the value: drop, minor or major.
            let choose: @Sendable (Double) -> TickKind? = { v in
                switch (v.bitPattern &+ UInt64(salt)) % 5 {
                case 0: return nil
                case 1, 2: return .minor
                default: return .major
                }
            }
            var settings = s.settings
            settings.filter = { value, _ in choose(value) }
            var measureCalls = 0
            let ticks = TickEngine.ticks(
                settings: settings, scale: s.scale, trackStart: s.trackStart,
                trackLength: s.trackLength, bounds: s.bounds, format: s.format,
                measure: {
                    measureCalls += 1; return s.measure($0)
                })
            for t in ticks { #expect(choose(t.value) == t.kind, "\(s): \(t.value) is \(t.kind)") }
            let problems = Self.problems(ticks, s, measureCalls: measureCalls, filtered: true)
            #expect(problems.isEmpty, "\(s) filtered by \(salt): \(problems.prefix(5))")
        }
    }

    @Test func niceLinearTicksAreMultiplesOfTheSmallestStepThatFits() async {
        let input = zip(Gen.double(in: -1...1), Gen.double(in: 0...1), Gen.int(in: -300...300), Gen.int(in: 1...200))
        await propertyCheck(count: 2000, input: input) { a, b, e, count in
            let p = pow(10, Double(e))
            let low = a * p, high = a * p + (b + 1e-6) * p
            guard low.isFinite, high.isFinite, high > low else { return }
            let ticks = NiceNumbers.linearTicks(from: low, to: high, count: count)
            #expect(
                zip(ticks, ticks.dropFirst()).allSatisfy { $0 < $1 } && ticks.allSatisfy { $0 >= low && $0 <= high })
            guard let step = NiceNumbers.step(forSpan: high - low, count: count),
                step.size >= 1e6 * Swift.max(abs(low), abs(high)).ulp
            else { return }  // not at the resolution limit
            #expect(ticks.count <= count + 1, "\(low)…\(high) count \(count): \(ticks.count) ticks")
            #expect([1, 2, 5].contains(step.mantissa))
            for v in ticks {
                let k = (v / step.size).rounded()
                #expect(v == step.multiple(Int64(k)), "\(v) is not \(Int64(k)) × \(step)")
            }
            if let smaller = step.previous { #expect((high - low) / smaller.size > Double(count) * (1 - 1e-9)) }
        }
    }

    @Test func greedyPlacementKeepsTheFirstAndDropsOnlyWhatCollides() async {
        let label = zip(Gen.double(in: -100...1100), Gen.double(in: -5...120))
        await propertyCheck(count: 1000, input: label.array(of: 0...60), Gen.double(in: -2...10), Gen.bool) {
            labels, gap, bounded in
            let bounds: ClosedRange<Double>? = bounded ? 0...1000 : nil
            let pairs = labels.map { (centre: $0.0, width: $0.1) }
            let placed = TickLabelLayout.place(pairs, gap: gap, within: bounds)
            #expect(placed.count == labels.count)
            // One at a time: a centre the layout excludes is never placed (so skipping it unmeasured is right).
            var layout = TickLabelLayout(gap: gap, bounds: bounds)
            for (i, pair) in pairs.enumerated() {
                let excluded = layout.excludes(centre: pair.centre)
                let extent = layout.place(centre: pair.centre, width: pair.width)
                #expect(extent == placed[i])
                if excluded { #expect(extent == nil, "label \(i) at an excluded centre \(pair.centre) was placed") }
            }
            let g = Swift.max(0, gap)
            for (i, extent) in placed.enumerated() {
                let wanted = TickLabelLayout.extent(centredAt: pairs[i].centre, width: pairs[i].width, within: bounds)
                let earlier = placed[..<i].compactMap { $0 }
                if let extent {
                    #expect(extent == wanted)
                    #expect(
                        !earlier.contains { Self.conflict($0, extent, gap: g) }, "label \(i) overlaps an earlier one")
                } else if let wanted {
                    #expect(
                        earlier.contains { Self.conflict($0, wanted, gap: g, loose: true) },
                        "label \(i) dropped without a collision")
                }
            }
        }
    }
}

/// Doubles of any magnitude and sign from a mantissa and an exponent (and sometimes NaN or an
/// infinity), for the "anything" ranges.
enum TickerDoubles {
    static func make(_ mantissa: Double, _ exponent: Int) -> Double {
        TrickyDoubles.make(
            kind: Int((abs(mantissa) * 13).rounded(.down)) % 14, mantissa: mantissa, exponent: abs(exponent) * 10)
    }
}
