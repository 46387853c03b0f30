// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import PropertyBased
import Testing

@testable import HousingDatabase

/// Brushing by data tiles without a server: tiles counted from random tables (ties, NaN, `NULL`,
/// infinities, every kind of filter), then every drag step's count and histograms from the
/// tiles' prefix sums against ``NaiveBrush``, which counts the homes directly.
@Suite struct DataTilesTests {
    @Test func everyDragStepMatchesCountingTheHomes() async throws {
        await propertyCheck(count: 400, input: RandomBrushCase.generator(rows: 0...120)) { brush in
            let naive = brush.naive
            let tiles = try naive.tiles(active: brush.active, pixels: brush.pixels)
            for step in brush.steps + [.all, .bins(first: 0, last: brush.pixels.binCount - 1)] {
                let expected = naive.answer(active: brush.active, selection: step, pixels: brush.pixels)
                #expect(tiles.answer(step) == expected, "step \(step) of \(brush)")
            }
        }
    }

    /// The selection of a thumb range covers each value inside it and only bins that meet it.
    @Test func aThumbRangeSelectsTheBinsItCovers() async {
        let values: [Double] = [
            -3, -2, -1, -0.0, 0, 0.1, 0.5, 1, 2, 2.5, 3, 4, 5, 7, 10, 11, 1e30, .nan, .infinity, -.infinity,
        ]
        let input = zip(
            Gen.int(in: 0...(RandomBrushCase.boundPool.count - 1)),
            Gen.int(in: 0...(RandomBrushCase.boundPool.count - 1)),
            Gen.int(in: 0...(RandomBrushCase.layouts.count - 1)))
        await propertyCheck(count: 500, input: input) { a, b, l in
            let lower = RandomBrushCase.boundPool[a], upper = RandomBrushCase.boundPool[b]
            let layout = RandomBrushCase.layouts[l]
            let selection = PixelSelection(lower: lower, upper: upper, in: layout)
            let filter = DimensionFilter.range(lower: lower, upper: upper)
            let bothOpen = (lower.isNaN || lower == -.infinity) && (upper.isNaN || upper == .infinity)
            for v in values where NaiveBrush.passes(v, filter) {
                if !bothOpen && layout.bin(of: v) != nil {
                    #expect(
                        NaiveBrush.selected(v, selection, layout),
                        "\(v) in \(lower)…\(upper) but not in \(selection) of \(layout.edges)")
                }
            }
            if case .bins(let first, let last) = selection, first <= last {
                for bin in first...last {
                    let lo = layout.edges[bin], hi = layout.edges[bin + 1]
                    let meets =
                        (lower.isNaN || lower == -.infinity || lower <= hi)
                        && (upper.isNaN || upper == .infinity || upper >= lo)
                    #expect(meets, "bin \(bin) (\(lo)…\(hi)) does not meet \(lower)…\(upper)")
                }
            }
            #expect((selection == .all) == bothOpen)
        }
    }

    @Test func tilesOfTheWrongShapeAreRefused() {
        func make(
            _ active: Int = 0, pixels: Int = 2, count: [Int] = [1, 2, 3], histogram: [Int] = [1],
            tiles: [[Int]?] = [nil, [0, 1, 2, 3, 4, 5]]
        ) throws -> DataTiles {
            try DataTiles(
                activeDimension: active, pixelBinCount: pixels, countTile: count, activeHistogram: histogram,
                tiles: tiles)
        }
        #expect(throws: Never.self) { try make() }
        #expect(throws: DataTiles.ShapeError.noPixelBins) { try make(pixels: 0) }
        #expect(throws: DataTiles.ShapeError.activeDimensionOutOfRange(2, dimensionCount: 2)) { try make(2) }
        #expect(throws: DataTiles.ShapeError.countTileLength(2, expected: 3)) { try make(count: [1, 2]) }
        #expect(throws: DataTiles.ShapeError.activeTileGiven(0)) { try make(tiles: [[1, 2, 3], [1, 2, 3]]) }
        #expect(throws: DataTiles.ShapeError.missingTile(1)) { try make(tiles: [nil, nil]) }
        #expect(throws: DataTiles.ShapeError.tileLength(dimension: 1, 4, expected: 6)) {
            try make(tiles: [nil, [1, 2, 3, 4]])
        }
        #expect(throws: DataTiles.ShapeError.negativeCount) { try make(count: [1, -2, 3]) }
        #expect(throws: DataTiles.ShapeError.negativeCount) { try make(tiles: [nil, [0, 1, 2, 3, -4, 5]]) }
    }

    /// A step's answer is the sum of the selected rows: pixel rows 0 and 1 of a 2-pixel tile, the
    /// last row (homes in no pixel bin) only for `.all`.
    @Test func stepsSumTheSelectedPixelRows() throws {
        let tiles = try DataTiles(
            activeDimension: 1, pixelBinCount: 2, countTile: [3, 5, 7], activeHistogram: [4, 4],
            tiles: [[1, 2, 10, 20, 100, 200], nil])
        #expect(tiles.answer(.all) == BrushAnswer(matchingCount: 15, histograms: [[111, 222], [4, 4]]))
        #expect(
            tiles.answer(.bins(first: 0, last: 1)) == BrushAnswer(matchingCount: 8, histograms: [[11, 22], [4, 4]]))
        #expect(
            tiles.answer(.bins(first: 1, last: 9)) == BrushAnswer(matchingCount: 5, histograms: [[10, 20], [4, 4]]))
        #expect(
            tiles.answer(.bins(first: 1, last: 0)) == BrushAnswer(matchingCount: 0, histograms: [[0, 0], [4, 4]]))
        #expect(
            tiles.answer(.bins(first: -5, last: -1)) == BrushAnswer(matchingCount: 0, histograms: [[0, 0], [4, 4]]))
        #expect(tiles.histogram(2, .all) == [] && tiles.histogram(-1, .all) == [])
    }
}
