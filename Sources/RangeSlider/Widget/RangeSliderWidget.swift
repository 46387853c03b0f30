// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
@_exported import GtkSupport
@_exported import RangeSliderCore

/// A slider with two thumbs for picking a range between a minimum and a maximum: the
/// "How To Make a Custom Control" tutorial's CERangeSlider, as a GTK 4 widget.
///
///     let slider = RangeSliderWidget()
///     slider.setRange(minimum: 0, maximum: 100)
///     slider.setValues(lower: 20, upper: 80)
///     let token = slider.addObserver { event in
///         if case .valueChanged(let lower, let upper, _) = event { print(lower, upper) }
///     }
///     gtk_box_append(box, slider.gtkWidget)
///
/// ``gtkWidget`` is a `CeRangeSlider`, which C, Python, GJS, Vala and GtkBuilder create too;
/// ``wrapping(_:)`` returns its Swift object. ``mode`` makes it a single-value slider or a
/// progress bar. The whole widget is in docs/widget.md.
///
/// ## CeRangeSlider as GtkBuildable
///
/// Properties are set in file order and clamped as they are set: give the range first.
/// `<marks>` adds marks as GtkScale's do; `<skins>` sets thumb and track images.
///
///     <object class="CeRangeSlider">
///       <property name="minimum-value">0</property>
///       <property name="maximum-value">100</property>
///       <property name="lower-value">20</property>
///       <property name="upper-value">80</property>
///       <marks>
///         <mark value="50" translatable="yes">Half</mark>
///       </marks>
///     </object>
///
/// ## CSS nodes
///
///     rangeslider[.horizontal|.vertical][.single|.progress][.dragging]
///     ├── trough
///     │   ├── highlight
///     │   ├── slider.lower
///     │   ╰── slider.upper
///     ├── [marks]
///     │   ╰── mark[.major|.minor] > label
///     ╰── [progress]
///
/// Each node's CSS `color` is the colour its part is drawn in, unless set from code
/// (``trackTintColor`` and the others). `marks` exists once ticks are configured, `progress`
/// once the slider has been a progress bar.
///
/// ## Accessibility
///
/// `CeRangeSlider` has the role *group* and describes the selection ("from 20 to 80"). Each
/// `slider` node has the role *slider*, a label (``lowerThumbLabel``, ``upperThumbLabel``) and
/// its own value, bounds and text; it is a focus stop, in screen order. `progress` has the role
/// *progress bar*. See ``RangeSliderAccessibility``.
///
/// ## Contract
///
/// Main thread only. NaN and infinities are refused with a GLib warning; assigning the value a
/// property already has does nothing; each change notifies its GObject property, observers and
/// signals once, and the changes of one main-loop iteration draw one frame. The `CeRangeSlider`
/// and this object keep each other alive while either is held from outside (docs/widget.md,
/// Ownership).
public final class RangeSliderWidget {
    /// The GTK widget to pack into a container (a `CeRangeSlider`).
    public let gtkWidget: UnsafeMutablePointer<GtkWidget>

    /// The GLib log domain warnings are written to.
    public static let logDomain = "RangeSlider"

    /// The registered GType of ``gtkWidget``.
    public static var gtkType: GType { widgetType.gtype }

    static let widgetType: SwiftWidgetType = {
        let type = SwiftWidgetType.register(
            name: "CeRangeSlider", cssName: "rangeslider", role: GTK_ACCESSIBLE_ROLE_GROUP,
            flags: G_TYPE_FLAG_FINAL, classInit: RangeSliderGObject.classInit,
            instanceInit: RangeSliderGObject.instanceInit,
            interfaces: [gtk_orientable_get_type()])
        RangeSliderBuildable.install(on: type.gtype)  // <marks> and <skins> in .ui files
        return type
    }()
    /// The thumbs' type: an accessible value object for GTK's AT-SPI bridge (a GtkRange on
    /// GTK 4.8, a GtkAccessibleRange from 4.10; see ``RangeSliderThumbType``).
    static let thumbType = RangeSliderThumbType.register()
    /// The highlight's type: drawn by the slider, nothing for assistive technologies.
    static let partType = SwiftWidgetType.register(
        name: "CeRangeSliderPart", cssName: "trough", role: GTK_ACCESSIBLE_ROLE_PRESENTATION,
        classInit: RangeSliderGObject.partClassInit)
    /// The trough's type, the thumbs' parent. Its role is *group*, not *presentation*: GTK 4.8's
    /// AT-SPI bridge leaves out a presentation object together with its children, which hid
    /// the thumbs from screen readers.
    static let troughType = SwiftWidgetType.register(
        name: "CeRangeSliderTrough", cssName: "trough", role: GTK_ACCESSIBLE_ROLE_GROUP,
        classInit: TroughLayout.classInit)
    /// The accessible stand-in of a progress-mode slider: GTK fixes a widget's accessible role
    /// per class, so the slider (a *group*) carries a child with the role *progress bar*,
    /// visible only in progress mode.
    static let progressType = SwiftWidgetType.register(
        name: "CeRangeSliderProgress", cssName: "progress", role: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)

