// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import Foundation
import GtkSupport
import GtkTestSupport
import RangeSlider
import XCTest

/// Typing a value into a thumb's popover, in a real window with real input
/// (xdotool): clicking a shown popover, F2 and Enter on a focused thumb, Escape, the clamped
/// note, and text that is not a value (error class, message, accessible description and state).
final class ValueEditingTests: WidgetTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        slider.setRange(minimum: 0, maximum: 1000)
        slider.setValues(lower: 200, upper: 800)
        slider.isValueEditable = true
        XDoTool.run(["windowfocus", String(window.xid)])
        settle(0.2)
        events = []
    }

    private var win: UnsafeMutablePointer<GtkWindow> {
        window.window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 }
    }

    private func key(_ name: String) {
        XDoTool.run(["key", "--clearmodifiers", name])
        settle(0.15)
    }

    private func type(_ text: String) {
        XDoTool.run(["type", "--delay", "30", "--", text])
        settle(0.15)
    }

    /// Focuses `thumb` and waits until GTK says so.
    private func focusThumb(_ thumb: Thumb) {
        slider.focus(thumb)
        MainLoop.spin(until: { self.slider.focusedThumb == thumb }, timeout: 2)
        settle(0.1)
    }

    private func entry(_ thumb: Thumb) -> UnsafeMutablePointer<GtkWidget>? { slider.valueEntryWidget(for: thumb) }

    /// Whether the keyboard focus is in `thumb`'s entry (GtkEntry puts it on its GtkText).
    private func entryHasFocus(_ thumb: Thumb) -> Bool {
        guard let entry = entry(thumb), let focus = gtk_window_get_focus(win) else { return false }
        return focus == entry || gtk_widget_is_ancestor(focus, entry) != 0
    }

    private func entryText(_ thumb: Thumb) -> String {
        entry(thumb).map { String(cString: gtk_editable_get_text(OpaquePointer($0))) } ?? "(no entry)"
    }

    private func accessibleString(
        _ widget: UnsafeMutablePointer<GtkWidget>?, _ property: GtkAccessibleProperty, _ value: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let widget else { return XCTFail("no widget", file: file, line: line) }
        settle(0)  // the thumbs' accessible texts follow a change at the next idle
        if let error = cgtk_test_accessible_check_string(OpaquePointer(widget), property, value) {
            XCTFail(String(cString: error), file: file, line: line)
            g_free(error)
        }
    }

    private var userChanges: [RangeSliderEvent] {
        events.filter { if case .valueChanged(_, _, .user) = $0 { return true } else { return false } }
    }

    /// The popover's rectangle in the window's X coordinates (the popup surface's position
    /// relative to the window's surface, less the window's surface transform).
    private func popoverCentre(_ thumb: Thumb) -> (Double, Double)? {
        guard let popover = slider.valuePopoverWidget(for: thumb), gtk_widget_get_mapped(popover) != 0,
            let surface = gtk_native_get_surface(OpaquePointer(popover))
        else { return nil }
        let x = Double(gdk_popup_get_position_x(surface)), y = Double(gdk_popup_get_position_y(surface))
        let w = Double(gdk_surface_get_width(surface)), h = Double(gdk_surface_get_height(surface))
        return (x + w / 2, y + h / 2)
    }

    // MARK: - Tests

    func testClickingTheShownPopoverTypingAndEnterAppliesTheValue() throws {
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        focusThumb(.upper)
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper))
        let centre = try XCTUnwrap(popoverCentre(.upper), "the popover is not on screen")
        XDoTool.move(window: window.xid, x: centre.0, y: centre.1)
        settle(0.1)
        XDoTool.run(["click", "1"])
        MainLoop.spin(until: { self.entryHasFocus(.upper) }, timeout: 2)
        XCTAssertEqual(slider.editingThumb, .upper, "a click on the popover edits its thumb")
        XCTAssertTrue(entryHasFocus(.upper), "the entry has the keyboard focus")
        XCTAssertEqual(entryText(.upper), "800")
        var start: Int32 = 0, end: Int32 = 0
        XCTAssertNotEqual(
            gtk_editable_get_selection_bounds(OpaquePointer(entry(.upper)), &start, &end), 0, "the text is selected")
        XCTAssertEqual([start, end], [0, 3])
        accessibleString(entry(.upper), GTK_ACCESSIBLE_PROPERTY_LABEL, "Maximum")
        type("450")
        XCTAssertEqual(entryText(.upper), "450", "typing replaced the selection")
        XCTAssertEqual(slider.upperValue, 800, "nothing applied before Enter")
        screenshotWithPopovers("value-editing")
        key("Return")
        XCTAssertEqual(slider.upperValue, 450)
        XCTAssertNil(slider.editingThumb)
        XCTAssertEqual(userChanges, [.valueChanged(lowerValue: 200, upperValue: 450, source: .user)])
        XCTAssertEqual(gtk_window_get_focus(win), slider.upperThumbWidget, "Enter returns the focus to the thumb")
        XCTAssertNil(slider.valuePopoverMessage(for: .upper), "an exact value gets no note")
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper), "the focused thumb's popover shows as before")
        XCTAssertEqual(slider.valuePopoverText(for: .upper), "450")
    }

    func testEscapeKeepsTheOldValueAndReturnsTheFocus() {
        focusThumb(.upper)
        key("F2")
        XCTAssertEqual(slider.editingThumb, .upper)
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper), "F2 shows the popover even with visibility never")
        XCTAssertTrue(entryHasFocus(.upper))
        type("500")
        key("Escape")
        XCTAssertEqual(slider.upperValue, 800)
        XCTAssertNil(slider.editingThumb)
        XCTAssertTrue(userChanges.isEmpty)
        XCTAssertEqual(gtk_window_get_focus(win), slider.upperThumbWidget)
        settle()
        XCTAssertFalse(slider.isValuePopoverVisible(for: .upper), "the popover goes with the edit (visibility never)")
        // Tab cancels the same way (the popover is never a stop in the focus chain).
        key("F2")
        type("500")
        key("Tab")
        XCTAssertEqual(slider.upperValue, 800)
        XCTAssertNil(slider.editingThumb)
        XCTAssertEqual(gtk_window_get_focus(win), slider.upperThumbWidget)
    }

    func testKeyboardOnlyF2AndEnterEditAThumbWhosePopoverIsHidden() {
        slider.lowerThumbLabel = "Minimum price"
        focusThumb(.lower)
        XCTAssertFalse(slider.isValuePopoverVisible(for: .lower))
        key("F2")
        XCTAssertEqual(slider.editingThumb, .lower)
        XCTAssertTrue(entryHasFocus(.lower))
        accessibleString(entry(.lower), GTK_ACCESSIBLE_PROPERTY_LABEL, "Minimum price")
        accessibleString(entry(.lower), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Enter applies, Escape cancels")
        type("300")
        key("Return")
        XCTAssertEqual(slider.lowerValue, 300)
        XCTAssertEqual(gtk_window_get_focus(win), slider.lowerThumbWidget)
        // Enter starts an edit too, and keypad Enter applies it.
        key("Return")
        XCTAssertEqual(slider.editingThumb, .lower)
        XCTAssertEqual(entryText(.lower), "300")
        type(" 1,000 ")
        key("Escape")
        key("Return")
        type("450")
        key("KP_Enter")
        XCTAssertEqual(slider.lowerValue, 450)
        XCTAssertEqual(userChanges.count, 2)
        XCTAssertEqual(userChanges.last, .valueChanged(lowerValue: 450, upperValue: 800, source: .user))
        // The arrow keys still move the thumb afterwards.
        key("Right")
        XCTAssertGreaterThan(slider.lowerValue, 450)
    }

    /// What a popover had as its child each time it showed, and how often it hid during an edit.
    private final class PopoverShows {
        var children: [UnsafeMutablePointer<GtkWidget>?] = []
        var hiddenWhileEditing = 0
    }

    /// A second edit right after the first, with real keys: its entry keeps the focus and Enter
    /// commits it; so does a third that ends in a note. The popover shows with the entry (or
    /// the note) as its child from the start, never first with the value label: GTK 4.18 pops
    /// down a popover presented smaller than its child, which took the focus out of the entry
    /// and ended the edit.
    func testASecondEditRightAfterTheFirstKeepsItsEntryFocusedAndCommits() throws {
        focusThumb(.upper)
        key("F2")
        type("500")
        key("Return")
        XCTAssertEqual(slider.upperValue, 500)
        let popover = try XCTUnwrap(slider.valuePopoverWidget(for: .upper))
        let box = try XCTUnwrap(entry(.upper).flatMap { gtk_widget_get_parent($0) })
        let shows = PopoverShows()
        let slider: RangeSliderWidget = self.slider
        let handler = GtkSignal.connect(UnsafeMutableRawPointer(popover), "notify::visible") {
            (_: UnsafeMutableRawPointer?) in
            if gtk_widget_get_visible(popover) != 0 {
                shows.children.append(
                    gtk_popover_get_child(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)))
            } else if slider.editingThumb != nil {
                shows.hiddenWhileEditing += 1
            }
        }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(popover), handler) }

        key("F2")
        settle(0.3)
        XCTAssertEqual(slider.editingThumb, .upper, "the second edit is still under way")
        XCTAssertTrue(entryHasFocus(.upper), "its entry keeps the focus")
        type("600")
        key("Return")
        XCTAssertEqual(slider.upperValue, 600)
        XCTAssertEqual(gtk_window_get_focus(win), slider.upperThumbWidget)

        key("F2")
        settle(0.3)
        XCTAssertTrue(entryHasFocus(.upper), "the third edit's entry has the focus")
        type("5000")
        key("Return")
        settle(0.3)
        XCTAssertEqual(slider.upperValue, 1000)
        XCTAssertEqual(slider.valuePopoverMessage(for: .upper), "Set to the maximum, 1000")
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper), "the note stays shown")
        XCTAssertEqual(gtk_window_get_focus(win), slider.upperThumbWidget)

        XCTAssertEqual(shows.hiddenWhileEditing, 0, "the popover never hid during an edit")
        XCTAssertEqual(shows.children.count, 3, "shown for two edits and a note")
        XCTAssertTrue(
            shows.children.allSatisfy { $0 == box }, "shown with the entry or the note, never first with the label")
    }

    /// An open upper bound set by typing: a price above the maximum lands on it, which opens
    /// the bound ("no maximum", the effective bound +∞); typing a value inside closes it again.
    func testTypingPastTheMaximumOpensAnOpenUpperBound() {
        slider.allowsOpenUpperBound = true
        focusThumb(.upper)
        key("F2")
        XCTAssertEqual(slider.editingThumb, .upper)
        type("5000")
        key("Return")
        XCTAssertEqual(slider.upperValue, 1000)
        XCTAssertTrue(slider.isUpperBoundOpen)
        XCTAssertEqual(slider.effectiveUpperBound, .infinity)
        XCTAssertEqual(slider.formattedValue(of: .upper), "1000+")
        XCTAssertTrue(slider.rangeDescription.contains("no maximum"), slider.rangeDescription)
        key("F2")
        type("900")
        key("Return")
        XCTAssertEqual(slider.upperValue, 900)
        XCTAssertFalse(slider.isUpperBoundOpen)
        XCTAssertEqual(slider.effectiveUpperBound, 900)
    }

    /// The open ends' texts read back (``OpenBoundInput``): "+" in the upper popover opens the
    /// upper end, "any" in the lower opens the lower; where an end may not be open the same
    /// text is an error, as any other word.
    func testTypingPlusOrAnyOpensThatEnd() {
        focusThumb(.upper)
        key("F2")
        type("+")
        key("Return")
        XCTAssertEqual(slider.editingThumb, .upper, "not allowed open: \"+\" is not a value")
        XCTAssertEqual(slider.valuePopoverMessage(for: .upper), "Not a number: “+”")
        key("Escape")
        XCTAssertEqual(slider.upperValue, 800)

        slider.allowsOpenUpperBound = true
        slider.allowsOpenLowerBound = true
        key("F2")
        type("+")
        key("Return")
        XCTAssertNil(slider.editingThumb)
        XCTAssertEqual(slider.upperValue, 1000)
        XCTAssertTrue(slider.isUpperBoundOpen)
        XCTAssertEqual(slider.effectiveUpperBound, .infinity)
        XCTAssertEqual(userChanges.count, 1)

        focusThumb(.lower)
        key("F2")
        type(" Any ")
        key("Return")
        XCTAssertNil(slider.editingThumb)
        XCTAssertEqual(slider.lowerValue, 0)
        XCTAssertTrue(slider.isLowerBoundOpen)
        XCTAssertEqual(slider.rangeDescription, "any value")
    }

    func testOutOfRangeValuesAreClampedWithAVisibleAndAccessibleNote() {
        focusThumb(.upper)
        key("F2")
        type("5000")
        key("Return")
        XCTAssertEqual(slider.upperValue, 1000, "clamped to the maximum")
        XCTAssertEqual(userChanges.last, .valueChanged(lowerValue: 200, upperValue: 1000, source: .user))
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper), "the note shows although the visibility is never")
        XCTAssertEqual(slider.valuePopoverMessage(for: .upper), "Set to the maximum, 1000")
        accessibleString(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Set to the maximum, 1000")
        XCTAssertEqual(gtk_window_get_focus(win), slider.upperThumbWidget)
        settle(0.2)
        screenshotWithPopovers("value-editing-clamped")
        // The next change takes the note away, and the description is the value again.
        key("Left")
        XCTAssertEqual(slider.upperValue, 990)
        XCTAssertNil(slider.valuePopoverMessage(for: .upper))
        XCTAssertNil(thumbDescriptionMismatch(slider.upperThumbWidget, "990"), "the note is gone")
        settle()
        XCTAssertFalse(slider.isValuePopoverVisible(for: .upper))

        focusThumb(.lower)
        key("F2")
        type("-50")
        key("Return")
        XCTAssertEqual(slider.lowerValue, 0)
        XCTAssertEqual(slider.valuePopoverMessage(for: .lower), "Set to the minimum, 0")
        key("F2")
        XCTAssertNil(slider.valuePopoverMessage(for: .lower), "a new edit takes the note away")
        type("995")
        key("Return")
        XCTAssertEqual(slider.lowerValue, 990, "the lower thumb stops at the upper one")
        XCTAssertEqual(slider.valuePopoverMessage(for: .lower), "Stopped at 990 by the other thumb")
    }

    func testTextThatIsNotAValueShowsTheErrorStateUntilFixedOrCancelled() throws {
        focusThumb(.upper)
        key("F2")
        type("abc")
        key("Return")
        let entry = try XCTUnwrap(self.entry(.upper))
        XCTAssertEqual(slider.editingThumb, .upper, "Enter with bad text does not end the edit")
        XCTAssertTrue(entryHasFocus(.upper))
        XCTAssertEqual(entryText(.upper), "abc", "the text stays to be fixed")
        XCTAssertEqual(slider.upperValue, 800)
        XCTAssertTrue(userChanges.isEmpty)
        XCTAssertNotEqual(gtk_widget_has_css_class(entry, "error"), 0, "GTK's error class")
        XCTAssertEqual(slider.valuePopoverMessage(for: .upper), "Not a number: “abc”")
        accessibleString(entry, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Not a number: “abc”")
        XCTAssertNotEqual(
            gtk_test_accessible_has_state(OpaquePointer(entry), GTK_ACCESSIBLE_STATE_INVALID), 0,
            "the accessible state invalid is set")
        settle(0.2)
        screenshotWithPopovers("value-editing-error")

        // Fixing the text takes the error away at once; Enter then applies.
        key("ctrl+a")
        type("x1")
        XCTAssertEqual(slider.valuePopoverMessage(for: .upper), "Not a number: “x1”", "the message follows the text")
        key("ctrl+a")
        type("640")
        XCTAssertEqual(gtk_widget_has_css_class(entry, "error"), 0)
        XCTAssertNil(slider.valuePopoverMessage(for: .upper))
        XCTAssertEqual(gtk_test_accessible_has_state(OpaquePointer(entry), GTK_ACCESSIBLE_STATE_INVALID), 0)
        accessibleString(entry, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Enter applies, Escape cancels")
        key("Return")
        XCTAssertEqual(slider.upperValue, 640)

        // An app's parser and message.
        slider.valueParser = { text in
            let t = text.trimmingCharacters(in: .whitespaces).lowercased()
            return t.hasSuffix("k") ? Double(t.dropLast()).map { $0 * 1000 } : Double(t)
        }
        slider.valueFormatter = { "\(Int($0 / 1000))k" }
        slider.invalidValueMessage = { "Not a price: \($0)" }
        slider.setRange(minimum: 0, maximum: 1_000_000)
        slider.setValues(lower: 100_000, upper: 640_000)
        key("F2")
        XCTAssertEqual(entryText(.upper), "640k")
        type("x")
        key("Return")
        XCTAssertEqual(slider.valuePopoverMessage(for: .upper), "Not a price: x")
        key("ctrl+a")
        type("129.5k")
        key("Return")
        XCTAssertEqual(slider.upperValue, 129_500)
        key("F2")
        type("zz")
        key("Escape")
        XCTAssertNil(slider.editingThumb, "Escape leaves bad text")
        XCTAssertEqual(slider.upperValue, 129_500)
        XCTAssertEqual(gtk_window_get_focus(win), slider.upperThumbWidget)
        XCTAssertEqual(gtk_widget_has_css_class(entry, "error"), 0, "the next edit starts clean")
    }

    func testFocusLeavingTheEntryCancels() {
        focusThumb(.upper)
        key("F2")
        XCTAssertEqual(slider.editingThumb, .upper)
        XCTAssertTrue(entryHasFocus(.upper))
        type("300")
        focusThumb(.lower)
        settle()
        XCTAssertNil(slider.editingThumb, "focus moving elsewhere cancels the edit")
        XCTAssertEqual(slider.upperValue, 800)
        XCTAssertEqual(slider.focusedThumb, .lower, "and leaves the focus where it went")
        settle()
        XCTAssertFalse(slider.isValuePopoverVisible(for: .upper))
    }

    func testNotEditableByDefaultAndInProgressMode() {
        let plain = RangeSliderWidget()
        XCTAssertFalse(plain.isValueEditable, "opt-in")
        slider.isValueEditable = false
        focusThumb(.upper)
        key("F2")
        key("Return")
        XCTAssertNil(slider.editingThumb, "Enter and F2 do nothing unless the value is editable")
        slider.isValueEditable = true
        slider.mode = .progress
        settle()
        slider.beginEditing(.upper)
        XCTAssertNil(slider.editingThumb, "a progress bar is not edited")
        slider.mode = .single
        settle()
        slider.beginEditing(.lower)
        XCTAssertNil(slider.editingThumb, "nor the hidden lower thumb of a single-value slider")
        slider.beginEditing(.upper)
        settle()
        XCTAssertEqual(slider.editingThumb, .upper)
        slider.cancelEditing()
        XCTAssertNil(slider.editingThumb)
    }

    /// Focuses the thumb at `index` and waits until GTK says so.
    private func focusThumb(at index: Int) {
        slider.focus(index: index)
        MainLoop.spin(until: { gtk_widget_has_focus(self.slider.thumbWidgets[index]) != 0 }, timeout: 2)
        settle(0.1)
    }

    /// On five thumbs every thumb's popover edits its own value with real keys: a middle
    /// thumb takes a typed value, stops at its neighbour with the note, and reads "+" as text
    /// that is not a value; the last thumb's "+" and the first thumb's "Any" open their ends.
    func testEachOfFiveThumbsTypesItsOwnValueAndOnlyTheEndsOpen() {
        slider.setValues([100, 300, 500, 700, 900])
        slider.allowsOpenUpperBound = true
        slider.allowsOpenLowerBound = true
        focusThumb(at: 2)
        key("F2")
        XCTAssertEqual(slider.editingThumbIndex, 2)
        XCTAssertNil(slider.editingThumb, "neither the first nor the last")
        XCTAssertEqual(
            slider.valueEntryWidget(at: 2).map { String(cString: gtk_editable_get_text(OpaquePointer($0))) }, "500")
        type("450")
        key("Return")
        XCTAssertNil(slider.editingThumbIndex)
        XCTAssertEqual(slider.thumbValues, [100, 300, 450, 700, 900])
        XCTAssertEqual(gtk_window_get_focus(win), slider.thumbWidgets[2], "the focus returns to the thumb")

        key("Return")  // Enter edits too
        XCTAssertEqual(slider.editingThumbIndex, 2)
        type("800")
        key("Return")
        XCTAssertEqual(slider.thumbValues, [100, 300, 700, 700, 900])
        XCTAssertEqual(slider.valuePopoverMessage(at: 2), "Stopped at 700 by the other thumb")
        XCTAssertTrue(slider.isValuePopoverVisible(at: 2))
        screenshotWithPopovers("value-editing-five-thumbs-note")

        focusThumb(at: 1)
        key("F2")
        type("+")
        key("Return")
        XCTAssertEqual(slider.editingThumbIndex, 1, "a middle thumb has no open end: \"+\" is not a value")
        XCTAssertEqual(slider.valuePopoverMessage(at: 1), "Not a number: “+”")
        key("Escape")
        XCTAssertNil(slider.editingThumbIndex)
        XCTAssertEqual(slider.thumbValues[1], 300)

        focusThumb(at: 4)
        key("F2")
        type("+")
        key("Return")
        XCTAssertEqual(slider.thumbValues[4], 1000)
        XCTAssertTrue(slider.isUpperBoundOpen)
        focusThumb(at: 0)
        key("F2")
        type(" Any ")
        key("Return")
        XCTAssertEqual(slider.thumbValues[0], 0)
        XCTAssertTrue(slider.isLowerBoundOpen)
        XCTAssertEqual(slider.thumbValues, [0, 300, 700, 700, 1000])
    }
}
