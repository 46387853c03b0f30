// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The thumb drawn highlighted, the one being dragged (``RangeSliderWidget/thumbHighlight``).
/// Only this file changes it.
final class SliderThumbHighlight {
    /// The highlighted thumb's index.
    fileprivate(set) var index: Int?
}

extension RangeSliderWidget {
    /// The thumb being dragged, drawn highlighted, if it is the first or the last; `nil` when
    /// none is (or one between them is: see ``highlightedThumbIndex``).
    public var highlightedThumb: Thumb? { highlightedThumbIndex.flatMap { thumb(atIndex: $0) } }

    /// The index of the thumb being dragged, drawn highlighted; `nil` when none is.
    public var highlightedThumbIndex: Int? { thumbHighlight.index }

    /// The thumbs at `indices` in the order they are drawn: by index, the dragged thumb last, so
    /// it stays on top where thumbs overlap.
    func drawingOrder(of indices: Range<Int>) -> [Int] {
        guard let dragged = highlightedThumbIndex, indices.contains(dragged) else { return Array(indices) }
        return indices.filter { $0 != dragged } + [dragged]
    }

    func setHighlightedThumb(_ thumb: Thumb?) {
        setHighlightedThumb(index: thumb.map(thumbIndex(of:)))
    }

    func setHighlightedThumb(index: Int?) {
        guard index != thumbHighlight.index else { return }
        thumbHighlight.index = index
        setNeedsDisplay()
    }
}
