// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What one thumb of a range slider reports to assistive technologies, and what the GTK
/// adjustment behind its accessible object holds: the bounds the thumb is shown to move
/// between, its value and its keyboard steps.
///
/// As ARIA recommends for a slider with two thumbs, the lower thumb's maximum is the upper
/// value and the upper thumb's minimum is the lower value. With one value (single mode) the
/// lower value is pinned to the minimum, so the upper thumb's bounds are the slider's range.
/// A value an assistive technology asks for is then applied as a user's move of that thumb
/// (``RangeValues/move(_:to:)``): snapped, and kept within ``RangeValues/allowedInterval(for:)``,
/// which also honours the separation and span constraints.
public struct ThumbAccessibleRange: Equatable, Sendable {
    /// The smallest value the thumb reports (ARIA `aria-valuemin`).
    public var minimum: Double
    /// The largest value the thumb reports (ARIA `aria-valuemax`).
    public var maximum: Double
    /// The thumb's value (ARIA `aria-valuenow`).
    public var value: Double
    /// The arrow-key step.
    public var stepIncrement: Double
    /// The Page Up/Down step.
    public var pageIncrement: Double

    /// A range given field by field.
    public init(minimum: Double, maximum: Double, value: Double, stepIncrement: Double, pageIncrement: Double) {
        self.minimum = minimum
        self.maximum = maximum
        self.value = value
        self.stepIncrement = stepIncrement
        self.pageIncrement = pageIncrement
    }

    /// What thumb `index` of `values` reports: its bounds are its neighbours' values (the
    /// range's ends for the first and the last thumb). With two thumbs, index 0 is `.lower`'s
    /// and index 1 `.upper`'s.
    public init(index: Int, values: borrowing RangeValues, stepIncrement: Double, pageIncrement: Double) {
        minimum = index > 0 ? values[index - 1] : values.minimumValue
        maximum = index < values.count - 1 ? values[index + 1] : values.maximumValue
        value = values[index]
        self.stepIncrement = stepIncrement
        self.pageIncrement = pageIncrement
    }

    /// The bounds, value and steps of `thumb` for `values`.
    public init(thumb: Thumb, values: RangeValues, stepIncrement: Double, pageIncrement: Double) {
        switch thumb {
        case .lower:
            minimum = values.minimumValue
            maximum = values.upperValue
            value = values.lowerValue
        case .upper:
            minimum = values.lowerValue
            maximum = values.maximumValue
            value = values.upperValue
        }
        self.stepIncrement = stepIncrement
        self.pageIncrement = pageIncrement
    }
}
