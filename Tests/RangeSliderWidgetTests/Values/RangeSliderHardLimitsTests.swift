// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
import XCTest

/// Hard limits on a 300 × 30 slider over 0…1 (usable length 270 px, the thumb of value v
/// centred at 15 + 270 v): a program's values stop at the hard limits, real pointer drags at the
/// end of the track and never beyond a hard limit; bad limits are refused or read in order; the
/// GObject properties notify once per change.
final class RangeSliderHardLimitsTests: WidgetTestCase {
    private func x(_ value: Double) -> Double { 15 + 270 * value }

    /// The pixels of the highlight colour (the tutorial's blue) in the middle of the thumb
    /// whose centre is at `centre`, and the along-track x of the rightmost and leftmost one.
    private func chevronPixels(_ image: PixelImage, centre: Int) -> (count: Int, minX: Int, maxX: Int) {
        var count = 0, minX = Int.max, maxX = Int.min
        for y in 6...24 {
            for x in (centre - 8)...(centre + 8) {
                let p = image.pixel(x, y)
                guard p.b > 150, p.r < 90 else { continue }
                count += 1
                minX = min(minX, x)
                maxX = max(maxX, x)
            }
        }
        return (count, minX, maxX)
    }

    func testAThumbBeyondTheVisibleRangeCarriesAChevronPointingOut() {
        slider.useTutorialColors()
        slider.thumbTintColor = RGBA(red: 1, green: 0, blue: 0)
        slider.setHardLimits(minimum: -1, maximum: 2)
        slider.setValues(lower: 0, upper: 1)
        XCTAssertEqual(slider.beyondRangeMarkers, [])
        let atTheEnds = render("hard-limits-thumbs-at-the-ends")
        XCTAssertEqual(chevronPixels(atTheEnds, centre: 285).count, 0, "a thumb at the maximum has no chevron")
        XCTAssertEqual(chevronPixels(atTheEnds, centre: 15).count, 0, "a thumb at the minimum has none")

        slider.setValues(lower: -0.5, upper: 1.5)
        XCTAssertEqual(
            slider.beyondRangeMarkers,
            [BeyondRangeMarker(index: 0, end: .minimum), BeyondRangeMarker(index: 1, end: .maximum)])
        let beyond = render("hard-limits-thumbs-beyond-the-ends-chevrons")
        let upper = chevronPixels(beyond, centre: 285), lower = chevronPixels(beyond, centre: 15)
        XCTAssertGreaterThan(upper.count, 10, "the upper thumb beyond the maximum carries a chevron")
        XCTAssertGreaterThan(lower.count, 10, "the lower thumb beyond the minimum carries one")
        // Each points out of the track: its tip, on the centre row, lies towards the end.
        let upperTip =
            (270...300).filter {
                let p = beyond.pixel($0, 15); return p.b > 150 && p.r < 90
            }.max() ?? 0
        XCTAssertEqual(upperTip, upper.maxX, "the upper chevron's tip is its right end")
        let lowerTip =
            (0...30).filter {
                let p = beyond.pixel($0, 15); return p.b > 150 && p.r < 90
            }.min() ?? 0
        XCTAssertEqual(lowerTip, lower.minX, "the lower chevron's tip is its left end")
        // The arms' ends are on the other side of the tip, off the centre row.
        XCTAssertFalse(
            (upper.minX...upper.minX + 1).contains {
                let p = beyond.pixel($0, 15); return p.b > 150 && p.r < 90
            },
            "the upper chevron opens towards the track")

        // Inverted, the maximum is at the left: the upper thumb's chevron points left there.
        slider.inverted = true
        let inverted = render("hard-limits-inverted-chevrons")
        let upperOnLeft = chevronPixels(inverted, centre: 15)
        XCTAssertGreaterThan(upperOnLeft.count, 10)
        let tip =
            (0...30).filter {
                let p = inverted.pixel($0, 15); return p.b > 150 && p.r < 90
            }.min() ?? 0
        XCTAssertEqual(tip, upperOnLeft.minX)
    }

