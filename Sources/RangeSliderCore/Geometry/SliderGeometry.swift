// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
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
/// position to `minimumValue`. A range wider than the largest double (`-1e308…1e308`) maps
/// without overflowing (``FiniteArithmetic``).
///
/// **Skins and end images.** Two optional refinements, both off by default (the tutorial's
/// layout): the band may start at ``origin`` instead of 0 (room for an image at the minimum
/// end, as UISlider's `minimumValueImage`), and a thumb may have its own size (a thumb image)
/// instead of the band's thickness. Positions and frames are then measured in the same space
/// as `origin`: a thumb at the minimum is centred at `origin + thumbWidth / 2`.
public struct SliderGeometry: Equatable, Sendable {
    /// The band's length along the track in logical pixels (non-negative and finite): the
    /// widget's width, less any end images.
    public let width: Double
    /// The band's thickness in logical pixels (non-negative and finite).
    public let height: Double
    /// Where the band starts along the track (0 unless there is an image at the minimum end).
    public let origin: Double
    /// The thumb's length along the track when it is not the band's thickness (a thumb image).
    public let thumbLength: Double?
    /// The thumb's extent across the track when it is not its length.
    public let thumbThickness: Double?
    /// How values spread along the track (``SliderScale/linear`` unless set): every position
    /// below goes through it.
    public var scale: SliderScale = .linear

    /// The layout of a widget `width` × `height`. Negative or non-finite sizes count as 0.
    public init(width: Double, height: Double) {
        self.init(width: width, height: height, origin: 0, thumbLength: nil, thumbThickness: nil)
    }

    /// The layout of a band `width` long and `height` thick starting at `origin`, with thumbs
    /// `thumbLength` × `thumbThickness` (nil: the tutorial's square of the band's thickness).
    /// Negative or non-finite sizes count as 0; a non-finite origin as 0. A thumb longer than
    /// the band is shortened to it.
    public init(
        width: Double, height: Double, origin: Double, thumbLength: Double?, thumbThickness: Double?,
        scale: SliderScale = .linear
    ) {
        func clean(_ v: Double) -> Double { v.isFinite ? Swift.max(0, v) : 0 }
        self.width = clean(width)
        self.height = clean(height)
        self.origin = origin.isFinite ? origin : 0
        self.thumbLength = thumbLength.map(clean)
        self.thumbThickness = thumbThickness.map(clean)
        self.scale = scale
    }

    /// The length of a thumb along the track: the band's thickness, as in the tutorial (or the
    /// thumb image's length), but never longer than the band itself.
    public var thumbWidth: Double { Swift.min(thumbLength ?? height, width) }

    /// The distance a thumb's centre can travel: `width − thumbWidth`, never negative.
    public var usableTrackLength: Double { Swift.max(0, width - thumbWidth) }

    /// The x coordinate of the centre of a thumb showing `value`, for a range
    /// `minimum…maximum`, through ``scale``. Values outside the range are clamped to its ends.
    public func positionForValue(_ value: Double, minimum: Double, maximum: Double) -> Double {
        position(forFraction: scale.fraction(of: value, minimum: minimum, maximum: maximum))
    }

    /// The value under x coordinate `position`, the inverse of
    /// ``positionForValue(_:minimum:maximum:)`` through ``scale``, clamped to `minimum…maximum`.
    public func valueForPosition(_ position: Double, minimum: Double, maximum: Double) -> Double {
        guard usableTrackLength > 0, position.isFinite, maximum > minimum else { return minimum }
        return scale.value(atFraction: fraction(forPosition: position), minimum: minimum, maximum: maximum)
    }

    /// The x coordinate of a thumb's centre at `fraction` of its travel (0: the minimum end).
    public func position(forFraction fraction: Double) -> Double {
        origin + thumbWidth / 2 + usableTrackLength * fraction
    }

    /// The fraction of a thumb's travel at x coordinate `position`, not clamped (a pointer may
    /// be beyond the track's ends); 0 when the track has no usable length.
    public func fraction(forPosition position: Double) -> Double {
        let usable = usableTrackLength
        guard usable > 0, position.isFinite else { return 0 }
        return (position - origin - thumbWidth / 2) / usable
    }

    /// The value change that a pointer movement of `offset` pixels makes: the tutorial's
    /// `deltaValue = (maximum − minimum) × deltaLocation / usableTrackLength`. 0 when the
    /// track has no usable length.
    public func valueDelta(forOffset offset: Double, minimum: Double, maximum: Double) -> Double {
        FiniteArithmetic.scaledWidth(from: minimum, to: maximum, times: offset, over: usableTrackLength)
    }

    /// The rectangle a thumb is drawn in, centred on `position` (and across the band): the
    /// tutorial's square, or the thumb image's size.
    public func thumbFrame(centredAt position: Double) -> SliderRect {
        let side = thumbWidth
        let thickness = thumbThickness ?? side
        return SliderRect(x: position - side / 2, y: (height - thickness) / 2, width: side, height: thickness)
    }

    /// The frame of `thumb` for `values`.
    public func thumbFrame(_ thumb: Thumb, values: RangeValues) -> SliderRect {
        thumbFrame(
            centredAt: positionForValue(
                values.value(of: thumb),
                minimum: values.minimumValue,
                maximum: values.maximumValue))
    }

    /// The track: the band's full length, inset across by `height / 3.5` as in CERangeSlider.
    public var trackFrame: SliderRect {
        SliderRect(x: origin, y: 0, width: width, height: height).insetBy(dx: 0, dy: height / 3.5)
    }

    /// True when the axis point (`along`, `across`) lies on the band (edges included).
    public func bandContains(along: Double, across: Double) -> Bool {
        across >= 0 && across <= height && along >= origin && along <= origin + width
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
