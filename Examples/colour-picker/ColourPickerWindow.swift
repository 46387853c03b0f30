// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import RangeSlider

/// The colour picker of "Skinning UIKit Sliders": red, green and blue sliders, each skinned
/// with its own coloured thumb and track, a black and a coloured swatch at their ends, and a
/// swatch showing the colour picked.
///
/// Ownership: this object owns the three sliders (Swift objects that own their GtkWidgets);
/// the window owns every GTK widget. Handlers hold this object weakly.
final class ColourPickerWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let sliders: [(name: String, slider: RangeSliderWidget)]
    private let swatch: UnsafeMutablePointer<GtkWidget>
    private let hexLabel: UnsafeMutablePointer<GtkWidget>
    private var valueLabels: [UnsafeMutablePointer<GtkWidget>] = []
    /// Messages about skins that could not be loaded (each names its file).
    private(set) var skinErrors: [String] = []

    /// The colour now, 0…255 per channel.
    var rgb: (r: Int, g: Int, b: Int) {
        let v = sliders.map { Int($0.slider.value.rounded()) }
        return (v[0], v[1], v[2])
    }

    var hex: String { String(format: "#%02X%02X%02X", rgb.r, rgb.g, rgb.b) }

    init(app: UnsafeMutablePointer<GtkApplication>, skins: String, initial: (Int, Int, Int)) {
        window = gtk_application_window_new(app)
        let win = window.asWindow
        gtk_window_set_title(win, "Colour Picker")
        gtk_window_set_default_size(win, 560, 220)
        sliders = ["red", "green", "blue"].map { ($0, RangeSliderWidget()) }
        swatch = gtk_drawing_area_new()
        hexLabel = gtk_label_new("")

        let outer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 24)!
        for side in [
            gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
            gtk_widget_set_margin_end,
        ] {
            side(outer, 24)
        }
        let grid = gtk_grid_new()!
        let g = grid.withMemoryRebound(to: GtkGrid.self, capacity: 1) { $0 }
        gtk_grid_set_row_spacing(g, 18)
        gtk_grid_set_column_spacing(g, 12)
        gtk_widget_set_hexpand(grid, 1)
        gtk_widget_set_valign(grid, GTK_ALIGN_CENTER)
        let start = [initial.0, initial.1, initial.2]
        for (row, entry) in sliders.enumerated() {
            let slider = entry.slider
            configure(slider, colour: entry.name, skins: skins, value: Double(start[row]))
            let title = gtk_label_new(entry.name.prefix(1).uppercased() + entry.name.dropFirst())!
            gtk_widget_set_halign(title, GTK_ALIGN_START)
            let value = gtk_label_new("")!
            gtk_label_set_width_chars(OpaquePointer(value), 3)
            gtk_label_set_xalign(OpaquePointer(value), 1)
            gtk_widget_add_css_class(value, "numeric")
            valueLabels.append(value)
            gtk_widget_set_hexpand(slider.gtkWidget, 1)
            gtk_grid_attach(g, title, 0, Int32(row), 1, 1)
            gtk_grid_attach(g, slider.gtkWidget, 1, Int32(row), 1, 1)
            gtk_grid_attach(g, value, 2, Int32(row), 1, 1)
            slider.addObserver { [weak self] event in
                if case .valueChanged = event { self?.colourChanged(committed: true) }
                if case .valueChanging = event { self?.colourChanged(committed: false) }
            }
        }
        gtk_box_append(outer.asBox, grid)

        let right = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        gtk_widget_set_size_request(swatch, 120, 120)
        gtk_widget_set_valign(right, GTK_ALIGN_CENTER)
        let box = Unmanaged.passRetained(SwatchBox(self)).toOpaque()
        gtk_drawing_area_set_draw_func(
            swatch.withMemoryRebound(to: GtkDrawingArea.self, capacity: 1) { $0 },
            { _, cr, width, height, data in
                guard let cr, let data, let picker = Unmanaged<SwatchBox>.fromOpaque(data).takeUnretainedValue().picker
                else { return }
                picker.drawSwatch(cr, width: Double(width), height: Double(height))
            }, box
        ) { data in
            if let data { Unmanaged<SwatchBox>.fromOpaque(data).release() }
        }
        gtk_widget_add_css_class(hexLabel, "monospace")
        gtk_label_set_selectable(OpaquePointer(hexLabel), 1)
        gtk_box_append(right.asBox, swatch)
        gtk_box_append(right.asBox, hexLabel)
        gtk_box_append(outer.asBox, right)
        gtk_window_set_child(win, outer)
        colourChanged(committed: false)
    }

    /// A single-value slider 0…255 in whole steps, skinned in its colour; a skin that cannot be
    /// loaded is reported and the slider keeps its drawn look.
    private func configure(_ slider: RangeSliderWidget, colour: String, skins: String, value: Double) {
        slider.mode = .single
        slider.setRange(minimum: 0, maximum: 255)
        slider.stepSize = 1
        slider.value = value
        slider.valueLabel = colour.prefix(1).uppercased() + colour.dropFirst()
        slider.valueFormatter = { String(Int($0.rounded())) }
        slider.valuePopoverVisibility = .whileDragging
        func load(_ name: String) -> SliderImage? {
            do {
                return try SliderImage(contentsOfFile: skins + "/" + name + ".png")
            } catch {
                skinErrors.append("\(error)")
                return nil
            }
        }
        if let thumb = load("thumb-\(colour)") { slider.setThumbImage(thumb) }
        if let pressed = load("thumb-\(colour)-pressed") { slider.setThumbImage(pressed, for: .highlighted) }
        if let disabled = load("thumb-disabled") { slider.setThumbImage(disabled, for: .insensitive) }
        if let filled = load("track-\(colour)") {
            slider.minimumTrackImage = filled.stretchable(leftCapWidth: 10, topCapHeight: 0)
        }
        if let empty = load("track-empty") {
            slider.maximumTrackImage = empty.stretchable(leftCapWidth: 10, topCapHeight: 0)
        }
        slider.minimumValueImage = load("end-black")
        slider.maximumValueImage = load("end-\(colour)")
    }

    private func colourChanged(committed: Bool) {
        let values = [rgb.r, rgb.g, rgb.b]
        for (label, v) in zip(valueLabels, values) { gtk_label_set_text(OpaquePointer(label), String(v)) }
        gtk_label_set_text(OpaquePointer(hexLabel), hex)
        gtk_widget_queue_draw(swatch)
        if committed { print("colour \(hex)") }
    }

    fileprivate func drawSwatch(_ cr: OpaquePointer, width: Double, height: Double) {
        let c = rgb
        let r = 12.0, inset = 2.0
        CairoPath.roundedRect(
            cr, SliderRect(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset), radius: r)
        cairo_set_source_rgb(cr, Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.3)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }
}

/// The swatch's draw function's user data: the picker, weakly.
private final class SwatchBox {
    weak var picker: ColourPickerWindow?
    init(_ picker: ColourPickerWindow) { self.picker = picker }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var asBox: UnsafeMutablePointer<GtkBox> { withMemoryRebound(to: GtkBox.self, capacity: 1) { $0 } }
    var asWindow: UnsafeMutablePointer<GtkWindow> { withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 } }
}
