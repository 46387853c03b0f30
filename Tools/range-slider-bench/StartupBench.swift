// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import RangeSlider

/// 6. Start-up: wall time from spawning a process to its first frame.
///
/// The house-price window (`house-prices`) is measured when it is built next to this
/// executable (`swift build -c release` builds every product; `swift run range-slider-bench`
/// builds only this one): `house-prices --quit-after-first-frame` prints
/// `First frame with the data` in the after-paint of the first frame drawn once the embedded
/// data is loaded, and the time to that line is the figure. Its first `Showing N of M homes`
/// line (data loaded and counted) is reported beside it. Without it, the stand-in is
/// `range-slider-playground --screenshot FILE`, labelled as such. Beside either, this
/// executable's own `--probe first-frame`: a GtkApplication window with one RangeSliderWidget,
/// timed to the line it prints in its first frame's after-paint. The target is the
/// ratio to that window, ≤ 1.5.
///
/// A second reference, for a fair reading (`--probe first-frame-adwaita`): the same window as
/// a libadwaita app (AdwApplication, AdwApplicationWindow with an AdwHeaderBar above the
/// slider), which pays what every libadwaita app pays and the plain window does not:
/// libadwaita's stylesheet and a header bar drawn by the app (under Xvfb, without a
/// compositor, the plain window gets no client-side title bar at all).
struct StartupBench {
    let quick: Bool

    struct Result {
        var figures: [Figure] = []
        var startupMs = Double.nan
        var subject = ""
    }

    /// The house-price window's product.
    static let housePriceCandidates = ["house-prices"]

    /// Counted rounds: each starts the two reference windows and the subject once.
    static func rounds(quick: Bool) -> Int { quick ? 2 : 21 }

    func run() -> Result {
        var result = Result()
        let rounds = Self.rounds(quick: quick)
        let house = Self.housePriceCandidates.lazy.compactMap(siblingExecutable).first
        let playground = house == nil ? siblingExecutable("range-slider-playground") : nil
        let png = NSTemporaryDirectory() + "range-slider-bench-startup-\(getpid()).png"
        defer { unlink(png) }
        if house == nil, playground != nil {
            log(
                """
                startup: house-prices is not built next to the benchmark (swift build -c release builds \
                every product); measuring the playground as a stand-in
                """)
        }

        // The method: the three programs take turns within each round, in an order that rotates
        // from round to round, so that a change of the machine's load (other builds) falls on
        // all three alike rather than on whichever ran in that stretch; and a first round that
        // is not counted starts each one once, so that no figure includes reading its libraries
        // from disk. One run of the house-price window times both of its lines.
        var probe: [Double] = [], adwaitaProbe: [Double] = []
        var subjectTimes: [Double] = [], countLineTimes: [Double] = [], paired: [Double] = []
        let frameMarker = "First frame with the data", countMarker = "Showing "
        for round in 0...rounds {
            let counted = round > 0
            var plainMs: Double?, subjectMs: Double?
            for turn in 0..<3 {
                switch (turn + round) % 3 {
                case 0:
                    if let r = runTimed(ownExecutable, ["--probe", "first-frame"], marker: "first frame", timeout: 60),
                        r.status == 0,
                        let ms = r.markerMs
                    {
                        plainMs = ms
                        if counted { probe.append(ms) }
                    } else {
                        log("startup: the first-frame probe failed")
                    }
                case 1:
                    if let r = runTimed(
                        ownExecutable, ["--probe", "first-frame-adwaita"], marker: "first frame", timeout: 60),
                        r.status == 0, let ms = r.markerMs
                    {
                        if counted { adwaitaProbe.append(ms) }
                    } else {
                        log("startup: the libadwaita first-frame probe failed")
                    }
                default:
                    if let house {
                        if let r = runTimed(
                            house, ["--quit-after-first-frame"], markers: [frameMarker, countMarker], timeout: 60),
                            r.status == 0, let first = r.markerTimes[frameMarker]
                        {
                            subjectMs = first
                            if counted {
                                subjectTimes.append(first)
                                if let count = r.markerTimes[countMarker] { countLineTimes.append(count) }
                            }
                        } else {
                            log("startup: \(house) --quit-after-first-frame failed")
                        }
                    } else if let playground {
                        if let r = runTimed(playground, ["--screenshot", png], timeout: 60), r.status == 0 {
                            if counted { subjectTimes.append(r.ms) }
                        } else {
                            log("startup: range-slider-playground --screenshot failed")
                        }
                    }
                }
            }
            if counted, let plainMs, let subjectMs { paired.append(subjectMs / plainMs) }
        }

        var note: String
        if let house {
            let name = (house as NSString).lastPathComponent
            result.subject = "\(name) --quit-after-first-frame (the house-price window, embedded data)"
            note =
                "process start to the line the app prints in the after-paint of its first frame showing the loaded data"
            if !countLineTimes.isEmpty {
                result.figures.append(
                    Figure(
                        key: "startup_count_line_ms",
                        title: "start-up: \(name), process start to its first \"Showing N of M homes\" line",
                        unit: "ms", runs: countLineTimes,
                        note: "the data is loaded and counted; the frame showing it follows"))
            }
        } else if playground != nil {
            result.subject = "STAND-IN: range-slider-playground --screenshot FILE (house-prices is not built)"
            note = """
                STAND-IN, not the house-price window: process start to exit after the playground rendered \
                its window to a PNG; it waits a fixed 500 ms after start-up before rendering, so this is an \
                upper bound
                """
        } else {
            result.subject = "none: neither the house-price window nor the playground is built next to the benchmark"
            note = result.subject
        }
        note += "; \(rounds) rounds after one not counted, the three programs taking turns in a rotating order"
        let isHouse = !subjectTimes.isEmpty && result.subject.hasPrefix("house-prices")
        var figure = Figure(
            key: "startup_ms", title: "start-up: " + result.subject, unit: "ms", runs: subjectTimes,
            reference: ("window with one slider, to its first frame", probe),
            target: isHouse ? "ratio ≤ 1.5" : nil, note: note)
        figure.met = isHouse ? figure.ratio.map { $0 <= 1.5 } : nil
        result.startupMs = figure.runs.median
        result.figures.insert(figure, at: 0)
        if isHouse {
            result.figures.insert(
                Figure(
                    key: "startup_ms_vs_adwaita",
                    title: "start-up: \(result.subject), beside a libadwaita window with one slider",
                    unit: "ms", runs: subjectTimes,
                    reference: ("libadwaita window with one slider (header bar), to its first frame", adwaitaProbe),
                    note: """
                        the fair comparison for a libadwaita app: both pay \
                        libadwaita's stylesheet and draw a header bar
                        """),
                at: 1)
            if !paired.isEmpty {
                result.figures.insert(
                    Figure(
                        key: "startup_round_ratio",
                        title: "start-up: the house-price window ÷ the one-slider window, each round's pair",
                        unit: "×", runs: paired,
                        note: """
                            the two started one after the other in the same round; the \
                            spread shows how much the load moved between rounds
                            """),
                    at: 2)
            }
        }
        result.figures.append(
            Figure(
                key: "startup_slider_window_ms",
                title: "start-up: a GtkApplication window with one slider, process start to first frame",
                unit: "ms", runs: probe))
        result.figures.append(
            Figure(
                key: "startup_adwaita_slider_window_ms",
                title:
                    "start-up: an AdwApplication window with a header bar and one slider, process start to first frame",
                unit: "ms", runs: adwaitaProbe))
        return result
    }

