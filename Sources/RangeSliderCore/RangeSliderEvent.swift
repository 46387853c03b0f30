/// Who made a change: the person dragging, or the app's code.
public enum ChangeSource: String, Sendable {
    /// A pointer drag (or, later, the keyboard).
    case user
    /// An assignment from code.
    case program
}

/// What observers of a range slider are told: the target-action analogue of the tutorial's
/// `UIControlEventValueChanged`, plus the start and end of drags.
public enum RangeSliderEvent: Equatable, Sendable {
    /// `lowerValue` or `upperValue` changed (possibly both).
    case valueChanged(lowerValue: Double, upperValue: Double, source: ChangeSource)
    /// `minimumValue` or `maximumValue` changed.
    case rangeChanged(minimumValue: Double, maximumValue: Double)
    /// A drag of `thumb` began.
    case dragBegan(Thumb)
    /// The drag of `thumb` ended (released or cancelled).
    case dragEnded(Thumb)
}
