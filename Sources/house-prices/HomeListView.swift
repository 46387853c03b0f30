import CGtkShim
import HousePricesCore
import HousingData
import RangeSlider

/// The list of matching homes: a GtkColumnView over a ``HomeListModel`` (through a
/// GtkNoSelection), one column per ``HomeListColumn``, each sortable by a click on its header.
///
/// **Rows.** The model's items are slots (see ``HomeListModel``): a cell shows the home of its
/// row's position, read when GTK binds the row and again, for every bound row, whenever the
/// model's homes change.
///
/// **Sorting.** Each column has a GtkCustomSorter, which makes its header clickable and shows
/// the sort arrow, but the model is not wrapped in a GtkSortListModel (that would ask for every
/// item, a million GObjects). Instead, when the column view's sorter changes, the view finds
/// which column it sorts by and in which direction — GTK 4.8 has no getter for that
/// (`GtkColumnViewSorter`'s arrived in 4.10), so it asks the sorter to compare two probe items:
/// only the primary column's sorter is called, and the result's sign is the direction — and
/// reports a ``HomeSortOrder``; the window sorts with ``HomeSorter``.
///
/// Why GtkNoSelection: GtkSingleSelection, on `items-changed` over its selected item, fetches
/// every added item to look for it, which is a million items per drag step here. Rows are
/// still focusable with the keyboard.
final class HomeListView {
    let columnView: Widget
    let scrolled: Widget
    let model = HomeListModel()
    private var columns: [(HomeListColumn, OpaquePointer)] = []
    /// The row text source: the dataset of the index shown.
    var dataset: HousingDataset?
    /// Called when a click on a header (or ``sort(by:)``) changes the order.
    var onSortChanged: ((HomeSortOrder) -> Void)?
    /// The order shown by the headers.
    private(set) var sortOrder = HomeSortOrder.cheapestFirst
    /// How many cells GTK has had the factories create (a diagnostic: rows are reused).
    private(set) var cellsCreated = 0
    /// The rows GTK has bound: list item → its column and label.
    private var bound: [OpaquePointer: (HomeListColumn, Widget)] = [:]

    init() {
        g_object_ref(model.object)                               // for the selection model, which takes it
        let selection = gtk_no_selection_new(model.listModel)!
        columnView = gtk_column_view_new(selection)!
        columnView.addClass("homes")
        gtk_column_view_set_show_row_separators(columnView.opaque, 0)
        gtk_column_view_set_show_column_separators(columnView.opaque, 0)
        gtk_column_view_set_reorderable(columnView.opaque, 0)
        scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(scrolled.opaque, columnView)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)

