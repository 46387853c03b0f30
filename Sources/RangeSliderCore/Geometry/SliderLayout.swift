// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The frames a range slider draws, computed once per change of values, size or mode: the
/// tutorial's `updateLayerFrames`.
public struct SliderLayout: Equatable, Sendable {
    /// The size the frames were computed for.
    public let geometry: SliderGeometry
    /// The values the frames were computed for.
    public let values: RangeValues
    /// The mode the frames were computed for.
    public let mode: SliderMode
    /// The lower thumb's square.
    public let lowerThumbFrame: SliderRect
    /// The upper thumb's square.
    public let upperThumbFrame: SliderRect
    /// The highlighted span of the track (the "minimum track"): from the first highlighted
    /// stretch's start to the last one's end.
    public let highlightFrame: SliderRect
    /// Which stretches between the thumbs are highlighted (range mode only).
    public let highlightPattern: HighlightPattern
    /// The highlighted stretches of the track, in track order: ``highlightFrame`` alone with
    /// the default pattern or one value; what ``highlightPattern`` picks in range mode.
    public let highlightFrames: [SliderRect]
    /// The track cut at the thumbs into minimum- and maximum-track parts.
    public let trackSegments: [TrackSegment]

    /// Computes the frames for `values` at `geometry` in `mode` (default: a range slider),
    /// highlighting the stretches `highlightPattern` picks (default: between the first and the
    /// last thumb).
    public init(
        geometry: SliderGeometry, values: RangeValues, mode: SliderMode = .range,
        highlightPattern: HighlightPattern = .betweenEachPair
    ) {
        self.geometry = geometry
        self.values = values
        self.mode = mode
        self.highlightPattern = highlightPattern
        lowerThumbFrame = geometry.thumbFrame(.lower, values: values)
        upperThumbFrame = geometry.thumbFrame(.upper, values: values)
        let hull = geometry.highlightFrame(values: values, mode: mode)
        if mode == .range, highlightPattern != .betweenEachPair {
            let track = geometry.trackFrame
            let positions = values.values.map {
                geometry.positionForValue($0, minimum: values.minimumValue, maximum: values.maximumValue)
            }
            let frames = highlightPattern.alongRanges(positions: positions, trackStart: track.x, trackEnd: track.maxX)
                .map { SliderRect(x: $0.from, y: track.y, width: $0.to - $0.from, height: track.height) }
            highlightFrames = frames
            highlightFrame =
                frames.isEmpty
                ? SliderRect(x: hull.x, y: hull.y, width: 0, height: hull.height)
                : SliderRect(
                    x: frames[0].x, y: track.y, width: frames[frames.count - 1].maxX - frames[0].x,
                    height: track.height)
        } else {
            highlightFrame = hull
            highlightFrames = [hull]
        }
        trackSegments = geometry.trackSegments(values: values, mode: mode)
    }

    /// The frame of `thumb`.
    public func frame(of thumb: Thumb) -> SliderRect {
        thumb == .lower ? lowerThumbFrame : upperThumbFrame
    }

    /// The frame of the thumb at `index` of ``values`` (`lowerThumbFrame` for the first,
    /// `upperThumbFrame` for the last).
    public func frame(at index: Int) -> SliderRect {
        if index == 0 { return lowerThumbFrame }
        if index == values.count - 1 { return upperThumbFrame }
        return geometry.thumbFrame(
            centredAt: geometry.positionForValue(
                values[index], minimum: values.minimumValue,
                maximum: values.maximumValue))
    }

    /// The indices of the thumbs that exist in the layout's mode: all of them for a range
    /// slider, the last alone with one value (as ``visibleThumbs``).
    public var visibleThumbIndices: Range<Int> {
        mode.hasLowerThumb ? 0..<values.count : (values.count - 1)..<values.count
    }

    /// The thumbs that exist in the layout's mode: both for a range slider, the upper one alone
    /// with one value (a progress bar draws it only as an end-cap image).
    public var visibleThumbs: [Thumb] { mode.hasLowerThumb ? [.lower, .upper] : [.upper] }
}
