// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The number format of every length and coordinate the recognizer prints: rounded to one
/// decimal, halves away from zero, always with exactly one digit after the point and never a
/// negative zero (`12.0`, `-3.5`, `0.0`). Non-finite values print as `nan`, `inf`, `-inf`;
/// magnitudes of 10^15 and more (far beyond any screen) in Swift's notation, e.g. `1e+20`.
///
/// Pure Swift (no Foundation, no locale): the output is the same everywhere.
public enum OneDecimal {
    /// `value` rounded to one decimal, as text.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let tenths = (value * 10).rounded(.toNearestOrAwayFromZero)
        // From 10^15 on a Double has no tenths left to show: Swift's own notation (`1e+20`).
        guard tenths.magnitude < 1.0e16 else { return "\(value)" }
        let scaled = Int64(tenths)
        let sign = scaled < 0 ? "-" : ""
        let whole = scaled.magnitude / 10, fraction = scaled.magnitude % 10
        return "\(sign)\(whole).\(fraction)"
    }
}
