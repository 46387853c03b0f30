// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// A touch drag that survives a second finger.
///
/// GtkGestureDrag recognises exactly one touch point. When another finger lands on the slider
/// while one drags, GtkGesture stops recognising although the first finger is still down: it
/// emits `end` (so `drag-end`), ignores the first finger's moves, and once the extra finger
/// lifts it recognises again with a new `drag-begin` at the first finger's current point. Taken
/// at face value the drag ended (committed, popovers hidden), the thumb froze under the moving
/// finger, and the new begin, away from the frozen thumb, made the nearest thumb jump to the
/// finger: possibly the other thumb (seen with real touch under mutter: a finger dragging the
/// upper thumb towards the lower one took the lower one over).
///
/// So a `drag-end` whose event is another sequence's TOUCH_BEGIN suspends the drag instead of
/// ending it. While suspended, a legacy controller follows the dragging finger's TOUCH_UPDATEs
/// (offsets from the first press) and ends the drag at its TOUCH_END or
/// TOUCH_CANCEL; the next `drag-begin` on the same sequence resumes it, its offsets moved by
/// the distance from the first press.
///
/// **More fingers.** While a touch drag goes on, another finger that lands on a thumb other
/// than the dragged one drags that thumb: each such finger has its own ``DragTracker``, keyed
/// by its touch sequence, fed from the legacy controller (GtkGestureDrag follows one sequence
/// only). A finger landing off the thumbs, or on the dragged thumb, starts, moves and ends
/// nothing. Each finger's lift commits what it moved. Every held thumb is drawn highlighted
/// (``RangeSliderWidget/highlightedThumbIndices``).
///
/// Made with the slider's first touch drag, together with the legacy controller that feeds it
/// (``RangeSliderWidget/madeTouchContinuity()``): a mouse drag needs neither, and most sliders
/// are never touched.
final class TouchDragContinuity {
    /// The sequence the drag follows (nil for the mouse, which never suspends).
    var sequence: OpaquePointer?
    /// Where the drag began, in widget coordinates.
    var origin = (x: 0.0, y: 0.0)
    var suspended = false
    /// Added to `drag-update` offsets after a resumed `drag-begin` (measured from the new start).
    var resumeOffset = (x: 0.0, y: 0.0)
    /// The drags of the other fingers, each with its own tracker, by touch sequence.
    var fingers: [OpaquePointer: FingerDrag] = [:]

    /// One more finger's drag of one thumb.
    struct FingerDrag {
        var tracker: DragTracker
        /// Where the finger landed, in widget coordinates.
        var origin: (x: Double, y: Double)
        /// The values when it landed, to know whether its lift commits a change.
        var start: [Double]
    }
}

extension RangeSliderWidget {
    /// The slider's touch state, made now (with its legacy controller, added to the widget) if
    /// this is its first touch drag. The controller sees the events after the one being handled.
    func madeTouchContinuity() -> TouchDragContinuity {
        if let touch = input.touch { return touch }
        let touch = TouchDragContinuity()
        input.touch = touch
        if !binding.ownership.detached { add(makeTouchContinuityController()) }
        return touch
    }

    /// The legacy controller that follows a suspended drag's finger and the other fingers.
    private func makeTouchContinuityController() -> OpaquePointer {
        let legacy = gtk_event_controller_legacy_new()!
        let thunk:
            @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean =
                {
                    _, event, me in
                    guard let event, let slider = RangeSliderWidget.inputTarget(me) else { return 0 }
                    return slider.suspendedDragEvent(OpaquePointer(event)) ? 1 : 0
                }
        g_signal_connect_data(
            UnsafeMutableRawPointer(legacy), "event", unsafeBitCast(thunk, to: GCallback.self),
            inputTarget, nil, GConnectFlags(rawValue: 0))
        return legacy
    }

