// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The thumbs drawn highlighted, the ones being dragged (``RangeSliderWidget/thumbHighlight``):
/// the pointer's (or first finger's) and those further fingers hold. Only this file changes it.
struct SliderThumbHighlight {
    /// The thumb the pointer or the first finger drags.
    fileprivate(set) var index: Int?
    /// The thumbs further fingers drag, in the order they landed.
    fileprivate(set) var fingers: [Int] = []
}

extension RangeSliderWidget {
    /// The thumb being dragged, drawn highlighted, if it is the first or the last; `nil` when
    /// none is (or one between them is: see ``highlightedThumbIndex``).
    public var highlightedThumb: Thumb? { highlightedThumbIndex.flatMap { thumb(atIndex: $0) } }

    /// The index of the thumb the pointer (or the first finger) drags, drawn highlighted; `nil`
    /// when none is. Further fingers' thumbs are in ``highlightedThumbIndices``.
    public var highlightedThumbIndex: Int? { thumbHighlight.index }

    /// Every thumb drawn highlighted: ``highlightedThumbIndex`` first, then the thumbs other
    /// fingers hold on a touch screen, each once. Empty when nothing is dragged.
    public var highlightedThumbIndices: [Int] {
        let first = thumbHighlight.index.map { [$0] } ?? []
        return first + thumbHighlight.fingers.filter { $0 != thumbHighlight.index }
    }

    /// The thumbs further fingers hold (without ``highlightedThumbIndex``'s).
    var fingerHighlightedThumbs: [Int] { thumbHighlight.fingers }

    /// Whether the thumb at `index` is drawn highlighted.
    func isThumbHighlighted(_ index: Int) -> Bool {
        thumbHighlight.index == index || thumbHighlight.fingers.contains(index)
    }

    /// The thumbs at `indices` in the order they are drawn: by index, the dragged thumbs last,
    /// so they stay on top where thumbs overlap.
    func drawingOrder(of indices: Range<Int>) -> [Int] {
        guard thumbHighlight.index != nil || !thumbHighlight.fingers.isEmpty else { return Array(indices) }
        let dragged = highlightedThumbIndices.reversed().filter { indices.contains($0) }
        return indices.filter { !dragged.contains($0) } + dragged
    }

    func setHighlightedThumb(_ thumb: Thumb?) {
        setHighlightedThumb(index: thumb.map(thumbIndex(of:)))
    }

    /// Highlights the thumb at `index` as the pointer's (or first finger's) drag; nil: none.
    func setHighlightedThumb(index: Int?) {
        guard index != thumbHighlight.index else { return }
        thumbHighlight.index = index
        setNeedsDisplay()
    }

    /// Highlights (`held`) or stops highlighting the thumb at `index` as one a further finger
    /// drags.
    func setFingerHighlight(index: Int, held: Bool) {
        let present = thumbHighlight.fingers.contains(index)
        guard held != present else { return }
        if held { thumbHighlight.fingers.append(index) } else { thumbHighlight.fingers.removeAll { $0 == index } }
        setNeedsDisplay()
    }

    /// Stops highlighting every further finger's thumb (their drags were cancelled).
    func clearFingerHighlights() {
        guard !thumbHighlight.fingers.isEmpty else { return }
        thumbHighlight.fingers = []
        setNeedsDisplay()
    }
}
