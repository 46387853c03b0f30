// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What a slider is for: one control covers the classic iOS slider techniques.
public enum SliderMode: String, Sendable, CaseIterable {
    /// Two thumbs select a span (the tutorial's range slider). The default.
    case range
    /// One thumb sets one value, like UISlider or GtkScale. The lower value is pinned to the
    /// minimum; the value is the upper value. The track before the thumb is the "minimum
    /// track", the track after it the "maximum track".
    case single
    /// A styled progress bar ("iOS Recipes"): drawn like a single-value slider, but
    /// non-interactive (no pointer, keyboard or scroll input, no focus stop), and exposed to
    /// accessibility as a progress bar with its fraction.
    case progress

    /// Whether the lower thumb exists (is drawn, focusable, accessible, draggable).
    public var hasLowerThumb: Bool { self == .range }

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

    /// The constraints in force: a range slider uses them all; with one value there is no
    /// second thumb to keep a separation or span from, so only the step remains.
    public func effectiveConstraints(_ requested: RangeConstraints) -> RangeConstraints {
        self == .range ? requested : RangeConstraints(stepSize: requested.stepSize)
    }
}
