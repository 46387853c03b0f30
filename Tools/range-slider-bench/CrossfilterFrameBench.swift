// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Crossfilter
import Foundation
import HousingData
import RangeSlider

/// 9. Frames per second while dragging one filter of a crossfilter window, measured by
/// the window's frame clock, beside the same window with filtering turned off.
///
/// Each measurement is a fresh child process of this executable (`--probe crossfilter-fps`): a
/// real window with one ``RangeSliderWidget`` and its histogram per dimension (the six columns
/// of ``CrossfilterBench/columns(homes:dimensions:seed:)``: 1,000,000 synthetic homes, price and
/// year narrowed as in the crossfilter section), the count label (`1,234 of 1,000,000 homes`)
/// and a `GtkListView` of the first 50 matching homes, dearest first. On every frame-clock tick
/// living area's lower thumb moves 2 pixels of its 400 (bouncing between the ends), and with
/// filtering on the tick also sets that range on the ``Crossfilter``, every slider's histogram
/// to its dimension's homes under the other filters, the count and the list's 50 rows; the
/// reference moves the thumb only. The frames are the frame clock's `after-paint` emissions over
/// a few seconds after half a second of warm-up. Under Xvfb the clock paces frames at 60 a
/// second, so 60 is the ceiling and the reference shows what the machine reaches without the
/// filtering. `--quick` uses 100,000 homes and one second each: it only shows that it works.
/// With `RANGE_SLIDER_BENCH_SCREENSHOT=FILE.png` in the environment a probe also writes its
/// window's last frame there (to look at what was measured).
struct CrossfilterFrameBench {
    let quick: Bool

    struct Result {
        var figures: [Figure] = []
        var fps = Double.nan
        var referenceFps = Double.nan
    }

    /// What one probe printed.
    struct ProbeReport {
        var fps = Double.nan
        var frames = 0
        var gapP99Ms = Double.nan
        var gapMaxMs = Double.nan
        var busyMedianMs = Double.nan
        var busyP99Ms = Double.nan
        var renderer = ""
        var engineMedianMs = Double.nan
        var widgetsMedianMs = Double.nan
        var paintMedianMs = Double.nan
        var listUpdates = 0
        var ticks = 0

        /// Parses the probe's `crossfilter-fps key=value …` line.
        init?(line: String) {
            guard line.hasPrefix("crossfilter-fps ") else { return nil }
            var fields: [String: String] = [:]
            for pair in line.split(separator: " ").dropFirst() {
                let kv = pair.split(separator: "=", maxSplits: 1)
                if kv.count == 2 { fields[String(kv[0])] = String(kv[1]) }
            }
            func number(_ key: String) -> Double { fields[key].flatMap(Double.init) ?? .nan }
            fps = number("fps")
            frames = Int(number("frames").isFinite ? number("frames") : 0)
            gapP99Ms = number("gap_p99_ms")
            gapMaxMs = number("gap_max_ms")
            busyMedianMs = number("busy_median_ms")
            busyP99Ms = number("busy_p99_ms")
            renderer = fields["renderer"] ?? ""
            engineMedianMs = number("engine_median_ms")
            widgetsMedianMs = number("widgets_median_ms")
            paintMedianMs = number("paint_median_ms")
            listUpdates = fields["list_updates"].flatMap { Int($0) } ?? 0
            ticks = fields["ticks"].flatMap { Int($0) } ?? 0
        }
    }

    static let fullHomes = 1_000_000, quickHomes = 100_000

