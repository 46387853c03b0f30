// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What a slider is for: one control covers the classic iOS slider techniques.
public enum SliderMode: String, Sendable, CaseIterable {
    /// Two thumbs select a span (the tutorial's range slider). The default.
    case range
    /// One thumb sets one value, like UISlider or GtkScale: the one-thumb case of the value
    /// model. The value is the upper value (the one thumb's); the lower value reads the
    /// minimum. The track before the thumb is the "minimum track", the track after it the
    /// "maximum track".
    case single
    /// A styled progress bar ("iOS Recipes"): one thumb, drawn like a single-value slider, but
    /// non-interactive (no pointer, keyboard or scroll input, no focus stop), and exposed to
    /// accessibility as a progress bar with its fraction.
    case progress

    /// Whether the lower thumb exists (is drawn, focusable, accessible, draggable).
    public var hasLowerThumb: Bool { self == .range }

    /// The number of thumbs the mode holds: one in the single-value and progress modes; nil
    /// (any number, two by default) for a range slider.
    public var thumbCount: Int? { self == .range ? nil : 1 }

    /// The lower value a slider in this mode publishes for `values`: the first thumb's for a
    /// range slider; the minimum with one value (the track's start, where the highlighted
    /// "minimum track" begins).
    @inlinable public func lowerValue(of values: RangeValues) -> Double {
        self == .range ? values.lowerValue : values.minimumValue
    }

    /// Whether the slider takes pointer, keyboard and scroll input.
    public var isInteractive: Bool { self != .progress }

    /// The thumbs a person can move: both, the upper one only, or none.
    public var movableThumbs: [Thumb] {
        switch self {
        case .range: return [.lower, .upper]
        case .single: return [.upper]
        case .progress: return []
        }
    }
}
