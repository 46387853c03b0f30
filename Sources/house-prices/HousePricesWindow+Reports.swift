import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// The window's reports: standard output and error lines, and with `--debug-report` the
/// geometry and state lines the real-window tests read (where each thumb, entry, header and
/// toggle is on screen), and `--screenshot`'s picture of the window.
extension HousePricesWindow {

    func report(_ line: String) {
        if options.debugReport { print(line) }
    }

    func warn(_ message: String) {
        FileHandle.standardError.write(Data("house-prices: \(message)\n".utf8))
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.0f ms", seconds * 1000) }

    /// For tests driving the window with xdotool: where the thumbs and column headers are, in
    /// the X window's coordinates.
    /// With `--debug-report`: prints where the thumbs, entries and column headers are (screen
    /// pixels relative to the window), then `Ready`; afterwards checks every 0.2 s and prints
    /// the lines again when the layout (entries, headers, window size; not values) moved, as
    /// after a late resize, so tests click where things are now.
    func reportGeometry() {
        guard options.debugReport, !closing else { return }   // a timer may outlive the window's widgets
        let lines = geometryLines()
        lines.forEach(report)
        report("Ready")
        func layout(_ lines: [String]) -> [String] {
            lines.filter { $0.contains(" entries: ") || $0.hasPrefix("Window: ") || $0.hasPrefix("Header ") }
        }
        var last = layout(lines)
        func watch() {
            MainLoop.after(seconds: 0.2) { [weak self] in
                guard let self, !self.closing else { return }
                let now = self.geometryLines()
                if layout(now) != last {
                    now.forEach(self.report)
                    last = layout(now)
                }
                watch()
            }
        }
        watch()
    }

    /// The text of the first label inside `widget` (a column header's title).
    private static func labelText(in widget: Widget) -> String? {
        if String(cString: gtk_widget_get_css_name(widget)) == "label" {
            return gtk_label_get_text(widget.opaque).map { String(cString: $0) }
        }
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            if let text = labelText(in: c) { return text }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }

    func geometryLines() -> [String] {
        var lines: [String] = []
        var sx = 0.0, sy = 0.0
        if let native = gtk_widget_get_native(window) { gtk_native_get_surface_transform(native, &sx, &sy) }
        func point(_ widget: Widget, _ x: Double, _ y: Double) -> String {
            var wx = 0.0, wy = 0.0
            _ = gtk_widget_translate_coordinates(widget, window, x, y, &wx, &wy)
            return "\(Int((wx + sx).rounded())),\(Int((wy + sy).rounded()))"
        }
        for (name, filter) in [("Price", price), ("Secondary", secondary)] where filter.widget.isVisible {
            let s = filter.slider
            let y = Double(s.histogram == nil ? 0 : s.histogramHeight) + Double(RangeSliderWidget.naturalThickness) / 2
            lines.append("\(name) thumbs: lower=\(point(s.gtkWidget, s.positionForValue(s.lowerValue), y)) upper=\(point(s.gtkWidget, s.positionForValue(s.upperValue), y)) length=\(s.geometry.usableTrackLength)")
            func centre(_ w: Widget) -> String { point(w, Double(gtk_widget_get_width(w)) / 2, Double(gtk_widget_get_height(w)) / 2) }
            lines.append("\(name) entries: lower=\(centre(filter.lowerEntry)) upper=\(centre(filter.upperEntry))")
            lines.append("\(name) reset: at=\(centre(filter.resetButton))")
        }
        let ticks = price.slider.ticks.compactMap { t in
            t.labelExtent.map { "\(t.label ?? ""):\(Int($0.lowerBound.rounded()))-\(Int($0.upperBound.rounded()))" }
        }
        lines.append("Price tick labels: \(ticks.joined(separator: " "))")
        let tipX = price.slider.positionForValue(price.slider.lowerValue) + 2
        lines.append("Histogram tip: \(HistogramTooltip.text(for: price.slider, format: HousingFormat.price, x: tipX, y: Double(price.slider.histogramHeight) / 2) ?? "none")")
        lines.append("Preset button: at=\(point(presetButton, Double(gtk_widget_get_width(presetButton)) / 2, Double(gtk_widget_get_height(presetButton)) / 2))")
        lines.append("More filters toggle: at=\(point(panelToggle, Double(gtk_widget_get_width(panelToggle)) / 2, Double(gtk_widget_get_height(panelToggle)) / 2))")
        lines.append("Scale toggle: at=\(point(scaleToggle, Double(gtk_widget_get_width(scaleToggle)) / 2, Double(gtk_widget_get_height(scaleToggle)) / 2))")
        lines.append("Window: \(gtk_widget_get_width(window))x\(gtk_widget_get_height(window))")
        // What the coordinates above add to the window's own (CSD shadows on Wayland): a
        // screenshot of the window is in its own coordinates.
        lines.append("Surface offset: \(Int(sx.rounded())),\(Int(sy.rounded()))")
        lines.append("Column widths: \(list.headerWidgets.map { String(gtk_widget_get_width($0)) }.joined(separator: " "))")
        lines.append("Titles: \(gtk_window_get_title(window.cast(GtkWindow.self)).map { String(cString: $0) } ?? "") | \(list.headerWidgets.compactMap(Self.labelText(in:)).joined(separator: " | "))")
        lines.append("Shown first: \(list.shownCells(at: 0)?.joined(separator: " | ") ?? "none")")
        for (column, header) in zip(list.shownColumns, list.headerWidgets) {
            lines.append("Header \(column.reportName): \(point(header, Double(gtk_widget_get_width(header)) / 2, Double(gtk_widget_get_height(header)) / 2))")
        }
        return lines
    }

    func screenshot(to path: String, status: Int32, attempt: Int = 0) {
        var failure: String?
        let coordinationUnpainted = drawsAtCoordination.map { price.slider.drawCount == $0 } ?? false
        if data != nil, coordinationPending || coordinateAfterFirstFrame != nil || coordinationUnpainted, attempt < 50 {
            // The histograms under the other filter are being counted: show them.
            MainLoop.after(seconds: 0.2) { [weak self] in self?.screenshot(to: path, status: status, attempt: attempt + 1) }
            return
        }
        if let pixels = WidgetSnapshot.render(window) {
            failure = WidgetSnapshot.writePNG(pixels, to: path)
        } else if attempt < 50 {
            // Not mapped or not allocated yet (a loaded machine can finish loading before the
            // window's first frame): try again, for up to 10 s more.
            MainLoop.after(seconds: 0.2) { [weak self] in self?.screenshot(to: path, status: status, attempt: attempt + 1) }
            return
        } else {
            failure = "the window could not be rendered"
        }
        if let failure { warn(failure) }
        exitStatus = failure == nil ? status : 1
        if options.debugReport, updateCount > 0 {
            report("Updates: \(updateCount), mean \(String(format: "%.3f", updateSeconds / Double(updateCount) * 1000)) ms")
        }
        Application.quit(app)
    }
}