    func run() -> Result {
        var result = Result()
        let homes = quick ? Self.quickHomes : Self.fullHomes
        let runs = quick ? 1 : 3
        var filtering: [ProbeReport] = [], reference: [ProbeReport] = []
        for _ in 0..<runs {
            for kind in ["filtering", "reference"] {
                var arguments = ["--probe", "crossfilter-fps", "--kind", kind, "--count", String(homes)]
                if quick { arguments.append("--quick") }
                guard let r = runTimed(ownExecutable, arguments, timeout: 120), r.status == 0,
                    let report = r.output.split(separator: "\n").lazy.compactMap({ ProbeReport(line: String($0)) })
                        .first,
                    report.fps.isFinite
                else {
                    log("crossfilter fps: the \(kind) probe failed")
                    continue
                }
                if kind == "filtering" { filtering.append(report) } else { reference.append(report) }
            }
        }
        let label = "\(HousingFormat.grouped(homes)) homes, 6 sliders with histograms, count and list"
        let renderer = (filtering.first ?? reference.first)?.renderer ?? "unknown"
        var fps = Figure(
            key: "crossfilter_drag_fps",
            title: "crossfilter window, \(label): frames per second while one slider is dragged",
            unit: "fps", runs: filtering.map(\.fps),
            reference: ("the same window, filtering off (only the thumb moves)", reference.map(\.fps)),
            note: """
                frame clock after-paint count, \(renderer); \(runs) child process(es) each; \
                per frame (medians of the runs' medians): engine step \
                \(formatNumber(Summary(filtering.map(\.engineMedianMs)).median)) ms, \
                histograms + count + list \
                \(formatNumber(Summary(filtering.map(\.widgetsMedianMs)).median)) ms, layout \
                to after-paint \(formatNumber(Summary(filtering.map(\.paintMedianMs)).median)) \
                ms (reference \(formatNumber(Summary(reference.map(\.paintMedianMs)).median)) \
                ms); the list's rows changed in \
                \(filtering.map { "\($0.listUpdates) of \($0.ticks)" }.joined(separator: ", ")) \
                ticks
                """)
        log("crossfilter fps: \(fps.note ?? "")")
        fps.target = "≥ 55"
        fps.met = fps.runs.median >= 55
        result.figures.append(fps)
        result.figures.append(
            Figure(
                key: "crossfilter_drag_frame_gap_p99_ms",
                title:
                    "crossfilter window, \(label): 99th percentile of the time between painted frames while dragging",
                unit: "ms", runs: filtering.map(\.gapP99Ms),
                reference: ("filtering off", reference.map(\.gapP99Ms)),
                note: "worst gaps: \(filtering.map { formatNumber($0.gapMaxMs) }.joined(separator: ", ")) ms"))
        result.figures.append(
            Figure(
                key: "crossfilter_drag_busy_ms",
                title: "crossfilter window, \(label): main-thread time per frame, tick to after-paint (median)",
                unit: "ms", runs: filtering.map(\.busyMedianMs),
                reference: ("filtering off", reference.map(\.busyMedianMs)),
                note: "p99 per run: \(filtering.map { formatNumber($0.busyP99Ms) }.joined(separator: ", ")) ms"))
        result.fps = fps.runs.median
        result.referenceFps = fps.reference?.runs.median ?? .nan
        return result
    }

    // MARK: The probe

