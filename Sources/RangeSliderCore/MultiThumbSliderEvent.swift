// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What observers of a multi-thumb slider are told: ``RangeSliderEvent``'s generalisation to
/// any number of thumbs.
///
/// During a drag, every motion that moves a thumb sends ``valueChanging(_:)``; the release then
/// sends one ``valueChanged(_:source:)`` (if the drag changed anything) before ``dragEnded(_:)``.
/// A key press, a scroll step, an assistive technology's request and a programmatic assignment
/// each send ``valueChanged(_:source:)``. Under ``CrossingPolicy/swap`` a thumb that passes its
/// neighbours is relabelled; ``thumbRelabelled(from:to:)`` says which index it now has.
public enum MultiThumbSliderEvent: Equatable, Sendable {
    /// The values changed and the change is committed.
    case valueChanged([Double], source: ChangeSource)
    /// A drag is moving thumbs: the values now, not yet committed.
    case valueChanging([Double])
    /// The visible range or the hard limits changed.
    case rangeChanged(minimumValue: Double, maximumValue: Double)
    /// A drag of the thumb at this index began (a span drag reports each of its thumbs).
    case dragBegan(Int)
    /// The drag of the thumb now at this index ended (released or cancelled).
    case dragEnded(Int)
    /// A swap: the thumb that was at `from` is now at `to` (the ones between shifted by one).
    case thumbRelabelled(from: Int, to: Int)
}