    /// GtkGestureDrag's drag-begin: a new drag, or the dragging finger recognised again after
    /// another finger lifted (resumed, not restarted).
    func gestureDragBegan(x: Double, y: Double) {
        let current = gtk_gesture_single_get_current_sequence(input.gesture)
        // A mouse drag needs no touch state (the mouse never suspends); a touch drag makes it.
        guard let touch = current == nil ? input.touch : madeTouchContinuity() else { return dragBegan(x: x, y: y) }
        // The input.gesture recognises a finger that already drags a thumb of its own (the first
        // finger lifted): that finger's tracker goes on; the input.gesture's drag stays idle.
        if let current, touch.fingers[current] != nil { return }
        if touch.suspended, input.isDragging, let current, current == touch.sequence {
            touch.suspended = false
            touch.resumeOffset = (x - touch.origin.x, y - touch.origin.y)
            gtk_gesture_set_state(input.gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            return
        }
        if touch.suspended { finishDrag() }  // its finger went away unseen: end it first
        touch.suspended = false
        touch.sequence = current
        touch.origin = (x, y)
        touch.resumeOffset = (0, 0)
        dragBegan(x: x, y: y)
    }

    /// GtkGestureDrag's drag-end: the end of the drag, unless another finger's TOUCH_BEGIN
    /// caused it (then the drag is suspended until the input.gesture recognises its finger again).
    func gestureDragEnded() {
        guard let touch = input.touch else { return finishDrag() }
        if input.isDragging, let sequence = touch.sequence,
            let event = gtk_event_controller_get_current_event(input.gesture),
            gdk_event_get_event_type(event) == GDK_TOUCH_BEGIN,
            gdk_event_get_event_sequence(event) != sequence
        {
            touch.suspended = true
            return
        }
        touch.suspended = false
        finishDrag()
    }

    /// GtkGesture's cancel: ends the drag when its own sequence (or the mouse's) is cancelled,
    /// not another finger's.
    func gestureCancelled(_ sequence: UnsafeMutableRawPointer?) {
        guard let touch = input.touch else { return finishDrag() }
        if let own = touch.sequence, let sequence, OpaquePointer(sequence) != own { return }
        touch.suspended = false
        finishDrag()
    }

    /// The offsets of a drag-update, from the first press even after a resumed begin.
    func resumedOffset(dx: Double, dy: Double) -> (dx: Double, dy: Double) {
        guard let offset = input.touch?.resumeOffset else { return (dx, dy) }
        return (dx + offset.x, dy + offset.y)
    }

    /// While a drag is suspended, its finger's moves and its end (GtkGesture reports neither);
    /// and every other finger's drag.
    private func suspendedDragEvent(_ event: OpaquePointer) -> Bool {
        guard let touch = input.touch else { return false }
        if fingerEvent(event) { return false }
        guard touch.suspended, input.isDragging, let sequence = touch.sequence,
            gdk_event_get_event_sequence(event) == sequence
        else { return false }
        switch gdk_event_get_event_type(event) {
        case GDK_TOUCH_UPDATE:
            if let point = widgetPoint(of: event) {
                dragUpdated(dx: point.x - touch.origin.x, dy: point.y - touch.origin.y, fineTune: false)
            }
        case GDK_TOUCH_END, GDK_TOUCH_CANCEL:
            touch.suspended = false
            finishDrag()
        default:
            break
        }
        return false  // the input.gesture sees every event as before
    }

    /// Another finger's TOUCH_BEGIN while a touch drag goes on (on a thumb other than the
    /// dragged one: a drag of its own), and the moves and end of such a finger. Returns whether
    /// the event was another finger's.
    private func fingerEvent(_ event: OpaquePointer) -> Bool {
        guard let touch = input.touch else { return false }
        guard let sequence = gdk_event_get_event_sequence(event), sequence != touch.sequence else { return false }
        switch gdk_event_get_event_type(event) {
        case GDK_TOUCH_BEGIN:
            guard touch.fingers[sequence] == nil, touch.sequence != nil, input.isDragging,
                isSensitive, mode.isInteractive, let point = widgetPoint(of: event)
            else { return false }
            beginFinger(sequence, at: point)
        case GDK_TOUCH_UPDATE:
            guard var finger = touch.fingers[sequence], let point = widgetPoint(of: event) else { return false }
            let undecided = finger.tracker.isTracking && finger.tracker.activeThumb == nil
            let step = finger.tracker.update(
                offset: axis.axisOffset(dx: point.x - finger.origin.x, dy: point.y - finger.origin.y),
                values: &values, geometry: geometry)
            touch.fingers[sequence] = finger
            // The first movement off overlapping thumbs picks one.
            if undecided, let index = finger.tracker.activeThumb {
                setFingerHighlight(index: index, held: true)
                emitThumbDrag(began: true, index: index)
            }
            if step != nil { apply(.changed(range: false, selection: true), source: .user, committed: false) }
        case GDK_TOUCH_END, GDK_TOUCH_CANCEL:
            guard let finger = touch.fingers.removeValue(forKey: sequence) else { return false }
            endFinger(finger)
        default:
            return false
        }
        return true
    }

    /// Starts another finger's drag when it lands on a thumb that no finger drags.
    private func beginFinger(_ sequence: OpaquePointer, at point: (x: Double, y: Double)) {
        guard let touch = input.touch else { return }
        let width = Double(gtk_widget_get_width(gtkWidget)), height = Double(gtk_widget_get_height(gtkWidget))
        let p = axis.axisPoint(x: point.x, y: point.y, width: width, height: height)
        let band = bandGeometry(width: width, height: height)
        let across = p.across - Double(bandOffset)
        guard let hit = DragTracker.hitTest(along: p.along, across: across, values: values, geometry: band) else {
            return
        }
        let taken = Set(
            ((input.drag.map { [$0.tracker] } ?? []) + touch.fingers.values.map(\.tracker)).flatMap { t -> [Int] in
                if let i = t.activeThumb { return [i] }
                if let span = t.spanThumbs { return Array(span) }
                return []
            })
        guard hit.allSatisfy({ !taken.contains($0) }) else { return }
        var options = dragOptions
        options.allowsSpanDrag = false
        var finger = TouchDragContinuity.FingerDrag(tracker: DragTracker(), origin: point, start: values.values)
        switch finger.tracker.begin(along: p.along, across: across, values: &values, geometry: band, options: options) {
        case .thumb(let index):
            setFingerHighlight(index: index, held: true)
            emitThumbDrag(began: true, index: index)
        case .undecided:
            break
        default:
            _ = finger.tracker.end()
            return
        }
        touch.fingers[sequence] = finger
    }

    /// Ends another finger's drag: commits its change, tells the thumb's drag ended.
    private func endFinger(_ finger: TouchDragContinuity.FingerDrag) {
        let index = finger.tracker.activeThumb
        if accessibility.sync.valuesPending { RangeSliderAccessibility.updateValues(self) }
        if finger.start != values.values {
            notify(.valueChanged(lowerValue: lowerValue, upperValue: values.upperValue, source: .user))
        }
        if let index {
            setFingerHighlight(index: index, held: false)
            emitThumbDrag(began: false, index: index)
        }
        refreshValuePopovers()
    }

    /// An event's position (relative to its surface) in this widget's coordinates.
    private func widgetPoint(of event: OpaquePointer) -> (x: Double, y: Double)? {
        var sx = 0.0, sy = 0.0
        guard gdk_event_get_position(event, &sx, &sy) != 0 else { return nil }
        return widgetPoint(surfaceX: sx, surfaceY: sy)
    }

    /// A point of the widget's surface in this widget's coordinates.
    func widgetPoint(surfaceX sx: Double, surfaceY sy: Double) -> (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(gtkWidget) else { return nil }
        var tx = 0.0, ty = 0.0
        gtk_native_get_surface_transform(native, &tx, &ty)
        var x = 0.0, y = 0.0
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard cgtk_widget_point_in(nativeWidget, gtkWidget, sx - tx, sy - ty, &x, &y) != 0 else { return nil }
        return (x, y)
    }
}
