// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One texture piece of a track layer as drawn for one part of the track (before, inside or
/// after the selected span): see ``TrackPartPieces``.
public struct TrackPartPiece: Equatable, Sendable {
    /// Which of the layer's pieces.
    public var index: Int
    /// Where its texture is drawn, logical pixels.
    public var target: SliderRect
    /// The clip it is drawn under, or nil when `target` lies within the part.
    public var clip: SliderRect?

    /// A piece drawn over `target`, under `clip` if any.
    public init(index: Int, target: SliderRect, clip: SliderRect?) {
        (self.index, self.target, self.clip) = (index, target, clip)
    }
}

/// How a track layer cut by ``DevicePixelGrid/threeSlice(_:uniformStart:uniformEnd:horizontal:)``
/// (two caps and one stretched column between them) shows only the part of the track from
/// `from` to `to` along its axis, without drawing a pixel outside it.
///
/// The stretched column is the same at every step along the track, so it is drawn over just
/// the part's share of its target, unclipped; a cap wholly inside the part is drawn as it is;
/// only a cap that the part cuts is drawn under a clip. A renderer then fills each pixel of the
/// track once, and the pixels are those of the layer drawn under a clip on the part.
public enum TrackPartPieces {
    /// The pieces of `pieces` (targets in logical pixels, drawn at `scale` device pixels per
    /// logical pixel) that show the part `from` … `to` along the axis (x when `horizontal`,
    /// else y), in drawing order. An empty or non-finite part gives none.
    public static func pieces(
        _ pieces: [TexturePiece], from: Double, to: Double, scale: Int,
        horizontal: Bool
    ) -> [TrackPartPiece] {
        guard from.isFinite, to.isFinite, to > from else { return [] }
        let s = Double(DevicePixelGrid(scale: scale).scale)
        var shown: [TrackPartPiece] = []
        for (index, piece) in pieces.enumerated() {
            let t = piece.target
            let (start, end) = horizontal ? (t.x, t.maxX) : (t.y, t.maxY)
            let lo = Swift.max(start, from), hi = Swift.min(end, to)
            guard hi > lo else { continue }
            func along(_ a: Double, _ b: Double) -> SliderRect {
                // `a + (b - a)` can round one ulp past `b`; the rect must end at or before `b`
                // so that a piece never reaches past its own place or the part.
                var length = b - a
                while a + length > b { length = length.nextDown }
                return horizontal
                    ? SliderRect(x: a, y: t.y, width: length, height: t.height)
                    : SliderRect(x: t.x, y: a, width: t.width, height: length)
            }
            let sourceLength = horizontal ? piece.source.width : piece.source.height
            let stretched = sourceLength == 1 && (end - start) * s > 1.5
            if stretched {
                shown.append(TrackPartPiece(index: index, target: along(lo, hi), clip: nil))
            } else if lo == start && hi == end {
                shown.append(TrackPartPiece(index: index, target: t, clip: nil))
            } else {
                shown.append(TrackPartPiece(index: index, target: t, clip: along(lo, hi)))
            }
        }
        return shown
    }
}
