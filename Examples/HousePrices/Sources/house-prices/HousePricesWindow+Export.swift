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
    /// Hands `body` every matching home in the list's order, with the homes and table they are
    /// rows of: the list's own rows (the file read) at once or, over a database server, once
    /// every matching row is read from it (the list holds only the pages it loaded). A failure
    /// to read them is a toast with the server's reason.
    func withMatchingHomes(_ body: @escaping (_ rows: [Int], _ homes: HomeColumns, _ table: DataTable?) -> Void) {
        guard data != nil else { return }
        if let source = coordinated?.database {
            report("Reading the matching homes from the server")
            source.readMatchingRows { [weak self] result in
                guard let self else { return }
                switch result {
                case .success(let table):
                    guard let homes = HomeColumns(table: table) else { return }
                    body(Array(0..<table.rowCount), homes, table)
                case .failure(.cancelled): break
                case .failure(let error):
                    self.report.warn("\(error)")
                    self.toast("\(error)")
                }
            }
            return
        }
        guard let homes = list.shownHomes else { return }
        body(list.model.shownRows(), homes, list.shownTable)
    }

    /// Writes the matching homes (the list's columns, the file's own included, and its order)
    /// as CSV to `path`.
    func export(to path: String) {
        withMatchingHomes { [weak self] rows, dataset, table in
            guard let self else { return }
            let text = HomeExport.csv(rows, of: dataset, columns: self.list.shownColumns, table: table)
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                self.toast(
                    Lp("Exported {0} home to {1}", "Exported {0} homes to {1}", rows.count)
                        .filling(HousingFormat.grouped(rows.count), DataTitle.fileName(of: path)))
                self.report("Exported \(rows.count) homes to \(path)")
            } catch {
                self.report.warn("\(path): cannot write the file: \(error.localizedDescription)")
                self.toast(L("Cannot write {0}").filling(DataTitle.fileName(of: path)))
            }
        }
    }

    /// Puts the matching homes on the clipboard as tab-separated text (as the list shows them).
    func copyMatchingHomes() {
        withMatchingHomes { [weak self] rows, dataset, table in
            guard let self, let clipboard = gtk_widget_get_clipboard(self.window) else { return }
            let text = HomeExport.tabSeparated(rows, of: dataset, columns: self.list.shownColumns, table: table)
            gdk_clipboard_set_text(clipboard, text)
            self.toast(
                Lp("Copied {0} home", "Copied {0} homes", rows.count).filling(HousingFormat.grouped(rows.count)))
            self.report("Copied \(rows.count) homes")
        }
    }
}
