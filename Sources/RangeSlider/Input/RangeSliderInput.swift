// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The input state of one slider (``RangeSliderWidget/input``): its event controllers and the
/// drag in progress. Only this file, RangeSliderTouch.swift and
/// SliderInputControllers.swift change it; the value popovers and value editing read whether a
/// drag goes on.
///
/// Lifetimes: the controllers here are borrowed pointers. ``gesture`` is made with this object
/// and handed to the widget by `connectInput()`; from then on the widget owns it and every
/// other controller in ``controllers`` (and each thumb widget its focus controller in
/// ``thumbControllers``) until `disconnectInput()` removes them, when the widget is disposed.
final class SliderInput {
    /// The primary-button drag gesture (mouse, touch, stylus): a GtkGestureDrag whose class
    /// handlers drive the slider it is on (``RangeSliderWidget/dragGestureType``).
    let gesture: OpaquePointer = ClassHandledType.new(RangeSliderWidget.dragGestureType)
    /// Every event controller added to the slider's widget (removed again when it is disposed).
    var controllers: [OpaquePointer] = []
    /// Focus controllers added to the thumb widgets (removed again when the widget is disposed).
    var thumbControllers: [(UnsafeMutablePointer<GtkWidget>, OpaquePointer)] = []
    /// The gesture's drag in progress: made when a press starts one and dropped when it ends,
    /// so a slider that is not being dragged, as most are, keeps none.
    @exclusivity(unchecked) var drag: GestureDrag?
    /// Whether the gesture drags a thumb or a span now.
    var isDragging: Bool { drag?.tracker.isTracking ?? false }
    /// A touch drag that survives a second finger, and the other fingers' drags
    /// (RangeSliderTouch.swift): nil until the first touch drag.
    var touch: TouchDragContinuity?
    /// The speed of a drag with Shift held (``RangeSliderWidget/fineTuneFactor``). This and
    /// the next two change only in RangeSliderPointerOptions.swift.
    var fineTuneFactor = 0.25
    /// What a press on the track off the thumbs does (``RangeSliderWidget/trackClickBehavior``).
    var trackClickBehavior = TrackClickBehavior.jumpToPointer
    /// Whether a drag of the highlighted span moves both thumbs (``RangeSliderWidget/allowsSpanDrag``).
    var allowsSpanDrag = false

    /// One drag of the gesture: what moves, the values it began with, and the geometry its
    /// steps use.
    final class GestureDrag {
        /// Which thumb (or span) moves, from where.
        @exclusivity(unchecked) var tracker: DragTracker
        /// The values when the drag began, to know whether its end commits a change.
        let start: RangeValues
        /// The band's geometry and the axis, kept from the press for the steps (see
        /// `dragUpdated`); forgotten (``RangeSliderWidget/forgetDragFrame()``) at every measure
        /// and allocation and when the orientation, the inversion or the text direction changes.
        @exclusivity(unchecked) var frame: DragFrame?

        init(tracker: DragTracker, start: RangeValues, frame: DragFrame) {
            self.tracker = tracker
            self.start = start
            self.frame = frame
        }
    }

    /// The band's geometry and the axis a drag's steps use, fixed from the press (or from the
    /// first step after they were forgotten).
    final class DragFrame {
        let geometry: SliderGeometry
        let axis: SliderAxis

        init(geometry: SliderGeometry, axis: SliderAxis) {
            self.geometry = geometry
            self.axis = axis
        }
    }
}

/// Pointer, keyboard and scroll input: GtkGestureDrag (mouse, touch, stylus),
/// GtkEventControllerKey (GtkScale's bindings on the focused thumb) and GtkEventControllerScroll
/// (the pointer's place at a scroll tells which thumb it is nearest to).
///
/// Every controller is added to the widget, which owns it. The handlers of the gesture and of
/// the touch, key and scroll controllers get the slider unretained (``inputTarget``): it
/// removes them before it goes, and they ignore the signals emitted while it is deinitialized.
extension RangeSliderWidget: SliderInputControllers {
    func connectInput() {
        gtk_gesture_single_set_button(input.gesture, guint(GDK_BUTTON_PRIMARY))
        // Through RangeSliderTouch.swift: a second finger suspends a touch drag, never ends it.
        add(input.gesture)
        // The touch continuity's controller comes with the first touch drag (RangeSliderTouch.swift).

        addKeyAndScrollControllers()
        // The right click's preset menu (RangeSliderPresets.swift) adds its controller when
        // presets are first given: most sliders have none.

        connectFocusControllersIfNeeded()
    }

