// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import RangeSlider

/// `progress-demo`: the "iOS Recipes" slider-as-progress-bar demo. A button starts an
/// animation of the progress from 0 to 1, driven by the frame clock.
struct ProgressDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress-demo",
        abstract: "A skinned progress bar (a RangeSliderWidget in progress mode) animated from 0 to 1.",
        discussion: "When an animation ends, `progress finished: VALUE` is printed.")

    @Option(help: ArgumentHelp("The folder of skin images (default: the project's data/skins).", valueName: "DIR"))
    var skinDirectory: String?

    @Option(help: "How long the animation takes, in seconds.")
    var duration = 2.0

    @Flag(help: "Start the animation at once, as if the button had been pressed.")
    var start = false

    @Option(
        help: ArgumentHelp(
            "Render the window to this PNG file and exit (after the animation, with --start).", valueName: "FILE.png"))
    var screenshot: String?

    mutating func validate() throws {
        guard duration.isFinite, duration >= 0 else {
            throw ValidationError("--duration must be a number of seconds, 0 or more")
        }
    }

    mutating func run() throws {
        setvbuf(stdout, nil, _IOLBF, 0)
        let skins =
            skinDirectory
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("data/skins").path
        let (duration, start, screenshot) = (self.duration, self.start, self.screenshot)
        var demo: ProgressWindow?
        let status = Application.run(id: "io.github.cerangeslider.ProgressDemo") { app in
            let window = ProgressWindow(app: app, skins: skins, duration: duration)
            demo = window
            for message in window.skinErrors {
                FileHandle.standardError.write(Data("progress-demo: \(message)\n".utf8))
            }
            gtk_window_present(window.window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 })
            func shoot() {
                let scale = Double(gtk_widget_get_scale_factor(window.window))
                let error =
                    WidgetSnapshot.render(window.window, scale: scale).map {
                        WidgetSnapshot.writePNG($0, to: screenshot!)
                    }
                    ?? "the window could not be rendered"
                if let error { FileHandle.standardError.write(Data("progress-demo: \(error)\n".utf8)) }
                Application.quit(app)
            }
            if start {
                // Started once the window is on screen: frames only come to a mapped widget.
                MainLoop.after(seconds: 0.3) {
                    window.start {
                        if screenshot != nil { MainLoop.after(seconds: 0.2, shoot) }
                    }
                }
            } else if screenshot != nil {
                MainLoop.after(seconds: 0.5, shoot)
            }
        }
        withExtendedLifetime(demo) {}
        if status != 0 { throw ExitCode(status) }
    }
}

/// A skinned progress bar, the same bar with the drawn look, a percentage and a Start button.
///
/// Ownership: this object owns the two sliders; the window owns the GTK widgets. Handlers
/// hold this object weakly.
final class ProgressWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let skinned = RangeSliderWidget()
    let plain = RangeSliderWidget()
    let duration: Double
    private let percent: UnsafeMutablePointer<GtkWidget>
    private let button: UnsafeMutablePointer<GtkWidget>
    private(set) var skinErrors: [String] = []

    init(app: UnsafeMutablePointer<GtkApplication>, skins: String, duration: Double) {
        self.duration = duration
        window = gtk_application_window_new(app)
        let win = window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 }
        gtk_window_set_title(win, "Progress")
        gtk_window_set_default_size(win, 420, 160)
        percent = gtk_label_new("0 %")
        button = gtk_button_new_with_label("Start")

        for slider in [skinned, plain] {
            slider.mode = .progress
            slider.value = 0
            slider.valueLabel = "Download"
            gtk_widget_set_hexpand(slider.gtkWidget, 1)
        }
        func load(_ name: String) -> SliderImage? {
            do { return try SliderImage(contentsOfFile: skins + "/" + name + ".png") } catch {
                skinErrors.append("\(error)")
                return nil
            }
        }
        skinned.minimumTrackImage = load("progress-fill")?.stretchable(leftCapWidth: 10, topCapHeight: 0)
        skinned.maximumTrackImage = load("progress-track")?.stretchable(leftCapWidth: 10, topCapHeight: 0)
        skinned.setThumbImage(load("progress-cap"))
        plain.useTutorialColors()

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 14)!
        for side in [
            gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
            gtk_widget_set_margin_end,
        ] {
            side(box, 24)
        }
        let b = box.withMemoryRebound(to: GtkBox.self, capacity: 1) { $0 }
        gtk_box_append(b, skinned.gtkWidget)
        gtk_box_append(b, plain.gtkWidget)
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_set_hexpand(percent, 1)
        gtk_label_set_xalign(OpaquePointer(percent), 0)
        gtk_widget_add_css_class(percent, "numeric")
        gtk_box_append(row.withMemoryRebound(to: GtkBox.self, capacity: 1) { $0 }, percent)
        gtk_box_append(row.withMemoryRebound(to: GtkBox.self, capacity: 1) { $0 }, button)
        gtk_box_append(b, row)
        gtk_window_set_child(win, box)

        GtkSignal.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self] in self?.start() }
        skinned.addObserver { [weak self] event in
            guard let self, case .valueChanged(_, let value, _) = event else { return }
            gtk_label_set_text(OpaquePointer(self.percent), "\(Int((value * 100).rounded())) %")
        }
    }

    /// Runs both bars from 0 to 1 over `duration` seconds; `completion` runs when they are done.
    func start(completion: (() -> Void)? = nil) {
        gtk_widget_set_sensitive(button, 0)
        var remaining = 2
        for slider in [skinned, plain] {
            slider.value = 0
            slider.animateValue(to: 1, duration: duration) { [weak self] in
                remaining -= 1
                guard remaining == 0, let self else { return }
                print("progress finished: \(self.skinned.value)")
                gtk_widget_set_sensitive(self.button, 1)
                completion?()
            }
        }
    }
}

ProgressDemoCommand.main()
