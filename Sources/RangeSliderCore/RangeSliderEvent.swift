// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Who made a change: the person dragging, or the app's code.
public enum ChangeSource: String, Sendable {
    /// A pointer drag (or, later, the keyboard).
    case user
    /// An assignment from code.
    case program
}

/// What observers of a range slider are told: the target-action analogue of the tutorial's
/// `UIControlEventValueChanged`, plus the start and end of drags.
///
/// During a drag, every motion that moves a thumb sends ``valueChanging(lowerValue:upperValue:)``;
/// the release then sends one ``valueChanged(lowerValue:upperValue:source:)`` (if the drag
/// changed anything) before ``dragEnded(_:)``. A key press, a scroll step and a programmatic
/// assignment each send ``valueChanged(lowerValue:upperValue:source:)``. So an app can update a
/// label on every change and run an expensive query only on committed ones.
public enum RangeSliderEvent: Equatable, Sendable {
    /// `lowerValue` or `upperValue` changed and the change is committed (possibly both).
    case valueChanged(lowerValue: Double, upperValue: Double, source: ChangeSource)
    /// A drag is moving a thumb (or the span): the values now, not yet committed.
    case valueChanging(lowerValue: Double, upperValue: Double)
    /// `minimumValue` or `maximumValue` changed.
    case rangeChanged(minimumValue: Double, maximumValue: Double)
    /// A drag of `thumb` began.
    case dragBegan(Thumb)
    /// The drag of `thumb` ended (released or cancelled).
    case dragEnded(Thumb)
}
