import CGtkShim
@_exported import GtkSupport
@_exported import RangeSliderCore

/// A slider with two thumbs that lets a user pick a range between a minimum and a maximum:
/// the "How To Make a Custom Control" tutorial's CERangeSlider, as a GTK 4 widget.
///
/// Pack ``gtkWidget`` into any container:
///
///     let slider = RangeSliderWidget()
///     slider.setRange(minimum: 0, maximum: 100)
///     slider.setValues(lower: 20, upper: 80)
///     let token = slider.addObserver { event in
///         if case .valueChanged(let lower, let upper, _) = event { print(lower, upper) }
///     }
///     gtk_box_append(box, slider.gtkWidget)
///
/// **Threading.** Like every GTK object, use it from the main thread only.
///
/// **Ownership.** The Swift object owns its GTK widget (it holds one reference). A container
/// the widget is packed into holds its own. The GTK side refers back to the Swift object only
/// weakly, through boxes that GLib releases when the signals are disconnected. Keep the Swift
/// object for as long as the slider should work; when it is deinitialised it disconnects its
/// drawing and input handlers and drops its reference, so a widget still packed in a window
/// stays there but draws nothing and ignores input.
///
/// **Invalidation.** Properties follow the tutorial's setter design: the values and the range
/// invalidate the layout (thumb and highlight frames) and queue a redraw; colours,
/// curvaceousness and sensitivity only queue a redraw. GTK coalesces queued redraws, so any
/// number of changes within one main-loop iteration produce one frame. Assigning a property
/// the value it already has does nothing.
public final class RangeSliderWidget {
    /// The GTK widget to pack into a container (a GtkDrawingArea).
    public let gtkWidget: UnsafeMutablePointer<GtkWidget>

    /// The GLib log domain warnings are written to.
    public static let logDomain = "RangeSlider"

    private var values = RangeValues()
    private var tracker = DragTracker()
    private var observers = ObserverList<RangeSliderEvent>()
    private var layout: SliderLayout?
    private let gesture: OpaquePointer

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

    /// The lower thumb's value. Default 0.2. Clamped into the range; a value above
    /// `upperValue` pushes `upperValue` up with it. NaN and infinities are refused.
    public var lowerValue: Double {
        get { values.lowerValue }
        set { apply(values.setLower(newValue), source: .program) }
    }

    /// The upper thumb's value. Default 0.8. Clamped into the range; a value below
    /// `lowerValue` pushes `lowerValue` down with it. NaN and infinities are refused.
    public var upperValue: Double {
        get { values.upperValue }
        set { apply(values.setUpper(newValue), source: .program) }
    }

    /// All four values at once.
    public var rangeValues: RangeValues { values }

    /// Sets both thumbs in one call (one notification, one frame). An inverted pair is read in
    /// order; each value is clamped into the range. A non-finite value refuses the whole call.
    public func setValues(lower: Double, upper: Double) {
        apply(values.setValues(lower: lower, upper: upper), source: .program)
    }

    /// Sets the range in one call. An inverted pair is read in order; the thumbs are clamped
    /// into the new range. A non-finite bound refuses the whole call.
    public func setRange(minimum: Double, maximum: Double) {
        apply(values.setRange(minimum: minimum, maximum: maximum), source: .program)
    }

    // MARK: - Appearance

    /// The colour of the track outside the selected span. Default white 0.9.
    public var trackTintColor = RGBA(white: 0.9) {
        didSet { appearanceChanged(trackTintColor, oldValue, \.trackTintColor, "trackTintColor") }
    }

    /// The colour of the track between the thumbs. Default RGB (0, 0.45, 0.94).
    public var trackHighlightTintColor = RGBA(red: 0, green: 0.45, blue: 0.94) {
        didSet { appearanceChanged(trackHighlightTintColor, oldValue, \.trackHighlightTintColor, "trackHighlightTintColor") }
    }

    /// The fill colour of the thumbs. Default white.
    public var thumbTintColor = RGBA.white {
        didSet { appearanceChanged(thumbTintColor, oldValue, \.thumbTintColor, "thumbTintColor") }
    }

    /// How round the track and thumbs are: 0 square, 1 (the default) fully rounded. Values
    /// outside 0…1 are clamped; NaN and infinities are refused with a GLib warning.
    public var curvaceousness: Double = 1 {
        didSet {
            guard curvaceousness.isFinite else {
                warn(ValueRejection(property: "curvaceousness", value: curvaceousness).description)
                curvaceousness = oldValue
                return
            }
            let clamped = min(max(curvaceousness, 0), 1)
            if clamped != curvaceousness { curvaceousness = clamped; return }
            if curvaceousness != oldValue { setNeedsDisplay() }
        }
    }

