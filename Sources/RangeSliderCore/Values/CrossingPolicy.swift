// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What happens when a dragged (or key-moved) thumb of a multi-thumb slider meets its
/// neighbour: one policy for every thumb, instead of scattered flags (rc-slider `pushable` and
/// `allowCross`, MUI `disableSwap`, QxtSpanSlider's `NoCrossing`).
///
/// Programmatic assignments (``RangeValues/setValue(_:at:)``) always keep the thumb they name
/// and push its neighbours, as ``RangeValues`` does; the policy governs the user's moves
/// (``RangeValues/move(_:to:policy:)``).
public enum CrossingPolicy: String, Sendable, CaseIterable {
    /// The default, and the two-thumb slider's behaviour: a thumb stops at its neighbour (less
    /// the minimum separation).
    case block
    /// The neighbours move along while they can, keeping the minimum separation (and, with a
    /// maximum span, a thumb moving away pulls its neighbour after it); the moved thumb stops
    /// when the pushed ones reach the end of the track.
    case push
    /// Thumbs pass each other and exchange roles: the moved value takes its place in the order
    /// and the thumb indices are relabelled, so values stay ordered. The move reports the moved
    /// thumb's new index (``ThumbMove/thumb``).
    case swap
}