    /// The user data of the handlers of the slider's own controllers: the slider, unretained
    /// (the controllers go before it does; see ``inputTarget(_:)``).
    var inputTarget: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// GtkGestureDrag with class handlers for its drag and its cancellation, each finding its
    /// slider through the gesture's widget (``ClassHandledType``): no slider connects a handler.
    static let dragGestureType = ClassHandledType.register(
        "CeRangeSliderDragGesture", parent: gtk_gesture_drag_get_type(),
        handlers: [
            (
                "drag-begin",
                unsafeBitCast(
                    { gesture, x, y, _ in slider(of: gesture)?.gestureDragBegan(x: x, y: y) } as CGtkDoublePairHandler,
                    to: GCallback.self)
            ),
            (
                "drag-update",
                unsafeBitCast(
                    { gesture, dx, dy, _ in slider(of: gesture)?.gestureDragUpdated(dx: dx, dy: dy) }
                        as CGtkDoublePairHandler, to: GCallback.self)
            ),
            (
                "drag-end",
                unsafeBitCast(
                    { gesture, _, _, _ in slider(of: gesture)?.gestureDragEnded() } as CGtkDoublePairHandler,
                    to: GCallback.self)
            ),
            (
                "cancel",
                unsafeBitCast(
                    { gesture, sequence, _ in slider(of: gesture)?.gestureCancelled(sequence) } as CGtkPointerHandler,
                    to: GCallback.self)
            ),
        ])

    /// GtkEventControllerKey whose class handler of `key-pressed` is the slider's
    /// ``keyPressed(_:_:)``.
    static let keyControllerType = ClassHandledType.register(
        "CeRangeSliderKeyController", parent: gtk_event_controller_key_get_type(),
        handlers: [
            (
                "key-pressed",
                unsafeBitCast(
                    { controller, keyval, _, state, _ in
                        slider(of: controller)?.keyPressed(keyval, state) == true ? 1 : 0
                    } as CGtkKeyHandler, to: GCallback.self)
            )
        ])

    /// GtkEventControllerScroll whose class handler of `scroll` is the slider's
    /// ``scrolled(dx:dy:pointer:)``, with the place of the pointer of the event it handles.
    static let scrollControllerType = ClassHandledType.register(
        "CeRangeSliderScrollController", parent: gtk_event_controller_scroll_get_type(),
        handlers: [
            (
                "scroll",
                unsafeBitCast(
                    { controller, dx, dy, _ in
                        guard let slider = slider(of: controller) else { return 0 }
                        let event = controller.flatMap { gtk_event_controller_get_current_event(OpaquePointer($0)) }
                        return slider.scrolled(dx: dx, dy: dy, pointer: event.flatMap { slider.pointerPoint(of: $0) })
                            ? 1 : 0
                    } as CGtkDoublePairBoolHandler, to: GCallback.self)
            )
        ])

    /// The slider whose widget `controller` is on, unless it is being deinitialized (as
    /// ``inputTarget(_:)``).
    private static func slider(of controller: gpointer?) -> RangeSliderWidget? {
        guard let controller, let widget = gtk_event_controller_get_widget(OpaquePointer(controller)) else {
            return nil
        }
        return inputTarget(stateData(of: UnsafeMutableRawPointer(widget)))
    }

    /// The slider that `target` (``inputTarget``) points at, or nil once it is being
    /// deinitialized: its controllers' last signals, emitted while `deinit` removes them, are
    /// ignored, as a handler holding the slider weakly would.
    static func inputTarget(_ target: UnsafeMutableRawPointer?) -> RangeSliderWidget? {
        guard let target else { return nil }
        let slider = Unmanaged<RangeSliderWidget>.fromOpaque(target)
        guard !slider._withUnsafeGuaranteedRef({ $0.binding.ownership.deinitializing }) else { return nil }
        return slider.takeUnretainedValue()
    }

