// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

/// Modes, per-state images, track parts, popover arrangement, the animation curve, and the
/// geometry's refinements for skins and end images.
final class SliderModeTests: XCTestCase {
    func testModesSayWhichThumbsExistAndMove() {
        XCTAssertEqual(SliderMode.range.movableThumbs, [.lower, .upper])
        XCTAssertEqual(SliderMode.single.movableThumbs, [.upper])
        XCTAssertEqual(SliderMode.progress.movableThumbs, [])
        XCTAssertFalse(SliderMode.progress.isInteractive)
        XCTAssertFalse(SliderMode.single.hasLowerThumb)
        XCTAssertNil(SliderMode.range.thumbCount, "any number")
        XCTAssertEqual(SliderMode.single.thumbCount, 1)
        XCTAssertEqual(SliderMode.progress.thumbCount, 1)
        let one = RangeValues(minimumValue: -2, maximumValue: 5, values: [3])
        XCTAssertEqual(SliderMode.single.lowerValue(of: one), -2, "one thumb: the lower value reads the minimum")
        XCTAssertEqual(SliderMode.progress.lowerValue(of: one), -2)
        XCTAssertEqual(SliderMode.range.lowerValue(of: one), 3, "a range slider's first thumb")
    }

    /// With one thumb there is no neighbour to keep a separation or a span from: the model
    /// holds the full constraints in every mode, and one value moves exactly as with the step
    /// alone (why the one-thumb modes no longer strip the constraints).
    func testOneThumbMovesAsWithTheStepAlone() {
        var full = RangeValues(minimumValue: 0, maximumValue: 1, values: [0.5])
        var stepOnly = full
        XCTAssertNotEqual(
            full.setConstraints(RangeConstraints(stepSize: 0.1, minimumSeparation: 0.3, maximumSpan: 0.2)), .unchanged)
        _ = stepOnly.setConstraints(RangeConstraints(stepSize: 0.1))
        for target in [0.0, 0.04, 0.96, 1, 0.33, -5, 7, .nan, .infinity, 0.5] {
            _ = full.setUpper(target)
            _ = stepOnly.setUpper(target)
            XCTAssertEqual(full.values, stepOnly.values, "to \(target)")
            _ = full.setRange(minimum: target.isFinite ? target / 3 : 0, maximum: 1)
            _ = stepOnly.setRange(minimum: target.isFinite ? target / 3 : 0, maximum: 1)
            XCTAssertEqual(full.values, stepOnly.values, "range from \(target / 3)")
        }
    }

    func testStateImagesFallBackToNormal() {
        var images = StateImages<String>()
        XCTAssertNil(images.image(for: .highlighted))
        images.normal = "n"
        for state in ThumbState.allCases { XCTAssertEqual(images.image(for: state), "n") }
        images[.highlighted] = "h"
        XCTAssertEqual(images.image(for: .highlighted), "h")
        XCTAssertEqual(images.image(for: .insensitive), "n")
        images.insensitive = "i"
        XCTAssertEqual(images.image(for: .insensitive), "i")
        XCTAssertEqual(images.all, ["n", "h", "i"])
        XCTAssertEqual(ThumbState.of(sensitive: false, highlighted: true), .insensitive)
        XCTAssertEqual(ThumbState.of(sensitive: true, highlighted: true), .highlighted)
        XCTAssertEqual(ThumbState.of(sensitive: true, highlighted: false), .normal)
    }

    func testTrackSegmentsForARangeAndForOneValue() {
        let g = SliderGeometry(width: 300, height: 30)  // thumbs at 69 and 231
        let v = RangeValues()
        let range = g.trackSegments(values: v, mode: .range)
        XCTAssertEqual(range.map(\.part), [.maximumTrack, .minimumTrack, .maximumTrack])
        XCTAssertEqual(range.map(\.frame.x), [0, 69, 231])
        XCTAssertEqual(range.map(\.frame.maxX), [69, 231, 300])
        let single = g.trackSegments(values: v, mode: .single)
        XCTAssertEqual(single.map(\.part), [.minimumTrack, .maximumTrack])
        XCTAssertEqual(single.map(\.frame.x), [0, 231])
        XCTAssertEqual(single.map(\.frame.maxX), [231, 300])
        XCTAssertEqual(g.highlightFrame(values: v, mode: .single).x, 0)
        XCTAssertEqual(g.highlightFrame(values: v, mode: .single).maxX, 231)
        XCTAssertEqual(g.highlightFrame(values: v, mode: .range), g.highlightFrame(values: v))
    }

    func testPopoversMergeWhenTheyWouldOverlapAndSplitWhenApart() {
        XCTAssertEqual(
            ValuePopoverArrangement.arrange(lowerCentre: 100, upperCentre: 200, lowerExtent: 40, upperExtent: 40),
            .separate(lower: 100, upper: 200))
        // 40 / 2 + 40 / 2 + 4 = 44: closer than that merges.
        XCTAssertEqual(
            ValuePopoverArrangement.arrange(lowerCentre: 100, upperCentre: 143, lowerExtent: 40, upperExtent: 40),
            .merged(at: 121.5))
        XCTAssertEqual(
            ValuePopoverArrangement.arrange(lowerCentre: 100, upperCentre: 144, lowerExtent: 40, upperExtent: 40),
            .separate(lower: 100, upper: 144))
        // A flipped slider has the lower thumb on the right.
        XCTAssertEqual(
            ValuePopoverArrangement.arrange(lowerCentre: 200, upperCentre: 180, lowerExtent: 40, upperExtent: 40),
            .merged(at: 190))
    }

