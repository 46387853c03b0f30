// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import GtkTestSupport
import XCTest

/// The benchmark executable runs (`--quick`, in the tests' Xvfb display) and writes every figure
/// `requiredKeys` lists as a finite number. No figure is compared with anything: timings are not
/// asserted in tests.
final class BenchmarkTests: XCTestCase {
    static let requiredKeys = [
        "frame_ratio_scale1", "frame_ratio_scale2", "drag_ns_per_event", "draws_per_burst", "max_draws_per_frame",
        "filter_1m_median_ms", "filter_1m_speedup", "rss_growth_mib", "startup_ms",
        "drag_ratio_logarithmic", "drag_ratio_piecewise", "drag_ratio_piecewise_continuous", "drag_ratio_quantile",
        "quantile_1m_build_ratio", "multi_thumb_drag_ratio_2", "multi_thumb_drag_ratio_8",
        // The crossfilter section; --quick runs it on 30,000 and 100,000 homes.
        "crossfilter_1m_median_ms", "crossfilter_1m_p99_ms", "crossfilter_1m_speedup", "crossfilter_1m_jump_median_ms",
        "crossfilter_10m_median_ms", "crossfilter_10m_p99_ms", "crossfilter_10m_speedup",
        "crossfilter_10m_jump_median_ms",
        "crossfilter_10m_rss_bytes_per_home",
        // Frames per second while dragging in a crossfilter window, beside the same window with
        // filtering off (child processes; --quick: 100,000 homes, one second each).
        "crossfilter_drag_fps", "crossfilter_drag_reference_fps",
    ]

