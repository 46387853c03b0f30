// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
@_spi(Testing) import RangeSlider

/// 5. Memory, each probe in a fresh process so earlier work does not colour it:
/// resident memory (VmRSS, after malloc_trim) for 1,000 live widgets, per widget, and for each
/// widget from 1,000 to 3,000 (what one more widget costs, without the costs made once); and during
/// 10,000 create → show → drag → destroy cycles, the growth after the first 1,000. The same
/// probes with GtkScale are the reference.
struct MemoryBench {
    let quick: Bool

    struct Result {
        var figures: [Figure] = []
        var growthMiB = Double.nan
    }

    func run() -> Result {
        var result = Result()
        let liveRuns = quick ? 1 : 3
        let count = 1000, moreCount = 3000
        var perSlider: [Double] = [], perScale: [Double] = []
        var marginal: [String: [Double]] = [:]
        /// RSS growth in bytes from the shown window to `n` drawn widgets of `kind`.
        func liveGrowth(_ kind: String, _ n: Int) -> Double? {
            guard let r = runTimed(ownExecutable, ["--probe", "live", "--kind", kind, "--count", String(n)]),
                let p = probeResult(r.output), let before = p["before"] as? Double,
                let after = p["after"] as? Double
            else {
                log("memory: the live-widgets probe for \(n) \(kind) widgets failed")
                return nil
            }
            return after - before
        }
        for _ in 0..<liveRuns {
            for kind in ["slider", "scale"] {
                guard let growth = liveGrowth(kind, count) else { continue }
                let perWidget = growth / Double(count) / 1024
                if kind == "slider" { perSlider.append(perWidget) } else { perScale.append(perWidget) }
                // What each widget beyond the first 1,000 adds: the costs made once (caches,
                // the window's first frames) cancel out.
                if let more = liveGrowth(kind, moreCount) {
                    marginal[kind, default: []].append((more - growth) / Double(moreCount - count) / 1024)
                }
            }
        }
        var perWidget = Figure(
            key: "rss_per_live_widget_kib", title: "memory: 1,000 live widgets in a window, per widget",
            unit: "KiB", runs: perSlider, reference: ("GtkScale", perScale),
            note: "RSS growth from the shown window to the window with 1,000 drawn widgets, ÷ 1,000")
        perWidget.aimRatio(atMost: 1.0)
        result.figures.append(perWidget)
        var perMoreWidget = Figure(
            key: "rss_per_more_live_widget_kib",
            title: "memory: each live widget from 1,000 to 3,000, per widget",
            unit: "KiB", runs: marginal["slider"] ?? [], reference: ("GtkScale", marginal["scale"] ?? []),
            note: "(RSS growth with 3,000 drawn widgets − with 1,000) ÷ 2,000, each in its own process")
        perMoreWidget.aimRatio(atMost: 1.0)
        result.figures.append(perMoreWidget)

        let cycles = quick ? 1200 : 10_000
        let warmup = 1000
        var growth: [String: [Double]] = [:]
        var curves: [String: [Double]] = [:]
        for _ in 0..<(quick ? 1 : 2) {
            for kind in ["slider", "scale"] {
                guard
                    let r = runTimed(
                        ownExecutable, ["--probe", "cycles", "--kind", kind, "--count", String(cycles)], timeout: 600),
                    let p = probeResult(r.output), let rss = p["rss"] as? [Double], rss.count > warmup / 500 + 1
                else {
                    log("memory: the cycles probe for \(kind) failed")
                    continue
                }
                // rss[k] is the RSS after k × 500 cycles; the last, after all of them.
                let afterWarmup = rss[warmup / 500], atEnd = rss[rss.count - 1]
                growth[kind, default: []].append((atEnd - afterWarmup) / mebibyte)
                curves[kind] = rss.map { $0 / mebibyte }
                log(
                    "memory: \(kind) cycles, RSS MiB every 500: "
                        + rss.map { String(format: "%.1f", $0 / mebibyte) }.joined(separator: " "))
            }
        }
        var g = Figure(
            key: "rss_growth_mib",
            title: "memory: RSS growth from cycle \(warmup) to \(cycles) (create, show, drag, destroy)",
            unit: "MiB", runs: growth["slider"] ?? [],
            reference: ("GtkScale (set_value instead of drag)", growth["scale"] ?? []),
            target: "≤ 1 MiB")
        g.met = (g.runs.samples.isEmpty ? .nan : g.runs.max) <= 1
        g.hasRatio = false
        g.note =
            "slider RSS every 500 cycles (MiB): "
            + (curves["slider"] ?? []).map { String(format: "%.1f", $0) }.joined(separator: " ")
        result.growthMiB = g.runs.max
        result.figures.append(g)
        return result
    }

