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
    /// The rows the list shows, in its order, with the homes and table they are rows of (the
    /// file read, or the pages a server sent).
    var shownRows: (rows: [Int], dataset: HomeColumns, table: DataTable?)? {
        guard data != nil, let homes = list.shownHomes else { return nil }
        return (list.model.shownRows(), homes, list.shownTable)
    }

    /// Writes the matching homes (the list's columns, the file's own included, and its order)
    /// as CSV to `path`.
    func export(to path: String) {
        guard let (rows, dataset, table) = shownRows else { return }
        let text = HomeExport.csv(rows, of: dataset, columns: list.shownColumns, table: table)
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            toast(
                Lp("Exported {0} home to {1}", "Exported {0} homes to {1}", rows.count)
                    .filling(HousingFormat.grouped(rows.count), DataTitle.fileName(of: path)))
            report("Exported \(rows.count) homes to \(path)")
        } catch {
            report.warn("\(path): cannot write the file: \(error.localizedDescription)")
            toast(L("Cannot write {0}").filling(DataTitle.fileName(of: path)))
        }
    }

    /// Puts the matching homes on the clipboard as tab-separated text (as the list shows them).
    func copyMatchingHomes() {
        guard let (rows, dataset, table) = shownRows, let clipboard = gtk_widget_get_clipboard(window) else {
            return
        }
        let text = HomeExport.tabSeparated(rows, of: dataset, columns: list.shownColumns, table: table)
        gdk_clipboard_set_text(clipboard, text)
        toast(Lp("Copied {0} home", "Copied {0} homes", rows.count).filling(HousingFormat.grouped(rows.count)))
        report("Copied \(rows.count) homes")
    }
}