    /// The probe: builds the window over `homes` synthetic homes, drags for a few seconds and
    /// prints `crossfilter-fps fps=… frames=… …`; exits 0, or 3 when the window has no frame clock.
    static func probe(filtering: Bool, homes: Int, quick: Bool) -> Never {
        let columns = CrossfilterBench.columns(homes: homes, dimensions: 6, seed: 17)
        let engine = try! Crossfilter(columns: columns)
        var layouts: [HistogramLayout] = [], values: [[Float]] = []
        for c in columns {
            if case .numeric(let v, let layout) = c.values { values.append(v); layouts.append(layout) }
        }
        // The crossfilter section's starting state: price and year narrowed, dearest first.
        try! engine.setRange(0, lower: 120_000, upper: 380_000)
        try! engine.setRange(5, lower: 1930, upper: .infinity)
        try! engine.setListOrder(ListOrder(dimension: 0, descending: true))

        let window = BenchWindow(title: "crossfilter fps")
        var sliders: [RangeSliderWidget] = []
        for (d, layout) in layouts.enumerated() {
            let s = RangeSliderWidget()
            s.setRange(minimum: layout.edges.first!, maximum: layout.edges.last!)
            switch engine.filter(d) {
            case .range(let lo, let hi)?:
                s.setValues(lower: max(lo, s.minimumValue), upper: min(hi, s.maximumValue))
            default:
                s.setValues(lower: s.minimumValue, upper: s.maximumValue)
            }
            sliders.append(s)
            window.append(s.gtkWidget, width: 400, height: -1)
        }
        func refreshHistograms() {
            for (d, s) in sliders.enumerated() {
                let h = engine.histogram(d)!
                s.histogram = Histogram(
                    counts: zip(h.inside, h.outside).map { $0 + $1 },
                    lowerBound: layouts[d].edges.first!, upperBound: layouts[d].edges.last!)
            }
        }
        refreshHistograms()

        let count = gtk_label_new("")!
        window.append(count, width: 400, height: -1)
        let list = RowList(width: 400, height: 300, in: window)
        // As a window would: the label and the list change only when what they show does.
        var shownCount = -1, shownRows: [Int] = [-1], listUpdates = 0
        func refreshCountAndList() {
            if engine.matchingCount != shownCount {
                shownCount = engine.matchingCount
                gtk_label_set_text(
                    OpaquePointer(count),
                    "\(HousingFormat.grouped(shownCount)) of \(HousingFormat.grouped(homes)) homes")
            }
            let rows = engine.visibleRows(offset: 0, count: CrossfilterBench.screenful)
            guard rows != shownRows else { return }
            shownRows = rows
            listUpdates += 1
            list.replace(
                rows.map { h in
                    String(format: "$%.0f · %.0f sq ft · built %.0f", values[0][h], values[1][h], values[5][h])
                })
        }
        refreshCountAndList()
        window.present(waitingFor: sliders[0].gtkWidget, width: 400)

        guard let clock = gtk_widget_get_frame_clock(window.window) else {
            log("crossfilter fps probe: no frame clock")
            _exit(3)
        }
        // Living area's lower thumb: 2 of 400 pixels a frame, between pixel 0 and 360.
        let dragged = sliders[1]
        var pixel = 0, direction = 2
        var tickStart: gint64 = 0
        let measureFrom = g_get_monotonic_time() + 500_000
        listUpdates = 0
        let measureUntil = measureFrom + gint64((quick ? 1.0 : 4.0) * 1e6)
        var paints: [gint64] = [], busy: [Double] = []
        // Per frame: the engine's step, the widgets' updates (histograms, count, list), and the
        // frame clock's layout-to-after-paint phase.
        var engineMs: [Double] = [], widgetsMs: [Double] = [], paintMs: [Double] = []
        var layoutStart: gint64 = 0
        var ticks = 0
        let ticker = FrameTicker(window.window) { _ in
            tickStart = g_get_monotonic_time()
            ticks += 1
            pixel += direction
            if pixel >= 360 || pixel <= 0 { direction = -direction }
            let value = dragged.minimumValue + (dragged.maximumValue - dragged.minimumValue) * Double(pixel) / 400
            dragged.lowerValue = value
            guard filtering else { return }
            let t0 = g_get_monotonic_time()
            try! engine.setRange(1, lower: dragged.lowerValue, upper: .infinity)
            let t1 = g_get_monotonic_time()
            refreshHistograms()
            refreshCountAndList()
            let t2 = g_get_monotonic_time()
            if t2 >= measureFrom, t2 <= measureUntil {
                engineMs.append(Double(t1 - t0) / 1000)
                widgetsMs.append(Double(t2 - t1) / 1000)
            }
        }
        GtkSignal.connect(UnsafeMutableRawPointer(clock), "layout") { layoutStart = g_get_monotonic_time() }
        GtkSignal.connect(UnsafeMutableRawPointer(clock), "after-paint") {
            let now = g_get_monotonic_time()
            guard now >= measureFrom, now <= measureUntil else { return }
            paints.append(now)
            if tickStart > 0 { busy.append(Double(now - tickStart) / 1000) }
            if layoutStart > 0 { paintMs.append(Double(now - layoutStart) / 1000) }
        }
        MainLoop.spin(until: { g_get_monotonic_time() > measureUntil }, timeout: 30)
        ticker.stop()

        if let png = ProcessInfo.processInfo.environment["RANGE_SLIDER_BENCH_SCREENSHOT"] {
            if let pixels = WidgetSnapshot.render(window.window), let problem = WidgetSnapshot.writePNG(pixels, to: png)
            {
                log("crossfilter fps probe: \(problem)")
            }
        }
        let gaps = zip(paints.dropFirst(), paints).map { Double($0 - $1) / 1000 }
        let seconds = Double((paints.last ?? 0) - (paints.first ?? 0)) / 1e6
        let fps = paints.count > 1 && seconds > 0 ? Double(paints.count - 1) / seconds : .nan
        func p(_ xs: [Double], _ q: Double) -> Double {
            guard !xs.isEmpty else { return .nan }
            let s = xs.sorted()
            return s[min(s.count - 1, Int((q * Double(s.count - 1)).rounded()))]
        }
        print(
            String(
                format: """
                    crossfilter-fps fps=%.3f frames=%d seconds=%.3f gap_p99_ms=%.3f gap_max_ms=%.3f \
                    busy_median_ms=%.3f busy_p99_ms=%.3f engine_median_ms=%.3f engine_p99_ms=%.3f \
                    widgets_median_ms=%.3f paint_median_ms=%.3f paint_p99_ms=%.3f list_updates=%d ticks=%d \
                    matching=%d renderer=%@
                    """,
                fps, paints.count, seconds, p(gaps, 0.99), gaps.max() ?? .nan, p(busy, 0.5), p(busy, 0.99),
                p(engineMs, 0.5), p(engineMs, 0.99), p(widgetsMs, 0.5), p(paintMs, 0.5), p(paintMs, 0.99), listUpdates,
                ticks,
                engine.matchingCount, typeName(window.renderer)))
        fflush(stdout)
        _exit(0)
    }
}

