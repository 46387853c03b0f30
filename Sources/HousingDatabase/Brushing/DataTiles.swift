// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// Brushing by data tiles (after Falcon, Moritz, Howe and Heer, CHI 2019): the counts fetched
/// once when a thumb of the *active* dimension is pressed, from which every drag step's
/// ``BrushAnswer`` follows by prefix sums, without a query.
///
/// With `P` pixel bins on the active dimension, row `P` standing for the homes in no pixel bin
/// (unknown values, values outside the pixel layout), the tiles are:
/// - the count tile: per pixel row, the homes passing every filter but the active one;
/// - the active histogram: the active dimension's own bars, under the other filters (a drag of
///   its own thumbs does not change them);
/// - per other dimension `d`, a 2-D tile: per pixel row and per bin of `d`, the homes passing
///   every filter but the active one and `d`.
///
/// A step then costs one subtraction per bar of every other histogram, whatever the number of
/// homes. Immutable once built; safe to share between threads.
public struct DataTiles: Sendable {
    /// The errors of ``init(activeDimension:pixelBinCount:countTile:activeHistogram:tiles:)``.
    public enum ShapeError: Error, Equatable, CustomStringConvertible {
        case noPixelBins
        case activeDimensionOutOfRange(Int, dimensionCount: Int)
        case countTileLength(Int, expected: Int)
        case activeTileGiven(Int)
        case missingTile(Int)
        case tileLength(dimension: Int, Int, expected: Int)
        case negativeCount

        public var description: String {
            switch self {
            case .noPixelBins: return "the active dimension has no pixel bins"
            case .activeDimensionOutOfRange(let d, let n): return "active dimension \(d) is not one of \(n)"
            case .countTileLength(let n, let e):
                return "the count tile has \(n) rows; \(e) expected (pixel bins and one for none)"
            case .activeTileGiven(let d): return "dimension \(d) is the active one and takes no 2-D tile"
            case .missingTile(let d): return "no tile for dimension \(d)"
            case .tileLength(let d, let n, let e): return "the tile of dimension \(d) has \(n) counts; \(e) expected"
            case .negativeCount: return "a count is negative"
            }
        }
    }

    /// The dimension whose thumbs are dragged.
    public let activeDimension: Int
    /// The number of pixel bins on the active dimension.
    public let pixelBinCount: Int
    /// Per dimension, its number of histogram bins.
    public let binCounts: [Int]
    /// The active dimension's histogram under the other filters.
    public let activeHistogram: [Int]
    /// `countPrefix[p]`: the count tile's rows `0..<p` summed (`P + 2` entries).
    private let countPrefix: [Int]
    /// Per other dimension, its tile summed over pixel rows: entry `p * bins + b` holds rows
    /// `0..<p` of bin `b` (`(P + 2) × bins` entries); empty for the active dimension.
    private let tilePrefixes: [[Int]]

    /// Tiles from their counts. `countTile` has `pixelBinCount + 1` rows (the last for homes in
    /// no pixel bin); `tiles[d]` is nil for the active dimension and otherwise holds
    /// `(pixelBinCount + 1) × binCount(d)` counts, pixel row by pixel row, where `binCount(d)` is
    /// its length divided by the rows. Throws ``ShapeError`` when the shapes disagree.
    public init(activeDimension: Int, pixelBinCount: Int, countTile: [Int], activeHistogram: [Int], tiles: [[Int]?])
        throws
    {
        guard pixelBinCount >= 1 else { throw ShapeError.noPixelBins }
        guard tiles.indices.contains(activeDimension) else {
            throw ShapeError.activeDimensionOutOfRange(activeDimension, dimensionCount: tiles.count)
        }
        let rows = pixelBinCount + 1
        guard countTile.count == rows else { throw ShapeError.countTileLength(countTile.count, expected: rows) }
        guard !countTile.contains(where: { $0 < 0 }), !activeHistogram.contains(where: { $0 < 0 }) else {
            throw ShapeError.negativeCount
        }
        var binCounts: [Int] = []
        var prefixes: [[Int]] = []
        for (d, tile) in tiles.enumerated() {
            if d == activeDimension {
                if tile != nil { throw ShapeError.activeTileGiven(d) }
                binCounts.append(activeHistogram.count)
                prefixes.append([])
                continue
            }
            guard let tile else { throw ShapeError.missingTile(d) }
            guard tile.count % rows == 0 else {
                throw ShapeError.tileLength(dimension: d, tile.count, expected: (tile.count / rows + 1) * rows)
            }
            guard !tile.contains(where: { $0 < 0 }) else { throw ShapeError.negativeCount }
            let bins = tile.count / rows
            var prefix = [Int](repeating: 0, count: (rows + 1) * bins)
            for p in 0..<rows {
                for b in 0..<bins { prefix[(p + 1) * bins + b] = prefix[p * bins + b] + tile[p * bins + b] }
            }
            binCounts.append(bins)
            prefixes.append(prefix)
        }
        var countPrefix = [0]
        countPrefix.reserveCapacity(rows + 1)
        for c in countTile { countPrefix.append(countPrefix[countPrefix.count - 1] + c) }
        self.activeDimension = activeDimension
        self.pixelBinCount = pixelBinCount
        self.binCounts = binCounts
        self.activeHistogram = activeHistogram
        self.countPrefix = countPrefix
        self.tilePrefixes = prefixes
    }

    /// The number of dimensions.
    public var dimensionCount: Int { binCounts.count }

    /// The pixel rows a selection sums: a half-open range of rows, empty when nothing is selected.
    private func rows(of selection: PixelSelection) -> Range<Int> {
        switch selection {
        case .all:
            return 0..<(pixelBinCount + 1)
        case .bins(let first, let last):
            let lo = max(first, 0), hi = min(last, pixelBinCount - 1)
            return lo <= hi ? lo..<(hi + 1) : 0..<0
        }
    }

    /// The homes passing every filter with the active one at `selection`.
    public func matchingCount(_ selection: PixelSelection) -> Int {
        let r = rows(of: selection)
        return countPrefix[r.upperBound] - countPrefix[r.lowerBound]
    }

    /// Dimension `dimension`'s histogram with the active filter at `selection` (the active
    /// dimension's own does not depend on it); empty for a dimension outside `0..<dimensionCount`.
    public func histogram(_ dimension: Int, _ selection: PixelSelection) -> [Int] {
        guard binCounts.indices.contains(dimension) else { return [] }
        if dimension == activeDimension { return activeHistogram }
        let bins = binCounts[dimension], prefix = tilePrefixes[dimension]
        let r = rows(of: selection)
        let hi = r.upperBound * bins, lo = r.lowerBound * bins
        return (0..<bins).map { prefix[hi + $0] - prefix[lo + $0] }
    }

    /// The count and every histogram of one drag step.
    public func answer(_ selection: PixelSelection) -> BrushAnswer {
        BrushAnswer(
            matchingCount: matchingCount(selection),
            histograms: (0..<dimensionCount).map { histogram($0, selection) })
    }
}
