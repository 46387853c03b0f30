// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// A slider with any number of thumbs (at least one), values kept ordered: the range slider
/// generalised, with one interaction policy for the whole control.
///
///     let shifts = MultiThumbSliderWidget(thumbCount: 4)
///     shifts.setRange(minimum: 0, maximum: 24)
///     shifts.values = [8, 12, 13, 17]            // two opening-hour shifts
///     shifts.highlightPattern = .alternate
///     shifts.crossingPolicy = .push
///     shifts.setThumbLabels(["Start of shift 1", "End of shift 1", "Start of shift 2", "End of shift 2"])
///     gtk_box_append(box, shifts.gtkWidget)
///
/// The model is a ``RangeValues``: soft limits (the visible `minimumValue…maximumValue`) inside
/// hard limits that programmatic and typed values may reach, padding, the minimum separation and
/// maximum span between neighbours, steps. ``lowerValue`` and ``upperValue`` are the first and
/// last values, so the two-thumb vocabulary keeps working. ``RangeSliderWidget`` stays the
/// two-thumb slider with every technique of the tutorial family (skins, histograms, ticks,
/// modes); this type is its N-thumb sibling, built from the same core pieces.
///
/// **The GTK widget.** ``gtkWidget`` is a `CeMultiThumbSlider` with GtkScale's CSS node
/// structure, one `slider` node per thumb with positional classes:
///
///     rangeslider.multi-thumb[.horizontal|.vertical][.dragging]
///     ╰── trough
///         ├── slider.thumb-0.first[.lower]
///         ├── slider.thumb-1
///         ╰── slider.thumb-N−1.last[.upper]
///
/// Each `slider` is a focusable `CeRangeSliderThumb` (see ``RangeSliderThumbType``)
/// with the accessible role *slider*, a label (``setThumbLabel(_:for:)``, default "Thumb 1", …)
/// and a value whose minimum and maximum are its neighbours' values (see
/// MultiThumbSliderAccessibility.swift). Tab follows the thumbs' places on screen, read in the
/// slider's text direction (its own, else the default): left to right, right to left in a
/// right-to-left slider, top to bottom in a vertical one; so thumb 0 comes first unless the
/// track is inverted (see `ThumbTabOrder`).
///
/// Input (MultiThumbSliderInput.swift): drags with ``DragTracker`` (nearest thumb,
/// coincident thumbs decided by the drag's direction, span drags on highlighted stretches, a
/// fixed span, Shift to fine-tune), GtkScale's keys on the focused thumb, the scroll wheel on
/// the focused or nearest thumb, and a value popover for the thumb being moved
/// (MultiThumbSliderPopover.swift). Drawing: MultiThumbSliderDrawing.swift.
///
/// **Ownership.** Made from Swift, this object holds the GtkWidget (one reference, taken with
/// `g_object_ref_sink` and released in `deinit`) and the widget refers back to it only weakly:
/// keep this object for as long as the widget is used (once it is gone the widget stays in its
/// container but draws only its CSS and ignores input). Made by `g_object_new` (C, Python, a
/// `.ui` file), the widget owns this object instead (see MultiThumbSliderGObject.swift). The
/// widget owns its trough, thumbs, controllers and popover.
///
/// **Threading.** Main thread only, like every GTK object.
public final class MultiThumbSliderWidget {
    /// The GTK widget to pack (a `CeMultiThumbSlider`).
    public let gtkWidget: UnsafeMutablePointer<GtkWidget>

    static let widgetType = SwiftWidgetType.register(name: "CeMultiThumbSlider", cssName: "rangeslider",
                                                     role: GTK_ACCESSIBLE_ROLE_GROUP, flags: G_TYPE_FLAG_FINAL,
                                                     classInit: MultiThumbSliderGObject.classInit,
                                                     instanceInit: MultiThumbSliderGObject.instanceInit)

    /// The `trough` node, the thumbs' parent.
    let trough: UnsafeMutablePointer<GtkWidget>
    let troughLayout = MultiThumbTroughLayout()
    /// The `slider` nodes, one per thumb, in value order.
    public private(set) var thumbWidgets: [UnsafeMutablePointer<GtkWidget>] = []

    var model: RangeValues
    var tracker = DragTracker()
    var dragStart: [Double]?
    let observers = ObserverList<MultiThumbSliderEvent>()
    var lastPointer: (x: Double, y: Double)?
    let gesture: OpaquePointer
    var controllers: [OpaquePointer] = []
    var labels: [String?] = []
    /// Each thumb's accessible range as last given to GTK (skipped when unchanged).
    var accessibleRanges: [ThumbAccessibleRange?] = []
    var accessibleTexts: [String?] = []
    /// Brings the accessible values (left behind by drag steps) and the thumbs' adjustments up
    /// to date at the next idle; ``detach()`` detaches it.
    let accessibleSync = AccessibleIdleSync()
    var geometryCache: SliderGeometry?
    var axisCache: SliderAxis?

