// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// Filtering: the sliders' filter, the list's order and columns, and each update of the
/// count, list and histograms.
extension HousePricesWindow {
    /// How many homes a price preset would show under the other filters as they stand (the
    /// side panel's included), as the source counts it.
    func count(of preset: RangePreset) -> Int? {
        guard let data, let c = coordinated else { return nil }
        let bounds = data.priceBounds  // the price slider's range (``loaded(_:)``)
        let v = preset.values(minimum: bounds.lowerBound, maximum: bounds.upperBound)
        return c.source.matchingCount(of: c.priceFilter, ifRange: v.lower, v.upper)
    }

    /// Tells the source a change (one call naming its filter); its answer is rendered
    /// (``render(_:)``), timed from now.
    func tell(_ change: (FilterSource) -> Void) {
        guard let c = coordinated else { return }
        askedAt = g_get_monotonic_time()
        change(c.source)
    }

    /// The source's order for the headers' sort and the name of its column, or nil when the
    /// column has no filter (the list then keeps the source's order).
    func headersListOrder(_ c: CoordinatedHistograms, _ data: LoadedData) -> (ListOrder, String)? {
        if let file = list.fileSort {
            return file.column.sortFilter.flatMap { c.session.listOrder(filter: $0, ascending: file.ascending) }.map {
                ($0, file.column.name)
            }
        }
        let order = list.sortOrder
        return c.session.listOrder(order, columnNames: data.homes.columnNames).map { ($0, order.column.argumentName) }
    }

    /// Asks the source for the list in the headers' order (or, when the column has no filter,
    /// for the filters as they stand); the answer is rendered. An order that takes a while is
    /// answered at once in the order shown and again once it is in place.
    func update() {
        // While the window is destroyed, its column view drops its columns and its sorter
        // changes: nothing to show any more.
        guard !closing, let data, let c = coordinated else { return }
        if let (wanted, name) = headersListOrder(c, data) {
            if c.sorting?.order != wanted { c.sorting = (wanted, name, g_get_monotonic_time(), false) }
            tell { $0.setListOrder(wanted) }
        } else {
            tell { $0.refresh() }
        }
    }

    /// Shows one answer of the source: the list in its order, the count, the status line and
    /// every bar. Reads nothing back from the sliders.
    func render(_ result: FilterResult) {
        guard !closing, let data, let c = coordinated else { return }
        let start = askedAt ?? g_get_monotonic_time()
        askedAt = nil
        let answered = g_get_monotonic_time()
        // While its new order is sorted the list keeps the order it shows.
        let previousOrder = shownOrder
        if result.pendingListOrder == nil, list.fileSort == nil { shownOrder = list.sortOrder }
        reportSorted(result, c)
        let reordered = list.model.listOrder.map { $0 != result.listOrder } ?? false
        if shownOrder != previousOrder || reordered { list.scrollToTop() }
        // A sampled table's homes are listed and counted by the server only.
        let serverOnly = data.isSample && c.database == nil
        if !serverOnly { list.model.show(result) }
        let n = result.matchingCount, source = "engine"
        showCoordinatedHistograms(result, data)
        let shown = g_get_monotonic_time()
        let total = data.totalCount
        if serverOnly {
            countLabel.setLabelText(L("Counting on the server…"))
        } else if n != lastCount || countLabel.labelText != HousingFormat.matchCount(n, of: total) {
            countLabel.setLabelText(HousingFormat.matchCount(n, of: total))
        }
        if n != lastCount, !serverOnly {
            print(HousingFormat.statusLine(showing: n, of: total))
            lastCount = n
        }
        let page = n == 0 && !serverOnly ? "empty" : "list"
        if String(cString: gtk_stack_get_visible_child_name(stack.opaque)) != page {
            showPage(page)
        }
        updateCount += 1
        updateSeconds += Double(g_get_monotonic_time() - start) / 1e6
        if options.debugReport {
            let priceRange = c.source.requestedRange(of: c.priceFilter) ?? (-.infinity, .infinity)
            report("Price range: \(priceRange.lower) \(priceRange.upper)")
            report("Count: \(countLabel.labelText)")
            let p = price.slider
            report(
                """
                Price shown: \(p.formattedValue(of: .lower)) | \(p.formattedValue(of: .upper)); \
                upper popover: \(p.valuePopoverText(for: .upper)); description: \(p.rangeDescription)
                """
            )
            // An open or NaN end of the second measure is no limit ("-").
            let secondaryRange = c.secondaryFilter.flatMap { c.source.requestedRange(of: $0) }
            let bound = { (v: Double?) in v.flatMap { $0.isFinite ? "\($0)" : nil } ?? "-" }
            report("Secondary range: \(bound(secondaryRange?.lower)) \(bound(secondaryRange?.upper))")
            let first =
                list.model.row(at: 0).flatMap { row in
                    list.shownHomes.map { HomeListColumn.cells(of: $0[row]).joined(separator: " | ") }
                }
                ?? "none"
            report("List: \(list.model.count) rows; first: \(first)")
            report("List from: \(source)")
            report(
                """
                Update: \(String(format: "%.3f", Double(g_get_monotonic_time() - start) / 1000)) ms \
                (list \(String(format: "%.3f", Double(answered - start) / 1000)), \
                model \(String(format: "%.3f", Double(shown - answered) / 1000))) \
                cells created \(list.cellsCreated), refilled \(list.lastRefilled)
                """
            )
            if let shown = list.shownCells(at: 0) { report("Shown first: \(shown.joined(separator: " | "))") }
        }
    }

