// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
@_spi(Testing) import RangeSlider
import RangeSliderCore
import XCTest

/// Accessibility, checked in process (the test command sets GTK_A11Y=test).
final class RangeSliderAccessibilityTests: WidgetTestCase {
    private func check(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, _ value: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if let error = cgtk_test_accessible_check_double(OpaquePointer(widget), property, value) {
            XCTFail(String(cString: error), file: file, line: line)
            g_free(error)
        }
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

    func testEachThumbIsAnAccessibleSliderWithValuesAndLabel() {
        XCTAssertEqual(
            ProcessInfo.processInfo.environment["GTK_A11Y"], "test",
            "run with GTK_A11Y=test (the README's test command does)")
        let lower = slider.lowerThumbWidget, upper = slider.upperThumbWidget
        XCTAssertTrue(gtk_test_accessible_has_role(OpaquePointer(lower), GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
        XCTAssertTrue(gtk_test_accessible_has_role(OpaquePointer(upper), GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 0.8)  // the upper value, as ARIA recommends
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.2)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.20")
        check(lower, GTK_ACCESSIBLE_PROPERTY_LABEL, "Minimum")
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.2)  // the lower value
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 1)
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.8)
        check(upper, GTK_ACCESSIBLE_PROPERTY_LABEL, "Maximum")
    }

