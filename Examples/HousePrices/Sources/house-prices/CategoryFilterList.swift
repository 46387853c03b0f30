// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import HousePricesCore
import HousingData
import RangeSlider

/// One categorical or yes/no column's filter in the side panel: its title with a
/// reset button, a search entry (from seven values on), and a check button per value with the
/// number of homes of that value passing every other filter.
///
/// Ownership: the panel holds this object and its box (a child of the panel's box, which owns
/// it); handlers hold this object weakly.
final class CategoryFilterList {
    /// The box: title row, search entry, list.
    let widget: Widget
    /// The session's filter this list sets.
    let filterIndex: Int
    /// The column's name (for the debug report).
    let name: String
    /// The values, as the table has them.
    let categories: [String]
    /// The values as the check buttons show them (``CategoryLabel``: `OneFam` as
    /// "Single-family detached"; yes and no translated), for the search and the debug report.
    let shownLabels: [String]
    /// One check button per value, and the count beside it.
    private(set) var checks: [Widget] = []
    private var counts: [Widget] = []
    private var rows: [Widget] = []
    /// Set while the list changes its own check buttons.
    private var updating = false
    /// Called with the values checked (nil: every value) when the person changes them.
    var onChange: ((Set<Int>?) -> Void)?

    /// Lists with more values than this get a search entry.
    static let searchFrom = 7

    init(filter: PlannedFilter, index: Int) {
        filterIndex = index
        name = filter.name
        categories = filter.categories
        let yesNo = filter.kind == .toggle
        let label = CategoryLabel.labeller(column: filter.name)
        shownLabels = filter.categories.map { yesNo ? ($0 == "yes" ? L("yes") : L("no")) : label($0) }
        let title = Make.label(filter.label, classes: ["heading"])
        gtk_widget_set_hexpand(title, 1)
        let reset = Make.iconButton(
            "edit-clear-symbolic", label: L("Reset {0}").filling(filter.label), tooltip: L("Show every value"))
        reset.addClass("flat")
        let header = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [title, reset])
        let list = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        // Focusable (GTK's scrolled windows are): a screen reader names it after the column.
        let scrolled = Make.scrolledWindow(label: L("{0} values").filling(filter.label))
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_max_content_height(scrolled.opaque, 200)
        gtk_scrolled_window_set_propagate_natural_height(scrolled.opaque, 1)
        // Up to six values show without scrolling (a check button row is about 28 px).
        gtk_scrolled_window_set_min_content_height(scrolled.opaque, Int32(min(filter.categories.count, 6) * 28))
        gtk_scrolled_window_set_child(scrolled.opaque, list)
        widget = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [header])
        var search: Widget?
        if categories.count >= Self.searchFrom {
            let entry = gtk_search_entry_new()!
            cgtk_accessible_update_label(OpaquePointer(entry), L("Search {0}").filling(filter.label))
            widget.append(entry)
            search = entry
        }
        widget.append(scrolled)
        for (i, shown) in shownLabels.enumerated() {
            let check = gtk_check_button_new_with_label(shown)!
            gtk_check_button_set_active(check.cast(GtkCheckButton.self), 1)
            gtk_widget_set_hexpand(check, 1)
            let count = Make.label("", classes: ["dim-label", "numeric"], xalign: 1)
            let row = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [check, count])
            list.append(row)
            checks.append(check)
            counts.append(count)
            rows.append(row)
            GtkSignal.connect(check.raw, "toggled") { [weak self] in self?.checksChanged(i) }
        }
        GtkSignal.connect(reset.raw, "clicked") { [weak self] in
            guard let self else { return }
            self.selectAll()
            self.onChange?(nil)
        }
        if let search {
            GtkSignal.connect(search.raw, "search-changed") { [weak self, search] in
                self?.filterRows(String(cString: gtk_editable_get_text(search.opaque)))
            }
        }
    }

    /// Shows the values' counts (and checks) as the session has them. A screen reader reads
    /// a value's count with its check button ("North Ames, check box, checked, 443 homes"):
    /// the count is also the button's accessible description, updated when it changes.
    func show(_ choices: [ChoiceCount]) {
        updating = true
        defer { updating = false }
        for choice in choices where choice.index < checks.count {
            let text = HousingFormat.grouped(choice.count)
            if counts[choice.index].labelText != text {
                counts[choice.index].setLabelText(text)
                cgtk_accessible_update_description(
                    OpaquePointer(checks[choice.index]), Lp("{0} home", "{0} homes", choice.count).filling(text))
            }
            if (gtk_check_button_get_active(checks[choice.index].cast(GtkCheckButton.self)) != 0) != choice.isSelected {
                gtk_check_button_set_active(checks[choice.index].cast(GtkCheckButton.self), choice.isSelected ? 1 : 0)
            }
        }
    }

    /// Each value (as the table has it) with the count its label shows, for the debug report.
    var shownCounts: [(String, String)] {
        zip(categories, counts).map { ($0, $1.labelText) }
    }

    /// Checks every value (without calling ``onChange``).
    func selectAll() {
        updating = true
        defer { updating = false }
        for check in checks where gtk_check_button_get_active(check.cast(GtkCheckButton.self)) == 0 {
            gtk_check_button_set_active(check.cast(GtkCheckButton.self), 1)
        }
    }

    /// Shows only the rows whose value, as shown or as the file writes it, contains `text` (any
    /// case); all for empty text.
    func filterRows(_ text: String) {
        let wanted = text.lowercased()
        for (i, row) in rows.enumerated() {
            row.isVisible =
                wanted.isEmpty || shownLabels[i].lowercased().contains(wanted)
                || categories[i].lowercased().contains(wanted)
        }
    }

    private func checksChanged(_ index: Int) {
        guard !updating else { return }
        let checked = Set(
            checks.indices.filter { gtk_check_button_get_active(checks[$0].cast(GtkCheckButton.self)) != 0 })
        onChange?(checked.count == checks.count ? nil : checked)
    }
}
