import CGtkShim
import Foundation
@_spi(Testing) import RangeSlider

/// 1. Frame cost: a RangeSliderWidget and a GtkScale, both 400 × 40 logical pixels in the same
/// window, each fully re-snapshotted (every node of the widget invalidated, so every snapshot
/// function runs) and rendered to a texture through the window's GSK renderer, many times, at
/// scale 1 and 2. Runs of the two widgets alternate, so drift on a busy machine hits both.
/// Also the slider's own Cairo drawing alone, into an image surface.
struct FrameBench {
    let quick: Bool
    static let width: Int32 = 400
    static let height: Int32 = 40

    struct Result {
        var figures: [Figure] = []
        var ratios: [Double: Double] = [:]   // scale → ratio of median frame costs
        var renderer = ""
    }

    /// Per-frame times of one run: (snapshot, render) in ns per frame.
    private struct RunTimes { var snapshot = 0.0; var render = 0.0; var total: Double { snapshot + render } }

    func run() -> Result {
        let runs = quick ? 3 : 15
        let framesPerRun = quick ? 20 : 200

        let (window, slider, scale) = BenchWindow.sliderBesideScale()
        defer { window.destroy() }

        var result = Result()
        let sizes = "slider \(gtk_widget_get_width(slider.gtkWidget))×\(gtk_widget_get_height(slider.gtkWidget)), GtkScale \(gtk_widget_get_width(scale))×\(gtk_widget_get_height(scale)) logical px"
        guard let renderer = window.renderer else {
            log("frame: the window has no renderer")
            return result
        }
        result.renderer = typeName(renderer)

        for factor in [1.0, 2.0] {
            // Warm-up: caches (glyphs, CSS, surfaces) filled for both.
            _ = measure(slider.gtkWidget, renderer, factor, frames: 10)
            _ = measure(scale, renderer, factor, frames: 10)
            var mine: [RunTimes] = [], theirs: [RunTimes] = []
            let drawsBefore = slider.drawCount
            for r in 0..<runs {
                if r % 2 == 0 {
                    mine.append(measure(slider.gtkWidget, renderer, factor, frames: framesPerRun))
                    theirs.append(measure(scale, renderer, factor, frames: framesPerRun))
                } else {
                    theirs.append(measure(scale, renderer, factor, frames: framesPerRun))
                    mine.append(measure(slider.gtkWidget, renderer, factor, frames: framesPerRun))
                }
                MainLoop.drainPending()
            }
            let draws = slider.drawCount - drawsBefore
            let expected = runs * framesPerRun
            // The window may paint a frame of its own between runs; fewer draws than frames
            // would mean a cached node was rendered instead of a fresh snapshot.
            let drawNote = draws >= expected ? nil : "only \(draws) slider draws for \(expected) frames"
            if let drawNote { log("frame: \(drawNote)") }

            let s = Int(factor)
            var total = Figure(key: "frame_ns_scale\(s)",
                               title: "frame, scale \(s): snapshot + render to texture",
                               unit: "µs/frame", runs: mine.map { $0.total / 1000 },
                               reference: ("GtkScale", theirs.map { $0.total / 1000 }),
                               target: "ratio ≤ 1.0", note: [sizes, drawNote].compactMap { $0 }.joined(separator: "; "))
            total.met = (total.ratio ?? .infinity) <= 1.0
            result.ratios[factor] = total.ratio
            result.figures.append(total)
            result.figures.append(Figure(key: "frame_snapshot_ns_scale\(s)", title: "  of which snapshot (CSS + Cairo recording), scale \(s)",
                                         unit: "µs/frame", runs: mine.map { $0.snapshot / 1000 },
                                         reference: ("GtkScale", theirs.map { $0.snapshot / 1000 })))
            result.figures.append(Figure(key: "frame_render_ns_scale\(s)", title: "  of which render to texture, scale \(s)",
                                         unit: "µs/frame", runs: mine.map { $0.render / 1000 },
                                         reference: ("GtkScale", theirs.map { $0.render / 1000 })))

            let cairoRuns = (0..<runs).map { _ in cairoOnly(slider, factor, frames: framesPerRun) / 1000 }
            result.figures.append(Figure(key: "cairo_draw_ns_scale\(s)", title: "slider's Cairo drawing alone, scale \(s)",
                                         unit: "µs/frame", runs: cairoRuns,
                                         reference: ("slider's whole frame", mine.map { $0.total / 1000 }),
                                         note: "into a \(Int(Self.width) * s)×\(Int(Self.height) * s) ARGB32 image surface"))
        }
        return result
    }

    /// `frames` full frames of `widget`: invalidate every node, snapshot it (at `factor`),
    /// render the node to a texture of its allocation's size.
    private func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ renderer: OpaquePointer, _ factor: Double,
                         frames: Int) -> RunTimes {
        guard let parent = gtk_widget_get_parent(widget) else { return RunTimes() }
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, parent, &bounds)
        var viewport = graphene_rect_t()
        graphene_rect_init(&viewport, bounds.origin.x * Float(factor), bounds.origin.y * Float(factor),
                           bounds.size.width * Float(factor), bounds.size.height * Float(factor))
        var times = RunTimes()
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
                    g_object_unref(UnsafeMutableRawPointer(texture))
                }
                gsk_render_node_unref(node)
            }
            let t2 = nowNanoseconds()
            times.snapshot += Double(t1 - t0)
            times.render += Double(t2 - t1)
        }
        times.snapshot /= Double(frames)
        times.render /= Double(frames)
        return times
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
