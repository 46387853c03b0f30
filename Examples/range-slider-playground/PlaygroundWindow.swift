// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
import RangeSlider

/// The tutorial's visual test harness: the slider and a control for every property, so a
/// person can change any property live and watch the result.
///
/// Ownership: this object owns the slider (a Swift object that owns its GtkWidget); the window
/// owns the GTK controls. Signal handlers hold this object weakly.
final class PlaygroundWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let slider = RangeSliderWidget()
    private var spins: [String: UnsafeMutablePointer<GtkWidget>] = [:]
    private var colourButtons: [(ReferenceWritableKeyPath<RangeSliderWidget, RGBA>, UnsafeMutablePointer<GtkWidget>)] =
        []
    private var curveRange: UnsafeMutablePointer<GtkRange>?
    private var modeDropDown: UnsafeMutablePointer<GtkWidget>?
    private var syncing = false
    private var lastPrinted: (Double, Double)?
    private var lastPrintedValues: [Double] = []

    init(app: UnsafeMutablePointer<GtkApplication>) {
        window = gtk_application_window_new(app)
        let win = window.withMemoryRebound(to: GtkWindow.self, capacity: 1) { $0 }
        gtk_window_set_title(win, "Range Slider Playground")
        gtk_window_set_default_size(win, 900, 400)

        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        for side in [
            gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
            gtk_widget_set_margin_end,
        ] {
            side(box, 20)
        }
        gtk_widget_set_hexpand(slider.gtkWidget, 1)
        cgtk_accessible_update_label(OpaquePointer(slider.gtkWidget), "Range slider")  // the group of its thumbs
        gtk_box_append(box.asBox, slider.gtkWidget)
        let columns = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 36)!
        gtk_box_append(columns.asBox, makeControls())
        gtk_box_append(columns.asBox, makeBehaviourControls())
        gtk_box_append(box.asBox, columns)
        gtk_window_set_child(win, box)

        slider.addObserver { [weak self] event in
            guard let self else { return }
            switch event {
            case .valueChanged(let lower, let upper, _), .valueChanging(let lower, let upper):
                // Every change is printed once: the commit at the end of a drag repeats the
                // last step's values, so it is not printed again.
                if self.lastPrinted?.0 != lower || self.lastPrinted?.1 != upper {
                    print("Range slider value changed: (\(lower) \(upper))")
                    self.lastPrinted = (lower, upper)
                }
                let all = self.slider.thumbValues
                if all.count > 2, all != self.lastPrintedValues {
                    print("Range slider values: (\(all.map { "\($0)" }.joined(separator: " ")))")
                    self.lastPrintedValues = all
                }
                self.syncSpins()
            case .rangeChanged:
                self.syncSpins()
            case .dragBegan, .dragEnded, .thumbDragBegan, .thumbDragEnded:
                break
            }
        }
    }

    /// Applies the tutorial's `updateState`: a red highlight and square corners.
    func applyDemoState() {
        slider.trackHighlightTintColor = RGBA(red: 1, green: 0, blue: 0)
        slider.curvaceousness = 0
        syncAppearanceControls()
    }

    /// Shows the slider's colours and curvaceousness in their controls.
    private func syncAppearanceControls() {
        for (property, button) in colourButtons {
            let c = slider[keyPath: property]
            var rgba = GdkRGBA(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(c.alpha))
            cgtk_color_button_set_rgba(button, &rgba)
        }
        if let curveRange { gtk_range_set_value(curveRange, slider.curvaceousness) }
    }

    private func makeControls() -> UnsafeMutablePointer<GtkWidget> {
        let grid = ControlGrid()
        func add(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
            gtk_widget_set_hexpand(control, 1)
            grid.add(title, control)
        }

        add("Track colour", colourButton(\.trackTintColor))
        add("Highlight colour", colourButton(\.trackHighlightTintColor))
        add("Thumb colour", colourButton(\.thumbTintColor))

        let curve = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)!
        let curveRange = curve.withMemoryRebound(to: GtkRange.self, capacity: 1) { $0 }
        gtk_range_set_value(curveRange, slider.curvaceousness)
        self.curveRange = curveRange
        GtkSignal.connect(UnsafeMutableRawPointer(curve), "value-changed") { [weak self] in
            self?.slider.curvaceousness = gtk_range_get_value(curveRange)
        }
        add("Curvaceousness", curve)

        for name in ["Minimum", "Maximum", "Lower", "Upper"] {
            let spin = gtk_spin_button_new_with_range(-1_000_000, 1_000_000, 0.01)!
            gtk_spin_button_set_digits(OpaquePointer(spin), 2)
            spins[name] = spin
            GtkSignal.connect(UnsafeMutableRawPointer(spin), "value-changed") { [weak self] in
                self?.spinChanged(name)
            }
            add(name + " value", spin)
        }
        syncSpins()

        let sensitive = gtk_switch_new()!
        gtk_widget_set_hexpand(sensitive, 0)
        gtk_widget_set_halign(sensitive, GTK_ALIGN_START)
        let sw = OpaquePointer(sensitive)
        gtk_switch_set_active(sw, 1)
        GtkSignal.connect(UnsafeMutableRawPointer(sensitive), "notify::active") {
            [weak self] (_: UnsafeMutableRawPointer?) in
            self?.slider.isSensitive = gtk_switch_get_active(sw) != 0
        }
        add("Sensitive", sensitive)
        return grid.widget
    }

    /// Controls for the keyboard, orientation, input-mode, mode (range, single value, progress
    /// bar), value-popover and accessibility properties.
    private func makeBehaviourControls() -> UnsafeMutablePointer<GtkWidget> {
        let grid = ControlGrid()
        let add = grid.add
        func toggle(_ title: String, _ initial: Bool, _ action: @escaping (PlaygroundWindow, Bool) -> Void) {
            let control = gtk_switch_new()!
            gtk_widget_set_halign(control, GTK_ALIGN_START)
            gtk_switch_set_active(OpaquePointer(control), initial ? 1 : 0)
            GtkSignal.connect(UnsafeMutableRawPointer(control), "notify::active") {
                [weak self] (_: UnsafeMutableRawPointer?) in
                guard let self else { return }
                let on = gtk_switch_get_active(OpaquePointer(control)) != 0
                action(self, on)
                print("Set \(title): \(on ? "on" : "off")")
            }
            add(title, control)
        }
        func number(_ title: String, _ initial: Double, _ action: @escaping (PlaygroundWindow, Double) -> Void) {
            let spin = gtk_spin_button_new_with_range(0, 1_000_000, 0.01)!
            gtk_spin_button_set_digits(OpaquePointer(spin), 2)
            gtk_spin_button_set_value(OpaquePointer(spin), initial)
            GtkSignal.connect(UnsafeMutableRawPointer(spin), "value-changed") { [weak self] in
                guard let self else { return }
                let value = gtk_spin_button_get_value(OpaquePointer(spin))
                action(self, value)
                print("Set \(title): \(value)")
            }
            add(title, spin)
        }

        toggle("Vertical", false) { window, on in window.setVertical(on) }
        toggle("Inverted", false) { window, on in window.slider.inverted = on }
        number("Step size (0 = continuous)", 0) { window, v in
            window.slider.stepSize = v; window.syncSpins()
        }
        number("Minimum separation", 0) { window, v in
            window.slider.minimumSeparation = v; window.syncSpins()
        }
        number("Maximum span (0 = none)", 0) { window, v in
            window.slider.maximumSpan = v > 0 ? v : nil; window.syncSpins()
        }
        toggle("Track click pages (else jumps)", false) { window, on in
            window.slider.trackClickBehavior = on ? .page : .jumpToPointer
        }
        toggle("Drag the span", false) { window, on in window.slider.allowsSpanDrag = on }
        toggle("Marks at quarters", false) { window, on in
            let s = window.slider
            s.marks =
                on
                ? stride(from: 0.0, through: 1.0, by: 0.25).map { f in
                    let v = s.minimumValue + f * (s.maximumValue - s.minimumValue)
                    return SliderMark(value: v, label: s.formattedValue(v))
                } : []
        }
        toggle("Theme colours", true) { window, on in
            if on { window.slider.useThemeColors() } else { window.slider.useTutorialColors() }
            window.syncAppearanceControls()
        }
        let label = gtk_entry_new()!
        gtk_editable_set_text(OpaquePointer(label), slider.lowerThumbLabel)
        GtkSignal.connect(UnsafeMutableRawPointer(label), "changed") { [weak self] in
            self?.slider.lowerThumbLabel = String(cString: gtk_editable_get_text(OpaquePointer(label)))
        }
        add("Lower thumb's accessible label", label)

        // The mode (range, single value, progress bar) and the value popover.
        let names = SliderMode.allCases.map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() }
        var cNames = names.map { strdup($0) } + [nil]
        let mode = cNames.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_drop_down_new_from_strings($0)!
            }
        }
        cNames.forEach { free($0) }
        gtk_widget_set_halign(mode, GTK_ALIGN_START)
        GtkSignal.connect(UnsafeMutableRawPointer(mode), "notify::selected") {
            [weak self] (_: UnsafeMutableRawPointer?) in
            let index = Int(gtk_drop_down_get_selected(OpaquePointer(mode)))
            guard let self, SliderMode.allCases.indices.contains(index) else { return }
            self.slider.mode = SliderMode.allCases[index]
            self.syncSpins()
            print("Set Mode: \(self.slider.mode.rawValue)")
        }
        add("Mode", mode)
        modeDropDown = mode
        toggle("Value popover", false) { window, on in
            window.slider.valuePopoverVisibility = on ? .whileDraggingOrFocused : .never
        }
        return grid.widget
    }

    private func setVertical(_ vertical: Bool) {
        slider.orientation = vertical ? .vertical : .horizontal
        gtk_widget_set_hexpand(slider.gtkWidget, vertical ? 0 : 1)
        gtk_widget_set_halign(slider.gtkWidget, vertical ? GTK_ALIGN_CENTER : GTK_ALIGN_FILL)
        gtk_widget_set_size_request(slider.gtkWidget, -1, vertical ? 220 : -1)
    }

    private func colourButton(_ property: ReferenceWritableKeyPath<RangeSliderWidget, RGBA>) -> UnsafeMutablePointer<
        GtkWidget
    > {
        let c = slider[keyPath: property]
        var rgba = GdkRGBA(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(c.alpha))
        let button = cgtk_color_button_new(&rgba)!
        GtkSignal.connectColorChosen(button) { [weak self] in
            var chosen = GdkRGBA()
            cgtk_color_button_get_rgba(button, &chosen)
            self?.slider[keyPath: property] = RGBA(
                red: Double(chosen.red), green: Double(chosen.green),
                blue: Double(chosen.blue), alpha: Double(chosen.alpha))
        }
        colourButtons.append((property, button))
        return button
    }

    private func spinChanged(_ name: String) {
        guard !syncing, let spin = spins[name] else { return }
        let value = gtk_spin_button_get_value(OpaquePointer(spin))
        switch name {
        case "Minimum": slider.minimumValue = value
        case "Maximum": slider.maximumValue = value
        case "Lower": slider.lowerValue = value
        default: slider.upperValue = value
        }
        syncSpins()
    }

    /// Shows the slider's values in the spin buttons (without feeding them back).
    private func syncSpins() {
        syncing = true
        defer { syncing = false }
        let values = [
            ("Minimum", slider.minimumValue), ("Maximum", slider.maximumValue),
            ("Lower", slider.lowerValue), ("Upper", slider.upperValue),
        ]
        for (name, value) in values {
            if let spin = spins[name] { gtk_spin_button_set_value(OpaquePointer(spin), value) }
        }
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var asBox: UnsafeMutablePointer<GtkBox> { withMemoryRebound(to: GtkBox.self, capacity: 1) { $0 } }
}

extension PlaygroundWindow {
    /// Puts the slider in `mode` and shows it in the Mode drop-down (as choosing it there does).
    func setMode(_ mode: SliderMode) {
        slider.mode = mode
        guard let modeDropDown, let index = SliderMode.allCases.firstIndex(of: mode) else { return }
        gtk_drop_down_set_selected(OpaquePointer(modeDropDown), guint(index))
    }
}
