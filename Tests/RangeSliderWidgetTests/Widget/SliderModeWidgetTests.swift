// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import Foundation
import GtkTestSupport
@_spi(Testing) import RangeSlider
import XCTest

/// Accessible-property checks through GTK's test API (NULL = the property has the value).
func accessibleDouble(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, _ value: Double)
    -> String?
{
    guard let message = cgtk_test_accessible_check_double(OpaquePointer(widget), property, value) else { return nil }
    defer { g_free(message) }
    return String(cString: message)
}

func accessibleString(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, _ value: String)
    -> String?
{
    guard let message = cgtk_test_accessible_check_string(OpaquePointer(widget), property, value) else { return nil }
    defer { g_free(message) }
    return String(cString: message)
}

/// Nil when `thumb`'s accessible description is what a thumb whose value text is `valueText`
/// has while it shows no note, else what differs: the text itself before GTK 4.14 (screen
/// readers read the focused object's description); none from GTK 4.14, which announces a new
/// value instead.
func thumbDescriptionMismatch(_ thumb: UnsafeMutablePointer<GtkWidget>, _ valueText: String) -> String? {
    guard cgtk_can_announce() != 0 else {
        return accessibleString(thumb, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, valueText)
    }
    let given = gtk_test_accessible_has_property(OpaquePointer(thumb), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) != 0
    return given ? "the thumb has a description" : nil
}

/// Presses `key` (an X keysym name such as "Right") on the focused window through XTEST.
func pressKey(_ key: String) {
    XDoTool.run(["key", key])
    MainLoop.spin(seconds: 0.1)
}

