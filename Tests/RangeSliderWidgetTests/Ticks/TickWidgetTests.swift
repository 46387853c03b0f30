// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
@_spi(Testing) @_spi(CLibrary) import RangeSlider
import XCTest

/// Ticks in a real window: CSS nodes, labels measured with Pango that never overlap at any
/// width, tick lines drawn where the scale puts them, and snapping to ticks under a log scale.
final class TickWidgetTests: WidgetTestCase {
    /// The `mark` nodes' allocations in slider coordinates, with their labels' text.
    private func shownLabels() -> [(text: String, rect: graphene_rect_t)] {
        var result: [(String, graphene_rect_t)] = []
        guard let marks = firstChild(of: slider.gtkWidget, named: "marks") else { return [] }
        var mark = gtk_widget_get_first_child(marks)
        while let m = mark {
            if gtk_widget_get_visible(m) != 0, let label = gtk_widget_get_first_child(m) {
                var bounds = graphene_rect_t()
                _ = gtk_widget_compute_bounds(label, slider.gtkWidget, &bounds)
                result.append((String(cString: gtk_label_get_text(OpaquePointer(label))), bounds))
            }
            mark = gtk_widget_get_next_sibling(m)
        }
        return result
    }

    private func firstChild(of widget: UnsafeMutablePointer<GtkWidget>, named css: String) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            if String(cString: gtk_widget_get_css_name(c)) == css { return c }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }

    private func resize(_ width: Int32) {
        window.close()
        window = TestWindow(child: slider.gtkWidget, width: width, height: 60)
        settle(0.2)
    }

    /// `ticks` read right after a range change (before any frame) are the new range's: an app
    /// reporting them at once (the house window's debug report, after loading its data) saw
    /// the old 0…1 range's labels under load, when no allocation had run in between.
    func testTicksReadRightAfterARangeChangeAreTheNewRanges() {
        slider.valueFormatter = { "\(Int($0.rounded()))" }
        slider.tickSettings = TickSettings(mode: .evenlySpread(count: 2))
        resize(400)
        XCTAssertEqual(slider.ticks.first?.value, 0)
        XCTAssertEqual(slider.ticks.last?.value, 1)
        slider.setRange(minimum: 100, maximum: 300)
        let ticks = slider.ticks  // no main-loop iteration in between
        XCTAssertEqual(ticks.first?.value, 100)
        XCTAssertEqual(ticks.last?.value, 300)
        XCTAssertEqual(ticks.first?.label, "100")
        XCTAssertEqual(ticks.last?.label, "300")
    }

    func testNiceTicksHaveCSSNodesAndLabelsThatNeverOverlapAtAnyWidth() {
        slider.setRange(minimum: 12_789, maximum: 755_000)
        slider.valueFormatter = { "$\(Int(($0 / 1000).rounded()))k" }
        slider.tickSettings = TickSettings(mode: .nice(minimumSpacing: 40), minorTicksPerMajor: 1)
        // 200: the slider's natural width, the narrowest a test window keeps
        for width: Int32 in [200, 260, 380, 520, 900, 1400] {
            resize(width)
            XCTAssertEqual(gtk_widget_get_width(slider.gtkWidget), width)
            let labels = shownLabels()
            XCTAssertFalse(labels.isEmpty, "width \(width): some labels")
            let sorted = labels.sorted { $0.rect.origin.x < $1.rect.origin.x }
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                XCTAssertLessThanOrEqual(
                    a.rect.origin.x + a.rect.size.width, b.rect.origin.x,
                    "width \(width): '\(a.text)' overlaps '\(b.text)'")
            }
            for l in labels {
                XCTAssertGreaterThanOrEqual(l.rect.origin.x, 0, "width \(width): '\(l.text)' inside the widget")
                XCTAssertLessThanOrEqual(
                    Int32(l.rect.origin.x + l.rect.size.width), width,
                    """
                    width \(width) (slider \
                    \(gtk_widget_get_width(slider.gtkWidget))): '\(l.text)' \
                    \(slider.ticks.map { "\($0.label ?? "-") \($0.labelExtent.map { "\($0)" } ?? "")" })
                    """)
            }
            // The ends are kept when they fit; every label is one the engine placed.
            XCTAssertEqual(Set(labels.map(\.text)), Set(slider.ticks.compactMap(\.label)))
            _ = render("ticks-nice-\(width)")
        }
        // Wide: the nice numbers are $100k steps (1-2-5 × 10ⁿ).
        let majors = slider.ticks.filter { $0.kind == .major && $0.value != 12_789 && $0.value != 755_000 }.map(\.value)
        XCTAssertTrue(majors.allSatisfy { $0.truncatingRemainder(dividingBy: 50_000) == 0 }, "\(majors)")
        XCTAssertTrue(slider.ticks.contains { $0.kind == .minor }, "minor ticks")
    }

    func testTickLinesAreDrawnWhereTheScalePutsThem() throws {
        slider.useTutorialColors()
        slider.setRange(minimum: 1, maximum: 10_000)
        try slider.setScale(.logarithmic)
        slider.tickSettings = TickSettings(mode: .values([10, 100, 1000]))
        resize(400)
        let image = render("ticks-log-lines")
        // A tick line just below the band, at each value's place on the log axis.
        let bandBottom = Int(slider.geometry.height)
        for value in [10.0, 100, 1000] {
            let x = Int(slider.positionForValue(value).rounded(.down))
            let tick = image.pixel(x, bandBottom + 2)
            XCTAssertTrue(tick.a > 100, "a tick at \(value) (x \(x)): \(tick)")
            XCTAssertEqual(image.pixel(x + 4, bandBottom + 2).a, 0, "nothing beside the tick at \(value)")
        }
        // On the log axis the three ticks are evenly spaced (a third of the way apart each).
        let xs = [10.0, 100, 1000].map { slider.positionForValue($0) }
        XCTAssertEqual(xs[1] - xs[0], xs[2] - xs[1], accuracy: 0.01)
    }

    func testADragSnapsToTicksUnderALogScaleWhenAsked() throws {
        slider.setRange(minimum: 1, maximum: 10_000)
        try slider.setScale(.logarithmic)
        slider.setValues(lower: 1, upper: 10_000)
        slider.tickSettings = TickSettings(mode: .values([100]))
        slider.snapsToTicks = true
        resize(400)
        let start = slider.positionForValue(1), tick = slider.positionForValue(100)
        drag(from: (start, 15), through: [(start + 20, 15), (tick - 3, 15)])
        XCTAssertEqual(slider.lowerValue, 100, "released 3 px from the tick: snapped")
        slider.snapsToTicks = false
        drag(from: (tick, 15), through: [(tick - 20, 15), (tick - 3, 15)])
        XCTAssertNotEqual(slider.lowerValue, 100, "without snapping it stays where released")
    }

    /// A theme or app stylesheet that enlarges the ticks' font: the strip grows and the labels
    /// are measured again (they would keep their old extents and could overlap otherwise).
    func testALargerTickFontFromCSSRemeasuresTheLabels() {
        slider.setRange(minimum: 0, maximum: 100)
        slider.tickSettings = TickSettings(mode: .evenlySpread(count: 3))
        resize(400)
        let before = slider.ticks.compactMap { $0.labelExtent.map { $0.upperBound - $0.lowerBound } }
        var natural: Int32 = 0, minimum: Int32 = 0
        gtk_widget_measure(slider.gtkWidget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
        let display = gdk_display_get_default()!
        let css = gtk_css_provider_new()!
        cgtk_css_provider_load(css, "rangeslider marks { font-size: 30px; }")
        gtk_style_context_add_provider_for_display(display, OpaquePointer(css), guint(GTK_STYLE_PROVIDER_PRIORITY_USER))
        defer {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(css))
            g_object_unref(UnsafeMutableRawPointer(css))
        }
        settle(0.3)
        var natural2: Int32 = 0
        gtk_widget_measure(slider.gtkWidget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural2, nil, nil)
        XCTAssertGreaterThan(natural2, natural + 10, "the strip holds the larger line")
        let after = slider.ticks.compactMap { $0.labelExtent.map { $0.upperBound - $0.lowerBound } }
        XCTAssertEqual(after.count, before.count)
        XCTAssertTrue(zip(before, after).allSatisfy { $1 > 1.5 * $0 }, "labels measured again: \(before) → \(after)")
    }

    func testTicksFollowTheFormatterAndGoWithTheSettings() {
        slider.setRange(minimum: 0, maximum: 100)
        slider.tickSettings = TickSettings(mode: .evenlySpread(count: 5))
        resize(400)
        XCTAssertEqual(shownLabels().map(\.text), ["0", "25", "50", "75", "100"])
        slider.valueFormatter = { "\(Int($0))%" }
        settle(0.2)
        XCTAssertEqual(shownLabels().map(\.text), ["0%", "25%", "50%", "75%", "100%"])
        slider.tickSettings = TickSettings(mode: .none)
        settle(0.2)
        XCTAssertTrue(shownLabels().isEmpty)
        XCTAssertTrue(slider.ticks.isEmpty)
    }

    // MARK: The tick properties (GObject, C, Python)

    private func setInt(_ name: String, _ value: Int32) {
        var v = GValue()
        g_value_init(&v, g_type_from_name("gint"))
        g_value_set_int(&v, value)
        g_object_set_property(GObjectAccess.object(slider.gtkWidget), name, &v)
        g_value_unset(&v)
    }

    private func int(_ name: String) -> Int32 {
        var v = GValue()
        g_value_init(&v, g_type_from_name("gint"))
        g_object_get_property(GObjectAccess.object(slider.gtkWidget), name, &v)
        defer { g_value_unset(&v) }
        return g_value_get_int(&v)
    }

    private var tickMode: Int32 {
        get { GObjectAccess.enumValue(slider.gtkWidget, "tick-mode", type: RangeSliderWidget.tickModeGType) }
        set { GObjectAccess.setEnum(slider.gtkWidget, "tick-mode", type: RangeSliderWidget.tickModeGType, newValue) }
    }

    /// `tick-mode` switches `tickSettings.mode` to the parameter each mode last had; `tick-step`,
    /// `tick-count` and `tick-spacing` read and keep their mode's parameter and apply it only
    /// while that mode is in force; Swift assignments of `tickSettings` notify the properties
    /// they change; refusals warn and change nothing.
    func testTickPropertiesFollowTickSettingsAndKeepEachModesParameter() {
        let w = slider.gtkWidget
        XCTAssertEqual(String(cString: g_type_name(RangeSliderWidget.tickModeGType)), "CeRangeSliderTickMode")
        let notes = NotifyRecorder(w)
        XCTAssertEqual(tickMode, 0, "no ticks by default")
        XCTAssertEqual(GObjectAccess.double(w, "tick-step"), 1)
        XCTAssertEqual(int("tick-count"), 5)
        XCTAssertEqual(GObjectAccess.double(w, "tick-spacing"), 40)
        XCTAssertEqual(int("minor-ticks"), 0)
        XCTAssertFalse(GObjectAccess.bool(w, "snap-to-ticks"))

        slider.setRange(minimum: 0, maximum: 100)
        _ = notes.take()
        tickMode = 2
        XCTAssertEqual(slider.tickSettings.mode, .evenlySpread(count: 5), "the default count")
        XCTAssertEqual(notes.take(), ["tick-mode"])
        setInt("tick-count", 11)
        XCTAssertEqual(slider.tickSettings.mode, .evenlySpread(count: 11), "applied: its mode is in force")
        XCTAssertEqual(notes.take(), ["tick-count"])
        GObjectAccess.setDouble(w, "tick-step", 10)
        XCTAssertEqual(slider.tickSettings.mode, .evenlySpread(count: 11), "kept for every-step, the mode stays")
        XCTAssertEqual(GObjectAccess.double(w, "tick-step"), 10)
        XCTAssertEqual(notes.take(), ["tick-step"])
        tickMode = 1
        XCTAssertEqual(slider.tickSettings.mode, .everyStep(10))
        tickMode = 2
        XCTAssertEqual(slider.tickSettings.mode, .evenlySpread(count: 11), "back to the count it had")
        XCTAssertEqual(notes.take(), ["tick-mode", "tick-mode"])
        tickMode = 2
        XCTAssertEqual(notes.take(), [], "the mode it has: nothing")

        // Swift is the source of truth: an assignment notifies exactly what it changed.
        slider.tickSettings = TickSettings(mode: .nice(minimumSpacing: 60), minorTicksPerMajor: 4)
        XCTAssertEqual(notes.take(), ["minor-ticks", "tick-mode", "tick-spacing"])
        XCTAssertEqual(GObjectAccess.double(w, "tick-spacing"), 60)
        XCTAssertEqual(int("tick-count"), 11, "evenly-spread's count is kept")
        XCTAssertEqual(int("minor-ticks"), 4)
        slider.tickSettings.mode = .everyStep(.nan)
        XCTAssertEqual(GObjectAccess.double(w, "tick-step"), 0, "a step that marks nothing reads 0, never NaN")
        XCTAssertEqual(notes.take(), ["tick-mode", "tick-step"])
        slider.tickSettings.mode = .evenlySpread(count: -3)
        XCTAssertEqual(int("tick-count"), 0, "negative counts as 0")
        XCTAssertEqual(notes.take(), ["tick-count", "tick-mode"])
        slider.tickSettings.mode = .nice(minimumSpacing: .infinity)
        XCTAssertEqual(GObjectAccess.double(w, "tick-spacing"), .greatestFiniteMagnitude)
        XCTAssertEqual(notes.take(), ["tick-mode", "tick-spacing"])
        slider.snapsToTicks = true
        XCTAssertEqual(notes.take(), ["snap-to-ticks"])
        GObjectAccess.setBool(w, "snap-to-ticks", false)
        XCTAssertFalse(slider.snapsToTicks)
        XCTAssertEqual(notes.take(), ["snap-to-ticks"])

        // Values: kept for the values mode.
        slider.setTickValues([10, .nan, 20, .infinity, 50])
        XCTAssertEqual(slider.tickSettings.mode, .values([10, 20, 50]), "NaN and infinities left out")
        XCTAssertEqual(notes.take(), ["tick-mode"])
        tickMode = 5
        tickMode = 3
        XCTAssertEqual(slider.tickSettings.mode, .values([10, 20, 50]))
        _ = notes.take()

        // Refusals: a warning each, nothing changes, nothing is notified.
        LogCapture.shared.messages.removeAll()
        // (GObject itself refuses NaN and infinities in a double property before they reach
        // the slider; the C setters, like these Swift ones, pass them on.)
        GObjectAccess.setDouble(w, "tick-step", -1)
        slider.tickStep = .nan
        setInt("tick-count", -2)
        GObjectAccess.setDouble(w, "tick-spacing", 0)
        slider.tickSpacing = .infinity
        setInt("minor-ticks", -1)
        XCTAssertEqual(
            LogCapture.shared.messages,
            [
                "refused tick-step = -1.0: it must be a finite number, not negative; unchanged",
                "refused tick-step = nan: it must be a finite number, not negative; unchanged",
                "refused tick-count = -2: it must not be negative; unchanged",
                "refused tick-spacing = 0.0: it must be a finite number above 0; unchanged",
                "refused tick-spacing = inf: it must be a finite number above 0; unchanged",
                "refused minor-ticks = -1: it must not be negative; unchanged",
            ])
        XCTAssertEqual(notes.take(), [])
        XCTAssertEqual(slider.tickSettings.mode, .values([10, 20, 50]))
        XCTAssertEqual(slider.tickSettings.minorTicksPerMajor, 4)
        XCTAssertEqual(GObjectAccess.double(w, "tick-step"), 0)
        XCTAssertTrue(slider.unpublishedPropertyChanges().isEmpty)
    }

    /// The properties drive the real ticks: evenly-spread 5 on 0…100 labels 0, 25, 50, 75, 100.
    func testTickPropertiesMakeTheTicksAndTheirLabels() {
        // The labels follow at the next layout; a loaded compositor may take longer than a
        // fixed wait, so each step waits (up to 3 s) for what it expects.
        func labels(becoming expected: [String]) -> [String] {
            settle(0.2)
            MainLoop.spin(until: { self.shownLabels().map(\.text) == expected }, timeout: 3)
            return shownLabels().map(\.text)
        }
        slider.setRange(minimum: 0, maximum: 100)
        resize(400)
        tickMode = 2
        XCTAssertEqual(labels(becoming: ["0", "25", "50", "75", "100"]), ["0", "25", "50", "75", "100"])
        GObjectAccess.setDouble(slider.gtkWidget, "tick-step", 20)
        tickMode = 1
        let bySteps = ["0", "20", "40", "60", "80", "100"]
        XCTAssertEqual(labels(becoming: bySteps), bySteps)
        setInt("minor-ticks", 1)
        settle(0.2)
        XCTAssertEqual(slider.ticks.filter { $0.kind == .minor }.map(\.value), [10, 30, 50, 70, 90])
        tickMode = 0
        XCTAssertEqual(labels(becoming: []), [])
    }

    /// A GtkBuilder file can set the tick properties in any order: the parameter before the
    /// mode works as well as after it.
    func testABuilderFileSetsTheTickPropertiesInAnyOrder() {
        g_type_ensure(RangeSliderWidget.gtkType)
        let ui = """
            <interface>
              <object class="CeRangeSlider" id="a">
                <property name="maximum-value">100</property>
                <property name="tick-count">3</property>
                <property name="tick-mode">evenly-spread</property>
                <property name="minor-ticks">1</property>
                <property name="snap-to-ticks">true</property>
              </object>
              <object class="CeRangeSlider" id="b">
                <property name="maximum-value">100</property>
                <property name="tick-mode">every-step</property>
                <property name="tick-step">25</property>
              </object>
            </interface>
            """
        let builder = gtk_builder_new_from_string(ui, -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        func state(_ id: String) -> RangeSliderWidget? {
            RangeSliderWidget.state(of: UnsafeMutableRawPointer(gtk_builder_get_object(builder, id)))
        }
        XCTAssertEqual(state("a")?.tickSettings.mode, .evenlySpread(count: 3))
        XCTAssertEqual(state("a")?.tickSettings.minorTicksPerMajor, 1)
        XCTAssertEqual(state("a")?.snapsToTicks, true)
        XCTAssertEqual(state("b")?.tickSettings.mode, .everyStep(25))
    }
}
