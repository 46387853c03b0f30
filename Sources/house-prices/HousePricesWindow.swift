import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// What the command line asks of the window.
struct WindowOptions {
    /// The CSV file to open.
    var dataPath: String
    /// What to load: the file with its price column, dialect and `--generate`.
    var loadRequest: LoadRequest {
        LoadRequest(path: dataPath, priceColumn: priceColumn, generate: generate, delimiter: delimiter, decimalMark: decimalMark)
    }
    /// How the header bar names the data.
    var dataTitle: String
    var priceColumn = "price"
    var generate: Int?
    /// The delimiter and decimal mark given for ``dataPath`` (nil: detected; a file opened
    /// later is always detected).
    var delimiter: CSVDelimiter?
    var decimalMark: DecimalMark?
    var minPrice: Double?
    var maxPrice: Double?
    var minArea: Double?
    var maxArea: Double?
    var minBedrooms: Double?
    var maxBedrooms: Double?
    var sort: HomeSortOrder?
    /// The file's own column to sort by once the file is read as a table, if it has it (the
    /// remembered sort; ``sort`` until then and otherwise).
    var fileSort: (name: String, ascending: Bool)?
    /// The price slider's scale (the header bar's toggle switches it to linear and back).
    var priceScale = PriceScaleChoice.quantile
    /// The window's size asked for with `--size` (nil: the remembered size, else
    /// ``HousePricesWindow/defaultSize``).
    var size: (width: Int32, height: Int32)?
    /// Whether the price track follows the homes (the header's toggle); remembered.
    var spreadByHomes = true
    /// The second filter's remembered bounds (nil: its end).
    var restoredSecondary: (lower: Double?, upper: Double?) = (nil, nil)
    /// Debug steps after the first load: detailed action names (`win.export-to::/tmp/x.csv`).
    var debugActions: [String] = []
    /// Debug: files dropped through the drop target's signal after the first load.
    var debugDrops: [String] = []
    var screenshot: String?
    /// Print a line and quit after the first frame that shows the loaded data.
    var quitAfterFirstFrame = false
    var debugReport = false
    /// Debug: show the side panel once it is built (for screenshots).
    var debugShowPanel = false
    /// Whether the file is the embedded Ames data (not added to the recent files).
    var isDefaultData = false
}

/// The house-price filter window: a price range slider with the prices' histogram in its track,
/// a second slider for living area (or bedrooms), the live count, and the list of matching homes.
///
/// Data loads on a background thread (``DataLoading``) while the window shows its progress; then
/// every change of either slider — each step of a drag included — selects the matching homes
/// through the price index (O(log n) for a price range), updates the count and hands the slice
/// to the list's model, which signals only the rows that changed.
///
/// Standard output gets `Showing N of M homes` once the data is loaded and whenever the count
/// changes; with `--screenshot` the window is rendered to a PNG once loaded and the app quits.
///
/// Ownership: this object owns the filters (and so the sliders) and the list view; the
/// GtkApplication owns the window. Handlers hold this object weakly.
final class HousePricesWindow {
    let app: UnsafeMutablePointer<GtkApplication>
    let window: Widget
    private(set) var options: WindowOptions
    /// The exit status the process should end with (non-zero when `--screenshot` failed).
    var exitStatus: Int32 = 0

    /// The header bar's title and subtitle (AdwWindowTitle: the data's name and count).
    let windowTitle: Widget
    let resetButton: Widget
    let openButton: Widget
    /// The primary menu (F10).
    let menuButton: Widget
    let menu = PrimaryMenu()
    /// Toasts ("2 rows skipped", "Exported …") over the content.
    let toastOverlay: Widget
    /// The window's actions whose enabled state follows the data.
    var dataActions: [OpaquePointer] = []
    /// Where the window remembers its state, or nil without a schema.
    let state: WindowState?
    /// Files dropped on the window open like chosen ones.
    var dropTarget: FileDropTarget?
    /// Debug steps run after the first load (`--debug-action`, `--debug-drop`).
    var pendingSteps: [() -> Void] = []
    /// Set once the window is closing (its widgets are being destroyed).
    var closing = false
    /// Loads started, and whether the first has finished.
    var loadCount = 0
    var firstLoadDone = false
    /// The header bar's toggle: on, the price track follows the homes (the chosen non-linear
    /// scale); off, it is linear. The selected prices stay.
    let scaleToggle: Widget
    /// The header bar's toggle that shows the side panel (``FilterPanel``).
    let panelToggle: Widget
    /// The price filter's preset menu button.
    var presetButton: Widget
    let filters: Widget
    let price: RangeFilter
    let secondary: RangeFilter
    let countLabel: Widget
    let stack: Widget
    let loadingLabel: Widget
    /// The loading progress: a RangeSliderWidget in progress mode.
    let progress = RangeSliderWidget()
    /// AdwStatusPages: "no homes match" and "cannot use this data", built on first use.
    let statusPages: StatusPages
    let list = HomeListView()
    /// The categorical and yes/no columns' filters beside the list.
    let panel = FilterPanel()

    var data: LoadedData?
    var sorter: HomeSorter?
    /// The sliders' histograms under the other filter, once built (``CoordinatedHistograms``).
    var coordinated: CoordinatedHistograms?
    /// Starts building ``coordinated`` once the first frame with data is painted.
    var coordinateAfterFirstFrame: (() -> Void)?
    /// While ``coordinated`` is being built (a screenshot waits for it).
    var coordinationPending = false
    /// The price slider's draw count when the coordinated histograms arrived: `--screenshot`
    /// waits for a frame drawn after it (the header's restyled More Filters button with it).
    var drawsAtCoordination: Int?
    var lastCount: Int?
    /// While a phase without a fraction runs (generating, indexing), the bar creeps towards
    /// the phase's end so that it visibly moves.
    var creepSource: guint = 0
    var creepTarget = 0.0
    var updateCount = 0
    var updateSeconds = 0.0
    var longestPause = 0.0
    var failure: LoadError?

