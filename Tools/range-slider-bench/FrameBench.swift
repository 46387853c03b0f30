// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
@_spi(Testing) import RangeSlider

/// 1. Frame cost: a RangeSliderWidget and a GtkScale, both 400 × 40 logical pixels in the same
/// window, each fully re-snapshotted (every node of the widget invalidated, so every snapshot
/// function runs) and rendered to a texture through the window's GSK renderer, many times, at
/// scale 1 (in this process) and 2 (in a child process whose window has scale factor 2). Runs
/// of the two widgets alternate, so drift on a busy machine hits both. Also the slider's own
/// Cairo drawing alone, into an image surface: what a frame cost without the layer textures.
struct FrameBench {
    let quick: Bool
    static let width: Int32 = 400
    static let height: Int32 = 40

    struct Result {
        var figures: [Figure] = []
        var ratios: [Double: Double] = [:]  // scale → ratio of median frame costs
        var renderer = ""
    }

    /// Per-frame times of one run in ns per frame: snapshot and render (wall clock), and the
    /// CPU time of the whole frame over all the process's threads (GL and Vulkan drivers that
    /// rasterise on the CPU, as llvmpipe and lavapipe do, work in threads of their own).
    private struct RunTimes {
        var snapshot = 0.0; var render = 0.0; var cpu = 0.0
        var total: Double { snapshot + render }
    }

    /// The runs at one scale factor, as measured (in this process or in a probe).
    private struct Series {
        var mine: [RunTimes] = []
        var theirs: [RunTimes] = []
        var cairo: [Double] = []  // ns per frame of the slider's Cairo drawing alone
        var notes: [String] = []
        var renderer = ""

        var json: [String: Any] {
            [
                "mine_snapshot": mine.map(\.snapshot), "mine_render": mine.map(\.render), "mine_cpu": mine.map(\.cpu),
                "theirs_snapshot": theirs.map(\.snapshot), "theirs_render": theirs.map(\.render),
                "theirs_cpu": theirs.map(\.cpu),
                "cairo": cairo, "notes": notes, "renderer": renderer,
            ]
        }

        init() {}

        init?(json p: [String: Any]) {
            guard let ms = p["mine_snapshot"] as? [Double], let mr = p["mine_render"] as? [Double],
                let ts = p["theirs_snapshot"] as? [Double], let tr = p["theirs_render"] as? [Double],
                let cairo = p["cairo"] as? [Double], ms.count == mr.count, ts.count == tr.count, !ms.isEmpty,
                !ts.isEmpty
            else { return nil }
            let mc = p["mine_cpu"] as? [Double] ?? [], tc = p["theirs_cpu"] as? [Double] ?? []
            mine = ms.indices.map {
                RunTimes(snapshot: ms[$0], render: mr[$0], cpu: mc.indices.contains($0) ? mc[$0] : .nan)
            }
            theirs = ts.indices.map {
                RunTimes(snapshot: ts[$0], render: tr[$0], cpu: tc.indices.contains($0) ? tc[$0] : .nan)
            }
            self.cairo = cairo
            notes = p["notes"] as? [String] ?? []
            renderer = p["renderer"] as? String ?? ""
        }
    }

    /// Scale 1 in this process; scale 2 in a child process under `GDK_SCALE=2`, so the window
    /// (and the slider's cached textures) really have two device pixels per logical pixel, as
    /// on a HiDPI screen. Both widgets are rendered with the snapshot scaled by the factor.
    func run() -> Result {
        var result = Result()
        let one = series(factor: 1)
        result.renderer = one.renderer
        append(one, factor: 1, to: &result)
        var args = ["--probe", "frame-scale2"]
        if quick { args.append("--quick") }
        if let r = runTimed(ownExecutable, args, timeout: 600, environment: ["GDK_SCALE": "2"]),
            let p = probeResult(r.output), let two = Series(json: p)
        {
            append(two, factor: 2, to: &result)
        } else {
            log("frame: the GDK_SCALE=2 probe failed")
        }
        return result
    }

