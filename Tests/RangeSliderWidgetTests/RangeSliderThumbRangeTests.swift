// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
import XCTest

/// Each thumb is a GtkRange whose adjustment mirrors the thumb (what GTK 4.8's AT-SPI bridge
/// exports), and a value set on it from outside moves the thumb as a user's change. The
/// AT-SPI side itself is checked by scripts/test-atspi.sh with a real AT-SPI client.
final class RangeSliderThumbRangeTests: WidgetTestCase {
    private func range(_ thumb: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkRange> {
        UnsafeMutableRawPointer(thumb).assumingMemoryBound(to: GtkRange.self)
    }

    private func adjustment(_ thumb: UnsafeMutablePointer<GtkWidget>) -> (value: Double, lower: Double, upper: Double, step: Double, page: Double) {
        let a = gtk_range_get_adjustment(range(thumb))!
        return (gtk_adjustment_get_value(a), gtk_adjustment_get_lower(a), gtk_adjustment_get_upper(a),
                gtk_adjustment_get_step_increment(a), gtk_adjustment_get_page_increment(a))
    }

    private func cssClasses(_ widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard let classes = gtk_widget_get_css_classes(widget) else { return [] }
        defer { g_strfreev(classes) }
        var result: [String] = []
        var i = 0
        while let c = classes[i] { result.append(String(cString: c)); i += 1 }
        return result
    }

    func testThumbsAreGtkRangesWithoutGtkRangesPartsOrClasses() {
        let classes = ["lower": ["first", "lower", "thumb-0"], "upper": ["last", "thumb-1", "upper"]]
        for (thumb, name) in [(slider.lowerThumbWidget, "lower"), (slider.upperThumbWidget, "upper")] {
            XCTAssertNotEqual(g_type_check_instance_is_a(UnsafeMutableRawPointer(thumb).assumingMemoryBound(to: GTypeInstance.self),
                                                         gtk_range_get_type()), 0)
            XCTAssertNil(gtk_widget_get_first_child(thumb), "GtkRange's trough and slider nodes are detached")
            XCTAssertEqual(cssClasses(thumb).sorted(), classes[name], "the slider's own classes only")
            XCTAssertEqual(String(cString: gtk_widget_get_css_name(thumb)), "slider")
            // GtkRange's five controllers are gone: only the slider's focus controller is left.
            let list = gtk_widget_observe_controllers(thumb)
            defer { g_object_unref(UnsafeMutableRawPointer(list)) }
            XCTAssertEqual(g_list_model_get_n_items(list), 1, "\(name): GtkRange's controllers removed")
        }
    }

    func testAdjustmentsMirrorEachThumbsBoundsValueAndSteps() {
        slider.setRange(minimum: 0, maximum: 500_000)
        slider.setValues(lower: 129_500, upper: 300_000)
        slider.stepIncrement = 500
        slider.pageIncrement = 5_000
        settle(0.05)   // the adjustments follow at the next idle, not on every change
        var a = adjustment(slider.lowerThumbWidget)
        XCTAssertEqual(a.value, 129_500)
        XCTAssertEqual(a.lower, 0)
        XCTAssertEqual(a.upper, 300_000)
        XCTAssertEqual(a.step, 500)
        XCTAssertEqual(a.page, 5_000)
        a = adjustment(slider.upperThumbWidget)
        XCTAssertEqual(a.value, 300_000)
        XCTAssertEqual(a.lower, 129_500)
        XCTAssertEqual(a.upper, 500_000)
    }

    func testAValueSetOnTheThumbsRangeMovesTheThumbAsTheUser() {
        slider.setRange(minimum: 0, maximum: 100)
        slider.setValues(lower: 20, upper: 60)
        slider.stepSize = 5
        settle(0.05)   // a request arrives through the main loop, after the adjustments follow
        events = []
        gtk_range_set_value(range(slider.lowerThumbWidget), 33)
        XCTAssertEqual(slider.lowerValue, 35, "snapped to the step")
        XCTAssertEqual(adjustment(slider.lowerThumbWidget).value, 35, "the adjustment shows the snapped value")
        XCTAssertEqual(adjustment(slider.upperThumbWidget).lower, 35)
        XCTAssertEqual(events, [.valueChanged(lowerValue: 35, upperValue: 60, source: .user)])
        events = []
        slider.minimumSeparation = 10
        settle(0.05)
        events = []
        gtk_range_set_value(range(slider.lowerThumbWidget), 60)
        XCTAssertEqual(slider.lowerValue, 50, "kept within the allowed interval: the separation holds")
        XCTAssertEqual(adjustment(slider.lowerThumbWidget).value, 50)
        XCTAssertEqual(events, [.valueChanged(lowerValue: 50, upperValue: 60, source: .user)])
    }

    /// The adjustments are configured once per idle, not on every change: a drag step or a
    /// burst of assignments sets the accessible properties only (cheap), and the adjustment
    /// (several signals GtkRange answers) follows once.
    func testAdjustmentsFollowOncePerIdleNotOnEveryChange() {
        settle(0.05)
        let adjustment = gtk_range_get_adjustment(range(slider.upperThumbWidget))!
        var changes = 0
        GtkSignal.connect(UnsafeMutableRawPointer(adjustment), "changed") { changes += 1 }
        GtkSignal.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { changes += 1 }
        for i in 1...100 { slider.upperValue = 0.3 + Double(i) / 250 }   // ends at 0.7
        XCTAssertEqual(changes, 0, "configured while the values changed")
        let error = cgtk_test_accessible_check_double(OpaquePointer(slider.upperThumbWidget),
                                                      GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, slider.upperValue)
        XCTAssertNil(error.map { String(cString: $0) }, "the accessible value is current at once")
        g_free(error)
        settle(0.05)
        XCTAssertEqual(changes, 1, "configured once for the whole burst (a new value only: one value-changed)")
        XCTAssertEqual(self.adjustment(slider.upperThumbWidget).value, slider.upperValue)
    }

    func testAnInsensitiveSliderRefusesAValueAndPutsItBack() {
        slider.isSensitive = false
        settle(0.05)
        events = []
        gtk_range_set_value(range(slider.upperThumbWidget), 0.5)
        XCTAssertEqual(slider.upperValue, 0.8)
        XCTAssertEqual(adjustment(slider.upperThumbWidget).value, 0.8)
        XCTAssertEqual(events, [])
    }
}

/// The thumb widgets (focus ring, accessible extents) follow the values.
final class RangeSliderThumbAllocationTests: WidgetTestCase {
    private func thumbCentre(_ thumb: UnsafeMutablePointer<GtkWidget>) -> Double {
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(thumb, slider.gtkWidget, &bounds), 0)
        return Double(bounds.origin.x + bounds.size.width / 2)
    }

    func testThumbWidgetsMoveWithTheirValues() {
        settle()
        XCTAssertEqual(thumbCentre(slider.lowerThumbWidget), slider.positionForValue(0.2), accuracy: 1.5)
        slider.lowerValue = 0.5
        settle()
        XCTAssertEqual(thumbCentre(slider.lowerThumbWidget), slider.positionForValue(0.5), accuracy: 1.5)
        gtk_range_set_value(UnsafeMutableRawPointer(slider.upperThumbWidget).assumingMemoryBound(to: GtkRange.self), 0.9)
        settle()
        XCTAssertEqual(thumbCentre(slider.upperThumbWidget), slider.positionForValue(0.9), accuracy: 1.5)
    }
}
