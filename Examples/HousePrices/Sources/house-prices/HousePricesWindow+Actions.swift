// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// The window's actions and what they open: files, recent files, shortcuts, toasts, pane
/// focus and reset.
extension HousePricesWindow {
    /// The window's actions (`win.`): open, open a given file, export, copy, reset, show the
    /// skipped rows. Their accelerators come from ``AppShortcuts``.
    func addActions() {
        let map = window.raw
        let columns = ListColumnMenu(actionMap: map)
        columns.onToggle = { [weak self] column, shown in self?.setListColumn(column, shown: shown) }
        list.headerMenu = columns.model
        menu.addColumns(columns.model)
        columnMenu = columns
        AppActions.add(to: map, "open") { [weak self] _ in
            guard let self else { return }
            FileChoosing.open(parent: self.window) { [weak self] path in self?.open(path: path) }
        }
        AppActions.add(to: map, "retry") { [weak self] _ in
            guard let self, self.failure != nil else { return }
            self.report("Retrying: \(self.options.dataPath)")
            self.reload()
        }
        AppActions.add(to: map, "open-file", takesString: true) { [weak self] path in
            if let path { self?.open(path: path) }
        }
        let export = AppActions.add(to: map, "export") { [weak self] _ in
            guard let self else { return }
            let name = DataTitle.exportName(for: self.options.dataTitle)
            FileChoosing.save(parent: self.window, suggesting: name) { [weak self] path in self?.export(to: path) }
        }
        let exportTo = AppActions.add(to: map, "export-to", takesString: true) { [weak self] path in
            if let path { self?.export(to: path) }
        }
        let copy = AppActions.add(to: map, "copy") { [weak self] _ in self?.copyMatchingHomes() }
        let reset = AppActions.add(to: map, "reset") { [weak self] _ in self?.reset() }
        AppActions.add(to: map, "next-pane") { [weak self] _ in self?.focusPane(forward: true) }
        AppActions.add(to: map, "previous-pane") { [weak self] _ in self?.focusPane(forward: false) }
        // Ctrl+? shows the shortcuts window, built from the same table as the accelerators, on
        // first use (building it costs start-up time).
        AppActions.add(to: map, "show-help-overlay") { [weak self] _ in
            guard let self else { return }
            gtk_window_present(self.shortcutsWindow)
        }
        AppActions.add(to: map, "show-skipped") { [weak self] _ in
            guard let self, !self.skippedRows.isEmpty else { return }
            self.report("Skipped rows dialog: \(self.skippedRows.count) lines")
            SkippedRowsDialog.present(over: self.window, title: self.options.dataTitle, lines: self.skippedRows)
        }
        dataActions = [export, exportTo, copy, reset]
        dataActions.forEach { AppActions.setEnabled($0, false) }
        for detailed in options.debugActions {
            pendingSteps.append { [weak self] in
                guard let self else { return }
                let done = AppActions.activate(detailed, from: self.window)
                self.report("Action \(detailed): \(done ? "activated" : "not activated")")
                MainLoop.after(seconds: 0.5) { [weak self] in self?.reportToplevels() }
            }
        }
        for path in options.debugDrops {
            pendingSteps.append { [weak self] in
                guard let self, let target = self.dropTarget else { return }
                self.report("Drop \(path): \(target.simulateDrop(of: path) ? "taken" : "refused")")
            }
        }
        // The recent files' list is written in the background: follow its changes.
        if let manager = gtk_recent_manager_get_default() {
            GtkSignal.connect(UnsafeMutableRawPointer(manager), "changed") { [weak self] in self?.refreshRecentMenu() }
        }
        refreshRecentMenu()
    }

    /// Opens another file: the window shows its progress, then its homes (every home: the
    /// filters start at full extent for a new file), or the error page.
    func open(path: String) {
        options.dataPath = path
        options.dataTitle = DataTitle.fileName(of: path)
        options.generate = nil
        (options.delimiter, options.decimalMark) = (nil, nil)
        options.isDefaultData = false
        options.database = nil
        initialStateApplied = true  // the command line's filters were for the first data
        reload()
    }

    /// Loads the data again from where the options say (after an error: the retry), the
    /// window showing its progress.
    func reload() {
        data = nil
        coordinated = nil
        panel.clear()
        lastCount = nil
        skippedRows = []
        gtk_widget_set_sensitive(filters, 0)
        gtk_widget_set_sensitive(scaleToggle, 0)
        gtk_widget_set_sensitive(presetButton, 0)
        gtk_widget_set_sensitive(panelToggle, 0)
        dataActions.forEach { AppActions.setEnabled($0, false) }
        progress.value = 0
        setSubtitle(options.dataTitle)
        showPage("loading")
        report("Opening: \(options.dataPath)")
        pendingOutput = true
        start()
    }