    /// The child process of ``run()`` at scale 2: measures and prints the series, then exits.
    static func scaleTwoProbe(quick: Bool) -> Never {
        emitProbe(FrameBench(quick: quick).series(factor: 2).json)
    }

    /// The same frames under GTK's GL renderer (`GSK_RENDERER=gl`; under Xvfb, Mesa's
    /// llvmpipe), at scale 1 and 2, each in a child process (the renderer is chosen once per
    /// process), the slider beside GtkScale in the same window and renderer. A probe whose
    /// window did not get the GL renderer (GTK fell back) gives no figures, and says so.
    func runGL() -> Result {
        var result = Result()
        for factor in [1.0, 2.0] {
            var args = ["--probe", "frame-gl"]
            if quick { args.append("--quick") }
            let environment = ["GSK_RENDERER": "gl", "GDK_SCALE": String(Int(factor))]
            guard let r = runTimed(ownExecutable, args, timeout: 600, environment: environment),
                let p = probeResult(r.output), let series = Series(json: p)
            else {
                log("gl: the GSK_RENDERER=gl probe at scale \(Int(factor)) failed")
                continue
            }
            guard series.renderer == "GskGLRenderer" else {
                log(
                    """
                    gl: GSK_RENDERER=gl gave \(series.renderer), not GskGLRenderer: no GL figures at scale \
                    \(Int(factor))
                    """)
                continue
            }
            result.renderer = series.renderer
            append(series, factor: factor, to: &result, renderer: "GL renderer")
        }
        return result
    }

    /// The child process of ``runGL()``: measures at its window's scale factor, prints, exits.
    static func glProbe(quick: Bool) -> Never {
        let factor = Double(ProcessInfo.processInfo.environment["GDK_SCALE"] ?? "1") ?? 1
        emitProbe(FrameBench(quick: quick).series(factor: factor).json)
    }

    private func series(factor: Double) -> Series {
        let runs = quick ? 3 : 15
        let framesPerRun = quick ? 20 : 200
        var series = Series()
        let (window, slider, gtkScale) = BenchWindow.sliderBesideScale()
        defer { window.destroy() }
        // Profiling aid (callgrind): `RANGE_SLIDER_BENCH_FRAME_ONLY=slider` or `=scale` makes
        // both series measure that one widget, so the frame loop's instructions belong to it.
        let only = ProcessInfo.processInfo.environment["RANGE_SLIDER_BENCH_FRAME_ONLY"]
        let scale = only == "slider" ? slider.gtkWidget : gtkScale
        let measured = only == "scale" ? gtkScale : slider.gtkWidget
        if let only {
            series.notes.append(
                "RANGE_SLIDER_BENCH_FRAME_ONLY=\(only): both series measure one widget (profiling only)")
        }
        guard let renderer = window.renderer else {
            series.notes.append("the window has no renderer")
            return series
        }
        series.renderer = typeName(renderer)
        // A GL renderer only queues the work: finish it inside each frame's time.
        let finish = series.renderer == "GskGLRenderer"
        let widgetScale = Int(gtk_widget_get_scale_factor(slider.gtkWidget))
        series.notes.append(
            """
            slider \(gtk_widget_get_width(slider.gtkWidget))×\(gtk_widget_get_height(slider.gtkWidget)), \
            GtkScale \(gtk_widget_get_width(scale))×\(gtk_widget_get_height(scale)) logical px, window \
            scale factor \(widgetScale)
            """)
        if widgetScale != Int(factor) {
            series.notes.append("the window's scale factor is \(widgetScale), not \(Int(factor))")
        }

        // Warm-up: caches (glyphs, CSS, surfaces, the slider's layer textures) filled for both.
        _ = measure(measured, renderer, factor, frames: 10, finish: finish)
        _ = measure(scale, renderer, factor, frames: 10, finish: finish)
        if let directory = ProcessInfo.processInfo.environment["RANGE_SLIDER_BENCH_FRAME_NODES"] {
            writeNodes(
                of: [("slider", measured), ("gtkscale", scale)], factor: factor, to: directory, notes: &series.notes)
        }
        let drawsBefore = slider.drawCount
        for r in 0..<runs {
            if r % 2 == 0 {
                series.mine.append(measure(measured, renderer, factor, frames: framesPerRun, finish: finish))
                series.theirs.append(measure(scale, renderer, factor, frames: framesPerRun, finish: finish))
            } else {
                series.theirs.append(measure(scale, renderer, factor, frames: framesPerRun, finish: finish))
                series.mine.append(measure(measured, renderer, factor, frames: framesPerRun, finish: finish))
            }
            MainLoop.drainPending()
        }
        let draws = slider.drawCount - drawsBefore
        let expected = runs * framesPerRun
        // The window may paint a frame of its own between runs; fewer draws than frames
        // would mean a cached node was rendered instead of a fresh snapshot.
        if draws < expected { series.notes.append("only \(draws) slider draws for \(expected) frames") }
        series.cairo = (0..<runs).map { _ in cairoOnly(slider, factor, frames: framesPerRun) }
        return series
    }

