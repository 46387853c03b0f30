// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import XCTest

@_spi(Testing) @testable import RangeSlider

/// Parts most sliders never use are made when first needed, not with every slider (each GTK
/// widget costs about 2 KiB, its accessible object alone about 1 KiB): the `marks` node and the
/// `progress` node appear where they always were in the node tree (`trough`, `marks`,
/// `progress`) when ticks are configured or the mode changes; the right click's gesture with
/// the first presets; each thumb's focus controller with the popovers that follow focus. No
/// motion controller follows the pointer: a scroll finds its nearest thumb from its own event.
/// The ticks' state, the value popovers', the value editing's and the touch continuity's (with
/// its controller) are made on their first change (``MadeOnFirstUse``); a thumb keeps no
/// accessible value record. The drag, key and scroll controllers connect no handler: their
/// types' class handlers find the slider (``ClassHandledType``).
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

    /// The trough lays out and draws its children through its parent slider: it keeps no
    /// implementation object of its own, and a trough outside a slider lays out and draws
    /// nothing (and does not crash).
    func testTheTroughFindsItsSliderThroughItsParent() {
        settle()
        XCTAssertNil(SwiftWidgetType.implementation(of: slider.trough), "the trough keeps no implementation")
        // Laid out by the slider all the same: each thumb where the slider puts it.
        for index in slider.thumbWidgets.indices {
            var bounds = graphene_rect_t()
            XCTAssertTrue(gtk_widget_compute_bounds(slider.thumbWidgets[index], slider.gtkWidget, &bounds) != 0)
            let center = Double(bounds.origin.x + bounds.size.width / 2)
            XCTAssertEqual(
                center, slider.positionForValue(slider.thumbValues[index]), accuracy: 1.5, "thumb \(index) at its value"
            )
        }
        let lone = RangeSliderWidget.troughType.new()
        g_object_ref_sink(UnsafeMutableRawPointer(lone))
        var minimum: Int32 = -1, natural: Int32 = -1
        gtk_widget_measure(lone, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        XCTAssertEqual([minimum, natural], [0, 0])
        gtk_widget_size_allocate(lone, [GtkAllocation(x: 0, y: 0, width: 100, height: 20)], -1)
        let snapshot = gtk_snapshot_new()!
        let troughClass = g_type_class_peek(RangeSliderWidget.troughType.gtype)!
        troughClass.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot?(lone, snapshot)
        if let node = gtk_snapshot_free_to_node(snapshot) { gsk_render_node_unref(node) }
        g_object_unref(UnsafeMutableRawPointer(lone))
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
            "animation", "scaleState", "thumbRelations", "constraintSettings",
            "increments", "markSettings", "axisSettings", "histogramSettings", "valueText",
            "thumbHighlight", "layoutCache", "counters",
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

    /// A plain slider, laid out, drawn, dragged and given formatters, holds no tick state of
    /// its own; the first tick change makes it, and the ticks work. The shared initial state
    /// other sliders read stays unchanged.
    func testTicksAreMadeOnTheirFirstChange() {
        settle()
        slider.simulateDragBegin(x: slider.positionForValue(slider.lowerValue), y: 15)
        slider.simulateDragUpdate(dx: 10, dy: 0)
        slider.simulateDragEnd()
        slider.snapsToTicks = false
        slider.tickLabelFormatter = nil
        slider.valueFormatter = { "\($0)" }
        gtk_widget_queue_resize(slider.gtkWidget)
        settle()
        XCTAssertNil(slider.madeTicks.made, "a plain slider has no tick state")
        XCTAssertTrue(slider.ticks.isEmpty)
        slider.tickSettings = TickSettings(mode: .evenlySpread(count: 3))
        settle()
        XCTAssertNotNil(slider.madeTicks.made, "made by the first change")
        XCTAssertEqual(slider.ticks.count, 3)
        let other = RangeSliderWidget()
        XCTAssertNil(other.madeTicks.made)
        XCTAssertFalse(other.snapsToTicks)
        other.snapsToTicks = true
        XCTAssertTrue(other.snapsToTicks)
        XCTAssertNotNil(other.madeTicks.made)
        XCTAssertFalse(SliderTicks.unset.isConfigured, "the shared initial state is never changed")
        XCTAssertFalse(SliderTicks.unset.snapping)
        XCTAssertTrue(SliderTicks.unset.laidOut.isEmpty)
        XCTAssertNil(SliderTicks.unset.madeMarks)
    }

    /// A plain slider holds no open-end settings of its own, also after being set to what it
    /// already has; the first change makes them, following the thumb count of the moment, and
    /// the shared initial settings other sliders read stay unchanged.
    func testOpenEndSettingsAreMadeOnTheirFirstChange() {
        settle()
        slider.allowsOpenUpperBound = false
        slider.openLowerBoundText = nil
        XCTAssertNil(slider.madeOpenBounds.made, "a plain slider has no open-end settings")
        slider.setValues([0.1, 0.3, 0.5, 0.7])
        slider.allowsOpenUpperBound = true
        XCTAssertNotNil(slider.madeOpenBounds.made, "made by the first change")
        XCTAssertTrue(slider.allowsOpenUpperBound)
        XCTAssertFalse(slider.allowsOpenLowerBound)
        slider.upperValue = slider.maximumValue
        XCTAssertTrue(slider.isUpperBoundOpen, "the last of four thumbs opens its end")
        XCTAssertFalse(SliderOpenBounds.unset.allowed[.upper], "the shared initial settings are never changed")
        XCTAssertNil(SliderOpenBounds.unset.texts[.upper])
        XCTAssertFalse(RangeSliderWidget().allowsOpenUpperBound)
    }

    /// A slider whose thumbs keep their default labels holds no labels of its own, also after
    /// being given nil ones; the first label given makes them, following the thumb count of the
    /// moment, and the middle thumbs of a slider without labels read their defaults.
    func testThumbLabelsAreMadeOnTheirFirstChange() {
        settle()
        slider.setValues([0.1, 0.3, 0.5, 0.7])
        slider.setThumbLabel(nil, for: .upper)
        slider.setThumbLabel(nil, at: 2)
        XCTAssertNil(slider.madeThumbLabels.made, "no labels given")
        XCTAssertEqual(slider.thumbLabel(ofThumbAt: 2), "Thumb 3")
        slider.setThumbLabel("Late shift", at: 2)
        XCTAssertNotNil(slider.madeThumbLabels.made, "made by the first label")
        XCTAssertEqual(slider.thumbLabel(ofThumbAt: 2), "Late shift")
        XCTAssertEqual(slider.thumbLabel(ofThumbAt: 1), "Thumb 2")
        XCTAssertEqual(slider.upperThumbLabel, "Maximum")
        slider.upperThumbLabel = "Until"
        XCTAssertEqual(slider.thumbLabel(ofThumbAt: 3), "Until")
        XCTAssertNil(SliderThumbLabels.unset.byThumb[.upper], "the shared initial labels are never changed")
        XCTAssertEqual(RangeSliderWidget().upperThumbLabel, "Maximum")
    }

    /// A slider that follows the theme keeps no record of given colours, also after it was
    /// given nil histogram colours; the first colour given makes it, and the colours take.
    func testGivenColoursAreKeptOnlyOnceGiven() {
        settle()
        slider.histogramColor = nil
        slider.useThemeColors()
        XCTAssertFalse(slider.appearance.hasGivenColors, "a slider following the theme")
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        slider.thumbTintColor = red
        XCTAssertTrue(slider.appearance.hasGivenColors)
        XCTAssertEqual(slider.thumbTintColor, red)
        XCTAssertNil(slider.appearance.explicitTrackTint, "the other tints still follow the theme")
        let other = RangeSliderWidget()
        other.histogramHighlightColor = red
        XCTAssertTrue(other.appearance.hasGivenColors)
        XCTAssertEqual(other.histogramHighlightColor, red)
        XCTAssertNil(other.histogramColor)
    }

    /// A plain slider whose popovers show holds no value-editing state of its own; making it
    /// editable makes it, and an edit starts and ends.
    func testValueEditingIsMadeOnItsFirstChange() {
        slider.valuePopoverVisibility = .whileDragging
        settle()
        slider.simulateDragBegin(x: slider.positionForValue(slider.upperValue), y: 15)
        slider.simulateDragUpdate(dx: -10, dy: 0)
        settle()
        XCTAssertTrue(slider.isValuePopoverVisible(for: .upper), "shown while dragging")
        slider.simulateDragEnd()
        slider.isValueEditable = false
        settle()
        XCTAssertNil(slider.popovers.madeEditing.made, "a plain slider has no value-editing state")
        XCTAssertNil(slider.editingThumbIndex)
        slider.isValueEditable = true
        XCTAssertNotNil(slider.popovers.madeEditing.made, "made by the first change")
        slider.beginEditing(at: 1)
        settle()
        XCTAssertEqual(slider.editingThumbIndex, 1)
        slider.cancelEditing()
        XCTAssertNil(slider.editingThumbIndex)
        XCTAssertNil(RangeSliderWidget().popovers.madeEditing.made)
        XCTAssertFalse(ValueEditingState.unset.editable, "the shared initial state is never changed")
        XCTAssertNil(ValueEditingState.unset.index)
        XCTAssertNil(ValueEditingState.unset.note)
    }

    /// A plain slider (here of four thumbs), laid out, dragged, given formatters and asked about
    /// its popovers, holds no popover state of its own, also after settings that change nothing
    /// (visibility `.never`, no content); the first change makes it with an entry per thumb, and
    /// the fourth thumb's popover shows while it is dragged. The shared initial state other
    /// sliders read stays unchanged.
    func testValuePopoversAreMadeOnTheirFirstChange() {
        slider.setValues([0.1, 0.3, 0.5, 0.7])
        settle()
        slider.simulateDragBegin(x: slider.positionForValue(0.7), y: 15)
        slider.simulateDragUpdate(dx: -10, dy: 0)
        slider.simulateDragEnd()
        slider.valueFormatter = { "\($0)" }
        slider.valuePopoverVisibility = .never
        slider.setValuePopoverContent(nil, at: 3)
        slider.mode = .single
        slider.mode = .range
        slider.setValues([0.1, 0.3, 0.5, 0.7])
        settle()
        XCTAssertNil(slider.madePopovers.made, "a plain slider has no popover state")
        XCTAssertFalse(slider.isValuePopoverVisible(at: 3))
        XCTAssertNil(slider.valuePopoverWidget(at: 3))
        XCTAssertEqual(slider.valuePopoverText(at: 3), "")
        XCTAssertNil(slider.valuePopoverArrangement)
        slider.valuePopoverVisibility = .whileDragging
        XCTAssertEqual(slider.madePopovers.made?.made.count, 4, "made by the first change, an entry per thumb")
        XCTAssertEqual(slider.madePopovers.made?.content.count, 4)
        XCTAssertEqual(slider.valuePopoverVisibility, .whileDragging)
        slider.simulateDragBegin(x: slider.positionForValue(0.7), y: 15)
        slider.simulateDragUpdate(dx: -10, dy: 0)
        settle()
        XCTAssertEqual((0..<4).filter { slider.isValuePopoverVisible(at: $0) }, [3], "the dragged fourth thumb's")
        XCTAssertEqual(slider.valuePopoverText(at: 3), "\(slider.thumbValues[3])")
        slider.simulateDragEnd()
        settle()
        XCTAssertFalse(slider.isValuePopoverVisible(at: 3), "hidden when the drag ends")
        let other = RangeSliderWidget()
        XCTAssertNil(other.madePopovers.made)
        let label = gtk_label_new("content")!
        other.setValuePopoverContent(label, at: 1)
        XCTAssertNotNil(other.madePopovers.made, "app content makes it too")
        XCTAssertTrue(other.madePopovers.made?.content[1]?.widget == label)
        XCTAssertEqual(SliderValuePopovers.unset.visibility, .never, "the shared initial state is never changed")
        XCTAssertNil(SliderValuePopovers.unset.arrangement)
        XCTAssertFalse(SliderValuePopovers.unset.made.contains { $0 != nil })
        XCTAssertFalse(SliderValuePopovers.unset.content.contains { $0 != nil })
        XCTAssertNil(SliderValuePopovers.unset.madeEditing.made)
    }

    /// A slider keeps no drag state between drags: none before the first press, one made by a
    /// press on a thumb and kept through the steps, none again after the release; a press that
    /// starts no drag (off the band) makes none.
    func testTheDragStateLivesOnlyWhileADragGoesOn() {
        settle()
        XCTAssertNil(slider.input.drag)
        XCTAssertTrue(slider.simulateDragBegin(x: slider.positionForValue(slider.upperValue), y: 15))
        let drag = slider.input.drag
        XCTAssertNotNil(drag, "made by the press")
        slider.simulateDragUpdate(dx: -20, dy: 0)
        XCTAssertTrue(slider.input.drag === drag, "kept through the steps")
        XCTAssertLessThan(slider.upperValue, 0.8, "the drag moved the upper thumb")
        slider.simulateDragEnd()
        XCTAssertNil(slider.input.drag, "dropped at the release")
        XCTAssertFalse(slider.simulateDragBegin(x: slider.positionForValue(slider.upperValue), y: 1_000))
        XCTAssertNil(slider.input.drag, "a press off the band starts no drag")
    }

    /// A plain slider has no touch state and no legacy controller; a mouse drag (no touch
    /// sequence) makes neither; the first touch drag makes both, once.
    func testTouchContinuityIsMadeWithTheFirstTouchDrag() {
        settle()
        let legacy = gtk_event_controller_legacy_get_type()
        XCTAssertNil(slider.input.touch)
        XCTAssertEqual(controllers(of: legacy, on: slider.gtkWidget), 0)
        slider.gestureDragBegan(x: slider.positionForValue(slider.lowerValue), y: 15)
        XCTAssertTrue(slider.input.isDragging, "a mouse drag")
        slider.simulateDragUpdate(dx: 20, dy: 0)
        slider.gestureDragEnded()
        XCTAssertFalse(slider.input.isDragging)
        XCTAssertGreaterThan(slider.lowerValue, 0.2, "the drag moved the thumb")
        XCTAssertNil(slider.input.touch, "a mouse drag makes no touch state")
        XCTAssertEqual(controllers(of: legacy, on: slider.gtkWidget), 0)
        let touch = slider.madeTouchContinuity()
        XCTAssertTrue(slider.madeTouchContinuity() === touch, "made once")
        XCTAssertEqual(controllers(of: legacy, on: slider.gtkWidget), 1, "with its controller")
    }

    /// GTK 4.10+: a thumb keeps no record or handler of its own for assistive technologies'
    /// requests (the key of that object data is never even made); a request reaches the slider
    /// through the thumb's place in it, clamped to the thumb's current bounds, also before
    /// the first idle; a thumb no longer in a slider refuses it.
    func testAThumbKeepsNoAccessibleValueRecord() throws {
        try XCTSkipIf(cgtk_thumbs_are_ranges() != 0, "GTK 4.8: the thumbs are GtkRanges")
        XCTAssertEqual(g_quark_try_string("ce-range-slider-thumb-accessible-value"), 0)
        let fresh = RangeSliderWidget()
        fresh.setValues([0.1, 0.2, 0.3])
        XCTAssertNotEqual(cgtk_accessible_set_current_value(fresh.thumbWidgets[1], 0.9), 0)
        XCTAssertEqual(fresh.thumbValues, [0.1, 0.3, 0.3], "clamped to the next thumb")
        let thumb = fresh.thumbWidgets[2]
        g_object_ref(UnsafeMutableRawPointer(thumb))
        defer { g_object_unref(UnsafeMutableRawPointer(thumb)) }
        fresh.setValues([0.1, 0.3])
        XCTAssertEqual(fresh.thumbWidgets.count, 2)
        XCTAssertEqual(cgtk_accessible_set_current_value(thumb, 0.5), 0, "a thumb no longer in the slider")
        XCTAssertEqual(fresh.thumbValues, [0.1, 0.3])
    }

    /// A plain slider (here of four thumbs) holds no skin state, also after images are set to
    /// nil or removed; the first image makes it with an entry per thumb, and it is drawn.
    func testSkinsAreMadeWithTheFirstImage() throws {
        slider.setValues([0.1, 0.3, 0.5, 0.7])
        slider.setThumbImage(nil)
        slider.minimumTrackImage = nil
        slider.removeAllImages()
        settle()
        XCTAssertNil(slider.madeSkins.made, "a plain slider has no skin state")
        XCTAssertFalse(slider.hasImages)
        XCTAssertNil(slider.thumbImage(for: .normal, at: 3))
        let image = try SliderImage(contentsOfFile: PackageFolders.skins + "thumb-red.png")
        slider.setThumbImage(image, at: 3)
        XCTAssertNotNil(slider.madeSkins.made, "made by the first image")
        XCTAssertTrue(slider.thumbImage(for: .normal, at: 3) === image, "the fourth thumb's, of four")
        XCTAssertNil(slider.thumbImage(for: .normal, at: 2))
        XCTAssertTrue(slider.hasImages)
        let before = slider.drawCount
        settle()
        XCTAssertGreaterThan(slider.drawCount, before, "drawn again with the image")
        XCTAssertTrue(SliderSkins.unset.isEmpty, "the shared initial state is never changed")
        XCTAssertNil(RangeSliderWidget().madeSkins.made)
    }

    func testTheSlidersControllersConnectNoHandlersOfTheirOwn() throws {
        settle()
        let list = gtk_widget_observe_controllers(slider.gtkWidget)
        defer { g_object_unref(UnsafeMutableRawPointer(list)) }
        var types: [String] = []
        for i in 0..<g_list_model_get_n_items(list) {
            let controller = try XCTUnwrap(g_list_model_get_item(list, i))
            defer { g_object_unref(controller) }
            let type = controller.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
            types.append(String(cString: g_type_name(type)))
            for signal in ["drag-begin", "drag-update", "drag-end", "cancel", "key-pressed", "scroll"] {
                let id = g_signal_lookup(signal, type)
                guard id != 0 else { continue }
                XCTAssertEqual(
                    g_signal_handler_find(controller, G_SIGNAL_MATCH_ID, id, 0, nil, nil, nil), 0,
                    "a \(signal) handler on \(types.last!)")
            }
        }
        XCTAssertEqual(
            Set(types), ["CeRangeSliderDragGesture", "CeRangeSliderKeyController", "CeRangeSliderScrollController"])
        // That they still drive the slider: the drag, keyboard and scroll tests.
    }
}