    /// The `trough` node.
    let trough: UnsafeMutablePointer<GtkWidget>
    /// The `highlight` node.
    let highlight: UnsafeMutablePointer<GtkWidget>
    /// The thumbs' `slider` nodes in index order, one per value: each thumb's focus stop and
    /// accessible object, a `CeRangeSliderThumb` (see ``RangeSliderThumbType``; on GTK 4.8 a
    /// GtkRange whose adjustment belongs to the slider: read it, but set values on the slider).
    @exclusivity(unchecked) public internal(set) var thumbWidgets: [UnsafeMutablePointer<GtkWidget>]
    /// The `slider.lower` node: the first thumb's (see ``thumbWidgets``).
    public var lowerThumbWidget: UnsafeMutablePointer<GtkWidget> { thumbWidgets[0] }
    /// The `slider.upper` node: the last thumb's.
    public var upperThumbWidget: UnsafeMutablePointer<GtkWidget> { thumbWidgets[thumbWidgets.count - 1] }
    /// The `progress` node: the accessible progress bar of a progress-mode slider (hidden in
    /// the other modes). It covers the track and draws nothing itself. Made on first use (the
    /// first switch to progress mode, or reading this property): most sliders never need it.
    public var progressWidget: UnsafeMutablePointer<GtkWidget> {
        if let madeProgressWidget { return madeProgressWidget }
        let progress = Self.progressType.new()
        // After the trough and the marks node in the node tree.
        gtk_widget_insert_before(progress, gtkWidget, nil)
        gtk_widget_set_visible(progress, mode.isInteractive ? 0 : 1)
        gtk_widget_set_can_target(progress, 0)
        madeProgressWidget = progress
        RangeSliderAccessibility.updateLabels(self)
        return progress
    }
    /// The `progress` node once made (see ``progressWidget``); the widget is its parent.
    private(set) var madeProgressWidget: UnsafeMutablePointer<GtkWidget>?

    @exclusivity(unchecked) var values = RangeValues()
    /// The minimum the last change of a one-thumb slider left: its lower value, so a change of
    /// range that moves it is a change of the selection too (one `.valueChanged`).
    @exclusivity(unchecked) var oneThumbMinimum = 0.0
    let observers = ObserverList<RangeSliderEvent>()

    // MARK: Owned components
    //
    // Each holds one concept's state, and only the files named beside it change that state.
    // Those with no identity of their own are structs kept inline (see SliderComponent.swift).

