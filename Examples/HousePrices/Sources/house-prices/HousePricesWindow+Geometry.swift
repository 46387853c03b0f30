// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// Where things are on screen, for the real-window tests (with `--debug-report`): each thumb,
/// entry, reset button, header and toggle, in the X window's coordinates.
extension HousePricesWindow {
    /// With `--debug-report`: prints ``geometryLines()``, then `Ready`; afterwards checks every
    /// 0.2 s and prints them again when the layout (entries, headers, window size; not values)
    /// moved, as after a late resize, so that tests click where things are now.
    func reportGeometry() {
        guard !closing else { return }  // a timer may outlive the window's widgets
        report.watch(every: 0.2) { [weak self] in
            guard let self, !self.closing else { return nil }
            return self.geometryLines()
        }
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

    /// Where each slider's thumbs, entries and reset button, the preset button, the toggles and
    /// the column headers are, in the X window's coordinates, with the window's size and titles.
    func geometryLines() -> [String] {
        var lines: [String] = []
        var sx = 0.0, sy = 0.0
        if let native = gtk_widget_get_native(window) { gtk_native_get_surface_transform(native, &sx, &sy) }
        func point(_ widget: Widget, _ x: Double, _ y: Double) -> String {
            var wx = 0.0, wy = 0.0
            _ = cgtk_widget_point_in(widget, window, x, y, &wx, &wy)
            return "\(Int((wx + sx).rounded())),\(Int((wy + sy).rounded()))"
        }
        for (name, filter) in [("Price", price), ("Secondary", secondary)] where filter.widget.isVisible {
            let s = filter.slider
            let y = Double(s.histogram == nil ? 0 : s.histogramHeight) + Double(RangeSliderWidget.naturalThickness) / 2
            lines.append(
                """
                \(name) thumbs: lower=\(point(s.gtkWidget, s.positionForValue(s.lowerValue), y)) \
                upper=\(point(s.gtkWidget, s.positionForValue(s.upperValue), y)) \
                length=\(s.geometry.usableTrackLength)
                """)
            lines.append(
                """
                \(name) track: from=\(point(s.gtkWidget, s.positionForValue(s.minimumValue), y)) \
                to=\(point(s.gtkWidget, s.positionForValue(s.maximumValue), y))
                """)
            func centre(_ w: Widget) -> String {
                point(w, Double(gtk_widget_get_width(w)) / 2, Double(gtk_widget_get_height(w)) / 2)
            }
            lines.append("\(name) entries: lower=\(centre(filter.lowerEntry)) upper=\(centre(filter.upperEntry))")
            lines.append("\(name) reset: at=\(centre(filter.resetButton))")
        }
        let ticks = price.slider.ticks.compactMap { t in
            t.labelExtent.map { "\(t.label ?? ""):\(Int($0.lowerBound.rounded()))-\(Int($0.upperBound.rounded()))" }
        }
        lines.append("Price tick labels: \(ticks.joined(separator: " "))")
        let tipX = price.slider.positionForValue(price.slider.lowerValue) + 2
        let tip = HistogramTooltip.text(
            for: price.slider, format: HousingFormat.price, x: tipX, y: Double(price.slider.histogramHeight) / 2)
        lines.append("Histogram tip: \(tip ?? "none")")
        func middle(_ w: Widget) -> String {
            point(w, Double(gtk_widget_get_width(w)) / 2, Double(gtk_widget_get_height(w)) / 2)
        }
        lines.append("Preset button: at=\(middle(presetButton))")
        let toggle = adaptive?.panelToggleShown ?? panelToggle
        lines.append("More filters toggle: at=\(middle(toggle))")
        lines.append("Scale toggle: at=\(middle(scaleToggle))")
        lines.append("Window: \(gtk_widget_get_width(window))x\(gtk_widget_get_height(window))")
        // What the coordinates above add to the window's own (CSD shadows on Wayland): a
        // screenshot of the window is in its own coordinates.
        lines.append("Surface offset: \(Int(sx.rounded())),\(Int(sy.rounded()))")
        lines.append(
            "Column widths: \(list.headerWidgets.map { String(gtk_widget_get_width($0)) }.joined(separator: " "))")
        lines.append(
            """
            Titles: \(gtk_window_get_title(window.cast(GtkWindow.self)).map { String(cString: $0) } ?? "") \
            | \(list.headerWidgets.compactMap(Self.labelText(in:)).joined(separator: " | "))
            """)
        lines.append("Shown first: \(list.shownCells(at: 0)?.joined(separator: " | ") ?? "none")")
        for (column, header) in zip(list.shownColumns, list.headerWidgets) {
            lines.append("Header \(column.reportName): \(middle(header))")
        }
        return lines
    }

    /// For tests: where each value's check button of the side panel is, and each panel
    /// slider's thumbs (as ``geometryLines()``).
    func reportPanelGeometry() {
        guard options.debugReport, !closing else { return }
        var sx = 0.0, sy = 0.0
        if let native = gtk_widget_get_native(window) { gtk_native_get_surface_transform(native, &sx, &sy) }
        for panelSlider in panel.sliders {
            let s = panelSlider.slider
            let y = Double(s.histogram == nil ? 0 : s.histogramHeight) + Double(RangeSliderWidget.naturalThickness) / 2
            func at(_ x: Double) -> String {
                var wx = 0.0, wy = 0.0
                _ = cgtk_widget_point_in(s.gtkWidget, window, x, y, &wx, &wy)
                return "\(Int((wx + sx).rounded())),\(Int((wy + sy).rounded()))"
            }
            report(
                """
                Panel slider \(panelSlider.name): lower=\(at(s.positionForValue(s.lowerValue))) \
                upper=\(at(s.positionForValue(s.upperValue))) length=\(s.geometry.usableTrackLength)
                """)
            let reset = panelSlider.resetButton
            var rx = 0.0, ry = 0.0
            _ = cgtk_widget_point_in(
                reset, window, Double(gtk_widget_get_width(reset)) / 2, Double(gtk_widget_get_height(reset)) / 2, &rx,
                &ry)
            report("Panel reset \(panelSlider.name): at=\(Int((rx + sx).rounded())),\(Int((ry + sy).rounded()))")
        }
        for list in panel.lists {
            report("Panel shows \(list.name): " + list.shownCounts.map { "\($0.0)=\($0.1)" }.joined(separator: " | "))
            for (check, category) in zip(list.checks, list.categories) {
                var x = 0.0, y = 0.0
                _ = cgtk_widget_point_in(check, window, 10, Double(gtk_widget_get_height(check)) / 2, &x, &y)
                report("Choice box \(list.name) \(category): at=\(Int((x + sx).rounded())),\(Int((y + sy).rounded()))")
            }
        }
    }
}
