// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import ArgumentParser
import CGtkShim
import Foundation
import RangeSlider

/// `range-slider-bench`: the range slider's benchmarks, each figure beside its reference, in one
/// process (memory and start-up probes run in fresh child processes of this executable).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "range-slider-bench",
        abstract: "Measures RangeSliderWidget beside GtkScale, and the house-price index beside a naive filter.",
        discussion: """
            Needs a display: under Xvfb, run
              xvfb-run -a env GDK_BACKEND=x11 GSK_RENDERER=cairo swift run -c release range-slider-bench
            Prints a table (median, min and max of repeated runs, and the ratio to each reference);
            --json writes the same figures. See docs/performance.md.
            """)

    @Option(help: ArgumentHelp("Also write the figures as JSON to this file.", valueName: "FILE"))
    var json: String?

    @Flag(help: "A short run (fewer repetitions, smaller loops) to show the benchmark works; its figures are rough.")
    var quick = false

    @Option(
        help: ArgumentHelp(
            """
            Run only these sections (comma-separated): frame, gl, drag (with the scales and the multi-thumb \
            drag), burst, filter, crossfilter, memory, startup; multidrag runs the multi-thumb drag alone; \
            database (with --database) the filters over a PostgreSQL table.
            """, valueName: "LIST"))
    var only: String?

    @Option(
        help: ArgumentHelp("The real homes (default: data/ames-housing.csv of this package).", valueName: "FILE.csv"))
    var data: String?

    @Option(
        help: ArgumentHelp(
            """
            The PostgreSQL server of the database section (libpq's connection string; what it leaves out comes \
            from the PG* environment variables). The section writes the table range_slider_bench_homes there.
            """, valueName: "CONNINFO"))
    var database: String?

    @Option(help: "How many synthetic homes the large filtering case uses.")
    var largeHomes = 1_000_000

    @Option(help: .hidden) var probe: String?
    @Option(help: .hidden) var kind = "slider"
    @Option(help: .hidden) var count = 1000

    static let sections = ["frame", "gl", "drag", "burst", "filter", "crossfilter", "memory", "startup"]
    /// Sections only run when asked for by name (`drag` includes them).
    static let extraSections = ["multidrag", "database"]

    func validate() throws {
        if let only {
            for s in only.split(separator: ",") where !(Self.sections + Self.extraSections).contains(String(s)) {
                throw ValidationError(
                    "unknown section '\(s)'; the sections are \(Self.sections.joined(separator: ", "))")
            }
        }
        if only?.split(separator: ",").contains("database") == true && database == nil {
            throw ValidationError("the database section needs --database CONNINFO (see docs/performance.md)")
        }
        if largeHomes < 1 { throw ValidationError("--large-homes must be at least 1") }
    }

    func run() throws {
        setvbuf(stdout, nil, _IOLBF, 0)
        guard
            ProcessInfo.processInfo.environment["DISPLAY"] != nil
                || ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil,
            gtk_init_check() != 0
        else {
            log(
                """
                range-slider-bench: no display; run it under Xvfb: xvfb-run -a env GDK_BACKEND=x11 \
                GSK_RENDERER=cairo range-slider-bench
                """)
            throw ExitCode(2)
        }
        switch probe {
        case "live"?: MemoryBench.liveProbe(kind: kind, count: count)
        case "cycles"?: MemoryBench.cyclesProbe(kind: kind, cycles: count)
        case "first-frame"?: StartupBench.firstFrameProbe()
        case "first-frame-adwaita"?: StartupBench.adwaitaFirstFrameProbe()
        case "frame-scale2"?: FrameBench.scaleTwoProbe(quick: quick)
        case "frame-gl"?: FrameBench.glProbe(quick: quick)
        case "crossfilter-fps"?: CrossfilterFrameBench.probe(filtering: kind == "filtering", homes: count, quick: quick)
        case let other?: throw ValidationError("unknown probe \(other)")
        case nil: break
        }

        let wanted = Set((only ?? Self.sections.joined(separator: ",")).split(separator: ",").map(String.init))
        var figures: [Figure] = []
        var top: [String: Any] = [:]
        for key in [
            "frame_ratio_scale1", "frame_ratio_scale2", "frame_ratio_gl_scale1", "frame_ratio_gl_scale2",
            "drag_ns_per_event", "draws_per_burst", "max_draws_per_frame",
            "filter_1m_median_ms", "filter_1m_speedup", "rss_growth_mib", "startup_ms",
            "multi_thumb_drag_ratio_2", "multi_thumb_drag_ratio_8",
            "crossfilter_1m_median_ms", "crossfilter_1m_p99_ms", "crossfilter_1m_speedup",
            "crossfilter_1m_jump_median_ms",
            "crossfilter_10m_median_ms", "crossfilter_10m_p99_ms", "crossfilter_10m_speedup",
            "crossfilter_10m_jump_median_ms",
            "crossfilter_10m_rss_bytes_per_home", "crossfilter_drag_fps", "crossfilter_drag_reference_fps",
        ]
            + ScaleBench.ratioKeys
        {
            top[key] = NSNull()
        }
        let started = Date()
        var renderer = "unknown"
        func section(_ name: String) {
            log(String(format: "%@ … (%.1f s so far)", name, Date().timeIntervalSince(started)))
        }

        if wanted.contains("frame") {
            section("frame cost")
            let r = FrameBench(quick: quick).run()
            figures += r.figures
            renderer = r.renderer
            top["frame_ratio_scale1"] = finite(r.ratios[1] ?? .nan)
            top["frame_ratio_scale2"] = finite(r.ratios[2] ?? .nan)
        }
        if wanted.contains("gl") {
            section("frame cost under the GL renderer")
            let r = FrameBench(quick: quick).runGL()
            figures += r.figures
            top["frame_ratio_gl_scale1"] = finite(r.ratios[1] ?? .nan)
            top["frame_ratio_gl_scale2"] = finite(r.ratios[2] ?? .nan)
            top["gl_renderer"] = r.renderer.isEmpty ? NSNull() : r.renderer
        }
        if wanted.contains("drag") {
            section("drag cost")
            let r = DragBench(quick: quick, dataPath: data ?? Self.defaultDataPath).run()
            figures += r.figures
            top["drag_ns_per_event"] = finite(r.nsPerEvent)
            top["max_draws_per_frame"] = finite(r.maxDrawsPerFrame)
            for (name, ratio) in r.scales.dragRatios { top["drag_ratio_\(name)"] = finite(ratio) }
            top["quantile_1m_build_ratio"] = finite(r.scales.buildRatio)
        }
        if wanted.contains("drag") || wanted.contains("multidrag") {
            section("multi-thumb drag cost")
            let multi = ThumbCountDragBench(quick: quick).run()
            figures += multi.figures
            for (count, ratio) in multi.ratios { top["multi_thumb_drag_ratio_\(count)"] = finite(ratio) }
        }
        if wanted.contains("burst") {
            section("property bursts")
            let r = BurstBench(quick: quick).run()
            figures += r.figures
            top["draws_per_burst"] = finite(r.drawsPerBurst)
        }
        if wanted.contains("filter") {
            section("filtering")
            let r = FilterBench(quick: quick, dataPath: data ?? Self.defaultDataPath, largeCount: largeHomes).run()
            figures += r.figures
            top["filter_1m_median_ms"] = finite(r.largeMedianMs)
            top["filter_1m_speedup"] = finite(r.largeSpeedup)
            top["filter_large_homes"] = largeHomes
        }
        if wanted.contains("crossfilter") {
            section("coordinated filters")
            let r = CrossfilterBench(quick: quick).run()
            figures += r.figures
            for (key, value) in r.top { top[key] = value }
            section("coordinated filters: frames per second while dragging")
            let fps = CrossfilterFrameBench(quick: quick).run()
            figures += fps.figures
            top["crossfilter_drag_fps"] = finite(fps.fps)
            top["crossfilter_drag_reference_fps"] = finite(fps.referenceFps)
        }
        if wanted.contains("database"), let database {
            section("filters over a PostgreSQL table")
            do {
                let r = try DatabaseBench(quick: quick, connectionString: database).run()
                figures += r.figures
                for (key, value) in r.top { top[key] = value }
            } catch {
                log("range-slider-bench: the database section failed: \(error)")
                throw ExitCode(1)
            }
        }
        if wanted.contains("memory") {
            section("memory")
            let r = MemoryBench(quick: quick).run()
            figures += r.figures
            top["rss_growth_mib"] = finite(r.growthMiB)
        }
        if wanted.contains("startup") {
            section("start-up")
            let r = StartupBench(quick: quick).run()
            figures += r.figures
            top["startup_ms"] = finite(r.startupMs)
            top["startup_subject"] = r.subject
        }

        let machine = Machine.current(renderer: renderer)
        print("")
        print(table(figures))
        print("")
        print("Machine: \(machine.summary)")
        print(
            """
            Run: \(quick ? "quick" : "full"), \(Machine.buildConfiguration) build, \
            \(String(format: "%.0f", Date().timeIntervalSince(started))) s
            """)

        if let json {
            top["quick"] = quick
            top["build"] = Machine.buildConfiguration
            top["machine"] = machine.json
            top["date"] = ISO8601DateFormatter().string(from: started)
            var byKey: [String: Any] = [:]
            for f in figures { byKey[f.key] = f.json }
            top["figures"] = byKey
            top["figure_order"] = figures.map(\.key)
            let data = try JSONSerialization.data(withJSONObject: top, options: [.prettyPrinted, .sortedKeys])
            do {
                try data.write(to: URL(fileURLWithPath: json))
            } catch {
                log("range-slider-bench: cannot write \(json): \(error.localizedDescription)")
                throw ExitCode(1)
            }
        }
    }

    /// data/ames-housing.csv in the current directory, else in this package's source tree.
    static var defaultDataPath: String {
        let local = "data/ames-housing.csv"
        if FileManager.default.fileExists(atPath: local) { return local }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(local).path
    }
}

BenchCommand.main()
