// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import HousePricesCore
import HousingData
import RangeSlider

/// The side panel beside the list, in the file's column order: one
/// ``PanelRangeFilter`` per numeric column the window's price and second sliders do not show
/// (lot area, year built, bathrooms, …), its histogram under every other filter, and one
/// ``CategoryFilterList`` per categorical or yes/no column of the file (neighbourhood, building
/// type, a file's yes/no amenities), each value with its count under every other filter. Built once the window's
/// ``CoordinatedHistograms`` are (after the first frame with data), so it costs start-up
/// nothing; shown with the header bar's "More Filters" toggle (hidden by default, so the
/// window's layout does not change under the pointer when it is built).
///
/// Ownership: the window holds this object; the scrolled window is a child of the window's
/// content box, which owns it; this object holds the lists.
final class FilterPanel {
    /// The scrolled window (hidden while there is nothing to show).
    let widget: Widget
    private let box: Widget
    /// The lists shown, in the file's column order.
    private(set) var lists: [CategoryFilterList] = []
    /// The sliders shown, in the file's column order (between the lists, as the columns come).
    private(set) var sliders: [PanelRangeFilter] = []
    /// The lists' and sliders' headings, top to bottom.
    private(set) var headings: [String] = []

    init() {
        box = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 18)
        box.setMargins(12)
        widget = Make.scrolledWindow(label: L("More filters"))
        gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(widget.opaque, box)
        gtk_widget_set_size_request(widget, 260, -1)
        // Set explicitly: the check buttons expand within their rows, and would otherwise make
        // the panel take the list's room.
        gtk_widget_set_hexpand(widget, 0)
        widget.addClass("filter-panel")
        widget.isVisible = false
    }

    /// Builds a slider for each of `sliders` and a list for each choice or toggle filter of
    /// `plan`; `changed` gets the filter and the values checked (nil: all) on every change of
    /// a list, `rangeChanged` the filter and its range (nil: all) on every step of a slider.
    /// The counts, checks and bars come with the next result (``refresh(_:plan:)``).
    func build(
        plan: FilterPlan, sliders setups: [PanelSlider],
        rangeChanged: @escaping (Int, (Double, Double)?) -> Void, changed: @escaping (Int, Set<Int>?) -> Void
    ) {
        clear()
        // In the file's column order (the plan's): for Ames the neighbourhoods come first.
        let setupOf = Dictionary(uniqueKeysWithValues: setups.map { ($0.filter, $0) })
        for (f, filter) in plan.filters.enumerated() {
            if let setup = setupOf[f] {
                let slider = PanelRangeFilter(filter: filter, setup: setup)
                slider.onChange = { range in rangeChanged(f, range) }
                box.append(slider.widget)
                sliders.append(slider)
                headings.append(filter.label)
            } else if filter.kind == .choice || filter.kind == .toggle {
                let list = CategoryFilterList(filter: filter, index: f)
                list.onChange = { picks in changed(f, picks) }
                box.append(list.widget)
                lists.append(list)
                headings.append(filter.label)
            }
        }
    }

    /// The counts, checks, thumbs and bars of `result`, the source's latest answer over `plan`.
    func refresh(_ result: FilterResult, plan: FilterPlan) {
        for list in lists { list.show(result.choices(list.filterIndex, of: plan)) }
        for slider in sliders {
            let f = slider.filterIndex
            guard result.settings.indices.contains(f) else { continue }
            switch result.settings[f] {
            case .range(let lower, let upper):
                let l = max(lower, slider.setup.minimum), u = min(upper, slider.setup.maximum)
                if slider.slider.lowerValue != l || slider.slider.upperValue != u { slider.select(lower: l, upper: u) }
            case .all:
                if slider.selection != nil { slider.selectAll() }
            case .picks:
                break
            }
            slider.show(result.histogram(f))
        }
    }

    /// Every value checked and every thumb at its end again (the source is reset by the
    /// caller).
    func selectAll() {
        lists.forEach { $0.selectAll() }
        sliders.forEach { $0.selectAll() }
    }

    /// What the panel shows in words, for the debug report: `Panel headings: …` top to bottom,
    /// and `Panel labels NAME: …` with each list's values as its check buttons show them.
    var reportLines: [String] {
        ["Panel headings: " + headings.joined(separator: " | ")]
            + lists.map { "Panel labels \($0.name): " + $0.shownLabels.joined(separator: " | ") }
    }

    /// Whether there is anything to show.
    var isEmpty: Bool { lists.isEmpty && sliders.isEmpty }

    /// Whether the panel is shown (never while it has nothing to show).
    var isShown: Bool {
        get { widget.isVisible }
        set { widget.isVisible = newValue && !isEmpty }
    }

    /// No lists or sliders (another file is loading).
    func clear() {
        for list in lists { gtk_box_remove(box.cast(GtkBox.self), list.widget) }
        for slider in sliders { gtk_box_remove(box.cast(GtkBox.self), slider.widget) }
        lists = []
        sliders = []
        headings = []
        widget.isVisible = false
    }
}