        for column in HomeListColumn.allCases {
            let factory = gtk_signal_list_item_factory_new()!
            let numeric = column.isNumeric
            GtkSignal.connect(UnsafeMutableRawPointer(factory), "setup") { [weak self] (item: UnsafeMutableRawPointer?) in
                guard let item else { return }
                self?.cellsCreated += 1
                let label = gtk_label_new(nil)!
                gtk_label_set_xalign(label.opaque, numeric ? 1 : 0)
                gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
                gtk_list_item_set_child(OpaquePointer(item), label)
            }
            GtkSignal.connect(UnsafeMutableRawPointer(factory), "bind") { [weak self] (item: UnsafeMutableRawPointer?) in
                guard let self, let item, let label = gtk_list_item_get_child(OpaquePointer(item)) else { return }
                self.bound[OpaquePointer(item)] = (column, label)
                label.setLabelText(self.text(column, at: Int(gtk_list_item_get_position(OpaquePointer(item)))) ?? "")
            }
            GtkSignal.connect(UnsafeMutableRawPointer(factory), "unbind") { [weak self] (item: UnsafeMutableRawPointer?) in
                guard let item else { return }
                self?.bound[OpaquePointer(item)] = nil
            }
            let viewColumn = gtk_column_view_column_new(column.title, factory)!   // takes the factory
            // The neighbourhood takes the spare width; numbers sit under their headers.
            gtk_column_view_column_set_expand(viewColumn, column == .neighborhood ? 1 : 0)
            if column != .neighborhood { gtk_column_view_column_set_fixed_width(viewColumn, column.fixedWidth) }
            gtk_column_view_column_set_resizable(viewColumn, 1)
            let sorter = gtk_custom_sorter_new({ _, _, data in
                // Called only by the probe (see the type's documentation).
                if let data { SortProbe.column = HomeListColumn.allCases[Int(bitPattern: data) - 1] }
                return GTK_ORDERING_SMALLER.rawValue
            }, UnsafeMutableRawPointer(bitPattern: (HomeListColumn.allCases.firstIndex(of: column) ?? 0) + 1), nil)!
            gtk_column_view_column_set_sorter(viewColumn, UnsafeMutableRawPointer(sorter).assumingMemoryBound(to: GtkSorter.self))
            g_object_unref(UnsafeMutableRawPointer(sorter))
            gtk_column_view_append_column(columnView.opaque, viewColumn)
            columns.append((column, viewColumn))
            g_object_unref(UnsafeMutableRawPointer(viewColumn))   // the view holds it
        }
        model.onContentChanged = { [weak self] in self?.refill() }
        if let viewSorter = gtk_column_view_get_sorter(columnView.opaque) {
            IntSignal.connect(UnsafeMutableRawPointer(viewSorter), "changed") { [weak self] _ in self?.sorterChanged() }
        }
        sort(by: .cheapestFirst)
    }

    /// The text of `column` for the home in slot `position`, or nil when there is none.
    private func text(_ column: HomeListColumn, at position: Int) -> String? {
        guard let dataset, let row = model.row(at: position), row < dataset.count else { return nil }
        return column.text(of: dataset[row])
    }

    /// Refills every bound row from the model's current homes (the rows keep their widgets).
    private func refill() {
        guard let dataset else { return }
        var homes: [Int: HomeRecord] = [:]
        for (item, (column, label)) in bound {
            let position = Int(gtk_list_item_get_position(item))
            guard let row = model.row(at: position), row < dataset.count else { continue }
            let home = homes[position] ?? dataset[row]
            homes[position] = home
            label.setLabelText(column.text(of: home))
        }
    }

    /// The texts the row at `position` shows, in column order, when GTK has bound it.
    func shownCells(at position: Int) -> [String]? {
        let cells = bound.filter { Int(gtk_list_item_get_position($0.key)) == position }
            .map { ($0.value.0, String(cString: gtk_label_get_text($0.value.1.opaque))) }
        guard cells.count == HomeListColumn.allCases.count else { return nil }
        return HomeListColumn.allCases.compactMap { column in cells.first { $0.0 == column }?.1 }
    }

    /// Scrolls back to the first row.
    func scrollToTop() {
        if let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaque) { gtk_adjustment_set_value(adjustment, 0) }
    }

    /// Shows `order` in the headers (and reports it through ``onSortChanged``).
    func sort(by order: HomeSortOrder) {
        guard let column = columns.first(where: { $0.0 == order.column })?.1 else { return }
        gtk_column_view_sort_by_column(columnView.opaque, column, order.ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
    }

    private var resorting = false

    private func sorterChanged() {
        guard !resorting else { return }
        let order = currentOrder() ?? .cheapestFirst
        guard order != sortOrder else { return }
        if order.column != sortOrder.column {
            // GTK 4.8 updates the arrow of the column that became primary but not of the one
            // that was. Setting a column's sorter again redraws its arrow (and takes the column
            // out of the view's sorter, whose secondary columns the list does not use).
            resorting = true
            for (column, viewColumn) in columns where column != order.column {
                guard let sorter = gtk_column_view_column_get_sorter(viewColumn) else { continue }
                g_object_ref(UnsafeMutableRawPointer(sorter))
                gtk_column_view_column_set_sorter(viewColumn, nil)
                gtk_column_view_column_set_sorter(viewColumn, sorter)
                g_object_unref(UnsafeMutableRawPointer(sorter))
            }
            resorting = false
        }
        sortOrder = order
        onSortChanged?(order)
    }

    /// The column view's primary sort column and direction, found by probing its sorter.
    private func currentOrder() -> HomeSortOrder? {
        guard let sorter = gtk_column_view_get_sorter(columnView.opaque) else { return nil }
        let a = HomeRowItem.make(row: 0), b = HomeRowItem.make(row: 1)
        defer { g_object_unref(a); g_object_unref(b) }
        SortProbe.column = nil
        let result = gtk_sorter_compare(sorter, a.assumingMemoryBound(to: GObject.self), b.assumingMemoryBound(to: GObject.self))
        guard let column = SortProbe.column, result != GTK_ORDERING_EQUAL else { return nil }
        return HomeSortOrder(column: column, ascending: result == GTK_ORDERING_SMALLER)
    }

    /// The header widgets, in column order (for the debug report's coordinates). GTK has no
    /// public accessor; the column view's first child is its header row.
    var headerWidgets: [Widget] {
        guard let header = gtk_widget_get_first_child(columnView) else { return [] }
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(header)
        while let c = child {
            result.append(c)
            child = gtk_widget_get_next_sibling(c)
        }
        return result
    }
}

/// Which column's sorter the last probe reached (main thread only).
enum SortProbe {
    static var column: HomeListColumn?
}

extension HomeListColumn {
    /// The width of a numeric column, in logical pixels.
    var fixedWidth: Int32 {
        switch self {
        case .neighborhood: return -1
        case .price, .livingArea: return 130
        case .bedrooms, .bathrooms, .yearBuilt: return 110
        }
    }
}
