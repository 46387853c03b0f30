// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A named range an app offers beside a range slider ("Under $150k", "$150k–$300k"): choosing
/// it moves both thumbs. darktable's range-select preset menu, with live counts.
///
/// On a slider with more than two thumbs a preset still names the outer range: it sets the
/// first thumb (`lowerValue`) and the last (`upperValue`), and each thumb between keeps its
/// value, clamped into the preset's range (``RangeValues/setValues(lower:upper:)``). So the
/// thumbs never change order, those already inside the preset stay where the user put them,
/// and those outside it wait at its nearer end.
public struct RangePreset: Equatable, Sendable {
    /// The name shown in the menu.
    public var name: String
    /// The lower value; nil: the slider's minimum.
    public var lower: Double?
    /// The upper value; nil: the slider's maximum.
    public var upper: Double?

    /// A preset `name` from `lower` (nil: the minimum) to `upper` (nil: the maximum).
    public init(name: String, lower: Double?, upper: Double?) {
        self.name = name
        self.lower = lower
        self.upper = upper
    }

    /// The values the preset asks for over `minimum…maximum`: an end not given (or not finite)
    /// is the range's end; the slider's value policy then clamps and orders them.
    public func values(minimum: Double, maximum: Double) -> (lower: Double, upper: Double) {
        (lower.flatMap { $0.isFinite ? $0 : nil } ?? minimum, upper.flatMap { $0.isFinite ? $0 : nil } ?? maximum)
    }

    /// The menu label: the name, with the count in brackets when there is one, grouped by
    /// thousands (`Under $150k (1,704)`); a negative count is shown as none.
    public func menuLabel(count: Int?) -> String {
        guard let count, count >= 0 else { return name }
        return "\(name) (\(ValueFormatting.grouped(count)))"
    }
}
