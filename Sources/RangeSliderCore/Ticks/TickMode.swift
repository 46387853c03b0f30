// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Where a slider's ticks go (``TickSettings/mode``). Every mode but ``none`` also marks both
/// ends of the range when ``TickSettings/includesEnds`` is set (the default); ``breakpoints``
/// always does.
public enum TickMode: Equatable, Sendable {
    /// No ticks.
    case none
    /// At `minimum + k · step` for k = 0, 1, 2, … up to the maximum (each computed as one
    /// product, not by adding steps up). A step that is not positive and finite gives no ticks
    /// at all. Too many steps for the track (more than one tick per pixel, or more than
    /// ``NiceNumbers/maximumTickCount``) are thinned to every n-th step, n the smallest of
    /// 1, 2, 5, 10, 20, … that fits; a step so small that the range holds more steps than the
    /// largest double marks none (the ends remain, with ``TickSettings/includesEnds``).
    case everyStep(Double)
    /// At `count` positions evenly spread along the *track* (fractions `i / (count − 1)`, both
    /// ends included), their values through the scale's inverse map; one tick in the middle
    /// for a count of 1, none for 0 or less. A count above one per pixel is lowered to that.
    case evenlySpread(count: Int)
    /// At the given values: non-finite and out-of-range values are dropped, duplicates merged;
    /// more than one per pixel are thinned to every n-th (in ascending order).
    case values([Double])
    /// At the scale's segment breakpoints (``TickScaleInfo/breakpoints``), plus both ends.
    case breakpoints
    /// At "nice" numbers. On a linear (or any non-logarithmic) scale: the multiples of the
    /// smallest 1-2-5 × 10ⁿ step whose ticks are at least `minimumSpacing` pixels apart on
    /// average. On a logarithmic scale: decades (10ⁿ), with 2 and 5 × 10ⁿ added when three
    /// ticks a decade are that far apart on average, or every k-th decade (k = 2, 5, 10, …)
    /// when decades are too dense; a logarithmic range under one decade (or not positive) gets
    /// linear nice ticks. A spacing that is NaN, zero or negative counts as 1 pixel; steps are
    /// never finer than one tick per pixel allows, nor than the doubles' resolution.
    case nice(minimumSpacing: Double)
}