    static let defaultSize = (width: Int32(1000), height: Int32(760))

    init(app: UnsafeMutablePointer<GtkApplication>, options: WindowOptions, state: WindowState?) {
        self.app = app
        self.state = state
        var options = options
        // Remembered state, where the command line said nothing.
        if let state {
            columnChoice = state.listColumns
            if options.sort == nil {
                options.sort = state.sortOrder
                options.fileSort = state.fileSort
            }
            if options.minPrice == nil && options.maxPrice == nil {
                (options.minPrice, options.maxPrice) = state.range("price-range")
            }
            if options.minArea == nil && options.maxArea == nil && options.minBedrooms == nil && options.maxBedrooms == nil {
                options.restoredSecondary = state.range("secondary-range")
            }
            if !state.spreadByHomes { options.spreadByHomes = false }
        }
        self.options = options
        AppStyle.install()
        AppStyle.followStyleManager()

        window = adw_application_window_new(app)!
        let win = window.cast(GtkWindow.self)
        gtk_window_set_title(win, L("House Prices"))
        // The size asked for, else the one remembered (and maximized if it was), else the default.
        let size = options.size ?? state?.windowSize ?? Self.defaultSize
        gtk_window_set_default_size(win, size.width, size.height)
        if options.size == nil, state?.isMaximized ?? false { gtk_window_maximize(win) }
        gtk_window_set_icon_name(win, AppInfo.id)

        // Header bar: open and reset at the start; the title and the data's name; the scale
        // toggle and the primary menu at the end.
        let header = adw_header_bar_new()!
        windowTitle = adw_window_title_new(L("House Prices"), options.dataTitle)!
        adw_header_bar_set_title_widget(OpaquePointer(header), windowTitle)
        openButton = Make.iconButton("document-open-symbolic", label: L("Open"), tooltip: L("Open a CSV file (Ctrl+O)"))
        gtk_actionable_set_action_name(OpaquePointer(openButton), "win.open")
        adw_header_bar_pack_start(OpaquePointer(header), openButton)
        resetButton = gtk_button_new_with_mnemonic(L("_Reset"))!
        gtk_actionable_set_action_name(OpaquePointer(resetButton), "win.reset")
        gtk_widget_set_tooltip_text(resetButton, L("Show every home (Ctrl+R)"))
        // GTK 4.8 names a mnemonic button after its raw label and its child label together
        // ("_Reset Reset"): give it its label, and drop the relation to the child.
        cgtk_accessible_update_label(OpaquePointer(resetButton), L("Reset"))
        gtk_accessible_reset_relation(OpaquePointer(resetButton), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        adw_header_bar_pack_start(OpaquePointer(header), resetButton)
        menuButton = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(OpaquePointer(menuButton), menu.model)
        gtk_menu_button_set_primary(OpaquePointer(menuButton), 1)
        gtk_widget_set_tooltip_text(menuButton, L("Main menu"))
        cgtk_accessible_update_label(OpaquePointer(menuButton), L("Main menu"))
        adw_header_bar_pack_end(OpaquePointer(header), menuButton)
        scaleToggle = gtk_toggle_button_new_with_mnemonic(L("_Spread by homes"))!
        gtk_widget_set_tooltip_text(scaleToggle, L("On: the price track gives each stretch of homes the same room (quantile scale). Off: equal dollars take equal room (linear)."))
        cgtk_accessible_update_label(OpaquePointer(scaleToggle), L("Spread prices by homes"))
        gtk_accessible_reset_relation(OpaquePointer(scaleToggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        gtk_toggle_button_set_active(scaleToggle.cast(GtkToggleButton.self), options.priceScale == .linear || !options.spreadByHomes ? 0 : 1)
        gtk_widget_set_sensitive(scaleToggle, 0)
        adw_header_bar_pack_end(OpaquePointer(header), scaleToggle)
        panelToggle = gtk_toggle_button_new_with_mnemonic(L("_More Filters"))!
        gtk_widget_set_tooltip_text(panelToggle, L("Show the filters of the file's other columns, with their counts"))
        cgtk_accessible_update_label(OpaquePointer(panelToggle), L("More Filters"))
        gtk_accessible_reset_relation(OpaquePointer(panelToggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        gtk_widget_set_sensitive(panelToggle, 0)
        adw_header_bar_pack_end(OpaquePointer(header), panelToggle)

        // The filters.
        price = RangeFilter(title: L("Price"), lowerLabel: L("Minimum price"), upperLabel: L("Maximum price"),
                            format: HousingFormat.price, parse: BoundText.parsePrice)
        // While loading: thumbs at the ends, the strip kept for the histogram.
        price.slider.setValues(lower: 0, upper: 1)
        price.slider.histogram = .empty
        price.slider.valuePopoverVisibility = .whileDragging
        // The dearest end means "no maximum" ("$755,000+"): a filter without an upper price.
        price.slider.allowsOpenUpperBound = true
        price.slider.histogramHeight = 48
        // Price ticks at nice numbers ($100k, $200k, …), labels short; the slider drops the
        // labels that would overlap at the window's width.
        price.slider.tickSettings = TickSettings(mode: .nice(minimumSpacing: 24))
        price.slider.tickLabelFormatter = HousingFormat.shortPrice
        secondary = RangeFilter(title: SecondaryMeasure.livingArea.title, lowerLabel: L("Minimum living area"),
                                upperLabel: L("Maximum living area"),
                                format: { BoundText.format($0, of: .livingArea) }, parse: { BoundText.parse($0, of: .livingArea) })
        secondary.slider.setValues(lower: 0, upper: 1)
        secondary.slider.histogram = .empty
        secondary.slider.valuePopoverVisibility = .whileDragging
        secondary.slider.histogramHeight = 24
        countLabel = Make.label("", classes: ["count", "title-4"], xalign: 1)
        gtk_widget_set_hexpand(countLabel, 1)
        price.headerRow.append(countLabel)
        // Preset price ranges (the data's quartiles) with their live counts under the other
        // filter: a menu button here, and the slider's own right-click / Menu-key menu.
        presetButton = price.slider.makePresetMenuButton(label: L("Presets"))
        gtk_widget_set_sensitive(presetButton, 0)
        price.headerRow.append(presetButton)

        filters = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 14, [price.widget, secondary.widget])
        filters.addClass("filters")
        gtk_widget_set_sensitive(filters, 0)

        // The pages below the filters: loading, list, no match, error.
        stack = gtk_stack_new()!
        gtk_stack_set_transition_type(stack.opaque, GTK_STACK_TRANSITION_TYPE_NONE)
        // Sized by the page shown: a homogeneous stack (GTK's default) measures the hidden
        // status pages too, for every layout (start-up included). The stack fills the space
        // below the filters either way.
        gtk_stack_set_hhomogeneous(stack.opaque, 0)
        gtk_stack_set_vhomogeneous(stack.opaque, 0)
        gtk_widget_set_vexpand(stack, 1)
        loadingLabel = Make.label(L("Loading…"), classes: ["dim-label"], xalign: 0.5)
        progress.mode = .progress
        progress.setRange(minimum: 0, maximum: 1)
        progress.value = 0
        progress.valueLabel = L("Loading progress")
        gtk_widget_set_size_request(progress.gtkWidget, 360, -1)
        let loading = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [loadingLabel, progress.gtkWidget])
        gtk_widget_set_valign(loading, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(loading, GTK_ALIGN_CENTER)
        gtk_stack_add_named(stack.opaque, loading, "loading")
        gtk_stack_add_named(stack.opaque, list.scrolled, "list")
        statusPages = StatusPages(stack: stack)

        gtk_widget_set_hexpand(stack, 1)
        let body = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [stack, panel.widget])
        gtk_widget_set_vexpand(body, 1)
        let content = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [
            filters, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), body,
        ])
        toastOverlay = adw_toast_overlay_new()!
        adw_toast_overlay_set_child(OpaquePointer(toastOverlay), content)
        gtk_widget_set_vexpand(toastOverlay, 1)
        adw_application_window_set_content(window.cast(AdwApplicationWindow.self), Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [header, toastOverlay]))
        showPage("loading")

        HistogramTooltip.attach(to: price.slider, format: HousingFormat.price)
        HistogramTooltip.attach(to: secondary.slider) { [weak secondary] in secondary?.format($0) ?? "" }
        gtk_widget_set_tooltip_text(presetButton, L("Choose a preset range"))
        connect()
        addActions()
        dropTarget = FileDropTarget(on: window) { [weak self] path in
            guard let self else { return false }
            self.report("Dropped: \(path)")
            self.open(path: path)
            return true
        }
        BoolSignal.connect(window.raw, "close-request") { [weak self] in
            self?.saveState()
            self?.closing = true
            self?.stopCreeping()   // a load still running reports nothing more to the widgets
            return false   // close
        }
    }


