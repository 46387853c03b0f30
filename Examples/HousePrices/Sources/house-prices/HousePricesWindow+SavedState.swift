// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// What the window remembers between runs.
extension HousePricesWindow {
    /// Remembers the window's size, the filters, the scale and the sort (on close).
    func saveState() {
        guard let state, !options.quitAfterFirstFrame, options.screenshot == nil else { return }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(window.cast(GtkWindow.self), &width, &height)
        let maximized = gtk_window_is_maximized(window.cast(GtkWindow.self)) != 0
        var priceRange: [Double]?, secondaryRange: [Double]?
        if let data, let c = coordinated {
            // The engine's ranges against the sliders' ranges (the data's bounds): an open end is
            // at its end of the range.
            let s = c.source.requestedRange(of: c.priceFilter) ?? (-.infinity, .infinity), p = data.priceBounds
            priceRange = SavedRange.encode(lower: s.lower, upper: s.upper, minimum: p.lowerBound, maximum: p.upperBound)
            if let b = data.secondaryBounds {
                let r = c.secondaryFilter.flatMap { c.source.requestedRange(of: $0) } ?? (-.infinity, .infinity)
                secondaryRange = SavedRange.encode(
                    lower: r.lower.isNaN ? -.infinity : r.lower, upper: r.upper.isNaN ? .infinity : r.upper,
                    minimum: b.lowerBound, maximum: b.upperBound)
            }
        }
        let spread = gtk_toggle_button_get_active(scaleToggle.cast(GtkToggleButton.self)) != 0
        // The side panel's choices (the sliders are saved above), when it was built.
        let panelFilters = coordinated.map { c in Self.panelEntries(c.source.saved, of: c) }
        state.save(
            width: width, height: height, maximized: maximized, price: priceRange, secondary: secondaryRange,
            spreadByHomes: spread, sort: list.sortOrder, fileSort: list.fileSort.map { ($0.column.name, $0.ascending) },
            panel: panelFilters,
            listColumns: columnChoice)
        if let panelFilters {
            report("Saved panel: \(panelFilters.encoded.map { $0.replacingOccurrences(of: "\t", with: "|") })")
        }
        report(
            """
            Saved state: \(width)x\(height) price \(priceRange ?? []) sort \
            \(list.fileSort?.column.name ?? list.sortOrder.column.argumentName)
            """)
    }
}
