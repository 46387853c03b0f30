// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkSupport
import GtkTestSupport
import XCTest

@testable import RangeSlider

/// Who holds whom between the GObject `CeRangeSlider` and its Swift state `RangeSliderWidget`
/// (see RangeSliderGObject.swift): the toggle reference of a Swift-held slider, the plain
/// GObject life of one created from C, and that each Swift state is released exactly once.
final class RangeSliderOwnershipTests: XCTestCase {
    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else {
            XCTFail(env.reason)
            throw XCTSkip(env.reason)
        }
        MainLoop.drainPending()
    }

    private func refCount(_ widget: UnsafeMutablePointer<GtkWidget>) -> guint {
        GObjectAccess.object(widget).pointee.ref_count
    }

    func testDroppingTheSwiftHandleOfAnUnpackedWidgetFinalizesBoth() {
        let live = RangeSliderWidget.liveCount
        weak var weakSlider: RangeSliderWidget?
        var probe: FinalizeProbe!
        do {
            let slider = RangeSliderWidget()
            weakSlider = slider
            probe = FinalizeProbe(UnsafeMutableRawPointer(slider.gtkWidget))
            XCTAssertEqual(refCount(slider.gtkWidget), 1, "only the toggle reference: not floating, nothing else")
            XCTAssertEqual(RangeSliderWidget.liveCount, live + 1)
            // Every notification and signal emission takes and drops a reference (1 → 2 → 1):
            // with Swift holding the object, the GObject's reference is dropped again at once.
            _ = NotifyRecorder(slider.gtkWidget)
            slider.setValues(lower: 0.3, upper: 0.6)
            GObjectAccess.setDouble(slider.gtkWidget, "curvaceousness", 0.5)
        }
        XCTAssertNil(weakSlider, "the GObject holds the Swift object weakly while only Swift holds the GObject")
        XCTAssertTrue(probe.finalized, "the widget went with its last Swift reference, at once")
        XCTAssertEqual(RangeSliderWidget.liveCount, live)
    }

    func testAPackedWidgetSurvivesItsSwiftHandleAndStillWorks() {
        weak var weakSlider: RangeSliderWidget?
        var widget: UnsafeMutablePointer<GtkWidget>!
        do {
            let slider = RangeSliderWidget()
            slider.setRange(minimum: 0, maximum: 300)
            slider.setValues(lower: 60, upper: 240)
            weakSlider = slider
            widget = slider.gtkWidget
        }
        // Not packed yet: gone. Make one that is packed before the handle goes.
        XCTAssertNil(weakSlider)
        var probe: FinalizeProbe!
        let window: TestWindow
        do {
            let slider = RangeSliderWidget()
            slider.setRange(minimum: 0, maximum: 270)
            slider.setValues(lower: 54, upper: 216)
            weakSlider = slider
            widget = slider.gtkWidget
            probe = FinalizeProbe(UnsafeMutableRawPointer(widget))
            // Swift may release an object after its last use: keep it until the window holds
            // the widget.
            window = withExtendedLifetime(slider) { TestWindow(child: widget, width: 300, height: 30) }
        }
        MainLoop.spin(seconds: 0.1)
        XCTAssertNotNil(weakSlider, "the window holds the widget, and the widget holds its Swift state")
        XCTAssertTrue(RangeSliderWidget.wrapping(widget) === weakSlider, "the same Swift object")
        let signals = SignalRecorder(widget)
        realDrag(in: window, from: (69, 15), through: [(80, 15), (96, 15)])
        XCTAssertEqual(weakSlider?.lowerValue ?? -1, 81, accuracy: 1e-9, "27 px of 270 moved the lower thumb by 27")
        XCTAssertEqual(signals.changed.count, 1, "value-changed at the end of the drag")
        XCTAssertGreaterThan(signals.changing.count, 0, "value-changing during the drag")
        window.close()
        XCTAssertFalse(probe.finalized, "released from an idle callback, not inside GTK's unref")
        MainLoop.spin(until: { probe.finalized }, timeout: 2)
        XCTAssertTrue(probe.finalized)
        XCTAssertNil(weakSlider)
    }

    func testTheLastOtherReferenceGoingReleasesTheSwiftStateFromTheMainLoopNotInsideUnref() {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        g_object_ref_sink(box)
        defer { g_object_unref(box) }
        let boxPointer = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
        weak var weakSlider: RangeSliderWidget?
        var widget: UnsafeMutablePointer<GtkWidget>!
        do {
            let slider = RangeSliderWidget()
            weakSlider = slider
            widget = slider.gtkWidget
            withExtendedLifetime(slider) { gtk_box_append(boxPointer, widget) }
            XCTAssertEqual(refCount(widget), 2, "the box's reference and the toggle reference")
        }
        XCTAssertNotNil(weakSlider, "packed: the GObject holds the Swift state strongly")
        let probe = FinalizeProbe(UnsafeMutableRawPointer(widget))
        gtk_box_remove(boxPointer, widget)  // 2 → 1 inside g_object_unref: the toggle notification
        XCTAssertNotNil(weakSlider, "not released inside the unref")
        XCTAssertFalse(probe.finalized)
        MainLoop.drainPending()
        XCTAssertNil(weakSlider, "released by the idle callback")
        XCTAssertTrue(probe.finalized)
    }

    func testWhileSwiftHoldsTheObjectAnUnpackedWidgetGoesWithTheLastSwiftReference() {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        g_object_ref_sink(box)
        defer { g_object_unref(box) }
        let boxPointer = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
        var slider: RangeSliderWidget? = RangeSliderWidget()
        let widget = slider!.gtkWidget
        let probe = FinalizeProbe(UnsafeMutableRawPointer(widget))
        gtk_box_append(boxPointer, widget)
        gtk_box_remove(boxPointer, widget)  // 2 → 1: Swift holds the object, nothing to defer
        XCTAssertEqual(refCount(widget), 1)
        slider = nil
        XCTAssertTrue(probe.finalized, "no idle callback needed")
    }

    func testRepackingBeforeTheIdleCancelsTheRelease() {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        g_object_ref_sink(box)
        let boxPointer = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
        weak var weakSlider: RangeSliderWidget?
        var widget: UnsafeMutablePointer<GtkWidget>!
        do {
            let slider = RangeSliderWidget()
            slider.lowerValue = 0.4
            weakSlider = slider
            widget = slider.gtkWidget
            withExtendedLifetime(slider) { gtk_box_append(boxPointer, widget) }
        }
        g_object_ref(widget)  // as a container moving a child does
        gtk_box_remove(boxPointer, widget)  // 3 → 2: no notification
        g_object_unref(widget)  // 2 → 1: release scheduled
        gtk_box_append(boxPointer, widget)  // 1 → 2: cancelled
        MainLoop.spin(seconds: 0.1)
        XCTAssertNotNil(weakSlider, "back in a container before the main loop ran: kept")
        XCTAssertEqual(RangeSliderWidget.wrapping(widget)?.lowerValue, 0.4)
        let probe = FinalizeProbe(UnsafeMutableRawPointer(widget))
        g_object_unref(box)  // the box's dispose unparents the slider
        MainLoop.drainPending()
        XCTAssertTrue(probe.finalized)
        XCTAssertNil(weakSlider)
    }

    func testAnInstanceCreatedFromCHasWorkingSwiftStateAndPlainGObjectLife() {
        let live = RangeSliderWidget.liveCount
        let widget = GObjectAccess.newSlider([("maximum-value", 100), ("upper-value", 70), ("lower-value", 30)])
        XCTAssertEqual(RangeSliderWidget.liveCount, live + 1, "instance_init made the Swift state")
        XCTAssertEqual(g_object_is_floating(GObjectAccess.object(widget)), 1)
        g_object_ref_sink(widget)
        XCTAssertEqual(GObjectAccess.double(widget, "lower-value"), 30)
        XCTAssertEqual(GObjectAccess.double(widget, "upper-value"), 70)
        let probe = FinalizeProbe(UnsafeMutableRawPointer(widget))
        g_object_unref(widget)
        XCTAssertTrue(probe.finalized, "no toggle reference: the last unref finalizes at once, as for any widget")
        XCTAssertEqual(RangeSliderWidget.liveCount, live, "the Swift state went with it")
    }

    func testACreatedFromCSliderIsDraggableAndItsSwiftObjectIsFoundAgain() {
        let widget = GObjectAccess.newSlider([("maximum-value", 270), ("upper-value", 216), ("lower-value", 54)])
        let window = TestWindow(child: widget, width: 300, height: 30)
        let signals = SignalRecorder(widget)
        realDrag(in: window, from: (231, 15), through: [(240, 15), (258, 15)])
        XCTAssertEqual(GObjectAccess.double(widget, "upper-value"), 243, accuracy: 1e-9)
        XCTAssertEqual(signals.changed.last?.1 ?? -1, 243, accuracy: 1e-9)
        weak var weakSlider: RangeSliderWidget?
        do {
            let slider = RangeSliderWidget.wrapping(widget)
            XCTAssertNotNil(slider)
            XCTAssertTrue(slider === RangeSliderWidget.wrapping(widget), "always the same object")
            XCTAssertEqual(slider?.upperValue ?? -1, 243, accuracy: 1e-9)
            weakSlider = slider
        }
        XCTAssertNotNil(weakSlider, "the window holds the widget, which holds its state")
        let probe = FinalizeProbe(UnsafeMutableRawPointer(widget))
        window.close()
        MainLoop.spin(until: { probe.finalized }, timeout: 2)
        XCTAssertTrue(probe.finalized)
        XCTAssertNil(weakSlider)
    }

    func testASwiftLookupKeepsTheWidgetAliveAfterItsWindowCloses() {
        let widget = GObjectAccess.newSlider()
        let window = TestWindow(child: widget, width: 300, height: 30)
        let slider = RangeSliderWidget.wrapping(widget)!
        let probe = FinalizeProbe(UnsafeMutableRawPointer(widget))
        window.close()
        MainLoop.spin(seconds: 0.1)
        XCTAssertFalse(probe.finalized, "Swift still holds it")
        slider.upperValue = 0.9
        XCTAssertEqual(GObjectAccess.double(widget, "upper-value"), 0.9, "a disposed widget's properties still work")
    }

    func testHoldingAReferenceAfterTheWindowClosesIsSafe() {
        let live = RangeSliderWidget.liveCount
        let widget = GObjectAccess.newSlider()
        g_object_ref(widget)  // C code keeping its own reference
        let window = TestWindow(child: widget, width: 300, height: 30)
        window.close()
        MainLoop.drainPending()
        GObjectAccess.setDouble(widget, "lower-value", 0.5)
        XCTAssertEqual(GObjectAccess.double(widget, "lower-value"), 0.5)
        XCTAssertEqual(RangeSliderWidget.liveCount, live + 1)
        let probe = FinalizeProbe(UnsafeMutableRawPointer(widget))
        g_object_unref(widget)
        XCTAssertTrue(probe.finalized)
        XCTAssertEqual(RangeSliderWidget.liveCount, live)
    }

    func testManyInstancesFromSwiftAndCAreEachReleasedOnce() {
        let live = RangeSliderWidget.liveCount
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        g_object_ref_sink(box)
        let boxPointer = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
        var probes: [FinalizeProbe] = []
        for i in 0..<200 {
            let widget: UnsafeMutablePointer<GtkWidget>
            if i.isMultiple(of: 2) {
                let slider = RangeSliderWidget()
                widget = slider.gtkWidget
                withExtendedLifetime(slider) { gtk_box_append(boxPointer, widget) }  // then the handle goes
            } else {
                widget = GObjectAccess.newSlider([("lower-value", 0.1)])
                gtk_box_append(boxPointer, widget)
            }
            probes.append(FinalizeProbe(UnsafeMutableRawPointer(widget)))
        }
        XCTAssertEqual(RangeSliderWidget.liveCount, live + 200)
        g_object_unref(box)
        MainLoop.drainPending()
        XCTAssertEqual(probes.filter(\.finalized).count, 200)
        XCTAssertEqual(RangeSliderWidget.liveCount, live, "every state released, none twice")
    }

    /// The touch controller's handler gets the slider itself, unretained, as its data: no box,
    /// closure context or destroy notifier; the drag gesture and the key and scroll controllers
    /// connect no handler (their types' class handlers find the slider through their widget).
    /// Nothing holds the slider, so it still goes with its last Swift reference.
    func testTheInputHandlersHoldNothing() {
        let live = RangeSliderWidget.liveCount
        var probe: FinalizeProbe!
        do {
            let slider = RangeSliderWidget()
            probe = FinalizeProbe(UnsafeMutableRawPointer(slider.gtkWidget))
            _ = slider.madeTouchContinuity()  // the touch drag's controller comes with the first touch drag
            let target = Unmanaged.passUnretained(slider).toOpaque()
            let controllers = gtk_widget_observe_controllers(slider.gtkWidget)!
            var handlers: [String: guint] = [:]
            for i in 0..<g_list_model_get_n_items(controllers) {
                guard let controller = g_list_model_get_item(controllers, i) else { continue }
                let name = String(
                    cString: g_type_name_from_instance(controller.assumingMemoryBound(to: GTypeInstance.self)))
                // Blocking by data counts the matching handlers; unblocked at once.
                let count = g_signal_handlers_block_matched(controller, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, target)
                g_signal_handlers_unblock_matched(controller, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, target)
                if count > 0 { handlers[name, default: 0] += count }
                g_object_unref(controller)
            }
            g_object_unref(UnsafeMutableRawPointer(controllers))
            XCTAssertEqual(handlers, ["GtkEventControllerLegacy": 1], "the touch drag's event handler alone")
        }
        XCTAssertTrue(probe.finalized, "the widget went with its last Swift reference")
        XCTAssertEqual(RangeSliderWidget.liveCount, live)
    }

    func testWrappingSomethingElseIsNil() {
        let label = gtk_label_new("x")!
        g_object_ref_sink(label)
        XCTAssertNil(RangeSliderWidget.wrapping(label))
        XCTAssertNil(RangeSliderWidget.wrapping(nil))
        g_object_unref(label)
    }
}