    /// Frame times while a slider is dragged (debug report only), from a tick callback added
    /// for the drag.
    var frameTimes: [gint64] = []
    var tickCallback: guint = 0

    private func watchFrames(of filter: RangeFilter, name: String) {
        filter.slider.addObserver { [weak self] event in
            guard let self else { return }
            switch event {
            case .dragBegan where self.tickCallback == 0:
                self.frameTimes = []
                let box = Unmanaged.passRetained(VoidBox { [weak self] in
                    guard let self, let clock = gtk_widget_get_frame_clock(self.window) else { return }
                    self.frameTimes.append(gdk_frame_clock_get_frame_time(clock))
                }).toOpaque()
                self.tickCallback = gtk_widget_add_tick_callback(self.window, { _, _, data in
                    if let data { Unmanaged<VoidBox>.fromOpaque(data).takeUnretainedValue().handler() }
                    return 1   // G_SOURCE_CONTINUE
                }, box, { data in if let data { Unmanaged<VoidBox>.fromOpaque(data).release() } })
            case .dragEnded where self.tickCallback != 0:
                gtk_widget_remove_tick_callback(self.window, self.tickCallback)
                self.tickCallback = 0
                let gaps = zip(self.frameTimes.dropFirst(), self.frameTimes).map { Double($0 - $1) / 1000 }.sorted()
                guard !gaps.isEmpty else { return }
                self.report("Drag frames (\(name)): \(gaps.count + 1) frames, median interval \(String(format: "%.1f", gaps[gaps.count / 2])) ms, longest \(String(format: "%.1f", gaps.last ?? 0)) ms")
            default:
                break
            }
        }
    }

    /// The price slider's scale: the chosen one while the header's toggle is on, else linear.
    /// The selected prices stay where they are; only their places on the track change.
    private func applyPriceScale() {
        guard let index = data?.index else { return }
        let on = gtk_toggle_button_get_active(scaleToggle.cast(GtkToggleButton.self)) != 0
        let choice = on ? options.priceScale : .linear
        price.setScale(choice.scale(sortedPrices: index.sortedPrices))
        report("Price scale: \(price.slider.scale.name)")
        if options.debugReport, gtk_widget_get_realized(window) != 0 {
            for line in geometryLines() where line.hasPrefix("Price thumbs:") { report(line) }
        }
    }