    /// Gives every thumb the focus controller that shows its value popover while it has focus,
    /// when the popovers follow focus (``ValuePopoverVisibility/whileDraggingOrFocused``) and
    /// the widget is not disposed; otherwise does nothing. Controllers once added stay.
    func connectFocusControllersIfNeeded() {
        guard popovers.visibility == .whileDraggingOrFocused, !binding.ownership.detached else { return }
        for thumb in thumbWidgets where !input.thumbControllers.contains(where: { $0.0 == thumb }) {
            connectFocusController(to: thumb)
        }
    }

    /// Adds the focus controller that shows `thumb`'s value popover while it has focus. GTK
    /// says to follow `is-focus` rather than enter/leave, whose emission can precede the focus state.
    /// A controller added to a thumb that has the focus already (a one-thumb slider's thumb
    /// often does, as the window's first focus stop) never sees it come, so never notifies
    /// its leaving: the thumb's own `has-focus` covers that.
    private func connectFocusController(to thumb: UnsafeMutablePointer<GtkWidget>) {
        let focus = gtk_event_controller_focus_new()!
        GtkSignal.connect(UnsafeMutableRawPointer(focus), "notify::is-focus") {
            [weak self] (_: UnsafeMutableRawPointer?) in
            self?.refreshValuePopovers()
        }
        if gtk_widget_has_focus(thumb) != 0 {
            GtkSignal.connect(UnsafeMutableRawPointer(thumb), "notify::has-focus") {
                [weak self] (_: UnsafeMutableRawPointer?) in
                self?.refreshValuePopovers()
            }
        }
        input.thumbControllers.append((thumb, focus))
        gtk_widget_add_controller(thumb, focus)
    }

    /// Makes a thumb node: a focus stop the pointer passes through, a child of `trough`.
    static func makeThumbWidget(in trough: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let thumb = thumbType.new()
        gtk_widget_set_parent(thumb, trough)
        gtk_widget_set_focusable(thumb, 1)
        gtk_widget_set_can_target(thumb, 0)  // the pointer is the parent's input.gesture's business
        return thumb
    }

    /// Gives each thumb node its CSS classes: `thumb-<index>`, `first` and `last`, and with
    /// two thumbs or more `lower` on the first and `upper` on the last.
    func updateThumbClasses() {
        let last = thumbWidgets.count - 1
        // Only what changes is added or removed: a new slider's thumbs cost no look-ups of
        // classes they do not have.
        func set(_ thumb: UnsafeMutablePointer<GtkWidget>, _ name: String, _ wanted: Bool) {
            guard (gtk_widget_has_css_class(thumb, name) != 0) != wanted else { return }
            if wanted { gtk_widget_add_css_class(thumb, name) } else { gtk_widget_remove_css_class(thumb, name) }
        }
        for (index, thumb) in thumbWidgets.enumerated() {
            set(thumb, Self.thumbClassName(index), true)
            set(thumb, "first", index == 0)
            set(thumb, "last", index == last)
            set(thumb, "lower", last > 0 && index == 0)
            set(thumb, "upper", last > 0 && index == last)
        }
    }

    /// `thumb-<index>`: the names of the first sixteen made once.
    private static let thumbClassNames = (0..<16).map { "thumb-\($0)" }

    private static func thumbClassName(_ index: Int) -> String {
        index < thumbClassNames.count ? thumbClassNames[index] : "thumb-\(index)"
    }

    /// Follows the values assistive technologies set on thumb `index` through its adjustment
    /// (GTK 4.8; also the slider's own adjustment updates, ignored; see ``RangeSliderThumbType``).
    /// The handler holds the slider weakly and goes with the thumb. GTK 4.10+: nothing to connect
    /// (``accessibleValueRequested(_:_:)``).
    func connectAccessibleValue(of index: Int) {
        let thumb = thumbWidgets[index]
        RangeSliderThumbType.onAccessibleValue(thumb) { [weak self] in
            self?.accessibleValueChanged(index, requested: RangeSliderThumbType.requestedValue(thumb))
        }
    }