    /// Adds the rows of one series; `renderer` names a renderer other than the process's
    /// default in the rows' titles and keys (the GL rows).
    private func append(_ series: Series, factor: Double, to result: inout Result, renderer: String? = nil) {
        let s = Int(factor)
        let tag = renderer == nil ? "" : "gl_"
        let label = renderer.map { ", \($0)" } ?? ""
        for note in series.notes where note.hasPrefix("only") || note.hasPrefix("the window") { log("frame: \(note)") }
        var total = Figure(
            key: "frame_\(tag)ns_scale\(s)",
            title: "frame\(label), scale \(s): snapshot + render to texture\(renderer == nil ? "" : " + glFinish")",
            unit: "µs/frame", runs: series.mine.map { $0.total / 1000 },
            reference: ("GtkScale", series.theirs.map { $0.total / 1000 }),
            note: series.notes.joined(separator: "; "))
        // The target: at most 0.4 of GtkScale's frame under Cairo; under GL at most GtkScale's.
        total.aimRatio(atMost: renderer == nil ? 0.4 : 1.0)
        result.ratios[factor] = total.ratio
        result.figures.append(total)
        var snapshot = Figure(
            key: "frame_\(tag)snapshot_ns_scale\(s)",
            title: "  of which snapshot (CSS, layout, nodes)\(label), scale \(s)",
            unit: "µs/frame", runs: series.mine.map { $0.snapshot / 1000 },
            reference: ("GtkScale", series.theirs.map { $0.snapshot / 1000 }))
        snapshot.aimRatio(atMost: 1.0)
        result.figures.append(snapshot)
        result.figures.append(
            Figure(
                key: "frame_\(tag)render_ns_scale\(s)", title: "  of which render to texture\(label), scale \(s)",
                unit: "µs/frame", runs: series.mine.map { $0.render / 1000 },
                reference: ("GtkScale", series.theirs.map { $0.render / 1000 })))
        // Wall time on a shared machine includes waiting for a CPU (the renderer's rasteriser
        // threads too); the process's CPU time is the work itself.
        result.figures.append(
            Figure(
                key: "frame_\(tag)cpu_ns_scale\(s)", title: "  frame's CPU time, all threads\(label), scale \(s)",
                unit: "µs/frame", runs: series.mine.map { $0.cpu / 1000 },
                reference: ("GtkScale", series.theirs.map { $0.cpu / 1000 })))
        guard renderer == nil else { return }  // the Cairo drawing alone does not depend on the renderer
        result.figures.append(
            Figure(
                key: "cairo_draw_ns_scale\(s)", title: "slider's drawing with Cairo alone (no cache), scale \(s)",
                unit: "µs/frame", runs: series.cairo.map { $0 / 1000 },
                reference: ("slider's whole frame", series.mine.map { $0.total / 1000 }),
                note: """
                    SliderPainter into a \
                    \(Int(Self.width) * s)×\(Int(Self.height) * s) ARGB32 image \
                    surface: what every frame cost before the layer textures
                    """))
    }

