import CAdwaita
import CGtkShim
import HousePricesCore
import HousingData
import RangeSlider

/// The side panel beside the list (issue 17): one ``CategoryFilterList`` per categorical or
/// yes/no column of the file (neighbourhood, building type, a file's yes/no amenities), each
/// value with its count under every other filter. Built once the window's
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

    init() {
        box = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 18)
        box.setMargins(12)
        widget = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(widget.opaque, box)
        gtk_widget_set_size_request(widget, 260, -1)
        // Set explicitly: the check buttons expand within their rows, and would otherwise make
        // the panel take the list's room.
        gtk_widget_set_hexpand(widget, 0)
        widget.addClass("filter-panel")
        cgtk_accessible_update_label(OpaquePointer(widget), L("More filters"))
        widget.isVisible = false
    }

    /// Builds a list for each choice or toggle filter of `session`; `changed` gets the filter
    /// and the values checked (nil: all) on every change.
    func build(for session: FilterSession, changed: @escaping (Int, Set<Int>?) -> Void) {
        clear()
        for (f, filter) in session.plan.filters.enumerated() where filter.kind == .choice || filter.kind == .toggle {
            let list = CategoryFilterList(filter: filter, index: f)
            list.onChange = { picks in changed(f, picks) }
            box.append(list.widget)
            lists.append(list)
        }
        refresh(session)
    }

    /// The counts and checks as `session` has them.
    func refresh(_ session: FilterSession) {
        for list in lists { list.show(session.choices(list.filterIndex)) }
    }

    /// Every value checked again (the session is reset by the caller).
    func selectAll() { lists.forEach { $0.selectAll() } }

    /// Whether the panel is shown (never while it has no lists).
    var isShown: Bool {
        get { widget.isVisible }
        set { widget.isVisible = newValue && !lists.isEmpty }
    }

    /// No lists (another file is loading).
    func clear() {
        for list in lists { gtk_box_remove(box.cast(GtkBox.self), list.widget) }
        lists = []
        widget.isVisible = false
    }
}
