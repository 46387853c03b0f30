// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Pointer, keyboard and scroll input of a ``MultiThumbSliderWidget``: a GtkGestureDrag driving
/// a ``DragTracker`` with the slider's crossing policy, GtkScale's key bindings on the
/// focused thumb (``KeyboardStepper``), the scroll wheel on the focused thumb or the one nearest
/// the pointer, and values an assistive technology sets on a thumb's adjustment.
///
/// Every controller is added to the widget, which owns it; each handler's box holds the slider
/// weakly. Under the swap policy a moved thumb that passes others is relabelled: keyboard
/// focus follows it to its new `slider` node, so the next key moves the same value.
extension MultiThumbSliderWidget: SliderInputControllers {
    func connectInput() {
        gtk_gesture_single_set_button(gesture, guint(GDK_BUTTON_PRIMARY))
        let g = UnsafeMutableRawPointer(gesture)
        GtkSignal.connect(g, "drag-begin") { [weak self] x, y in self?.dragBegan(x: x, y: y) }
        GtkSignal.connect(g, "drag-update") { [weak self] dx, dy in self?.gestureDragUpdated(dx: dx, dy: dy) }
        GtkSignal.connect(g, "drag-end") { [weak self] _, _ in self?.finishDrag() }
        GtkSignal.connect(g, "cancel") { [weak self] (_: UnsafeMutableRawPointer?) in self?.finishDrag() }
        add(gesture)
        addKeyScrollAndMotionControllers()
    }

    func disconnectInput() {
        removeControllers()
    }

    var isSensitive: Bool { gtk_widget_is_sensitive(gtkWidget) != 0 }

    private var dragOptions: DragOptions {
        var options = DragOptions()
        options.trackClick = trackClickBehavior
        options.allowsSpanDrag = allowsSpanDrag
        options.fixedSpan = fixedSpan
        options.highlight = highlightPattern
        options.crossing = crossingPolicy
        options.fineTuneFactor = fineTuneFactor
        return options
    }

    // MARK: Dragging

    func dragBegan(x: Double, y: Double) {
        guard isSensitive else {
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
            return
        }
        let width = Double(gtk_widget_get_width(gtkWidget)), height = Double(gtk_widget_get_height(gtkWidget))
        let point = axis.axisPoint(x: x, y: y, width: width, height: height)
        let start = model.values
        let result = tracker.begin(along: point.along, across: point.across, values: &model,
                                   geometry: geometry(width: width, height: height), options: dragOptions)
        switch result {
        case .none:
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
            return
        case .page(let index, let direction):
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            focus(index)
            let move = model.move(index, to: FiniteArithmetic.sum(model[index], Double(direction) * pageIncrement), policy: crossingPolicy)
            applyMove(move, committed: true)
            followFocus(move)
            return
        default:
            break
        }
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
        dragStart = start
        gtk_widget_add_css_class(gtkWidget, "dragging")
        switch result {
        case .thumb(let index):
            beginThumbDrag(tracker.spanThumbs.map(Array.init) ?? [index], focusing: index)
        case .jump(let move):
            beginThumbDrag([move.thumb], focusing: move.thumb)
            applyMove(move, committed: false)
        case .span(let thumbs):
            beginThumbDrag(Array(thumbs), focusing: nil)
            if model.values != start { apply(.changed(range: false, selection: true), source: .user, committed: false) }
        default:
            break
        }
        setNeedsDisplay()
    }

    private func beginThumbDrag(_ thumbs: [Int], focusing index: Int?) {
        if let index { focus(index) }
        for thumb in thumbs { observers.notify(.dragBegan(thumb)) }
        refreshPopover()
    }

    private func gestureDragUpdated(dx: Double, dy: Double) {
        guard tracker.isTracking else { return }
        let state = gtk_event_controller_get_current_event_state(gesture)
        dragUpdated(dx: dx, dy: dy, fineTune: state.rawValue & GDK_SHIFT_MASK.rawValue != 0)
    }

