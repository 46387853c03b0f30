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
/// ``gtkWidget`` is a `CeRangeSlider`, a GtkWidget subclass that C, Python, GJS, Vala and
/// GtkBuilder create too; ``wrapping(_:)`` returns its Swift object. ``mode`` makes it a
/// single-value slider or a progress bar; skins, ticks, marks, a histogram, scales, value
/// popovers, open ends and presets are described in their own files.
///
/// ## CeRangeSlider as GtkBuildable
///
/// Properties are set in file order and each value is clamped as it is set: give the range
/// first. `<marks>` adds marks as GtkScale's do; `<skins>` sets thumb and track images.
///
///     <object class="CeRangeSlider">
///       <property name="minimum-value">0</property>
///       <property name="maximum-value">100</property>
///       <property name="lower-value">20</property>
///       <property name="upper-value">80</property>
///       <property name="lower-thumb-label">Minimum price</property>
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
/// Colours come from the nodes' CSS `color` unless set explicitly (``trackTintColor`` and the
/// others). `marks` exists once ticks are configured, `progress` once the slider has been a
/// progress bar.
///
/// ## Accessibility
///
/// `CeRangeSlider` has the role *group* and describes the selection as a sentence ("from 20
/// to 80"). Each `slider` node has the role *slider*, a label (``lowerThumbLabel``,
/// ``upperThumbLabel``), and its own value, bounds and text; it is a focus stop, and a value an
/// assistive technology sets moves it as a key press would. Tab visits the thumbs in their order on
/// screen, read in the slider's own text direction (see `ThumbTabOrder`). `progress` has the role *progress
/// bar*. See ``RangeSliderAccessibility``.
///
/// ## Contract
///
/// Use it from the main thread only. Every assignment is checked (NaN and infinities are
/// refused with a GLib warning), and assigning a property the value it already has does
/// nothing. Values, range and constraints invalidate the layout; colours and curvaceousness
/// only redraw; orientation, marks, images and the mode resize: any number of changes within
/// one main-loop iteration produce one frame. Each change notifies its GObject property once
/// and its observers and signals once.
///
/// The `CeRangeSlider` and this object live and die together: while anything else holds the
/// widget (a container, C code), it keeps this object; while Swift holds this object, it
/// keeps the widget. Dropping both releases both, exactly once. The widget owns its child
/// nodes, event controllers and value popovers; the GTK side's links back to this object
/// are weak.
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
            flags: G_TYPE_FLAG_FINAL, classInit: RangeSliderGObject.classInit, instanceInit: RangeSliderGObject.instanceInit,
            interfaces: [gtk_orientable_get_type()])
        RangeSliderBuildable.install(on: type.gtype)   // <marks> and <skins> in .ui files
        return type
    }()
    /// The thumbs' type: an accessible value object for GTK's AT-SPI bridge (a GtkRange on
    /// GTK 4.8, a GtkAccessibleRange from 4.10; see ``RangeSliderThumbType``).
    static let thumbType = RangeSliderThumbType.register()
    /// The highlight's type: drawn by the slider, nothing for assistive technologies.
    static let partType = SwiftWidgetType.register(name: "CeRangeSliderPart", cssName: "trough", role: GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                                   classInit: RangeSliderGObject.partClassInit)
    /// The trough's type, the thumbs' parent. Its role is *group*, not *presentation*: GTK 4.8's
    /// AT-SPI bridge leaves out a presentation object together with its children, which hid
    /// the thumbs from screen readers.
    static let troughType = SwiftWidgetType.register(name: "CeRangeSliderTrough", cssName: "trough", role: GTK_ACCESSIBLE_ROLE_GROUP,
                                                     classInit: RangeSliderGObject.partClassInit)
    /// The accessible stand-in of a progress-mode slider: GTK fixes a widget's accessible role
    /// per class, so the slider (a *group*) carries a child with the role *progress bar*,
    /// visible only in progress mode.
    static let progressType = SwiftWidgetType.register(name: "CeRangeSliderProgress", cssName: "progress", role: GTK_ACCESSIBLE_ROLE_PROGRESS_BAR)

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
    /// first switch to progress mode, or reading this property): every GTK widget costs about
    /// 2 KiB (its accessible object alone about 1 KiB), and most sliders never show it.
    public var progressWidget: UnsafeMutablePointer<GtkWidget> {
        if let madeProgressWidget { return madeProgressWidget }
        let progress = Self.progressType.new()
        // After the trough and the marks node, as it always was in the node tree.
        gtk_widget_insert_before(progress, gtkWidget, nil)
        gtk_widget_set_visible(progress, mode.isInteractive ? 0 : 1)
        gtk_widget_set_can_target(progress, 0)
        madeProgressWidget = progress
        RangeSliderAccessibility.updateLabels(self)
        return progress
    }
    /// The `progress` node once made (see ``progressWidget``); the widget is its parent.
    private(set) var madeProgressWidget: UnsafeMutablePointer<GtkWidget>?
    let troughLayout = TroughLayout()

    @exclusivity(unchecked) var values = RangeValues()
    let observers = ObserverList<RangeSliderEvent>()
    var layout: SliderLayout?

    // MARK: Owned components
    //
    // Each holds one concept's state, and only the files named beside it change that state.

    /// Pointer, touch, keyboard and scroll input: the event controllers, the drag in progress
    /// (RangeSliderInput.swift, RangeSliderTouch.swift, SliderInputControllers.swift).
    let input = SliderInput()
    /// Thumb, track and end images (RangeSliderSkins.swift).
    let skins = SliderSkins()
    /// Colours, curvaceousness and the frame cache (RangeSliderAppearance.swift).
    let appearance = SliderAppearance()
    /// Ticks: settings, snapping, label formatter and the last layout (RangeSliderTicks.swift,
    /// RangeSliderTickProperties.swift).
    let tickState = SliderTicks()
    /// The value popovers and the typing of a value into one (RangeSliderValuePopover.swift,
    /// RangeSliderValueEditing.swift).
    let popovers = SliderValuePopovers()
    /// Which ends may be open, and their texts (RangeSliderOpenBounds.swift).
    let openBoundSettings = SliderOpenBounds()
    /// What assistive technologies were last given (RangeSliderAccessibility.swift).
    let accessibility = RangeSliderAccessibility()
    /// How this object and its GObject hold each other, and what the GObject last announced
    /// (RangeSliderGObject.swift, RangeSliderThumbSignals.swift).
    let binding = GObjectBinding()
    /// The preset menu, made when presets are first given (RangeSliderPresets.swift).
    var presetMenu: PresetMenu?
    /// The thumbs' accessible labels the app gave (RangeSliderThumbLabels.swift).
    let accessibleLabels = SliderThumbLabels()
    /// A running value animation (RangeSliderAnimation.swift).
    let animation = SliderValueAnimation()
    /// The scale, and the last piecewise and quantile scales given (RangeSliderScale.swift,
    /// RangeSliderScaleKind.swift).
    let scaleState = SliderScaleState()
    /// What a moved thumb does at its neighbour, fixed spans, and which stretches between the
    /// thumbs are highlighted (RangeSliderThumbRelations.swift).
    let thumbRelations = ThumbRelations()

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
    /// are refused. In single and progress modes it is pinned to the minimum: assigning it is
    /// refused with a GLib warning.
    public var lowerValue: Double {
        get { values.lowerValue }
        set {
            guard mode.hasLowerThumb else {
                if newValue != values.lowerValue {
                    warn("refused lowerValue = \(newValue): in \(mode.rawValue) mode the lower value is pinned to the minimum; set value instead")
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
            guard lower.isFinite else { return apply(.rejected(ValueRejection(property: "lowerValue", value: lower)), source: .program) }
            guard upper.isFinite else { return apply(.rejected(ValueRejection(property: "upperValue", value: upper)), source: .program) }
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
    /// In single and progress modes the lower thumb is hidden (not drawn, not a focus stop, not
    /// accessible) and ``lowerValue`` is pinned to ``minimumValue``; ``value`` is the one value.
    /// The separation and span constraints apply to range sliders only (they are kept, and
    /// return when the mode does). Progress mode also ignores the pointer, keyboard and scroll,
    /// hides the upper thumb from focus and accessibility, and shows ``progressWidget`` (role
    /// *progress bar*, value 0…1 = ``fraction``) instead. Changing the mode ends a drag; if
    /// pinning moves the lower value, observers get a `.valueChanged` (source `.program`).
    @exclusivity(unchecked) public var mode: SliderMode = .range {
        didSet {
            guard mode != oldValue else { return }
            modeChanged()
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

    /// The constraints the app asked for; ``mode`` decides which are in force.
    var requestedConstraints = RangeConstraints()

    private func modeChanged() {
        cancelDrag()
        cancelValueAnimation()
        let old = values
        // The single-value and progress modes hold two values, the lower pinned.
        if !mode.hasLowerThumb, values.count != 2 {
            _ = values.setCount(2)
            thumbCountChanged()
        }
        _ = values.setConstraints(mode.effectiveConstraints(requestedConstraints))
        pinLowerValue()
        let interactive = mode.isInteractive
        updateThumbVisibility()
        if !interactive || madeProgressWidget != nil { gtk_widget_set_visible(progressWidget, interactive ? 0 : 1) }
        gtk_widget_remove_css_class(gtkWidget, "single")
        gtk_widget_remove_css_class(gtkWidget, "progress")
        if mode != .range { gtk_widget_add_css_class(gtkWidget, mode.rawValue) }
        RangeSliderAccessibility.updateLabels(self)
        RangeSliderAccessibility.updateValues(self)
        refreshValuePopovers()
        layout = nil
        invalidationCount += 1
        gtk_widget_queue_resize(gtkWidget)
        publishPropertyChanges()
        if old.lowerValue != values.lowerValue || old.upperValue != values.upperValue {
            notify(.valueChanged(lowerValue: values.lowerValue, upperValue: values.upperValue, source: .program))
        }
    }

    /// With one value, the lower value stays at the minimum whatever changes the range.
    private func pinLowerValue() {
        if !mode.hasLowerThumb, values.lowerValue != values.minimumValue {
            _ = values.setLower(values.minimumValue)
        }
    }

    // MARK: - Input modes

    /// Values snap to multiples of this from the minimum; 0 (the default) is continuous.
    /// Negative, NaN or infinite steps are refused with a GLib warning.
    public var stepSize: Double {
        get { requestedConstraints.stepSize }
        set { var c = requestedConstraints; c.stepSize = newValue; setConstraints(c, property: "stepSize", value: newValue) }
    }

    /// The lower and upper values are never closer than this. Default 0. Range mode only.
    public var minimumSeparation: Double {
        get { requestedConstraints.minimumSeparation }
        set { var c = requestedConstraints; c.minimumSeparation = newValue; setConstraints(c, property: "minimumSeparation", value: newValue) }
    }

    /// The lower and upper values are never further apart than this; `nil` (the default) is no
    /// limit. Range mode only.
    public var maximumSpan: Double? {
        get { requestedConstraints.maximumSpan }
        set { var c = requestedConstraints; c.maximumSpan = newValue; setConstraints(c, property: "maximumSpan", value: newValue ?? 0) }
    }

    /// ``maximumSpan`` as the `maximum-span` property and the C library hold it: -1 (any
    /// negative value) is no limit.
    @_spi(CLibrary)
    public var maximumSpanValue: Double {
        get { maximumSpan ?? -1 }
        set { maximumSpan = newValue < 0 ? nil : newValue }
    }

    /// The keyboard and scroll step. Default: the step size when one is set, else 1/100 of the
    /// range (it follows the range until assigned). Non-positive or non-finite values are
    /// refused with a GLib warning. ``useDefaultIncrements()`` returns to the default.
    public var stepIncrement: Double {
        get { explicitStepIncrement ?? KeyboardStepper.defaultStepIncrement(for: values) }
        set { if let v = checkedIncrement(newValue, "stepIncrement") { explicitStepIncrement = v; incrementsChanged() } }
    }

    /// The page for Page Up/Down and Ctrl+arrows. Default: ten steps (at most the largest
    /// double). Non-positive or non-finite values are refused with a GLib warning.
    public var pageIncrement: Double {
        get { explicitPageIncrement ?? KeyboardStepper.pageIncrement(forStep: stepIncrement) }
        set { if let v = checkedIncrement(newValue, "pageIncrement") { explicitPageIncrement = v; incrementsChanged() } }
    }

    /// Returns ``stepIncrement`` and ``pageIncrement`` to their defaults, derived from the range.
    public func useDefaultIncrements() {
        explicitStepIncrement = nil
        explicitPageIncrement = nil
        incrementsChanged()
    }

    /// The increments are also the thumbs' adjustments' (see ``RangeSliderAccessibility``).
    private func incrementsChanged() {
        RangeSliderAccessibility.updateValues(self)
        publishPropertyChanges()
    }

    private(set) var explicitStepIncrement: Double?
    private(set) var explicitPageIncrement: Double?

    /// What a press on the track off the thumbs does. Default: the nearest thumb jumps there and
    /// follows the drag.
    public var trackClickBehavior = TrackClickBehavior.jumpToPointer {
        didSet { publishPropertyChanges() }
    }

    /// Whether dragging the highlighted span moves both thumbs, keeping their distance
    /// (noUiSlider's "drag"). Default false.
    public var allowsSpanDrag = false {
        didSet { publishPropertyChanges() }
    }

    /// The speed of a drag with Shift held, relative to a normal drag. Default 0.25, as
    /// GtkScale's fine-tune mode. Non-positive or non-finite values are refused with a GLib
    /// warning.
    public var fineTuneFactor: Double {
        get { input.fineTuneFactor }
        set {
            guard let v = checkedIncrement(newValue, "fineTuneFactor"), v != input.fineTuneFactor else { return }
            input.fineTuneFactor = v
            publishPropertyChanges()
        }
    }

    /// Marks drawn as ticks (with optional labels) beside the track; a dragged thumb snaps to a
    /// mark within a few pixels (unless ``snapsToMarks`` is false). Marks outside the range are
    /// not drawn; NaN and infinite marks are dropped.
    public var marks: [SliderMark] = [] {
        didSet {
            guard marks != oldValue else { return }
            marks = marks.filter { $0.value.isFinite }
            gtk_widget_queue_resize(gtkWidget)
        }
    }

    /// Whether a dragged thumb snaps to a mark within a few pixels, as GtkScale's marks do.
    /// Default true. (Ticks snap through ``snapsToTicks``.) GObject property `snap-to-marks`.
    public var snapsToMarks = true {
        didSet {
            guard snapsToMarks != oldValue else { return }
            publishPropertyChanges()
        }
    }

    // MARK: - Orientation

    /// The track's direction. Default horizontal. A vertical slider has its minimum at the top
    /// unless ``inverted``, as GtkScale.
    public var orientation = SliderOrientation.horizontal {
        didSet {
            guard orientation != oldValue else { return }
            updateOrientationClasses()
            gtk_widget_queue_resize(gtkWidget)
            publishPropertyChanges()
        }
    }

    /// Whether the slider runs from its maximum to its minimum. Default false. A horizontal
    /// slider in a right-to-left locale is flipped too (both together cancel out), as GtkScale.
    public var inverted = false {
        didSet {
            guard inverted != oldValue else { return }
            setNeedsLayout()
            publishPropertyChanges()
        }
    }

    /// The axis for the current orientation, inversion and text direction.
    public var axis: SliderAxis {
        SliderAxis(orientation: orientation, inverted: inverted,
                   rightToLeft: gtk_widget_get_direction(gtkWidget) == GTK_TEXT_DIR_RTL)
    }

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

    // MARK: - Histogram

    /// A histogram drawn with the track: bars rising from the track in a strip of
    /// ``histogramHeight`` on its far side from the marks (above a horizontal slider), behind
    /// the thumbs, scaled to the tallest bin. Bins inside the selected span are drawn in
    /// ``trackHighlightTintColor``, the others muted (the theme's foreground colour, faint); a
    /// bin under a thumb is split there. Bars are placed by value, like the thumbs, so a bin's
    /// edges line up with the thumb positions of its edge values; the parts of bins outside
    /// the slider's range are not drawn. See ``HistogramPainter``.
    ///
    /// Default nil (no strip: the slider keeps its usual thickness). Replacing one histogram
    /// with another only redraws; showing or hiding one (nil ↔ a histogram) resizes, since the
    /// strip appears or goes. An empty histogram (no bins, or all counts zero) keeps the strip
    /// and draws no bars, so an app can reserve the room while its data loads.
    public var histogram: Histogram? {
        didSet {
            guard histogram != oldValue else { return }
            if (histogram == nil) != (oldValue == nil) { gtk_widget_queue_resize(gtkWidget) } else { setNeedsDisplay() }
        }
    }

    /// The thickness of the histogram's strip in logical pixels, added to the slider's when a
    /// ``histogram`` is set. Default 40; negative values count as 0.
    public var histogramHeight: Int32 = 40 {
        didSet {
            guard histogramHeight != oldValue else { return }
            if histogram != nil { gtk_widget_queue_resize(gtkWidget) }
            publishPropertyChanges()
        }
    }

    // MARK: - Accessibility and text

    /// Turns a value into text, for the accessible value text and the value popover. Default:
    /// ``ValueFormatting`` with digits derived from the step (or the range).
    public var valueFormatter: ((Double) -> String)? {
        didSet {
            tickState.labelsChanged()
            if hasTicks { gtk_widget_queue_allocate(gtkWidget) }
            RangeSliderAccessibility.updateValues(self)
            refreshValuePopovers()
        }
    }

    /// `value` as text, through ``valueFormatter`` or the default.
    public func formattedValue(_ value: Double) -> String {
        if let valueFormatter { return valueFormatter(value) }
        return ValueFormatting.text(value, digits: ValueFormatting.digits(step: stepSize, span: values.span))
    }

    /// ``formattedValue(_:)``, remembering the default formatting's last text in `memo` (an
    /// app's formatter is always called).
    func formattedValue(_ value: Double, memo: inout FormattedValueMemo) -> String {
        if let valueFormatter { return valueFormatter(value) }
        return memo.text(for: value, digits: ValueFormatting.digits(step: stepSize, span: values.span), format: ValueFormatting.text)
    }

    // MARK: - State (read-only)

    /// The thumb being dragged, drawn highlighted, if it is the first or the last; `nil` when
    /// none is (or one between them is: see ``highlightedThumbIndex``).
    public var highlightedThumb: Thumb? { highlightedThumbIndex.flatMap { thumb(atIndex: $0) } }

    /// The index of the thumb being dragged, drawn highlighted; `nil` when none is.
    public private(set) var highlightedThumbIndex: Int?

    /// How many times the widget has been drawn: a diagnostic for tests and benchmarks.
    public private(set) var drawCount = 0

    /// How many redraws (with or without a relayout) property changes have queued.
    public internal(set) var invalidationCount = 0

    /// How many times the layout (thumb and highlight frames) has been recomputed.
    public private(set) var layoutCount = 0

    // MARK: - Geometry

    /// The geometry of the slider band (along the axis) at the current allocation.
    public var geometry: SliderGeometry {
        let (width, height) = (Double(gtk_widget_get_width(gtkWidget)), Double(gtk_widget_get_height(gtkWidget)))
        return bandGeometry(width: width, height: height)
    }

    /// The band in axis space: the axis length less the end images (and their spacing), the
    /// thickness less the marks, and the thumb images' size when there are any.
    func bandGeometry(width: Double, height: Double) -> SliderGeometry {
        let axis = self.axis
        let thickness = max(0, axis.thickness(width: width, height: height) - Double(marksThickness + bandOffset))
        let ends = endInsets
        let length = axis.length(width: width, height: height)
        let thumb = thumbImageExtent
        return SliderGeometry(width: max(0, length - ends.start - ends.end), height: thickness, origin: ends.start,
                              thumbLength: thumb?.along, thumbThickness: thumb?.across, scale: scale)
    }

    /// The axis length of the current allocation.
    var allocatedLength: Double {
        axis.length(width: Double(gtk_widget_get_width(gtkWidget)), height: Double(gtk_widget_get_height(gtkWidget)))
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
        troughLayout.owner = self
        SwiftWidgetType.setImplementation(troughLayout, for: trough)
        ThumbTabOrder.followTextDirection(of: gtkWidget)
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
        RangeSliderAccessibility.writeTexts(self)   // a new slider reads complete at once
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
    /// false for the steps of a drag (observers get `.valueChanging`).
    func apply(_ update: ValueUpdate, source: ChangeSource, committed: Bool = true, publishingAll: Bool = false) {
        var update = update
        if case .changed(let range, _) = update, !mode.hasLowerThumb, values.lowerValue != values.minimumValue {
            pinLowerValue()
            update = .changed(range: range, selection: true)
        }
        switch update {
        case .unchanged:
            return
        case .rejected(let rejection):
            warn(rejection.description)
        case .changed(let range, let selection):
            setNeedsLayout()
            // A committed change reaches assistive technologies at once; the steps of a drag
            // at the next idle, once per burst of motion events (they were 59 % of a step's
            // instructions).
            if committed { RangeSliderAccessibility.updateValues(self) } else { accessibility.sync.schedule(values: true) }
            refreshValuePopovers()
            publishPropertyChanges(onlyValues: !range && !publishingAll)
            if range {
                scaleRangeChanged()
                notify(.rangeChanged(minimumValue: values.minimumValue, maximumValue: values.maximumValue))
            }
            if selection {
                notify(committed
                       ? .valueChanged(lowerValue: values.lowerValue, upperValue: values.upperValue, source: source)
                       : .valueChanging(lowerValue: values.lowerValue, upperValue: values.upperValue))
            }
        }
    }

    private func setConstraints(_ constraints: RangeConstraints, property: String, value: Double) {
        guard constraints.isValid else {
            warn("refused \(property) = \(value): it must be a finite number, not negative; unchanged")
            return
        }
        requestedConstraints = constraints
        let update = values.setConstraints(mode.effectiveConstraints(constraints))
        switch update {
        case .changed(range: false, selection: false), .unchanged, .rejected:
            // The values stay; the constraint properties (and the step increment that follows
            // the step size) may still have changed.
            RangeSliderAccessibility.updateValues(self)
            setNeedsLayout()
            publishPropertyChanges()
        case .changed:
            apply(update, source: .program, publishingAll: true)
        }
    }

    private func checkedIncrement(_ value: Double, _ name: String) -> Double? {
        guard value.isFinite, value > 0 else {
            warn("refused \(name) = \(value): it must be a finite number above 0; unchanged")
            return nil
        }
        return value
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

    /// Appearance changed: queue a redraw (coalesced by GTK into the next frame).
    func setNeedsDisplay() {
        invalidationCount += 1
        gtk_widget_queue_draw(gtkWidget)
    }

    /// Values, range or inversion changed: the thumb and highlight frames (and the child nodes'
    /// allocations) must be recomputed.
    func setNeedsLayout() {
        layout = nil
        invalidationCount += 1
        gtk_widget_queue_allocate(gtkWidget)
        // The trough keeps its allocation when only values change, and GTK then skips its
        // size_allocate: queue it too, so that the thumb widgets (their focus rings, and the
        // extents assistive technologies read) move with the thumbs.
        gtk_widget_queue_allocate(trough)
    }

    private func updateOrientationClasses() {
        let horizontal = orientation == .horizontal
        gtk_widget_add_css_class(gtkWidget, horizontal ? "horizontal" : "vertical")
        gtk_widget_remove_css_class(gtkWidget, horizontal ? "vertical" : "horizontal")
        RangeSliderAccessibility.updateOrientation(self)
    }

    /// The thumbs at `indices` in the order they are drawn: by index, the dragged thumb last, so
    /// it stays on top where thumbs overlap.
    func drawingOrder(of indices: Range<Int>) -> [Int] {
        guard let dragged = highlightedThumbIndex, indices.contains(dragged) else { return Array(indices) }
        return indices.filter { $0 != dragged } + [dragged]
    }

    func setHighlightedThumb(_ thumb: Thumb?) {
        setHighlightedThumb(index: thumb.map(thumbIndex(of:)))
    }

    func setHighlightedThumb(index: Int?) {
        guard index != highlightedThumbIndex else { return }
        highlightedThumbIndex = index
        setNeedsDisplay()
    }

    // MARK: - Layout

    /// The thickness of the marks strip after the track: ticks, plus a line of text when a
    /// mark there has a label.
    var marksThickness: Int32 {
        max(ticksThickness, thickness(ofMarksAt: .after))
    }

    /// The thickness of the strip before the track (and its histogram) that marks placed
    /// `.before` need: 0 without any.
    var beforeMarksThickness: Int32 { thickness(ofMarksAt: .before) }

    private func thickness(ofMarksAt position: SliderMark.Position) -> Int32 {
        let placed = marks.filter { $0.position == position }
        guard !placed.isEmpty else { return 0 }
        return placed.contains { $0.label != nil } ? MarkPainter.tickLength + 2 + MarkPainter.labelHeight(in: gtkWidget) : MarkPainter.tickLength + 2
    }

    /// Where the band starts across the widget: after the strip of `.before` marks and the
    /// histogram's.
    var bandOffset: Int32 { beforeMarksThickness + histogramThickness }

    func currentLayout(width: Double, height: Double) -> SliderLayout {
        let geometry = bandGeometry(width: width, height: height)
        if let layout, layout.geometry == geometry, layout.values == values, layout.mode == mode,
           layout.highlightPattern == highlightPattern { return layout }
        let fresh = SliderLayout(geometry: geometry, values: values, mode: mode, highlightPattern: highlightPattern)
        layout = fresh
        layoutCount += 1
        return fresh
    }

    /// An axis-space rectangle as a widget-space allocation.
    func widgetRect(_ r: SliderRect, width: Double, height: Double) -> GtkAllocation {
        let axis = self.axis
        let length = axis.length(width: width, height: height)
        let along = axis.isFlipped ? length - r.maxX : r.x
        let across = r.y + Double(bandOffset)   // the band lies after the before-marks and histogram strips
        let rect = axis.orientation == .horizontal
            ? (x: along, y: across, w: r.width, h: r.height)
            : (x: across, y: along, w: r.height, h: r.width)
        return GtkAllocation(x: Int32(rect.x.rounded(.down)), y: Int32(rect.y.rounded(.down)),
                             width: Int32(rect.w.rounded(.up)), height: Int32(rect.h.rounded(.up)))
    }
}

// MARK: - GtkWidget virtual functions

extension RangeSliderWidget: WidgetImplementation {
    /// Along the track: room for two thumbs (the tutorial's squares or the thumb images) and
    /// the end images; 200 px natural. Across: the tutorial's 30 px, or what the skins need
    /// (the largest thumb, track or end image), plus the marks.
    public func measure(orientation gtkOrientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        // GTK measures again after a font or scale change: measure the tick labels' line and
        // the labels themselves again too.
        tickState.fontMayHaveChanged()
        input.dragGeometry = nil
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
        input.dragGeometry = nil
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
        drawCount += 1
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
                appearance.frameCache.append(to: snapshot, key: key) { textured.append(to: $0, width: width, height: height) }
            } else {
                textured.append(to: snapshot, width: width, height: height)
            }
        }
        if !tickState.laidOut.isEmpty {
            let layout = currentLayout(width: width, height: height)
            let dimmed = gtk_widget_is_sensitive(gtkWidget) == 0
            if dimmed { gtk_snapshot_push_opacity(snapshot, 0.45) }
            appendTickLines(to: snapshot, geometry: layout.geometry, toWidget: axisTransform(width: width, height: height))
            if dimmed { gtk_snapshot_pop(snapshot) }
            gtk_widget_snapshot_child(gtkWidget, tickMarks.node, snapshot)   // the labels
        }
        // The child nodes draw their CSS: the focus ring of a focused thumb.
        gtk_widget_snapshot_child(gtkWidget, trough, snapshot)
    }
}

/// Lays out the trough's children (highlight and thumbs) at the frames the slider computes.
/// Held strongly by the slider; the trough widget refers to it weakly.
final class TroughLayout: WidgetImplementation {
    weak var owner: RangeSliderWidget?

    func measure(orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) { (0, 0) }

    func sizeAllocate(width: Int32, height: Int32, baseline: Int32) {
        guard let owner else { return }
        let (w, h) = (Double(width), Double(height))
        let layout = owner.currentLayout(width: w, height: h)
        func allocate(_ child: UnsafeMutablePointer<GtkWidget>, _ frame: SliderRect) {
            guard gtk_widget_get_visible(child) != 0 else { return }
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            var allocation = owner.widgetRect(frame, width: w, height: h)
            gtk_widget_size_allocate(child, &allocation, baseline)
        }
        allocate(owner.highlight, layout.highlightFrame)
        for (index, thumb) in owner.thumbWidgets.enumerated() {
            allocate(thumb, layout.frame(at: index).insetBy(dx: 1, dy: 1))
        }
    }

    func snapshot(_ snapshot: OpaquePointer) {
        guard let owner else { return }
        if gtk_widget_get_visible(owner.highlight) != 0 { gtk_widget_snapshot_child(owner.trough, owner.highlight, snapshot) }
        for child in owner.thumbWidgets where gtk_widget_get_visible(child) != 0 {
            gtk_widget_snapshot_child(owner.trough, child, snapshot)
        }
    }
}