    /// The default thumb labels are the slider's own words: in the user's language, and back to
    /// it when an app's label is taken away (Swift nil, GObject NULL).
    func testDefaultThumbLabelsAreTranslatedAndComeBackAfterAnAppsLabel() {
        let spanish = ["Minimum": "Mínimo", "Maximum": "Máximo"]
        let saved = SliderWords.translate  // gettext, installed by the first slider (setUp's)
        SliderWords.translate = { spanish[$0] ?? $0 }
        defer { SliderWords.translate = saved }
        let fresh = RangeSliderWidget()
        let widget = fresh.gtkWidget
        g_object_ref_sink(UnsafeMutableRawPointer(widget))
        defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
        XCTAssertEqual(fresh.lowerThumbLabel, "Mínimo")
        XCTAssertEqual(fresh.upperThumbLabel, "Máximo")
        check(fresh.lowerThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Mínimo")
        check(fresh.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Máximo")
        XCTAssertEqual(GObjectAccess.string(widget, "lower-thumb-label"), "Mínimo")

        fresh.lowerThumbLabel = "Precio mínimo"
        check(fresh.lowerThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Precio mínimo")
        GObjectAccess.setString(widget, "lower-thumb-label", nil)
        XCTAssertEqual(fresh.lowerThumbLabel, "Mínimo", "NULL: back to the translated default")
        check(fresh.lowerThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Mínimo")
        fresh.upperThumbLabel = "Precio máximo"
        fresh.setThumbLabel(nil, for: .upper)
        XCTAssertEqual(fresh.upperThumbLabel, "Máximo", "nil: back to the translated default")
        check(fresh.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Máximo")
        // An app's label that happens to be the English word stays as the app set it.
        fresh.lowerThumbLabel = "Minimum"
        XCTAssertEqual(fresh.lowerThumbLabel, "Minimum")
    }

    func testValuesAndLabelsUpdateAsTheyChange() {
        slider.setRange(minimum: 0, maximum: 500_000)
        slider.setValues(lower: 129_500, upper: 300_000)
        slider.lowerThumbLabel = "Minimum price"
        slider.valueFormatter = { "$\(Int($0))" }
        let lower = slider.lowerThumbWidget, upper = slider.upperThumbWidget
        check(lower, GTK_ACCESSIBLE_PROPERTY_LABEL, "Minimum price")
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 129_500)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 300_000)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "$129500")
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 129_500)
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 500_000)
        // A real drag updates them too.
        drag(from: (slider.positionForValue(300_000), 15), through: [(slider.positionForValue(300_000) + 27, 15)])
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, slider.upperValue)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, slider.upperValue)
        XCTAssertEqual(slider.upperValue, 350_000, accuracy: 1e-6)
    }

    /// The steps of a drag reach the thumbs' accessible values at the next idle, once per burst
    /// of motion events (``AccessibleIdleSync``, shared with the multi-thumb slider); the idle
    /// and the release bring them up to date. Without the deferral the first checks fail.
    func testDragStepsReachTheAccessibleValuesAtTheNextIdle() {
        slider.setValues(lower: 0.2, upper: 0.8)
        let lower = slider.lowerThumbWidget, upper = slider.upperThumbWidget
        XCTAssertTrue(slider.simulateDragBegin(x: slider.positionForValue(0.2), y: 15))
        slider.simulateDragUpdate(dx: 40, dy: 0)
        slider.simulateDragUpdate(dx: 60, dy: 0)
        let moved = slider.lowerValue
        XCTAssertGreaterThan(moved, 0.25)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.2)  // not yet: at the next idle
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.2)
        settle(0.05)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, moved)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, slider.formattedValue(moved))
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, moved)
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.8)  // the fields not changed stay
        slider.simulateDragUpdate(dx: 20, dy: 0)
        slider.simulateDragEnd()
        let released = slider.lowerValue
        XCTAssertNotEqual(released, moved)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, released)  // at once at the release
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, released)
        // An assignment reaches them at once, as before.
        slider.upperValue = 0.7
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.7)
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 0.7)
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.70")
    }

    /// An assignment sets the thumbs' accessible numbers at once and their texts (value text,
    /// description) and the range's sentence at the next idle, once however many assignments
    /// come first; the GObject `notify` stays synchronous. Without the deferral the "not yet"
    /// checks fail; without the idle the last ones do.
    func testAssignedValuesTextsFollowAtTheNextIdle() {
        settle()
        let lower = slider.lowerThumbWidget, upper = slider.upperThumbWidget
        let before = slider.rangeDescription
        XCTAssertNil(stringMismatch(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.20"))
        var notifies = 0
        let handler = GtkSignal.connect(UnsafeMutableRawPointer(slider.gtkWidget), "notify::lower-value") {
            (_: UnsafeMutableRawPointer?) in
            notifies += 1
        }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(slider.gtkWidget), handler) }
        for i in 1...15 { slider.lowerValue = 0.2 + Double(i) / 100 }
        slider.upperValue = 0.6
        XCTAssertEqual(notifies, 15, "one notify per assignment, at once")
        check(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, slider.lowerValue)  // the numbers at once
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, slider.lowerValue)
        check(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 0.6)
        // Not yet: the texts are the old ones until the idle.
        XCTAssertNil(stringMismatch(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.20"))
        XCTAssertNil(thumbDescriptionMismatch(lower, "0.20"))
        XCTAssertNil(stringMismatch(slider.gtkWidget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, before))
        XCTAssertNotEqual(slider.rangeDescription, before, "the property itself is exact at once")
        settle(0)
        XCTAssertNil(
            stringMismatch(lower, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, slider.formattedValue(slider.lowerValue)))
        XCTAssertNil(thumbDescriptionMismatch(lower, slider.formattedValue(slider.lowerValue)))
        XCTAssertNil(stringMismatch(upper, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "0.60"))
        XCTAssertNil(stringMismatch(slider.gtkWidget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "from 0.35 to 0.60"))
        XCTAssertEqual(slider.rangeDescription, "from 0.35 to 0.60")
    }

    /// GTK's message when `widget`'s string `property` is not `value`, without settling first.
    private func stringMismatch(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, _ value: String
    ) -> String? {
        guard let error = cgtk_test_accessible_check_string(OpaquePointer(widget), property, value) else { return nil }
        defer { g_free(error) }
        return String(cString: error)
    }

    func testThumbsAreNotFocusableWhenInsensitive() {
        slider.isSensitive = false
        XCTAssertTrue(gtk_widget_is_sensitive(slider.lowerThumbWidget) == 0)
        slider.focus(.lower)
        XCTAssertNil(slider.focusedThumb)
    }
}
