// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A thumb whose value lies beyond the visible range (set by a program between a visible end
/// and a hard limit), drawn at the track's end with a chevron pointing out of the track.
public struct BeyondRangeMarker: Equatable, Sendable {
    /// Which end of the track the thumb is drawn at.
    public enum End: Equatable, Sendable {
        /// Below ``RangeValues/minimumValue``: the track's start.
        case minimum
        /// Above ``RangeValues/maximumValue``: the track's end.
        case maximum
    }

    /// The thumb's index.
    public let index: Int
    /// The end it lies beyond.
    public let end: End

    /// Makes a marker of thumb `index` beyond `end`.
    public init(index: Int, end: End) {
        self.index = index
        self.end = end
    }

    /// The markers of `values`, in thumb order: one per thumb below the minimum or above the
    /// maximum. Empty without hard limits (every value then lies in the range).
    public static func markers(of values: RangeValues) -> [BeyondRangeMarker] {
        var markers: [BeyondRangeMarker] = []
        for index in 0..<values.count {
            if values[index] < values.minimumValue {
                markers.append(BeyondRangeMarker(index: index, end: .minimum))
            } else if values[index] > values.maximumValue {
                markers.append(BeyondRangeMarker(index: index, end: .maximum))
            }
        }
        return markers
    }

    /// The chevron's three points in axis space (along, across) inside the thumb's `frame`:
    /// its tip towards the track's end, `size` long along the track and twice that across.
    public static func chevron(in frame: SliderRect, end: End, size: Double) -> [(along: Double, across: Double)] {
        let centre = (along: frame.x + frame.width / 2, across: frame.y + frame.height / 2)
        let half = size / 2
        let tip = end == .maximum ? centre.along + half : centre.along - half
        let back = end == .maximum ? centre.along - half : centre.along + half
        return [(back, centre.across - size), (tip, centre.across), (back, centre.across + size)]
    }
}
