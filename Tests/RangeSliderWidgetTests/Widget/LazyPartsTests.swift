// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
@_spi(Testing) import RangeSlider
import XCTest

/// Parts most sliders never use are made when first needed, not with every slider (each GTK
/// widget costs about 2 KiB, its accessible object alone about 1 KiB): the `marks` node and the
/// `progress` node appear where they always were in the node tree (`trough`, `marks`,
/// `progress`) when ticks are configured or the mode changes; the right click's gesture with
/// the first presets; each thumb's focus controller with the popovers that follow focus. No
/// motion controller follows the pointer: a scroll finds its nearest thumb from its own event.
final class LazyPartsTests: WidgetTestCase {
    /// How many event controllers `widget` has.
    private func controllerCount(_ widget: UnsafeMutablePointer<GtkWidget>) -> UInt32 {
        let list = gtk_widget_observe_controllers(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        return g_list_model_get_n_items(list)
    }

    func testThumbsGetFocusControllersOnlyWhenPopoversFollowFocus() {
        settle()
        slider.valuePopoverVisibility = .whileDragging
        XCTAssertEqual(slider.thumbWidgets.map(controllerCount), [0, 0], "no popover follows focus")
        slider.focus(.upper)
        settle()
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        settle()
        XCTAssertEqual(slider.thumbWidgets.map(controllerCount), [1, 1])
        XCTAssertTrue(
            slider.isValuePopoverVisible(for: .upper), "a thumb focused before its controller came shows its popover")
        slider.setValues([0.1, 0.3, 0.5, 0.7])
        settle()
        XCTAssertEqual(slider.thumbWidgets.map(controllerCount), [1, 1, 1, 1], "added thumbs get theirs")
        gtk_widget_grab_focus(slider.thumbWidgets[1])
        settle()
        XCTAssertEqual(
            (0..<4).filter { slider.isValuePopoverVisible(at: $0) }, [1], "the focused middle thumb's popover alone")
        slider.valuePopoverVisibility = .never
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        XCTAssertEqual(slider.thumbWidgets.map(controllerCount), [1, 1, 1, 1], "made once")
    }

    /// The CSS names of `widget`'s children, in order.
    private func childNames(_ widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var names: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            names.append(String(cString: gtk_widget_get_css_name(c)))
            child = gtk_widget_get_next_sibling(c)
        }
        return names
    }

    func testAPlainSliderHasNeitherMarksNorProgressNode() {
        settle()
        XCTAssertEqual(childNames(slider.gtkWidget), ["trough"])
        slider.setValues(lower: 0.3, upper: 0.6)
        slider.mode = .single
        slider.mode = .range
        settle()
        XCTAssertEqual(childNames(slider.gtkWidget), ["trough"], "single mode needs no progress node")
    }

    func testMarksAndProgressNodesAppearWhenFirstNeededInTheirPlace() {
        slider.mode = .progress
        settle()
        XCTAssertEqual(childNames(slider.gtkWidget), ["trough", "progress"])
        let bar = slider.progressWidget
        XCTAssertNotEqual(gtk_widget_get_visible(bar), 0)
        XCTAssertNil(accessibleString(bar, GTK_ACCESSIBLE_PROPERTY_LABEL, "Progress"))
        slider.tickSettings = TickSettings(mode: .evenlySpread(count: 3))
        settle()
        XCTAssertEqual(childNames(slider.gtkWidget), ["trough", "marks", "progress"])
        slider.mode = .range
        slider.tickSettings = TickSettings()
        settle()
        XCTAssertEqual(childNames(slider.gtkWidget), ["trough", "marks", "progress"], "made once, then kept (hidden)")
        XCTAssertEqual(gtk_widget_get_visible(slider.progressWidget), 0)
    }

    func testReadingProgressWidgetMakesAHiddenLabelledNode() {
        slider.valueLabel = "Upload"
        let bar = slider.progressWidget
        XCTAssertEqual(gtk_widget_get_visible(bar), 0, "hidden outside progress mode")
        XCTAssertTrue(gtk_widget_get_parent(bar) == slider.gtkWidget)
        XCTAssertTrue(slider.progressWidget == bar, "made once")
        XCTAssertNil(accessibleString(bar, GTK_ACCESSIBLE_PROPERTY_LABEL, "Upload"))
    }

