// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What a user's move of one thumb of a ``RangeValues`` did.
public struct ThumbMove: Equatable, Sendable {
    /// The moved thumb's index *after* the move. Under ``CrossingPolicy/swap`` a thumb that
    /// passed its neighbours is relabelled: this is its new index (the others shift by one).
    public var thumb: Int
    /// The moved thumb's index before the move.
    public var previousIndex: Int
    /// True when any value changed (the moved thumb's, or pushed neighbours').
    public var changed: Bool

    /// A move of the thumb at `previousIndex`, now at `thumb`.
    public init(thumb: Int, previousIndex: Int, changed: Bool) {
        self.thumb = thumb
        self.previousIndex = previousIndex
        self.changed = changed
    }

    /// Nothing moved.
    public static func unchanged(_ index: Int) -> ThumbMove {
        ThumbMove(thumb: index, previousIndex: index, changed: false)
    }

    /// True when the thumb passed others and was relabelled.
    public var relabelled: Bool { thumb != previousIndex }
}
