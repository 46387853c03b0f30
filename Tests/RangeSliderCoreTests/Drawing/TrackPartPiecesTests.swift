// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import RangeSliderCore
import Testing

/// ``TrackPartPieces``: a part of a three-sliced track layer drawn without touching a pixel
/// outside it, and with the pixels the whole layer has there. Checked against a naive oracle
/// (every device pixel of the track: inside the part exactly one piece covers it, outside
/// none), and on hand-worked examples and bad input.
@Suite struct TrackPartPiecesTests {
    struct Case: CustomStringConvertible {
        var grid: DevicePixelGrid
        var horizontal: Bool
        var area: SliderRect
        var pieces: [TexturePiece]
        var from: Double
        var to: Double
        var description: String {
            """
            scale \(grid.scale) \(horizontal ? "h" : "v") area \(area) part \(from)…\(to) pieces \
            \(pieces.map(\.source))
            """
        }
    }

    /// Random aligned areas at scale 1–3, random uniform parts (sometimes none), and a part
    /// between two device-pixel boundaries inside the area, as the snapshot makes them.
    static let cases = zip(
        Gen.int(in: 1...3), Gen.bool, Gen.int(in: -40...40), Gen.int(in: 1...600),
        Gen.double(in: -0.2...1.2), Gen.double(in: -0.2...1.2), Gen.double(in: 0...1), Gen.double(in: 0...1)
    )
    .map { scale, horizontal, offset, length, u0, u1, p0, p1 -> Case in
        let grid = DevicePixelGrid(scale: scale)
        let s = Double(scale)
        let start = Double(offset) / s, extent = Double(length) / s
        let area =
            horizontal
            ? SliderRect(x: start, y: 3, width: extent, height: 14)
            : SliderRect(x: 3, y: start, width: 14, height: extent)
        let pieces = grid.threeSlice(
            area, uniformStart: start + extent * u0, uniformEnd: start + extent * u1, horizontal: horizontal)
        let a = (Double(length) * Swift.min(p0, p1)).rounded() / s,
            b = (Double(length) * Swift.max(p0, p1)).rounded() / s
        return Case(grid: grid, horizontal: horizontal, area: area, pieces: pieces, from: start + a, to: start + b)
    }

    @Test func eachPixelOfThePartIsDrawnOnceWithTheLayersPixels() async {
        await propertyCheck(count: 500, input: Self.cases) { c in
            let shown = TrackPartPieces.pieces(
                c.pieces, from: c.from, to: c.to, scale: c.grid.scale, horizontal: c.horizontal)
            let s = Double(c.grid.scale)
            let origin = c.horizontal ? c.area.x : c.area.y
            let length = Int(((c.horizontal ? c.area.width : c.area.height) * s).rounded())
            func span(_ r: SliderRect) -> (Double, Double) { c.horizontal ? (r.x, r.maxX) : (r.y, r.maxY) }
            for pixel in 0..<length {
                let centre = origin + (Double(pixel) + 0.5) / s
                let covering = shown.filter { piece in
                    let t = span(piece.target)
                    let visible = piece.clip.map { span($0) } ?? t
                    return t.0 <= centre && centre < t.1 && visible.0 <= centre && centre < visible.1
                }
                let inside = c.from <= centre && centre < c.to
                #expect(covering.count == (inside ? 1 : 0), "pixel \(pixel): \(covering.count) pieces, \(c)")
                for piece in covering {
                    let original = c.pieces[piece.index]
                    let sourceLength = c.horizontal ? original.source.width : original.source.height
                    if piece.target != original.target {
                        // Only the stretched column is moved: one pixel wide, drawn inside its own place.
                        let o = span(original.target), t = span(piece.target)
                        #expect(sourceLength == 1 && piece.clip == nil && o.0 <= t.0 && t.1 <= o.1, "\(piece), \(c)")
                    }
                }
            }
        }
    }

