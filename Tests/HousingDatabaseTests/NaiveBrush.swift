// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousingDatabase

/// The oracle of the brushing tests: a table of homes held as rows (nil for SQL `NULL`), and
/// every answer computed by looking at each home directly.
struct NaiveBrush {
    var rows: [[Double?]]
    var layouts: [HistogramLayout]
    var filters: [DimensionFilter]

    var dimensionCount: Int { layouts.count }

    /// Whether `value` passes `filter`, as ``DimensionFilter`` defines it.
    static func passes(_ value: Double?, _ filter: DimensionFilter) -> Bool {
        switch filter {
        case .all:
            return true
        case .range(let lower, let upper):
            let lowerOpen = lower.isNaN || lower == -.infinity, upperOpen = upper.isNaN || upper == .infinity
            if lowerOpen && upperOpen { return true }
            guard let value, !value.isNaN else { return false }
            return (lowerOpen || value >= lower) && (upperOpen || value <= upper)
        case .codes(let codes):
            guard let value, !value.isNaN else { return false }
            return codes.contains { Double($0) == value }
        }
    }

    /// Whether `value` lies in a pixel bin `selection` selects.
    static func selected(_ value: Double?, _ selection: PixelSelection, _ pixels: HistogramLayout) -> Bool {
        switch selection {
        case .all: return true
        case .bins(let first, let last):
            guard let value, let p = pixels.bin(of: value) else { return false }
            return first <= p && p <= last
        }
    }

    static func bin(_ value: Double?, _ layout: HistogramLayout) -> Int? {
        value.flatMap { layout.bin(of: $0) }
    }

    /// Whether `row` passes every filter but those of `excluded`, and the active one at `selection`
    /// (unless the active one is excluded).
    func passes(
        _ row: [Double?], excluding excluded: Set<Int>, active: Int, selection: PixelSelection, pixels: HistogramLayout
    ) -> Bool {
        for d in 0..<dimensionCount where !excluded.contains(d) {
            if d == active {
                if !Self.selected(row[d], selection, pixels) { return false }
            } else if !Self.passes(row[d], filters[d]) {
                return false
            }
        }
        return true
    }

    /// The count and histograms of one drag step of `active` at `selection`.
    func answer(active: Int, selection: PixelSelection, pixels: HistogramLayout) -> BrushAnswer {
        let count = rows.filter { passes($0, excluding: [], active: active, selection: selection, pixels: pixels) }
            .count
        let histograms = (0..<dimensionCount).map { d -> [Int] in
            var bars = [Int](repeating: 0, count: layouts[d].binCount)
            for row in rows where passes(row, excluding: [d], active: active, selection: selection, pixels: pixels) {
                if let b = Self.bin(row[d], layouts[d]) { bars[b] += 1 }
            }
            return bars
        }
        return BrushAnswer(matchingCount: count, histograms: histograms)
    }

    /// The row indexes passing every filter, in the list's order (``ListOrder``'s): by `sort`,
    /// ties by index, descending the known values' order reversed (ties too), unknown values
    /// last by index either way; without `sort` by index.
    func listOrder(sort: Int?, descending: Bool) -> [Int] {
        let passing = rows.indices.filter { i in
            (0..<dimensionCount).allSatisfy { Self.passes(rows[i][$0], filters[$0]) }
        }
        guard let sort else { return descending ? passing.reversed() : passing }
        func known(_ v: Double?) -> Double? { v.flatMap { $0.isNaN ? nil : $0 } }
        return passing.sorted { i, j in
            switch (known(rows[i][sort]), known(rows[j][sort])) {
            case (let a?, let b?): return a == b ? (descending ? i > j : i < j) : (descending ? a > b : a < b)
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return i < j
            }
        }
    }

    /// The tiles of a press on `active`, counted home by home (the data the server's queries
    /// return), for the tests of ``DataTiles`` alone.
    func tiles(active: Int, pixels: HistogramLayout) throws -> DataTiles {
        let p = pixels.binCount
        var countTile = [Int](repeating: 0, count: p + 1)
        var activeHistogram = [Int](repeating: 0, count: layouts[active].binCount)
        var tiles: [[Int]?] = layouts.indices.map {
            $0 == active ? nil : [Int](repeating: 0, count: (p + 1) * layouts[$0].binCount)
        }
        for row in rows {
            let others = (0..<dimensionCount).filter { $0 != active && !Self.passes(row[$0], filters[$0]) }
            guard others.count <= 1 else { continue }
            let pixel = Self.bin(row[active], pixels) ?? p
            if others.isEmpty {
                countTile[pixel] += 1
                if let b = Self.bin(row[active], layouts[active]) { activeHistogram[b] += 1 }
            }
            for d in 0..<dimensionCount where d != active && (others.isEmpty || others == [d]) {
                if let b = Self.bin(row[d], layouts[d]) { tiles[d]![pixel * layouts[d].binCount + b] += 1 }
            }
        }
        return try DataTiles(
            activeDimension: active, pixelBinCount: p, countTile: countTile, activeHistogram: activeHistogram,
            tiles: tiles)
    }
}