    /// Pointer, touch, keyboard and scroll input: the event controllers, the drag in progress,
    /// the pointer options (RangeSliderInput.swift, RangeSliderTouch.swift,
    /// SliderInputControllers.swift, RangeSliderPointerOptions.swift).
    let input = SliderInput()
    /// Thumb, track and end images (RangeSliderSkins.swift), made with the first image
    /// (``changingSkins``).
    @exclusivity(unchecked) var madeSkins = MadeOnFirstUse<SliderSkins>()
    /// The images to read (``MadeOnFirstUse/current``).
    var skins: SliderSkins { madeSkins.current }
    /// Colours, curvaceousness and the frame cache (RangeSliderAppearance.swift).
    let appearance = SliderAppearance()
    /// Ticks: settings, snapping, label formatter and the last layout (RangeSliderTicks.swift,
    /// RangeSliderTickProperties.swift), made on their first change (``changingTicks``).
    @exclusivity(unchecked) var madeTicks = MadeOnFirstUse<SliderTicks>()
    /// The ticks to read (``MadeOnFirstUse/current``).
    var tickState: SliderTicks { madeTicks.current }
    /// The value popovers and the typing of a value into one (RangeSliderValuePopover.swift,
    /// RangeSliderValueEditing.swift), made on their first change (``changingPopovers``).
    @exclusivity(unchecked) var madePopovers = MadeOnFirstUse<SliderValuePopovers>()
    /// The value popovers to read (``MadeOnFirstUse/current``).
    var popovers: SliderValuePopovers { madePopovers.current }
    /// Which ends may be open, and their texts (RangeSliderOpenBounds.swift), made on their
    /// first change (``openBoundSettings`` reads them).
    @exclusivity(unchecked) var madeOpenBounds = MadeOnFirstUse<SliderOpenBounds>()
    /// What assistive technologies were last given (RangeSliderAccessibility.swift).
    let accessibility = RangeSliderAccessibility()
    /// How this object and its GObject hold each other, and what the GObject last announced
    /// (RangeSliderGObject.swift, RangeSliderThumbSignals.swift).
    let binding = GObjectBinding()
    /// The preset menu, made when presets are first given (RangeSliderPresets.swift).
    var presetMenu: PresetMenu?
    /// The thumbs' accessible labels the app gave (RangeSliderThumbLabels.swift), made on their
    /// first change (``accessibleLabels`` reads them).
    @exclusivity(unchecked) var madeThumbLabels = MadeOnFirstUse<SliderThumbLabels>()
    /// A running value animation (RangeSliderAnimation.swift).
    @exclusivity(unchecked) var animation = SliderValueAnimation()
    /// The scale, and the last piecewise and quantile scales given (RangeSliderScale.swift,
    /// RangeSliderScaleKind.swift).
    @exclusivity(unchecked) var scaleState = SliderScaleState()
    /// What a moved thumb does at its neighbour, fixed spans, and which stretches between the
    /// thumbs are highlighted (RangeSliderThumbRelations.swift).
    @exclusivity(unchecked) var thumbRelations = ThumbRelations()
    /// The step, separation and span the app asked for (RangeSliderConstraints.swift).
    @exclusivity(unchecked) var constraintSettings = SliderConstraints()
    /// The keyboard and scroll increments the app set (RangeSliderIncrements.swift).
    @exclusivity(unchecked) var increments = SliderIncrements()
    /// Marks and snapping to them (RangeSliderMarks.swift).
    @exclusivity(unchecked) var markSettings = SliderMarks()
    /// Orientation and inversion (RangeSliderAxisSettings.swift).
    @exclusivity(unchecked) var axisSettings = SliderAxisSettings()
    /// The histogram and its strip's height (RangeSliderHistogram.swift).
    @exclusivity(unchecked) var histogramSettings = SliderHistogram()
    /// The app's value formatter (RangeSliderValueFormatter.swift).
    @exclusivity(unchecked) var valueText = SliderValueText()
    /// The thumb drawn highlighted (RangeSliderHighlightedThumb.swift).
    @exclusivity(unchecked) var thumbHighlight = SliderThumbHighlight()
    /// The last layout (RangeSliderLayoutCache.swift).
    @exclusivity(unchecked) var layoutCache = SliderLayoutCache()
    /// Draw, invalidation and layout counts (RangeSliderCounters.swift).
    @exclusivity(unchecked) var counters = SliderCounters()

    /// The natural thickness of the slider band (thumbs are this wide), as in the tutorial.
    public static let naturalThickness: Int32 = 30

    // MARK: - Values

    /// The smallest value. Default 0. A new minimum above the maximum raises the maximum to
    /// it; the lower and upper values are clamped into the new range. NaN and infinities are
    /// refused with a GLib warning.
    public var minimumValue: Double {
        get { values.minimumValue }
        set { apply(values.setMinimum(newValue), source: .program) }
    }

    /// The largest value. Default 1. A new maximum below the minimum lowers the minimum to it;
    /// the lower and upper values are clamped into the new range. NaN and infinities are
    /// refused with a GLib warning.
    public var maximumValue: Double {
        get { values.maximumValue }
        set { apply(values.setMaximum(newValue), source: .program) }
    }

