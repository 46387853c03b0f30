// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A value marked beside the track with a tick and an optional label, like GtkScale's marks.
/// A dragged thumb snaps to a mark within a few pixels.
public struct SliderMark: Equatable, Sendable {
    /// Which side of the track a mark is drawn on, as GtkScale's `GtkPositionType`.
    public enum Position: String, Equatable, Sendable, CaseIterable {
        /// After the track across it: below a horizontal slider, right of a vertical one (the
        /// default; GtkScale's `GTK_POS_BOTTOM` / `GTK_POS_RIGHT`).
        case after
        /// Before the track across it: above a horizontal slider (beyond a histogram, if any),
        /// left of a vertical one (`GTK_POS_TOP` / `GTK_POS_LEFT`).
        case before
    }

    /// The marked value.
    public var value: Double
    /// Text drawn beside the tick, if any.
    public var label: String?
    /// The side of the track the mark is drawn on.
    public var position: Position

    /// A mark at `value`, optionally labelled, after the track unless `position` says otherwise.
    public init(value: Double, label: String? = nil, position: Position = .after) {
        self.value = value
        self.label = label
        self.position = position
    }
}
