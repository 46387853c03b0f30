import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
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

    private func firstChild(of widget: UnsafeMutablePointer<GtkWidget>, named css: String) -> UnsafeMutablePointer<GtkWidget>? {
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

    func testNiceTicksHaveCSSNodesAndLabelsThatNeverOverlapAtAnyWidth() {
        slider.setRange(minimum: 12_789, maximum: 755_000)
        slider.valueFormatter = { "$\(Int(($0 / 1000).rounded()))k" }
        slider.tickSettings = TickSettings(mode: .nice(minimumSpacing: 40), minorTicksPerMajor: 1)
        for width: Int32 in [200, 260, 380, 520, 900, 1400] {   // 200: the slider's natural width, the narrowest a test window keeps
            resize(width)
            XCTAssertEqual(gtk_widget_get_width(slider.gtkWidget), width)
            let labels = shownLabels()
            XCTAssertFalse(labels.isEmpty, "width \(width): some labels")
            let sorted = labels.sorted { $0.rect.origin.x < $1.rect.origin.x }
            for (a, b) in zip(sorted, sorted.dropFirst()) {
                XCTAssertLessThanOrEqual(a.rect.origin.x + a.rect.size.width, b.rect.origin.x,
                                         "width \(width): '\(a.text)' overlaps '\(b.text)'")
            }
            for l in labels {
                XCTAssertGreaterThanOrEqual(l.rect.origin.x, 0, "width \(width): '\(l.text)' inside the widget")
                XCTAssertLessThanOrEqual(Int32(l.rect.origin.x + l.rect.size.width), width,
                                         "width \(width) (slider \(gtk_widget_get_width(slider.gtkWidget))): '\(l.text)' \(slider.ticks.map { "\($0.label ?? "-") \($0.labelExtent.map { "\($0)" } ?? "")" })")
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
}
