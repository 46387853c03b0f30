// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
import RangeSlider

/// 3. Property bursts: 1,000 property assignments within one main-loop iteration (values,
/// colours, curvaceousness, in turn), then the main loop runs on for a few frames; the slider's
/// draws are counted. GtkScale gets 1,000 gtk_range_set_value calls the same way, for the time.
struct BurstBench {
    let quick: Bool
    static let assignments = 1000

    struct Result {
        var figures: [Figure] = []
        var drawsPerBurst = Double.nan
    }

    func run() -> Result {
        let runs = quick ? 3 : 15
        let (window, slider, scale) = BenchWindow.sliderBesideScale()
        defer { window.destroy() }

        var frames = 0
        let ticker = FrameTicker(slider.gtkWidget) { _ in frames += 1 }
        defer { ticker.stop() }

        var draws: [Double] = [], times: [Double] = [], scaleTimes: [Double] = []
        for run in 0..<runs {
            settle(0.1)
            let before = slider.drawCount
            let ns = timeNanoseconds { burst(slider, run: run) }
            // Everything above ran inside one main-loop iteration (this one). Now let the
            // frame clock run three frames: the burst's draw, and proof that no more follow.
            let framesBefore = frames
            MainLoop.spin(until: { frames >= framesBefore + 3 }, timeout: 2)
            draws.append(Double(slider.drawCount - before))
            times.append(ns / 1000)

            let range = asRange(scale)
            let nsScale = timeNanoseconds {
                for i in 0..<Self.assignments { gtk_range_set_value(range, Double((i * 37 + run) % 1000) / 1000) }
            }
            scaleTimes.append(nsScale / 1000)
        }
        var result = Result()
        var drawFigure = Figure(
            key: "draws_per_burst", title: "burst of 1,000 property assignments: slider draws",
            unit: "draws", runs: draws, target: "exactly 1")
        drawFigure.met = draws.allSatisfy { $0 == 1 }
        result.drawsPerBurst = drawFigure.runs.max
        result.figures.append(drawFigure)
        var time = Figure(
            key: "burst_us", title: "burst of 1,000 property assignments: time",
            unit: "µs/burst", runs: times,
            reference: ("GtkScale, 1,000 gtk_range_set_value", scaleTimes))
        time.aimRatio(atMost: 1.5)
        result.figures.append(time)
        return result
    }

    /// 1,000 assignments, each changing something: the lower and upper values, the highlight
    /// colour and the curvaceousness, in turn.
    private func burst(_ slider: RangeSliderWidget, run: Int) {
        for i in 0..<Self.assignments {
            let f = Double((i * 37 + run) % 1000) / 1000  // 0…0.999, a different one each time
            switch i % 4 {
            case 0: slider.lowerValue = 0.05 + 0.3 * f
            case 1: slider.upperValue = 0.6 + 0.35 * f
            case 2: slider.trackHighlightTintColor = RGBA(red: f, green: 0.45, blue: 0.94)
            default: slider.curvaceousness = 0.5 + 0.5 * f
            }
        }
    }
}
