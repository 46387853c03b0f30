// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
@_spi(Testing) import RangeSlider

/// The drag cost of a ``RangeSliderWidget`` with 2 and with 8 thumbs: synthetic
/// motion events through its drag-update handler (the tracker, the crossing policy, the
/// accessible values of the moved thumb and its neighbours, observers, the `value-changing`
/// signal, queueing a relayout), beside `gtk_range_set_value` on a GtkScale, per event. Target:
/// at most 1.5 × the GtkScale's cost.
///
/// The dragged thumb is the first; with 8 thumbs the others wait near the end, so that every
/// event of the triangle wave (``DragBench/offset(_:)``) moves it, under the default block policy.
struct ThumbCountDragBench {
    let quick: Bool

    struct Result {
        var figures: [Figure] = []
        var ratios: [Int: Double] = [:]
    }

    func run() -> Result {
        var result = Result()
        for count in [2, 8] {
            let figure = measure(thumbs: count)
            result.ratios[count] = figure.ratio ?? .nan
            result.figures.append(figure)
        }
        return result
    }

    private func measure(thumbs count: Int) -> Figure {
        let events = quick ? 10_000 : 100_000
        let runs = quick ? 3 : 9
        let window = BenchWindow()
        let slider = RangeSliderWidget()
        slider.thumbCount = count
        let scale = makeScale()
        window.append(slider.gtkWidget, width: FrameBench.width, height: FrameBench.height)
        window.append(scale, width: FrameBench.width, height: FrameBench.height)
        window.present(waitingFor: slider.gtkWidget, width: FrameBench.width)
        window.fitContent(scale, width: FrameBench.width, height: FrameBench.height)
        defer { window.destroy() }
        var seen = 0.0
        slider.addObserver { event in
            if case .valueChanging(let lower, _) = event { seen += lower }
        }
        let start = count == 2 ? [0.2, 0.8] : [0.2] + (0..<(count - 1)).map { 0.93 + 0.01 * Double($0) }
        var mine: [Double] = [], theirs: [Double] = []
        for _ in 0..<runs {
            slider.setValues(start)
            let centre = (
                x: slider.positionForValue(slider.thumbValues[0]),
                y: Double(gtk_widget_get_height(slider.gtkWidget)) / 2
            )
            guard slider.simulateDragBegin(x: centre.x, y: centre.y) else {
                log("multi-thumb drag: the press on thumb 0 started no drag")
                break
            }
            let ns = timeNanoseconds {
                for i in 1...events { slider.simulateDragUpdate(dx: DragBench.offset(i), dy: 0) }
            }
            slider.simulateDragEnd()
            mine.append(ns / Double(events))
            let range = asRange(scale)
            let nsScale = timeNanoseconds {
                for i in 1...events { gtk_range_set_value(range, 0.2 + (DragBench.offset(i) + 60) / 400) }
            }
            theirs.append(nsScale / Double(events))
            settle(0.05)
        }
        _ = seen
        var figure = Figure(
            key: "multi_thumb_drag_\(count)_ns_per_event",
            title: "multi-thumb drag, \(count) thumbs: one motion event through the drag handler, no rendering",
            unit: "ns/event", runs: mine, reference: ("GtkScale gtk_range_set_value", theirs),
            target: "ratio ≤ 1.5", note: "\(events) events per run, thumb 0 dragged under the block policy")
        figure.met = (figure.ratio ?? .infinity) <= 1.5
        return figure
    }
}
