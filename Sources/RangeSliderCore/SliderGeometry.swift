/// Where things are in a horizontal range slider of a given size: the tutorial's layout
/// maths, free of any drawing toolkit.
///
/// As in the tutorial, a thumb is a square whose side is the widget's height, and a thumb's
/// centre travels along the *usable track length*, `width − thumbWidth`, from `thumbWidth / 2`
/// (at `minimumValue`) to `width − thumbWidth / 2` (at `maximumValue`).
///
/// Degenerate sizes are safe: a widget 0 or 1 px wide (or narrower than it is tall) has a
/// usable length of 0, and a range with `maximumValue == minimumValue` has a span of 0; neither
/// divides by zero or produces a NaN. Every value maps to the start of the track, and every
/// position to `minimumValue`.
public struct SliderGeometry: Equatable, Sendable {
    /// Widget width in logical pixels (non-negative and finite).
    public let width: Double
    /// Widget height in logical pixels (non-negative and finite).
    public let height: Double

    /// The layout of a widget `width` × `height`. Negative or non-finite sizes count as 0.
    public init(width: Double, height: Double) {
        self.width = width.isFinite ? Swift.max(0, width) : 0
        self.height = height.isFinite ? Swift.max(0, height) : 0
    }

    /// The side of a thumb: the widget's height, as in the tutorial, but never wider than the
    /// widget itself.
    public var thumbWidth: Double { Swift.min(height, width) }

    /// The distance a thumb's centre can travel: `width − thumbWidth`, never negative.
    public var usableTrackLength: Double { Swift.max(0, width - thumbWidth) }

    /// The x coordinate of the centre of a thumb showing `value`, for a range
    /// `minimum…maximum`. Values outside the range are clamped to its ends.
    public func positionForValue(_ value: Double, minimum: Double, maximum: Double) -> Double {
        let span = maximum - minimum
        let start = thumbWidth / 2
        guard span > 0, span.isFinite, value.isFinite else { return start }
        let fraction = Swift.min(Swift.max((value - minimum) / span, 0), 1)
        return start + usableTrackLength * fraction
    }

    /// The value under x coordinate `position`, the inverse of
    /// ``positionForValue(_:minimum:maximum:)``, clamped to `minimum…maximum`.
    public func valueForPosition(_ position: Double, minimum: Double, maximum: Double) -> Double {
        let usable = usableTrackLength
        guard usable > 0, position.isFinite, maximum > minimum else { return minimum }
        let fraction = Swift.min(Swift.max((position - thumbWidth / 2) / usable, 0), 1)
        return minimum + (maximum - minimum) * fraction
    }

    /// The value change that a pointer movement of `offset` pixels makes: the tutorial's
    /// `deltaValue = (maximum − minimum) × deltaLocation / usableTrackLength`. 0 when the
    /// track has no usable length.
    public func valueDelta(forOffset offset: Double, minimum: Double, maximum: Double) -> Double {
        let usable = usableTrackLength
        guard usable > 0, offset.isFinite else { return 0 }
        return (maximum - minimum) * offset / usable
    }

    /// The square a thumb is drawn in, centred on `position`.
    public func thumbFrame(centredAt position: Double) -> SliderRect {
        let side = thumbWidth
        return SliderRect(x: position - side / 2, y: (height - side) / 2, width: side, height: side)
    }

    /// The frame of `thumb` for `values`.
    public func thumbFrame(_ thumb: Thumb, values: RangeValues) -> SliderRect {
        thumbFrame(centredAt: positionForValue(values.value(of: thumb),
                                               minimum: values.minimumValue,
                                               maximum: values.maximumValue))
    }

    /// The track: the full width, inset vertically by `height / 3.5` as in CERangeSlider.
    public var trackFrame: SliderRect {
        SliderRect(x: 0, y: 0, width: width, height: height).insetBy(dx: 0, dy: height / 3.5)
    }

    /// The highlighted part of the track, from the lower thumb's centre to the upper one's.
    public func highlightFrame(values: RangeValues) -> SliderRect {
        let track = trackFrame
        let lower = positionForValue(values.lowerValue, minimum: values.minimumValue, maximum: values.maximumValue)
        let upper = positionForValue(values.upperValue, minimum: values.minimumValue, maximum: values.maximumValue)
        return SliderRect(x: lower, y: track.y, width: upper - lower, height: track.height)
    }

    /// Which thumb a press at (`x`, `y`) lands on.
    ///
    /// When the press lies on both thumbs (they overlap), the thumb whose centre is nearer
    /// wins; when both are equally near (for instance `lowerValue == upperValue`) the answer
    /// is ``ThumbHit/both`` and the first movement of a drag decides.
    public func hitTest(x: Double, y: Double, values: RangeValues) -> ThumbHit {
        let lowerFrame = thumbFrame(.lower, values: values)
        let upperFrame = thumbFrame(.upper, values: values)
        let onLower = lowerFrame.contains(x: x, y: y)
        let onUpper = upperFrame.contains(x: x, y: y)
        switch (onLower, onUpper) {
        case (false, false): return .none
        case (true, false): return .thumb(.lower)
        case (false, true): return .thumb(.upper)
        case (true, true):
            let toLower = abs(x - lowerFrame.midX)
            let toUpper = abs(x - upperFrame.midX)
            if toLower < toUpper { return .thumb(.lower) }
            if toUpper < toLower { return .thumb(.upper) }
            return .both
        }
    }
}

/// The result of ``SliderGeometry/hitTest(x:y:values:)``.
public enum ThumbHit: Equatable, Sendable {
    /// The press missed both thumbs.
    case none
    /// The press landed on this thumb.
    case thumb(Thumb)
    /// The press landed on both thumbs, equally near their centres.
    case both
}
