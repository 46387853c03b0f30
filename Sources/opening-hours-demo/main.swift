// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import RangeSlider

/// `opening-hours-demo`: a four-thumb ``MultiThumbSliderWidget`` picking two opening-hour
/// shifts over a day, the stretches inside the shifts highlighted (``HighlightPattern/alternate``).
struct OpeningHoursCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "opening-hours-demo",
        abstract: "Two opening-hour shifts picked with a four-thumb slider (00:00–24:00, 15-minute steps).",
        discussion: "Every committed change prints `Open 08:00–12:00 and 13:00–17:00`.")

    @Option(help: "What a thumb does at its neighbour: block, push or swap.")
    var policy = "push"

    @Option(help: ArgumentHelp("The four times in hours, comma-separated (default 8,12,13,17).", valueName: "H,H,H,H"))
    var hours = "8,12,13,17"

    @Option(help: ArgumentHelp("Render the window to this PNG file and exit.", valueName: "FILE.png"))
    var screenshot: String?

    mutating func validate() throws {
        guard CrossingPolicy(rawValue: policy) != nil else { throw ValidationError("--policy must be block, push or swap") }
        let parts = hours.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, parts.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 && $0! <= 24 }) else {
            throw ValidationError("--hours must be four numbers of hours from 0 to 24, such as 8,12,13,17")
        }
    }

    mutating func run() throws {
        setvbuf(stdout, nil, _IOLBF, 0)
        let policy = CrossingPolicy(rawValue: self.policy)!
        let times = hours.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        let screenshot = self.screenshot
        var demo: OpeningHoursWindow?
        let status = Application.run(id: "io.github.cerangeslider.OpeningHours") { app in
            let window = OpeningHoursWindow(app: app, policy: policy, hours: times)
            demo = window
            gtk_window_present(window.window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 })
            if let screenshot {
                MainLoop.after(seconds: 0.5) {
                    let scale = Double(gtk_widget_get_scale_factor(window.window))
                    let error = WidgetSnapshot.render(window.window, scale: scale).map { WidgetSnapshot.writePNG($0, to: screenshot) }
                        ?? "the window could not be rendered"
                    if let error { FileHandle.standardError.write(Data("opening-hours-demo: \(error)\n".utf8)) }
                    Application.quit(app)
                }
            }
        }
        withExtendedLifetime(demo) {}
        if status != 0 { throw ExitCode(status) }
    }
}

/// The window: a heading, the slider with its hour marks, and the shifts as text.
///
/// Ownership: this object owns the slider object (which owns its widget); the window holds the
/// widgets. The observer holds this object weakly.
final class OpeningHoursWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let slider = MultiThumbSliderWidget(thumbCount: 4)
    private let summary: UnsafeMutablePointer<GtkWidget>

    init(app: UnsafeMutablePointer<GtkApplication>, policy: CrossingPolicy, hours: [Double]) {
        window = gtk_application_window_new(app)
        let win = window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 }
        gtk_window_set_title(win, "Opening hours")
        gtk_window_set_default_size(win, 560, 150)

        slider.setRange(minimum: 0, maximum: 24)
        slider.constraints = RangeConstraints(stepSize: 0.25, minimumSeparation: 0.5)
        slider.values = hours
        slider.highlightPattern = .alternate
        slider.crossingPolicy = policy
        slider.allowsSpanDrag = true
        slider.showsValuePopover = true
        slider.valueFormatter = Self.clock
        slider.setThumbLabels(["Start of shift 1", "End of shift 1", "Start of shift 2", "End of shift 2"])
        gtk_widget_set_hexpand(slider.gtkWidget, 1)

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        for side in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            side(box, 20)
        }
        let b = box.withMemoryRebound(to: GtkBox.self, capacity: 1) { $0 }
        let heading = gtk_label_new("Opening hours")!
        gtk_widget_add_css_class(heading, "title-3")
        gtk_label_set_xalign(OpaquePointer(heading), 0)
        gtk_box_append(b, heading)
        gtk_box_append(b, slider.gtkWidget)
        // Hour labels under the track, each centred under its hour: a thumb's centre travels
        // from thumbWidth / 2 to width − thumbWidth / 2, and the thumb is as wide as the slider
        // is high, so the slider's height is fixed and the grid is inset by half of it. Eight
        // equal columns: 06:00, 12:00 and 18:00 span the two columns either side of their hour;
        // 00:00 and 24:00 start and end at the track's ends.
        let thumbWidth: Int32 = 28
        gtk_widget_set_size_request(slider.gtkWidget, -1, thumbWidth)
        let marks = gtk_grid_new()!
        let grid = marks.withMemoryRebound(to: GtkGrid.self, capacity: 1) { $0 }
        gtk_grid_set_column_homogeneous(grid, 1)
        gtk_widget_set_margin_start(marks, thumbWidth / 2)
        gtk_widget_set_margin_end(marks, thumbWidth / 2)
        for hour in stride(from: 0, through: 24, by: 6) {
            let label = gtk_label_new(Self.clock(Double(hour)))!
            gtk_widget_add_css_class(label, "dim-label")
            let column = Int32(hour / 3)   // the boundary between columns column − 1 and column
            switch hour {
            case 0:
                gtk_label_set_xalign(OpaquePointer(label), 0)
                gtk_grid_attach(grid, label, 0, 0, 1, 1)
            case 24:
                gtk_label_set_xalign(OpaquePointer(label), 1)
                gtk_grid_attach(grid, label, 7, 0, 1, 1)
            default:
                gtk_label_set_xalign(OpaquePointer(label), 0.5)
                gtk_grid_attach(grid, label, column - 1, 0, 2, 1)
            }
        }
        gtk_box_append(b, marks)
        summary = gtk_label_new("")!
        gtk_label_set_xalign(OpaquePointer(summary), 0)
        gtk_box_append(b, summary)
        gtk_window_set_child(win, box)

        slider.addObserver { [weak self] event in
            guard let self else { return }
            switch event {
            case .valueChanging: self.update(printing: false)
            case .valueChanged: self.update(printing: true)
            default: break
            }
        }
        update(printing: true)
    }

    /// "08:30" for 8.5 hours.
    static func clock(_ hours: Double) -> String {
        let minutes = Int((hours * 60).rounded())
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// The shifts as a sentence, on the label and (for committed changes) on standard output.
    func update(printing: Bool) {
        let v = slider.values
        let text = "Open \(Self.clock(v[0]))–\(Self.clock(v[1])) and \(Self.clock(v[2]))–\(Self.clock(v[3]))"
        gtk_label_set_text(OpaquePointer(summary), text)
        if printing { print(text) }
    }
}

OpeningHoursCommand.main()
