// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import Foundation
import GtkTestSupport
import RangeSlider
import XCTest

/// The value popover in a real window: where its arrow points (as set, and as drawn on screen),
/// its text, merging and splitting, and that it never takes focus.
final class ValuePopoverTests: WidgetTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        slider.useTutorialColors()
        slider.thumbTintColor = RGBA(red: 1, green: 0, blue: 0)
        settle()
    }

    /// GTK's arrow tip for the pointing rectangle: `x + width / 2` in integers (gtkpopover.c).
    private func pointingTip(_ thumb: Thumb, horizontal: Bool = true) -> Double? {
        guard let popover = slider.valuePopoverWidget(for: thumb) else { return nil }
        var rect = GdkRectangle()
        guard
            gtk_popover_get_pointing_to(popover.withMemoryRebound(to: GtkPopover.self, capacity: 1) { $0 }, &rect) != 0
        else { return nil }
        return Double(horizontal ? rect.x + rect.width / 2 : rect.y + rect.height / 2)
    }

    /// Where the arrow's tip really is on screen, in the slider's x coordinates: the popup's
    /// position on the window's surface plus the tip found in the popover's own pixels (the
    /// alpha-weighted centre of the arrow's first rows, at its top when the popover is below
    /// the slider, at its bottom when above).
    private func drawnArrowTip(_ thumb: Thumb) -> Double? {
        guard let popover = slider.valuePopoverWidget(for: thumb), gtk_widget_get_mapped(popover) != 0,
            let surface = gtk_native_get_surface(OpaquePointer(popover))
        else { return nil }
        let image = window.render(popover)
        guard image.width > 0 else { return nil }
        let below = Double(gdk_popup_get_position_y(surface)) > window.childOrigin.y
        let rows = below ? Array(0..<image.height) : Array((0..<image.height).reversed())
        guard let first = rows.first(where: { y in (0..<image.width).contains { image.pixel($0, y).a > 40 } }) else {
            return nil
        }
        var weight = 0.0, sum = 0.0
        for y in rows.drop(while: { $0 != first }).prefix(3) {
            for x in 0..<image.width {
                let a = Double(image.pixel(x, y).a)
                weight += a
                sum += a * (Double(x) + 0.5)
            }
        }
        var sx = 0.0, sy = 0.0
        gtk_native_get_surface_transform(OpaquePointer(popover), &sx, &sy)
        return Double(gdk_popup_get_position_x(surface)) - sx + sum / weight - window.childOrigin.x
    }

    /// Centres of the red (thumb) runs along `row` of a rendering.
    private func redRuns(_ image: PixelImage, row: Int = 15) -> [Double] {
        var centres: [Double] = [], start: Int?
        for x in 0...image.width {
            let red =
                x < image.width
                && {
                    let p = image.pixel(x, row); return p.r > 150 && p.g < 90 && p.b < 90
                }()
            if red, start == nil { start = x }
            if !red, let s = start { centres.append(Double(s + x) / 2); start = nil }
        }
        return centres
    }

    func testTheArrowPointsAtTheThumbCentreForAnyRangeIncludingBothEnds() {
        slider.mode = .single
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        slider.focus(.upper)
        settle()
        for (minimum, maximum) in [(0.0, 1.0), (-50.0, -10.0), (-20.0, 30.0)] {
            slider.setRange(minimum: minimum, maximum: maximum)
            let span = maximum - minimum
            for value in [minimum, minimum + 0.25 * span, minimum + 0.37 * span, minimum + 0.5 * span, maximum] {
                slider.value = value
                settle(0.1)
                let label = "range [\(minimum), \(maximum)] value \(value)"
                XCTAssertTrue(slider.isValuePopoverVisible(for: .upper), label)
                XCTAssertEqual(slider.valuePopoverText(for: .upper), slider.formattedValue(value), label)
                let centre = slider.positionForValue(value)
                let drawn = redRuns(render())
                XCTAssertEqual(drawn.count, 1, label)
                XCTAssertEqual(
                    drawn.first ?? -99, centre, accuracy: 1, "the thumb is drawn where the geometry says: \(label)")
                XCTAssertEqual(pointingTip(.upper) ?? -99, centre, accuracy: 0.5, "pointing: \(label)")
                XCTAssertEqual(drawnArrowTip(.upper) ?? -99, centre, accuracy: 0.75, "the arrow on screen: \(label)")
            }
        }
        slider.value = 3.5
        settle()
        screenshotWithPopovers("popover-single")
    }

    func testVerticalInvertedAndRightToLeftSlidersPointAtTheirThumbs() {
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        slider.setRange(minimum: -20, maximum: 30)
        slider.setValues(lower: -12, upper: 21)
        slider.focus(.lower)
        slider.inverted = true
        settle()
        XCTAssertEqual(slider.positionForValue(21), 300 - 15 - 270 * 41 / 50, accuracy: 1e-9)
        for thumb in Thumb.allCases {
            XCTAssertEqual(
                pointingTip(thumb) ?? -99, slider.positionForValue(slider.rangeValues.value(of: thumb)), accuracy: 0.5,
                "inverted \(thumb)")
        }
        let inverted = redRuns(render())
        XCTAssertEqual(inverted.count, 2)
        XCTAssertEqual(
            inverted.last ?? -99, slider.positionForValue(-12), accuracy: 1, "the lower thumb is on the right")

        slider.inverted = false
        gtk_widget_set_direction(slider.gtkWidget, GTK_TEXT_DIR_RTL)
        settle()
        XCTAssertEqual(slider.positionForValue(-12), 300 - 15 - 270 * 8 / 50, accuracy: 1e-9)
        for thumb in Thumb.allCases {
            XCTAssertEqual(
                pointingTip(thumb) ?? -99, slider.positionForValue(slider.rangeValues.value(of: thumb)), accuracy: 0.5,
                "RTL \(thumb)")
        }
        gtk_widget_set_direction(slider.gtkWidget, GTK_TEXT_DIR_LTR)

        slider.orientation = .vertical
        gtk_widget_set_size_request(slider.gtkWidget, 30, 300)
        settle(0.3)
        XCTAssertEqual(gtk_widget_get_height(slider.gtkWidget), 300)
        for thumb in Thumb.allCases {
            let along = slider.positionForValue(slider.rangeValues.value(of: thumb))
            XCTAssertEqual(pointingTip(thumb, horizontal: false) ?? -99, along, accuracy: 0.5, "vertical \(thumb)")
            guard let popover = slider.valuePopoverWidget(for: thumb) else { return XCTFail("no popover") }
            XCTAssertEqual(
                gtk_popover_get_position(popover.withMemoryRebound(to: GtkPopover.self, capacity: 1) { $0 }),
                GTK_POS_LEFT)
        }
        // The thumbs are drawn there: a red run down the middle column.
        let image = render("popover-vertical")
        var runs: [Double] = [], start: Int?
        for y in 0...image.height {
            let red =
                y < image.height
                && {
                    let p = image.pixel(15, y); return p.r > 150 && p.g < 90 && p.b < 90
                }()
            if red, start == nil { start = y }
            if !red, let s = start { runs.append(Double(s + y) / 2); start = nil }
        }
        XCTAssertEqual(runs.count, 2)
        XCTAssertEqual(runs.first ?? -99, slider.positionForValue(-12), accuracy: 1)
        XCTAssertEqual(runs.last ?? -99, slider.positionForValue(21), accuracy: 1)
    }

    func testTwoPopoversMergeWhenTheyWouldOverlapAndSplitAgain() {
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        slider.setValues(lower: 0.1, upper: 0.9)
        slider.focus(.lower)
        settle()
        XCTAssertEqual(
            slider.valuePopoverArrangement,
            .separate(lower: slider.positionForValue(0.1), upper: slider.positionForValue(0.9)))
        XCTAssertTrue(slider.isValuePopoverVisible(for: .lower))
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper))
        XCTAssertEqual(slider.valuePopoverText(for: .lower), "0.10")
        XCTAssertEqual(slider.valuePopoverText(for: .upper), "0.90")
        XCTAssertEqual(pointingTip(.lower) ?? -99, slider.positionForValue(0.1), accuracy: 0.5)
        XCTAssertEqual(pointingTip(.upper) ?? -99, slider.positionForValue(0.9), accuracy: 0.5)
        screenshotWithPopovers("popover-separate")

        slider.setValues(lower: 0.45, upper: 0.5)
        settle()
        let middle = (slider.positionForValue(0.45) + slider.positionForValue(0.5)) / 2
        XCTAssertEqual(slider.valuePopoverArrangement, .merged(at: middle))
        XCTAssertFalse(slider.isValuePopoverVisible(for: .lower))
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper))
        XCTAssertEqual(slider.valuePopoverText(for: .upper), "0.45 – 0.50")
        XCTAssertEqual(pointingTip(.upper) ?? -99, middle, accuracy: 0.5)
        XCTAssertEqual(drawnArrowTip(.upper) ?? -99, middle, accuracy: 0.75)
        screenshotWithPopovers("popover-merged")

        slider.setValues(lower: 0.2, upper: 0.8)
        settle()
        XCTAssertTrue(slider.isValuePopoverVisible(for: .lower), "split again")
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper))
        XCTAssertEqual(slider.valuePopoverText(for: .upper), "0.80")
        XCTAssertEqual(drawnArrowTip(.lower) ?? -99, slider.positionForValue(0.2), accuracy: 0.75)
        XCTAssertEqual(drawnArrowTip(.upper) ?? -99, slider.positionForValue(0.8), accuracy: 0.75)
    }

    func testShownWhileARealDragLastsAndNeverTakingFocus() {
        slider.valuePopoverVisibility = .whileDragging
        slider.focus(.upper)
        settle()
        XCTAssertFalse(slider.isValuePopoverVisible(for: .lower), "focus alone does not show it in this mode")
        drag(from: (69, 15), through: [(75, 15), (96, 15)], release: false)
        XCTAssertTrue(slider.isValuePopoverVisible(for: .lower))
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper), "both thumbs show their values during a drag")
        XCTAssertEqual(slider.valuePopoverText(for: .lower), "0.30")
        XCTAssertEqual(pointingTip(.lower) ?? -99, slider.positionForValue(0.3), accuracy: 0.5)
        XCTAssertEqual(drawnArrowTip(.lower) ?? -99, slider.positionForValue(0.3), accuracy: 0.75)
        let win = window.window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 }
        XCTAssertEqual(gtk_window_get_focus(win), slider.lowerThumbWidget, "the dragged thumb keeps the focus")
        XCTAssertEqual(gtk_widget_has_focus(slider.valuePopoverWidget(for: .lower)), 0)
        screenshotWithPopovers("popover-drag")
        XDoTool.release()
        settle()
        XCTAssertFalse(slider.isValuePopoverVisible(for: .lower), "hidden when the drag ends")
        XCTAssertFalse(slider.isValuePopoverVisible(for: .upper))
        XCTAssertNil(slider.valuePopoverArrangement)
        XCTAssertEqual(gtk_window_get_focus(win), slider.lowerThumbWidget)
    }

    func testFocusModeFollowsKeysAndHidesWhenFocusLeaves() {
        slider.mode = .single
        slider.valueFormatter = { "\(Int(($0 * 100).rounded())) %" }
        XCTAssertNil(slider.valuePopoverWidget(for: .upper), "made only when first needed")
        let win = window.window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 }
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        slider.focus(.upper)
        settle()
        XCTAssertEqual(slider.valuePopoverText(for: .upper), "80 %")
        pressKey("Left")
        XCTAssertEqual(slider.valuePopoverText(for: .upper), "79 %")
        XCTAssertEqual(pointingTip(.upper) ?? -99, slider.positionForValue(0.79), accuracy: 0.5)
        XCTAssertEqual(slider.focusedThumb, .upper, "keys still reach the thumb")
        // Focus changes are synchronous; checked at once (GTK may give the window's first
        // focusable widget the focus back later).
        gtk_window_set_focus(win, nil)
        XCTAssertFalse(slider.isValuePopoverVisible(for: .upper), "hidden when focus leaves")
        slider.focus(.upper)
        settle()
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper))
        slider.isSensitive = false
        settle()
        XCTAssertFalse(slider.isValuePopoverVisible(for: .upper), "an insensitive slider shows no popover")
    }

    func testAnAppsOwnContentIsUpdatedWithTheValue() {
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        var seen: [ValuePopoverValue] = []
        let content = gtk_label_new("page")!
        slider.setValuePopoverContent(content, for: .upper) { seen.append($0) }
        slider.focus(.upper)
        settle()
        let popover = slider.valuePopoverWidget(for: .upper)!
        XCTAssertEqual(
            gtk_popover_get_child(popover.withMemoryRebound(to: GtkPopover.self, capacity: 1) { $0 }), content)
        XCTAssertEqual(seen.last, .single(.upper, 0.8))
        slider.upperValue = 0.6
        XCTAssertEqual(seen.last, .single(.upper, 0.6))
        slider.setValues(lower: 0.58, upper: 0.6)
        XCTAssertEqual(seen.last, .range(lower: 0.58, upper: 0.6), "the merged popover is the upper one")
        slider.setValuePopoverContent(nil, for: .upper)
        XCTAssertNotEqual(
            gtk_popover_get_child(popover.withMemoryRebound(to: GtkPopover.self, capacity: 1) { $0 }), content)
    }

    func testProgressBarsShowNoPopover() {
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        slider.mode = .progress
        slider.focus(.upper)
        drag(from: (150, 15), through: [(160, 15), (200, 15)], release: false)
        XCTAssertFalse(slider.isValuePopoverVisible(for: .upper))
        XDoTool.release()
        settle()
    }

    func testReleasingTheSwiftObjectUnparentsThePopovers() {
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        slider.focus(.upper)
        settle()
        let popover = slider.valuePopoverWidget(for: .upper)!
        g_object_ref(popover)
        defer { g_object_unref(popover) }
        XCTAssertEqual(gtk_widget_get_parent(popover), slider.gtkWidget)
        window.close()
        window = nil
        slider = nil
        XCTAssertNil(gtk_widget_get_parent(popover))
        XCTAssertEqual(
            UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GObject.self).pointee.ref_count, 1,
            "only the test's reference")
    }

    /// Where the arrow of the popover of the thumb at `index` points (GTK's tip, as above).
    private func pointingTip(at index: Int) -> Double? {
        guard let popover = slider.valuePopoverWidget(at: index) else { return nil }
        var rect = GdkRectangle()
        guard
            gtk_popover_get_pointing_to(popover.withMemoryRebound(to: GtkPopover.self, capacity: 1) { $0 }, &rect) != 0
        else { return nil }
        return Double(rect.x + rect.width / 2)
    }

    private func shownPopovers() -> [Int] {
        (0..<slider.thumbCount).filter { slider.isValuePopoverVisible(at: $0) }
    }

    /// On five thumbs the popover follows the thumb a real drag moves, a middle one too, its
    /// arrow on that thumb's centre, its text that thumb's value; with the focus visibility it
    /// follows the keyboard focus from thumb to thumb.
    func testOnFiveThumbsThePopoverFollowsTheDraggedOrFocusedThumb() {
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        slider.valuePopoverVisibility = .whileDragging
        settle()
        let x = { (v: Double) in 15 + 270 * v }
        drag(from: (x(0.5), 15), through: [(x(0.55), 15), (x(0.6), 15)], release: false)
        settle(0.2)
        XCTAssertEqual(shownPopovers(), [2], "the dragged middle thumb's popover alone")
        XCTAssertEqual(slider.valuePopoverText(at: 2), slider.formattedValue(0.6))
        XCTAssertEqual(pointingTip(at: 2) ?? -1, x(0.6), accuracy: 1)
        screenshotWithPopovers("value-popover-five-thumbs-dragging")
        XDoTool.release()
        settle(0.2)
        XCTAssertEqual(shownPopovers(), [], "hidden when the drag ends")
        drag(from: (x(0.7), 15), through: [(x(0.75), 15), (x(0.8), 15)], release: false)
        settle(0.2)
        XCTAssertEqual(shownPopovers(), [3])
        XCTAssertEqual(pointingTip(at: 3) ?? -1, x(0.8), accuracy: 1)
        XDoTool.release()
        settle(0.2)

        slider.valuePopoverVisibility = .whileDraggingOrFocused
        slider.focus(index: 1)
        settle(0.2)
        XCTAssertEqual(shownPopovers(), [1], "the focused thumb's popover")
        XCTAssertEqual(slider.valuePopoverText(at: 1), slider.formattedValue(0.3))
        pressKey("Tab")
        settle(0.2)
        XCTAssertEqual(shownPopovers(), [2], "follows the focus")
        pressKey("Right")
        settle(0.2)
        XCTAssertEqual(slider.valuePopoverText(at: 2), slider.formattedValue(slider.thumbValues[2]))
        XCTAssertEqual(pointingTip(at: 2) ?? -1, x(slider.thumbValues[2]), accuracy: 1)
    }

    /// An app's content in a middle thumb's popover gets that thumb's index and value.
    func testAnAppsOwnContentInAMiddleThumbsPopoverGetsItsIndex() {
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        var seen: [ValuePopoverValue] = []
        slider.setValuePopoverContent(gtk_label_new("custom"), at: 2) { seen.append($0) }
        slider.focus(index: 2)
        settle(0.2)
        XCTAssertEqual(seen.last, .between(index: 2, 0.5))
        pressKey("Right")
        settle(0.2)
        XCTAssertEqual(seen.last, .between(index: 2, slider.thumbValues[2]))
        XCTAssertGreaterThan(slider.thumbValues[2], 0.5)
        slider.setValuePopoverContent(nil, at: 9)  // no such thumb: nothing happens
    }
}