    /// Reports an order the source sorted aside once a result lists in it ("Prepared … order
    /// in … ms", from the window's ask).
    func reportSorted(_ result: FilterResult, _ c: CoordinatedHistograms) {
        guard let sorting = c.sorting else { return }
        if result.pendingListOrder != nil {
            c.sorting?.aside = true
            return
        }
        if sorting.aside {
            report(
                """
                Prepared \(sorting.name) order in \
                \(String(format: "%.0f", Double(g_get_monotonic_time() - sorting.since) / 1000)) ms
                """
            )
        }
        c.sorting = nil
    }

    /// Shows the list's columns for the data (and, once read, its table) as the rule and the
    /// person's ``columnChoice`` say, and offers every column in the column menu. Returns
    /// whether the columns changed.
    @discardableResult
    func showListColumns() -> Bool {
        guard let data else { return false }
        let dataset = data.homes, session = coordinated?.session
        let choices = ListColumnPlan.choices(dataset: dataset, table: session?.table, plan: session?.plan)
        let shown = ListColumnPlan.columns(
            dataset: dataset, table: session?.table, plan: session?.plan, choice: columnChoice)
        if columnMenu?.choices != choices { columnMenu?.offer(choices, shown: shown) } else { columnMenu?.show(shown) }
        report(
            "Column menu: "
                + choices.enumerated().map {
                    "\($0.offset):\(shown.contains($0.element) ? "[x]" : "[ ]") \($0.element.reportName)"
                }.joined(separator: " | "))
        guard shown != list.shownColumns else { return false }
        list.table = session?.table
        list.setColumns(shown)
        list.fitColumns(to: dataset)
        updateListScrolling()
        return true
    }

    /// The column menu: `column` shown or hidden, remembered as a change to the rule.
    func setListColumn(_ column: ListColumn, shown: Bool) {
        guard let data else { return }
        let session = coordinated?.session
        let rule = ListColumnPlan.columns(dataset: data.homes, table: session?.table, plan: session?.plan)
        columnChoice = columnChoice.setting(column, shown: shown, defaults: rule)
        if showListColumns() {
            report("List columns: \(list.shownColumns.map(\.reportName).joined(separator: " "))")
            update()
        }
    }
}
