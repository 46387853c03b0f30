// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The direction a slider's track runs.
public enum SliderOrientation: String, Sendable, CaseIterable {
    /// Left to right (the default); right to left in a right-to-left locale.
    case horizontal
    /// Top to bottom, as GtkScale: the minimum is at the top unless the slider is inverted.
    case vertical
}

/// How the value axis maps onto the widget: orientation, inversion and text direction
/// together, with GtkRange's rules.
public struct SliderAxis: Equatable, Sendable {
    /// The track's direction.
    public var orientation: SliderOrientation
    /// Whether the slider is inverted (maximum at the start).
    public var inverted: Bool
    /// Whether the widget's text direction is right to left.
    public var rightToLeft: Bool

    /// An axis; defaults are horizontal, not inverted, left to right.
    public init(orientation: SliderOrientation = .horizontal, inverted: Bool = false, rightToLeft: Bool = false) {
        self.orientation = orientation
        self.inverted = inverted
        self.rightToLeft = rightToLeft
    }

    /// Whether values grow against the axis's natural direction (GtkRange's `should_invert`):
    /// a horizontal slider is flipped by `inverted` or by right-to-left text (not both); a
    /// vertical one only by `inverted`.
    public var isFlipped: Bool {
        orientation == .horizontal ? inverted != rightToLeft : inverted
    }

    /// The length of the track along the axis in a widget `width` × `height`.
    public func length(width: Double, height: Double) -> Double {
        orientation == .horizontal ? width : height
    }

    /// The thickness across the axis in a widget `width` × `height`.
    public func thickness(width: Double, height: Double) -> Double {
        orientation == .horizontal ? height : width
    }

    /// Widget coordinates → (along, across) axis coordinates, where `along` grows with the value.
    public func axisPoint(x: Double, y: Double, width: Double, height: Double) -> (along: Double, across: Double) {
        let length = self.length(width: width, height: height)
        var along = orientation == .horizontal ? x : y
        let across = orientation == .horizontal ? y : x
        if isFlipped { along = length - along }
        return (along, across)
    }

    /// A movement in widget coordinates → a movement along the axis (towards larger values).
    public func axisOffset(dx: Double, dy: Double) -> Double {
        let along = orientation == .horizontal ? dx : dy
        return isFlipped ? -along : along
    }

    /// Whether a key or scroll movement along `moveOrientation` should be inverted: GtkRange's
    /// `should_invert_move` for a scale.
    func invertsMove(along moveOrientation: SliderOrientation) -> Bool {
        if moveOrientation == orientation { return isFlipped }
        // A horizontal scale with a vertical move: always inverted, so Up increases.
        // A vertical scale with a horizontal move: never, so Right increases.
        return orientation == .horizontal
    }
}
