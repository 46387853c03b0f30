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
/// (offsets from the first press, as before) and ends the drag at its TOUCH_END or
/// TOUCH_CANCEL; the next `drag-begin` on the same sequence resumes it, its offsets moved by
/// the distance from the first press. Other fingers never start, move or end anything.
final class TouchDragContinuity {
    /// The sequence the drag follows (nil for the mouse, which never suspends).
    var sequence: OpaquePointer?
    /// Where the drag began, in widget coordinates.
    var origin = (x: 0.0, y: 0.0)
    var suspended = false
    /// Added to `drag-update` offsets after a resumed `drag-begin` (measured from the new start).
    var resumeOffset = (x: 0.0, y: 0.0)

    static let key = "range-slider-touch-drag"
}

/// The box for a GtkEventControllerLegacy `event` handler (returns whether it handled it).
private final class LegacyEventBox {
    let handler: (OpaquePointer) -> Bool
    init(_ handler: @escaping (OpaquePointer) -> Bool) { self.handler = handler }
}

extension RangeSliderWidget {
    /// Per-widget touch drag state, kept as GObject data on the widget (released with it).
    var touchContinuity: TouchDragContinuity {
        let object = UnsafeMutableRawPointer(gtkWidget)
        if let data = g_object_get_data(object.assumingMemoryBound(to: GObject.self), TouchDragContinuity.key) {
            return Unmanaged<TouchDragContinuity>.fromOpaque(data).takeUnretainedValue()
        }
        let state = TouchDragContinuity()
        g_object_set_data_full(object.assumingMemoryBound(to: GObject.self), TouchDragContinuity.key,
                               Unmanaged.passRetained(state).toOpaque()) { data in
            if let data { Unmanaged<TouchDragContinuity>.fromOpaque(data).release() }
        }
        return state
    }

    /// The legacy controller that follows a suspended drag's finger (added by `connectInput`).
    func makeTouchContinuityController() -> OpaquePointer {
        let legacy = gtk_event_controller_legacy_new()!
        let box = Unmanaged.passRetained(LegacyEventBox { [weak self] event in
            self?.suspendedDragEvent(event) ?? false
        }).toOpaque()
        let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
            _, event, data in
            guard let event, let data else { return 0 }
            return Unmanaged<LegacyEventBox>.fromOpaque(data).takeUnretainedValue().handler(OpaquePointer(event)) ? 1 : 0
        }
        g_signal_connect_data(UnsafeMutableRawPointer(legacy), "event", unsafeBitCast(thunk, to: GCallback.self),
                              box, releaseBox, GConnectFlags(rawValue: 0))
        return legacy
    }

    /// GtkGestureDrag's drag-begin: a new drag, or the dragging finger recognised again after
    /// another finger lifted (resumed, not restarted).
    func gestureDragBegan(x: Double, y: Double) {
        let touch = touchContinuity
        let current = gtk_gesture_single_get_current_sequence(gesture)
        if touch.suspended, tracker.isTracking, let current, current == touch.sequence {
            touch.suspended = false
            touch.resumeOffset = (x - touch.origin.x, y - touch.origin.y)
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            return
        }
        if touch.suspended { finishDrag() }   // its finger went away unseen: end it first
        touch.suspended = false
        touch.sequence = current
        touch.origin = (x, y)
        touch.resumeOffset = (0, 0)
        dragBegan(x: x, y: y)
    }

    /// GtkGestureDrag's drag-end: the end of the drag, unless another finger's TOUCH_BEGIN
    /// caused it (then the drag is suspended until the gesture recognises its finger again).
    func gestureDragEnded() {
        let touch = touchContinuity
        if tracker.isTracking, let sequence = touch.sequence,
           let event = gtk_event_controller_get_current_event(gesture),
           gdk_event_get_event_type(event) == GDK_TOUCH_BEGIN,
           gdk_event_get_event_sequence(event) != sequence {
            touch.suspended = true
            return
        }
        touch.suspended = false
        finishDrag()
    }

    /// GtkGesture's cancel: ends the drag when its own sequence (or the mouse's) is cancelled,
    /// not another finger's.
    func gestureCancelled(_ sequence: UnsafeMutableRawPointer?) {
        let touch = touchContinuity
        if let own = touch.sequence, let sequence, OpaquePointer(sequence) != own { return }
        touch.suspended = false
        finishDrag()
    }

    /// The offsets of a drag-update, from the first press even after a resumed begin.
    func resumedOffset(dx: Double, dy: Double) -> (dx: Double, dy: Double) {
        let offset = touchContinuity.resumeOffset
        return (dx + offset.x, dy + offset.y)
    }

    /// While a drag is suspended, its finger's moves and its end (GtkGesture reports neither).
    private func suspendedDragEvent(_ event: OpaquePointer) -> Bool {
        let touch = touchContinuity
        guard touch.suspended, tracker.isTracking, let sequence = touch.sequence,
              gdk_event_get_event_sequence(event) == sequence else { return false }
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
        return false   // the gesture sees every event as before
    }

    /// An event's position (relative to its surface) in this widget's coordinates.
    private func widgetPoint(of event: OpaquePointer) -> (x: Double, y: Double)? {
        var sx = 0.0, sy = 0.0
        guard gdk_event_get_position(event, &sx, &sy) != 0, let native = gtk_widget_get_native(gtkWidget) else { return nil }
        var tx = 0.0, ty = 0.0
        gtk_native_get_surface_transform(native, &tx, &ty)
        var x = 0.0, y = 0.0
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard cgtk_widget_point_in(nativeWidget, gtkWidget, sx - tx, sy - ty, &x, &y) != 0 else { return nil }
        return (x, y)
    }
}