    /// An assistive technology asked thumb `index` for `value` (GTK 4.10+'s
    /// `GtkAccessibleRange`): clamped to the thumb's bounds as GtkAdjustment clamps, then
    /// ``accessibleValueChanged(_:requested:)``.
    func accessibleValueRequested(_ index: Int, _ value: Double) {
        guard thumbWidgets.indices.contains(index) else { return }
        let range = ThumbAccessibleRange(index: index, values: values, stepIncrement: 0, pageIncrement: 0)
        accessibleValueChanged(index, requested: min(max(value, range.minimum), max(range.minimum, range.maximum)))
    }

    func disconnectInput() {
        removeControllers()
        for (thumb, controller) in input.thumbControllers { gtk_widget_remove_controller(thumb, controller) }
        input.thumbControllers = []
    }

    /// The index of `thumb`: 0 for `.lower`, the last index for `.upper`. In single and
    /// progress modes there is no lower thumb: −1 for `.lower`, which every `at:` method takes
    /// as an index with no thumb (focusing, editing or showing it does nothing).
    func thumbIndex(of thumb: Thumb) -> Int {
        thumb == .lower && !mode.hasLowerThumb ? -1 : PerThumb<Int>.index(of: thumb, count: thumbWidgets.count)
    }

    /// `.lower` for the first thumb's index, `.upper` for the last's, nil for one between.
    /// With one thumb, `.upper` (the single-value and progress thumb).
    func thumb(atIndex index: Int) -> Thumb? {
        if index == thumbWidgets.count - 1 { return .upper }
        return index == 0 ? .lower : nil
    }

    /// The thumb with keyboard focus, if the first or the last has it.
    public var focusedThumb: Thumb? {
        focusedThumbIndex.flatMap { thumb(atIndex: $0) }
    }

    /// The index of the thumb with keyboard focus, if one has it.
    var focusedThumbIndex: Int? {
        thumbWidgets.firstIndex { gtk_widget_has_focus($0) != 0 }
    }

    /// The thumb whose focus controller says it is the focus (current even while GTK is still
    /// emitting the focus change, unlike `gtk_widget_has_focus`).
    var thumbWithFocusController: Thumb? { thumbIndexWithFocusController.flatMap { thumb(atIndex: $0) } }

    /// The index of the thumb whose focus controller says it is the focus, or else that is its
    /// window's focus widget (a thumb focused before its controller came; any thumb).
    var thumbIndexWithFocusController: Int? {
        thumbWidgets.firstIndex { thumb in
            let controller = input.thumbControllers.first { $0.0 == thumb }?.1
            return controller.map { gtk_event_controller_focus_is_focus($0) != 0 } == true
                || gtk_widget_is_focus(thumb) != 0
        }
    }

    /// Gives keyboard focus to `thumb`.
    public func focus(_ thumb: Thumb) {
        focus(index: thumbIndex(of: thumb))
    }

    /// Gives keyboard focus to the thumb at `index`, if there is one.
    public func focus(index: Int) {
        guard thumbWidgets.indices.contains(index) else { return }
        gtk_widget_grab_focus(thumbWidgets[index])
    }

    // MARK: Dragging

    var dragOptions: DragOptions {
        var options = DragOptions()
        options.trackClick = trackClickBehavior
        options.allowsSpanDrag = allowsSpanDrag
        options.marks = (snapsToMarks ? marks.map(\.value) : []) + tickSnapValues
        options.fineTuneFactor = fineTuneFactor
        options.thumbs = mode.movableThumbs
        options.crossing = crossingPolicy  // RangeSliderThumbRelations.swift
        options.fixedSpan = fixedSpan
        options.highlight = highlightPattern
        return options
    }