    /// ``axis`` kept for the steps of a drag (forgotten with the geometry).
    var cachedAxis: SliderAxis {
        if let axisCache { return axisCache }
        let a = axis
        axisCache = a
        return a
    }
    var isUpdatingAdjustments = false
    /// The value popover (MultiThumbSliderPopover.swift), made when first shown.
    var popover: UnsafeMutablePointer<GtkWidget>?
    var popoverLabel: UnsafeMutablePointer<GtkWidget>?

    /// How many times the widget drew itself (tests and benchmarks).
    public internal(set) var drawCount = 0

    /// A slider with `thumbCount` thumbs (clamped into `1…RangeValues.maximumThumbCount`)
    /// spread evenly from 0.2 to 0.8 of the range 0…1. This object owns the widget (see
    /// MultiThumbSliderGObject.swift).
    public convenience init(thumbCount: Int = 2) {
        MultiThumbSliderGObject.swiftInitializerPending = true
        let object = g_object_new_with_properties(Self.widgetType.gtype, 0, nil, nil)!
        MultiThumbSliderGObject.swiftInitializerPending = false
        self.init(widget: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self),
                  ownedByWidget: false, thumbCount: thumbCount)
    }

    /// The Swift state of `widget`, a new `CeMultiThumbSlider`: owning it (`ownedByWidget`
    /// false: one reference, sunk) or owned by it (made by `instance_init`).
    init(widget: UnsafeMutablePointer<GtkWidget>, ownedByWidget: Bool, thumbCount: Int) {
        SliderLocalization.install()
        model = RangeValues(count: thumbCount)
        gtkWidget = widget
        self.ownedByWidget = ownedByWidget
        if !ownedByWidget { g_object_ref_sink(gtkWidget) }
        trough = RangeSliderWidget.troughType.new()
        gtk_widget_set_parent(trough, gtkWidget)
        gtk_widget_set_can_target(trough, 0)
        gesture = gtk_gesture_drag_new()
        gtk_widget_add_css_class(gtkWidget, "multi-thumb")
        gtk_widget_set_focusable(gtkWidget, 0)
        SwiftWidgetType.setImplementation(self, for: gtkWidget)
        troughLayout.owner = self
        SwiftWidgetType.setImplementation(troughLayout, for: trough)
        ThumbTabOrder.followTextDirection(of: gtkWidget)
        updateOrientation()
        connectInput()
        accessibleSync.setWork { [weak self] values in
            guard let self else { return }
            if values { MultiThumbSliderAccessibility.writeValues(self) }
            MultiThumbSliderAccessibility.syncAdjustments(self)
        }
        syncThumbWidgets()
    }

    /// Whether the widget owns this object (made by `g_object_new` outside Swift).
    let ownedByWidget: Bool
    /// True once the widget was disposed and everything referring to it detached.
    var detached = false

    /// Detaches what refers to the widget: controllers, the idle source, the popover. Runs at
    /// the widget's dispose, or in `deinit`, whichever comes first; once.
    func detach() {
        guard !detached else { return }
        detached = true
        accessibleSync.detach()
        disconnectInput()
        removePopover()
    }

    /// GtkWidget's dispose (called by GTK, not by apps).
    public func dispose() { detach() }

    deinit {
        // Owned by the widget, this runs at its finalize, after dispose detached everything:
        // touch nothing of the widget then.
        guard !ownedByWidget else { return }
        detach()
        SwiftWidgetType.setImplementation(nil, for: gtkWidget)
        SwiftWidgetType.setImplementation(nil, for: trough)
        g_object_unref(gtkWidget)
    }

    // MARK: - Values

    /// The thumbs' values, in order. Assigning a list sets every value (and the thumb count)
    /// with ``RangeValues/setValues(_:)``'s policy: read in order, clamped into the hard limits,
    /// snapped, separated. An empty list, too many values or a NaN or infinity is refused with
    /// a GLib warning.
    public var values: [Double] {
        get { model.values }
        set { apply(model.setValues(newValue), source: .program) }
    }

    /// The number of thumbs; new ones are added after the last (see ``RangeValues/setCount(_:)``).
    public var thumbCount: Int {
        get { model.count }
        set { apply(model.setCount(newValue), source: .program) }
    }

    /// The value of thumb `index`.
    public func value(at index: Int) -> Double { model[index] }

    /// Sets the value of thumb `index` as a program does: clamped into the hard limits, its
    /// neighbours pushed as needed (``RangeValues/setValue(_:at:)``). A bad index or a non-finite
    /// value is refused with a warning.
    public func setValue(_ value: Double, at index: Int) {
        apply(model.setValue(value, at: index), source: .program)
    }

    /// The first thumb's value (the two-thumb slider's lower value).
    public var lowerValue: Double {
        get { model.lowerValue }
        set { setValue(newValue, at: 0) }
    }

    /// The last thumb's value (the two-thumb slider's upper value).
    public var upperValue: Double {
        get { model.upperValue }
        set { setValue(newValue, at: model.count - 1) }
    }

    /// The start of the visible track. Default 0.
    public var minimumValue: Double {
        get { model.minimumValue }
        set { apply(model.setMinimum(newValue), source: .program) }
    }

    /// The end of the visible track. Default 1.
    public var maximumValue: Double {
        get { model.maximumValue }
        set { apply(model.setMaximum(newValue), source: .program) }
    }

    /// Sets the visible range in one call (an inverted pair is read in order).
    public func setRange(minimum: Double, maximum: Double) {
        apply(model.setRange(minimum: minimum, maximum: maximum), source: .program)
    }

    /// Soft limits: values set by program (or typed) may go down to `minimum` and up to
    /// `maximum` beyond the visible range (`nil`: that end of the visible range). A thumb beyond
    /// the visible range is drawn at the track's end with a marker; its accessible value is its
    /// real value, with its accessible bounds widened to hold it.
    public func setHardLimits(minimum: Double?, maximum: Double?) {
        apply(model.setHardLimits(minimum: minimum, maximum: maximum), source: .program)
    }

    /// The lowest value a program may set (the hard limit, or the visible minimum).
    public var hardMinimum: Double { model.hardMinimum }
    /// The highest value a program may set.
    public var hardMaximum: Double { model.hardMaximum }

    /// Stretches at the ends no thumb reaches, in value space (``SliderPadding``).
    public var padding: SliderPadding {
        get { model.padding }
        set { apply(model.setPadding(newValue), source: .program) }
    }

    /// Step, minimum separation and maximum span between neighbours (``RangeConstraints``).
    public var constraints: RangeConstraints {
        get { model.constraints }
        set { apply(model.setConstraints(newValue), source: .program) }
    }

    /// The whole model (values, limits, constraints), read-only.
    public var thumbValues: RangeValues { model }

    // MARK: - Interaction policy

    /// What a moved thumb does at its neighbour: block (default), push or swap.
    public var crossingPolicy = CrossingPolicy.block {
        didSet { if crossingPolicy != oldValue { MultiThumbSliderGObject.notify(.crossingPolicy, on: gtkWidget) } }
    }

    /// Which stretches of the track are highlighted (default: between each pair).
    public var highlightPattern = HighlightPattern.betweenEachPair {
        didSet {
            guard highlightPattern != oldValue else { return }
            setNeedsDisplay()
            MultiThumbSliderGObject.notify(.highlightPattern, on: gtkWidget)
        }
    }

    /// Whether a press on a highlighted stretch between two thumbs drags both (default false).
    public var allowsSpanDrag = false {
        didSet { if allowsSpanDrag != oldValue { MultiThumbSliderGObject.notify(.allowsSpanDrag, on: gtkWidget) } }
    }

    /// Whether dragging a thumb of a highlighted pair moves the pair, its width fixed
    /// (noUiSlider's `fixed`; default false).
    public var fixedSpan = false {
        didSet { if fixedSpan != oldValue { MultiThumbSliderGObject.notify(.fixedSpan, on: gtkWidget) } }
    }

    /// What a press on the track off the thumbs does.
    public var trackClickBehavior = TrackClickBehavior.jumpToPointer

    /// The drag speed with Shift held (default 0.25); a finite number above 0.
    public var fineTuneFactor = 0.25 {
        didSet { if !(fineTuneFactor.isFinite && fineTuneFactor > 0) { warn("refused fineTuneFactor = \(fineTuneFactor)"); fineTuneFactor = oldValue } }
    }

    /// The arrow-key and scroll step; by default the step size, else 1/100 of the visible range.
    public var stepIncrement: Double {
        get { explicitStep ?? (model.constraints.stepSize > 0 ? model.constraints.stepSize : (maximumValue - minimumValue) / 100) }
        set { if newValue.isFinite, newValue > 0 { explicitStep = newValue } else { warn("refused stepIncrement = \(newValue)") } }
    }
    var explicitStep: Double?

    /// The Page Up/Down step: ten steps unless set.
    public var pageIncrement: Double {
        get { explicitPage ?? 10 * stepIncrement }
        set { if newValue.isFinite, newValue > 0 { explicitPage = newValue } else { warn("refused pageIncrement = \(newValue)") } }
    }
    var explicitPage: Double?

    /// Whether the thumb being dragged shows its value in a popover (default false).
    public var showsValuePopover = false

    /// Value → text for the accessible value text and the popover; nil (default): digits from
    /// the step (``ValueFormatting``).
    public var valueFormatter: ((Double) -> String)? {
        didSet { accessibleRanges = Array(repeating: nil, count: model.count); MultiThumbSliderAccessibility.updateValues(self) }
    }

    /// `value` as the slider shows it.
    public func formattedValue(_ value: Double) -> String {
        if let valueFormatter { return valueFormatter(value) }
        return ValueFormatting.text(value, digits: ValueFormatting.digits(step: model.constraints.stepSize,
                                                                          span: model.maximumValue - model.minimumValue))
    }

    // MARK: - Appearance

    /// `.horizontal` (default) or `.vertical` (the minimum at the top, as GtkScale).
    public var orientation = SliderOrientation.horizontal {
        didSet { if orientation != oldValue { geometryCache = nil; axisCache = nil; updateOrientation(); gtk_widget_queue_resize(gtkWidget) } }
    }

    /// Whether values grow against the usual direction.
    public var inverted = false {
        didSet { if inverted != oldValue { geometryCache = nil; axisCache = nil; setNeedsLayout() } }
    }

    /// The track's colour.
    public var trackTintColor = RGBA(red: 0.85, green: 0.85, blue: 0.85) { didSet { setNeedsDisplay() } }
    /// The highlighted stretches' colour.
    public var trackHighlightTintColor = RGBA(red: 0.21, green: 0.52, blue: 0.89) { didSet { setNeedsDisplay() } }
    /// The thumbs' colour.
    public var thumbTintColor = RGBA(red: 1, green: 1, blue: 1) { didSet { setNeedsDisplay() } }
    /// The soft-limit markers' colour (a thumb beyond the visible range).
    public var softLimitMarkerColor = RGBA(red: 0.88, green: 0.11, blue: 0.14) { didSet { setNeedsDisplay() } }

    /// The axis: orientation, inversion and the widget's text direction.
    var axis: SliderAxis {
        SliderAxis(orientation: orientation, inverted: inverted,
                   rightToLeft: gtk_widget_get_direction(gtkWidget) == GTK_TEXT_DIR_RTL)
    }

    // MARK: - Labels

    /// The accessible label of thumb `index`: set, or "Thumb 1", "Thumb 2", ….
    public func thumbLabel(_ index: Int) -> String {
        // TRANSLATORS: the accessible name of a multi-thumb slider's thumb without a label; {0} is its number.
        (index < labels.count ? labels[index] : nil) ?? SliderWords.translated("Thumb {0}", String(index + 1))
    }

    /// Sets the accessible label of thumb `index` ("Start of shift 2"); nil restores the default.
    public func setThumbLabel(_ label: String?, for index: Int) {
        guard index >= 0, index < RangeValues.maximumThumbCount else { return warn("refused a label for thumb \(index)") }
        if labels.count <= index { labels += Array(repeating: nil, count: index + 1 - labels.count) }
        labels[index] = label
        MultiThumbSliderAccessibility.updateLabels(self)
    }

    /// Sets the labels of the first `labels.count` thumbs.
    public func setThumbLabels(_ labels: [String]) {
        for (i, label) in labels.enumerated() { setThumbLabel(label, for: i) }
    }

    // MARK: - Observers

    /// Adds an observer of ``MultiThumbSliderEvent``s; keep the token to remove it.
    @discardableResult
    public func addObserver(_ observer: @escaping (MultiThumbSliderEvent) -> Void) -> ObserverToken {
        observers.add(observer)
    }

    /// Removes an observer.
    public func removeObserver(_ token: ObserverToken) {
        _ = observers.remove(token)
    }

    // MARK: - Focus

    /// The thumb with keyboard focus, if any.
    public var focusedThumb: Int? {
        thumbWidgets.firstIndex { gtk_widget_has_focus($0) != 0 }
    }

    /// Gives keyboard focus to thumb `index`.
    public func focus(_ index: Int) {
        guard index >= 0, index < thumbWidgets.count else { return }
        gtk_widget_grab_focus(thumbWidgets[index])
    }

    // MARK: - Changes

    /// Applies a model update: thumb widgets for a new count, layout, accessibility, popover,
    /// observers.
    func apply(_ update: ValueUpdate, source: ChangeSource, committed: Bool = true) {
        switch update {
        case .unchanged:
            return
        case .rejected(let rejection):
            warn(rejection.description)
        case .changed(let range, let selection):
            if thumbWidgets.count != model.count {
                syncThumbWidgets()
                MultiThumbSliderGObject.notify(.thumbCount, on: gtkWidget)
            }
            setNeedsLayout()
            // A committed change reaches assistive technologies at once; the steps of a drag
            // at the next idle, once per burst of motion events (it was three quarters of a
            // step's cost).
            if committed { MultiThumbSliderAccessibility.updateValues(self) } else { scheduleAccessibleSync(values: true) }
            refreshPopover()
            if range { observers.notify(.rangeChanged(minimumValue: model.minimumValue, maximumValue: model.maximumValue)) }
            if selection {
                observers.notify(committed ? .valueChanged(model.values, source: source) : .valueChanging(model.values))
                MultiThumbSliderGObject.emit(changing: !committed, on: gtkWidget)
            }
        }
    }

    /// Applies a user's move (drag step, key, scroll): relabelling and events.
    func applyMove(_ move: ThumbMove, committed: Bool) {
        guard move.changed else { return }
        if move.relabelled { observers.notify(.thumbRelabelled(from: move.previousIndex, to: move.thumb)) }
        apply(.changed(range: false, selection: true), source: .user, committed: committed)
    }

    /// One `slider` node per thumb, with its positional classes.
    func syncThumbWidgets() {
        while thumbWidgets.count > model.count {
            let widget = thumbWidgets.removeLast()
            gtk_widget_unparent(widget)
        }
        while thumbWidgets.count < model.count {
            let widget = RangeSliderWidget.thumbType.new()
            gtk_widget_set_parent(widget, trough)
            gtk_widget_set_focusable(widget, 1)
            gtk_widget_set_can_target(widget, 0)
            let index = thumbWidgets.count
            thumbWidgets.append(widget)
            gtk_widget_add_css_class(widget, "thumb-\(index)")
            RangeSliderThumbType.onAccessibleValue(widget) { [weak self] in
                self?.accessibleValueChanged(index)
            }
        }
        for (i, widget) in thumbWidgets.enumerated() {
            for (name, on) in [("first", i == 0), ("last", i == model.count - 1),
                               ("lower", i == 0 && model.count > 1), ("upper", i == model.count - 1 && model.count > 1)] {
                if on { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
            }
        }
        accessibleRanges = Array(repeating: nil, count: model.count)
        accessibleTexts = Array(repeating: nil, count: model.count)
        MultiThumbSliderAccessibility.updateLabels(self)
        MultiThumbSliderAccessibility.updateOrientation(self)
        MultiThumbSliderAccessibility.updateValues(self)
    }

    func warn(_ message: String) {
        cgtk_log_warning(RangeSliderWidget.logDomain, message)
    }

    func setNeedsDisplay() { gtk_widget_queue_draw(gtkWidget) }

    /// The values moved: redraw, and place the thumb nodes again (GTK allocates the trough
    /// again within the slider's allocation). The slider itself is allocated again only while
    /// the popover is shown, which is presented from its allocation.
    func setNeedsLayout() {
        gtk_widget_queue_draw(gtkWidget)
        gtk_widget_queue_allocate(trough)
        if let popover, gtk_widget_get_visible(popover) != 0 { gtk_widget_queue_allocate(gtkWidget) }
    }

    /// The geometry last computed for the current size (see `currentGeometry`).
    var cachedGeometry: SliderGeometry? {
        get { geometryCache }
        set { geometryCache = newValue }
    }

    private func updateOrientation() {
        let horizontal = orientation == .horizontal
        gtk_widget_add_css_class(gtkWidget, horizontal ? "horizontal" : "vertical")
        gtk_widget_remove_css_class(gtkWidget, horizontal ? "vertical" : "horizontal")
        MultiThumbSliderAccessibility.updateOrientation(self)
    }

    /// Schedules, for the next idle, the accessible values (when `values`; drag steps) and the
    /// thumbs' adjustments (see ``AccessibleIdleSync``).
    func scheduleAccessibleSync(values: Bool) {
        accessibleSync.schedule(values: values)
    }
}
