// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// Property-based tests of every scale (linear, logarithmic, piecewise, quantile) over random
/// ranges, breakpoints and data: ends exact, monotonic, value → fraction → value round trip
/// within a stated tolerance, and no NaN out for any input, non-finite ones included. The
/// quantile scale is also checked against a naive oracle: the share of the data below a value.
@Suite struct SliderScalePropertyTests {
    /// A scale with a range it can map.
    struct Case: CustomStringConvertible {
        var scale: SliderScale
        var minimum: Double
        var maximum: Double
        var description: String { "\(scale.name) over \(minimum)…\(maximum)" }
    }

    /// Random ranges from tiny to wide, at any offset; logarithmic ranges from 1e-6 to 1e12.
    static let scaleCase = zip(
        Gen.int(in: 0...4), Gen.double(in: -1...1), Gen.int(in: -6...12),
        Gen.double(in: 0.001...1), Gen.double(in: 0...1).array(of: 0...12)
    )
    .map { kind, offset, exponent, width, extra -> Case in
        let magnitude = pow(10.0, Double(exponent))
        switch kind {
        case 0:
            let minimum = offset * magnitude
            return Case(scale: .linear, minimum: minimum, maximum: minimum + width * magnitude)
        case 1:
            let minimum = pow(10.0, Double(exponent) / 2 - 3) * (1 + abs(offset))
            return Case(scale: .logarithmic, minimum: minimum, maximum: minimum * pow(10, 1 + width * 8))
        case 2:
            let minimum = offset * magnitude, maximum = minimum + width * magnitude
            // Breakpoints at increasing fractions and values (sorted random draws).
            let fs = extra.map { 0.02 + 0.96 * $0 }.sorted()
            let vs = extra.map { minimum + (maximum - minimum) * (0.01 + 0.98 * ($0 * $0)) }.sorted()
            var points: [ScaleBreakpoint] = []
            for (f, v) in zip(fs, vs) where (points.last.map { f > $0.fraction && v > $0.value } ?? true) {
                points.append(ScaleBreakpoint(fraction: f, value: v, step: nil))
            }
            return Case(scale: .piecewise(PiecewiseScale(breakpoints: points)), minimum: minimum, maximum: maximum)
        default:
            let minimum = offset * magnitude, maximum = minimum + width * magnitude
            // Skewed data with ties, inside and partly outside the range.
            var data: [Double] = []
            for (i, u) in extra.enumerated() {
                let v = minimum + (maximum - minimum) * (u * u * 1.2 - 0.1)
                data += Array(repeating: v, count: 1 + i % 3)
            }
            data += [minimum + (maximum - minimum) * 0.3, minimum + (maximum - minimum) * 0.31]
            let scale =
                kind == 3
                ? QuantileScale(values: data)
                : QuantileScale(
                    histogram: Histogram(
                        values: data, binCount: 1 + extra.count, lowerBound: minimum, upperBound: maximum))
            return Case(scale: .quantile(scale), minimum: minimum, maximum: maximum)
        }
    }

    @Test func endsAreExact() async {
        await propertyCheck(count: 400, input: Self.scaleCase) { c in
            #expect(c.scale.fraction(of: c.minimum, minimum: c.minimum, maximum: c.maximum) == 0, "\(c)")
            #expect(c.scale.fraction(of: c.maximum, minimum: c.minimum, maximum: c.maximum) == 1, "\(c)")
            #expect(c.scale.value(atFraction: 0, minimum: c.minimum, maximum: c.maximum) == c.minimum, "\(c)")
            #expect(c.scale.value(atFraction: 1, minimum: c.minimum, maximum: c.maximum) == c.maximum, "\(c)")
        }
    }

