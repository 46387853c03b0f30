// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import HousePricesCore
import HousingData
import RangeSlider

/// One numeric column's filter in the side panel: its title with a reset button,
/// the selected range as text, and a range slider whose histogram shows the homes passing every
/// other filter (highlighted inside the slider's own range, muted outside). Lot area, year
/// built, bathrooms, a file's own numeric columns: every range or steps filter the window's
/// price and second sliders do not already show. How its range, step and bins are chosen is
/// ``PanelSlider``'s.
///
/// Ownership: the panel holds this object and its box (a child of the panel's box, which owns
/// it); this object owns the slider; handlers hold this object weakly.
final class PanelRangeFilter {
    /// The box: title row, range text, slider.
    let widget: Widget
    let slider = RangeSliderWidget()
    /// The slider's setup.
    let setup: PanelSlider
    /// The session's filter this slider sets.
    var filterIndex: Int { setup.filter }
    /// The column's name (for the debug report).
    let name: String
    /// The column's label (the slider's accessible name).
    let label: String
    /// The button that puts the thumbs back at the ends.
    let resetButton: Widget
    private let rangeLabel: Widget
    private let isYear: Bool
    /// Set while the values are set by program (no ``onChange``).
    private var updating = false
    /// Called with the selected range (nil: the whole range, no filter) on every change,
    /// while dragging too.
    var onChange: (((Double, Double)?) -> Void)?

    init(filter: PlannedFilter, setup: PanelSlider) {
        self.setup = setup
        name = filter.name
        label = filter.label
        let normalized = HousingColumn.normalize(filter.name)
        isYear = normalized.contains("year") || normalized.hasPrefix("yr") || normalized.contains("jahr")
        let title = Make.label(filter.label, classes: ["heading"])
        gtk_widget_set_hexpand(title, 1)
        let reset = Make.iconButton(
            "edit-clear-symbolic", label: L("Reset {0}").filling(filter.label), tooltip: L("Show every value"))
        resetButton = reset
        reset.addClass("flat")
        let header = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [title, reset])
        rangeLabel = Make.label("", classes: ["dim-label", "numeric"], xalign: 0)
        slider.histogramHeight = 32
        slider.setRange(minimum: setup.minimum, maximum: setup.maximum)
        slider.stepSize = setup.step
        slider.setValues(lower: setup.minimum, upper: setup.maximum)
        slider.lowerThumbLabel = L("Minimum {0}").filling(filter.label)
        slider.upperThumbLabel = L("Maximum {0}").filling(filter.label)
        let isYear = self.isYear
        slider.valueFormatter = { setup.format($0, isYear: isYear) }
        cgtk_accessible_update_label(OpaquePointer(slider.gtkWidget), filter.label)
        gtk_widget_set_hexpand(slider.gtkWidget, 1)
        widget = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [header, rangeLabel, slider.gtkWidget])
        showRange()
        slider.addObserver { [weak self] event in
            guard let self else { return }
            switch event {
            case .valueChanging, .valueChanged:
                self.showRange()
                if !self.updating { self.onChange?(self.selection) }
            case .rangeChanged:
                self.showRange()
            case .dragBegan, .dragEnded, .thumbDragBegan, .thumbDragEnded:
                break
            }
        }
        GtkSignal.connect(reset.raw, "clicked") { [weak self] in self?.resetByUser() }
    }

    /// The selected range, or nil while the thumbs are at the ends (every home, unknown values
    /// included).
    var selection: (Double, Double)? {
        slider.lowerValue <= setup.minimum && slider.upperValue >= setup.maximum
            ? nil : (slider.lowerValue, slider.upperValue)
    }

    /// The bars as the session counts them: the homes passing every other filter, per bin.
    func show(_ histogram: DimensionHistogram) {
        let bounds = setup.histogramBounds
        slider.histogram = Histogram(
            counts: zip(histogram.inside, histogram.outside).map { $0 + $1 },
            lowerBound: bounds.lower, upperBound: bounds.upper)
    }

    /// The thumbs at the ends, without calling ``onChange`` (the caller resets the session).
    func selectAll() {
        updating = true
        defer { updating = false }
        slider.setValues(lower: setup.minimum, upper: setup.maximum)
    }

    /// The thumbs at `lower`…`upper`, without calling ``onChange`` (a restored filter).
    func select(lower: Double, upper: Double) {
        updating = true
        defer { updating = false }
        slider.setValues(lower: lower, upper: upper)
    }

    private func resetByUser() {
        selectAll()
        onChange?(nil)
    }

    /// "1,000 – 2,500", or "Any" at the ends.
    private func showRange() {
        let text = selection.map { "\(slider.formattedValue($0.0)) – \(slider.formattedValue($0.1))" } ?? L("Any")
        rangeLabel.setLabelText(text)
    }
}