    /// The lower thumb's value. Default 0.2. Clamped into the range and snapped to the step; a
    /// value above `upperValue` (less the separation) pushes `upperValue` up. NaN and infinities
    /// are refused. In single and progress modes (one thumb) it reads ``minimumValue``, in
    /// events and signals too: assigning it is refused with a GLib warning.
    public var lowerValue: Double {
        get { mode.lowerValue(of: values) }
        set {
            guard mode.hasLowerThumb else {
                if newValue != lowerValue {
                    warn(
                        """
                        refused lowerValue = \(newValue): in \(mode.rawValue) mode the lower value is \
                        pinned to the minimum; set value instead
                        """)
                }
                return
            }
            apply(values.setLower(newValue), source: .program)
        }
    }

    /// The upper thumb's value. Default 0.8. Clamped into the range and snapped to the step; a
    /// value below `lowerValue` (plus the separation) pushes `lowerValue` down. NaN and
    /// infinities are refused.
    public var upperValue: Double {
        get { values.upperValue }
        set { apply(values.setUpper(newValue), source: .program) }
    }

    /// All four values (and the constraints) at once.
    public var rangeValues: RangeValues { values }

    /// Sets both thumbs in one call (one notification, one frame). An inverted pair is read in
    /// order; each value is clamped into the range. A non-finite value refuses the whole call.
    /// In single and progress modes only the larger of the two is used, as ``value``.
    public func setValues(lower: Double, upper: Double) {
        guard mode.hasLowerThumb else {
            guard lower.isFinite else {
                return apply(.rejected(ValueRejection(property: "lowerValue", value: lower)), source: .program)
            }
            guard upper.isFinite else {
                return apply(.rejected(ValueRejection(property: "upperValue", value: upper)), source: .program)
            }
            return apply(values.setUpper(max(lower, upper)), source: .program)
        }
        apply(values.setValues(lower: lower, upper: upper), source: .program)
    }

    /// Sets the range in one call. An inverted pair is read in order; the thumbs are clamped
    /// into the new range. A non-finite bound refuses the whole call.
    public func setRange(minimum: Double, maximum: Double) {
        apply(values.setRange(minimum: minimum, maximum: maximum), source: .program)
    }

    // MARK: - Mode

    /// What the slider is: a range slider with two thumbs (the default), a single-value slider,
    /// or a styled progress bar. See ``SliderMode``.
    ///
    /// Single and progress modes are the one-thumb case: the slider holds one thumb at the
    /// upper value (``thumbCount`` reads 1, ``value`` is its value) and ``lowerValue`` reads
    /// ``minimumValue``. The first thumb's label, skin images, open end and popover content are
    /// kept aside, and leaving the mode gives back two thumbs, at the minimum and at the value,
    /// with those settings. The separation and span constraints have no second thumb to act
    /// on (they are kept, and act again when the mode returns). Progress mode also ignores the
    /// pointer, keyboard and scroll, hides the thumb from focus and accessibility, and shows
    /// ``progressWidget`` (role *progress bar*, value 0…1 = ``fraction``) instead. Changing the
    /// mode ends a drag; if the lower or upper value changes, observers get one `.valueChanged`
    /// (source `.program`).
    @exclusivity(unchecked) public var mode: SliderMode = .range {
        didSet {
            guard mode != oldValue else { return }
            modeChanged(from: oldValue)
        }
    }

    /// The value of a single-value slider or progress bar: the upper value (in range mode too),
    /// with the same policy: clamped into the range, snapped to the step, NaN refused.
    public var value: Double {
        get { values.upperValue }
        set { apply(values.setUpper(newValue), source: .program) }
    }

    /// Where ``value`` lies in the range, 0…1 (0 for an empty range): a progress bar's fraction.
    /// Always finite, also for a range wider than the largest double (`-1e308…1e308`).
    public var fraction: Double { values.fraction(of: values.upperValue) }

