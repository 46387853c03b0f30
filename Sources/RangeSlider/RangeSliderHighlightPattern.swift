// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// The highlight pattern: which stretches of the track (and of the histogram) are drawn in
/// the highlight colour. The default, ``HighlightPattern/betweenEachPair``, highlights from the
/// first thumb to the last, the two-thumb slider's look at any thumb count; the others apply in
/// range mode (a single-value slider and a progress bar highlight from the start to the value).
/// The colours stay the theme's (`rangeslider trough highlight`, see RangeSliderStyle.swift)
/// unless the app sets them. A span drag (``allowsSpanDrag``) and a fixed span
/// (``fixedSpan``) move the two thumbs of a highlighted stretch.
extension RangeSliderWidget {
    /// Which stretches between the thumbs are highlighted. Default ``HighlightPattern/betweenEachPair``.
    public var highlightPattern: HighlightPattern {
        get { storedHighlightPattern }
        set {
            guard newValue != storedHighlightPattern else { return }
            storedHighlightPattern = newValue
            layout = nil
            setNeedsLayout()
            publishPropertyChanges()
        }
    }
}