    func testThePresetGestureIsAddedWithTheFirstPresets() {
        func controllerCount() -> guint {
            let list = gtk_widget_observe_controllers(slider.gtkWidget)
            defer { g_object_unref(UnsafeMutableRawPointer(list)) }
            return g_list_model_get_n_items(list)
        }
        let before = controllerCount()
        slider.presets = []
        XCTAssertEqual(controllerCount(), before, "no presets, no gesture")
        slider.presets = [RangePreset(name: "Low", lower: 0.1, upper: 0.3)]
        XCTAssertEqual(controllerCount(), before + 1)
        slider.presets = [RangePreset(name: "High", lower: 0.6, upper: 0.9)]
        XCTAssertEqual(controllerCount(), before + 1, "added once")
    }

    /// The controllers of `widget` that are instances of `type`.
    private func controllers(of type: GType, on widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        let list = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        var found = 0
        for i in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, i) else { continue }
            if g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), type) != 0 { found += 1 }
            g_object_unref(item)
        }
        return found
    }

    /// The slider keeps no motion controller (it kept one only to know where a scroll would
    /// land); with no thumb focused, a scroll at a place moves the thumb nearest that place
    /// (the oracle: the least distance to `positionForValue`), and one without a place the
    /// first thumb.
    func testAScrollMovesTheThumbNearestItsOwnPositionWithoutAMotionController() {
        settle()
        XCTAssertEqual(controllers(of: gtk_event_controller_motion_get_type(), on: slider.gtkWidget), 0)
        XCTAssertEqual(controllers(of: gtk_event_controller_scroll_get_type(), on: slider.gtkWidget), 1)
        let start = [0.1, 0.3, 0.5, 0.7, 0.9]
        slider.setValues(start)
        settle()
        gtk_window_set_focus(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self), nil)
        XCTAssertNil(slider.focusedThumb)
        let positions = start.map { slider.positionForValue($0) }
        let width = Double(gtk_widget_get_width(slider.gtkWidget))
        var checked = 0
        for x in stride(from: 0.0, through: width, by: 3.5) {
            let distances = positions.map { abs(x - $0) }
            let sorted = distances.sorted()
            guard sorted[1] - sorted[0] > 1 else { continue }  // no tie between two thumbs
            let nearest = distances.firstIndex(of: sorted[0])!
            slider.setValues(start)
            XCTAssertTrue(slider.simulateScroll(dx: 0, dy: -1, pointer: (x, 15)))
            var expected = start
            expected[nearest] += 0.01
            for i in 0..<5 {
                XCTAssertEqual(slider.thumbValues[i], expected[i], accuracy: 1e-9, "x \(x): thumb \(nearest) moves")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 50)
        slider.setValues(start)
        XCTAssertTrue(slider.simulateScroll(dx: 0, dy: -1))
        XCTAssertEqual(slider.thumbValues[0], 0.11, accuracy: 1e-9, "a scroll without a place: the first thumb")
    }

    /// The components that need no identity of their own (settings, the last layout, counters)
    /// are kept inline in the slider, not as objects each with its own allocation; setting
    /// through them still notifies once and takes effect.
    func testSettingsComponentsAreInlineInTheSlider() {
        let inline: Set<String> = [
            "accessibleLabels", "animation", "scaleState", "thumbRelations", "constraintSettings",
            "increments", "markSettings", "axisSettings", "histogramSettings", "valueText",
            "thumbHighlight", "layoutCache", "counters", "openBoundSettings",
        ]
        var styles: [String: Mirror.DisplayStyle] = [:]
        for child in Mirror(reflecting: slider!).children {
            if let label = child.label, inline.contains(label) {
                styles[label] = Mirror(reflecting: child.value).displayStyle
            }
        }
        XCTAssertEqual(Set(styles.keys), inline, "every listed component is a stored part of the slider")
        XCTAssertEqual(styles.filter { $0.value != .struct }.keys.sorted(), [], "kept inline, not objects")
        var notified = 0
        let handler = GtkSignal.connect(UnsafeMutableRawPointer(slider.gtkWidget), "notify::inverted") {
            (_: UnsafeMutableRawPointer?) in notified += 1
        }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(slider.gtkWidget), handler) }
        slider.inverted = true
        slider.inverted = true
        XCTAssertTrue(slider.inverted)
        XCTAssertEqual(notified, 1, "one notification for the one change")
        slider.orientation = .vertical
        XCTAssertEqual(slider.orientation, .vertical)
        XCTAssertTrue(gtk_widget_has_css_class(slider.gtkWidget, "vertical") != 0)
    }
}
