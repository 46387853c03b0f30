// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
@_spi(Testing) import RangeSlider

/// 2. Drag cost: synthetic motion events through the slider's own drag-update handler (value
/// mapping, clamping, observers, queueing a relayout/redraw), without rendering; and a stream
/// of events at 1,000 Hz in a live window, counting the slider's draws in each frame. Then the
/// same drag under each non-linear scale, and the quantile scale's construction (``ScaleBench``).
struct DragBench {
    let quick: Bool
    /// The real homes, from which ``ScaleBench`` makes its synthetic prices.
    let dataPath: String

    struct Result {
        var figures: [Figure] = []
        var nsPerEvent = Double.nan
        var maxDrawsPerFrame = Double.nan
        var scales = ScaleBench.Result()
    }

    /// The offset of event `i` from the press: a triangle wave between -60 and +120 px in
    /// half-pixel steps, so every event moves the thumb to a new value.
    static func offset(_ i: Int) -> Double {
        let p = i % 720
        return -60 + 0.5 * Double(p < 360 ? p : 720 - p)
    }

    func run() -> Result {
        let events = quick ? 10_000 : 100_000
        let runs = quick ? 3 : 9

        let (window, slider, scale) = BenchWindow.sliderBesideScale()
        defer { window.destroy() }

        var seen = 0.0
        slider.addObserver { event in
            if case .valueChanging(let lower, _) = event { seen += lower }
        }
        var changes = 0
        let scaleHandler = GtkSignal.connect(UnsafeMutableRawPointer(scale), "value-changed") { changes += 1 }
        defer { GtkSignal.disconnect(UnsafeMutableRawPointer(scale), scaleHandler) }

        var result = Result()
        var mine: [Double] = [], theirs: [Double] = []
        for _ in 0..<runs {
            slider.setValues(lower: 0.2, upper: 0.8)
            let pressX = slider.positionForValue(slider.lowerValue)
            guard slider.simulateDragBegin(x: pressX, y: Double(FrameBench.height) / 2) else {
                log("drag: the press at the lower thumb started no drag")
                return result
            }
            let ns = timeNanoseconds {
                for i in 1...events {
                    slider.simulateDragUpdate(dx: Self.offset(i), dy: 0)
                }
            }
            slider.simulateDragEnd()
            mine.append(ns / Double(events))

            let range = asRange(scale)
            let nsScale = timeNanoseconds {
                for i in 1...events {
                    gtk_range_set_value(range, 0.2 + (Self.offset(i) + 60) / 400)
                }
            }
            theirs.append(nsScale / Double(events))
            settle(0.05)  // let both draw once between runs
        }
        var drag = Figure(
            key: "drag_ns_per_event", title: "drag: one motion event through the drag handler, no rendering",
            unit: "ns/event", runs: mine,
            reference: ("GtkScale gtk_range_set_value", theirs),
            note: """
                \(events) events per run; the reference is GtkScale's value update and redraw \
                queueing (its own drag handler cannot be driven without events)
                """)
        drag.aimRatio(atMost: 1.5)
        result.nsPerEvent = drag.runs.median
        result.figures.append(drag)

        // The same drag under each non-linear scale, beside the linear one.
        result.scales = ScaleBench(quick: quick, dataPath: dataPath).run(slider: slider, events: events, runs: runs)
        result.figures += result.scales.figures

        // With real frames: 1,000 events per second for a while, draws counted per frame.
        let seconds = quick ? 0.5 : 3.0
        var frameRuns: [Double] = [], drawRuns: [Double] = [], frameRateRuns: [Double] = []
        for _ in 0..<(quick ? 1 : 3) {
            let stream = streamAt1kHz(slider, seconds: seconds)
            frameRuns.append(Double(stream.maxDrawsPerFrame))
            drawRuns.append(Double(stream.draws) / Double(max(stream.frames, 1)))
            frameRateRuns.append(Double(stream.frames) / seconds)
            log(
                """
                drag: 1 kHz stream: \(stream.events) events, \(stream.frames) frames, \(stream.draws) \
                draws, at most \(stream.maxDrawsPerFrame) per frame
                """)
        }
        var perFrame = Figure(
            key: "max_draws_per_frame", title: "drag at 1,000 events/s: most slider draws in one frame",
            unit: "draws", runs: frameRuns, target: "≤ 1")
        perFrame.met = (perFrame.runs.max) <= 1
        result.maxDrawsPerFrame = perFrame.runs.max
        result.figures.append(perFrame)
        result.figures.append(
            Figure(
                key: "drag_stream_frames_per_second", title: "drag at 1,000 events/s: frames per second (frame clock)",
                unit: "frames/s", runs: frameRateRuns))
        result.figures.append(
            Figure(
                key: "drag_stream_draws_per_frame", title: "drag at 1,000 events/s: slider draws per frame (mean)",
                unit: "draws", runs: drawRuns))
        _ = seen
        return result
    }

    struct Stream { var events = 0; var frames = 0; var draws = 0; var maxDrawsPerFrame = 0 }

    /// Feeds drag events at 1,000 per second (by the clock: each millisecond's event is sent as
    /// soon as the main loop is free) while the frame clock runs; counts the slider's draws
    /// between consecutive frames.
    private func streamAt1kHz(_ slider: RangeSliderWidget, seconds: Double) -> Stream {
        var stream = Stream()
        var lastDrawCount = slider.drawCount
        var counting = false
        let ticker = FrameTicker(slider.gtkWidget) { _ in
            // A tick comes before the frame's paint: the draws since the previous tick belong
            // to the previous frame.
            let draws = slider.drawCount - lastDrawCount
            lastDrawCount = slider.drawCount
            guard counting else { return }
            stream.frames += 1
            stream.draws += draws
            stream.maxDrawsPerFrame = max(stream.maxDrawsPerFrame, draws)
        }
        slider.setValues(lower: 0.2, upper: 0.8)
        settle(0.1)
        let pressX = slider.positionForValue(slider.lowerValue)
        slider.simulateDragBegin(x: pressX, y: Double(FrameBench.height) / 2)
        let start = nowNanoseconds()
        let end = start + UInt64(seconds * 1e9)
        counting = true
        while true {
            let now = nowNanoseconds()
            if now >= end { break }
            let due = Int((now - start) / 1_000_000)
            while stream.events < due {
                stream.events += 1
                slider.simulateDragUpdate(dx: Self.offset(stream.events), dy: 0)
            }
            if g_main_context_iteration(nil, 0) == 0 { usleep(100) }
        }
        // Let the last frame paint and be counted by one more tick.
        let framesAtEnd = stream.frames
        MainLoop.spin(until: { stream.frames > framesAtEnd }, timeout: 1)
        counting = false
        ticker.stop()
        slider.simulateDragEnd()
        settle(0.05)
        return stream
    }
}
