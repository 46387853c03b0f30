// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// Export and copy of the matching homes, as the list shows them.
extension HousePricesWindow {
    /// The homes the list shows, in its order.
    var shownOrder_: (HomeListOrder, PriceIndex)? {
        guard let data, let sorter else { return nil }
        var order = fileSortedList(sorter, data.index) ?? sorter.list(selection, order: shownOrder)
        if let c = coordinated, c.hasPanelFilter { order = order.keeping(in: data.index, c.matches(row:)) }
        return (order, data.index)
    }


    /// Writes the matching homes (the list's columns, the file's own included, and its order)
    /// as CSV to `path`.
    func export(to path: String) {
        guard let (order, index) = shownOrder_ else { return }
        let text = HomeExport.csv(order, in: index, columns: list.shownColumns, table: list.table)
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            toast(Lp("Exported {0} home to {1}", "Exported {0} homes to {1}", order.count)
                .filling(HousingFormat.grouped(order.count), DataTitle.fileName(of: path)))
            report("Exported \(order.count) homes to \(path)")
        } catch {
            report.warn("\(path): cannot write the file: \(error.localizedDescription)")
            toast(L("Cannot write {0}").filling(DataTitle.fileName(of: path)))
        }
    }

    /// Puts the matching homes on the clipboard as tab-separated text (as the list shows them).
    func copyMatchingHomes() {
        guard let (order, index) = shownOrder_, let clipboard = gtk_widget_get_clipboard(window) else { return }
        let text = HomeExport.tabSeparated(order, in: index, columns: list.shownColumns, table: list.table)
        gdk_clipboard_set_text(clipboard, text)
        toast(Lp("Copied {0} home", "Copied {0} homes", order.count).filling(HousingFormat.grouped(order.count)))
        report("Copied \(order.count) homes")
    }
}