    private func modeChanged(from oldMode: SliderMode) {
        cancelDrag()
        cancelValueAnimation()
        let old = (lower: oldMode.lowerValue(of: values), upper: values.upperValue)
        if mode.thumbCount == 1, oldMode.thumbCount != 1 {
            // The one-thumb case: the upper value stays, as the value.
            _ = values.setValues([values.upperValue])
            keepValueAtOrAboveMinimum()
            thumbCountChanged()
        } else if mode.thumbCount == nil, oldMode.thumbCount == 1 {
            // Two thumbs again: the first at the minimum (where the lower value read), the
            // separation and span restored keeping it.
            _ = values.setValues([values.minimumValue, values.upperValue])
            thumbCountChanged()
        }
        oneThumbMinimum = values.minimumValue
        let interactive = mode.isInteractive
        updateThumbVisibility()
        if !interactive || madeProgressWidget != nil { gtk_widget_set_visible(progressWidget, interactive ? 0 : 1) }
        gtk_widget_remove_css_class(gtkWidget, "single")
        gtk_widget_remove_css_class(gtkWidget, "progress")
        if mode != .range { gtk_widget_add_css_class(gtkWidget, mode.rawValue) }
        RangeSliderAccessibility.updateLabels(self)
        RangeSliderAccessibility.updateValues(self)
        refreshValuePopovers()
        setNeedsResize()
        publishPropertyChanges()
        if old.lower != lowerValue || old.upper != values.upperValue {
            notify(.valueChanged(lowerValue: lowerValue, upperValue: values.upperValue, source: .program))
        }
    }

    /// With one thumb the value stays at or above the minimum, the lower value, even where a
    /// hard minimum lets a range slider's thumbs go below it. Returns whether it moved it.
    @discardableResult
    private func keepValueAtOrAboveMinimum() -> Bool {
        guard values.upperValue < values.minimumValue else { return false }
        _ = values.setUpper(values.minimumValue)
        return true
    }

    // MARK: - Input modes

    // MARK: - Sensitivity

