/// A value marked beside the track with a tick and an optional label, like GtkScale's marks.
/// A dragged thumb snaps to a mark within a few pixels.
public struct SliderMark: Equatable, Sendable {
    /// The marked value.
    public var value: Double
    /// Text drawn beside the tick, if any.
    public var label: String?

    /// A mark at `value`, optionally labelled.
    public init(value: Double, label: String? = nil) {
        self.value = value
        self.label = label
    }
}
