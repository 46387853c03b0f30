// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Which of UISlider's two track images a part of the track shows.
public enum TrackPart: String, Sendable, CaseIterable {
    /// The "minimum track": before the thumb of a single-value slider or progress bar, the
    /// selected span of a range slider (the highlight).
    case minimumTrack
    /// The "maximum track": after the thumb, or outside the selected span.
    case maximumTrack
}

/// A part of the track and where it lies (axis space).
public struct TrackSegment: Equatable, Sendable {
    /// Which image (or colour) it shows.
    public var part: TrackPart
    /// Its rectangle: from one end (or thumb centre) to the next, the track's thickness.
    public var frame: SliderRect

    /// A segment.
    public init(part: TrackPart, frame: SliderRect) {
        self.part = part
        self.frame = frame
    }
}

extension SliderGeometry {
    /// The highlighted ("minimum track") part of the track for `mode`: between the thumb
    /// centres of a range slider; from the start of the track to the thumb's centre with one
    /// value.
    public func highlightFrame(values: RangeValues, mode: SliderMode) -> SliderRect {
        guard mode != .range else { return highlightFrame(values: values) }
        let track = trackFrame
        let upper = positionForValue(values.upperValue, minimum: values.minimumValue, maximum: values.maximumValue)
        return SliderRect(x: track.x, y: track.y, width: upper - track.x, height: track.height)
    }

    /// The track cut at the thumb centres, each part with the image it shows (UISlider's
    /// minimum and maximum track images, "stretched to fill their part of the track"):
    ///
    /// - range: maximum track | minimum track (the span) | maximum track
    /// - single, progress: minimum track | maximum track
    ///
    /// Each image's ends lie under a thumb (or at an end of the track). Empty parts are kept
    /// (with zero width), so the list always has the same shape for a mode.
    public func trackSegments(values: RangeValues, mode: SliderMode) -> [TrackSegment] {
        let track = trackFrame
        let min = values.minimumValue, max = values.maximumValue
        let upper = positionForValue(values.upperValue, minimum: min, maximum: max)
        func part(_ p: TrackPart, _ from: Double, _ to: Double) -> TrackSegment {
            TrackSegment(part: p, frame: SliderRect(x: from, y: track.y, width: to - from, height: track.height))
        }
        switch mode {
        case .range:
            let lower = positionForValue(values.lowerValue, minimum: min, maximum: max)
            return [
                part(.maximumTrack, track.x, lower), part(.minimumTrack, lower, upper),
                part(.maximumTrack, upper, track.maxX),
            ]
        case .single, .progress:
            return [part(.minimumTrack, track.x, upper), part(.maximumTrack, upper, track.maxX)]
        }
    }
}
