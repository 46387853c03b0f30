// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One tick of a slider's track, placed: its value, its position in pixels, its kind, and its
/// label when it has one that fits.
public struct Tick: Equatable, Sendable {
    /// The value it marks.
    public var value: Double
    /// Where it is along the track, pixels (within `trackStart … trackStart + trackLength`).
    public var position: Double
    /// Major or minor.
    public var kind: TickKind
    /// Its label text: nil when it has none, or when the label was dropped because it would
    /// overlap a more important one or not fit the bounds.
    public var label: String?
    /// The pixels the label occupies along the track once placed (centred on ``position``,
    /// shifted inwards when it would cross the bounds); nil exactly when ``label`` is nil.
    public var labelExtent: ClosedRange<Double>?

    /// A tick; see the properties.
    public init(
        value: Double, position: Double, kind: TickKind, label: String? = nil,
        labelExtent: ClosedRange<Double>? = nil
    ) {
        self.value = value
        self.position = position
        self.kind = kind
        self.label = label
        self.labelExtent = labelExtent
    }
}
