// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// How one slider's thumbs relate to their neighbours (``RangeSliderWidget/thumbRelations``):
/// what a moved thumb does at its neighbour, fixed spans, and which stretches between the
/// thumbs are highlighted. Only this file changes it; the others read the public properties.
struct ThumbRelations {
    /// What a moved thumb does at its neighbour.
    fileprivate(set) var policy = CrossingPolicy.block
    /// Whether dragging a thumb of a highlighted pair moves the pair.
    fileprivate(set) var fixedSpan = false
    /// Which stretches between the thumbs are highlighted.
    fileprivate(set) var highlightPattern = HighlightPattern.betweenEachPair
}

/// The crossing policy: what a thumb the user moves (drag, key, scroll, track click, an
/// assistive technology) does when it meets its neighbour, and fixed spans.
///
/// Programmatic assignments (``setValue(_:at:)``, ``lowerValue``, ``setValues(_:)``) keep
/// the thumb they name and push its neighbours whatever the policy, as ``RangeValues`` does.
/// Under ``CrossingPolicy/swap`` a moved thumb that passes its neighbours takes its place in
/// the order: the value moves to another thumb node, and keyboard focus and the drag's
/// highlight follow it there.
extension RangeSliderWidget {
    /// What a moved thumb does at its neighbour: block (default), push or swap.
    public var crossingPolicy: CrossingPolicy {
        get { thumbRelations.policy }
        set { setProperty(\.thumbRelations.policy, newValue) }
    }

    /// Whether dragging a thumb of a highlighted pair (see ``highlightPattern``) moves the
    /// pair, its width fixed (noUiSlider's `fixed`). Default false.
    public var fixedSpan: Bool {
        get { thumbRelations.fixedSpan }
        set { setProperty(\.thumbRelations.fixedSpan, newValue) }
    }

    /// Moves thumb `index` towards `value` as the user does, under the crossing policy; a
    /// relabelled thumb takes keyboard focus and the drag highlight along.
    func userMove(_ index: Int, to value: Double) -> ValueUpdate {
        guard value.isFinite else {
            let name = thumb(atIndex: index).map { "\($0.rawValue)Value" } ?? "values[\(index)]"
            return .rejected(ValueRejection(property: name, value: value))
        }
        let move = values.move(index, to: value, policy: thumbRelations.policy)
        followRelabelledThumb(move)
        return move.changed ? .changed(range: false, selection: true) : .unchanged
    }

    /// Under the swap policy, keyboard focus and the drag highlight follow a relabelled thumb
    /// to its new node.
    func followRelabelledThumb(_ move: ThumbMove) {
        guard move.relabelled else { return }
        if highlightedThumbIndex == move.previousIndex { setHighlightedThumb(index: move.thumb) }
        if focusedThumbIndex == move.previousIndex { focus(index: move.thumb) }
    }

    /// The target of Home and End for thumb `index`: the end of its allowed interval under the
    /// block policy, the end of the track under push and swap.
    func keyEnd(_ action: SliderKeyAction, at index: Int, target: Double) -> Double {
        guard thumbRelations.policy != .block else { return target }
        switch action {
        case .start: return values.userBounds.lowerBound
        case .end: return values.userBounds.upperBound
        default: return target
        }
    }
}

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
        get { thumbRelations.highlightPattern }
        set { setProperty(\.thumbRelations.highlightPattern, newValue, changed: setNeedsLayout) }
    }
}
