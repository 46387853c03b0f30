// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PropertyBased
import RangeSliderCore
import Testing

/// The logarithmic scale over positive ranges anywhere in the doubles, up to their full span
/// (`5e-324…1.8e308`, over 600 decades, where `maximum / minimum` overflows), checked against a
/// naive oracle that works in log space from each end's `log10`: fractions, both round trips,
/// monotonicity, the tick engine's copy of the map, and Page Up moving one page along the track.
@Suite struct LogarithmicScalePropertyTests {
    struct Range: CustomStringConvertible {
        var minimum: Double
        var maximum: Double
        var description: String { "\(minimum)…\(maximum)" }
        var low: Double { log10(minimum) }
        var high: Double { log10(maximum) }
        /// The naive oracle: `value`'s fraction from the ends' and the value's own `log10`.
        func oracle(_ value: Double) -> Double { (log10(value) - low) / (high - low) }
        /// The oracle's error bound (and the scale's): a few ulps of each logarithm, relative
        /// to the range's length in decades.
        func tolerance(_ value: Double) -> Double {
            1e-12 + 8 * Double.ulpOfOne * (abs(log10(value)) + abs(low) + abs(high) + 1) / (high - low)
        }
        /// The value at `u` of the way along the range in log space, inside the range.
        func value(at u: Double) -> Double {
            Swift.min(Swift.max(pow(10, low + u * (high - low)), minimum), maximum)
        }
    }

    static let lowest = log10(Double.leastNonzeroMagnitude)  // −323.3
    static let highest = log10(Double.greatestFiniteMagnitude)  // 308.25

    static let wellKnown: [(Double, Double)] = [
        (1e-300, 1e300), (5e-324, 1.7e308), (.leastNonzeroMagnitude, .greatestFiniteMagnitude),
        (.leastNormalMagnitude, .greatestFiniteMagnitude), (5e-324, 1e-300), (1e-10, 1e300), (1e-300, 1e-10),
        (1e-320, 1e-310),
    ]

    /// Positive ranges: both ends anywhere (most pairs span hundreds of decades), the well-known
    /// extremes, and narrow ranges (a thousandth of a decade to twenty decades) at any height.
    static let range = zip(
        Gen.int(in: 0...2), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.int(in: 0...(wellKnown.count - 1))
    )
    .map { kind, a, b, pick -> Range in
        func tenTo(_ x: Double) -> Double {
            Swift.min(Swift.max(pow(10, x), .leastNonzeroMagnitude), .greatestFiniteMagnitude)
        }
        switch kind {
        case 0:
            // Ends at least a decade apart (the narrow kind covers the rest).
            let x = lowest + (highest - lowest - 1) * Swift.min(a, b)
            let y = Swift.max(x + 1, lowest + (highest - lowest) * Swift.max(a, b))
            return Range(minimum: tenTo(x), maximum: tenTo(y))
        case 1:
            return Range(minimum: wellKnown[pick].0, maximum: wellKnown[pick].1)
        default:
            let minimum = tenTo(lowest + 2 + (highest - lowest - 24) * a)
            // Among the subnormals a thousandth of a decade may round to the minimum itself.
            let maximum = tenTo(log10(minimum) + 0.001 + 19.999 * b)
            return Range(minimum: minimum, maximum: maximum > minimum ? maximum : 2 * minimum)
        }
    }

    @Test func fractionsMatchTheLogSpaceOracle() async {
        await propertyCheck(count: 500, input: Self.range, Gen.double(in: 0...1).array(of: 1...20)) { r, us in
            let landmarks = [1e-100, 1, 1e100].filter { $0 > r.minimum && $0 < r.maximum }
            for v in us.map(r.value(at:)) + landmarks {
                let f = SliderScale.logarithmic.fraction(of: v, minimum: r.minimum, maximum: r.maximum)
                #expect(abs(f - r.oracle(v)) <= r.tolerance(v), "\(r): \(v) ↦ \(f), oracle \(r.oracle(v))")
            }
        }
    }

    @Test func landmarksOfASixHundredDecadeRangeSitAtTheirFractions() {
        let (minimum, maximum) = (1e-300, 1e300)
        for (v, expected) in [(1e-100, 1.0 / 3), (1.0, 0.5), (1e100, 2.0 / 3), (1e-300, 0), (1e300, 1)] {
            let f = SliderScale.logarithmic.fraction(of: v, minimum: minimum, maximum: maximum)
            #expect(abs(f - expected) <= 1e-12, "\(v) ↦ \(f)")
            let back = SliderScale.logarithmic.value(atFraction: expected, minimum: minimum, maximum: maximum)
            #expect(abs(back - v) <= 1e-9 * v, "\(expected) ↦ \(back)")
        }
    }

    /// Value → fraction → value, within 1e-9 of the value (plus a few ulps among the subnormals,
    /// whose own spacing is coarse).
    @Test func valueToFractionToValueRoundTrips() async {
        await propertyCheck(count: 500, input: Self.range, Gen.double(in: 0...1).array(of: 1...20)) { r, us in
            for v in us.map(r.value(at:)) {
                let f = SliderScale.logarithmic.fraction(of: v, minimum: r.minimum, maximum: r.maximum)
                let back = SliderScale.logarithmic.value(atFraction: f, minimum: r.minimum, maximum: r.maximum)
                #expect(abs(back - v) <= 1e-9 * v + 4 * v.ulp, "\(r): \(v) ↦ \(f) ↦ \(back)")
            }
        }
    }

