// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// How a slider's thumbs move together: the crossing policy and fixed spans. Changed only in
/// RangeSliderCrossingPolicy.swift.
struct ThumbCrossing {
    /// What a moved thumb does at its neighbour.
    var policy = CrossingPolicy.block
    /// Whether dragging a thumb of a highlighted pair moves the pair.
    var fixedSpan = false
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
        get { crossing.policy }
        set {
            guard newValue != crossing.policy else { return }
            crossing.policy = newValue
            publishPropertyChanges()
        }
    }

    /// Whether dragging a thumb of a highlighted pair (see ``highlightPattern``) moves the
    /// pair, its width fixed (noUiSlider's `fixed`). Default false.
    public var fixedSpan: Bool {
        get { crossing.fixedSpan }
        set {
            guard newValue != crossing.fixedSpan else { return }
            crossing.fixedSpan = newValue
            publishPropertyChanges()
        }
    }

    /// Moves thumb `index` towards `value` as the user does, under the crossing policy; a
    /// relabelled thumb takes keyboard focus and the drag highlight along.
    func userMove(_ index: Int, to value: Double) -> ValueUpdate {
        guard value.isFinite else {
            let name = thumb(atIndex: index).map { "\($0.rawValue)Value" } ?? "values[\(index)]"
            return .rejected(ValueRejection(property: name, value: value))
        }
        let move = values.move(index, to: value, policy: crossing.policy)
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
        guard crossing.policy != .block else { return target }
        switch action {
        case .start: return values.userBounds.lowerBound
        case .end: return values.userBounds.upperBound
        default: return target
        }
    }
}