    private func connect() {
        if options.debugReport {
            GtkSignal.connect(window.raw, "notify::focus-widget") { [weak self] (_: UnsafeMutableRawPointer?) in
                guard let self else { return }
                let focus = gtk_window_get_focus(self.window.cast(GtkWindow.self))
                let name = focus.map { String(cString: gtk_widget_get_css_name($0)) + "." + String(cString: g_type_name_from_instance(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self))) } ?? "none"
                self.report("Focus: \(name)")
            }
            // What the list shows once a scroll has settled: the rows GTK maps again must have
            // been refilled.
            var pending = false
            list.onScroll { [weak self] in
                guard !pending else { return }
                pending = true
                MainLoop.after(seconds: 0.3) {
                    pending = false
                    guard let self, !self.closing, let top = self.list.topVisibleRow() else { return }
                    self.report("Top row \(top.position): \(top.cells.joined(separator: " | "))")
                }
            }
            watchFrames(of: price, name: "price")
            watchFrames(of: secondary, name: "secondary")
            price.report = { [weak self] in self?.report($0) }
            secondary.report = { [weak self] in self?.report($0) }
        }
        price.onChange = { [weak self] in self?.update() }
        secondary.onChange = { [weak self] in self?.update() }
        list.onSortChanged = { [weak self] order in
            guard let self else { return }
            if let file = self.list.fileSort {
                self.report("Sorted by \(file.column.name) \(file.ascending ? "ascending" : "descending")")
            } else {
                self.report("Sorted by \(order.column.argumentName) \(order.ascending ? "ascending" : "descending")")
            }
            self.update()
        }
        GtkSignal.connect(scaleToggle.raw, "toggled") { [weak self] in self?.applyPriceScale() }
        GtkSignal.connect(panelToggle.raw, "toggled") { [weak self] in self?.showPanel() }
        if let popover = gtk_menu_button_get_popover(OpaquePointer(presetButton)) {
            // After the slider's own handler, which relabels the menu with fresh counts.
            GtkSignal.connect(UnsafeMutableRawPointer(popover), "show") { [weak self] in
                guard let self else { return }
                self.report("Preset menu: \(self.price.slider.presetMenuLabels.joined(separator: " | "))")
            }
        }
    }

    func present() {
        gtk_window_present(window.cast(GtkWindow.self))
        if options.debugReport, let display = gdk_display_get_default(),
           let paths = gtk_icon_theme_get_resource_path(gtk_icon_theme_get_for_display(display)) {
            var names: [String] = []
            var i = 0
            while let path = paths[i] { names.append(String(cString: path)); i += 1 }
            g_strfreev(paths)
            report("Icon theme resource paths: \(names.joined(separator: " "))")
        }
    }

    // MARK: - Loading

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
        let adopted = EarlyDataLoad.start(options.loadRequest,
                                          progress: { [weak self] phase in
                                              guard let self, self.loadCount == generation, !self.closing else { return }
                                              self.show(phase)
                                          },
                                          completion: { [weak self] result in
                                              guard let self, self.loadCount == generation, !self.closing else { return }
                                              switch result {
                                              case .success(let data): self.loaded(data)
                                              case .failure(let error): self.failed(error)
                                              }
                                          })
        report("Data load: \(adopted ? "begun before the window was built" : "begun by the window")")
    }

    /// Where each phase ends on the progress bar: reading is most of the work unless homes are
    /// generated.
    var readingShare: Double { options.generate == nil ? 0.85 : 0.3 }

    private func show(_ phase: LoadPhase) {
        switch phase {
        case .reading(let fraction):
            progress.value = max(progress.value, readingShare * fraction)
        case .generating(let count):
            report("Loading phase: generating at \(String(format: "%.2f", progress.value))")
            loadingLabel.setLabelText(Lp("Generating {0} home…", "Generating {0} homes…", count).filling(HousingFormat.grouped(count)))
            progress.value = readingShare
            creep(to: 0.7)
        case .indexing:
            report("Loading phase: indexing at \(String(format: "%.2f", progress.value))")
            loadingLabel.setLabelText(L("Indexing…"))
            progress.value = max(progress.value, options.generate == nil ? readingShare : 0.7)
            creep(to: 0.98)
        }
    }

    private func creep(to target: Double) {
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

    private func loaded(_ data: LoadedData) {
        stopCreeping()
        progress.value = 1
        self.data = data
        let index = data.index
        sorter = HomeSorter(index: index)
        list.dataset = index.dataset
        list.table = nil
        fileSortColumns = [:]
        preparingFileColumns = []
        // The known columns the file has; its own columns join once it is read as a table
        // (``startCoordination()``).
        showListColumns()
        let loadReport = index.dataset.report
        for line in loadReport.skippedMessages { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        skippedRows = loadReport.skippedMessages
        if let summary = loadReport.skippedSummary {
            showSkippedToast(summary)
        }
        setSubtitle(DataTitle.subtitle(title: options.dataTitle, homes: index.count, generated: options.generate != nil))
        let first = !firstLoadDone
        failure = nil
        filters.isVisible = true
        report("Loaded \(index.count) homes: read \(Self.ms(data.timings.read)), generated \(Self.ms(data.timings.generate)), indexed \(Self.ms(data.timings.index)); longest main-loop pause while loading \(String(format: "%.1f", longestPause)) ms")

        // Price: cheapest to dearest, whole dollars.
        let bounds = index.priceBounds ?? 0...0
        price.slider.histogram = data.priceHistogram
        // The command line's (or the remembered) bounds on the first file; a file opened later
        // shows every home.
        price.configure(minimum: bounds.lowerBound, maximum: bounds.upperBound,
                        lower: first ? options.minPrice : nil, upper: first ? options.maxPrice : nil, step: 1)
        applyPriceScale()
        gtk_widget_set_sensitive(scaleToggle, options.priceScale == .linear ? 0 : 1)
        price.slider.presets = PricePresets.quartiles(sortedPrices: index.sortedPrices)
        price.slider.presetCounter = { [weak self] preset in self?.count(of: preset) }
        gtk_widget_set_sensitive(presetButton, price.slider.presets.isEmpty ? 0 : 1)

        // The second filter: living area, else bedrooms, else none.
        if let measure = index.secondaryMeasure, let range = data.secondaryBounds {
            secondary.title = measure.title
            secondary.format = { BoundText.format($0, of: measure) }
            secondary.parse = { BoundText.parse($0, of: measure) }
            secondary.slider.lowerThumbLabel = measure == .livingArea ? L("Minimum living area") : L("Minimum bedrooms")
            secondary.slider.upperThumbLabel = measure == .livingArea ? L("Maximum living area") : L("Maximum bedrooms")
            secondary.slider.histogram = data.secondaryHistogram
            var initial = measure == .livingArea ? (options.minArea, options.maxArea) : (options.minBedrooms, options.maxBedrooms)
            if initial.0 == nil && initial.1 == nil { initial = options.restoredSecondary }
            if !first { initial = (nil, nil) }
            secondary.widget.isVisible = true
            secondary.configure(minimum: range.lowerBound, maximum: range.upperBound, lower: initial.0, upper: initial.1, step: 1)
            let ignored = measure == .livingArea ? (options.minBedrooms ?? options.maxBedrooms).map { _ in "bedrooms" }
                                                 : (options.minArea ?? options.maxArea).map { _ in "area" }
            if let ignored, first {
                warn("the second filter is \(measure.title.lowercased()): --min-\(ignored)/--max-\(ignored) ignored")
            }
        } else {
            secondary.widget.isVisible = false
            if first, options.minArea != nil || options.maxArea != nil || options.minBedrooms != nil || options.maxBedrooms != nil {
                warn("the data has neither living areas nor bedrooms: the second filter's options are ignored")
            }
        }

        gtk_widget_set_sensitive(filters, 1)
        dataActions.forEach { AppActions.setEnabled($0, true) }
        if first { buildOneScreenfulFirst() }
        if first, let sort = options.sort { list.sort(by: sort) }   // reports through onSortChanged → update()
        update()
        if first { coordinateAfterFirstFrame = { [weak self] in self?.startCoordination() } } else { startCoordination() }
        if !options.isDefaultData { RecentFiles.add(options.dataPath) }
        report("Loaded file: \(options.dataPath)")
        if first {
            reportShortcuts()
            MainLoop.after(seconds: 0.3) { [weak self] in self?.reportGeometry() }
        }
        finishLoad(status: 0)
    }

    /// After each load: the debug steps once the first load is done, then the screenshot or
    /// the first-frame exit (after the last load the steps started).
    private func finishLoad(status: Int32) {
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

    /// Runs the debug steps once the file's table is read (the list then has the file's own
    /// columns, as a person acting a moment later sees it), waiting for it up to 10 s.
    private func runDebugSteps(_ steps: [() -> Void], status: Int32, attempt: Int = 0) {
        if data != nil, coordinationPending || coordinateAfterFirstFrame != nil, attempt < 50 {
            MainLoop.after(seconds: 0.2) { [weak self] in self?.runDebugSteps(steps, status: status, attempt: attempt + 1) }
            return
        }
        let loads = loadCount
        steps.forEach { $0() }
        // A step that opened a file finishes through that load.
        if loadCount == loads { finishOutput(status: status) }
    }

    /// Whether the screenshot or first-frame exit waits for a load started by a debug step.
    var pendingOutput = false

    private func finishOutput(status: Int32) {
        pendingOutput = loadCount > 1 ? false : pendingOutput
        if let path = options.screenshot {
            MainLoop.after(seconds: status == 0 ? 0.6 : 0.4) { [weak self] in self?.screenshot(to: path, status: status) }
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
    private func buildOneScreenfulFirst() {
        var defaultWidth: Int32 = 0, defaultHeight: Int32 = 0
        gtk_window_get_default_size(window.cast(GtkWindow.self), &defaultWidth, &defaultHeight)
        var height = Double(max(gtk_widget_get_height(window), defaultHeight))
        // Once the window has had a layout (the loading page shown), the stack's height bounds
        // the list's exactly.
        let stackHeight = gtk_widget_get_height(stack)
        let maximized = gtk_window_is_maximized(window.cast(GtkWindow.self)) != 0
            || (options.size == nil && state?.isMaximized == true)   // asked for in init, maybe not yet done
        if maximized || gtk_window_is_fullscreen(window.cast(GtkWindow.self)) != 0 || defaultHeight <= 0 {
            height = .infinity   // not known here: GTK's own number of rows
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
    private func heightAbove(_ widget: Widget) -> Double {
        var total: Int32 = 0
        var child = widget
        while let parent = gtk_widget_get_parent(child), parent != window {
            if g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(parent)), gtk_box_get_type()) != 0,
               gtk_orientable_get_orientation(OpaquePointer(parent)) == GTK_ORIENTATION_VERTICAL {
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
    private func quitAfterNextFrame() {
        guard let clock = gtk_widget_get_frame_clock(window) else {
            warn("no frame clock: cannot wait for the first frame")
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

    private func failed(_ error: LoadError) {
        stopCreeping()
        progress.value = 1
        failure = error
        FileHandle.standardError.write(Data("house-prices: \(error.description)\n".utf8))
        statusPages.setErrorDescription(error.description)
        setSubtitle(options.dataTitle)
        filters.isVisible = false
        data = nil
        sorter = nil
        coordinated = nil
        panel.clear()
        dataActions.forEach { AppActions.setEnabled($0, false) }
        showPage("error")
        report("Error page: \(error.description)")
        finishLoad(status: 1)
    }

    /// What assistive technologies call each page of the stack.
    static var pageTitles: [String: String] {
        ["loading": L("Loading"), "list": HomeListView.accessibleName, "empty": L("No Homes Match"), "error": L("Cannot Use This Data")]
    }

    /// Shows the stack's page `name`, and hides the others from assistive technologies: GTK
    /// 4.8 keeps a stack's pages that are not shown in the accessible tree (the loading page's
    /// progress bar stayed there beside the list).
    private func showPage(_ name: String) {
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

    // MARK: - Actions

    /// The window's actions (`win.`): open, open a given file, export, copy, reset, show the
    /// skipped rows. Their accelerators come from ``AppShortcuts``.
    private func addActions() {
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
        data = nil
        sorter = nil
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
        report("Opening: \(path)")
        pendingOutput = true
        start()
    }

    /// For the debug report: the titles of the app's shown windows (dialogs included).
    private func reportToplevels() {
        guard options.debugReport, !closing, let list = gtk_window_get_toplevels() else { return }
        var titles: [String] = []
        for i in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, i) else { continue }
            let w = item.assumingMemoryBound(to: GtkWindow.self)
            if gtk_widget_get_visible(UnsafeMutableRawPointer(w).assumingMemoryBound(to: GtkWidget.self)) != 0 {
                titles.append(gtk_window_get_title(w).map { String(cString: $0) } ?? "(untitled \(String(cString: hp_type_name(item))))")
            }
            g_object_unref(item)
        }
        report("Toplevels: \(titles.sorted().joined(separator: " | "))")
    }

    /// The shortcuts window, made on first use: transient for this window, hidden when closed,
    /// destroyed with this window (GTK's list of toplevels holds it until then).
    private lazy var shortcutsWindow: UnsafeMutablePointer<GtkWindow> = {
        let shortcuts = UnsafeMutableRawPointer(ShortcutsWindow.make()).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(shortcuts, window.cast(GtkWindow.self))
        gtk_window_set_hide_on_close(shortcuts, 1)
        gtk_window_set_destroy_with_parent(shortcuts, 1)
        return shortcuts
    }()

    /// For the debug report: every accelerator the application has, and what the shortcuts
    /// window lists.
    private func reportShortcuts() {
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
            let listed = ShortcutsWindow.accelerators(in: UnsafeMutableRawPointer(shortcutsWindow).assumingMemoryBound(to: GtkWidget.self))
            // The window's search page repeats the shortcuts: each once.
            var seen = Set<String>()
            report("Shortcuts window: \(listed.filter { seen.insert($0).inserted }.joined(separator: " | "))")
        }
    }

    private func refreshRecentMenu() {
        let recent = RecentFiles.paths()
        menu.setRecent(recent.map(\.path))
        if options.debugReport { report("Recent: \(recent.map(\.path).joined(separator: " | "))") }
    }

    /// The skipped rows' messages (`FILE:LINE: skipped: reason`) of the data shown.
    var skippedRows: [String] = []

    private func showSkippedToast(_ summary: String) {
        let toast = adw_toast_new(AppMarkup.escape(summary))!
        adw_toast_set_button_label(toast, L("_Show"))
        adw_toast_set_action_name(toast, "win.show-skipped")
        adw_toast_set_timeout(toast, 10)
        adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        adw_toast_overlay_add_toast(OpaquePointer(toastOverlay), toast)   // takes it
        report("Toast: \(summary)")
    }

    private func toast(_ text: String) {
        let toast = adw_toast_new(AppMarkup.escape(text))!
        adw_toast_overlay_add_toast(OpaquePointer(toastOverlay), toast)
        report("Toast: \(text)")
    }

    private func setSubtitle(_ text: String) {
        adw_window_title_set_subtitle(OpaquePointer(windowTitle), text)
    }

    /// The homes the list shows, in its order.
    var shownOrder_: (HomeListOrder, PriceIndex)? {
        guard let data, let sorter else { return nil }
        var order = fileSortedList(sorter, data.index) ?? sorter.list(currentFilter, order: shownOrder)
        if let c = coordinated, c.hasPanelFilter { order = order.keeping(in: data.index, c.matches(row:)) }
        return (order, data.index)
    }

    /// The file's own columns prepared for sorting the list, by name (for the file shown).
    var fileSortColumns: [String: FileSortColumn] = [:]

    /// The matching homes sorted by the file's own column the headers sort by, if they do
    /// (prepared on first use: O(n log n), for files, which are read whole anyway).
    private func fileSortedList(_ sorter: HomeSorter, _ index: PriceIndex) -> HomeListOrder? {
        guard let file = list.fileSort, let table = list.table else { return nil }
        let name = file.column.name, column = file.column.column
        if let prepared = fileSortColumns[name] {
            return sorter.list(currentFilter, by: prepared, ascending: file.ascending)
        }
        if index.count < Self.backgroundSortThreshold {
            let prepared = HomeSorter.prepare(fileColumn: name, keysByRow: ListColumnPlan.sortKeys(table, column: column), of: index)
            fileSortColumns[name] = prepared
            return sorter.list(currentFilter, by: prepared, ascending: file.ascending)
        }
        // A large file: its order is prepared on a thread, as a known column's is; the list
        // shows the last known column's order meanwhile.
        if !preparingFileColumns.contains(name) {
            preparingFileColumns.insert(name)
            let generation = loadCount
            let thread = Thread { [weak self] in
                let start = g_get_monotonic_time()
                let prepared = HomeSorter.prepare(fileColumn: name, keysByRow: ListColumnPlan.sortKeys(table, column: column), of: index)
                let ms = Double(g_get_monotonic_time() - start) / 1000
                MainThread.post {
                    guard let self, self.loadCount == generation, !self.closing else { return }
                    self.preparingFileColumns.remove(name)
                    self.fileSortColumns[name] = prepared
                    self.report("Prepared \(name) order in \(String(format: "%.0f", ms)) ms")
                    self.update()
                }
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        return nil
    }

    /// Writes the matching homes (the list's columns, the file's own included, and its order)
    /// as CSV to `path`.
    private func export(to path: String) {
        guard let (order, index) = shownOrder_ else { return }
        let text = HomeExport.csv(order, in: index, columns: list.shownColumns, table: list.table)
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            toast(Lp("Exported {0} home to {1}", "Exported {0} homes to {1}", order.count)
                .filling(HousingFormat.grouped(order.count), DataTitle.fileName(of: path)))
            report("Exported \(order.count) homes to \(path)")
        } catch {
            warn("\(path): cannot write the file: \(error.localizedDescription)")
            toast(L("Cannot write {0}").filling(DataTitle.fileName(of: path)))
        }
    }

    /// Puts the matching homes on the clipboard as tab-separated text (as the list shows them).
    private func copyMatchingHomes() {
        guard let (order, index) = shownOrder_, let clipboard = gtk_widget_get_clipboard(window) else { return }
        let text = HomeExport.tabSeparated(order, in: index, columns: list.shownColumns, table: list.table)
        gdk_clipboard_set_text(clipboard, text)
        toast(Lp("Copied {0} home", "Copied {0} homes", order.count).filling(HousingFormat.grouped(order.count)))
        report("Copied \(order.count) homes")
    }

    /// Remembers the window's size, the filters, the scale and the sort (on close).
    private func saveState() {
        guard let state, !options.quitAfterFirstFrame, options.screenshot == nil else { return }
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(window.cast(GtkWindow.self), &width, &height)
        let maximized = gtk_window_is_maximized(window.cast(GtkWindow.self)) != 0
        var priceRange: [Double]?, secondaryRange: [Double]?
        if data != nil {
            let p = price.slider
            priceRange = SavedRange.encode(lower: p.lowerValue, upper: p.upperValue, minimum: p.minimumValue, maximum: p.maximumValue)
            if secondary.widget.isVisible {
                let s = secondary.slider
                secondaryRange = SavedRange.encode(lower: s.lowerValue, upper: s.upperValue, minimum: s.minimumValue, maximum: s.maximumValue)
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

    // MARK: - Filtering

    /// How many homes a price preset would show under the other filter as it stands.
    private func count(of preset: RangePreset) -> Int? {
        guard let index = data?.index else { return nil }
        let v = preset.values(minimum: price.slider.minimumValue, maximum: price.slider.maximumValue)
        let other = currentFilter
        return index.count(minPrice: v.lower, maxPrice: v.upper, minSecondary: other.minSecondary, maxSecondary: other.maxSecondary)
    }

    var currentFilter: HomeFilter {
        // The price slider's upper end is open (see init): at the maximum it means "no
        // maximum", an infinite bound, so that no home dearer than the slider's end is left out.
        let p = price.slider
        var filter = HomeFilter(minPrice: p.effectiveLowerBound, maxPrice: p.effectiveUpperBound)
        if let data, data.secondaryBounds != nil {
            let s = secondary.slider
            (filter.minSecondary, filter.maxSecondary) = HomeFilter.secondaryBounds(
                lower: s.lowerValue, upper: s.upperValue, minimum: s.minimumValue, maximum: s.maximumValue)
        }
        return filter
    }

    /// From this many homes, a column's sort order is prepared on a background thread (about
    /// 0.5 s for a million homes in a release build) while the list keeps its current order.
    static let backgroundSortThreshold = 100_000
    /// The order the list shows: the headers' once it is prepared.
    var shownOrder = HomeSortOrder.cheapestFirst
    var preparing: Set<HomeListColumn> = []
    /// The file's own columns whose order is being prepared on a thread.
    var preparingFileColumns: Set<String> = []
    /// The columns the person hid or added with the column menu (remembered).
    var columnChoice = ListColumnChoice.none
    /// The list's column menu (header right click, primary menu), made with the actions.
    var columnMenu: ListColumnMenu?

    /// The order to list in now: the headers' order, unless its column is still being prepared.
    private func orderToShow(_ sorter: HomeSorter, _ index: PriceIndex) -> HomeSortOrder {
        let wanted = list.sortOrder
        if sorter.isPrepared(wanted.column) || index.count < Self.backgroundSortThreshold {
            shownOrder = wanted
        } else if !preparing.contains(wanted.column) {
            preparing.insert(wanted.column)
            let column = wanted.column
            let thread = Thread { [weak self] in
                let start = g_get_monotonic_time()
                let prepared = HomeSorter.prepare(column, of: index)
                let ms = Double(g_get_monotonic_time() - start) / 1000
                MainThread.post {
                    guard let self, let sorter = self.sorter, sorter.index.count == index.count else { return }
                    sorter.install(prepared)
                    self.preparing.remove(column)
                    self.report("Prepared \(column.argumentName) order in \(String(format: "%.0f", ms)) ms")
                    self.update()
                }
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        return shownOrder
    }

    /// Selects the homes for the sliders' values and shows them: count, status line, list.
    func update() {
        // While the window is destroyed, its column view drops its columns and its sorter
        // changes: nothing to show any more.
        guard !closing, let data, let sorter else { return }
        let start = g_get_monotonic_time()
        let filter = currentFilter
        let previousOrder = shownOrder
        var order = fileSortedList(sorter, data.index) ?? sorter.list(filter, order: orderToShow(sorter, data.index))
        if let c = coordinated {
            c.apply(price: (filter.minPrice, filter.maxPrice), secondary: (filter.minSecondary, filter.maxSecondary))
            if c.hasPanelFilter { order = order.keeping(in: data.index, c.matches(row:)) }
        }
        if shownOrder != previousOrder { list.scrollToTop() }
        let listed = g_get_monotonic_time()
        list.model.show(order, of: data.index)
        showCoordinatedHistograms(filter, data)
        let shown = g_get_monotonic_time()
        let n = order.count, total = data.index.count
        countLabel.setLabelText(HousingFormat.matchCount(n, of: total))
        if n != lastCount {
            print(HousingFormat.statusLine(showing: n, of: total))
            lastCount = n
        }
        let page = n == 0 ? "empty" : "list"
        if String(cString: gtk_stack_get_visible_child_name(stack.opaque)) != page {
            showPage(page)
        }
        updateCount += 1
        updateSeconds += Double(g_get_monotonic_time() - start) / 1e6
        if options.debugReport {
            report("Price range: \(filter.minPrice) \(filter.maxPrice)")
            report("Count: \(countLabel.labelText)")
            let p = price.slider
            report("Price shown: \(p.formattedValue(of: .lower)) | \(p.formattedValue(of: .upper)); upper popover: \(p.valuePopoverText(for: .upper)); description: \(p.rangeDescription)")
            report("Secondary range: \(filter.minSecondary.map { "\($0)" } ?? "-") \(filter.maxSecondary.map { "\($0)" } ?? "-")")
            let first = list.model.row(at: 0).map { HomeListColumn.cells(of: data.index.dataset[$0]).joined(separator: " | ") } ?? "none"
            report("List: \(list.model.count) rows; first: \(first)")
            report("Update: \(String(format: "%.3f", Double(g_get_monotonic_time() - start) / 1000)) ms (list \(String(format: "%.3f", Double(listed - start) / 1000)), model \(String(format: "%.3f", Double(shown - listed) / 1000))) cells created \(list.cellsCreated), refilled \(list.lastRefilled)")
            if let shown = list.shownCells(at: 0) { report("Shown first: \(shown.joined(separator: " | "))") }
        }
    }

    /// Shows the list's columns for the data (and, once read, its table) as the rule and the
    /// person's ``columnChoice`` say, and offers every column in the column menu. Returns
    /// whether the columns changed.
    @discardableResult
    func showListColumns() -> Bool {
        guard let data else { return false }
        let dataset = data.index.dataset, session = coordinated?.session
        let choices = ListColumnPlan.choices(dataset: dataset, table: session?.table, plan: session?.plan)
        let shown = ListColumnPlan.columns(dataset: dataset, table: session?.table, plan: session?.plan, choice: columnChoice)
        if columnMenu?.choices != choices { columnMenu?.offer(choices, shown: shown) } else { columnMenu?.show(shown) }
        report("Column menu: " + choices.enumerated().map { "\($0.offset):\(shown.contains($0.element) ? "[x]" : "[ ]") \($0.element.reportName)" }.joined(separator: " | "))
        guard shown != list.shownColumns else { return false }
        list.table = session?.table
        list.setColumns(shown)
        list.fitColumns(to: dataset)
        updateListScrolling()
        return true
    }

    /// The column menu: `column` shown or hidden, remembered as a change to the rule.
    private func setListColumn(_ column: ListColumn, shown: Bool) {
        guard let data else { return }
        let session = coordinated?.session
        let rule = ListColumnPlan.columns(dataset: data.index.dataset, table: session?.table, plan: session?.plan)
        columnChoice = columnChoice.setting(column, shown: shown, defaults: rule)
        if showListColumns() {
            report("List columns: \(list.shownColumns.map(\.reportName).joined(separator: " "))")
            update()
        }
    }

    /// F6 and Shift+F6: the keyboard focus to the first focusable widget of the next (previous)
    /// pane among the filters, the list and the side panel when it shows (``PaneCycle``).
    private func focusPane(forward: Bool) {
        let panes: [(name: String, widget: Widget)] = [("filters", filters), ("list", list.scrolled), ("panel", panel.widget)]
        let usable = panes.map { gtk_widget_is_visible($0.widget) != 0 && gtk_widget_is_sensitive($0.widget) != 0 }
        let focus = gtk_window_get_focus(window.cast(GtkWindow.self))
        let current = focus.flatMap { f in panes.firstIndex { f == $0.widget || gtk_widget_is_ancestor(f, $0.widget) != 0 } }
        guard let next = PaneCycle.next(after: current, usable: usable, forward: forward) else { return }
        _ = gtk_widget_child_focus(panes[next].widget, GTK_DIR_TAB_FORWARD)
        report("Pane: \(panes[next].name)")
    }

    /// Every home: both sliders at full extent, every value of the side panel checked.
    private func reset() {
        guard data != nil else { return }
        report("Reset")
        if let c = coordinated {
            for f in c.session.plan.filters.indices where c.isPanelFilter(f) { c.session.reset(f) }
            panel.selectAll()
            update()
        }
        for filter in [price, secondary] {
            let s = filter.slider
            s.setValues(lower: s.minimumValue, upper: s.maximumValue)
        }
    }

}

/// How the header bar names the data.
enum DataTitle {
    /// The last component of a path.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `ames-housing.csv · 2,930 homes`, or `1,000,000 synthetic homes from ames-housing.csv`.
    /// The name suggested for an export: `ames-housing-matching.csv`.
    static func exportName(for title: String) -> String {
        let base = title.lowercased().hasSuffix(".csv") ? String(title.dropLast(4)) : title
        return (base.isEmpty ? "homes" : base) + "-matching.csv"
    }

    static func subtitle(title: String, homes: Int, generated: Bool) -> String {
        generated ? Lp("{0} synthetic home from {1}", "{0} synthetic homes from {1}", homes).filling(HousingFormat.grouped(homes), title)
                  : Lp("{0} · {1} home", "{0} · {1} homes", homes).filling(title, HousingFormat.grouped(homes))
    }
}
