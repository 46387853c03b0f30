// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// The window's coordinated filters: every histogram under the other filters, and
/// the side panel of the file's other columns. The filters are built with the data, on the
/// loader's thread (``LoadedData/coordinated``), so the first frame with data already lists, counts
/// and draws from it; only the side panel's widgets wait for that frame.
extension HousePricesWindow {
    /// Takes the filters loaded with `data` (before the first update): the list's columns follow
    /// the file, on the first file the side panel's remembered choices apply, and from now on
    /// the window renders each of its results.
    func adoptFilters(of data: LoadedData, first: Bool) {
        let c = data.coordinated
        coordinated = c
        // The list follows the file: its own columns where known ones are missing.
        showListColumns()
        report("List columns: \(list.shownColumns.map(\.reportName).joined(separator: " "))")
        // The first file gets the remembered choices of the columns it has.
        if first, let state {
            c.source.restore(Self.panelEntries(state.panelFilters, of: c))
        }
        c.source.onResult = { [weak self, weak c] result in
            guard let self, let c, self.coordinated === c else { return }  // another file's filters
            self.render(result)
        }
        report("Coordinated histograms: on")
        report("Columns sorted: \(sortedColumns(of: c))")
        adoptDatabase(c)
    }

    /// The names of the filters whose columns the session has sorted, for the report.
    func sortedColumns(of c: CoordinatedHistograms) -> String {
        let plan = c.session.plan
        return plan.filters.indices.filter(c.session.isColumnSorted).map { plan.filters[$0].name }.joined(
            separator: " ")
    }

    /// Sorts the list by the remembered one of the file's own columns, if the list shows it.
    func sortByRememberedFileColumn() {
        if let wanted = options.fileSort,
            case .file(let column)? = list.shownColumns.first(where: {
                $0.reportName.lowercased() == wanted.name.lowercased() && $0.isFile
            })
        {
            list.sort(byFileColumn: column, ascending: wanted.ascending)
        }
    }

    /// Builds the side panel for the adopted filters (after the first frame with data on the
    /// first file), then shows its counts; gives the price presets their counts and sorts the
    /// columns no filter has needed yet on another thread (``CoordinatedHistograms/sortColumnsAhead(done:)``).
    func buildPanel() {
        guard let c = coordinated, !closing else { return }
        price.slider.presetCounter = { [weak self] preset in self?.count(of: preset) }
        c.sortColumnsAhead { [weak self, weak c] seconds in
            guard let self, let c, self.coordinated === c else { return }
            self.report("Columns sorted ahead in \(WindowReport.ms(seconds)): \(self.sortedColumns(of: c))")
        }
        drawsAtCoordination = price.slider.drawCount
        gtk_widget_queue_draw(price.slider.gtkWidget)
        panel.build(
            plan: c.source.plan, sliders: c.panelSliders,
            rangeChanged: { [weak self] f, range in
                guard let self, let c = self.coordinated else { return }
                self.report("Range \(c.source.plan.filters[f].name): \(range.map { "\($0.0) \($0.1)" } ?? "all")")
                self.tell { $0.setRange(range.map { (lower: $0.0, upper: $0.1) }, of: f) }
            }
        ) { [weak self] f, picks in
            guard let self, let c = self.coordinated else { return }
            self.report("Choice \(c.source.plan.filters[f].name): \(picks.map { "\($0.count) values" } ?? "all")")
            self.tell { $0.setPicks(picks, of: f) }
        }
        report(panel.reportLines)
        gtk_widget_set_sensitive(panelToggle, panel.isEmpty ? 0 : 1)
        if options.debugShowPanel { gtk_toggle_button_set_active(panelToggle.cast(GtkToggleButton.self), 1) }
        showPanel()
        update()
    }

    /// Every slider's and the side panel's bars of the engine's `result`.
    func showCoordinatedHistograms(_ result: FilterResult, _ data: LoadedData) {
        guard let c = coordinated else { return }
        panel.refresh(result, plan: c.source.plan)
        price.slider.histogram = c.histogram(c.priceFilter, of: result, like: data.priceHistogram)
        if let f = c.secondaryFilter, let shape = data.secondaryHistogram {
            secondary.slider.histogram = c.histogram(f, of: result, like: shape)
        }
        guard options.debugReport else { return }
        report("Coordinated count: \(result.matchingCount)")
        report(
            "Price histogram drawn: \(price.slider.histogram?.counts.map(String.init).joined(separator: ",") ?? "none")"
        )
        report(FilterReport.lines(result, plan: c.source.plan))
    }

    /// Whether the list scrolls sideways: while the side panel shows, when the column menu
    /// added columns beyond the usual six, and in the narrow layout, rather than widening the
    /// window. Otherwise its columns share the window's width.
    func updateListScrolling() {
        let sideways = panel.isShown || list.shownColumns.count > ListColumnPlan.width || adaptive?.isNarrow == true
        gtk_scrolled_window_set_policy(
            list.scrolled.opaque, sideways ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    /// Shows or hides the side panel as its toggle says. While it shows, the list scrolls
    /// sideways rather than widening the window.
    func showPanel() {
        panel.isShown = gtk_toggle_button_get_active(panelToggle.cast(GtkToggleButton.self)) != 0
        updateListScrolling()
        report("Side panel: \(panel.isShown ? "shown" : "hidden")")
        if panel.isShown { MainLoop.after(seconds: 0.3) { [weak self] in self?.reportPanelGeometry() } }
    }

    /// The side panel's part of saved filters: its choices, and its sliders' ranges (the price
    /// and second sliders are remembered on their own).
    static func panelEntries(_ saved: SavedFilters, of c: CoordinatedHistograms) -> SavedFilters {
        SavedFilters(
            entries: saved.entries.filter { entry in
                switch entry {
                case .picks: return true
                case .range(let name, _): return c.session.plan.filterIndex(named: name).map(c.isPanelFilter) ?? false
                }
            })
    }
}
