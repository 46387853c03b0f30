// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import Foundation
import GtkTestSupport
@_spi(Testing) import RangeSlider
import XCTest

/// Open-ended bounds in a real window (property, notify, accessible text, popover
/// text) through real xdotool drags and by program, and the whole-range accessible description.
final class OpenBoundsWidgetTests: WidgetTestCase {
    /// "$129,500": whole dollars with thousands separators.
    static func dollars(_ value: Double) -> String {
        let digits = String(Int(value.rounded()))
        var grouped = ""
        for (i, c) in digits.reversed().enumerated() {
            if i > 0, i % 3 == 0 { grouped.append(",") }
            grouped.append(c)
        }
        return "$" + String(grouped.reversed())
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        slider.setRange(minimum: 0, maximum: 500_000)
        slider.stepSize = 500
        slider.setValues(lower: 129_500, upper: 310_000)
        slider.valueFormatter = { Self.dollars($0) }
        slider.valuePopoverVisibility = .whileDragging
        settle()
        events = []
    }

    private func check(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, _ value: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        settle(0)  // the accessible texts follow a change at the next idle
        if let error = cgtk_test_accessible_check_string(OpaquePointer(widget), property, value) {
            XCTFail(String(cString: error), file: file, line: line)
            g_free(error)
        }
    }

    private func checkDescription(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(slider.rangeDescription, text, file: file, line: line)
        check(slider.gtkWidget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, file: file, line: line)
    }

    private func boolProperty(_ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        defer { g_value_unset(&value) }
        g_object_get_property(
            UnsafeMutableRawPointer(slider.gtkWidget).assumingMemoryBound(to: GObject.self), name, &value)
        return g_value_get_boolean(&value) != 0
    }