    /// For the debug report: the titles of the app's shown windows and of the dialogs drawn
    /// inside them.
    func reportToplevels() {
        guard options.debugReport, !closing, let list = gtk_window_get_toplevels() else { return }
        var titles: [String] = []
        for i in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, i) else { continue }
            let w = item.assumingMemoryBound(to: GtkWindow.self)
            if gtk_widget_get_visible(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GtkWidget.self)) != 0 {
                titles.append(
                    gtk_window_get_title(w).map { String(cString: $0) }
                        ?? "(untitled \(String(cString: hp_type_name(item))))")
                titles += dialogTitles(in: UnsafeMutableRawPointer(w).assumingMemoryBound(to: GtkWidget.self))
            }
            g_object_unref(item)
        }
        report("Toplevels: \(titles.sorted().joined(separator: " | "))")
    }

    /// The titles of the about and alert dialogs drawn inside `widget` (libadwaita 1.5+).
    private func dialogTitles(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        if let title = hp_dialog_title(widget) { return [String(cString: title)] }
        var titles: [String] = []
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            titles += dialogTitles(in: c)
            child = gtk_widget_get_next_sibling(c)
        }
        return titles
    }

    /// For the debug report: every accelerator the application has, and what the shortcuts
    /// window lists.
    func reportShortcuts() {
        guard options.debugReport else { return }
        if let names = gtk_application_list_action_descriptions(app) {
            var i = 0
            while let name = names[i] {
                if let accels = gtk_application_get_accels_for_action(app, name) {
                    var j = 0
                    while let accel = accels[j] {
                        report("Accelerator: \(String(cString: name)) \(String(cString: accel))")
                        j += 1
                    }
                    g_strfreev(accels)
                }
                i += 1
            }
            g_strfreev(names)
        }
        do {
            let listed = ShortcutsWindow.accelerators(
                in: UnsafeMutableRawPointer(shortcutsWindow).assumingMemoryBound(to: GtkWidget.self))
            // The window's search page repeats the shortcuts: each once.
            var seen = Set<String>()
            report("Shortcuts window: \(listed.filter { seen.insert($0).inserted }.joined(separator: " | "))")
        }
    }

    func refreshRecentMenu() {
        let recent = RecentFiles.paths()
        menu.setRecent(recent.map(\.path))
        if options.debugReport { report("Recent: \(recent.map(\.path).joined(separator: " | "))") }
    }

    func showSkippedToast(_ summary: String) {
        let toast = adw_toast_new(AppMarkup.escape(summary))!
        adw_toast_set_button_label(toast, L("_Show"))
        adw_toast_set_action_name(toast, "win.show-skipped")
        adw_toast_set_timeout(toast, 10)
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        adw_toast_overlay_add_toast(OpaquePointer(toastOverlay), toast)  // takes it
        report("Toast: \(summary)")
    }

    func toast(_ text: String) {
        let toast = adw_toast_new(AppMarkup.escape(text))!
        adw_toast_overlay_add_toast(OpaquePointer(toastOverlay), toast)
        report("Toast: \(text)")
    }

    func setSubtitle(_ text: String) {
        adw_window_title_set_subtitle(OpaquePointer(windowTitle), text)
    }

    /// F6 and Shift+F6: the keyboard focus to the first focusable widget of the next (previous)
    /// pane among the filters, the list and the side panel when it shows (``PaneCycle``).
    func focusPane(forward: Bool) {
        let panes: [(name: String, widget: Widget)] = [
            ("filters", filters), ("list", list.scrolled), ("panel", panel.widget),
        ]
        let usable = panes.map { gtk_widget_is_visible($0.widget) != 0 && gtk_widget_is_sensitive($0.widget) != 0 }
        let focus = gtk_window_get_focus(window.cast(GtkWindow.self))
        let current = focus.flatMap { f in
            panes.firstIndex { f == $0.widget || gtk_widget_is_ancestor(f, $0.widget) != 0 }
        }
        guard let next = PaneCycle.next(after: current, usable: usable, forward: forward) else { return }
        _ = gtk_widget_child_focus(panes[next].widget, GTK_DIR_TAB_FORWARD)
        report("Pane: \(panes[next].name)")
    }

    /// Every home: both sliders at full extent, every value of the side panel checked.
    func reset() {
        guard data != nil else { return }
        report("Reset")
        if let c = coordinated {
            panel.selectAll()
            tell { $0.reset(c.source.plan.filters.indices.filter(c.isPanelFilter)) }
        }
        for filter in [price, secondary] {
            let s = filter.slider
            s.setValues(lower: s.minimumValue, upper: s.maximumValue)
        }
    }
}
