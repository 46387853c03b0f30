// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// The house-price filter window: a price range slider with the prices' histogram in its track,
/// a second slider for living area (or bedrooms), the live count, and the list of matching homes.
///
/// Data loads on a background thread (``DataLoading``), the engine built with it, while the
/// window shows its progress; then every change of a filter — each step of a drag included —
/// sets it on the engine (``CoordinatedHistograms``), which counts the matching homes and lists
/// them in the list's order; the list's model signals only the rows that changed.
///
/// Standard output gets `Showing N of M homes` once the data is loaded and whenever the count
/// changes; with `--screenshot` the window is rendered to a PNG once loaded and the app quits.
///
/// Ownership: this object owns the filters (and so the sliders) and the list view; the
/// GtkApplication owns the window. Handlers hold this object weakly.
final class HousePricesWindow {
    let app: UnsafeMutablePointer<GtkApplication>
    let window: Widget
    /// The command line's options, the data path and title those of the file shown.
    var options: WindowOptions
    /// The debug and test lines (`--debug-report`) and warnings.
    let report: WindowReport
    /// The exit status the process should end with (non-zero when `--screenshot` failed).
    var exitStatus: Int32 = 0

    /// The header bar's title and subtitle (AdwWindowTitle: the data's name and count).
    let windowTitle: Widget
    /// The header bar's labelled Reset (the narrow layout shows an icon-only one instead:
    /// ``AdaptiveLayout/narrowResetButton``).
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
    /// Whether the command line's (or remembered) filters, sort and first-frame work were
    /// applied: by the first load that showed data (a retry after a failed first load still
    /// applies them), or dropped when another file was opened.
    var initialStateApplied = false
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
    /// When the change whose answer is awaited was told to the source (``tell(_:)``), for the
    /// report's update time.
    var askedAt: gint64?
    /// The filters loaded with the data (``LoadedData/coordinated``), nil without data.
    var coordinated: CoordinatedHistograms?
    /// Whether the filters are being handed to a database server (``adoptDatabase(_:)``): the
    /// debug steps wait for it, as a person acting once the count is the server's would.
    var adoptingDatabase = false
    /// Builds the side panel once the first frame with data is painted.
    var coordinateAfterFirstFrame: (() -> Void)?
    /// The price slider's draw count when the side panel was built: `--screenshot` waits for
    /// a frame drawn after it (the header's restyled More Filters button with it).
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