/// Single-value mode: one thumb, everything else as for two.
final class SingleModeTests: WidgetTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        slider.useTutorialColors()
        slider.mode = .single
        settle()
        events = []
    }

    func testTheLowerValueIsPinnedAndTheLowerThumbIsGone() {
        XCTAssertEqual(slider.lowerValue, 0)
        XCTAssertEqual(slider.value, 0.8)
        XCTAssertEqual(slider.thumbWidgets.count, 1, "one thumb node: no lower thumb drawn, focused or accessible")
        XCTAssertTrue(slider.lowerThumbWidget == slider.upperThumbWidget)
        slider.setRange(minimum: -5, maximum: 5)
        XCTAssertEqual(slider.lowerValue, -5, "follows a new minimum")
        slider.lowerValue = 2
        XCTAssertEqual(slider.lowerValue, -5)
        XCTAssertTrue(LogCapture.shared.messages.last?.contains("pinned") ?? false, "\(LogCapture.shared.messages)")
        slider.setValues(lower: 1, upper: 3)
        XCTAssertEqual(slider.value, 3)
        XCTAssertEqual(slider.lowerValue, -5)
        XCTAssertTrue(slider.rangeValues.isValid)
    }

    func testNotificationsCarryTheValue() {
        slider.value = 0.4
        XCTAssertEqual(events, [.valueChanged(lowerValue: 0, upperValue: 0.4, source: .program)])
        slider.value = .nan
        XCTAssertEqual(events.count, 1)
        XCTAssertEqual(LogCapture.shared.messages.count, 1)
    }

    func testAPairWithANonFiniteValueIsRefusedWholeInSingleMode() {
        slider.mode = .single
        slider.value = 0.4
        events = []
        LogCapture.shared.messages = []
        slider.setValues(lower: 0.3, upper: .nan)  // max(0.3, NaN) would be 0.3
        slider.setValues(lower: 0.7, upper: .infinity)
        XCTAssertEqual(slider.value, 0.4)
        XCTAssertEqual(events, [])
        XCTAssertEqual(LogCapture.shared.messages.count, 2, "\(LogCapture.shared.messages)")
    }

    func testSwitchingModeNotifiesWhenPinningMovesTheLowerValue() {
        slider.mode = .range
        events = []
        slider.setValues(lower: 0.3, upper: 0.6)
        events = []
        slider.mode = .single
        XCTAssertEqual(events, [.valueChanged(lowerValue: 0, upperValue: 0.6, source: .program)])
        XCTAssertEqual(slider.thumbWidgets.count, 1)
        events = []
        slider.mode = .range
        XCTAssertNotEqual(gtk_widget_get_visible(slider.lowerThumbWidget), 0)
        XCTAssertEqual(slider.thumbValues, [0, 0.6], "two thumbs again: at the minimum and at the value")
        XCTAssertEqual(events, [], "the lower value read the minimum already")
    }

    func testSeparationAndSpanApplyOnlyToRanges() {
        slider.minimumSeparation = 0.3
        slider.maximumSpan = 0.5
        slider.value = 0.1
        XCTAssertEqual(slider.value, 0.1, "no second thumb to keep apart from")
        slider.value = 0.95
        XCTAssertEqual(slider.value, 0.95)
        XCTAssertEqual(slider.minimumSeparation, 0.3, "kept for range mode")
        slider.mode = .range
        XCTAssertGreaterThanOrEqual(slider.upperValue - slider.lowerValue, 0.3 - 1e-9)
        XCTAssertLessThanOrEqual(slider.upperValue - slider.lowerValue, 0.5 + 1e-9)
    }

    func testTheTrackBeforeTheThumbIsTheMinimumTrack() {
        let image = render("single-default-look")
        let highlight = PixelImage.Pixel(red: 0, green: 0.45, blue: 0.94)
        let track = PixelImage.Pixel(red: 0.9, green: 0.9, blue: 0.9)
        XCTAssertTrue(image.pixel(10, 13).isClose(to: highlight), "from the start of the track: \(image.pixel(10, 13))")
        XCTAssertTrue(image.pixel(150, 13).isClose(to: highlight), "\(image.pixel(150, 13))")
        XCTAssertTrue(image.pixel(270, 13).isClose(to: track), "after the thumb: \(image.pixel(270, 13))")
        // One thumb, at 231.
        slider.thumbTintColor = RGBA(red: 1, green: 0, blue: 0)
        let red = redColumns(render(), row: 15)
        XCTAssertFalse(red.contains { abs($0 - 69) < 10 }, "no lower thumb drawn")
        XCTAssertTrue(red.contains { abs($0 - 231) < 3 })
    }

    func testARealDragMovesTheOneThumb() {
        drag(from: (231, 15), through: [(220, 15), (204, 15)])
        XCTAssertEqual(slider.value, 0.7, accuracy: 1e-9)
        XCTAssertEqual(slider.lowerValue, 0)
        XCTAssertEqual(events.first, .dragBegan(.upper))
        XCTAssertEqual(events.last, .dragEnded(.upper))
        XCTAssertTrue(
            events.contains {
                if case .valueChanging(0, _) = $0 { return true }; return false
            }, "steps while dragging")
        guard case .valueChanged(let lower, let upper, let source)? = valueEvents.last else {
            return XCTFail("no commit")
        }
        XCTAssertEqual(lower, 0)
        XCTAssertEqual(upper, 0.7, accuracy: 1e-9)
        XCTAssertEqual(source, .user)
    }

    func testPressingOnThePinnedLowerThumbTakesTheOnlyThumb() {
        // Where the lower thumb of a range slider would be (at the minimum, 15): the value jumps.
        drag(from: (15, 15), through: [(20, 15), (42, 15)])
        XCTAssertEqual(slider.value, 0.1, accuracy: 1e-9)
        XCTAssertEqual(slider.lowerValue, 0)
        XCTAssertEqual(events.first, .dragBegan(.upper))
    }

    func testKeysMoveTheValue() {
        slider.focus(.upper)
        settle()
        XCTAssertEqual(slider.focusedThumb, .upper)
        pressKey("Right")
        XCTAssertEqual(slider.value, 0.81, accuracy: 1e-9)
        pressKey("Home")
        XCTAssertEqual(slider.value, 0, "Home reaches the minimum: nothing below to stop at")
        pressKey("End")
        XCTAssertEqual(slider.value, 1)
        XCTAssertEqual(slider.lowerValue, 0)
        XCTAssertEqual(valueEvents.last, .valueChanged(lowerValue: 0, upperValue: 1, source: .user))
    }

    func testAccessibleAsOneSlider() {
        XCTAssertNotEqual(
            gtk_test_accessible_has_role(OpaquePointer(slider.upperThumbWidget), GTK_ACCESSIBLE_ROLE_SLIDER), 0)
        XCTAssertNil(accessibleString(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Value"))
        XCTAssertNil(accessibleDouble(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0))
        XCTAssertNil(accessibleDouble(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 1))
        XCTAssertNil(accessibleDouble(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.8))
        slider.setRange(minimum: -20, maximum: 30)
        slider.value = 12.5
        XCTAssertNil(accessibleDouble(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, -20))
        XCTAssertNil(accessibleDouble(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 12.5))
        settle(0)  // the value text follows at the next idle
        XCTAssertNil(accessibleString(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "12.50"))
        slider.valueLabel = "Volume"
        XCTAssertNil(accessibleString(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Volume"))
        XCTAssertEqual(gtk_widget_get_visible(slider.progressWidget), 0, "no progress bar in single mode")
    }

    /// Real pointer input on the one thumb, and the pixels read back: one thumb drawn, where
    /// its value is, the minimum track up to it.
    func testARealDragAndAClickMoveTheOneThumbDrawnAlone() {
        slider.thumbTintColor = RGBA(red: 1, green: 0, blue: 0)
        let highlight = PixelImage.Pixel(red: 0, green: 0.45, blue: 0.94)
        let track = PixelImage.Pixel(red: 0.9, green: 0.9, blue: 0.9)
        func thumbs(_ image: PixelImage) -> [Double] {
            // The centres of the runs of red columns: one per thumb drawn.
            var runs: [[Double]] = []
            for x in redColumns(image, row: 15) {
                if let last = runs.last?.last, x == last + 1 {
                    runs[runs.count - 1].append(x)
                } else {
                    runs.append([x])
                }
            }
            return runs.map { ($0[0] + $0[$0.count - 1]) / 2 }
        }
        XCTAssertEqual(thumbs(render("single-real-before")).map { $0.rounded() }, [231])
        drag(from: (231, 15), through: [(180, 15), (120, 15), (96, 15)])
        XCTAssertEqual(slider.value, 0.3, accuracy: 1e-9)
        XCTAssertEqual(slider.thumbValues.count, 1)
        var image = render("single-real-dragged")
        XCTAssertEqual(thumbs(image).count, 1, "one thumb drawn: \(thumbs(image))")
        XCTAssertEqual(thumbs(image).first ?? 0, slider.positionForValue(0.3), accuracy: 1.5)
        XCTAssertTrue(
            image.pixel(40, 13).isClose(to: highlight), "the minimum track, up to the thumb: \(image.pixel(40, 13))")
        XCTAssertTrue(image.pixel(200, 13).isClose(to: track), "after it: \(image.pixel(200, 13))")
        events = []
        let origin = window.childOrigin
        XDoTool.move(window: window.xid, x: origin.x + 258, y: origin.y + 15)
        settle(0.05)
        XDoTool.click()
        settle(0.2)
        XCTAssertEqual(slider.value, 0.9, accuracy: 1e-9, "a click on the track jumps the one thumb there")
        XCTAssertEqual(valueEvents.last, .valueChanged(lowerValue: 0, upperValue: slider.value, source: .user))
        image = render("single-real-clicked")
        XCTAssertEqual(thumbs(image).count, 1, "\(thumbs(image))")
        XCTAssertEqual(thumbs(image).first ?? 0, slider.positionForValue(0.9), accuracy: 1.5)
        XCTAssertTrue(image.pixel(200, 13).isClose(to: highlight), "\(image.pixel(200, 13))")
    }

    func testSwitchingModesNotifiesEachChangedPropertyOnce() {
        slider.mode = .range
        slider.setValues([0.1, 0.3, 0.6])
        settle()
        let properties = ObjectProperties(slider.gtkWidget)
        let notifications = NotifyCounter(slider.gtkWidget)
        for mode in [SliderMode.single, .progress, .range, .progress, .single, .range] {
            let before = properties.read()
            slider.mode = mode
            let after = properties.read()
            let changed = Set(after.keys.filter { after[$0] != before[$0] })
            let notified = notifications.take().filter { after[$0.key] != nil }
            XCTAssertEqual(Set(notified.keys), changed, "to \(mode)")
            XCTAssertTrue(notified.values.allSatisfy { $0 == 1 }, "to \(mode): \(notified)")
            XCTAssertEqual(after["thumb-count"], mode == .range ? "uint:2" : "uint:1", "to \(mode)")
        }
        XCTAssertEqual(slider.thumbValues, [0, 0.6])
    }

    func testTheFirstThumbsSettingsWaitForItOutsideRangeMode() throws {
        slider.mode = .range
        slider.lowerThumbLabel = "From"
        slider.upperThumbLabel = "To"
        slider.allowsOpenLowerBound = true
        slider.openLowerBoundText = "Any"
        slider.mode = .single
        XCTAssertNil(
            accessibleString(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Value"), "the one thumb's label")
        XCTAssertEqual(slider.lowerThumbLabel, "From", "kept, as before")
        XCTAssertEqual(slider.upperThumbLabel, "To")
        XCTAssertTrue(slider.allowsOpenLowerBound)
        XCTAssertFalse(slider.isLowerBoundOpen, "no lower thumb, no open lower end")
        slider.lowerThumbLabel = "Since"
        slider.mode = .range
        XCTAssertNil(accessibleString(slider.lowerThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Since"))
        XCTAssertNil(accessibleString(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "To"))
        XCTAssertTrue(slider.allowsOpenLowerBound)
        XCTAssertTrue(slider.isLowerBoundOpen, "at the minimum again, and allowed")
        XCTAssertEqual(slider.openLowerBoundText, "Any")
    }

    func testKeysAndADragActOnTheOneThumb() {
        XCTAssertEqual(slider.thumbCount, 1)
        slider.focus(.upper)
        XCTAssertNotEqual(gtk_widget_has_focus(slider.thumbWidgets[0]), 0, "the one thumb has the focus")
        slider.simulateKeyPress(guint(GDK_KEY_Left))
        XCTAssertEqual(slider.thumbValues.count, 1)
        XCTAssertEqual(slider.value, 0.79, accuracy: 1e-9)
        XCTAssertTrue(slider.simulateDragBegin(x: slider.positionForValue(0.79), y: 13))
        slider.simulateDragUpdate(dx: slider.positionForValue(0.3) - slider.positionForValue(0.79), dy: 0)
        slider.simulateDragEnd()
        XCTAssertEqual(slider.thumbValues.count, 1)
        XCTAssertEqual(slider.value, 0.3, accuracy: 0.01)
        XCTAssertEqual(slider.lowerValue, 0)
    }

    private func redColumns(_ image: PixelImage, row: Int) -> [Double] {
        (0..<image.width).filter {
            let p = image.pixel($0, row); return p.r > 150 && p.g < 90 && p.b < 90
        }.map(Double.init)
    }
}

/// Progress mode: drawn like a slider, behaves like a progress bar.
final class ProgressModeTests: WidgetTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        slider.useTutorialColors()
        slider.mode = .progress
        slider.value = 0.5
        settle()
        events = []
    }

    func testARealPointerDragChangesNothing() {
        for (from, to) in [(150.0, 250.0), (15.0, 280.0), (285.0, 20.0)] {
            drag(from: (from, 15), through: [(from + 5, 15), (to, 15)])
        }
        XCTAssertEqual(slider.value, 0.5)
        XCTAssertEqual(slider.lowerValue, 0)
        XCTAssertTrue(events.isEmpty, "\(events)")
        XCTAssertNil(slider.highlightedThumb)
    }

    /// Real pointer input on a progress bar, and the pixels read back: not one changes.
    func testARealDragAndClickLeaveEveryPixelAsItWas() {
        let before = render("progress-real-before")
        XCTAssertEqual(slider.thumbCount, 1)
        drag(from: (150, 15), through: [(200, 15), (260, 15)], release: false)
        let during = render("progress-real-during-drag")
        XDoTool.release()
        settle(0.1)
        let origin = window.childOrigin
        XDoTool.move(window: window.xid, x: origin.x + 40, y: origin.y + 15)
        settle(0.05)
        XDoTool.click()
        settle(0.2)
        let after = render("progress-real-after-click")
        XCTAssertEqual(slider.value, 0.5)
        XCTAssertTrue(events.isEmpty, "\(events)")
        XCTAssertTrue(during.bgra == before.bgra, "nothing drawn highlighted or moved while the pointer is held")
        XCTAssertTrue(after.bgra == before.bgra, "the fill is where it was")
    }

    func testKeysScrollAndFocusDoNothing() {
        XCTAssertEqual(gtk_widget_grab_focus(slider.upperThumbWidget), 0, "not a focus stop")
        XCTAssertEqual(gtk_widget_grab_focus(slider.lowerThumbWidget), 0)
        XCTAssertNil(slider.focusedThumb)
        XCTAssertEqual(gtk_widget_child_focus(slider.gtkWidget, GTK_DIR_TAB_FORWARD), 0, "Tab passes over it")
        for key in ["Right", "End", "Page_Up", "plus"] { pressKey(key) }
        let origin = window.childOrigin
        XDoTool.move(window: window.xid, x: origin.x + 150, y: origin.y + 15)
        settle(0.05)
        XDoTool.run(["click", "4"])  // wheel up
        settle(0.1)
        XCTAssertEqual(slider.value, 0.5)
        XCTAssertTrue(events.isEmpty, "\(events)")
    }

    func testAccessibleAsAProgressBarWithItsFraction() {
        let bar = slider.progressWidget
        XCTAssertNotEqual(gtk_widget_get_visible(bar), 0)
        XCTAssertNotEqual(gtk_test_accessible_has_role(OpaquePointer(bar), GTK_ACCESSIBLE_ROLE_PROGRESS_BAR), 0)
        XCTAssertNil(accessibleDouble(bar, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0))
        XCTAssertNil(accessibleDouble(bar, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 1))
        XCTAssertNil(accessibleDouble(bar, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.5))
        slider.setRange(minimum: 0, maximum: 200)
        slider.value = 50
        XCTAssertEqual(slider.fraction, 0.25)
        XCTAssertNil(accessibleDouble(bar, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.25))
        XCTAssertNil(accessibleString(bar, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "25 %"))
        XCTAssertNil(accessibleString(bar, GTK_ACCESSIBLE_PROPERTY_LABEL, "Progress"))
        XCTAssertEqual(gtk_widget_get_visible(slider.upperThumbWidget), 0, "the thumbs are not in the accessible tree")
        slider.mode = .single
        XCTAssertEqual(gtk_widget_get_visible(bar), 0)
    }

    func testTheFillIsTheFractionWithoutAThumb() {
        let image = render("progress-default-look")
        let highlight = PixelImage.Pixel(red: 0, green: 0.45, blue: 0.94)
        let track = PixelImage.Pixel(red: 0.9, green: 0.9, blue: 0.9)
        // No thumb: the fill runs from 0 to exactly half of 300.
        XCTAssertTrue(image.pixel(146, 13).isClose(to: highlight), "\(image.pixel(146, 13))")
        XCTAssertTrue(image.pixel(154, 13).isClose(to: track), "\(image.pixel(154, 13))")
        XCTAssertEqual(slider.positionForValue(0.5), 150)
    }

    func testASmallThumbImageIsTheEndCapOfTheFill() throws {
        let dir = TestImages.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        slider.setThumbImage(
            try SliderImage(contentsOfFile: TestImages.solid(dir + "/cap.png", width: 8, height: 14, TestImages.red)))
        slider.value = 1
        settle()
        // 8 px cap: the fill ends at 300 − 4, the cap covers 292…299.
        XCTAssertEqual(slider.positionForValue(1), 296)
        let image = render("progress-end-cap")
        XCTAssertTrue(image.pixel(296, 15).isExactly(TestImages.red), "\(image.pixel(296, 15))")
        XCTAssertTrue(image.pixel(292, 15).isExactly(TestImages.red), "\(image.pixel(292, 15))")
        XCTAssertEqual(gtk_widget_get_visible(slider.upperThumbWidget), 0, "drawn, but still not focusable")
    }

    func testTheFrameClockAnimationReachesOne() {
        slider.value = 0
        events = []
        var finished = 0
        slider.animateValue(to: 1, duration: 0.4) { finished += 1 }
        XCTAssertTrue(slider.isAnimatingValue)
        XCTAssertTrue(MainLoop.spin(until: { finished > 0 }, timeout: 10), "the animation never finished")
        XCTAssertEqual(slider.value, 1, "exactly the target")
        XCTAssertEqual(finished, 1)
        XCTAssertFalse(slider.isAnimatingValue)
        let steps = events.compactMap { event -> Double? in
            if case .valueChanged(_, let upper, .program) = event { return upper }
            return nil
        }
        XCTAssertGreaterThan(steps.count, 3, "several frames, not a jump: \(steps)")
        XCTAssertEqual(steps, steps.sorted(), "rises monotonically")
        XCTAssertEqual(steps.last, 1)
        settle(0.2)
        XCTAssertEqual(slider.value, 1, "stays there")
    }

    func testANewAnimationOrAModeChangeCancelsTheRunningOne() {
        slider.value = 0
        var first = 0, second = 0
        slider.animateValue(to: 1, duration: 30) { first += 1 }
        settle(0.1)
        slider.animateValue(to: 0.2, duration: 0.1) { second += 1 }
        XCTAssertTrue(MainLoop.spin(until: { second > 0 }, timeout: 10))
        XCTAssertEqual(slider.value, 0.2)
        XCTAssertEqual(first, 0, "a cancelled animation does not complete")
        slider.animateValue(to: 1, duration: 30) { first += 1 }
        settle(0.1)
        slider.mode = .single
        XCTAssertFalse(slider.isAnimatingValue)
        let value = slider.value
        settle(0.2)
        XCTAssertEqual(slider.value, value)
    }
}
