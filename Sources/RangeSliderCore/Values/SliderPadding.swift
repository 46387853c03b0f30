// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Stretches at the ends of a slider's range, in value space, that no thumb can reach
/// (noUiSlider's `padding`): with a range 0…100 and padding 10 at each end the thumbs stay
/// within 10…90.
///
/// The user's moves stay this far inside the visible range (`minimumValue…maximumValue`);
/// programmatic values this far inside the hard limits (see ``RangeValues``). Padding wider than
/// the range leaves one place: `minimum + start`, clamped to the maximum.
public struct SliderPadding: Equatable, Sendable {
    /// The unreachable stretch above the minimum.
    public var start: Double
    /// The unreachable stretch below the maximum.
    public var end: Double

    /// Padding of `start` at the minimum end and `end` at the maximum end (0: none).
    public init(start: Double = 0, end: Double = 0) {
        self.start = start
        self.end = end
    }

    /// The same padding at both ends.
    public init(_ both: Double) { self.init(start: both, end: both) }

    /// True when both are finite and not negative.
    public var isValid: Bool { start.isFinite && start >= 0 && end.isFinite && end >= 0 }

    /// `low…high` less the padding: never inverted (see the type's documentation).
    public func inset(_ low: Double, _ high: Double) -> ClosedRange<Double> {
        let lower = Swift.min(low + start, high)
        let upper = Swift.max(high - end, lower)
        return lower...upper
    }
}