    func testQuickRunWritesEveryRequiredFigure() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            XCTFail("no DISPLAY: run the README's test command")
            throw XCTSkip("no display")
        }
        guard let bench = BuiltProduct.path("range-slider-bench") else {
            XCTFail("range-slider-bench is not built next to the tests (run swift build --build-tests)")
            throw XCTSkip("not built")
        }
        let json = NSTemporaryDirectory() + "range-slider-bench-test-\(getpid()).json"
        try? FileManager.default.removeItem(atPath: json)
        defer { try? FileManager.default.removeItem(atPath: json) }

        let child = try ChildProcess(bench, ["--quick", "--json", json])
        XCTAssertEqual(child.wait(timeout: 600), 0, "stderr: \(child.errorOutput)")
        XCTAssertTrue(child.outputLines.contains { $0.hasPrefix("| measurement") }, "no results table printed")

        let data = try Data(contentsOf: URL(fileURLWithPath: json))
        let top = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], "not a JSON object")
        for key in Self.requiredKeys {
            let number = top[key] as? NSNumber
            XCTAssertNotNil(number, "\(key) is missing or not a number: \(String(describing: top[key]))")
            if let number {
                XCTAssertTrue(number.doubleValue.isFinite, "\(key) is not finite: \(number)")
            }
        }
        XCTAssertEqual(top["quick"] as? Bool, true)
        XCTAssertNotNil(top["figures"] as? [String: Any], "no per-figure details")
        // Start-up beside both references: the plain window and the libadwaita one.
        let figures = top["figures"] as? [String: Any] ?? [:]
        for key in [
            "startup_ms", "startup_ms_vs_adwaita", "startup_slider_window_ms", "startup_adwaita_slider_window_ms",
            "startup_round_ratio", "startup_count_line_ms",
        ] {
            XCTAssertNotNil(figures[key], "no start-up figure \(key)")
        }
        // The start-up rounds: every program once a round (the house window's run times both of
        // its lines), so each figure has one run a round and each round a paired ratio.
        let startupRuns = [
            "startup_ms", "startup_count_line_ms", "startup_slider_window_ms",
            "startup_adwaita_slider_window_ms", "startup_round_ratio",
        ].map {
            (figures[$0] as? [String: Any])?["runs"] as? Int
        }
        XCTAssertEqual(startupRuns, Array(repeating: 2, count: 5), "quick: two counted rounds each")
        // Each ratio is printed with its own target.
        let targets = [
            "frame_ns_scale1": "ratio ≤ 0.4", "frame_ns_scale2": "ratio ≤ 0.4",
            "frame_snapshot_ns_scale1": "ratio ≤ 1.0", "frame_snapshot_ns_scale2": "ratio ≤ 1.0",
            "drag_ns_per_event": "ratio ≤ 1.5", "burst_us": "ratio ≤ 1.5",
            "rss_per_live_widget_kib": "ratio ≤ 1.0", "rss_per_more_live_widget_kib": "ratio ≤ 1.0",
            "startup_ms": "ratio ≤ 1.5",
        ]
        for (key, target) in targets.sorted(by: { $0.key < $1.key }) {
            let figure = figures[key] as? [String: Any]
            XCTAssertEqual(figure?["target"] as? String, target, "\(key): \(String(describing: figure))")
            XCTAssertNotNil(figure?["target_met"] as? Bool, "\(key) says nothing about its target")
        }
        // The crossfilter steps' distribution by homes touched, each beside the recomputation,
        // and the frame figures beside the window without filtering.
        for size in ["1m", "10m"] {
            for bucket in ["none", "0_1pct", "1pct", "10pct", "more"] {
                let figure = figures["crossfilter_\(size)_steps_\(bucket)_ms"] as? [String: Any]
                XCTAssertNotNil(
                    figure?["reference"], "no crossfilter step bucket \(size) \(bucket) beside its reference")
            }
        }
        for key in ["crossfilter_drag_fps", "crossfilter_drag_frame_gap_p99_ms", "crossfilter_drag_busy_ms"] {
            let figure = figures[key] as? [String: Any]
            XCTAssertNotNil(figure?["reference"], "no \(key) beside its reference")
        }
        let fps = (top["crossfilter_drag_fps"] as? NSNumber)?.doubleValue ?? 0
        XCTAssertTrue(fps > 0, "no frame was counted while dragging: \(fps)")
    }

    /// The frame section alone (`--quick --only frame`): each scale's frame has its CPU time over
    /// all the process's threads beside GtkScale's, and `RANGE_SLIDER_BENCH_FRAME_NODES` gets
    /// both widgets' measured nodes at both scales, in GTK's node format.
    func testQuickFrameRunWritesCPUTimesAndTheMeasuredNodes() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            XCTFail("no DISPLAY: run the README's test command")
            throw XCTSkip("no display")
        }
        let bench = try XCTUnwrap(
            BuiltProduct.path("range-slider-bench"), "range-slider-bench is not built next to the tests")
        let directory = NSTemporaryDirectory() + "range-slider-bench-nodes-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let json = directory + "/bench.json"
        let child = try ChildProcess(
            bench, ["--quick", "--only", "frame", "--json", json],
            environment: ["RANGE_SLIDER_BENCH_FRAME_NODES": directory])
        XCTAssertEqual(child.wait(timeout: 600), 0, "stderr: \(child.errorOutput)")
        let data = try Data(contentsOf: URL(fileURLWithPath: json))
        let top = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], "not a JSON object")
        let figures = try XCTUnwrap(top["figures"] as? [String: Any], "no per-figure details")
        for scale in [1, 2] {
            let cpu = try XCTUnwrap(
                figures["frame_cpu_ns_scale\(scale)"] as? [String: Any], "no CPU time at scale \(scale)")
            XCTAssertEqual(cpu["reference"] as? String, "GtkScale")
            for key in ["median", "reference_median", "ratio"] {
                let value = (cpu[key] as? NSNumber)?.doubleValue ?? .nan
                XCTAssertTrue(value.isFinite && value > 0, "scale \(scale) \(key): \(String(describing: cpu[key]))")
            }
            for name in ["slider", "gtkscale"] {
                let path = "\(directory)/\(name)-scale\(scale).node"
                let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                XCTAssertTrue(text.contains("transform"), "\(path) holds no node: \(text.prefix(200))")
            }
            // At scale 2 the measured node is scaled by two; GtkScale's nodes are CSS boxes.
            if scale == 2 {
                let slider = (try? String(contentsOfFile: "\(directory)/slider-scale2.node", encoding: .utf8)) ?? ""
                XCTAssertTrue(slider.contains("scale(2)"), "the scale-2 node is not scaled: \(slider.prefix(200))")
            }
        }
        let gtkScale = (try? String(contentsOfFile: "\(directory)/gtkscale-scale1.node", encoding: .utf8)) ?? ""
        XCTAssertTrue(gtkScale.contains("color"), "GtkScale's node draws no colour: \(gtkScale.prefix(200))")
    }

    /// Under the GL renderer (`scripts/test-gl.sh`): the GL section writes the slider's frame
    /// ratio to GtkScale at scale 1 and 2, both measured with GSK's GL renderer.
    func testQuickGLRunWritesTheGLFrameRatios() throws {
        guard ProcessInfo.processInfo.environment["GSK_RENDERER"] == "gl" else {
            throw XCTSkip("the GL frame figures are checked by scripts/test-gl.sh (GSK_RENDERER=gl)")
        }
        let bench = try XCTUnwrap(
            BuiltProduct.path("range-slider-bench"), "range-slider-bench is not built next to the tests")
        let json = NSTemporaryDirectory() + "range-slider-bench-gl-test-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: json) }
        let child = try ChildProcess(bench, ["--quick", "--only", "gl", "--json", json])
        XCTAssertEqual(child.wait(timeout: 600), 0, "stderr: \(child.errorOutput)")
        let data = try Data(contentsOf: URL(fileURLWithPath: json))
        let top = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], "not a JSON object")
        XCTAssertEqual(top["gl_renderer"] as? String, "GskGLRenderer", "stderr: \(child.errorOutput)")
        for key in ["frame_ratio_gl_scale1", "frame_ratio_gl_scale2"] {
            let number = top[key] as? NSNumber
            XCTAssertTrue(number?.doubleValue.isFinite ?? false, "\(key): \(String(describing: top[key]))")
        }
    }
}
