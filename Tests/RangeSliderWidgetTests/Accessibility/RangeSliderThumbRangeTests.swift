// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import PropertyBased
import PropertyTestSupport
import RangeSlider
import RangeSliderCore
import XCTest

/// Each thumb is an accessible value object (a GtkAccessibleRange from GTK 4.10, a GtkRange on
/// GTK 4.8) whose accessible value, minimum and maximum mirror the thumb, and a value an
/// assistive technology sets on it (`cgtk_accessible_set_current_value`: what AT-SPI's
/// Value.SetCurrentValue calls on each platform) moves the thumb as a user's change. The AT-SPI
/// side itself is checked by scripts/test-atspi.sh with a real AT-SPI client.
final class RangeSliderThumbRangeTests: WidgetTestCase {
    private func range(_ thumb: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkRange> {
        UnsafeMutableRawPointer(thumb).assumingMemoryBound(to: GtkRange.self)
    }

    private var thumbsAreRanges: Bool { cgtk_thumbs_are_ranges() != 0 }

    private func adjustment(_ thumb: UnsafeMutablePointer<GtkWidget>) -> (
        value: Double, lower: Double, upper: Double, step: Double, page: Double
    ) {
        let a = gtk_range_get_adjustment(range(thumb))!
        return (
            gtk_adjustment_get_value(a), gtk_adjustment_get_lower(a), gtk_adjustment_get_upper(a),
            gtk_adjustment_get_step_increment(a), gtk_adjustment_get_page_increment(a)
        )
    }

    private func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ typeName: String) -> Bool {
        let type = g_type_from_name(typeName)
        return type != 0
            && g_type_check_instance_is_a(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    private func cssClasses(_ widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        guard let classes = gtk_widget_get_css_classes(widget) else { return [] }
        defer { g_strfreev(classes) }
        var result: [String] = []
        var i = 0
        while let c = classes[i] { result.append(String(cString: c)); i += 1 }
        return result
    }

    /// The accessible value, minimum and maximum of `thumb` (GTK's messages where they differ).
    private func accessibleRange(
        _ thumb: UnsafeMutablePointer<GtkWidget>, _ value: Double, _ minimum: Double, _ maximum: Double
    ) -> [String] {
        [
            (GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value), (GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum),
            (GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum),
        ].compactMap { accessibleDouble(thumb, $0.0, $0.1) }
    }

    func testThumbsAreAccessibleValueObjectsWithoutGtkRangesPartsOrClasses() {
        let classes = ["lower": ["first", "lower", "thumb-0"], "upper": ["last", "thumb-1", "upper"]]
        for (thumb, name) in [(slider.lowerThumbWidget, "lower"), (slider.upperThumbWidget, "upper")] {
            if thumbsAreRanges {
                XCTAssertTrue(isA(thumb, "GtkRange"), "GTK 4.8: a GtkRange, for the AT-SPI Value interface")
            } else {
                XCTAssertFalse(isA(thumb, "GtkRange"), "GTK 4.10+: a plain widget")
                XCTAssertTrue(isA(thumb, "GtkAccessibleRange"), "GTK 4.10+: a GtkAccessibleRange")
            }
            XCTAssertTrue(gtk_test_accessible_has_role(OpaquePointer(thumb), GTK_ACCESSIBLE_ROLE_SLIDER) != 0)
            XCTAssertNil(gtk_widget_get_first_child(thumb), "no child nodes (GtkRange's are detached)")
            XCTAssertEqual(cssClasses(thumb).sorted(), classes[name], "the slider's own classes only")
            XCTAssertEqual(String(cString: gtk_widget_get_css_name(thumb)), "slider")
            // No controller: GtkRange's five are removed on GTK 4.8, and the slider's focus
            // controller comes with the focus-following popovers.
            let list = gtk_widget_observe_controllers(thumb)
            defer { g_object_unref(UnsafeMutableRawPointer(list)) }
            XCTAssertEqual(g_list_model_get_n_items(list), 0, "\(name): no controller")
        }
    }

    func testAccessibleRangesMirrorEachThumbsBoundsAndValue() {
        slider.setRange(minimum: 0, maximum: 500_000)
        slider.setValues(lower: 129_500, upper: 300_000)
        slider.stepIncrement = 500
        slider.pageIncrement = 5_000
        settle(0.05)  // on GTK 4.8 the adjustments follow at the next idle, not on every change
        XCTAssertEqual(accessibleRange(slider.lowerThumbWidget, 129_500, 0, 300_000), [])
        XCTAssertEqual(accessibleRange(slider.upperThumbWidget, 300_000, 129_500, 500_000), [])
        guard thumbsAreRanges else { return }
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

    func testAValueSetByAnAssistiveTechnologyMovesTheThumbAsTheUser() {
        slider.setRange(minimum: 0, maximum: 100)
        slider.setValues(lower: 20, upper: 60)
        slider.stepSize = 5
        settle(0.05)  // a request arrives through the main loop, after the bounds follow
        events = []
        XCTAssertNotEqual(cgtk_accessible_set_current_value(slider.lowerThumbWidget, 33), 0)
        XCTAssertEqual(slider.lowerValue, 35, "snapped to the step")
        XCTAssertEqual(
            accessibleRange(slider.lowerThumbWidget, 35, 0, 60), [], "the accessible value is the snapped value")
        XCTAssertEqual(accessibleRange(slider.upperThumbWidget, 60, 35, 100), [])
        if thumbsAreRanges {
            XCTAssertEqual(adjustment(slider.lowerThumbWidget).value, 35, "the adjustment shows the snapped value")
            XCTAssertEqual(adjustment(slider.upperThumbWidget).lower, 35)
        }
        XCTAssertEqual(events, [.valueChanged(lowerValue: 35, upperValue: 60, source: .user)])
        slider.minimumSeparation = 10
        settle(0.05)
        events = []
        XCTAssertNotEqual(cgtk_accessible_set_current_value(slider.lowerThumbWidget, 60), 0)
        XCTAssertEqual(slider.lowerValue, 50, "kept within the allowed interval: the separation holds")
        XCTAssertEqual(accessibleRange(slider.lowerThumbWidget, 50, 0, 60), [])
        XCTAssertEqual(events, [.valueChanged(lowerValue: 50, upperValue: 60, source: .user)])
        // Beyond the other thumb: clamped to the thumb's accessible maximum, never crossing.
        events = []
        XCTAssertNotEqual(cgtk_accessible_set_current_value(slider.upperThumbWidget, -1e9), 0)
        XCTAssertEqual(slider.upperValue, 60, "the separation from the lower thumb holds")
        XCTAssertEqual(slider.lowerValue, 50)
        XCTAssertEqual(accessibleRange(slider.upperThumbWidget, 60, 50, 100), [])
    }

    /// GTK 4.10+: a request that is not a number (NaN, ±∞) is refused by the thumb itself, and
    /// nothing changes. (GTK 4.8's GtkRange takes any double into its adjustment.)
    func testANonFiniteRequestIsRefused() throws {
        try XCTSkipIf(thumbsAreRanges, "GTK 4.8: the GtkRange takes the request")
        settle(0.05)
        events = []
        for value in [Double.nan, .infinity, -.infinity] {
            XCTAssertEqual(cgtk_accessible_set_current_value(slider.upperThumbWidget, value), 0, "\(value) refused")
        }
        XCTAssertEqual(slider.rangeValues.lowerValue, 0.2)
        XCTAssertEqual(slider.rangeValues.upperValue, 0.8)
        XCTAssertEqual(events, [])
        XCTAssertEqual(accessibleRange(slider.upperThumbWidget, 0.8, 0.2, 1), [])
    }

    /// Any request on either thumb, with any step and separation, ends where the two-thumb
    /// reference model's `move` puts the request clamped to the thumb's accessible bounds (its
    /// neighbour's value and the range's end); the accessible values follow at once. Requests
    /// include NaN, infinities and extreme doubles on GTK 4.10+ (refused: nothing moves).
    func testRandomRequestsMoveTheThumbAsTheReferenceSays() {
        let seed: UInt64 = 20_261_127
        var rng = Xoshiro(seed: (seed, seed &* 0x9E37_79B9_7F4A_7C15, 0x2545_F491_4F6C_DD1D, seed ^ 0xDEAD_BEEF))
        let requests = thumbsAreRanges ? TrickyDoubles.finite : TrickyDoubles.any
        // Separations are whole steps (exact binary fractions): where they are not, a key press
        // stops on the grid and the reference off it, a difference of the key path, not of this one.
        let steps: [Double] = [0, 0.125, 0.25]
        for round in 0..<300 {
            let step = steps[Gen.int(in: 0...2).run(using: &rng)]
            let separation =
                step == 0
                ? [0, 0.1, 0.25][Gen.int(in: 0...2).run(using: &rng)]
                : step * Double(Gen.int(in: 0...2).run(using: &rng))
            let constraints = RangeConstraints(stepSize: step, minimumSeparation: separation)
            var reference = TwoThumbReference()
            _ = reference.setConstraints(constraints)
            let lower = Gen.double(in: 0...1).run(using: &rng), upper = Gen.double(in: 0...1).run(using: &rng)
            _ = reference.setValues(lower: lower, upper: upper)
            slider.setRange(minimum: 0, maximum: 1)
            slider.stepSize = constraints.stepSize
            slider.minimumSeparation = constraints.minimumSeparation
            slider.setValues(lower: lower, upper: upper)
            XCTAssertEqual(
                [slider.lowerValue, slider.upperValue], [reference.lowerValue, reference.upperValue],
                "round \(round): set-up")
            settle(0)  // the thumbs' bounds follow at the idle, as before a real request
            let thumb: Thumb = Gen.bool.run(using: &rng) ? .lower : .upper
            let request = requests.run(using: &rng)
            let bounds =
                thumb == .lower
                ? (reference.minimumValue, reference.upperValue) : (reference.lowerValue, reference.maximumValue)
            if request.isFinite {
                _ = reference.move(thumb, to: min(max(request, bounds.0), bounds.1))
            }
            let widget = thumb == .lower ? slider.lowerThumbWidget : slider.upperThumbWidget
            _ = cgtk_accessible_set_current_value(widget, request)
            let found = [slider.lowerValue, slider.upperValue], expected = [reference.lowerValue, reference.upperValue]
            let mirrored =
                accessibleRange(slider.lowerThumbWidget, found[0], 0, found[1])
                + accessibleRange(slider.upperThumbWidget, found[1], found[0], 1)
            if found != expected || !mirrored.isEmpty {
                XCTFail(
                    """
                    seed \(seed), round \(round): \(constraints), values \(lower), \(upper), \(request) on \
                    the \(thumb) thumb:
                    """
                        + " \(found), the reference \(expected); accessible: \(mirrored)")
                return
            }
        }
    }

    /// GTK 4.8: the adjustments are configured once per idle, not on every change: a drag step
    /// or a burst of assignments sets the accessible properties only (cheap), and the adjustment
    /// (several signals GtkRange answers) follows once.
    func testAdjustmentsFollowOncePerIdleNotOnEveryChange() throws {
        try XCTSkipUnless(thumbsAreRanges, "GTK 4.10+: the thumbs have no adjustment")
        settle(0.05)
        let adjustment = gtk_range_get_adjustment(range(slider.upperThumbWidget))!
        var changes = 0
        GtkSignal.connect(UnsafeMutableRawPointer(adjustment), "changed") { changes += 1 }
        GtkSignal.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { changes += 1 }
        for i in 1...100 { slider.upperValue = 0.3 + Double(i) / 250 }  // ends at 0.7
        XCTAssertEqual(changes, 0, "configured while the values changed")
        let error = cgtk_test_accessible_check_double(
            OpaquePointer(slider.upperThumbWidget),
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
        _ = cgtk_accessible_set_current_value(slider.upperThumbWidget, 0.5)
        XCTAssertEqual(slider.upperValue, 0.8)
        XCTAssertEqual(accessibleRange(slider.upperThumbWidget, 0.8, 0.2, 1), [])
        if thumbsAreRanges { XCTAssertEqual(adjustment(slider.upperThumbWidget).value, 0.8) }
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
        _ = cgtk_accessible_set_current_value(slider.upperThumbWidget, 0.9)
        settle()
        XCTAssertEqual(thumbCentre(slider.upperThumbWidget), slider.positionForValue(0.9), accuracy: 1.5)
    }
}
