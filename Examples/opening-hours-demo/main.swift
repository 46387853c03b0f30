// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import RangeSlider

/// `opening-hours-demo`: a four-thumb ``RangeSliderWidget`` picking two opening-hour shifts
/// over a day, the stretches inside the shifts highlighted (``HighlightPattern/alternate``) on
/// the track and on a histogram of visitors per half hour, with hour ticks and times typed into
/// the thumbs' popovers ("8:30", "13", "17:45").
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
        guard CrossingPolicy(rawValue: policy) != nil else {
            throw ValidationError("--policy must be block, push or swap")
        }
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
                    let error =
                        WidgetSnapshot.render(window.window, scale: scale).map {
                            WidgetSnapshot.writePNG($0, to: screenshot)
                        }
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

/// The window: a heading, the slider with its histogram and hour ticks, and the shifts as text.
///
/// Ownership: this object owns the slider object (which owns its widget); the window holds the
/// widgets. The observer holds this object weakly.
final class OpeningHoursWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let slider = RangeSliderWidget()
    private let summary: UnsafeMutablePointer<GtkWidget>

    init(app: UnsafeMutablePointer<GtkApplication>, policy: CrossingPolicy, hours: [Double]) {
        window = gtk_application_window_new(app)
        let win = window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 }
        gtk_window_set_title(win, "Opening hours")
        gtk_window_set_default_size(win, 560, 150)

        slider.setRange(minimum: 0, maximum: 24)
        slider.stepSize = 0.25
        slider.minimumSeparation = 0.5
        slider.thumbCount = 4
        slider.setValues(hours)
        slider.highlightPattern = .alternate
        slider.crossingPolicy = policy
        slider.allowsSpanDrag = true
        slider.valuePopoverVisibility = .whileDraggingOrFocused
        slider.valueFormatter = Self.clock
        slider.isValueEditable = true
        slider.valueParser = Self.hours(from:)
        slider.tickSettings = TickSettings(mode: .everyStep(3), minorTicksPerMajor: 2)
        slider.tickLabelFormatter = { Self.clock($0) }
        slider.histogram = Histogram(counts: Self.visitorsPerHalfHour, lowerBound: 0, upperBound: 24)
        slider.histogramHeight = 48
        slider.setThumbLabels(["Start of shift 1", "End of shift 1", "Start of shift 2", "End of shift 2"])
        gtk_widget_set_hexpand(slider.gtkWidget, 1)

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        for side in [
            gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
            gtk_widget_set_margin_end,
        ] {
            side(box, 20)
        }
        let b = box.withMemoryRebound(to: GtkBox.self, capacity: 1) { $0 }
        let heading = gtk_label_new("Opening hours")!
        gtk_widget_add_css_class(heading, "title-3")
        gtk_label_set_xalign(OpaquePointer(heading), 0)
        gtk_box_append(b, heading)
        gtk_box_append(b, slider.gtkWidget)
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

    /// Visitors of a town library per half hour over a day (48 bins from 00:00): an example
    /// of the footfall a shop would shade its opening hours against.
    static let visitorsPerHalfHour: [Int] = (0..<48).map { bin in
        let hour = (Double(bin) + 0.5) / 2
        let morning = 60 * exp(-pow((hour - 10.5) / 1.8, 2))
        let afternoon = 80 * exp(-pow((hour - 16) / 2.2, 2))
        return Int((morning + afternoon).rounded())
    }

    /// Hours from typed text: "8:30", "08:30", "13" or "17.75"; nil for anything else.
    static func hours(from text: String) -> Double? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            return Double(parts[0]).flatMap { $0.isFinite ? $0 : nil }
        case 2:
            guard let h = Int(parts[0]), let m = Int(parts[1]), (0...24).contains(h), (0..<60).contains(m) else {
                return nil
            }
            return Double(h) + Double(m) / 60
        default:
            return nil
        }
    }

    /// "08:30" for 8.5 hours.
    static func clock(_ hours: Double) -> String {
        let minutes = Int((hours * 60).rounded())
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// The shifts as a sentence, on the label and (for committed changes) on standard output.
    func update(printing: Bool) {
        let v = slider.thumbValues
        let text = "Open \(Self.clock(v[0]))–\(Self.clock(v[1])) and \(Self.clock(v[2]))–\(Self.clock(v[3]))"
        gtk_label_set_text(OpaquePointer(summary), text)
        if printing { print(text) }
    }
}

OpeningHoursCommand.main()