    /// Whether the screenshot or first-frame exit waits for a load started by a debug step.
    var pendingOutput = false
    /// The shortcuts window, made on first use: transient for this window, hidden when closed,
    /// destroyed with this window (GTK's list of toplevels holds it until then).
    lazy var shortcutsWindow: UnsafeMutablePointer<GtkWindow> = {
        let shortcuts = UnsafeMutableRawPointer(ShortcutsWindow.make()).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(shortcuts, window.cast(GtkWindow.self))
        gtk_window_set_hide_on_close(shortcuts, 1)
        gtk_window_set_destroy_with_parent(shortcuts, 1)
        return shortcuts
    }()
    /// The skipped rows' messages (`FILE:LINE: skipped: reason`) of the data shown.
    var skippedRows: [String] = []
    /// The order the list shows: the headers' once it is prepared.
    var shownOrder = HomeSortOrder.cheapestFirst
    /// The columns the person hid or added with the column menu (remembered).
    var columnChoice = ListColumnChoice.none
    /// The list's column menu (header right click, primary menu), made with the actions.
    var columnMenu: ListColumnMenu?
    /// The narrow layout (libadwaita 1.4 and later), or nil.
    var adaptive: AdaptiveLayout?

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
            if options.minArea == nil && options.maxArea == nil && options.minBedrooms == nil
                && options.maxBedrooms == nil
            {
                options.restoredSecondary = state.range("secondary-range")
            }
            if !state.spreadByHomes { options.spreadByHomes = false }
        }
        self.options = options
        report = WindowReport(isOn: options.debugReport)
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
        MenuOnFirstOpen.attach(menuButton, model: menu.model)
        gtk_menu_button_set_primary(OpaquePointer(menuButton), 1)
        gtk_widget_set_tooltip_text(menuButton, L("Main menu"))
        cgtk_accessible_update_label(OpaquePointer(menuButton), L("Main menu"))
        adw_header_bar_pack_end(OpaquePointer(header), menuButton)
        scaleToggle = gtk_toggle_button_new_with_mnemonic(L("_Spread by homes"))!
        gtk_widget_set_tooltip_text(
            scaleToggle,
            L(
                "On: the price track gives each stretch of homes the same room (quantile scale). Off: equal dollars take equal room (linear)."
            ))
        cgtk_accessible_update_label(OpaquePointer(scaleToggle), L("Spread prices by homes"))
        gtk_accessible_reset_relation(OpaquePointer(scaleToggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        gtk_toggle_button_set_active(
            scaleToggle.cast(GtkToggleButton.self), options.priceScale == .linear || !options.spreadByHomes ? 0 : 1)
        gtk_widget_set_sensitive(scaleToggle, 0)
        adw_header_bar_pack_end(OpaquePointer(header), scaleToggle)
        panelToggle = gtk_toggle_button_new_with_mnemonic(L("_More Filters"))!
        gtk_widget_set_tooltip_text(panelToggle, L("Show the filters of the file's other columns, with their counts"))
        cgtk_accessible_update_label(OpaquePointer(panelToggle), L("More Filters"))
        gtk_accessible_reset_relation(OpaquePointer(panelToggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        gtk_widget_set_sensitive(panelToggle, 0)
        adw_header_bar_pack_end(OpaquePointer(header), panelToggle)

        // The filters.
        price = RangeFilter(
            title: L("Price"), lowerLabel: L("Minimum price"), upperLabel: L("Maximum price"),
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
        secondary = RangeFilter(
            title: SecondaryMeasure.livingArea.title, lowerLabel: L("Minimum living area"),
            upperLabel: L("Maximum living area"),
            format: { BoundText.format($0, of: .livingArea) }, parse: { BoundText.parse($0, of: .livingArea) })
        secondary.slider.setValues(lower: 0, upper: 1)
        secondary.slider.histogram = .empty
        secondary.slider.valuePopoverVisibility = .whileDragging
        secondary.slider.histogramHeight = 24
        // A thumb at either end is no limit: homes with an unknown measure stay in.
        secondary.endsAreOpen = true
        countLabel = Make.label("", classes: ["count", "title-4"], xalign: 1)
        gtk_widget_set_hexpand(countLabel, 1)
        price.headerRow.append(countLabel)
        // Preset price ranges (the data's quartiles) with their live counts under the other
        // filter: a menu button here, and the slider's own right-click / Menu-key menu.
        presetButton = price.slider.makePresetMenuButton(label: L("Presets")) { [report, weak price] in
            guard let price else { return }
            report("Preset menu: \(price.slider.presetMenuLabels.joined(separator: " | "))")
        }
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
        let body = AdaptiveLayout.body(content: stack, panel: panel.widget)
        gtk_widget_set_vexpand(body, 1)
        let content = Make.box(
            GTK_ORIENTATION_VERTICAL, spacing: 0,
            [
                filters, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), body,
            ])
        toastOverlay = adw_toast_overlay_new()!
        adw_toast_overlay_set_child(OpaquePointer(toastOverlay), content)
        gtk_widget_set_vexpand(toastOverlay, 1)
        let frame = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [header, toastOverlay])
        adw_application_window_set_content(window.cast(AdwApplicationWindow.self), frame)
        showPage("loading")

        HistogramTooltip.attach(to: price.slider, format: HousingFormat.price)
        HistogramTooltip.attach(to: secondary.slider) { [weak secondary] in secondary?.format($0) ?? "" }
        gtk_widget_set_tooltip_text(presetButton, L("Choose a preset range"))
        connect()
        addActions()
        adaptive = AdaptiveLayout(for: self, header: header, body: body, frame: frame)
        report(adaptive?.reportLine ?? AdaptiveLayout.unavailableReportLine)
        dropTarget = FileDropTarget(on: window) { [weak self] path in
            guard let self else { return false }
            self.report("Dropped: \(path)")
            self.open(path: path)
            return true
        }
        BoolSignal.connect(window.raw, "close-request") { [weak self] in
            self?.saveState()
            self?.closing = true
            self?.stopCreeping()  // a load still running reports nothing more to the widgets
            return false  // close
        }
    }

    /// Frame times while a slider is dragged (debug report only), from a tick callback added
    /// for the drag.
    var frameTimes: [gint64] = []
    var tickCallback: guint = 0

    func watchFrames(of filter: RangeFilter, name: String) {
        filter.slider.addObserver { [weak self] event in
            guard let self else { return }
            switch event {
            case .dragBegan where self.tickCallback == 0:
                self.frameTimes = []
                let box = Unmanaged.passRetained(
                    VoidBox { [weak self] in
                        guard let self, let clock = gtk_widget_get_frame_clock(self.window) else { return }
                        self.frameTimes.append(gdk_frame_clock_get_frame_time(clock))
                    }
                ).toOpaque()
                self.tickCallback = gtk_widget_add_tick_callback(
                    self.window,
                    { _, _, data in
                        if let data { Unmanaged<VoidBox>.fromOpaque(data).takeUnretainedValue().handler() }
                        return 1  // G_SOURCE_CONTINUE
                    }, box, { data in if let data { Unmanaged<VoidBox>.fromOpaque(data).release() } })
            case .dragEnded where self.tickCallback != 0:
                gtk_widget_remove_tick_callback(self.window, self.tickCallback)
                self.tickCallback = 0
                let gaps = zip(self.frameTimes.dropFirst(), self.frameTimes).map { Double($0 - $1) / 1000 }.sorted()
                guard !gaps.isEmpty else { return }
                self.report(
                    """
                    Drag frames (\(name)): \(gaps.count + 1) frames, median interval \
                    \(String(format: "%.1f", gaps[gaps.count / 2])) ms, longest \
                    \(String(format: "%.1f", gaps.last ?? 0)) ms
                    """)
            default:
                break
            }
        }
    }

    /// The price slider's scale: the chosen one while the header's toggle is on, else linear.
    /// The selected prices stay where they are; only their places on the track change.
    func applyPriceScale() {
        guard let data else { return }
        let on = gtk_toggle_button_get_active(scaleToggle.cast(GtkToggleButton.self)) != 0
        let choice = on ? options.priceScale : .linear
        price.setScale(choice.scale(sortedPrices: data.sortedPrices))
        report("Price scale: \(price.slider.scale.name)")
        if options.debugReport, gtk_widget_get_realized(window) != 0 {
            for line in geometryLines() where line.hasPrefix("Price thumbs:") { report(line) }
        }
    }

    func connect() {
        if options.debugReport {
            GtkSignal.connect(window.raw, "notify::focus-widget") { [weak self] (_: UnsafeMutableRawPointer?) in
                guard let self else { return }
                let focus = gtk_window_get_focus(self.window.cast(GtkWindow.self))
                let name =
                    focus.map {
                        String(cString: gtk_widget_get_css_name($0)) + "."
                            + String(
                                cString: g_type_name_from_instance(
                                    UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self)))
                    } ?? "none"
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
        // Each slider tells the source its own filter's range (an open end is infinite); the
        // source's answer is rendered.
        price.onChange = { [weak self] lower, upper in
            guard let self, let c = self.coordinated else { return }
            self.tell { $0.setRange((lower, upper), of: c.priceFilter) }
        }
        secondary.onChange = { [weak self] lower, upper in
            guard let self, let c = self.coordinated else { return }
            // A hidden second slider (no living area or bedrooms) filters nothing.
            if let f = c.secondaryFilter, self.data?.secondaryBounds != nil {
                self.tell { $0.setRange((lower, upper), of: f) }
            } else {
                self.tell { $0.refresh() }
            }
        }
        // Over a server, a press fetches the filter's tiles and a release the exact answer.
        price.onDrag = { [weak self] began in
            guard let self else { return }
            self.draggedThumb(of: self.coordinated?.priceFilter, slider: self.price.slider, began: began)
        }
        secondary.onDrag = { [weak self] began in
            guard let self else { return }
            self.draggedThumb(of: self.coordinated?.secondaryFilter, slider: self.secondary.slider, began: began)
        }
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
    }

    func present() {
        gtk_window_present(window.cast(GtkWindow.self))
        if options.debugReport, let display = gdk_display_get_default(),
            let paths = gtk_icon_theme_get_resource_path(gtk_icon_theme_get_for_display(display))
        {
            var names: [String] = []
            var i = 0
            while let path = paths[i] { names.append(String(cString: path)); i += 1 }
            g_strfreev(paths)
            report("Icon theme resource paths: \(names.joined(separator: " "))")
        }
    }
}