    /// Whether the slider reacts to input. An insensitive slider is drawn dimmed, ignores the
    /// pointer and keyboard, and is not a focus stop. Default true.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(gtkWidget) != 0 }
        set {
            guard newValue != isSensitive else { return }
            if !newValue { cancelDrag() }
            gtk_widget_set_sensitive(gtkWidget, newValue ? 1 : 0)
            refreshValuePopovers()
            setNeedsDisplay()
        }
    }

    // MARK: - Geometry

    /// The geometry of the slider band (along the axis) at the current allocation.
    public var geometry: SliderGeometry {
        let (width, height) = (Double(gtk_widget_get_width(gtkWidget)), Double(gtk_widget_get_height(gtkWidget)))
        return bandGeometry(width: width, height: height)
    }

    /// The coordinate along the track (widget pixels: x for a horizontal slider, y for a
    /// vertical one) of the centre of a thumb showing `value`, for any orientation, inversion
    /// and text direction.
    public func positionForValue(_ value: Double) -> Double {
        let along = geometry.positionForValue(value, minimum: values.minimumValue, maximum: values.maximumValue)
        return axis.isFlipped ? allocatedLength - along : along
    }

    /// The value under coordinate `position` along the track (widget pixels), clamped to the
    /// range.
    public func valueForPosition(_ position: Double) -> Double {
        let along = axis.isFlipped ? allocatedLength - position : position
        return geometry.valueForPosition(along, minimum: values.minimumValue, maximum: values.maximumValue)
    }

    // MARK: - Observers

    /// Subscribes `observer` to value changes (committed and in progress), range changes and
    /// the start and end of drags. Returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping (RangeSliderEvent) -> Void) -> ObserverToken {
        observers.add(observer)
    }

    /// Unsubscribes an observer. Returns false when the token was not subscribed.
    @discardableResult
    public func removeObserver(_ token: ObserverToken) -> Bool {
        observers.remove(token)
    }

    // MARK: - Life cycle

    /// Creates a slider with the tutorial's values, its colours from the theme, 200 × 30
    /// logical pixels by default. The new `CeRangeSlider` is held by this object only (through
    /// its toggle reference): pack ``gtkWidget`` into a container, or keep this object.
    public convenience init() {
        let widget = RangeSliderGObject.newInstanceForSwift()
        self.init(instance: widget)
        takeOwnershipOfNewInstance()
    }

    /// Builds the state of the `CeRangeSlider` instance `widget` (called from its
    /// `instance_init`, or by ``init()``), and attaches itself to it as object data. Who keeps
    /// whom alive is settled by the caller (`RangeSliderGObject.swift`).
    init(instance widget: UnsafeMutablePointer<GtkWidget>) {
        RangeSliderStyle.install()
        SliderLocalization.install()
        gtkWidget = widget
        trough = Self.troughType.new()
        highlight = Self.partType.new(cssName: "highlight")
        thumbWidgets = []

        gtk_widget_set_parent(trough, widget)
        gtk_widget_set_parent(highlight, trough)
        gtk_widget_set_can_target(highlight, 0)
        for _ in 0..<values.count { thumbWidgets.append(Self.makeThumbWidget(in: trough)) }
        updateThumbClasses()

        SwiftWidgetType.setImplementation(self, for: widget)
        ThumbTabOrder.giveTroughTheDirection(of: gtkWidget)
        updateOrientationClasses()
        connectInput()
        for index in thumbWidgets.indices { connectAccessibleValue(of: index) }
        accessibility.sync.setWork { [weak self] values in
            guard let self else { return }
            RangeSliderAccessibility.idleUpdate(self, values: values)
            RangeSliderAccessibility.syncThumbAdjustments(self)
        }
        RangeSliderAccessibility.updateLabels(self)
        RangeSliderAccessibility.updateValues(self)
        RangeSliderAccessibility.writeTexts(self)  // a new slider reads complete at once
        attachToInstance()
    }

    deinit {
        releaseInstance()
    }

    /// What refers to the widget and must go before it does: the event controllers (removing
    /// them releases their handlers' boxes). Runs when the widget is disposed, or in `deinit`,
    /// whichever comes first; once.
    func detachFromWidget() {
        guard !binding.ownership.detached else { return }
        binding.ownership.detached = true
        accessibility.sync.detach()
        appearance.frameCache.forget()
        disconnectInput()
        presetMenu?.widgetDisposed()
        cancelValueAnimation()
        removeValuePopovers()
    }

    // MARK: - Changes

    /// Applies a value update: invalidates, updates accessibility, notifies. `committed` is
    /// false for the steps of a drag (observers get `.valueChanging`). `endsMoved`, when the
    /// caller knows it, says whether the first and the last thumb moved: the GObject
    /// properties of an end that stayed are not compared (see ``publishPropertyChanges(onlyValues:endsMoved:)``).
    func apply(
        _ update: ValueUpdate, source: ChangeSource, committed: Bool = true, publishingAll: Bool = false,
        endsMoved: (first: Bool, last: Bool)? = nil
    ) {
        var update = update
        if case .changed(let range, _) = update, !mode.hasLowerThumb, keepValueAtOrAboveMinimum() {
            update = .changed(range: range, selection: true)
        }
        if case .changed(true, false) = update, !mode.hasLowerThumb, oneThumbMinimum != values.minimumValue {
            update = .changed(range: true, selection: true)  // the lower value, the minimum, moved
        }
        if !mode.hasLowerThumb { oneThumbMinimum = values.minimumValue }
        switch update {
        case .unchanged:
            return
        case .rejected(let rejection):
            warn(rejection.description)
        case .changed(let range, let selection):
            setNeedsLayout(valuesOnly: !range)
            // A committed change reaches assistive technologies at once; the steps of a drag
            // at the next idle, once per burst of motion events.
            if committed {
                RangeSliderAccessibility.updateValues(self)
            } else {
                accessibility.sync.schedule(values: true)
            }
            refreshValuePopovers()
            // A one-thumb slider may have moved its value to the minimum above.
            publishPropertyChanges(
                onlyValues: !range && !publishingAll, endsMoved: mode.hasLowerThumb ? endsMoved : nil)
            if range {
                scaleRangeChanged()
                notify(.rangeChanged(minimumValue: values.minimumValue, maximumValue: values.maximumValue))
            }
            if selection {
                notify(
                    committed
                        ? .valueChanged(lowerValue: lowerValue, upperValue: values.upperValue, source: source)
                        : .valueChanging(lowerValue: lowerValue, upperValue: values.upperValue))
            }
        }
    }

    /// Tells the observers, then emits the matching GObject signal (`value-changed`,
    /// `value-changing`): one path for Swift, C, Python and every other client.
    func notify(_ event: RangeSliderEvent) {
        observers.notify(event)
        emitGObjectSignal(for: event)
    }

    func warn(_ message: String) {
        cgtk_log_warning(Self.logDomain, message)
    }

    // MARK: - Layout

    /// Where the band starts across the widget: after the strip of `.before` marks and the
    /// histogram's.
    var bandOffset: Int32 { beforeMarksThickness + histogramThickness }

}

