// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
import XCTest

/// A 4-thumb slider in a real window, driven by real pointer and key input (xdotool): each
/// crossing policy, coincident thumbs, span drags, the Tab walk and arrow keys, soft limits,
/// accessibility and the CSS nodes. 430 × 30 px over 0…100: the usable track is 400 px, 4 px
/// per unit, value v at x = 15 + 4v.
final class MultiThumbSliderTests: XCTestCase {
    var slider: MultiThumbSliderWidget!
    var window: TestWindow!
    var events: [MultiThumbSliderEvent] = []

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
        slider = MultiThumbSliderWidget(thumbCount: 4)
        slider.setRange(minimum: 0, maximum: 100)
        slider.values = [10, 30, 60, 90]
        slider.addObserver { [unowned self] in self.events.append($0) }
        window = TestWindow(child: slider.gtkWidget, width: 430, height: 30)
        XDoTool.run(["windowfocus", String(window.xid)])
        LogCapture.shared.start()
        settle(0.1)
    }

    override func tearDown() {
        LogCapture.shared.stop()
        window?.close()
        window = nil
        slider = nil
        events = []
    }

    func x(_ value: Double) -> Double { 15 + 4 * value }
    func settle(_ seconds: Double = 0.15) { MainLoop.spin(seconds: seconds) }

    func drag(from: Double, through path: [Double]) {
        XCTAssertEqual(press(at: from), 0, "xdotool failed")
        for point in path { moveHeld(to: point) }
        XDoTool.release()
        settle(0.1)
    }

    /// Moves the real pointer to `from` (widget x, on the track's line) and presses the button,
    /// which stays down until `XDoTool.release()`. Returns xdotool's status for the move.
    @discardableResult
    func press(at from: Double) -> Int32 {
        let origin = window.childOrigin
        let status = XDoTool.move(window: window.xid, x: origin.x + from, y: origin.y + 15)
        settle(0.05)
        XDoTool.press()
        settle(0.05)
        return status
    }

    /// Moves the pointer, button held, to `point` (widget x, on the track's line), then lets
    /// the main loop run for `seconds`.
    func moveHeld(to point: Double, settling seconds: Double = 0.05) {
        let origin = window.childOrigin
        XDoTool.move(window: window.xid, x: origin.x + point, y: origin.y + 15)
        settle(seconds)
    }

    func screenshot(_ name: String) -> PixelImage {
        settle(0.05)
        let image = window.render()
        XCTAssertGreaterThan(image.width, 0)
        image.writePNG(to: PixelImage.screenshotDirectory + "/multi-thumb-\(name).png")
        return image
    }

    func assertValues(_ expected: [Double], _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(slider.values.count, expected.count, message, file: file, line: line)
        for (a, b) in zip(slider.values, expected) { XCTAssertEqual(a, b, accuracy: 1e-9, "\(slider.values) \(message)", file: file, line: line) }
    }

    // MARK: Policies

    func testBlockStopsAtTheNeighbour() {
        drag(from: x(30), through: [x(40), x(70), x(80)])
        assertValues([10, 60, 60, 90])
        XCTAssertEqual(events.first, .dragBegan(1))
        XCTAssertEqual(events.last, .dragEnded(1))
        XCTAssertTrue(events.contains(.valueChanged([10, 60, 60, 90], source: .user)))
        _ = screenshot("block")
    }

    func testPushMovesTheNeighbourKeepingTheSeparation() {
        slider.crossingPolicy = .push
        slider.constraints = RangeConstraints(minimumSeparation: 5)
        drag(from: x(30), through: [x(50), x(75)])
        assertValues([10, 75, 80, 90])
        // Further: the pushed ones stop at the end, and so does the dragged thumb.
        drag(from: x(75), through: [x(95), x(100)])
        assertValues([10, 90, 95, 100])
        _ = screenshot("push")
    }

    func testSwapPassesAndRelabelsTheThumb() {
        slider.crossingPolicy = .swap
        drag(from: x(30), through: [x(50), x(75)])
        assertValues([10, 60, 75, 90])
        XCTAssertTrue(events.contains(.thumbRelabelled(from: 1, to: 2)), "\(events)")
        XCTAssertEqual(events.last, .dragEnded(2))
        XCTAssertEqual(slider.focusedThumb, 2, "focus follows the moved value to its new node")
        _ = screenshot("swap")
    }

    func testCoincidentThumbsAmongFourFollowTheDragsDirection() {
        slider.values = [10, 50, 50, 50]
        events = []
        drag(from: x(50), through: [x(55), x(70)])
        assertValues([10, 50, 50, 70])
        XCTAssertEqual(events.first, .dragBegan(3))
        slider.values = [10, 50, 50, 50]
        events = []
        drag(from: x(50), through: [x(45), x(30)])
        assertValues([10, 30, 50, 50])
        XCTAssertEqual(events.first, .dragBegan(1))
    }

    func testCoincidentThumbsThatCannotMoveStillBeginAndEndTheDrag() {
        // At the maximum, dragging further up picks the highest thumb, which cannot move:
        // observers still see its drag begin before it ends.
        slider.values = [10, 100, 100, 100]
        events = []
        drag(from: x(100), through: [x(100) + 4, x(100) + 8])
        assertValues([10, 100, 100, 100])
        XCTAssertEqual(events.first, .dragBegan(3), "\(events)")
        XCTAssertEqual(events.last, .dragEnded(3), "\(events)")
    }

    func testSpanDragMovesAHighlightedPair() {
        slider.allowsSpanDrag = true
        slider.highlightPattern = .alternate
        drag(from: x(20), through: [x(30), x(40)])
        assertValues([30, 50, 60, 90])
        XCTAssertEqual(Array(events.prefix(2)), [.dragBegan(0), .dragBegan(1)])
        // Up to the next thumb, the width kept.
        drag(from: x(40), through: [x(60), x(80)])
        assertValues([40, 60, 60, 90])
    }

    func testFixedSpanDragsThePairFromEitherThumb() {
        slider.fixedSpan = true
        slider.highlightPattern = .alternate
        drag(from: x(90), through: [x(80), x(70)])
        assertValues([10, 30, 40, 70])
    }

    // MARK: Keyboard and focus

    func testTabWalksTheFourThumbsInOrderAndArrowsMoveEach() {
        // The window gives the first focus stop, thumb 0, the focus; Tab walks on.
        XCTAssertEqual(slider.focusedThumb, 0)
        for expected in 1..<4 {
            pressKey("Tab")
            XCTAssertEqual(slider.focusedThumb, expected, "Tab \(expected)")
        }
        pressKey("Right")
        assertValues([10, 30, 60, 91])
        pressKey("shift+Tab")
        XCTAssertEqual(slider.focusedThumb, 2)
        pressKey("Left")
        pressKey("Page_Up")
        assertValues([10, 30, 69, 91])
        pressKey("End")
        assertValues([10, 30, 91, 91], "End: up to the next thumb under block")
        pressKey("shift+Tab")
        pressKey("shift+Tab")
        XCTAssertEqual(slider.focusedThumb, 0)
        pressKey("Home")
        assertValues([0, 30, 91, 91])
    }

    func testTabOrderFollowsARightToLeftTrack() {
        // As in a right-to-left locale: every widget's direction.
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        slider.focus(3)
        settle(0.2)
        // Thumb 0 is now at the right end of the track; Tab starts from it there.
        let centre = slider.thumbCentre(0)
        XCTAssertEqual(centre.x, 430 - x(10), accuracy: 1)
        var order: [Int?] = []
        for _ in 0..<4 {   // from thumb 3, Tab wraps round to the first stop
            pressKey("Tab")
            order.append(slider.focusedThumb)
        }
        XCTAssertEqual(order, [0, 1, 2, 3])
        pressKey("Left")   // on a right-to-left slider Left increases, as GtkScale
        assertValues([10, 30, 60, 91])
    }

    func testTabWalksAVerticalSliderFromTheTop() {
        slider.orientation = .vertical
        gtk_widget_set_size_request(slider.gtkWidget, 30, 430)
        gtk_widget_set_size_request(window.window, 30, 430)
        settle(0.3)
        XCTAssertEqual(slider.thumbCentre(0).y, x(10), accuracy: 1, "the minimum at the top, as GtkScale")
        slider.focus(3)
        settle(0.05)
        var order: [Int?] = []
        for _ in 0..<4 {
            pressKey("Tab")
            order.append(slider.focusedThumb)
        }
        XCTAssertEqual(order, [0, 1, 2, 3])
        pressKey("Down")   // on a vertical slider Down increases, as GtkScale
        assertValues([10, 30, 60, 91])
    }

    func testTheScrollWheelMovesTheFocusedThumbElseTheOneUnderThePointer() {
        let origin = window.childOrigin
        XDoTool.move(window: window.xid, x: origin.x + x(60) + 2, y: origin.y + 15)
        settle(0.1)
        XCTAssertEqual(slider.focusedThumb, 0)
        XDoTool.run(["click", "4"])   // wheel up: one step towards larger values, on the focused thumb
        settle(0.1)
        assertValues([11, 30, 60, 90])
        gtk_window_set_focus(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self), nil)
        settle(0.05)
        XCTAssertNil(slider.focusedThumb)
        XDoTool.run(["click", "5"])
        XDoTool.run(["click", "5"])
        settle(0.1)
        assertValues([11, 30, 58, 90], "no focus: the thumb nearest the pointer")
    }

    func testShiftFineTunesADragWithoutAJump() {
        press(at: x(60))
        moveHeld(to: x(70))
        XDoTool.run(["keydown", "shift"])
        settle(0.05)
        moveHeld(to: x(80), settling: 0.1)
        XDoTool.run(["keyup", "shift"])
        XDoTool.release()
        settle(0.1)
        assertValues([10, 30, 72.5, 90], "40 px at a quarter of the speed: 2.5 more")
    }

    func testSwapByKeyboardMovesFocusWithTheValue() {
        slider.crossingPolicy = .swap
        slider.values = [10, 30, 31, 90]
        slider.focus(1)
        settle(0.05)
        pressKey("Right")
        pressKey("Right")
        assertValues([10, 31, 32, 90])
        XCTAssertEqual(slider.focusedThumb, 2)
    }

    // MARK: Soft limits, accessibility, CSS

    func testAValueBeyondTheSoftLimitSitsAtTheEndWithAMarker() {
        let plain = screenshot("before-soft-limit")
        slider.setHardLimits(minimum: nil, maximum: 150)
        slider.setValue(130, at: 3)
        assertValues([10, 30, 60, 130])
        let image = screenshot("soft-limit")
        // The thumb at the end: its centre (x = 415) is thumb-coloured, the marker's red is near
        // the track's end.
        XCTAssertEqual(slider.thumbCentre(3).x, 415, accuracy: 0.5)
        let marker = image.pixel(426, 15)
        XCTAssertTrue(marker.isClose(to: PixelImage.Pixel(red: 0.88, green: 0.11, blue: 0.14), tolerance: 40) ||
                      (0..<30).contains { image.pixel(400 + $0 % 30, 15).isClose(to: PixelImage.Pixel(red: 0.88, green: 0.11, blue: 0.14), tolerance: 40) },
                      "no soft-limit marker: \(marker)")
        XCTAssertFalse((400..<430).contains { plain.pixel($0, 15).isClose(to: PixelImage.Pixel(red: 0.88, green: 0.11, blue: 0.14), tolerance: 40) })
        // The accessible value is the real one; the thumb's maximum widens to hold it.
        let thumb = slider.thumbWidgets[3]
        XCTAssertNil(accessibleDouble(thumb, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 130))
        XCTAssertNil(accessibleDouble(thumb, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 130))
        XCTAssertNil(accessibleString(thumb, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "130 (beyond the maximum)"))
        // Dragged, it comes back inside and cannot leave again.
        drag(from: 415, through: [x(95), x(80)])
        assertValues([10, 30, 60, 80])
    }

    func testEachThumbIsAnAccessibleSliderBoundedByItsNeighbours() {
        slider.setThumbLabels(["Start of shift 1", "End of shift 1", "Start of shift 2", "End of shift 2"])
        settle(0.05)
        let bounds: [(Double, Double, Double)] = [(0, 30, 10), (10, 60, 30), (30, 90, 60), (60, 100, 90)]
        for (i, (minimum, maximum, now)) in bounds.enumerated() {
            let w = slider.thumbWidgets[i]
            XCTAssertTrue(gtk_test_accessible_has_role(OpaquePointer(w), GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
            XCTAssertNil(accessibleDouble(w, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum), "thumb \(i)")
            XCTAssertNil(accessibleDouble(w, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum), "thumb \(i)")
            XCTAssertNil(accessibleDouble(w, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now), "thumb \(i)")
        }
        XCTAssertNil(accessibleString(slider.thumbWidgets[2], GTK_ACCESSIBLE_PROPERTY_LABEL, "Start of shift 2"))
        XCTAssertEqual(slider.thumbLabel(3), "End of shift 2")
        // An assistive technology's value moves the thumb as a key would (block: up to 60).
        _ = cgtk_accessible_set_current_value(slider.thumbWidgets[1], 75)
        settle(0.05)
        assertValues([10, 60, 60, 90])
    }

    /// Drag steps reach the accessible values at the next idle (not on every motion event),
    /// before the release.
    func testAccessibleValuesFollowADragBeforeTheRelease() {
        press(at: x(60))
        moveHeld(to: x(70), settling: 0.1)
        assertValues([10, 30, 70, 90])
        XCTAssertNil(accessibleDouble(slider.thumbWidgets[2], GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 70))
        XCTAssertNil(accessibleDouble(slider.thumbWidgets[3], GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 70))
        XCTAssertNil(accessibleDouble(slider.thumbWidgets[1], GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 70))
        if cgtk_thumbs_are_ranges() != 0 {
            XCTAssertEqual(gtk_range_get_value(UnsafeMutableRawPointer(slider.thumbWidgets[2]).assumingMemoryBound(to: GtkRange.self)), 70,
                           "the adjustment follows too")
        }
        XDoTool.release()
        settle(0.1)
    }

    func testOneSliderNodePerThumbWithPositionalClasses() {
        XCTAssertEqual(slider.thumbWidgets.count, 4)
        for (i, w) in slider.thumbWidgets.enumerated() {
            XCTAssertEqual(String(cString: gtk_widget_get_css_name(w)), "slider")
            XCTAssertTrue(gtk_widget_has_css_class(w, "thumb-\(i)") != 0)
        }
        XCTAssertTrue(gtk_widget_has_css_class(slider.thumbWidgets[0], "first") != 0)
        XCTAssertTrue(gtk_widget_has_css_class(slider.thumbWidgets[3], "last") != 0)
        XCTAssertTrue(gtk_widget_has_css_class(slider.thumbWidgets[3], "upper") != 0)
        slider.thumbCount = 6
        XCTAssertEqual(slider.thumbWidgets.count, 6)
        XCTAssertFalse(gtk_widget_has_css_class(slider.thumbWidgets[3], "last") != 0)
        XCTAssertTrue(gtk_widget_has_css_class(slider.thumbWidgets[5], "last") != 0)
        slider.thumbCount = 2
        XCTAssertEqual(slider.thumbWidgets.count, 2)
        XCTAssertEqual(slider.lowerValue, 10)
        XCTAssertEqual(slider.upperValue, 30)
    }

    func testBadInputIsRefusedWithAWarning() {
        slider.values = []
        slider.setValue(.nan, at: 1)
        slider.setValue(5, at: 9)
        slider.padding = SliderPadding(start: -1)
        assertValues([10, 30, 60, 90])
        XCTAssertEqual(LogCapture.shared.messages.count, 4, "\(LogCapture.shared.messages)")
    }

    func testPaddingKeepsDraggedThumbsOffTheEnds() {
        slider.padding = SliderPadding(5)
        drag(from: x(90), through: [x(98), x(100)])
        assertValues([10, 30, 60, 95])
        drag(from: x(10), through: [x(2), x(0)])
        assertValues([5, 30, 60, 95])
    }

    func testTheValuePopoverFollowsTheDraggedThumb() {
        slider.showsValuePopover = true
        press(at: x(60))
        moveHeld(to: x(70), settling: 0.2)
        XCTAssertEqual(slider.popoverText, "70")
        XCTAssertTrue(slider.isPopoverVisible)
        XDoTool.release()
        settle(0.2)
        XCTAssertFalse(slider.isPopoverVisible)
    }
}
