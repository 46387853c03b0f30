// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import RangeSlider

/// `range-slider-playground`: the slider with a control for every property.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "range-slider-playground",
        abstract: "Shows a RangeSliderWidget with a control for every property.",
        discussion: """
            Every value change is printed as `Range slider value changed: (LOWER UPPER)`, and every \
            change made with a behaviour control as `Set CONTROL: VALUE`.
            """)

    @Flag(
        help: """
            One second after start, set the highlight colour to red and curvaceousness to 0 (the tutorial's \
            updateState).
            """)
    var demo = false

    @Option(
        help: ArgumentHelp(
            "Render the window to this PNG file (after the demo change, if any) and exit.", valueName: "FILE.png"))
    var screenshot: String?

    @Option(
        help: ArgumentHelp(
            """
            Start with these thumb values, comma-separated (any number of thumbs); with more than two, every \
            change also prints `Range slider values: (V0 V1 ...)`.
            """, valueName: "V0,V1,..."))
    var values: String?

    @Option(help: ArgumentHelp("Start in this mode: range, single or progress (before --values).", valueName: "MODE"))
    var mode: String?

    mutating func run() throws {
        setvbuf(stdout, nil, _IOLBF, 0)
        let demo = self.demo
        let values = try self.values.map { list in
            try list.split(separator: ",").map { item in
                guard let v = Double(item.trimmingCharacters(in: .whitespaces)), v.isFinite else {
                    throw ValidationError("--values: '\(item)' is not a finite number")
                }
                return v
            }
        }
        let mode = try self.mode.map { name in
            guard let mode = SliderMode(rawValue: name) else {
                throw ValidationError("--mode: '\(name)' is not range, single or progress")
            }
            return mode
        }
        let screenshot = self.screenshot
        var playground: PlaygroundWindow?
        let status = Application.run(id: "io.github.cerangeslider.Playground") { app in
            let window = PlaygroundWindow(app: app)
            playground = window
            if let mode { window.setMode(mode) }
            if let values { window.slider.setValues(values) }
            gtk_window_present(window.window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 })
            if demo {
                MainLoop.after(seconds: 1) { window.applyDemoState() }
            }
            if let screenshot {
                MainLoop.after(seconds: demo ? 1.5 : 0.5) {
                    let error =
                        WidgetSnapshot.render(window.window).map { WidgetSnapshot.writePNG($0, to: screenshot) }
                        ?? "the window could not be rendered"
                    if let error { FileHandle.standardError.write(Data("range-slider-playground: \(error)\n".utf8)) }
                    Application.quit(app)
                }
            }
        }
        withExtendedLifetime(playground) {}  // the window object lives as long as the app runs
        if status != 0 { throw ExitCode(status) }
    }
}

PlaygroundCommand.main()
