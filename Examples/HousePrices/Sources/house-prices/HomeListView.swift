// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import HousePricesCore
import HousingData
import RangeSlider

/// The list of matching homes: a GtkColumnView over a ``HomeListModel`` (through a
/// GtkNoSelection), one column per ``ListColumn`` the file has (``ListColumnPlan``), each
/// sortable by a click on its header.
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
/// reports a ``HomeSortOrder`` (or the file's column, ``fileSort``); the window sorts through
/// the engine (``FilterSession/listOrder(filter:ascending:)``).
///
/// Why GtkNoSelection: GtkSingleSelection, on `items-changed` over its selected item, fetches
/// every added item to look for it, which is a million items per drag step here. Rows are
/// still focusable with the keyboard.
final class HomeListView {
    let columnView: Widget
    let scrolled: Widget
    let model = HomeListModel()
    /// The list's accessible name (also its scrolled window's).
    static var accessibleName: String { L("Matching homes") }
    private var columns: [(ListColumn, OpaquePointer)] = []
    /// The columns shown, in order.
    var shownColumns: [ListColumn] { columns.map(\.0) }
    /// The row text source: the known columns of the table shown.
    var dataset: HomeColumns?
    /// The same file read as a table, for the file's own columns (``ListColumn/file(_:)``);
    /// its row k is the dataset's row k.
    var table: DataTable?
    /// Called when a click on a header (or ``sort(by:)``) changes the order.
    var onSortChanged: ((HomeSortOrder) -> Void)?
    /// The menu a right click on any column header shows (the window's column menu), set
    /// on the columns made after it is set.
    var headerMenu: UnsafeMutablePointer<GMenuModel>? {
        didSet { for (_, viewColumn) in columns { gtk_column_view_column_set_header_menu(viewColumn, headerMenu) } }
    }
    /// The order shown by the headers, when it is a known column's.
    private(set) var sortOrder = HomeSortOrder.cheapestFirst
    /// The file's own column the headers sort by, and the direction (nil: ``sortOrder``).
    private(set) var fileSort: (column: TableListColumn, ascending: Bool)?
    /// How many cells GTK has had the factories create (a diagnostic: rows are reused).
    private(set) var cellsCreated = 0
    /// The rows GTK has bound: list item → its column and cell.
    private var bound: [OpaquePointer: (ListColumn, Widget)] = [:]

    init() {
        g_object_ref(model.object)  // for the selection model, which takes it
        let selection = gtk_no_selection_new(model.listModel)!
        columnView = gtk_column_view_new(selection)!
        columnView.addClass("homes")
        gtk_column_view_set_show_row_separators(columnView.opaque, 0)
        gtk_column_view_set_show_column_separators(columnView.opaque, 0)
        gtk_column_view_set_reorderable(columnView.opaque, 0)
        scrolled = Make.scrolledWindow(label: Self.accessibleName)  // focusable: named
        gtk_scrolled_window_set_child(scrolled.opaque, columnView)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)

