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
        if let data {
            // The selection against the sliders' ranges (the data's bounds): an open end is at
            // its end of the range.
            let s = selection, p = data.priceBounds
            priceRange = SavedRange.encode(lower: s.minPrice, upper: s.maxPrice, minimum: p.lowerBound, maximum: p.upperBound)
            if let b = data.secondaryBounds {
                secondaryRange = SavedRange.encode(lower: s.minSecondary ?? -.infinity, upper: s.maxSecondary ?? .infinity,
                                                   minimum: b.lowerBound, maximum: b.upperBound)
            }
        }
        let spread = gtk_toggle_button_get_active(scaleToggle.cast(GtkToggleButton.self)) != 0
        // The side panel's choices (the sliders are saved above), when it was built.
        let panelFilters = coordinated.map { c in Self.panelEntries(c.session.saved, of: c) }
        state.save(width: width, height: height, maximized: maximized, price: priceRange, secondary: secondaryRange,
                   spreadByHomes: spread, sort: list.sortOrder, fileSort: list.fileSort.map { ($0.column.name, $0.ascending) }, panel: panelFilters,
                   listColumns: columnChoice)
        if let panelFilters { report("Saved panel: \(panelFilters.encoded.map { $0.replacingOccurrences(of: "\t", with: "|") })") }
        report("Saved state: \(width)x\(height) price \(priceRange ?? []) sort \(list.fileSort?.column.name ?? list.sortOrder.column.argumentName)")
    }
}