/// A `GtkListView` of text rows in a scrolled window: a `GtkStringList` model whose rows a
/// builder factory shows as labels. Replacing the rows splices the whole model. The window
/// owns the widgets; the list view owns the model and the factory.
private final class RowList {
    private let strings: OpaquePointer

    init(width: Int32, height: Int32, in window: BenchWindow) {
        strings = gtk_string_list_new(nil)
        let ui = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <template class="GtkListItem">
                <property name="child">
                  <object class="GtkLabel">
                    <property name="xalign">0</property>
                    <binding name="label">
                      <lookup name="string" type="GtkStringObject">
                        <lookup name="item">GtkListItem</lookup>
                      </lookup>
                    </binding>
                  </object>
                </property>
              </template>
            </interface>
            """
        let bytes = ui.withCString { g_bytes_new($0, gsize(strlen($0))) }
        let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
        g_bytes_unref(bytes)
        let model = gtk_no_selection_new(strings)
        let view = gtk_list_view_new(model, factory)!
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), view)
        window.append(scrolled, width: width, height: height)
    }

    /// Shows `rows` instead of the current rows.
    func replace(_ rows: [String]) {
        let c = rows.map { strdup($0) }
        defer { c.forEach { free($0) } }
        var pointers: [UnsafePointer<CChar>?] = c.map { UnsafePointer($0) }
        pointers.append(nil)
        let n = g_list_model_get_n_items(strings)
        pointers.withUnsafeBufferPointer { gtk_string_list_splice(strings, 0, n, $0.baseAddress) }
    }
}
