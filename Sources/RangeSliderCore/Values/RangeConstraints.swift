// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Input constraints on a range slider's selection, beyond staying inside the range.
///
/// - `stepSize`: values snap to `minimumValue + k × stepSize`; 0 (the default) is continuous.
///   `maximumValue` is always reachable, even when the range is not a whole number of steps.
/// - `minimumSeparation`: `upperValue − lowerValue` is never less than this (0 by default). When
///   the range itself is narrower, the thumbs are as far apart as the range allows.
/// - `maximumSpan`: `upperValue − lowerValue` is never more than this (`nil`, the default, means
///   no limit). A maximum span below the minimum separation counts as the separation.
public struct RangeConstraints: Equatable, Sendable {
    /// Snap values to multiples of this from the minimum; 0 = continuous.
    public var stepSize: Double
    /// The smallest allowed distance between the thumbs.
    public var minimumSeparation: Double
    /// The largest allowed distance between the thumbs, or `nil` for none.
    public var maximumSpan: Double?

    /// No constraints: continuous, thumbs may meet, any span.
    public init(stepSize: Double = 0, minimumSeparation: Double = 0, maximumSpan: Double? = nil) {
        self.stepSize = stepSize
        self.minimumSeparation = minimumSeparation
        self.maximumSpan = maximumSpan
    }

    /// True when every number is finite and not negative (a NaN or negative step is refused).
    public var isValid: Bool {
        stepSize.isFinite && stepSize >= 0 && minimumSeparation.isFinite && minimumSeparation >= 0
            && (maximumSpan.map { $0.isFinite && $0 >= 0 } ?? true)
    }

    /// `value` snapped to the step grid of `minimum…maximum` (unchanged when continuous). The
    /// maximum is a stop too, so it is reachable when the range is not a whole number of steps.
    /// A step below the precision of the values (more steps than a double counts) leaves the
    /// value where it is: every double there is on the grid.
    public func snap(_ value: Double, minimum: Double, maximum: Double) -> Double {
        guard stepSize > 0, maximum > minimum, value.isFinite else { return value }
        let offset = value - minimum
        var grid: Double
        if offset.isFinite {
            let steps = (offset / stepSize).rounded()
            // More steps than a double counts: the step is below the precision of the values
            // here, so every double is on the grid (snapping went to an end of the range).
            guard steps.isFinite else { return value }
            grid = minimum + steps * stepSize
        } else {
            // A range wider than the largest double: the same grid, computed in halves. A
            // subnormal step has no half (5e-324 / 2 == 0): dividing by it would give NaN.
            let halfStep = stepSize / 2
            let steps = ((value / 2 - minimum / 2) / halfStep).rounded()
            guard halfStep > 0, steps.isFinite else { return value }
            grid = 2 * (minimum / 2 + steps * halfStep)
        }
        guard !grid.isNaN else { return value }
        grid = Swift.min(Swift.max(FiniteArithmetic.saturated(grid), minimum), maximum)
        return abs(maximum - value) < abs(grid - value) ? maximum : grid
    }

    /// The separation in force for a range of width `span`.
    func separation(forSpan span: Double) -> Double { Swift.min(minimumSeparation, Swift.max(0, span)) }

    /// The span limit in force for a range of width `span`.
    func spanLimit(forSpan span: Double) -> Double {
        Swift.max(maximumSpan ?? .infinity, separation(forSpan: span))
    }
}