    /// One drag step: the tracker moves the model; the slider lays out, notifies, relabels.
    func dragUpdated(dx: Double, dy: Double, fineTune: Bool = false) {
        guard tracker.isTracking else { return }
        let undecided: Bool
        if case .undecided = tracker.state { undecided = true } else { undecided = false }
        let step = tracker.update(offset: cachedAxis.axisOffset(dx: dx, dy: dy), fineTune: fineTune, values: &model,
                                  geometry: currentGeometry)
        // The first movement off coincident thumbs picks one, even when it cannot move.
        if undecided {
            if let thumbs = tracker.spanThumbs {
                beginThumbDrag(Array(thumbs), focusing: nil)
            } else if case .thumb(let move)? = step {
                beginThumbDrag([move.previousIndex], focusing: move.previousIndex)
            } else if let index = tracker.activeThumb {
                beginThumbDrag([index], focusing: index)
            }
        }
        switch step {
        case .thumb(let move)?:
            applyMove(move, committed: false)
            followFocus(move)
        case .span?:
            apply(.changed(range: false, selection: true), source: .user, committed: false)
        case nil:
            break
        }
    }

    /// Ends a drag (released or cancelled): one committed change, then `dragEnded`.
    func finishDrag() {
        guard tracker.isTracking else { return }
        let subject = tracker.end()
        gtk_widget_remove_css_class(gtkWidget, "dragging")
        if let start = dragStart, start != model.values {
            observers.notify(.valueChanged(model.values, source: .user))
            MultiThumbSliderGObject.emit(changing: false, on: gtkWidget)
        }
        dragStart = nil
        switch subject {
        case .thumb(let index)?: observers.notify(.dragEnded(index))
        case .span(let thumbs)?: for i in thumbs { observers.notify(.dragEnded(i)) }
        case nil: break
        }
        refreshPopover()
        setNeedsDisplay()
    }

    /// Under swap, keyboard focus follows a relabelled thumb to its new node.
    private func followFocus(_ move: ThumbMove) {
        guard move.relabelled, focusedThumb == move.previousIndex else { return }
        focus(move.thumb)
    }

    // MARK: Keyboard

    func keyPressed(_ keyval: guint, _ state: GdkModifierType) -> Bool {
        guard isSensitive, let index = focusedThumb, let key = RangeSliderWidget.sliderKey(keyval) else { return false }
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        guard let action = KeyboardStepper.action(for: key, control: control, axis: axis) else { return false }
        let current = model[index]
        let target: Double
        switch action {
        case .step(let n): target = FiniteArithmetic.sum(current, Double(n) * stepIncrement)
        case .page(let n): target = FiniteArithmetic.sum(current, Double(n) * pageIncrement)
        case .start: target = crossingPolicy == .block ? model.allowedInterval(for: index).lowerBound : model.userBounds.lowerBound
        case .end: target = crossingPolicy == .block ? model.allowedInterval(for: index).upperBound : model.userBounds.upperBound
        }
        let move = model.move(index, to: target, policy: crossingPolicy)
        applyMove(move, committed: true)
        followFocus(move)
        return true
    }

    // MARK: Scrolling

    func scrolled(dx: Double, dy: Double) -> Bool {
        guard isSensitive else { return false }
        let steps = KeyboardStepper.scrollSteps(dx: dx, dy: dy, axis: axis)
        guard steps != 0 else { return false }
        let index = focusedThumb ?? nearestThumbToPointer
        let move = model.move(index, to: FiniteArithmetic.sum(model[index], steps * stepIncrement), policy: crossingPolicy)
        applyMove(move, committed: true)
        followFocus(move)
        return true
    }

    private var nearestThumbToPointer: Int {
        guard let pointer = lastPointer else { return 0 }
        let width = Double(gtk_widget_get_width(gtkWidget)), height = Double(gtk_widget_get_height(gtkWidget))
        let along = axis.axisPoint(x: pointer.x, y: pointer.y, width: width, height: height).along
        let g = geometry(width: width, height: height)
        return (0..<model.count).min { abs(position(of: $0, in: g) - along) < abs(position(of: $1, in: g) - along) } ?? 0
    }

    // MARK: Assistive technologies

    /// An assistive technology set a thumb's value (see
    /// ``RangeSliderThumbType/requestedValue(_:)``). It moves the thumb as a key press would (the crossing policy applies).
    func accessibleValueChanged(_ index: Int) {
        guard !isUpdatingAdjustments, index < thumbWidgets.count else { return }
        let requested = RangeSliderThumbType.requestedValue(thumbWidgets[index])
        if isSensitive, !tracker.isTracking, model.contains(index) {
            applyMove(model.move(index, to: requested, policy: crossingPolicy), committed: true)
        }
        MultiThumbSliderAccessibility.syncAdjustments(self)
    }
}
