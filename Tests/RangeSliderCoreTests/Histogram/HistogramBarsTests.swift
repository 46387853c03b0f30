// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

/// Bar edges of the histogram on whole device pixels (``HistogramBars``).
final class HistogramBarsTests: XCTestCase {
    /// 37 bins over a 270 px track starting at 15 (a 300 px slider): bins 7.297… px wide,
    /// every edge between pixels.
    private let histogram = Histogram(counts: (0..<37).map { 3 + ($0 * 7) % 11 }, lowerBound: 0, upperBound: 1)
    private func position(_ v: Double) -> Double { 15 + 270 * v }

    private func bars(scale: Int, lower: Double = 0.23, upper: Double = 0.71) -> [HistogramBar] {
        HistogramBars.layout(
            histogram, position: position, trackTop: 48.6, foot: 55, available: 46.6,
            lower: lower, upper: upper, grid: DevicePixelGrid(scale: scale))
    }

    private func isOnGrid(_ v: Double, _ scale: Int) -> Bool {
        let d = v * Double(scale)
        return abs(d - d.rounded()) < 1e-9
    }

    func testEveryEdgeLiesOnADevicePixelAtScaleOneTwoAndThree() {
        for scale in [1, 2, 3] {
            let all = bars(scale: scale)
            XCTAssertEqual(all.count, 37)
            for bar in all {
                for (name, v) in [
                    ("start", bar.start), ("end", bar.end), ("top", bar.top), ("foot", bar.foot),
                    ("highlight start", bar.highlightStart), ("highlight end", bar.highlightEnd),
                ] {
                    XCTAssertTrue(isOnGrid(v, scale), "bin \(bar.bin) \(name) \(v) at scale \(scale)")
                }
            }
        }
    }

    /// Snapping keeps the gaps equal: every gap is exactly one logical pixel, now on whole
    /// device pixels (unsnapped, a gap centred on an edge between pixels covered two pixels
    /// partly, by different amounts from one edge to the next).
    func testEveryGapIsExactlyOneLogicalPixel() {
        for scale in [1, 2] {
            let all = bars(scale: scale)
            for (a, b) in zip(all, all.dropFirst()) {
                XCTAssertEqual(
                    b.start - a.end, HistogramBars.gap, accuracy: 1e-9, "gap after bin \(a.bin) at scale \(scale)")
            }
        }
    }

    /// Each gap stays within half a pixel of the bin edge it marks, and the bars keep the bins'
    /// widths to within a device pixel.
    func testBarsStayWhereTheirBinsAre() {
        for scale in [1, 2] {
            let pixel = 1 / Double(scale)
            for bar in bars(scale: scale) {
                let edge = position(histogram.edge(bar.bin + 1))
                XCTAssertLessThanOrEqual(
                    abs((bar.end + HistogramBars.gap / 2) - edge), pixel / 2 + 1e-9, "bin \(bar.bin)")
                let width =
                    position(histogram.edge(bar.bin + 1)) - position(histogram.edge(bar.bin)) - HistogramBars.gap
                XCTAssertLessThanOrEqual(abs((bar.end - bar.start) - width), pixel + 1e-9, "bin \(bar.bin)")
            }
        }
    }

    /// The bins under the thumbs are split on the pixel nearest the thumb's centre.
    func testTheSplitsAtTheThumbsAreSnappedInsideTheirBars() {
        let all = bars(scale: 1)
        let lowerThumb = position(0.23)  // 77.1
        let split = all.first { $0.highlightStart > $0.start && $0.highlightStart < $0.end }
        XCTAssertEqual(split?.highlightStart, 77)
        XCTAssertEqual(split?.highlightEnd, split?.end)
        XCTAssertEqual(Double(split?.highlightStart ?? 0), lowerThumb.rounded(), accuracy: 1e-9)
        // Bins wholly inside the span are highlighted edge to edge; bins outside not at all.
        for bar in all {
            let (low, high) = (histogram.edge(bar.bin), histogram.edge(bar.bin + 1))
            if low >= 0.23 && high <= 0.71 {
                XCTAssertEqual(bar.highlightStart, bar.start)
                XCTAssertEqual(bar.highlightEnd, bar.end)
            } else if high <= 0.23 || low >= 0.71 {
                XCTAssertEqual(bar.highlightStart, bar.highlightEnd, "bin \(bar.bin) is outside the span")
            }
            XCTAssertTrue(
                bar.start <= bar.highlightStart && bar.highlightStart <= bar.highlightEnd && bar.highlightEnd <= bar.end
            )
        }
    }

    /// The smallest bar still shows one whole device pixel above the track's top edge (which
    /// lies between pixels here, at 48.6).
    func testTheThinnestBarShowsAWholePixelAboveTheTrack() {
        let sparse = Histogram(counts: [1000, 1], lowerBound: 0, upperBound: 1)
        for scale in [1, 2] {
            let all = HistogramBars.layout(
                sparse, position: position, trackTop: 48.6, foot: 55, available: 46.6,
                lower: 0, upper: 1, grid: DevicePixelGrid(scale: scale))
            XCTAssertEqual(all.count, 2)
            XCTAssertEqual(all[1].top, 48 - 1 / Double(scale), accuracy: 1e-9, "scale \(scale)")
            XCTAssertEqual(all[0].top, 2, accuracy: 1e-9, "the tallest reaches the strip's top at scale \(scale)")
        }
    }

    /// Bins narrower than four pixels touch without gaps and still never overlap.
    func testNarrowBinsTouchWithoutGaps() {
        let many = Histogram(counts: [Int](repeating: 2, count: 100), lowerBound: 0, upperBound: 1)
        let all = HistogramBars.layout(
            many, position: position, trackTop: 48.6, foot: 55, available: 46.6,
            lower: 0, upper: 1, grid: DevicePixelGrid(scale: 1))
        XCTAssertEqual(all.count, 100)
        for (a, b) in zip(all, all.dropFirst()) { XCTAssertEqual(a.end, b.start) }
        XCTAssertEqual(all.first?.start, 15)
        XCTAssertEqual(all.last?.end, 285)
    }

    func testNothingToDrawGivesNoBars() {
        let grid = DevicePixelGrid(scale: 1)
        for h in [
            Histogram.empty, Histogram(counts: [0, 0], lowerBound: 0, upperBound: 1),
            Histogram(counts: [3], lowerBound: 0.5, upperBound: 0.5),
        ] {
            XCTAssertEqual(
                HistogramBars.layout(
                    h, position: position, trackTop: 48.6, foot: 55, available: 46.6,
                    lower: 0, upper: 1, grid: grid), [])
        }
        XCTAssertEqual(
            HistogramBars.layout(
                histogram, position: position, trackTop: 48.6, foot: 55, available: 0,
                lower: 0, upper: 1, grid: grid), [])
    }
}