    /// `frames` full frames of `widget`: invalidate every node, snapshot it (at `factor`),
    /// render the node to a texture of its allocation's size (with `finish`, wait for GL to
    /// finish drawing it: `glFinish`).
    /// Never inlined: callgrind's `--toggle-collect='*FrameBench*measure*'` counts exactly
    /// the frame loop (snapshot, render and, under GL, `glFinish`).
    @inline(never)
    private func measure(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ renderer: OpaquePointer, _ factor: Double,
        frames: Int, finish: Bool = false
    ) -> RunTimes {
        guard let parent = gtk_widget_get_parent(widget) else { return RunTimes() }
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, parent, &bounds)
        var viewport = graphene_rect_t()
        graphene_rect_init(
            &viewport, bounds.origin.x * Float(factor), bounds.origin.y * Float(factor),
            bounds.size.width * Float(factor), bounds.size.height * Float(factor))
        var times = RunTimes()
        let cpu0 = processCPUNanoseconds()
        for _ in 0..<frames {
            invalidateTree(widget)
            let t0 = nowNanoseconds()
            let snapshot = gtk_snapshot_new()!
            if factor != 1 { gtk_snapshot_scale(snapshot, Float(factor), Float(factor)) }
            gtk_widget_snapshot_child(parent, widget, snapshot)
            let node = gtk_snapshot_free_to_node(snapshot)
            let t1 = nowNanoseconds()
            if let node {
                if let texture = gsk_renderer_render_texture(renderer, node, &viewport) {
                    if finish { GLFinish.call() }
                    g_object_unref(UnsafeMutableRawPointer(texture))
                }
                gsk_render_node_unref(node)
            }
            let t2 = nowNanoseconds()
            times.snapshot += Double(t1 - t0)
            times.render += Double(t2 - t1)
        }
        times.cpu = Double(processCPUNanoseconds() - cpu0) / Double(frames)
        times.snapshot /= Double(frames)
        times.render /= Double(frames)
        return times
    }

    /// Writes each widget's frame node as measured (`NAME-scaleN.node`, GTK's node format, for
    /// `gtk4-node-editor` or counting nodes) into `directory`; a failure is noted, not fatal.
    private func writeNodes(
        of widgets: [(String, UnsafeMutablePointer<GtkWidget>)], factor: Double, to directory: String,
        notes: inout [String]
    ) {
        for (name, widget) in widgets {
            guard let parent = gtk_widget_get_parent(widget) else { continue }
            invalidateTree(widget)
            let snapshot = gtk_snapshot_new()!
            if factor != 1 { gtk_snapshot_scale(snapshot, Float(factor), Float(factor)) }
            gtk_widget_snapshot_child(parent, widget, snapshot)
            guard let node = gtk_snapshot_free_to_node(snapshot) else { continue }
            let path = "\(directory)/\(name)-scale\(Int(factor)).node"
            if gsk_render_node_write_to_file(node, path, nil) == 0 { notes.append("could not write \(path)") }
            gsk_render_node_unref(node)
        }
    }

    /// CPU time of every thread of the process so far, ns.
    private func processCPUNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// ns per frame of the slider's painter alone into an image surface.
    private func cairoOnly(_ slider: RangeSliderWidget, _ factor: Double, frames: Int) -> Double {
        let w = Double(Self.width), h = Double(Self.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w * factor), Int32(h * factor))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, factor, factor)
        let ns = timeNanoseconds {
            for _ in 0..<frames {
                let cr = cairo_create(surface)!
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                slider.paint(into: cr, width: w, height: h)
                cairo_destroy(cr)
            }
            cairo_surface_flush(surface)
        }
        return ns / Double(frames)
    }
}
