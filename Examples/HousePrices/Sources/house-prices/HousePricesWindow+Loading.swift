// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// Loading: the background load's progress, the loaded data shown (sliders, list, toasts),
/// the error page, and the first frame, screenshot and debug steps after a load.
extension HousePricesWindow {
    /// Starts loading the data in the background.
    func start() {
        loadCount += 1
        loadingLabel.setLabelText(L("Reading {0}…").filling(options.dataTitle))
        if options.debugReport {
            // How long the main loop ever waits between 10 ms ticks while the data loads: the
            // window's responsiveness.
            var last = g_get_monotonic_time()
            MainThread.every(milliseconds: 10) { [weak self] in
                guard let self else { return false }
                let now = g_get_monotonic_time()
                self.longestPause = max(self.longestPause, Double(now - last) / 1000)
                last = now
                return self.data == nil && self.failure == nil
            }
        }
        // A file opened while another loads replaces it: the older load's results are dropped.
        let generation = loadCount
        // The first file's load began before the window was built (EarlyDataLoad): adopted here.
        let adopted = EarlyDataLoad.start(
            options.loadRequest,
            progress: { [weak self] phase in
                guard let self, self.loadCount == generation, !self.closing else { return }
                self.show(phase)
            },
            completion: { [weak self] result in
                guard let self, self.loadCount == generation, !self.closing else { return }
                switch result {
                case .success(let data): self.loadedInListOrder(data)
                case .failure(let error): self.failed(error)
                }
            })
        report("Data load: \(adopted ? "begun before the window was built" : "begun by the window")")
    }

    /// Where each phase ends on the progress bar: reading is most of the work unless homes are
    /// generated.
    var readingShare: Double { options.generate == nil ? 0.85 : 0.3 }

    func show(_ phase: LoadPhase) {
        switch phase {
        case .reading(let fraction):
            progress.value = max(progress.value, readingShare * fraction)
        case .generating(let count):
            report("Loading phase: generating at \(String(format: "%.2f", progress.value))")
            loadingLabel.setLabelText(
                Lp("Generating {0} home…", "Generating {0} homes…", count).filling(HousingFormat.grouped(count)))
            progress.value = readingShare
            creep(to: 0.7)
        case .indexing:
            report("Loading phase: indexing at \(String(format: "%.2f", progress.value))")
            loadingLabel.setLabelText(L("Indexing…"))
            progress.value = max(progress.value, options.generate == nil ? readingShare : 0.7)
            creep(to: 0.98)
        }
    }

    func creep(to target: Double) {
        creepTarget = target
        guard creepSource == 0 else { return }
        creepSource = MainThread.every(milliseconds: 50) { [weak self] in
            guard let self, self.creepSource != 0 else { return false }
            self.progress.value += (self.creepTarget - self.progress.value) * 0.05
            return true
        }
    }

    func stopCreeping() {
        if creepSource != 0 { g_source_remove(creepSource) }
        creepSource = 0
    }

    /// Shows `data` once its source lists in the order the window asks for first (the
    /// command line's or remembered sort, or the headers' on a later file): a sort of many
    /// homes is done by the source on a thread first, so that the first frame with data lists
    /// its rows in that order.
    func loadedInListOrder(_ data: LoadedData) {
        let c = data.coordinated
        guard let (order, name) = firstListOrder(c, data, first: !initialStateApplied) else { return loaded(data) }
        let generation = loadCount, asked = g_get_monotonic_time()
        var inPlace = false, answeredAtOnce = true
        c.source.onResult = { [weak self] result in
            guard result.pendingListOrder == nil, !inPlace else { return }
            inPlace = true
            guard !answeredAtOnce, let self, self.loadCount == generation, !self.closing else { return }
            self.report(
                "Prepared \(name) order in \(String(format: "%.0f", Double(g_get_monotonic_time() - asked) / 1000)) ms")
            self.loaded(data)
        }
        c.source.setListOrder(order)
        answeredAtOnce = false
        if inPlace { loaded(data) }
    }

    /// The source's order the window lists `data` in first, and the name of its column; nil
    /// when that column has no filter.
    func firstListOrder(_ c: CoordinatedHistograms, _ data: LoadedData, first: Bool) -> (ListOrder, String)? {
        let byFile = first ? options.fileSort : list.fileSort.map { (name: $0.column.name, ascending: $0.ascending) }
        if let byFile,
            let f = c.session.plan.filters.firstIndex(where: { $0.name.lowercased() == byFile.name.lowercased() })
        {
            return c.session.listOrder(filter: f, ascending: byFile.ascending).map { ($0, byFile.name) }
        }
        let order = first ? options.sort ?? list.sortOrder : list.sortOrder
        return c.session.listOrder(order, columnNames: data.homes.columnNames).map { ($0, order.column.argumentName) }
    }

