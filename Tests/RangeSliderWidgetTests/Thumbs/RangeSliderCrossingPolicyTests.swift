// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
import XCTest

/// A four-thumb range slider in a real window, driven by real pointer and key input (xdotool):
/// each crossing policy, coincident thumbs, span drags and fixed spans on highlighted pairs,
/// padding, the Tab walk and arrow keys, Shift to fine-tune. 430 × 30 px over 0…100: the usable track
/// is 400 px, 4 px per unit, value v at x = 15 + 4v.
final class RangeSliderCrossingPolicyTests: XCTestCase {
    var slider: RangeSliderWidget!
    var window: TestWindow!
    var events: [RangeSliderEvent] = []
    /// The drag highlight's thumb index seen during each drag (nil entries dropped).
    var draggedThumbs: [Int] = []

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
        slider = RangeSliderWidget()
        slider.setRange(minimum: 0, maximum: 100)
        slider.setValues([10, 30, 60, 90])
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
        draggedThumbs = []
    }

    func x(_ value: Double) -> Double { 15 + 4 * value }
    func settle(_ seconds: Double = 0.15) { MainLoop.spin(seconds: seconds) }

    /// The index of the thumb with keyboard focus, if one has it.
    var focusedIndex: Int? { slider.thumbWidgets.firstIndex { gtk_widget_has_focus($0) != 0 } }

    /// Presses at `from`, moves through `path` with the button held (noting the dragged thumb
    /// after each step), releases.
    func drag(from: Double, through path: [Double]) {
        XCTAssertEqual(press(at: from), 0, "xdotool failed")
        for point in path {
            moveHeld(to: point)
            if let index = slider.highlightedThumbIndex { draggedThumbs.append(index) }
        }
        XDoTool.release()
        settle(0.1)
        XCTAssertNil(slider.highlightedThumbIndex, "the release ends the drag highlight")
    }

    @discardableResult
    func press(at from: Double) -> Int32 {
        let origin = window.childOrigin
        let status = XDoTool.move(window: window.xid, x: origin.x + from, y: origin.y + 15)
        settle(0.05)
        XDoTool.press()
        settle(0.05)
        return status
    }

    func moveHeld(to point: Double, settling seconds: Double = 0.05) {
        let origin = window.childOrigin
        XDoTool.move(window: window.xid, x: origin.x + point, y: origin.y + 15)
        settle(seconds)
    }

    func assertValues(_ expected: [Double], _ message: String = "", file: StaticString = #filePath, line: UInt = #line)
    {
        XCTAssertEqual(slider.thumbValues.count, expected.count, message, file: file, line: line)
        for (a, b) in zip(slider.thumbValues, expected) {
            XCTAssertEqual(a, b, accuracy: 1e-9, "\(slider.thumbValues) \(message)", file: file, line: line)
        }
    }

    func screenshot(_ name: String) {
        settle(0.05)
        window.render().writePNG(to: PixelImage.screenshotDirectory + "/crossing-policy-\(name).png")
    }

    // MARK: Policies

    func testBlockStopsAtTheNeighbour() {
        XCTAssertEqual(slider.crossingPolicy, .block, "the default")
        drag(from: x(30), through: [x(40), x(70), x(80)])
        assertValues([10, 60, 60, 90])
        XCTAssertEqual(Set(draggedThumbs), [1], "thumb 1 was dragged throughout")
        screenshot("block")
    }

    func testPushMovesTheNeighbourKeepingTheSeparation() {
        slider.crossingPolicy = .push
        slider.minimumSeparation = 5
        drag(from: x(30), through: [x(50), x(75)])
        assertValues([10, 75, 80, 90])
        // Further: the pushed ones stop at the end, and so does the dragged thumb.
        drag(from: x(75), through: [x(95), x(100)])
        assertValues([10, 90, 95, 100])
        screenshot("push")
    }

    func testSwapPassesAndRelabelsTheThumb() {
        slider.crossingPolicy = .swap
        drag(from: x(30), through: [x(50), x(75)])
        assertValues([10, 60, 75, 90])
        XCTAssertEqual(draggedThumbs.first, 1)
        XCTAssertEqual(draggedThumbs.last, 2, "the drag highlight follows the moved value to its new node")
        XCTAssertEqual(focusedIndex, 2, "focus follows the moved value to its new node")
        screenshot("swap")
    }

    func testSwapByKeyboardMovesFocusWithTheValue() {
        slider.crossingPolicy = .swap
        slider.setValues([10, 30, 31, 90])
        slider.focus(index: 1)
        settle(0.05)
        pressKey("Right")
        pressKey("Right")
        assertValues([10, 31, 32, 90])
        XCTAssertEqual(focusedIndex, 2)
    }

    func testCoincidentThumbsAmongFourFollowTheDragsDirection() {
        slider.setValues([10, 50, 50, 50])
        drag(from: x(50), through: [x(55), x(70)])
        assertValues([10, 50, 50, 70])
        XCTAssertEqual(draggedThumbs.first, 3)
        slider.setValues([10, 50, 50, 50])
        draggedThumbs = []
        drag(from: x(50), through: [x(45), x(30)])
        assertValues([10, 30, 50, 50])
        XCTAssertEqual(draggedThumbs.first, 1)
    }

    func testCoincidentThumbsThatCannotMoveStillBeginAndEndTheDrag() {
        // At the maximum, dragging further up picks the highest thumb, which cannot move:
        // observers still see its drag begin before it ends.
        slider.setValues([10, 100, 100, 100])
        events = []
        drag(from: x(100), through: [x(100) + 4, x(100) + 8])
        assertValues([10, 100, 100, 100])
        XCTAssertEqual(events.first, .dragBegan(.upper), "\(events)")
        XCTAssertEqual(events.last, .dragEnded(.upper), "\(events)")
    }

    func testSpanDragMovesAHighlightedPair() {
        slider.allowsSpanDrag = true
        slider.highlightPattern = .alternate
        events = []
        drag(from: x(20), through: [x(30), x(40)])
        assertValues([30, 50, 60, 90])
        XCTAssertEqual(events.first, .dragBegan(.lower), "\(events)")
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

    func testATrackClickThatJumpsAFixedSpanNotifiesAtThePress() {
        slider.fixedSpan = true
        slider.highlightPattern = .alternate
        settle(0.05)
        let notifications = NotifyCounter(slider.gtkWidget)
        var changing = 0
        slider.addObserver { if case .valueChanging = $0 { changing += 1 } }
        // The nearest thumb is 60 (the pair 60, 90): the pair shifts so that it is under the pointer.
        XCTAssertEqual(press(at: x(50)), 0, "xdotool failed")
        assertValues([10, 30, 50, 80])
        XCTAssertEqual(notifications.take()["upper-value"], 1, "the jump is published at the press")
        XCTAssertEqual(changing, 1)
        XDoTool.release()
        settle(0.1)
    }

    func testPushAndSwapReachTheTracksEndsWithHomeAndEnd() {
        slider.crossingPolicy = .push
        slider.focus(index: 1)
        settle(0.05)
        pressKey("End")
        assertValues([10, 100, 100, 100], "End under push: to the end, the others pushed")
        slider.setValues([10, 30, 60, 90])
        slider.crossingPolicy = .block
        slider.focus(index: 1)
        settle(0.05)
        pressKey("End")
        assertValues([10, 60, 60, 90], "End under block: up to the next thumb")
    }

    // MARK: Padding

    func testPaddingKeepsDraggedThumbsOffTheEnds() {
        slider.padding = SliderPadding(5)
        drag(from: x(90), through: [x(98), x(100)])
        assertValues([10, 30, 60, 95])
        drag(from: x(10), through: [x(2), x(0)])
        assertValues([5, 30, 60, 95])
        slider.setValue(100, at: 3)
        assertValues([5, 30, 60, 95], "code stays inside the padding too")
        slider.padding = SliderPadding(start: -1)
        slider.padding = SliderPadding(start: .nan)
        XCTAssertEqual(slider.padding, SliderPadding(5), "refused")
        XCTAssertEqual(LogCapture.shared.messages.count, 2, "\(LogCapture.shared.messages)")
        slider.padding = SliderPadding(start: 20, end: 0)
        assertValues([20, 30, 60, 95], "a wider padding brings the values inside")
    }

    // MARK: Keyboard

    func testTabWalksTheFourThumbsInOrderAndArrowsMoveEach() {
        slider.focus(index: 0)
        settle(0.05)
        XCTAssertEqual(focusedIndex, 0)
        for expected in 1..<4 {
            pressKey("Tab")
            XCTAssertEqual(focusedIndex, expected, "Tab \(expected)")
        }
        pressKey("Right")
        assertValues([10, 30, 60, 91])
        pressKey("shift+Tab")
        XCTAssertEqual(focusedIndex, 2)
        pressKey("Left")
        pressKey("Page_Up")
        assertValues([10, 30, 69, 91])
        pressKey("End")
        assertValues([10, 30, 91, 91], "End: up to the next thumb under block")
        pressKey("shift+Tab")
        pressKey("shift+Tab")
        XCTAssertEqual(focusedIndex, 0)
        pressKey("Home")
        assertValues([0, 30, 91, 91])
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

    /// An assistive technology's value moves the thumb as a key would (block: up to 60). (The
    /// thumb's accessible range is bounded by its neighbours, so a request never passes them.)
    func testAnAssistiveTechnologysValueStopsAtTheNeighbour() {
        _ = cgtk_accessible_set_current_value(slider.thumbWidgets[1], 75)
        settle(0.05)
        assertValues([10, 60, 60, 90], "block: up to the neighbour")
    }

    // MARK: Accessibility

    func testEachThumbIsAnAccessibleSliderBoundedByItsNeighboursWithItsOwnLabel() {
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
        XCTAssertEqual(slider.thumbLabel(ofThumbAt: 3), "End of shift 2")
        XCTAssertEqual(slider.upperThumbLabel, "End of shift 2", "the last thumb's label is the upper thumb's")
        XCTAssertNil(slider.thumbLabel(ofThumbAt: 4))
        slider.setThumbLabel(nil, at: 2)
        XCTAssertEqual(slider.thumbLabel(ofThumbAt: 2), "Thumb 3")
        slider.setThumbLabel("Nowhere", at: 7)
        XCTAssertEqual(LogCapture.shared.messages.count, 1, "\(LogCapture.shared.messages)")
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
            XCTAssertEqual(
                gtk_range_get_value(
                    UnsafeMutableRawPointer(slider.thumbWidgets[2]).assumingMemoryBound(to: GtkRange.self)), 70,
                "the adjustment follows too")
        }
        XDoTool.release()
        settle(0.1)
    }
}