    /// Fraction → value → fraction, within 1e-9 of the track (plus the length of one ulp of the
    /// value on the track, which among the subnormals is more).
    @Test func fractionToValueToFractionRoundTrips() async {
        await propertyCheck(count: 500, input: Self.range, Gen.double(in: 0...1).array(of: 1...20)) { r, fs in
            let decadesPerTrack = r.high - r.low
            for f in fs {
                let v = SliderScale.logarithmic.value(atFraction: f, minimum: r.minimum, maximum: r.maximum)
                let back = SliderScale.logarithmic.fraction(of: v, minimum: r.minimum, maximum: r.maximum)
                let ulpOnTrack = log10(1 + v.ulp / v) / decadesPerTrack
                #expect(abs(back - f) <= 1e-9 + 2 * ulpOnTrack, "\(r): \(f) ↦ \(v) ↦ \(back)")
                #expect(v >= r.minimum && v <= r.maximum, "\(r): \(f) ↦ \(v)")
            }
        }
    }

    @Test func bothDirectionsAreMonotonic() async {
        await propertyCheck(count: 500, input: Self.range, Gen.double(in: 0...1).array(of: 2...30)) { r, us in
            let sorted = us.sorted()
            let values = sorted.map(r.value(at:))
            let fractions = values.map {
                SliderScale.logarithmic.fraction(of: $0, minimum: r.minimum, maximum: r.maximum)
            }
            let back = sorted.map {
                SliderScale.logarithmic.value(atFraction: $0, minimum: r.minimum, maximum: r.maximum)
            }
            for i in 1..<sorted.count {
                #expect(
                    fractions[i - 1] <= fractions[i],
                    "\(r): \(values[i - 1]) ↦ \(fractions[i - 1]) > \(values[i]) ↦ \(fractions[i])")
                #expect(
                    back[i - 1] <= back[i],
                    """
                    \(r): \(sorted[i - 1]) ↦ \(back[i - 1]) > \(sorted[i]) ↦ \(back[i])
                    """)
            }
        }
    }

    /// The tick engine places ticks with the slider's own map, bit for bit.
    @Test func theTickEnginesMapIsTheScales() async {
        await propertyCheck(count: 300, input: Self.range, Gen.double(in: 0...1).array(of: 1...10)) { r, us in
            let ticks = TickScaleInfo.logarithmic(minimum: r.minimum, maximum: r.maximum)
            #expect(ticks.isLogarithmic, "\(r)")
            for u in us {
                let v = r.value(at: u)
                #expect(
                    ticks.fraction(v)
                        == SliderScale.logarithmic.fraction(of: v, minimum: r.minimum, maximum: r.maximum), "\(r): \(v)"
                )
                #expect(
                    ticks.value(u)
                        == SliderScale.logarithmic.value(atFraction: u, minimum: r.minimum, maximum: r.maximum),
                    "\(r): \(u)")
            }
        }
    }

    /// Page Up from the minimum (and Page Down from the maximum), with increments the app did
    /// not choose, move a tenth of the track: one page in log space, never to the other end.
    @Test func pageUpFromTheMinimumMovesOnePageInLogSpace() async {
        await propertyCheck(count: 300, input: Self.range) { r in
            let values = RangeValues(
                minimumValue: r.minimum, maximumValue: r.maximum, lowerValue: r.minimum, upperValue: r.maximum)
            let increments = KeyIncrements(
                step: KeyboardStepper.defaultStepIncrement(for: values),
                page: KeyboardStepper.defaultPageIncrement(for: values))
            let up = KeyboardStepper.target(
                of: .page(1), for: .lower, in: values, increments: increments, scale: .logarithmic)
            let down = KeyboardStepper.target(
                of: .page(-1), for: .upper, in: values, increments: increments, scale: .logarithmic)
            for (v, expected) in [(up, 0.1), (down, 0.9)] {
                let ulpOnTrack = log10(1 + v.ulp / v) / (r.high - r.low)
                #expect(
                    abs(r.oracle(v) - expected) <= r.tolerance(v) + 1e-9 + ulpOnTrack,
                    "\(r): a page ↦ \(v), oracle fraction \(r.oracle(v))")
            }
        }
    }

    /// The edges: equal bounds, a minimum at or below zero (linear, as documented), subnormals.
    @Test func equalBoundsNonPositiveMinimumsAndSubnormals() {
        let log = SliderScale.logarithmic
        #expect(log.fraction(of: 5, minimum: 5, maximum: 5) == 0)
        #expect(log.value(atFraction: 0.5, minimum: 5, maximum: 5) == 5)
        #expect(log.fraction(of: 5e-324, minimum: 5e-324, maximum: 5e-324) == 0)
        #expect(
            log.fraction(of: 1e300, minimum: 0, maximum: 1e300)
                == FiniteArithmetic.fraction(of: 1e300, from: 0, to: 1e300))
        #expect(log.value(atFraction: 0.5, minimum: -1e300, maximum: 1e300) == 0)
        // Subnormal ends: 2 and 3 times the least double.
        let tiny = Double.leastNonzeroMagnitude
        #expect(
            abs(log.fraction(of: 2 * tiny, minimum: tiny, maximum: 3 * tiny) - Foundation.log(2) / Foundation.log(3))
                <= 1e-15)
        let one = log.fraction(of: 1, minimum: tiny, maximum: .greatestFiniteMagnitude)
        #expect(
            abs(one - (-log10(tiny)) / (log10(Double.greatestFiniteMagnitude) - log10(tiny))) <= 1e-12, "1 ↦ \(one)")
        // Adjacent doubles: nothing lies between them.
        let between = log.value(atFraction: 0.5, minimum: 1e300, maximum: 1e300.nextUp)
        #expect(between == 1e300 || between == 1e300.nextUp)
    }
}