    func loaded(_ data: LoadedData) {
        stopCreeping()
        progress.value = 1
        self.data = data
        coordinated = data.coordinated  // never another file's filters beside this data
        let homes = data.homes
        list.dataset = homes
        list.table = nil
        let loadReport = data.table.report
        for line in loadReport.skippedMessages { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        skippedRows = loadReport.skippedMessages
        if let summary = loadReport.skippedSummary {
            showSkippedToast(summary)
        }
        setSubtitle(
            DataTitle.subtitle(title: options.dataTitle, homes: data.totalCount, generated: options.generate != nil))
        let first = !initialStateApplied
        initialStateApplied = true
        failure = nil
        filters.isVisible = true
        let sample = data.isSample ? " (a sample of \(homes.count) read)" : ""
        report(
            """
            Loaded \(data.totalCount) homes\(sample): read \(WindowReport.ms(data.timings.read)), generated \
            \(WindowReport.ms(data.timings.generate)), indexed \(WindowReport.ms(data.timings.index)), \
            filters \(WindowReport.ms(data.timings.filters)); longest main-loop pause while loading \
            \(String(format: "%.1f", longestPause)) ms
            """)

        // Price: cheapest to dearest, whole dollars.
        let bounds = data.priceBounds
        price.slider.histogram = data.priceHistogram
        // The command line's (or the remembered) bounds on the first file; a file opened later
        // shows every home.
        let priceBounds = price.configure(
            minimum: bounds.lowerBound, maximum: bounds.upperBound,
            lower: first ? options.minPrice : nil, upper: first ? options.maxPrice : nil, step: 1)
        // The filters start at the sliders' ranges; they answer once the window takes them
        // (``adoptFilters(of:first:)``).
        data.coordinated.source.setRange((priceBounds.lower, priceBounds.upper), of: data.coordinated.priceFilter)
        applyPriceScale()
        gtk_widget_set_sensitive(scaleToggle, options.priceScale == .linear ? 0 : 1)
        price.slider.presets = PricePresets.quartiles(sortedPrices: data.sortedPrices)
        gtk_widget_set_sensitive(presetButton, price.slider.presets.isEmpty ? 0 : 1)

        // The second filter: living area, else bedrooms, else none.
        if let measure = data.secondaryMeasure, let range = data.secondaryBounds {
            secondary.title = measure.title
            secondary.format = { BoundText.format($0, of: measure) }
            secondary.parse = { BoundText.parse($0, of: measure) }
            secondary.slider.lowerThumbLabel = measure == .livingArea ? L("Minimum living area") : L("Minimum bedrooms")
            secondary.slider.upperThumbLabel = measure == .livingArea ? L("Maximum living area") : L("Maximum bedrooms")
            secondary.slider.histogram = data.secondaryHistogram
            var initial =
                measure == .livingArea ? (options.minArea, options.maxArea) : (options.minBedrooms, options.maxBedrooms)
            if initial.0 == nil && initial.1 == nil { initial = options.restoredSecondary }
            if !first { initial = (nil, nil) }
            secondary.widget.isVisible = true
            let secondaryBounds = secondary.configure(
                minimum: range.lowerBound, maximum: range.upperBound,
                lower: initial.0, upper: initial.1, step: 1)
            if let f = data.coordinated.secondaryFilter {
                data.coordinated.source.setRange((secondaryBounds.lower, secondaryBounds.upper), of: f)
            }
            let ignored =
                measure == .livingArea
                ? (options.minBedrooms ?? options.maxBedrooms).map { _ in "bedrooms" }
                : (options.minArea ?? options.maxArea).map { _ in "area" }
            if let ignored, first {
                report.warn(
                    "the second filter is \(measure.title.lowercased()): --min-\(ignored)/--max-\(ignored) ignored")
            }
        } else {
            secondary.widget.isVisible = false
            if first,
                options.minArea != nil || options.maxArea != nil || options.minBedrooms != nil
                    || options.maxBedrooms != nil
            {
                report.warn("the data has neither living areas nor bedrooms: the second filter's options are ignored")
            }
        }

        gtk_widget_set_sensitive(filters, 1)
        dataActions.forEach { AppActions.setEnabled($0, true) }
        adoptFilters(of: data, first: first)
        if first { buildOneScreenfulFirst() }
        if first, let sort = options.sort { list.sort(by: sort) }  // reports through onSortChanged → update()
        if first { sortByRememberedFileColumn() }
        update()
        if first { coordinateAfterFirstFrame = { [weak self] in self?.buildPanel() } } else { buildPanel() }
        if !options.isDefaultData && options.database == nil { RecentFiles.add(options.dataPath) }
        report("Loaded file: \(options.dataPath)")
        report("File parses: \(DataTableLoader.parses)")
        if first {
            reportShortcuts()
            MainLoop.after(seconds: 0.3) { [weak self] in self?.reportGeometry() }
        }
        finishLoad(status: 0)
    }

    /// After each load: the debug steps once the first load is done, then the screenshot or
    /// the first-frame exit (after the last load the steps started).
    func finishLoad(status: Int32) {
        let first = !firstLoadDone
        firstLoadDone = true
        if first, !pendingSteps.isEmpty {
            let steps = pendingSteps
            pendingSteps = []
            MainLoop.after(seconds: 0.4) { [weak self] in self?.runDebugSteps(steps, status: status) }
            return
        }
        if first || pendingOutput { finishOutput(status: status) }
    }

    /// Runs the debug steps once the side panel is built (as a person acting a moment later
    /// finds it) and the filters are handed to a database server when there is one, waiting for
    /// them up to 10 s.
    func runDebugSteps(_ steps: [() -> Void], status: Int32, attempt: Int = 0) {
        if data != nil, coordinateAfterFirstFrame != nil || adoptingDatabase, attempt < 50 {
            MainLoop.after(seconds: 0.2) { [weak self] in
                self?.runDebugSteps(steps, status: status, attempt: attempt + 1)
            }
            return
        }
        let loads = loadCount
        steps.forEach { $0() }
        // A step that opened a file finishes through that load.
        if loadCount == loads { finishOutput(status: status) }
    }

    func finishOutput(status: Int32) {
        pendingOutput = loadCount > 1 ? false : pendingOutput
        if let path = options.screenshot {
            MainLoop.after(seconds: status == 0 ? 0.6 : 0.4) { [weak self] in self?.screenshot(to: path, status: status)
            }
        } else if options.quitAfterFirstFrame {
            if status == 0 {
                quitAfterNextFrame()
            } else {
                // No frame with data will come: quit with the error's status rather than wait.
                exitStatus = 1
                Application.quit(app)
            }
        }
    }

    /// Start-up: the first frame with data builds the list rows of one screen, not the 200 GTK
    /// 4.8 builds (``HomeListModel/limitSlots(to:)``); the other rows are added once that frame
    /// is painted (the frame clock's `after-paint`, once the price slider has drawn the data),
    /// from an idle callback, so they cost the second frame, not the first. The list's height
    /// is at most the window's (the monitor's when maximized), so the rows fill it.
    func buildOneScreenfulFirst() {
        var defaultWidth: Int32 = 0, defaultHeight: Int32 = 0
        gtk_window_get_default_size(window.cast(GtkWindow.self), &defaultWidth, &defaultHeight)
        var height = Double(max(gtk_widget_get_height(window), defaultHeight))
        // Once the window has had a layout (the loading page shown), the stack's height bounds
        // the list's exactly.
        let stackHeight = gtk_widget_get_height(stack)
        let maximized =
            gtk_window_is_maximized(window.cast(GtkWindow.self)) != 0
            || (options.size == nil && state?.isMaximized == true)  // asked for in init, maybe not yet done
        if maximized || gtk_window_is_fullscreen(window.cast(GtkWindow.self)) != 0 || defaultHeight <= 0 {
            height = .infinity  // not known here: GTK's own number of rows
        }
        if stackHeight > 0 {
            height = Double(stackHeight)
        } else if height.isFinite {
            // No layout yet (the data came before the first frame): the window's height less
            // what stands above the stack.
            height -= heightAbove(stack)
        }
        let rows = FirstScreenful.rows(forHeight: height)
        list.model.limitSlots(to: rows)
        let drawsAtLoad = price.slider.drawCount
        var handler: gulong = 0
        var lifted = false
        // The clock is held until `lift` runs: closed before that, the window's surface would
        // free it, and the disconnect would reach a freed instance.
        let clock = gtk_widget_get_frame_clock(window)
        if let clock { g_object_ref(UnsafeMutableRawPointer(clock)) }
        let lift = { [weak self] in
            guard !lifted else { return }
            lifted = true
            if let clock {
                if handler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
                g_object_unref(UnsafeMutableRawPointer(clock))
            }
            guard let self, !self.closing else { return }
            self.list.model.removeSlotLimit()
            self.report("List slots: \(rows) for the first frame, then \(self.list.model.slotCount)")
            self.coordinateAfterFirstFrame?()
            self.coordinateAfterFirstFrame = nil
        }
        if let clock {
            handler = GtkSignal.connect(UnsafeMutableRawPointer(clock), "after-paint") { [weak self] in
                guard let self, self.price.slider.drawCount > drawsAtLoad else { return }
                MainThread.post(lift)
            }
        }
        // A window that is never drawn (no frame clock, or hidden for good) still gets every row.
        MainLoop.after(seconds: clock == nil ? 0 : 10) { lift() }
    }

    /// The natural heights of the widgets above `widget` in the vertical boxes that hold it, up
    /// to the window (the header bar, the filters and the separator above the stack).
    func heightAbove(_ widget: Widget) -> Double {
        var total: Int32 = 0
        var child = widget
        while let parent = gtk_widget_get_parent(child), parent != window {
            if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(parent)), gtk_box_get_type()) != 0,
                gtk_orientable_get_orientation(OpaquePointer(parent)) == GTK_ORIENTATION_VERTICAL
            {
                var sibling = gtk_widget_get_prev_sibling(child)
                while let above = sibling {
                    if gtk_widget_get_visible(above) != 0 {
                        var natural: Int32 = 0
                        gtk_widget_measure(above, GTK_ORIENTATION_VERTICAL, -1, nil, &natural, nil, nil)
                        total += natural
                    }
                    sibling = gtk_widget_get_prev_sibling(above)
                }
            }
            child = parent
        }
        return Double(total)
    }

    /// Quits after the first frame painted once the data is in place: the frame clock's
    /// `after-paint`, once the price slider has drawn since (its histogram and thumbs show the
    /// loaded prices). Prints `First frame with the data` first, for start-up timing.
    func quitAfterNextFrame() {
        guard let clock = gtk_widget_get_frame_clock(window) else {
            report.warn("no frame clock: cannot wait for the first frame")
            exitStatus = 1
            Application.quit(app)
            return
        }
        let drawsAtLoad = price.slider.drawCount
        var done = false
        GtkSignal.connect(UnsafeMutableRawPointer(clock), "after-paint") { [weak self] in
            guard let self, !done, self.price.slider.drawCount > drawsAtLoad else { return }
            done = true
            print("First frame with the data")
            fflush(stdout)
            Application.quit(self.app)
        }
    }

    func failed(_ error: LoadError) {
        stopCreeping()
        progress.value = 1
        failure = error
        FileHandle.standardError.write(Data("house-prices: \(error.description)\n".utf8))
        statusPages.setErrorDescription(error.description)
        setSubtitle(options.dataTitle)
        filters.isVisible = false
        data = nil
        coordinated = nil
        panel.clear()
        dataActions.forEach { AppActions.setEnabled($0, false) }
        showPage("error")
        statusPages.focusRetry()
        report("Error page: \(error.description)")
        finishLoad(status: 1)
    }

    /// What assistive technologies call each page of the stack.
    static var pageTitles: [String: String] {
        [
            "loading": L("Loading"), "list": HomeListView.accessibleName, "empty": L("No Homes Match"),
            "error": L("Cannot Use This Data"),
        ]
    }

    /// Shows the stack's page `name`, and hides the others from assistive technologies: GTK
    /// 4.8 keeps a stack's pages that are not shown in the accessible tree (the loading page's
    /// progress bar stayed there beside the list).
    func showPage(_ name: String) {
        statusPages.prepare(name)
        gtk_stack_set_visible_child_name(stack.opaque, name)
        var child = gtk_widget_get_first_child(stack)
        var pageNames: [String] = []
        while let page = child {
            let shown = page == gtk_stack_get_visible_child(stack.opaque)
            cgtk_accessible_update_hidden(OpaquePointer(page), shown ? 0 : 1)
            if let stackPage = gtk_stack_get_page(stack.opaque, page) {
                cgtk_accessible_update_hidden(stackPage, shown ? 0 : 1)
                // GTK 4.8 names a page without a title after its type, "GtkStackPage".
                let pageName = gtk_stack_page_get_name(stackPage).map { String(cString: $0) } ?? ""
                cgtk_accessible_update_label(stackPage, Self.pageTitles[pageName] ?? pageName)
                pageNames.append(pageName)
            }
            child = gtk_widget_get_next_sibling(page)
        }
        report("Page shown: \(name); the stack holds: \(pageNames.joined(separator: ", "))")
    }
}