    /// The first-frame probe: shows a window with a slider and exits in the first frame's
    /// after-paint once the slider has drawn.
    static func firstFrameProbe() -> Never {
        let status = Application.run(id: "io.github.cerangeslider.BenchStartup") { app in
            let window = gtk_application_window_new(app)!
            let win = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
            gtk_window_set_default_size(win, 420, 60)
            let s = RangeSliderWidget()
            gtk_window_set_child(win, s.gtkWidget)
            gtk_window_present(win)
            exitAfterFirstFrame(of: window, slider: s, probe: "first-frame probe")
        }
        _exit(status == 0 ? 4 : status)
    }

    /// Exits the probe with status 0 (printing `first frame`) once a frame of `window` is
    /// painted after `slider` has drawn; with 3 when the window has no frame clock.
    private static func exitAfterFirstFrame(
        of window: UnsafeMutablePointer<GtkWidget>, slider: RangeSliderWidget, probe: String
    ) {
        guard let clock = gtk_widget_get_frame_clock(window) else {
            log("\(probe): no frame clock")
            _exit(3)
        }
        GtkSignal.connect(UnsafeMutableRawPointer(clock), "after-paint") {
            if slider.drawCount > 0 {
                print("first frame")
                fflush(stdout)
                _exit(0)
            }
        }
    }

    /// The libadwaita first-frame probe: ``firstFrameProbe()``'s window as a libadwaita app
    /// (AdwApplication, AdwApplicationWindow, an AdwHeaderBar above the slider).
    static func adwaitaFirstFrameProbe() -> Never {
        let app = adw_application_new("io.github.cerangeslider.BenchStartupAdwaita", G_APPLICATION_NON_UNIQUE)!
        let raw = UnsafeMutableRawPointer(app)
        GtkSignal.connect(raw, "activate") {
            let window = adw_application_window_new(raw.assumingMemoryBound(to: GtkApplication.self))!
            gtk_window_set_default_size(
                UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), 420, 100)
            let s = RangeSliderWidget()
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let gtkBox = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
            gtk_box_append(gtkBox, adw_header_bar_new())
            gtk_box_append(gtkBox, s.gtkWidget)
            adw_application_window_set_content(
                UnsafeMutableRawPointer(window).assumingMemoryBound(to: AdwApplicationWindow.self), box)
            gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
            exitAfterFirstFrame(of: window, slider: s, probe: "libadwaita first-frame probe")
        }
        let status = g_application_run(raw.assumingMemoryBound(to: GApplication.self), 0, nil)
        _exit(status == 0 ? 4 : status)
    }
}
