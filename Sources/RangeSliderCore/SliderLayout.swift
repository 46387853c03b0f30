/// The frames a range slider draws, computed once per change of values or size: the
/// tutorial's `updateLayerFrames`.
public struct SliderLayout: Equatable, Sendable {
    /// The size the frames were computed for.
    public let geometry: SliderGeometry
    /// The values the frames were computed for.
    public let values: RangeValues
    /// The lower thumb's square.
    public let lowerThumbFrame: SliderRect
    /// The upper thumb's square.
    public let upperThumbFrame: SliderRect
    /// The highlighted span of the track.
    public let highlightFrame: SliderRect

    /// Computes the frames for `values` at `geometry`.
    public init(geometry: SliderGeometry, values: RangeValues) {
        self.geometry = geometry
        self.values = values
        lowerThumbFrame = geometry.thumbFrame(.lower, values: values)
        upperThumbFrame = geometry.thumbFrame(.upper, values: values)
        highlightFrame = geometry.highlightFrame(values: values)
    }

    /// The frame of `thumb`.
    public func frame(of thumb: Thumb) -> SliderRect {
        thumb == .lower ? lowerThumbFrame : upperThumbFrame
    }
}
