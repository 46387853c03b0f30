import Foundation
import CGtkShim
import RangeSlider

/// One filter of the window: a heading, a RangeSliderWidget and two entries showing its bounds
/// as text. Typing a bound and pressing Enter (or leaving the entry) moves the thumb; text that
/// is not a bound marks the entry as an error until it is fixed, and is put back when the
/// entry loses focus.
///
/// Ownership: the window owns this object, which owns the slider; GTK owns the widgets.
/// Handlers hold this object weakly.
final class RangeFilter {
    let slider = RangeSliderWidget()
    /// The whole filter: heading, slider, entries.
    let widget: Widget
    let heading: Widget
    /// The heading's row; the window adds the live count to the price filter's.
    let headerRow: Widget
    let lowerEntry: Widget
    let upperEntry: Widget
    /// The bound's text.
    var format: (Double) -> String
    /// A typed bound, or nil when the text is not one.
    var parse: (String) -> Double?
    /// The heading, which is also the slider's accessible name (the group of its two thumbs).
    var title: String {
        didSet {
            gtk_label_set_text(heading.opaque, title)
            cgtk_accessible_update_label(OpaquePointer(slider.gtkWidget), title)
        }
    }
    /// Called on every change of the values (while dragging too).
    var onChange: (() -> Void)?

    init(title: String, lowerLabel: String, upperLabel: String,
         format: @escaping (Double) -> String, parse: @escaping (String) -> Double?) {
        self.format = format
        self.parse = parse
        self.title = title
        heading = Make.label(title, classes: ["heading"])
        lowerEntry = gtk_entry_new()!
        upperEntry = gtk_entry_new()!
        gtk_widget_set_hexpand(heading, 1)
        headerRow = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [heading])
        gtk_widget_set_hexpand(slider.gtkWidget, 1)
        // The entries sit at the ends of the slider, level with its track. Each is wrapped in a
        // box as tall as the slider: GTK orders Tab by the centres of the row's children, and
        // an entry's own centre, below the slider's (the histogram strip is above the track),
        // would put the slider first.
        let lowerColumn = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [lowerEntry])
        let upperColumn = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [upperEntry])
        let row = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [lowerColumn, slider.gtkWidget, upperColumn])
        for entry in [lowerEntry, upperEntry] { gtk_widget_set_vexpand(entry, 1) }   // to the column's bottom…
        gtk_widget_set_vexpand(row, 0)                                              // …without growing the row
        widget = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [headerRow, row])

        // For assistive technologies: the slider is the group of its two thumbs, named after
        // the filter. The histogram is drawn by the slider and is not an accessible object of
        // its own: it shows visually what the count and the list say.
        cgtk_accessible_update_label(OpaquePointer(slider.gtkWidget), title)
        slider.lowerThumbLabel = lowerLabel
        slider.upperThumbLabel = upperLabel
        slider.valueFormatter = { [weak self] in self?.format($0) ?? "\($0)" }
        for (entry, label, thumb) in [(lowerEntry, lowerLabel, Thumb.lower), (upperEntry, upperLabel, Thumb.upper)] {
            gtk_editable_set_width_chars(entry.opaque, 13)
            gtk_editable_set_max_width_chars(entry.opaque, 13)
            entry.addClass("bound")
            gtk_entry_set_alignment(entry.cast(GtkEntry.self), thumb == .lower ? 0 : 1)
            gtk_widget_set_valign(entry, GTK_ALIGN_END)
            gtk_widget_set_tooltip_text(entry, "\(label): type a value and press Enter")
            cgtk_accessible_update_label(OpaquePointer(entry), label)
            GtkSignal.connect(entry.raw, "activate") { [weak self] in self?.commit(thumb) }
            let focus = gtk_event_controller_focus_new()!
            GtkSignal.connect(UnsafeMutableRawPointer(focus), "leave") { [weak self] in self?.leave(thumb) }
            gtk_widget_add_controller(entry, focus)
            GtkSignal.connect(entry.raw, "changed") { [weak self] in self?.validate(thumb) }
        }
        slider.addObserver { [weak self] event in
            switch event {
            case .valueChanging, .valueChanged:
                self?.showValues()
                self?.onChange?()
            case .rangeChanged:
                self?.showValues()
            case .dragBegan, .dragEnded:
                break
            }
        }
    }

    /// The selected bounds.
    var lower: Double { slider.lowerValue }
    var upper: Double { slider.upperValue }

    /// Sets the range and the thumbs without reporting a change.
    func configure(minimum: Double, maximum: Double, lower: Double?, upper: Double?, step: Double) {
        let callback = onChange
        onChange = nil
        defer { onChange = callback }
        slider.setRange(minimum: minimum, maximum: maximum)
        slider.stepSize = step
        self.step = step
        setIncrements()
        slider.setValues(lower: lower ?? minimum, upper: upper ?? maximum)
        showValues()
    }

    private var step = 1.0

    /// Keys: on a linear track, whole steps of 1/100 and 1/10 of the range; on a non-linear
    /// one the slider's own rule (1/100 and 1/10 of the track, so each press moves as far on
    /// screen wherever the thumb is).
    private func setIncrements() {
        guard slider.scale.isLinear else { return slider.useDefaultIncrements() }
        let span = slider.maximumValue - slider.minimumValue
        slider.stepIncrement = max(step, (span / 100).rounded())
        slider.pageIncrement = max(step, (span / 10).rounded())
    }

    /// Sets the slider's scale, keeping its values; a scale the range cannot take (a
    /// logarithmic one over prices from 0) is reported on standard error and the old one kept.
    func setScale(_ scale: SliderScale) {
        do {
            try slider.setScale(scale)
        } catch {
            FileHandle.standardError.write(Data("house-prices: \(title): \(error); the scale stays \(slider.scale.name)\n".utf8))
        }
        setIncrements()
    }

    private var showing = false

    /// Puts the slider's values in the entries.
    func showValues() {
        showing = true
        defer { showing = false }
        for (entry, value) in [(lowerEntry, slider.lowerValue), (upperEntry, slider.upperValue)] {
            let text = format(value)
            if entry.entryText != text { entry.entryText = text }
            entry.removeClass("error")
        }
    }

    private func entry(_ thumb: Thumb) -> Widget { thumb == .lower ? lowerEntry : upperEntry }

    private func validate(_ thumb: Thumb) {
        guard !showing else { return }
        let entry = self.entry(thumb)
        if parse(entry.entryText) == nil { entry.addClass("error") } else { entry.removeClass("error") }
    }

    /// Enter: move the thumb to the typed value (clamped into the range by the slider).
    private func commit(_ thumb: Thumb) {
        let entry = self.entry(thumb)
        guard let value = parse(entry.entryText) else {
            entry.addClass("error")
            gtk_widget_error_bell(entry)
            return
        }
        if thumb == .lower { slider.lowerValue = value } else { slider.upperValue = value }
        showValues()   // the slider may have clamped or snapped the value
    }

    /// Focus left the entry: apply good text, put back bad text.
    private func leave(_ thumb: Thumb) {
        let entry = self.entry(thumb)
        if let value = parse(entry.entryText), format(value) != format(slider.rangeValues.value(of: thumb)) {
            commit(thumb)
        } else {
            showValues()
        }
    }
}