// MARK: - GtkWidget virtual functions

extension RangeSliderWidget: WidgetImplementation {
    /// Along the track: room for two thumbs (the tutorial's squares or the thumb images) and
    /// the end images; 200 px natural. Across: the tutorial's 30 px, or what the skins need
    /// (the largest thumb, track or end image), plus the marks.
    public func measure(orientation gtkOrientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32)
    {
        // GTK measures again after a font or scale change: measure the tick labels' line and
        // the labels themselves again too.
        madeTicks.made?.fontMayHaveChanged()
        forgetDragFrame()
        let along = (gtkOrientation == GTK_ORIENTATION_HORIZONTAL) == (orientation == .horizontal)
        let thickness = skinnedBandThickness
        if along {
            let ends = endInsets
            let thumb = thumbImageExtent?.along ?? thickness
            let minimum = Int32((2 * thumb + ends.start + ends.end).rounded(.up))
            return (minimum, max(minimum, Int32((200 + ends.start + ends.end).rounded(.up))))
        }
        let size = Int32(thickness.rounded(.up)) + marksThickness + bandOffset
        return (size, size)
    }

    public func sizeAllocate(width: Int32, height: Int32, baseline: Int32) {
        counters.allocations += 1
        forgetDragFrame()
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(trough, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        var all = GtkAllocation(x: 0, y: 0, width: width, height: height)
        gtk_widget_size_allocate(trough, &all, baseline)
        layoutTicks(width: Double(width), height: Double(height))
        if let marks = tickState.madeMarks?.node, gtk_widget_get_visible(marks) != 0 {
            gtk_widget_measure(marks, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            gtk_widget_size_allocate(marks, &all, baseline)
        }
        if let progressWidget = madeProgressWidget, gtk_widget_get_visible(progressWidget) != 0 {
            gtk_widget_measure(progressWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            let layout = currentLayout(width: Double(width), height: Double(height))
            var track = widgetRect(layout.geometry.trackFrame, width: Double(width), height: Double(height))
            gtk_widget_size_allocate(progressWidget, &track, baseline)
        }
        presentValuePopovers(width: Double(width), height: Double(height))
    }

    /// GTK disposes the widget (its window closed, or its last holder let go): see
    /// ``detachFromWidget()``. Called by GTK, not by apps.
    public func dispose() {
        detachFromWidget()
    }

    public func snapshot(_ snapshot: OpaquePointer) {
        counters.draws += 1
        let width = Double(gtk_widget_get_width(gtkWidget)), height = Double(gtk_widget_get_height(gtkWidget))
        guard width > 0, height > 0 else { return }
        if hasSkin {
            var bounds = graphene_rect_t()
            graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
            if let cr = gtk_snapshot_append_cairo(snapshot, &bounds) {
                SliderPainter(slider: self).paint(cr, width: width, height: height)
                cairo_destroy(cr)
            }
        } else {
            let textured = TexturedSliderSnapshot(slider: self)
            if let key = textured.frameKey(width: width, height: height) {
                appearance.frameCache.append(to: snapshot, key: key) {
                    textured.append(to: $0, width: width, height: height)
                }
            } else {
                textured.append(to: snapshot, width: width, height: height)
            }
        }
        appendBeyondRangeMarkers(to: snapshot, width: width, height: height)
        if !tickState.laidOut.isEmpty {
            let layout = currentLayout(width: width, height: height)
            let dimmed = gtk_widget_is_sensitive(gtkWidget) == 0
            if dimmed { gtk_snapshot_push_opacity(snapshot, 0.45) }
            appendTickLines(
                to: snapshot, geometry: layout.geometry, toWidget: axisTransform(width: width, height: height))
            if dimmed { gtk_snapshot_pop(snapshot) }
            gtk_widget_snapshot_child(gtkWidget, tickMarks.node, snapshot)  // the labels
        }
        // The child nodes draw their CSS: the focus ring of a focused thumb.
        gtk_widget_snapshot_child(gtkWidget, trough, snapshot)
    }
}