    @Test func capsAreClippedOnlyWhereThePartCutsThem() {
        let grid = DevicePixelGrid(scale: 2)
        let area = SliderRect(x: 10, y: 13, width: 100, height: 14)
        let pieces = grid.threeSlice(area, uniformStart: 18.3, uniformEnd: 101.7, horizontal: true)
        // Caps 10…18.5 and 101.5…110; the column 18.5…101.5.
        let before = TrackPartPieces.pieces(pieces, from: 10, to: 40, scale: 2, horizontal: true)
        #expect(
            before == [
                TrackPartPiece(index: 0, target: pieces[0].target, clip: nil),
                TrackPartPiece(index: 1, target: SliderRect(x: 18.5, y: 13, width: 21.5, height: 14), clip: nil),
            ])
        let cut = TrackPartPieces.pieces(pieces, from: 15, to: 105, scale: 2, horizontal: true)
        #expect(
            cut == [
                TrackPartPiece(
                    index: 0, target: pieces[0].target, clip: SliderRect(x: 15, y: 13, width: 3.5, height: 14)),
                TrackPartPiece(index: 1, target: pieces[1].target, clip: nil),
                TrackPartPiece(
                    index: 2, target: pieces[2].target, clip: SliderRect(x: 101.5, y: 13, width: 3.5, height: 14)),
            ])
    }

    /// The case CI's random run found: at scale 3 the trimmed column's `y + height` rounded one
    /// ulp past the end of its own place (2.333… + 4.333… > 6.666…).
    @Test func aTrimmedColumnNeverEndsPastItsPlaceByRounding() {
        let column = TexturePiece(
            source: PixelRect(x: 0, y: 0, width: 42, height: 1),
            target: SliderRect(x: 3, y: 0, width: 14, height: 20.0 / 3))
        let cap = TexturePiece(
            source: PixelRect(x: 0, y: 20, width: 42, height: 179),
            target: SliderRect(x: 3, y: 20.0 / 3, width: 14, height: 179.0 / 3))
        let shown = TrackPartPieces.pieces([column, cap], from: 7.0 / 3, to: 20.0 / 3, scale: 3, horizontal: false)
        #expect(shown.count == 1)
        if let piece = shown.first {
            #expect(piece.index == 0 && piece.clip == nil)
            #expect(piece.target.y == 7.0 / 3)
            #expect(piece.target.maxY <= column.target.maxY)
            #expect(abs(piece.target.maxY - column.target.maxY) < 1e-12)
        }
    }

    @Test func emptyInvertedAndNonFinitePartsShowNothing() {
        let grid = DevicePixelGrid(scale: 1)
        let area = SliderRect(x: 0, y: 0, width: 14, height: 300)
        let pieces = grid.threeSlice(area, uniformStart: 10, uniformEnd: 290, horizontal: false)
        #expect(TrackPartPieces.pieces(pieces, from: 50, to: 50, scale: 1, horizontal: false).isEmpty)
        #expect(TrackPartPieces.pieces(pieces, from: 60, to: 50, scale: 1, horizontal: false).isEmpty)
        #expect(TrackPartPieces.pieces(pieces, from: .nan, to: 50, scale: 1, horizontal: false).isEmpty)
        #expect(TrackPartPieces.pieces(pieces, from: 0, to: .infinity, scale: 1, horizontal: false).isEmpty)
        #expect(TrackPartPieces.pieces([], from: 0, to: 10, scale: 1, horizontal: false).isEmpty)
        // A whole (uncut) layer under a part: drawn as it is, under the part's clip.
        let whole = [TexturePiece(source: PixelRect(x: 0, y: 0, width: 14, height: 300), target: area)]
        #expect(
            TrackPartPieces.pieces(whole, from: 0, to: 100, scale: 1, horizontal: false)
                == [TrackPartPiece(index: 0, target: area, clip: SliderRect(x: 0, y: 0, width: 14, height: 100))])
    }
}
