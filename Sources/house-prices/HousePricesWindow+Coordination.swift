// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// The window's coordinated filters: every histogram under the other filters, and
/// the side panel of the file's other columns. Built on a background thread after the first
/// frame with data (``CoordinatedHistograms``); until then the histograms show every home.
extension HousePricesWindow {
    /// Builds ``coordinated`` on a background thread over the loaded table, then updates the
    /// histograms.
    func startCoordination() {
        guard let data else { return }
        let generation = loadCount
        let priceBins = data.priceHistogram, secondaryBins = data.secondaryHistogram
        let secondaryName = data.index.secondaryMeasure.flatMap { data.index.dataset.report.columnNames[$0.column] }
        coordinationPending = true
        let table = data.table
        let thread = Thread {
            let result = CoordinatedHistograms.build(table: table, priceBins: priceBins,
                                                     secondaryColumn: secondaryName, secondaryBins: secondaryBins)
            MainThread.post { [weak self] in
                guard let self, self.loadCount == generation, !self.closing, self.data != nil else { return }
                self.coordinationPending = false
                switch result {
                case .success(let coordinated):
                    self.coordinated = coordinated
                    // The list follows the file: its own columns where known ones are missing.
                    if self.showListColumns() {
                        self.report("List columns: \(self.list.shownColumns.map(\.reportName).joined(separator: " "))")
                        if self.options.debugReport {
                            MainLoop.after(seconds: 0.3) { [weak self] in
                                guard let self, !self.closing else { return }
                                for line in self.geometryLines() where line.hasPrefix("Header ") || line.hasPrefix("Titles:") { self.report(line) }
                            }
                        }
                    }
                    // The remembered sort by one of the file's own columns, if this file has it.
                    if generation == 1, let wanted = self.options.fileSort,
                       case .file(let column)? = self.list.shownColumns.first(where: { $0.reportName.lowercased() == wanted.name.lowercased() && $0.isFile }) {
                        self.list.sort(byFileColumn: column, ascending: wanted.ascending)
                    }
                    self.drawsAtCoordination = self.price.slider.drawCount
                    gtk_widget_queue_draw(self.price.slider.gtkWidget)
                    self.report("Coordinated histograms: on")
                    // The first file gets the remembered choices of the columns it has.
                    if generation == 1, let state = self.state {
                        let saved = state.panelFilters
                        coordinated.session.restore(Self.panelEntries(saved, of: coordinated))
                    }
                    self.panel.build(for: coordinated.session, sliders: coordinated.panelSliders, rangeChanged: { [weak self] f, range in
                        guard let self, let c = self.coordinated else { return }
                        c.session.set(f, range.map { .range(lower: $0.0, upper: $0.1) } ?? .all)
                        self.report("Range \(c.session.plan.filters[f].name): \(range.map { "\($0.0) \($0.1)" } ?? "all")")
                        self.update()
                    }) { [weak self] f, picks in
                        guard let self, let c = self.coordinated else { return }
                        c.session.set(f, picks.map { .picks($0) } ?? .all)
                        self.report("Choice \(c.session.plan.filters[f].name): \(picks.map { "\($0.count) values" } ?? "all")")
                        self.update()
                    }
                    self.report(self.panel.reportLines)
                    gtk_widget_set_sensitive(self.panelToggle, self.panel.isEmpty ? 0 : 1)
                    if self.options.debugShowPanel { gtk_toggle_button_set_active(self.panelToggle.cast(GtkToggleButton.self), 1) }
                    self.showPanel()
                    self.update()
                case .failure(let reason):
                    self.report("Coordinated histograms: off (\(reason.description))")
                }
            }
        }
        thread.stackSize = 16 << 20
        thread.name = "house-prices histograms"
        thread.start()
    }

    /// Each slider's histogram under the other's filter, once ``coordinated`` is built.
    func showCoordinatedHistograms(_ filter: HomeFilter, _ data: LoadedData) {
        guard let c = coordinated else { return }
        panel.refresh(c.session)
        price.slider.histogram = c.histogram(c.priceFilter, like: data.priceHistogram)
        if let f = c.secondaryFilter, let shape = data.secondaryHistogram {
            secondary.slider.histogram = c.histogram(f, like: shape)
        }
        guard options.debugReport else { return }
        report("Coordinated count: \(c.session.matchingCount)")
        report("Price histogram drawn: \(price.slider.histogram?.counts.map(String.init).joined(separator: ",") ?? "none")")
        report(FilterReport.lines(c.session))
    }

    /// Whether the list scrolls sideways: while the side panel shows, when the column menu
    /// added columns beyond the usual six, and in the narrow layout, rather than widening the
    /// window. Otherwise its columns share the window's width.
    func updateListScrolling() {
        let sideways = panel.isShown || list.shownColumns.count > ListColumnPlan.width || adaptive?.isNarrow == true
        gtk_scrolled_window_set_policy(list.scrolled.opaque, sideways ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
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
        SavedFilters(entries: saved.entries.filter { entry in
            switch entry {
            case .picks: return true
            case .range(let name, _): return c.session.plan.filterIndex(named: name).map(c.isPanelFilter) ?? false
            }
        })
    }
}
