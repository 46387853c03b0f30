// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// The logarithmic map between a positive range `minimum…maximum` and the track's `0…1`:
/// `fraction = ln(value / minimum) / ln(maximum / minimum)`, so equal ratios take equal lengths.
///
/// Exact for every positive finite range, `5e-324…1.8e308` (over 630 decades) included: while
/// `maximum / minimum` is a finite double the map uses the ratios themselves (the most precise
/// form for narrow ranges); when the ratio overflows (a range over more than about 308 decades,
/// or one starting among the subnormals) it takes the logarithm of each end and subtracts,
/// which never overflows. The choice is made once per range, so the map stays monotonic.
///
/// ``SliderScale/logarithmic`` and ``TickScaleInfo/logarithmic(minimum:maximum:)`` both use it.
struct LogarithmicMap {
    let minimum: Double
    let maximum: Double
    /// `ln(maximum / minimum)`: the range's length in log space, positive and finite.
    let width: Double
    /// `ln(minimum)` when `maximum / minimum` overflows (the map then works from the ends'
    /// logarithms); nil when the ratio is finite.
    let logMinimum: Double?

    /// The map over `minimum…maximum`; nil unless `0 < minimum < maximum`, both finite, and
    /// `maximum / minimum` does not round to 1 (which only adjacent doubles can do).
    init?(minimum: Double, maximum: Double) {
        guard minimum > 0, minimum.isFinite, maximum.isFinite, maximum > minimum else { return nil }
        let ratio = maximum / minimum
        if ratio.isFinite {
            width = log(ratio)
            logMinimum = nil
        } else {
            let low = log(minimum)
            width = log(maximum) - low
            logMinimum = low
        }
        guard width > 0, width.isFinite else { return nil }
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Where `value` lies, `0…1`: 0 at or below `minimum` (and for NaN), 1 at or above `maximum`.
    func fraction(of value: Double) -> Double {
        guard !value.isNaN, value > minimum else { return 0 }
        guard value < maximum else { return 1 }
        let distance = logMinimum.map { log(value) - $0 } ?? log(value / minimum)
        return Swift.min(Swift.max(distance / width, 0), 1)
    }

    /// The value at `fraction` (clamped to `0…1`), within `minimum…maximum`; `minimum` for a
    /// non-finite fraction.
    func value(atFraction fraction: Double) -> Double {
        guard fraction.isFinite, fraction > 0 else { return minimum }
        guard fraction < 1 else { return maximum }
        let v = logMinimum.map { exp($0 + fraction * width) } ?? minimum * exp(fraction * width)
        return Swift.min(Swift.max(v, minimum), maximum)
    }
}
