// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousingData
import RangeSlider

/// One filter of the window: a heading, a RangeSliderWidget and two entries showing its bounds
/// as text. Typing a bound and pressing Enter (or leaving the entry) moves the thumb. Text that
/// is not a bound stays in the entry, in the error state: GTK's `error` class, a message under
/// the slider ("Not a price: “abc”") that is also the entry's accessible description, and the
/// accessible state *invalid*; it goes when the text is fixed or the thumb moves. The slider's
/// value popovers take typed values too (click one, or Enter or F2 on a thumb), read with the
/// same parser.
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
            cgtk_accessible_update_label(OpaquePointer(resetButton), L("Reset {0}").filling(title))
        }
    }
    /// The button beside the heading that puts both thumbs back at the ends (this filter
    /// alone; Ctrl+R resets every filter).
    let resetButton: Widget
    /// Told the filter's new bounds on every change of the values (while dragging too): the
    /// values, or an infinite bound on an open end (``bounds(lower:upper:)``).
    var onChange: ((_ lower: Double, _ upper: Double) -> Void)?
    /// Told when a drag of the slider begins (true) and ends (false).
    var onDrag: ((_ began: Bool) -> Void)?
    /// Whether a thumb at either end of the track is no limit on that side, as the slider's
    /// own open ends are (`allowsOpenUpperBound`): the second filter, so that a slider at full
    /// extent leaves in the homes whose measure is unknown.
    var endsAreOpen = false
    /// Told about the entries' error state (`Entry Price lower: error MESSAGE text=TEXT`,
    /// `Entry Price lower: ok`) and the texts they show (`Entry Price texts: LOWER | UPPER`),
    /// for the window's debug report.
    var report: ((String) -> Void)?
    /// The message under the slider about entries whose text is not a bound.
    let messageLabel: Widget
    /// Each entry's error message while its text is not a bound.
    private var entryErrors: [Thumb: String] = [:]
    /// The value each entry was last given by ``showValues()``.
    private var shownValues: [Thumb: Double] = [:]
    private let entryLabels: [Thumb: String]

    init(
        title: String, lowerLabel: String, upperLabel: String,
        format: @escaping (Double) -> String, parse: @escaping (String) -> Double?
    ) {
        self.format = format
        self.parse = parse
        self.title = title
        entryLabels = [.lower: lowerLabel, .upper: upperLabel]
        heading = Make.label(title, classes: ["heading"])
        lowerEntry = gtk_entry_new()!
        upperEntry = gtk_entry_new()!
        gtk_widget_set_hexpand(heading, 0)
        resetButton = Make.iconButton(
            "edit-clear-symbolic", label: L("Reset {0}").filling(title), tooltip: L("Show every value"))
        resetButton.addClass("flat")
        // As tall as the heading: the filters keep their height, and the list its rows.
        resetButton.addClass("filter-reset")
        gtk_widget_set_valign(resetButton, GTK_ALIGN_CENTER)
        headerRow = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [heading, resetButton])
        gtk_widget_set_hexpand(slider.gtkWidget, 1)
        // The entries sit at the ends of the slider, level with its track. Each is wrapped in a
        // box as tall as the slider: GTK orders Tab by the centres of the row's children, and
        // an entry's own centre, below the slider's (the histogram strip is above the track),
        // would put the slider first.
        let lowerColumn = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [lowerEntry])
        let upperColumn = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [upperEntry])
        let row = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [lowerColumn, slider.gtkWidget, upperColumn])
        for entry in [lowerEntry, upperEntry] { gtk_widget_set_vexpand(entry, 1) }  // to the column's bottom…
        gtk_widget_set_vexpand(row, 0)  // …without growing the row
        messageLabel = Make.label("", classes: ["error", "bound-message"], xalign: 0.5)
        gtk_label_set_wrap(messageLabel.opaque, 1)
        messageLabel.isVisible = false
        widget = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [headerRow, row, messageLabel])

        // For assistive technologies: the slider is the group of its two thumbs, named after
        // the filter. The histogram is drawn by the slider and is not an accessible object of
        // its own: it shows visually what the count and the list say.
        cgtk_accessible_update_label(OpaquePointer(slider.gtkWidget), title)
        slider.lowerThumbLabel = lowerLabel
        slider.upperThumbLabel = upperLabel
        slider.valueFormatter = { [weak self] in self?.format($0) ?? "\($0)" }
        // The popovers take typed values in the entries' forms (`$129,500`, `129.5k`).
        slider.valueParser = { [weak self] in self?.parse($0) }
        slider.invalidValueMessage = { [weak self] in self?.invalidMessage($0) ?? L("Not a number: “{0}”").filling($0) }
        slider.isValueEditable = true
        for (entry, label, thumb) in [(lowerEntry, lowerLabel, Thumb.lower), (upperEntry, upperLabel, Thumb.upper)] {
            gtk_editable_set_width_chars(entry.opaque, 13)
            gtk_editable_set_max_width_chars(entry.opaque, 13)
            entry.addClass("bound")
            gtk_entry_set_alignment(entry.cast(GtkEntry.self), thumb == .lower ? 0 : 1)
            gtk_widget_set_valign(entry, GTK_ALIGN_END)
            gtk_widget_set_tooltip_text(entry, L("{0}: type a value and press Enter").filling(label))
            cgtk_accessible_update_label(OpaquePointer(entry), label)
            cgtk_accessible_update_description(OpaquePointer(entry), L("Type a value and press Enter"))
            GtkSignal.connect(entry.raw, "activate") { [weak self] in self?.commit(thumb) }
            let focus = gtk_event_controller_focus_new()!
            GtkSignal.connect(UnsafeMutableRawPointer(focus), "leave") { [weak self] in self?.leave(thumb) }
            gtk_widget_add_controller(entry, focus)
            GtkSignal.connect(entry.raw, "changed") { [weak self] in self?.validate(thumb) }
        }
        GtkSignal.connect(resetButton.raw, "clicked") { [weak self] in
            guard let self else { return }
            self.slider.setValues(lower: self.slider.minimumValue, upper: self.slider.maximumValue)
        }
        slider.addObserver { [weak self] event in
            switch event {
            case .valueChanging(let lower, let upper), .valueChanged(let lower, let upper, _):
                guard let self else { return }
                self.showValues()
                let bounds = self.bounds(lower: lower, upper: upper)
                self.onChange?(bounds.lower, bounds.upper)
            case .rangeChanged:
                self?.showValues()
            case .dragBegan:
                self?.onDrag?(true)
            case .dragEnded:
                self?.onDrag?(false)
            case .thumbDragBegan, .thumbDragEnded:
                break
            }
        }
    }

    /// The filter's bounds for thumbs at `lower` and `upper`: the values, except that an end
    /// that may be open (the slider's, or either with ``endsAreOpen``) is infinite while its
    /// thumb sits there (``OpenBounds``).
    func bounds(lower: Double, upper: Double) -> (lower: Double, upper: Double) {
        let values = RangeValues(
            minimumValue: slider.minimumValue, maximumValue: slider.maximumValue,
            lowerValue: lower, upperValue: upper)
        let open = OpenBounds(
            values: values, allowsLower: endsAreOpen || slider.allowsOpenLowerBound,
            allowsUpper: endsAreOpen || slider.allowsOpenUpperBound)
        return (open.effectiveLowerBound(values), open.effectiveUpperBound(values))
    }

    /// Sets the range and the thumbs without reporting a change; returns the filter's bounds
    /// as they now stand (``bounds(lower:upper:)``).
    @discardableResult
    func configure(minimum: Double, maximum: Double, lower: Double?, upper: Double?, step: Double) -> (
        lower: Double, upper: Double
    ) {
        let callback = onChange
        onChange = nil
        defer { onChange = callback }
        slider.setRange(minimum: minimum, maximum: maximum)
        slider.stepSize = step
        self.step = step
        setIncrements()
        slider.setValues(lower: lower ?? minimum, upper: upper ?? maximum)
        showValues()
        return bounds(lower: slider.lowerValue, upper: slider.upperValue)
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
            FileHandle.standardError.write(
                Data("house-prices: \(title): \(error); the scale stays \(slider.scale.name)\n".utf8))
        }
        setIncrements()
    }

    private var showing = false

    /// Puts the slider's values in the entries. An entry in the error state keeps its text
    /// until its thumb moves.
    func showValues() {
        showing = true
        defer { showing = false }
        for (thumb, entry, value) in [
            (Thumb.lower, lowerEntry, slider.lowerValue), (.upper, upperEntry, slider.upperValue),
        ] {
            if entryErrors[thumb] != nil, shownValues[thumb] == value { continue }
            shownValues[thumb] = value
            // An open end shows its text ("$755,000+"), which reads back as the open end.
            let text = slider.formattedValue(of: thumb)
            if entry.entryText != text { entry.entryText = text }
            if entryErrors[thumb] != nil { setError(nil, for: thumb) }
        }
        report?("Entry \(title) texts: \(lowerEntry.entryText) | \(upperEntry.entryText)")
    }

    private func entry(_ thumb: Thumb) -> Widget { thumb == .lower ? lowerEntry : upperEntry }

    /// `text` typed into `thumb`'s entry: the slider's open end when the text names it ("+",
    /// "$755,000+" for the price's upper end; ``RangeSliderWidget/openEndValue(typed:for:)``),
    /// else the filter's parser; nil when it is neither.
    private func typedValue(_ text: String, for thumb: Thumb) -> Double? {
        slider.openEndValue(typed: text, for: thumb) ?? parse(text)
    }

    /// "Not a price: “abc”" (the text in the filter's terms).
    func invalidMessage(_ text: String) -> String {
        switch title {
        case L("Price"): return L("Not a price: “{0}”").filling(text)
        case L("Living area"): return L("Not an area: “{0}”").filling(text)
        case L("Bedrooms"): return L("Not a number of bedrooms: “{0}”").filling(text)
        default: return L("Not a value: “{0}”").filling(text)
        }
    }

    /// Shows (nil: clears) `thumb`'s entry error: the `error` class, the message under the
    /// slider, the entry's accessible description and *invalid* state.
    private func setError(_ message: String?, for thumb: Thumb) {
        let entry = self.entry(thumb)
        entryErrors[thumb] = message
        if let message {
            entry.addClass("error")
            cgtk_accessible_update_description(entry.opaque, message)
        } else {
            entry.removeClass("error")
            cgtk_accessible_update_description(entry.opaque, L("Type a value and press Enter"))
        }
        Self.setInvalid(entry, message != nil)
        let messages = [Thumb.lower, .upper].compactMap { t in entryErrors[t].map { "\(entryLabels[t] ?? ""): \($0)" } }
        messageLabel.setLabelText(messages.joined(separator: "\n"))
        messageLabel.isVisible = !messages.isEmpty
        let name = "Entry \(title) \(thumb == .lower ? "lower" : "upper")"
        report?(message.map { "\(name): error \($0) text=\(entry.entryText)" } ?? "\(name): ok")
    }

    /// GTK_ACCESSIBLE_STATE_INVALID (true, or reset to its default, false) through the
    /// non-variadic `gtk_accessible_update_state_value`, which reads the token as an int.
    private static func setInvalid(_ widget: Widget, _ invalid: Bool) {
        guard invalid else { return gtk_accessible_reset_state(widget.opaque, GTK_ACCESSIBLE_STATE_INVALID) }
        var value = GValue()
        g_value_init(&value, GType(6 << 2))  // G_TYPE_INT
        g_value_set_int(&value, gint(GTK_ACCESSIBLE_INVALID_TRUE.rawValue))
        var state = GTK_ACCESSIBLE_STATE_INVALID
        gtk_accessible_update_state_value(widget.opaque, 1, &state, &value)
        g_value_unset(&value)
    }

    /// The text changed: an error shown goes as soon as the text is a bound, and follows the
    /// text otherwise (no error appears while typing: only Enter or leaving shows one).
    private func validate(_ thumb: Thumb) {
        guard !showing, entryErrors[thumb] != nil else { return }
        let text = entry(thumb).entryText
        setError(typedValue(text, for: thumb) == nil ? invalidMessage(text) : nil, for: thumb)
    }

    /// Enter: move the thumb to the typed value (clamped into the range by the slider), or
    /// show why the text is not a bound.
    private func commit(_ thumb: Thumb) {
        let entry = self.entry(thumb)
        guard let value = typedValue(entry.entryText, for: thumb) else {
            setError(invalidMessage(entry.entryText), for: thumb)
            gtk_widget_error_bell(entry)
            return
        }
        if entryErrors[thumb] != nil { setError(nil, for: thumb) }
        if thumb == .lower { slider.lowerValue = value } else { slider.upperValue = value }
        shownValues[thumb] = nil
        showValues()  // the slider may have clamped or snapped the value
    }

    /// Focus left the entry: apply good text; bad text stays, in the error state.
    private func leave(_ thumb: Thumb) {
        let entry = self.entry(thumb)
        guard let value = typedValue(entry.entryText, for: thumb) else {
            return setError(invalidMessage(entry.entryText), for: thumb)
        }
        if format(value) != format(slider.rangeValues.value(of: thumb)) {
            commit(thumb)
        } else {
            if entryErrors[thumb] != nil { setError(nil, for: thumb) }
            shownValues[thumb] = nil
            showValues()
        }
    }
}
