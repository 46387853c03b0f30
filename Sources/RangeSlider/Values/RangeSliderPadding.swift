// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// Padding: stretches at the ends of the track that no thumb reaches, in value units
/// (noUiSlider's `padding`). Drags, keys and typed values stay `padding.start` above the
/// minimum and `padding.end` below the maximum; values set from code too. The track is drawn
/// whole.
extension RangeSliderWidget {
    /// The stretches at the ends no thumb reaches (``SliderPadding``; default none). Setting
    /// it brings the values inside; a negative or non-finite side is refused with a warning.
    /// Padding wider than the range puts every thumb at one value.
    public var padding: SliderPadding {
        get { values.padding }
        set { apply(values.setPadding(newValue), source: .program, publishingAll: true) }
    }
}
