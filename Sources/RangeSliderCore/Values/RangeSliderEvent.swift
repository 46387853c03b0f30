// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Who made a change: the person using the slider, or the app's code.
public enum ChangeSource: String, Sendable {
    /// The person: a drag, a key press, a scroll step, a value typed or asked for by an
    /// assistive technology.
    case user
    /// An assignment from code.
    case program
}

/// What observers of a range slider are told: the target-action analogue of the tutorial's
/// `UIControlEventValueChanged`, plus the start and end of drags.
///
/// During a drag, every motion that moves a thumb sends ``valueChanging(lowerValue:upperValue:)``;
/// the release then sends one ``valueChanged(lowerValue:upperValue:source:)`` (if the drag
/// changed anything) before ``thumbDragEnded(index:)`` (and ``dragEnded(_:)`` for the first
/// or last thumb). Each thumb's drag is bracketed by ``thumbDragBegan(index:)`` and
/// ``thumbDragEnded(index:)``; the first and the last thumb's also by ``dragBegan(_:)`` and
/// ``dragEnded(_:)`` outside them, the two-thumb slider's events. A key press, a scroll step
/// and a programmatic assignment each send ``valueChanged(lowerValue:upperValue:source:)``. So
/// an app can update a label on every change and run an expensive query only on committed ones.
public enum RangeSliderEvent: Equatable, Sendable {
    /// `lowerValue` or `upperValue` changed and the change is committed (possibly both).
    case valueChanged(lowerValue: Double, upperValue: Double, source: ChangeSource)
    /// A drag is moving a thumb (or the span): the values now, not yet committed.
    case valueChanging(lowerValue: Double, upperValue: Double)
    /// `minimumValue` or `maximumValue` changed.
    case rangeChanged(minimumValue: Double, maximumValue: Double)
    /// A drag of `thumb` began: the first thumb's (`.lower`) or the last one's (`.upper`).
    /// ``thumbDragBegan(index:)`` follows it, and reports every thumb's drag.
    case dragBegan(Thumb)
    /// The drag of `thumb`, the first or the last, ended (released or cancelled), after
    /// ``thumbDragEnded(index:)``.
    case dragEnded(Thumb)
    /// A drag of the thumb at `index` began, for any thumb of any number (0 the first). A
    /// span drag begins the first and the last thumb, one event each.
    case thumbDragBegan(index: Int)
    /// The drag of the thumb at `index` ended (released or cancelled).
    case thumbDragEnded(index: Int)
}
