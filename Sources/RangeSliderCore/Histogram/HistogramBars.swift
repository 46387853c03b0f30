// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One bar of a histogram drawn along a slider's track, in the band's axis space (`along`
/// grows with the value; `across` grows toward and past the track, the bar standing on it).
/// Every edge lies on a whole device pixel, so no edge is drawn as a half-covered,
/// antialiased column: gaps between bars are all exactly as wide, and every renderer (Cairo,
/// GL) draws the same pixels.
public struct HistogramBar: Equatable, Sendable {
    /// The bin it shows.
    public let bin: Int
    /// Where the bar starts and ends along the track (`start < end`).
    public let start: Double
    /// Where the bar ends along the track.
    public let end: Double
    /// The bar's top (its smallest `across`).
    public let top: Double
    /// The bar's foot (its largest `across`), hidden under the track.
    public let foot: Double
    /// The part inside the selected span, drawn in the highlight colour:
    /// `start ≤ highlightStart ≤ highlightEnd ≤ end`; empty when `highlightStart == highlightEnd`.
    public let highlightStart: Double
    /// The end of the highlighted part.
    public let highlightEnd: Double

    /// A bar; see the properties.
    public init(
        bin: Int, start: Double, end: Double, top: Double, foot: Double, highlightStart: Double,
        highlightEnd: Double
    ) {
        self.bin = bin
        self.start = start
        self.end = end
        self.top = top
        self.foot = foot
        self.highlightStart = highlightStart
        self.highlightEnd = highlightEnd
    }
}

/// Where a histogram's bars go along a slider's track, snapped to device pixels: the maths of
/// the widget's histogram painter, without drawing.
///
/// - Each bin spans its edges' positions (`position(edge)`), each edge rounded to the nearest
///   device pixel once, so neighbouring bars share it.
/// - Bars at least ``minimumGappedWidth`` logical pixels wide are separated by a gap of
///   ``gap`` logical pixels, laid on whole device pixels around the bin edge (from the edge
///   less half a gap, snapped): every gap is exactly as wide.
/// - Heights: the bin's count ÷ the tallest bin's × `available`, at least 1 logical pixel; the
///   top is snapped, and a bar is never lower than one whole device pixel above the track's top
///   (so the thinnest bar still shows a full pixel above the track's antialiased edge).
/// - The part of a bin inside the selected span (``Histogram/coverage(lower:upper:)``) has its
///   ends snapped as well and kept within the bar.
///
/// The axis space must sit on the device grid (its origin on whole device pixels), as a
/// widget's does: its length and the histogram strip are whole logical pixels.
public enum HistogramBars {
    /// The gap between bars, logical pixels.
    public static let gap = 1.0
    /// Bars narrower than this (logical pixels) touch, without a gap.
    public static let minimumGappedWidth = 4.0

    /// The bars of `histogram`'s non-empty bins.
    ///
    /// - Parameters:
    ///   - position: a value's place along the track (logical pixels).
    ///   - trackTop: the track's top edge (`across`); bars stand on it.
    ///   - foot: where the bars end, hidden under the track.
    ///   - available: the tallest bar's height above `trackTop`.
    ///   - lower, upper: the selected span.
    ///   - grid: the device pixels.
    ///   - byDensity: bar heights by count per pixel of track rather than by count: under a
    ///     non-linear scale bins of equal value width have unequal lengths on the track, and a
    ///     bar's area (not its height) then tells its count. A quantile scale, which gives equal
    ///     counts equal lengths, draws a nearly flat histogram: equal counts, equal areas.
    public static func layout(
        _ histogram: Histogram, position: (Double) -> Double, trackTop: Double, foot: Double,
        available: Double, lower: Double, upper: Double, grid: DevicePixelGrid,
        byDensity: Bool = false
    ) -> [HistogramBar] {
        guard histogram.maxCount > 0, histogram.span > 0, available > 0, available.isFinite,
            trackTop.isFinite, foot.isFinite
        else { return [] }
        // Count per pixel of each bin, and the largest, when heights go by density.
        var densities: [Double] = []
        var maxDensity = 0.0
        if byDensity {
            densities = (0..<histogram.binCount).map { bin in
                let length = position(histogram.edge(bin + 1)) - position(histogram.edge(bin))
                guard histogram.counts[bin] > 0, length.isFinite, length > 0 else { return 0 }
                // A bin narrower than a pixel is drawn a pixel wide: its count per drawn pixel.
                return Double(histogram.counts[bin]) / Swift.max(length, 1)
            }
            maxDensity = densities.max() ?? 0
        }
        let coverage = histogram.coverage(lower: lower, upper: upper)
        let pixel = 1 / Double(grid.scale)
        // The lowest top a bar may have: one whole device pixel above the track's top edge.
        let lowestTop = floorToGrid(trackTop, grid) - pixel
        let snappedFoot = grid.snap(foot)
        var bars: [HistogramBar] = []
        for bin in 0..<histogram.binCount where histogram.counts[bin] > 0 {
            let low = histogram.edge(bin), high = histogram.edge(bin + 1)
            let exactStart = position(low), exactEnd = position(high)
            guard exactStart.isFinite, exactEnd.isFinite else { continue }
            var start = grid.snap(exactStart), end = grid.snap(exactEnd)
            if exactEnd - exactStart >= minimumGappedWidth {
                start = grid.snap(exactStart - gap / 2) + gap
                end = grid.snap(exactEnd - gap / 2)
            }
            guard end > start else { continue }  // outside the slider's range, or narrower than a pixel
            let fraction =
                byDensity
                ? (maxDensity > 0 ? densities[bin] / maxDensity : 0)
                : histogram.heightFraction(ofBin: bin)
            let height = max(1, available * fraction)
            let top = min(grid.snap(trackTop - height), lowestTop)

            let c = coverage[bin]
            var h0 = start, h1 = start
            if !c.isEmpty {
                let width = high - low
                h0 = c.start == 0 ? start : min(max(grid.snap(position(low + c.start * width)), start), end)
                h1 = c.end == 1 ? end : min(max(grid.snap(position(low + c.end * width)), start), end)
                if h1 < h0 { h1 = h0 }
            }
            bars.append(
                HistogramBar(
                    bin: bin, start: start, end: end, top: top, foot: max(snappedFoot, top + pixel),
                    highlightStart: h0, highlightEnd: h1))
        }
        return bars
    }

    /// `value` moved down (toward smaller values) to a device-pixel boundary.
    private static func floorToGrid(_ value: Double, _ grid: DevicePixelGrid) -> Double {
        let s = Double(grid.scale)
        return ((value * s) + 1e-9).rounded(.down) / s
    }
}
