// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import HousingDatabase
import RangeSlider

/// The window over a server's table (`--database`): once the rows are read, its filters are
/// answered by the server (``DatabaseFilterSource``): tiles fetched on a thumb's press, shown
/// coming in the count label, drag steps answered from them, a failure a toast with a retry.
/// Over a sample of a larger table (``LoadedData/isSample``) only the server can count, so a
/// failure never hands the filters to memory: the toast's retry asks the server again.
extension HousePricesWindow {
    /// Connects a second time for the filters and hands them to a ``DatabaseFilterSource``
    /// once connected (the in-memory session answers until then, and for good when the table
    /// has no primary key of one whole-number column).
    func adoptDatabase(_ c: CoordinatedHistograms) {
        guard let database = options.database, let data else { return }
        let table = data.table, sampled = data.isSample
        adoptingDatabase = true
        Task.detached { [weak self] in
            let outcome: Result<(DatabaseConnection, String?), Error>
            do {
                let connection = try await DatabaseConnection.connect(database.connection)
                outcome = .success(
                    (connection, try await DatabaseFilterSource.primaryKey(of: database.table, on: connection)))
            } catch {
                outcome = .failure(error)
            }
            MainThread.post { [weak self] in
                self?.adoptingDatabase = false
                guard let self, !self.closing, self.coordinated === c else {
                    if case .success(let (connection, _)) = outcome { connection.close() }
                    return
                }
                switch outcome {
                case .failure(let error) where sampled:
                    self.failedToAdopt(error as? DatabaseError ?? .cannotConnect("\(error)"), c)
                case .failure(let error):
                    self.report.warn("filters stay in memory: \(error)")
                case .success(let (connection, key)):
                    // The list's pages are ordered last by the key, read as a whole number.
                    guard let key, table.column(named: key)?.kind == .integer else {
                        if sampled {
                            connection.close()
                            return self.failedToAdopt(.missingColumn("\(database.table) has no primary key"), c)
                        }
                        self.report.warn(
                            "filters stay in memory: \(database.table) has no primary key of one whole-number column")
                        connection.close()
                        return
                    }
                    guard
                        let source = try? DatabaseFilterSource(
                            plan: c.session.plan, columns: table, table: database.table, keyColumn: key,
                            connection: connection, deliver: { action in MainThread.post(action) })
                    else {
                        connection.close()
                        if sampled { self.failedToAdopt(.unexpectedResult("no column of numbers to filter"), c) }
                        return
                    }
                    self.useDatabase(source, for: c)
                }
            }
        }
    }

    /// The filters of a sampled table could not be handed to the server: a toast with the reason
    /// whose retry tries again (the count label keeps saying the server is counting).
    private func failedToAdopt(_ error: DatabaseError, _ c: CoordinatedHistograms) {
        report("Database error: \(error)")
        report.warn("\(error)")
        retryToast(error) { [weak self, weak c] in
            guard let self, let c, self.coordinated === c, c.database == nil else { return }
            self.adoptDatabase(c)
        }
    }

    /// A toast with `error` and a Retry button that runs `retry`; it stays until dismissed.
    private func retryToast(_ error: DatabaseError, retry: @escaping () -> Void) {
        let toast = adw_toast_new(AppMarkup.escape("\(error)"))!
        adw_toast_set_button_label(toast, L("_Retry"))
        adw_toast_set_timeout(toast, 0)
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        GtkSignal.connect(UnsafeMutableRawPointer(toast), "button-clicked") { retry() }
        adw_toast_overlay_add_toast(OpaquePointer(toastOverlay), toast)  // takes it
    }

    /// Renders the database source's answers from now on, starting from the filters as they
    /// stand. A failure hands the filters back to the in-memory session (the window keeps
    /// filtering the rows it read) and shows a toast whose retry hands them to the server again;
    /// over a sample the filters stay the server's, and the retry asks it again.
    private func useDatabase(_ source: DatabaseFilterSource, for c: CoordinatedHistograms) {
        source.onResult = { [weak self, weak c, weak source] result in
            guard let self, let c, self.coordinated === c else { return }
            if c.database == nil, let source {  // answered again after a retry
                c.database = source
                self.report("Filters from: database")
            }
            self.render(result)
        }
        source.onProgress = { [weak self] progress in
            guard let self else { return }
            self.report("Tiles: \(progress)")
            guard progress.done < progress.asked else { return }
            self.countLabel.setLabelText(
                L("Counting on the server… {0} of {1}").filling("\(progress.done)", "\(progress.asked)"))
        }
        source.onError = { [weak self, weak c, weak source] error in
            guard let self, let c, let source, self.coordinated === c else { return }
            self.report("Database error: \(error)")
            self.report.warn("\(error)")
            let sampled = self.data?.isSample ?? false
            if c.database != nil, !sampled {
                c.database = nil
                self.report("Filters from: memory")
                c.session.resetAll()
                self.tell { $0.restore(source.saved) }
            }
            self.retryToast(error) { [weak source, weak c] in
                guard let c, let source else { return }
                if sampled { return source.retry() }
                guard c.database == nil else { return }
                source.retry(restoring: c.session.saved)
            }
        }
        c.database = source
        report("Filters from: database")
        source.restore(c.session.saved)
    }

    /// A thumb of `filter`'s slider `slider` pressed (`began`) or released: the database
    /// source fetches its tiles over the track's pixels, or answers exactly.
    func draggedThumb(of filter: Int?, slider: RangeSliderWidget, began: Bool) {
        guard let c = coordinated, let source = c.database, let filter else { return }
        if !began { return source.endDrag() }
        let pixels = max(1, Int(gtk_widget_get_width(slider.gtkWidget)))
        guard
            let layout = try? HistogramLayout.uniform(
                lower: slider.minimumValue, upper: slider.maximumValue, count: pixels)
        else { return }
        source.beginDrag(of: filter, pixels: layout)
    }
}