    func testProgramValuesAndRealDragsStopAtTheHardLimits() {
        slider.upperValue = 1.4
        XCTAssertEqual(slider.upperValue, 1, "without a hard limit a value stops at the maximum")
        slider.setHardLimits(minimum: -0.5, maximum: 1.5)
        XCTAssertEqual(slider.hardMinimum, -0.5)
        XCTAssertEqual(slider.hardMaximum, 1.5)
        slider.setValues(lower: 0.2, upper: 0.8)
        settle()
        events = []

        // A thumb inside the visible range: a drag out of the window stops at the end of the
        // track, short of the hard limit.
        drag(from: (x(0.8), 15), through: [(x(0.9), 15), (x(1) + 40, 15), (600, 15)])
        XCTAssertEqual(slider.upperValue, 1, "a drag stops at the end of the track")
        XCTAssertEqual(events.first, .dragBegan(.upper))
        XCTAssertEqual(events.last, .dragEnded(.upper))
        drag(from: (x(0.2), 15), through: [(x(0.1), 15), (2, 15)])
        XCTAssertEqual(slider.lowerValue, 0, "and at its start")

        // A program's value stops at the hard limit; the thumb is drawn at the end of the track.
        slider.upperValue = 2
        XCTAssertEqual(slider.upperValue, 1.5, "a program's value stops at the hard maximum")
        slider.lowerValue = -3
        XCTAssertEqual(slider.lowerValue, -0.5, "and at the hard minimum")
        let image = render("hard-limits-thumbs-beyond-the-track")
        // Both thumbs are drawn at the ends of the track, inside the widget.
        XCTAssertNotEqual(image.pixel(Int(x(0)), 15), image.pixel(Int(x(0.5)), 15), "the lower thumb at the start")
        XCTAssertNotEqual(image.pixel(Int(x(1)), 15), image.pixel(Int(x(0.5)), 15), "the upper thumb at the end")
        // Dragged on outwards, it stays within the hard limit (never further out than it was).
        drag(from: (x(1), 15), through: [(x(1) + 10, 15), (600, 15)])
        XCTAssertLessThanOrEqual(slider.upperValue, 1.5, "a drag never takes a thumb beyond the hard maximum")
        XCTAssertGreaterThanOrEqual(slider.upperValue, 1)
        drag(from: (x(0), 15), through: [(2, 15)])
        XCTAssertGreaterThanOrEqual(slider.lowerValue, -0.5, "nor beyond the hard minimum")
        // Dragged back into the track, it follows the pointer again.
        drag(from: (x(1), 15), through: [(x(0.9), 15), (x(0.8), 15)])
        XCTAssertEqual(slider.upperValue, 0.8, accuracy: 1e-9)
        XCTAssertTrue(LogCapture.shared.messages.isEmpty, "\(LogCapture.shared.messages)")
    }

    func testBadLimitsAreRefusedOrReadInOrder() {
        slider.setHardLimits(minimum: -1, maximum: 2)
        // NaN and the infinities: refused with a warning, nothing changes.
        for bad in [Double.nan, .infinity, -.infinity] {
            slider.hardMinimum = bad
            slider.setHardLimits(minimum: -5, maximum: bad)
        }
        XCTAssertEqual(LogCapture.shared.messages.count, 6, "\(LogCapture.shared.messages)")
        XCTAssertTrue(LogCapture.shared.messages.allSatisfy { $0.contains("refused") }, "\(LogCapture.shared.messages)")
        XCTAssertEqual(slider.hardMinimum, -1)
        XCTAssertEqual(slider.hardMaximum, 2)
        // An inverted pair is read in order.
        slider.setHardLimits(minimum: 3, maximum: -2)
        XCTAssertEqual(slider.hardMinimum, -2)
        XCTAssertEqual(slider.hardMaximum, 3)
        // A limit inside the visible range counts as the visible end.
        slider.setHardLimits(minimum: 0.5, maximum: 0.6)
        XCTAssertEqual(slider.hardMinimumInForce, 0)
        XCTAssertEqual(slider.hardMaximumInForce, 1)
        slider.upperValue = 5
        XCTAssertEqual(slider.upperValue, 1)
        // nil removes a limit.
        slider.setHardLimits(minimum: -1, maximum: 2)
        slider.hardMaximum = nil
        XCTAssertNil(slider.hardMaximum)
        XCTAssertEqual(slider.hardMaximumInForce, 1)
        XCTAssertFalse(slider.isHardMaximumSet)
        XCTAssertTrue(slider.isHardMinimumSet)
    }

    func testGObjectPropertiesNotifyOncePerChange() {
        let notifications = NotifyCounter(slider.gtkWidget)
        let w = slider.gtkWidget
        XCTAssertEqual(GObjectAccess.double(w, "hard-maximum"), 1, "the maximum while none is set")
        XCTAssertFalse(GObjectAccess.bool(w, "hard-maximum-set"))
        _ = notifications.take()

        GObjectAccess.setDouble(w, "hard-maximum", 1.5)
        XCTAssertEqual(notifications.take(), ["hard-maximum": 1, "hard-maximum-set": 1])
        XCTAssertEqual(slider.hardMaximum, 1.5)
        GObjectAccess.setDouble(w, "hard-maximum", 1.5)
        XCTAssertEqual(notifications.take(), [:], "the same limit again changes nothing")

        slider.upperValue = 1.2
        XCTAssertEqual(notifications.take()["upper-value"], 1)
        // Removing the limit clamps the thumb back into the visible range.
        GObjectAccess.setBool(w, "hard-maximum-set", false)
        let removed = notifications.take()
        XCTAssertEqual(removed["hard-maximum"], 1)
        XCTAssertEqual(removed["hard-maximum-set"], 1)
        XCTAssertEqual(removed["upper-value"], 1)
        XCTAssertEqual(slider.upperValue, 1)
        XCTAssertEqual(GObjectAccess.double(w, "hard-maximum"), 1)

        // TRUE while none is set: the limit at the maximum, nothing else moves.
        GObjectAccess.setBool(w, "hard-minimum-set", true)
        XCTAssertEqual(notifications.take(), ["hard-minimum-set": 1])
        XCTAssertEqual(slider.hardMinimum, 0)
        // The limit in force follows a range that passes it.
        slider.minimumValue = -2
        XCTAssertEqual(GObjectAccess.double(w, "hard-minimum"), -2)
        XCTAssertEqual(notifications.take()["hard-minimum"], 1)
    }
}