        setColumns(HomeListColumn.allCases.map(ListColumn.home))
        model.onContentChanged = { [weak self] in self?.refill() }
        // For assistive technologies: the list is focusable, and GTK 4.8 names the column view
        // and its parts after their types.
        let header = gtk_widget_get_first_child(columnView)  // the header row
        let list = header.flatMap { gtk_widget_get_next_sibling($0) }  // the rows' list view
        for widget in [columnView, list].compactMap({ $0 }) {
            cgtk_accessible_update_label(OpaquePointer(widget), Self.accessibleName)
        }
        if let header { cgtk_accessible_update_label(OpaquePointer(header), L("Column headers")) }
        if let viewSorter = gtk_column_view_get_sorter(columnView.opaque) {
            IntSignal.connect(UnsafeMutableRawPointer(viewSorter), "changed") { [weak self] _ in self?.sorterChanged() }
        }
        sort(by: .cheapestFirst)
    }

    /// Shows `wanted` as the list's columns, in that order: columns not wanted are removed from
    /// the column view (not hidden), new ones added, each with a sorter that makes its header
    /// clickable. The sort stays on its column while that column stays; else it goes back to
    /// cheapest first.
    func setColumns(_ wanted: [ListColumn]) {
        guard wanted != shownColumns else { return }
        // Removing the sorted column changes the view's sorter: that is no choice of the
        // person's, and the sort they chose (or `--sort`, or the saved one) is kept.
        resorting = true
        for (_, viewColumn) in columns { gtk_column_view_remove_column(columnView.opaque, viewColumn) }
        columns = []
        bound = [:]
        stale = []
        for column in wanted {
            let viewColumn = makeColumn(column)
            gtk_column_view_append_column(columnView.opaque, viewColumn)
            columns.append((column, viewColumn))
            g_object_unref(UnsafeMutableRawPointer(viewColumn))  // the view holds it
        }
        resorting = false
        if let fileSort, wanted.contains(.file(fileSort.column)) {
            sort(byFileColumn: fileSort.column, ascending: fileSort.ascending)
        } else if wanted.contains(.home(sortOrder.column)) {
            fileSort = nil
            sort(by: sortOrder)
        } else {
            fileSort = nil
            sort(by: .cheapestFirst)
        }
    }

    /// A column view column for `column`: its cell factory and its probe sorter.
    private func makeColumn(_ column: ListColumn) -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        let numeric = column.isNumeric
        GtkSignal.connect(UnsafeMutableRawPointer(factory), "setup") { [weak self] (item: UnsafeMutableRawPointer?) in
            guard let item else { return }
            self?.cellsCreated += 1
            // A GtkInscription, not a GtkLabel: its size does not depend on its text, so new
            // text only redraws the cell (a label would have GTK re-measure every cell).
            let cell = gtk_inscription_new(nil)!
            gtk_inscription_set_xalign(cell.opaque, numeric ? 1 : 0)
            gtk_inscription_set_text_overflow(cell.opaque, GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
            gtk_inscription_set_nat_chars(cell.opaque, numeric ? 10 : 24)
            gtk_list_item_set_child(OpaquePointer(item), cell)
            // A row GTK shows again after a refill left it out: fill it before it draws.
            GtkSignal.connect(cell.raw, "map") { [weak self] in self?.fillIfStale(OpaquePointer(item)) }
        }
        GtkSignal.connect(UnsafeMutableRawPointer(factory), "bind") { [weak self] (item: UnsafeMutableRawPointer?) in
            guard let self, let item, let cell = gtk_list_item_get_child(OpaquePointer(item)) else { return }
            self.bound[OpaquePointer(item)] = (column, cell)
            self.stale.remove(OpaquePointer(item))
            var homes: [Int: HomeRecord] = [:]
            self.fill(OpaquePointer(item), column, cell, cache: &homes)
        }
        GtkSignal.connect(UnsafeMutableRawPointer(factory), "unbind") { [weak self] (item: UnsafeMutableRawPointer?) in
            guard let item else { return }
            self?.bound[OpaquePointer(item)] = nil
            self?.stale.remove(OpaquePointer(item))
        }
        let viewColumn = gtk_column_view_column_new(column.title, factory)!  // takes the factory
        // Fixed widths: GTK need not measure every cell to size a column. Each column is as
        // wide as its widest text (``fitColumns(to:)``, measured once per file) and every
        // column takes an equal share of the spare width.
        gtk_column_view_column_set_expand(viewColumn, 1)
        gtk_column_view_column_set_fixed_width(viewColumn, column.fixedWidth)
        gtk_column_view_column_set_resizable(viewColumn, 1)
        if let headerMenu { gtk_column_view_column_set_header_menu(viewColumn, headerMenu) }
        SortProbe.columns.append(column)
        let sorter = gtk_custom_sorter_new(
            { _, _, data in
                // Called only by the probe (see the type's documentation).
                if let data { SortProbe.column = SortProbe.columns[Int(bitPattern: data) - 1] }
                return GTK_ORDERING_SMALLER.rawValue
            }, UnsafeMutableRawPointer(bitPattern: SortProbe.columns.count), nil)!
        gtk_column_view_column_set_sorter(
            viewColumn, UnsafeMutableRawPointer(sorter).assumingMemoryBound(to: GtkSorter.self))
        g_object_unref(UnsafeMutableRawPointer(sorter))
        return viewColumn
    }

    /// Sizes each column to its widest text for `dataset` (its title, bold, with the sort arrow;
    /// the neighbourhood names; the widest numbers), measured with Pango in the list's font.
    /// The spare width is shared equally (every column expands), so the neighbourhood does not
    /// take all of it.
    func fitColumns(to dataset: HomeColumns) {
        func width(_ text: String, bold: Bool = false) -> Int32 {
            guard let layout = gtk_widget_create_pango_layout(columnView, nil) else { return 0 }
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            if bold {
                pango_layout_set_markup(layout, "<b>" + AppMarkup.escape(text) + "</b>", -1)
            } else {
                pango_layout_set_text(layout, text, -1)
            }
            var w: Int32 = 0, h: Int32 = 0
            pango_layout_get_pixel_size(layout, &w, &h)
            return w
        }
        let samples = ColumnWidthSamples(dataset: dataset)
        for (column, viewColumn) in columns {
            let texts: [String]
            switch column {
            case .home(let c): texts = samples.texts(for: c)
            case .file(let c):
                // Up to 400 rows spread over the file.
                guard let table else { continue }
                let stride = max(1, table.rowCount / 400)
                texts = Swift.stride(from: 0, to: table.rowCount, by: stride).map {
                    TableListColumns.text(table, column: c.column, row: $0)
                }
            }
            let content = texts.map { width($0) }.max() ?? 0
            let title = width(column.title, bold: true) + 20  // the sort arrow and its spacing
            gtk_column_view_column_set_fixed_width(viewColumn, max(content, title) + 28)  // cell padding
        }
    }

    /// The homes the rows show: those the source read for the list (a server's pages), else
    /// ``dataset``.
    var shownHomes: HomeColumns? { model.listed?.homes ?? dataset }
    /// The table of the file's own columns the rows show: ``shownHomes``' table.
    var shownTable: DataTable? { model.listed?.table ?? table }

    /// The home in slot `position`, or nil when there is none.
    private func home(at position: Int) -> HomeRecord? {
        guard let homes = shownHomes, let row = model.row(at: position), row < homes.count else { return nil }
        return homes[row]
    }

    /// Names the row of `cell` after its home for assistive technologies
    /// (``HomeListColumn/accessibleSummary(of:)``): rows are focusable, and GTK 4.8 would name
    /// them after their type. GTK 4.8 has no API for a column view's row (GtkColumnViewRow
    /// came in 4.12): a cell's widget is the child of its GtkColumnViewCell, whose parent is the
    /// row, so the row is found there, and only if it is that GTK type.
    private static func labelRow(of cell: Widget, _ summary: String) {
        guard let columnCell = gtk_widget_get_parent(cell), let row = gtk_widget_get_parent(columnCell),
            String(cString: gtk_widget_get_css_name(row)) == "row"
        else { return }
        cgtk_accessible_update_label(OpaquePointer(row), summary)
    }

    /// A row's name for assistive technologies: each shown cell after its header
    /// (`Neighbourhood: Old Town, Price: $12,789, …`).
    private func summary(home: HomeRecord, row: Int) -> String {
        let table = shownTable
        return columns.map { "\($0.0.title): \($0.0.text(of: home, row: row, table: table))" }.joined(separator: ", ")
    }

    /// Bound cells not on screen whose text is out of date.
    private var stale: Set<OpaquePointer> = []
    /// How far beyond the viewport (in pixels) cells are refilled at once.
    private static let margin = 64.0
    /// How many cells the last refill filled (a diagnostic).
    private(set) var lastRefilled = 0

    /// Refills the bound cells from the model's current homes; the rows keep their widgets.
    ///
    /// GTK 4.8 keeps about 200 rows bound, far more than a screenful, and the rows off screen
    /// unmapped. Setting the text of all their cells takes several frames; so only the cells on
    /// (or near) the screen are filled now, and the others are marked stale and filled when GTK
    /// maps them again (scrolling, resizing), before they are drawn.
    private func refill() {
        lastRefilled = 0
        let viewHeight = Double(gtk_widget_get_height(scrolled))
        var homes: [Int: HomeRecord] = [:]
        for (item, (column, cell)) in bound {
            var x = 0.0, y = 0.0
            guard gtk_widget_get_mapped(cell) != 0, cgtk_widget_point_in(cell, scrolled, 0, 0, &x, &y) != 0,
                y + Double(gtk_widget_get_height(cell)) >= -Self.margin, y <= viewHeight + Self.margin
            else {
                stale.insert(item)
                continue
            }
            fill(item, column, cell, cache: &homes)
            stale.remove(item)
            lastRefilled += 1
        }
    }

    private func fill(_ item: OpaquePointer, _ column: ListColumn, _ cell: Widget, cache: inout [Int: HomeRecord]) {
        let position = Int(gtk_list_item_get_position(item))
        let first = columns.first?.0 == column
        guard let homes = shownHomes, let row = model.row(at: position), row < homes.count else {
            gtk_inscription_set_text(cell.opaque, "")
            if first { Self.labelRow(of: cell, "") }
            return
        }
        let home = cache[position] ?? homes[row]
        cache[position] = home
        gtk_inscription_set_text(cell.opaque, column.text(of: home, row: row, table: shownTable))
        if first { Self.labelRow(of: cell, summary(home: home, row: row)) }
    }

    private func fillIfStale(_ item: OpaquePointer) {
        guard stale.remove(item) != nil, let (column, cell) = bound[item] else { return }
        var homes: [Int: HomeRecord] = [:]
        fill(item, column, cell, cache: &homes)
    }

    /// The texts the row at `position` shows, in column order, when GTK has bound it.
    func shownCells(at position: Int) -> [String]? {
        let cells = bound.filter { Int(gtk_list_item_get_position($0.key)) == position }
            .filter { gtk_widget_get_mapped($0.value.1) != 0 }
            .map { ($0.value.0, gtk_inscription_get_text($0.value.1.opaque).map { String(cString: $0) } ?? "") }
        guard cells.count == columns.count else { return nil }
        return columns.compactMap { column in cells.first { $0.0 == column.0 }?.1 }
    }

    /// The topmost row on screen: its position and the texts its cells show.
    func topVisibleRow() -> (position: Int, cells: [String])? {
        var best: Int?
        for (item, (_, cell)) in bound where gtk_widget_get_mapped(cell) != 0 {
            var x = 0.0, y = 0.0
            guard cgtk_widget_point_in(cell, scrolled, 0, 0, &x, &y) != 0, y >= 0 else { continue }
            let position = Int(gtk_list_item_get_position(item))
            if best.map({ position < $0 }) ?? true { best = position }
        }
        guard let best, let cells = shownCells(at: best) else { return nil }
        return (best, cells)
    }

    /// Calls `action` whenever the list scrolls.
    func onScroll(_ action: @escaping () -> Void) {
        if let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaque) {
            GtkSignal.connect(UnsafeMutableRawPointer(adjustment), "value-changed", action)
        }
    }

    /// Scrolls back to the first row.
    func scrollToTop() {
        if let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaque) {
            gtk_adjustment_set_value(adjustment, 0)
        }
    }

    /// Shows `order` in the headers (and reports it through ``onSortChanged``).
    func sort(by order: HomeSortOrder) {
        guard let column = columns.first(where: { $0.0 == .home(order.column) })?.1 else { return }
        gtk_column_view_sort_by_column(
            columnView.opaque, column, order.ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
    }

    /// Sorts by one of the file's own columns (as a click on its header does).
    func sort(byFileColumn file: TableListColumn, ascending: Bool) {
        guard let column = columns.first(where: { $0.0 == .file(file) })?.1 else { return }
        gtk_column_view_sort_by_column(columnView.opaque, column, ascending ? GTK_SORT_ASCENDING : GTK_SORT_DESCENDING)
    }

    private var resorting = false

    private func sorterChanged() {
        guard !resorting else { return }
        let probed = currentOrder() ?? (.home(.price), true)
        let previous: ListColumn = fileSort.map { .file($0.column) } ?? .home(sortOrder.column)
        let previousAscending = fileSort?.ascending ?? sortOrder.ascending
        guard probed.0 != previous || probed.1 != previousAscending else { return }
        if probed.0 != previous {
            // GTK 4.8 updates the arrow of the column that became primary but not of the one
            // that was. Setting a column's sorter again redraws its arrow (and takes the column
            // out of the view's sorter, whose secondary columns the list does not use).
            resorting = true
            for (column, viewColumn) in columns where column != probed.0 {
                guard let sorter = gtk_column_view_column_get_sorter(viewColumn) else { continue }
                g_object_ref(UnsafeMutableRawPointer(sorter))
                gtk_column_view_column_set_sorter(viewColumn, nil)
                gtk_column_view_column_set_sorter(viewColumn, sorter)
                g_object_unref(UnsafeMutableRawPointer(sorter))
            }
            resorting = false
        }
        switch probed.0 {
        case .home(let column):
            fileSort = nil
            sortOrder = HomeSortOrder(column: column, ascending: probed.1)
        case .file(let column):
            fileSort = (column, probed.1)
        }
        onSortChanged?(sortOrder)
    }

    /// The column view's primary sort column and direction, found by probing its sorter.
    private func currentOrder() -> (ListColumn, Bool)? {
        guard let sorter = gtk_column_view_get_sorter(columnView.opaque) else { return nil }
        let a = HomeSlotItem.make(position: 0), b = HomeSlotItem.make(position: 1)
        defer { g_object_unref(a); g_object_unref(b) }
        SortProbe.column = nil
        let result = gtk_sorter_compare(
            sorter, a.assumingMemoryBound(to: GObject.self), b.assumingMemoryBound(to: GObject.self))
        guard let column = SortProbe.column, result != GTK_ORDERING_EQUAL else { return nil }
        return (column, result == GTK_ORDERING_SMALLER)
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
    static var column: ListColumn?
    /// Every column a sorter was made for; a sorter's data is its index here plus one.
    static var columns: [ListColumn] = []
}

extension ListColumn {
    /// The width of the column before ``HomeListView/fitColumns(to:)``, in logical pixels
    /// (the neighbourhood's at least).
    var fixedWidth: Int32 {
        switch self {
        case .home(.neighborhood): return 240
        case .home(.price), .home(.livingArea): return 130
        case .home: return 110
        case .file(let c): return c.isNumeric ? 110 : 160
        }
    }
}