    // MARK: - Probes (run in a child process)

    /// RSS before and after adding `count` widgets of `kind` to a shown window and drawing them.
    static func liveProbe(kind: String, count: Int) -> Never {
        let window = BenchWindow()
        let scrolled = gtk_scrolled_window_new()!
        gtk_window_set_default_size(window.asWindow, 420, 600)
        gtk_window_set_child(window.asWindow, scrolled)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), box)
        gtk_window_present(window.asWindow)
        // One widget made and dropped first: type registration, stylesheet, caches.
        do {
            let (w, keep) = make(kind)
            gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), w)
            settle(0.3)
            gtk_box_remove(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), w)
            _ = keep
        }
        settle(0.5)
        let before = trimmedResidentBytes()
        var kept: [AnyObject?] = []
        var last: UnsafeMutablePointer<GtkWidget>?
        for _ in 0..<count {
            let (w, keep) = make(kind)
            gtk_widget_set_size_request(w, 400, 40)
            gtk_widget_set_halign(w, GTK_ALIGN_START)
            gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), w)
            kept.append(keep)
            last = w
        }
        if !MainLoop.spin(
            until: { last.map { gtk_widget_get_mapped($0) != 0 && gtk_widget_get_width($0) > 0 } ?? false }, timeout: 20
        ) {
            log(
                """
                live probe: the widgets were not shown: mapped \
                \(last.map { gtk_widget_get_mapped($0) } ?? 0), width \
                \(last.map { gtk_widget_get_width($0) } ?? 0)
                """)
        }
        settle(0.5)
        let after = trimmedResidentBytes()
        emitProbe(["before": before, "after": after, "count": count, "kept": kept.count])
    }

    /// RSS every 500 cycles (and at the end) of: create `kind`, show it in the window (drawn in a frame), drag
    /// it (the slider through its drag handler; GtkScale by setting values), destroy it.
    /// Widgets go through in batches of 25 per frame.
    static func cyclesProbe(kind: String, cycles: Int) -> Never {
        let window = BenchWindow()
        gtk_window_set_default_size(window.asWindow, 420, 25 * 40)
        gtk_window_present(window.asWindow)
        var frames = 0
        let ticker = FrameTicker(window.window) { _ in frames += 1 }
        settle(0.3)
        var rss = [trimmedResidentBytes()]
        var done = 0
        while done < cycles {
            let n = min(25, cycles - done)
            var batch: [(UnsafeMutablePointer<GtkWidget>, AnyObject?)] = []
            for _ in 0..<n {
                let made = make(kind)
                window.append(made.0, width: 400, height: 40)
                batch.append(made)
            }
            // Shown: wait until the frame clock has run two frames (layout, then paint).
            let start = frames
            MainLoop.spin(until: { frames >= start + 2 }, timeout: 5)
            for (widget, keep) in batch {
                if let slider = keep as? RangeSliderWidget {
                    slider.simulateDragBegin(x: slider.positionForValue(slider.lowerValue), y: 20)
                    for i in 1...5 { slider.simulateDragUpdate(dx: Double(i * 7), dy: 0) }
                    slider.simulateDragEnd()
                } else {
                    for i in 1...5 { gtk_range_set_value(asRange(widget), 0.2 + Double(i) * 0.05) }
                }
                gtk_box_remove(window.asBox, widget)
            }
            batch.removeAll()  // the Swift sliders go, and with them their widgets
            MainLoop.drainPending()
            let before = done
            done += n
            if done / 500 > before / 500 || done == cycles { rss.append(trimmedResidentBytes()) }
        }
        ticker.stop()
        emitProbe(["rss": rss, "cycles": cycles])
    }

    /// A new widget of `kind` and the Swift object that owns it (nil for GtkScale, which the
    /// box will own).
    private static func make(_ kind: String) -> (UnsafeMutablePointer<GtkWidget>, AnyObject?) {
        if kind == "slider" {
            let slider = RangeSliderWidget()
            return (slider.gtkWidget, slider)
        }
        return (makeScale(), nil)
    }
}