    @Test func anyInputGivesAFractionInRangeAndAValueInRangeNeverNaN() async {
        await propertyCheck(count: 400, input: Self.scaleCase, TrickyDoubles.any, TrickyDoubles.any) { c, x, y in
            let f = c.scale.fraction(of: x, minimum: c.minimum, maximum: c.maximum)
            #expect(!f.isNaN && f >= 0 && f <= 1, "\(c): fraction(of: \(x)) = \(f)")
            for fraction in [y, y - y.rounded(.down), f] {
                let v = c.scale.value(atFraction: fraction, minimum: c.minimum, maximum: c.maximum)
                #expect(!v.isNaN && v >= c.minimum && v <= c.maximum, "\(c): value(atFraction: \(fraction)) = \(v)")
            }
            // Ranges themselves may be anything: no NaN out either.
            let g = c.scale.fraction(of: x, minimum: y, maximum: x)
            #expect(!g.isNaN, "\(c): fraction(of: \(x), \(y)…\(x)) = \(g)")
            #expect(!c.scale.value(atFraction: 0.5, minimum: y, maximum: x).isNaN)
        }
    }

    @Test func monotonicAndStrictlyIncreasingBeyondTheResolution() async {
        await propertyCheck(count: 400, input: Self.scaleCase, Gen.double(in: 0...1).array(of: 2...30)) { c, us in
            let values = us.map { c.minimum + (c.maximum - c.minimum) * $0 }.sorted()
            let fractions = values.map { c.scale.fraction(of: $0, minimum: c.minimum, maximum: c.maximum) }
            let resolution = 1e-9 * (c.maximum - c.minimum)
            for i in 1..<values.count {
                #expect(
                    fractions[i - 1] <= fractions[i],
                    "\(c): \(values[i - 1]) ↦ \(fractions[i - 1]) > \(values[i]) ↦ \(fractions[i])")
                if values[i] - values[i - 1] > resolution, values[i - 1] > c.minimum {
                    #expect(
                        fractions[i - 1] < fractions[i], "\(c): \(values[i - 1]) and \(values[i]) share \(fractions[i])"
                    )
                }
            }
        }
    }

    /// Round trip tolerance: 1e-9 of the span for the straight-segment scales, 1e-9 of the
    /// value for the logarithmic one (its error is relative).
    @Test func valueToFractionToValueRoundTrips() async {
        await propertyCheck(count: 400, input: Self.scaleCase, Gen.double(in: 0...1).array(of: 1...20)) { c, us in
            for u in us {
                let v = c.minimum + (c.maximum - c.minimum) * u
                let back = c.scale.value(
                    atFraction: c.scale.fraction(of: v, minimum: c.minimum, maximum: c.maximum),
                    minimum: c.minimum, maximum: c.maximum)
                let tolerance = c.scale == .logarithmic ? 1e-9 * abs(v) : 1e-9 * (c.maximum - c.minimum)
                #expect(abs(back - v) <= tolerance, "\(c): \(v) → \(back)")
            }
        }
    }

    /// Fraction → value → fraction: the place a thumb is dragged to is the place it is drawn.
    @Test func fractionToValueToFractionRoundTrips() async {
        await propertyCheck(count: 400, input: Self.scaleCase, Gen.double(in: 0...1).array(of: 1...20)) { c, fs in
            for f in fs {
                let v = c.scale.value(atFraction: f, minimum: c.minimum, maximum: c.maximum)
                let back = c.scale.fraction(of: v, minimum: c.minimum, maximum: c.maximum)
                #expect(abs(back - f) <= 1e-9, "\(c): \(f) → \(v) → \(back)")
            }
        }
    }

    /// The naive oracle: with a knot for every data point, a data value's fraction is
    /// `(1 − s) · share of the data strictly below it + s · linear`, over the data's own range.
    @Test func quantileFractionIsTheShareOfTheDataBelow() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...40).array(of: 2...200)) { raw in
            let data = raw.map(Double.init)
            guard let minimum = data.min(), let maximum = data.max(), maximum > minimum else { return }
            let scale = QuantileScale(values: data, knotCount: data.count + 1)
            for v in Set(data) where v < maximum {
                let below = Double(data.filter { $0 < v }.count) / Double(data.count)
                let linear = (v - minimum) / (maximum - minimum)
                let oracle = (1 - scale.linearShare) * below + scale.linearShare * linear
                let f = SliderScale.quantile(scale).fraction(of: v, minimum: minimum, maximum: maximum)
                #expect(abs(f - oracle) <= 1e-12, "\(v) in \(data.sorted()): \(f) vs \(oracle)")
            }
        }
    }
}