    /// Whether the slider reacts to input. An insensitive slider is drawn dimmed and ignores
    /// the pointer. Default true.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(gtkWidget) != 0 }
        set {
            guard newValue != isSensitive else { return }
            if !newValue { cancelDrag() }
            gtk_widget_set_sensitive(gtkWidget, newValue ? 1 : 0)
            setNeedsDisplay()
        }
    }

    // MARK: - State (read-only)

    /// The thumb being dragged, drawn highlighted; `nil` when none is.
    public private(set) var highlightedThumb: Thumb?

    /// How many times the widget has been drawn: a diagnostic for tests and benchmarks.
    public private(set) var drawCount = 0

    /// How many redraws (with or without a relayout) property changes have queued.
    public private(set) var invalidationCount = 0

    /// How many times the layout (thumb and highlight frames) has been recomputed.
    public private(set) var layoutCount = 0

    // MARK: - Geometry

    /// The geometry of the widget at its current allocation.
    public var geometry: SliderGeometry {
        SliderGeometry(width: Double(gtk_widget_get_width(gtkWidget)),
                       height: Double(gtk_widget_get_height(gtkWidget)))
    }

    /// The x coordinate (widget pixels) of the centre of a thumb showing `value`.
    public func positionForValue(_ value: Double) -> Double {
        geometry.positionForValue(value, minimum: values.minimumValue, maximum: values.maximumValue)
    }

    /// The value under x coordinate `position` (widget pixels), clamped to the range.
    public func valueForPosition(_ position: Double) -> Double {
        geometry.valueForPosition(position, minimum: values.minimumValue, maximum: values.maximumValue)
    }

    // MARK: - Observers

    /// Subscribes `observer` to value changes, range changes and the start and end of drags.
    /// Returns a token for ``removeObserver(_:)``.
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

    /// Creates a slider with the tutorial's defaults, 200 × 30 logical pixels by default.
    public init() {
        let area = gtk_drawing_area_new()!
        g_object_ref_sink(area)
        gtkWidget = area
        gesture = gtk_gesture_drag_new()
        gtk_drawing_area_set_content_width(drawingArea, 200)
        gtk_drawing_area_set_content_height(drawingArea, 30)
        gtk_widget_set_focusable(area, 0)
        gtk_gesture_single_set_button(gesture, guint(GDK_BUTTON_PRIMARY))

        // The draw function's box holds self weakly; GTK releases it when the draw function
        // is replaced (deinit) or the widget is finalized.
        let drawBox = Unmanaged.passRetained(DrawBox(self)).toOpaque()
        gtk_drawing_area_set_draw_func(drawingArea, { _, cr, width, height, data in
            guard let data, let cr else { return }
            Unmanaged<DrawBox>.fromOpaque(data).takeUnretainedValue().owner?
                .draw(cr, width: Double(width), height: Double(height))
        }, drawBox, { data in
            if let data { Unmanaged<DrawBox>.fromOpaque(data).release() }
        })

        let g = UnsafeMutableRawPointer(gesture)
        GtkSignal.connect(g, "drag-begin") { [weak self] x, y in self?.dragBegan(x: x, y: y) }
        GtkSignal.connect(g, "drag-update") { [weak self] dx, dy in self?.dragUpdated(offsetX: dx, offsetY: dy) }
        GtkSignal.connect(g, "drag-end") { [weak self] _, _ in self?.finishDrag() }
        GtkSignal.connect(g, "cancel") { [weak self] (_: UnsafeMutableRawPointer?) in self?.finishDrag() }
        // The widget takes the gesture's only reference.
        gtk_widget_add_controller(area, gesture)
    }

    deinit {
        // Replacing the draw function releases its box; removing the controller drops the
        // gesture, whose signal boxes GLib then releases. Then our reference goes.
        gtk_drawing_area_set_draw_func(drawingArea, nil, nil, nil)
        gtk_widget_remove_controller(gtkWidget, gesture)
        g_object_unref(gtkWidget)
    }

    private var drawingArea: UnsafeMutablePointer<GtkDrawingArea> {
        UnsafeMutableRawPointer(gtkWidget).assumingMemoryBound(to: GtkDrawingArea.self)
    }

    // MARK: - Changes

    private func apply(_ update: ValueUpdate, source: ChangeSource) {
        switch update {
        case .unchanged:
            return
        case .rejected(let rejection):
            warn(rejection.description)
        case .changed(let range, let selection):
            setNeedsLayout()
            if range {
                notify(.rangeChanged(minimumValue: values.minimumValue, maximumValue: values.maximumValue))
            }
            if selection {
                notify(.valueChanged(lowerValue: values.lowerValue, upperValue: values.upperValue, source: source))
            }
        }
    }

    private func appearanceChanged(_ new: RGBA, _ old: RGBA, _ keyPath: ReferenceWritableKeyPath<RangeSliderWidget, RGBA>, _ name: String) {
        guard new != old else { return }
        guard new.isFinite else {
            warn("refused \(name) = \(new): colour components must be finite numbers; the colour is unchanged")
            self[keyPath: keyPath] = old
            return
        }
        let clamped = new.clamped
        if clamped != new { self[keyPath: keyPath] = clamped; return }
        setNeedsDisplay()
    }

    private func notify(_ event: RangeSliderEvent) {
        for entry in observers.snapshot where observers.contains(entry.token) {
            entry.callback(event)
        }
    }

    private func warn(_ message: String) {
        cgtk_log_warning(Self.logDomain, message)
    }

    /// Appearance changed: queue a redraw (coalesced by GTK into the next frame).
    private func setNeedsDisplay() {
        invalidationCount += 1
        gtk_widget_queue_draw(gtkWidget)
    }

    /// Values or range changed: the thumb and highlight frames must be recomputed.
    private func setNeedsLayout() {
        layout = nil
        setNeedsDisplay()
    }

    // MARK: - Drawing

    private func currentLayout(for geometry: SliderGeometry) -> SliderLayout {
        if let layout, layout.geometry == geometry { return layout }
        let fresh = SliderLayout(geometry: geometry, values: values)
        layout = fresh
        layoutCount += 1
        return fresh
    }

    private func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        drawCount += 1
        let geometry = SliderGeometry(width: width, height: height)
        let layout = currentLayout(for: geometry)
        let dimmed = gtk_widget_is_sensitive(gtkWidget) == 0
        if dimmed { cairo_push_group(cr) }

        TrackPainter(trackTintColor: trackTintColor,
                     trackHighlightTintColor: trackHighlightTintColor,
                     curvaceousness: curvaceousness)
            .paint(cr, geometry: geometry, values: layout.values)
        let thumb = ThumbPainter(thumbTintColor: thumbTintColor, curvaceousness: curvaceousness)
        // The dragged thumb is drawn last, so it stays on top where the thumbs overlap.
        let order: [Thumb] = highlightedThumb == .lower ? [.upper, .lower] : [.lower, .upper]
        for t in order {
            thumb.paint(cr, frame: layout.frame(of: t), highlighted: highlightedThumb == t)
        }

        if dimmed {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, 0.45)
        }
    }

    // MARK: - Dragging

    private func dragBegan(x: Double, y: Double) {
        guard isSensitive else { return }
        tracker.begin(x: x, y: y, values: values, geometry: geometry)
        guard tracker.isTracking else {
            // A press off the thumbs tracks nothing; let other gestures have it.
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
            return
        }
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
        if let thumb = tracker.activeThumb { startHighlight(thumb) }
    }

    private func dragUpdated(offsetX: Double, offsetY: Double) {
        let wasDecided = tracker.activeThumb != nil
        guard let step = tracker.update(offsetX: offsetX, current: values, geometry: geometry) else { return }
        if !wasDecided { startHighlight(step.thumb) }
        apply(values.setValue(step.value, of: step.thumb), source: .user)
    }

    private func startHighlight(_ thumb: Thumb) {
        highlightedThumb = thumb
        setNeedsDisplay()
        notify(.dragBegan(thumb))
    }

    private func finishDrag() {
        guard let thumb = tracker.end() else { return }
        highlightedThumb = nil
        setNeedsDisplay()
        notify(.dragEnded(thumb))
    }

    private func cancelDrag() {
        if tracker.isTracking {
            gtk_event_controller_reset(gesture)
            finishDrag()
        }
    }
}

/// Holds the widget weakly for the draw function (see "Ownership" above).
private final class DrawBox {
    weak var owner: RangeSliderWidget?
    init(_ owner: RangeSliderWidget) { self.owner = owner }
}
