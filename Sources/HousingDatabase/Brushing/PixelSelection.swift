// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter

/// The active filter's range during a drag, in whole pixel bins of its slider.
///
/// The pixel bins are a ``HistogramLayout`` over the active column (one bin per pixel of the
/// track, typically). A drag step selects the homes whose value falls in a pixel bin from
/// `first` through `last`; `.all` (both thumbs at the open ends) keeps every home, unknown
/// values and values outside the layout included, as ``DimensionFilter/all`` does.
public enum PixelSelection: Sendable, Equatable {
    /// Every home, unknown values included.
    case all
    /// The homes in pixel bins `first...last`. Bins outside the layout are ignored;
    /// `first > last` selects nothing. Unknown values are never selected.
    case bins(first: Int, last: Int)

    /// The pixel bins a thumb range covers, rounded out to whole bins: each value `v` with
    /// `lower ≤ v ≤ upper` inside `layout` lies in a selected bin, and each selected bin meets the
    /// range. Both ends open (`-infinity`/`+infinity`/NaN, as ``DimensionFilter/range(lower:upper:)``
    /// reads them) give `.all`; `lower > upper`, or a range that misses the layout, selects nothing.
    public init(lower: Double, upper: Double, in layout: HistogramLayout) {
        let lowerOpen = lower.isNaN || lower == -.infinity
        let upperOpen = upper.isNaN || upper == .infinity
        if lowerOpen && upperOpen { self = .all; return }
        let edges = layout.edges
        let count = layout.binCount
        if !lowerOpen && !upperOpen && lower > upper { self = .bins(first: 1, last: 0); return }
        let first: Int
        if lowerOpen || lower <= edges[0] {
            first = 0
        } else if let bin = layout.bin(of: lower) {
            first = bin
        } else {
            self = .bins(first: 1, last: 0); return  // above the last edge
        }
        let last: Int
        if upperOpen || upper >= edges[count] {
            last = count - 1
        } else if let bin = layout.bin(of: upper) {
            last = bin
        } else {
            self = .bins(first: 1, last: 0); return  // below the first edge
        }
        self = .bins(first: first, last: last)
    }
}