    func testAnimationStartsAndEndsExactlyAndRisesMonotonically() {
        let a = ValueAnimation(from: 0, to: 1, duration: 2)
        XCTAssertEqual(a.value(at: -1), 0)
        XCTAssertEqual(a.value(at: 0), 0)
        XCTAssertEqual(a.value(at: 2), 1)
        XCTAssertEqual(a.value(at: 7), 1)
        XCTAssertEqual(a.value(at: 1), 0.5, accuracy: 1e-12)
        var last = -1.0
        for i in 0...200 {
            let v = a.value(at: Double(i) / 100)
            XCTAssertGreaterThanOrEqual(v, last)
            last = v
        }
        XCTAssertTrue(a.isFinished(at: 2))
        XCTAssertFalse(a.isFinished(at: 1.99))
        XCTAssertEqual(ValueAnimation(from: 3, to: 5, duration: 0).value(at: 0), 5)
        XCTAssertEqual(ValueAnimation(from: 3, to: 5, duration: .nan).value(at: 0), 5)
        XCTAssertEqual(ValueAnimation(from: 3, to: 5, duration: 1).value(at: .nan), 3)
    }

    // MARK: Geometry for skins and end images

    func testOriginShiftsTheBandAndThumbImagesSetTheThumbSize() {
        // A 300 px widget with a 24 px image and a 6 px gap at each end: band 24 + 6 … 270.
        let g = SliderGeometry(width: 240, height: 30, origin: 30, thumbLength: 20, thumbThickness: 26)
        XCTAssertEqual(g.thumbWidth, 20)
        XCTAssertEqual(g.usableTrackLength, 220)
        XCTAssertEqual(g.positionForValue(0, minimum: 0, maximum: 1), 40)
        XCTAssertEqual(g.positionForValue(1, minimum: 0, maximum: 1), 260)
        XCTAssertEqual(g.valueForPosition(150, minimum: 0, maximum: 1), 0.5)
        XCTAssertEqual(g.thumbFrame(centredAt: 40), SliderRect(x: 30, y: 2, width: 20, height: 26))
        XCTAssertEqual(g.trackFrame.x, 30)
        XCTAssertEqual(g.trackFrame.maxX, 270)
        XCTAssertTrue(g.bandContains(along: 30, across: 15))
        XCTAssertFalse(g.bandContains(along: 29, across: 15))
        XCTAssertFalse(g.bandContains(along: 271, across: 15))
        // A thumb longer than the band is shortened to it.
        XCTAssertEqual(
            SliderGeometry(width: 10, height: 30, origin: 0, thumbLength: 50, thumbThickness: nil).thumbWidth, 10)
        // The default keeps the tutorial's square.
        XCTAssertEqual(
            SliderGeometry(width: 300, height: 30),
            SliderGeometry(width: 300, height: 30, origin: 0, thumbLength: nil, thumbThickness: nil))
    }

    // MARK: Dragging with one thumb

    private func singleOptions() -> DragOptions { var o = DragOptions(); o.thumbs = [.upper]; return o }

    func testSingleThumbDragIgnoresThePinnedLowerThumb() {
        let g = SliderGeometry(width: 300, height: 30)
        var v = RangeValues()
        v.setValues(lower: 0, upper: 0)  // both thumbs overlap at the minimum
        var t = DragTracker()
        XCTAssertEqual(
            t.begin(along: 15, across: 15, values: &v, geometry: g, options: singleOptions()), .thumb(1),
            "a press on the pinned lower thumb takes the only thumb, not an undecided pair")
        XCTAssertNil(t.update(offset: -10, values: &v, geometry: g))
        XCTAssertEqual(v.upperValue, 0)
        _ = t.update(offset: 27, values: &v, geometry: g)
        XCTAssertEqual(v.upperValue, 0.1, accuracy: 1e-12)
        XCTAssertEqual(v.lowerValue, 0)
    }

    func testSingleThumbTrackClickJumpsTheOnlyThumbEvenNearTheMinimum() {
        let g = SliderGeometry(width: 300, height: 30)
        var v = RangeValues()
        v.setValues(lower: 0, upper: 0.8)
        var t = DragTracker()
        var options = singleOptions()
        options.allowsSpanDrag = true
        XCTAssertEqual(
            t.begin(along: 42, across: 15, values: &v, geometry: g, options: options),
            .jump(ThumbMove(thumb: 1, previousIndex: 1, changed: true)))
        XCTAssertEqual(v.upperValue, 0.1)
        XCTAssertNil(t.spanThumbs)
        XCTAssertEqual(t.activeThumb, 1)
        options.thumbs = []
        XCTAssertEqual(t.begin(along: 231, across: 15, values: &v, geometry: g, options: options), .none)
        XCTAssertFalse(t.isTracking)
    }
}