    /// The drag-begin handler (also reached through ``simulateDragBegin(x:y:)``).
    func dragBegan(x: Double, y: Double) {
        input.drag = nil
        guard isSensitive, mode.isInteractive else {
            gtk_gesture_set_state(input.gesture, GTK_EVENT_SEQUENCE_DENIED)
            return
        }
        let width = Double(gtk_widget_get_width(gtkWidget)), height = Double(gtk_widget_get_height(gtkWidget))
        let frame = SliderInput.DragFrame(geometry: bandGeometry(width: width, height: height), axis: axis)
        let point = frame.axis.axisPoint(x: x, y: y, width: width, height: height)
        let start = values
        var tracker = DragTracker()
        let result = tracker.begin(
            along: point.along, across: point.across - Double(bandOffset), values: &values,
            geometry: frame.geometry, options: dragOptions)
        switch result {
        case .none:
            gtk_gesture_set_state(input.gesture, GTK_EVENT_SEQUENCE_DENIED)
            return
        case .page(let index, let direction):
            gtk_gesture_set_state(input.gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            focus(index: index)
            let target = KeyboardStepper.moved(
                values[index], by: Double(direction), pages: true,
                in: values, increments: keyIncrements, scale: scale)
            apply(moveThumb(index, to: target), source: .user)
            return
        case .thumb, .undecided, .jump, .span:
            break
        }
        gtk_gesture_set_state(input.gesture, GTK_EVENT_SEQUENCE_CLAIMED)
        input.drag = SliderInput.GestureDrag(tracker: tracker, start: start, frame: frame)
        gtk_widget_add_css_class(gtkWidget, "dragging")
        switch result {
        case .thumb(let index):
            beginThumbDrag(index)
        case .jump(let move):
            // The tracker has moved the thumb already.
            beginThumbDrag(move.thumb)
            if move.changed { apply(.changed(range: false, selection: true), source: .user, committed: false) }
        case .span:
            emitThumbDrag(began: true, index: 0)
            emitThumbDrag(began: true, index: values.count - 1)
            // A press on the track jumps a fixed span's pair under the pointer.
            if values != start { apply(.changed(range: false, selection: true), source: .user, committed: false) }
        default:
            break
        }
        refreshValuePopovers()
    }

    /// Starts the drag of thumb `index`: focused, highlighted, announced.
    private func beginThumbDrag(_ index: Int) {
        focus(index: index)
        setHighlightedThumb(index: index)
        emitThumbDrag(began: true, index: index)
    }

    /// Tells observers and the `thumb-start` / `thumb-end` signals of the start or end of
    /// thumb `index`'s drag: ``RangeSliderEvent/thumbDragBegan(index:)`` for every thumb,
    /// inside `.dragBegan` / `.dragEnded` for the first and the last.
    func emitThumbDrag(began: Bool, index: Int) {
        let thumb = thumb(atIndex: index)
        if began {
            if let thumb { notify(.dragBegan(thumb)) }
            notify(.thumbDragBegan(index: index))
        } else {
            notify(.thumbDragEnded(index: index))
            if let thumb { notify(.dragEnded(thumb)) }
        }
    }

    /// GtkGestureDrag's drag-update: reads Shift from the current event, then moves.
    private func gestureDragUpdated(dx: Double, dy: Double) {
        guard input.isDragging else { return }
        let state = gtk_event_controller_get_current_event_state(input.gesture)
        let offset = resumedOffset(dx: dx, dy: dy)
        dragUpdated(dx: offset.dx, dy: offset.dy, fineTune: state.rawValue & GDK_SHIFT_MASK.rawValue != 0)
    }

    /// The drag-update handler proper: offset from the press → value mapping, clamping,
    /// notification, relayout (also reached through ``simulateDragUpdate(dx:dy:fineTune:)``).
    func dragUpdated(dx: Double, dy: Double, fineTune: Bool) {
        guard let drag = input.drag, drag.tracker.isTracking else { return }
        let wasUndecided: Bool
        if case .undecided = drag.tracker.state { wasUndecided = true } else { wasUndecided = false }
        // The band's geometry and the axis, kept from the press (see `SliderInput.GestureDrag`).
        let frame: SliderInput.DragFrame
        if let kept = drag.frame {
            frame = kept
        } else {
            frame = SliderInput.DragFrame(geometry: geometry, axis: axis)
            drag.frame = frame
        }
        // The ends before the step: only the GObject properties of an end that moved are
        // compared (none for a thumb between them).
        let ends = (first: values[0], last: values[values.count - 1])
        // The tracker moves the values in place: no copy of them per step.
        let step = drag.tracker.update(
            offset: frame.axis.axisOffset(dx: dx, dy: dy), fineTune: fineTune,
            values: &values, geometry: frame.geometry)
        // The first movement off overlapping thumbs picks one, even when it cannot move.
        if wasUndecided, let index = drag.tracker.activeThumb { beginThumbDrag(index) }
        if case .thumb(let move)? = step { followRelabelledThumb(move) }
        if step != nil {
            apply(
                .changed(range: false, selection: true), source: .user, committed: false,
                endsMoved: (values[0] != ends.first, values[values.count - 1] != ends.last))
        }
    }

    /// Forgets the geometry and axis kept for the drag's steps: the next step computes them
    /// afresh. For every change of the band's size or place, the orientation, the inversion
    /// and the text direction.
    func forgetDragFrame() {
        input.drag?.frame = nil
    }

    func finishDrag() {
        guard let drag = input.drag else { return }
        input.drag = nil
        guard let subject = drag.tracker.end() else { return }
        gtk_widget_remove_css_class(gtkWidget, "dragging")
        setHighlightedThumb(nil)
        // The release commits the drag: its last values reach assistive technologies now.
        if accessibility.sync.valuesPending { RangeSliderAccessibility.updateValues(self) }
        // Any thumb's change commits, a middle thumb's too (lower and upper then stay).
        if drag.start.values != values.values {
            notify(.valueChanged(lowerValue: lowerValue, upperValue: values.upperValue, source: .user))
        }
        switch subject {
        case .thumb(let index):
            emitThumbDrag(began: false, index: index)
        case .span:
            emitThumbDrag(began: false, index: 0)
            emitThumbDrag(began: false, index: values.count - 1)
        }
        refreshValuePopovers()
    }

    func cancelDrag() {
        input.touch?.fingers.removeAll()  // other fingers' thumbs may be gone with the count
        clearFingerHighlights()
        if input.isDragging {
            gtk_event_controller_reset(input.gesture)
            finishDrag()
        }
    }

    // MARK: Keyboard

    func keyPressed(_ keyval: guint, _ state: GdkModifierType) -> Bool {
        if presetMenuKeyPressed(keyval, state) { return true }
        if let handled = valueEditingKeyPressed(keyval, state) { return handled }  // Enter, F2: type a value
        guard isSensitive, mode.isInteractive, let index = focusedThumbIndex, isMovable(index),
            let key = Self.sliderKey(keyval)
        else { return false }
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        guard let action = KeyboardStepper.action(for: key, control: control, axis: axis) else { return false }
        let target = keyEnd(
            action, at: index,
            target: KeyboardStepper.target(of: action, at: index, in: values, increments: keyIncrements, scale: scale))
        apply(moveThumb(index, to: target), source: .user)
        return true
    }

    /// Whether a user may move thumb `index` in the current mode: any thumb (a single-value
    /// slider's one), none of a progress bar.
    func isMovable(_ index: Int) -> Bool {
        thumbWidgets.indices.contains(index) && mode.isInteractive
    }

    /// Moves thumb `index` towards `value` as the user does, under the crossing policy (see
    /// ``userMove(_:to:)``); a non-finite value is refused.
    func moveThumb(_ index: Int, to value: Double) -> ValueUpdate { userMove(index, to: value) }

    // MARK: Assistive technologies

    /// An assistive technology set a thumb's value to `requested` (AT-SPI's Value interface; see
    /// ``RangeSliderThumbType``). It moves the thumb as a user's key press
    /// does: snapped, within the thumb's allowed interval, observers get `.valueChanged` with
    /// source `.user`. A value the thumb cannot take (an insensitive or progress-mode slider, a
    /// hidden thumb) or that snaps back is put right in the thumb's accessible value.
    func accessibleValueChanged(_ index: Int, requested: Double) {
        guard !accessibility.isUpdatingThumbAdjustments, thumbWidgets.indices.contains(index) else { return }
        let update: ValueUpdate
        if isSensitive, mode.isInteractive, isMovable(index), !input.isDragging {
            update = moveThumb(index, to: requested)
        } else {
            update = .unchanged
        }
        if case .changed = update {
            apply(update, source: .user)
        }
        // The adjustment (GTK 4.8) holds what was asked: put the thumb's real value (and bounds)
        // back now, so the next request is compared with them. GtkRange has set the accessible
        // value to the request: every field is set again.
        let held = RangeSliderThumbType.isRange ? RangeSliderThumbType.requestedValue(thumbWidgets[index]) : requested
        if held != values[index] {
            accessibility.forgetWrittenRanges()
            RangeSliderAccessibility.updateValues(self)
        }
        RangeSliderAccessibility.syncThumbAdjustments(self)
    }

    static func sliderKey(_ keyval: guint) -> SliderKey? {
        switch Int32(keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_plus, GDK_KEY_KP_Add: return .plus
        case GDK_KEY_minus, GDK_KEY_KP_Subtract: return .minus
        default: return nil
        }
    }

    // MARK: Scrolling

    /// A scroll step moves the focused thumb, or else the thumb nearest `pointer` (any thumb,
    /// the ones between the first and the last included; the first thumb when `pointer` is
    /// nil) by one step. `pointer` is asked for only when no thumb is focused.
    func scrolled(dx: Double, dy: Double, pointer: @autoclosure () -> (x: Double, y: Double)?) -> Bool {
        guard isSensitive, mode.isInteractive else { return false }
        let steps = KeyboardStepper.scrollSteps(dx: dx, dy: dy, axis: axis)
        guard steps != 0 else { return false }
        let index = focusedThumbIndex.flatMap { isMovable($0) ? $0 : nil } ?? nearestThumbIndex(to: pointer())
        let target = KeyboardStepper.moved(
            values[index], by: steps, pages: false,
            in: values, increments: keyIncrements, scale: scale)
        apply(moveThumb(index, to: target), source: .user)
        return true
    }

    /// Where the pointer is at `event`, in this widget's coordinates: a scroll event carries no
    /// position of its own, so the place of its seat's pointer (the logical device, which X11
    /// can be asked about; not the event's own device) over the event's surface. Nil when GDK
    /// cannot tell.
    func pointerPoint(of event: OpaquePointer) -> (x: Double, y: Double)? {
        guard let seat = gdk_event_get_seat(event), let device = gdk_seat_get_pointer(seat),
            let surface = gdk_event_get_surface(event)
        else { return nil }
        var x = 0.0, y = 0.0
        guard gdk_surface_get_device_position(surface, device, &x, &y, nil) != 0 else { return nil }
        return widgetPoint(surfaceX: x, surfaceY: y)
    }

    /// The thumb nearest `pointer` (widget coordinates) along the track: of thumbs drawn at the
    /// same place, the first when the pointer is before them, the last otherwise. The first
    /// thumb when `pointer` is nil; the one thumb when there is one.
    private func nearestThumbIndex(to pointer: (x: Double, y: Double)?) -> Int {
        let last = thumbWidgets.count - 1
        guard last > 0 else { return 0 }
        guard let pointer else { return 0 }
        let width = Double(gtk_widget_get_width(gtkWidget)), height = Double(gtk_widget_get_height(gtkWidget))
        let along = axis.axisPoint(x: pointer.x, y: pointer.y, width: width, height: height).along
        let g = geometry
        let positions = (0...last).map {
            g.positionForValue(values[$0], minimum: values.minimumValue, maximum: values.maximumValue)
        }
        var nearest = 0
        for index in positions.indices.dropFirst() {
            let distance = abs(along - positions[index]), best = abs(along - positions[nearest])
            if distance < best || (positions[index] == positions[nearest] && along >= positions[index]) {
                nearest = index
            }
        }
        return nearest
    }
}