    func testDraggingTheUpperThumbToTheEndOpensTheBoundAndDraggingBackClosesIt() {
        slider.allowsOpenUpperBound = true
        settle()
        let notifications = NotifyCounter(slider.gtkWidget)
        XCTAssertFalse(slider.isUpperBoundOpen)
        XCTAssertEqual(slider.effectiveUpperBound, 310_000)
        checkDescription("from $129,500 to $310,000")
        check(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "$310,000")

        // A real drag past the end of the track, held there.
        let start = slider.positionForValue(310_000)
        drag(from: (start, 15), through: [(start + 40, 15), (Double(width) - 1, 15)], release: false)
        XCTAssertEqual(slider.upperValue, 500_000, "the value stays the finite maximum")
        XCTAssertTrue(slider.isUpperBoundOpen)
        XCTAssertTrue(boolProperty("upper-bound-is-open"))
        XCTAssertEqual(slider.effectiveUpperBound, .infinity)
        XCTAssertEqual(slider.effectiveLowerBound, 129_500)
        XCTAssertEqual(slider.formattedValue(of: .upper), "$500,000+")
        XCTAssertEqual(slider.formattedValue(500_000), "$500,000", "a number's text (tick labels) is unchanged")
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper))
        XCTAssertEqual(slider.valuePopoverText(for: .upper), "$500,000+")
        check(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "no maximum")
        XCTAssertNil(thumbDescriptionMismatch(slider.upperThumbWidget, "no maximum"))
        check(slider.lowerThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "$129,500")
        checkDescription("from $129,500, no maximum")
        XCTAssertEqual(notifications.take()["upper-bound-is-open"], 1, "notified once as it opened")
        XCTAssertTrue(events.contains(.valueChanging(lowerValue: 129_500, upperValue: 500_000)), "\(events)")
        screenshotWithPopovers("open-upper-bound-drag")

        // Back off the end, still held: closed again.
        XDoTool.move(
            window: window.xid, x: window.childOrigin.x + slider.positionForValue(400_000), y: window.childOrigin.y + 15
        )
        settle(0.1)
        XCTAssertFalse(slider.isUpperBoundOpen)
        XCTAssertFalse(boolProperty("upper-bound-is-open"))
        XCTAssertEqual(slider.upperValue, 400_000, accuracy: 500)
        XCTAssertEqual(slider.effectiveUpperBound, slider.upperValue)
        XCTAssertEqual(slider.valuePopoverText(for: .upper), Self.dollars(slider.upperValue))
        check(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, Self.dollars(slider.upperValue))
        checkDescription("from $129,500 to \(Self.dollars(slider.upperValue))")
        XDoTool.release()
        settle(0.1)
        XCTAssertEqual(notifications.take()["upper-bound-is-open"], 1, "notified once as it closed")
        XCTAssertFalse(slider.isUpperBoundOpen)
    }

    func testSettingTheMaximumByProgramOpensTheBoundOnlyWhenAllowed() {
        let notifications = NotifyCounter(slider.gtkWidget)
        slider.upperValue = 500_000
        XCTAssertFalse(slider.isUpperBoundOpen, "not allowed: closed at the end")
        XCTAssertEqual(slider.effectiveUpperBound, 500_000)
        checkDescription("from $129,500 to $500,000")
        XCTAssertNil(notifications.take()["upper-bound-is-open"])

        slider.allowsOpenUpperBound = true  // at the end already: opens now
        XCTAssertTrue(slider.isUpperBoundOpen)
        checkDescription("from $129,500, no maximum")
        check(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "no maximum")
        var counts = notifications.take()
        XCTAssertEqual(counts["upper-bound-is-open"], 1)
        XCTAssertEqual(counts["open-upper-bound"], 1)

        slider.upperValue = 450_000
        XCTAssertFalse(slider.isUpperBoundOpen)
        checkDescription("from $129,500 to $450,000")
        slider.setValues(lower: 0, upper: 500_000)
        XCTAssertTrue(slider.isUpperBoundOpen)
        XCTAssertFalse(slider.isLowerBoundOpen, "the lower end is not allowed to open")
        counts = notifications.take()
        XCTAssertEqual(counts["upper-bound-is-open"], 2, "closed, then opened again")
        XCTAssertNil(counts["lower-bound-is-open"])

        // The app's own text; NULL returns to the default.
        slider.openUpperBoundText = "Any price"
        XCTAssertEqual(slider.formattedValue(of: .upper), "Any price")
        slider.openUpperBoundText = nil
        XCTAssertEqual(slider.formattedValue(of: .upper), "$500,000+")

        // Both ends open.
        slider.allowsOpenLowerBound = true
        XCTAssertTrue(slider.isLowerBoundOpen)
        XCTAssertEqual(slider.effectiveLowerBound, -.infinity)
        XCTAssertEqual(slider.formattedValue(of: .lower), "Any")
        check(slider.lowerThumbWidget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "no minimum")
        checkDescription("any value")
        slider.upperValue = 300_000
        checkDescription("up to $300,000, no minimum")
        XCTAssertEqual(notifications.take()["lower-bound-is-open"], 1)

        // A single-value slider has no lower bound to open; its description is its value.
        slider.mode = .single
        XCTAssertFalse(slider.isLowerBoundOpen)
        checkDescription("$300,000")
        slider.value = 500_000
        XCTAssertTrue(slider.isUpperBoundOpen)
        checkDescription("no maximum")
        // A progress bar has no open end.
        slider.mode = .progress
        XCTAssertFalse(slider.isUpperBoundOpen)
        checkDescription("100 %")
        XCTAssertEqual(slider.unpublishedPropertyChanges(), [])
    }

    func testTheWholeRangeDescriptionFollowsARealDragOfTheLowerThumb() {
        checkDescription("from $129,500 to $310,000")
        let start = slider.positionForValue(129_500)
        var seen: [String] = []
        let token = slider.addObserver { [unowned self] event in
            if case .valueChanging = event { seen.append(self.slider.rangeDescription) }
        }
        drag(from: (start, 15), through: [(start + 20, 15), (start + 45, 15)], release: false)
        XCTAssertGreaterThan(slider.lowerValue, 129_500)
        checkDescription("from \(Self.dollars(slider.lowerValue)) to $310,000")
        XCTAssertGreaterThanOrEqual(Set(seen).count, 2, "the description changed with the steps: \(seen)")
        // To the start with an open lower end: no minimum.
        slider.allowsOpenLowerBound = true
        XDoTool.move(window: window.xid, x: window.childOrigin.x + 1, y: window.childOrigin.y + 15)
        settle(0.1)
        XCTAssertTrue(slider.isLowerBoundOpen)
        XCTAssertEqual(slider.valuePopoverText(for: .lower), "Any")
        checkDescription("up to $310,000, no minimum")
        XDoTool.release()
        settle(0.1)
        XCTAssertEqual(slider.lowerValue, 0)
        slider.removeObserver(token)
    }

}
