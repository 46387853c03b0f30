// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
@_exported import CircleGestureCore
@_exported import GtkSupport

/// Recognises a circle drawn on any GTK widget with a mouse, a finger or a stylus: the iOS
/// Recipes `PRPCircleGestureRecognizer`, ported to GTK 4.
///
///     let recognizer = CircleGestureRecognizer()
///     recognizer.attach(to: drawingArea)
///     let token = recognizer.addObserver { result in
///         switch result {
///         case .recognized(let circle): print(circle.centre, circle.radius)
///         case .failed(let reason): print("not a circle:", reason)
///         }
///     }
///
/// **Discrete.** Like a UIKit discrete recognizer, ``state`` is ``CircleGestureState/possible``
/// while a stroke is under way, then ``CircleGestureState/recognized`` or
/// ``CircleGestureState/failed`` when it ends. That verdict stays until ``reset()`` or the next
/// stroke begins. Observers are told exactly once per stroke: the fitted circle, or the reason
/// it failed (a cancelled stroke fails with ``StrokeFailure/cancelled``).
///
/// **Input.** The recognizer brings its own GtkGestureDrag (primary button; touch and stylus
/// tips arrive as that button too), in the capture phase so that strokes starting over a
/// child widget are seen as well. It never claims the event sequence: the widget's other
/// controllers keep working, and if one of them claims the sequence, GTK cancels ours and the
/// stroke fails as cancelled. Points are in the attached widget's coordinates. See
/// ``CircleRecognitionSettings`` for the thresholds and ``Stroke`` for how NaN or infinite
/// positions are ignored.
///
/// **Ownership.** The recognizer owns its GtkGestureDrag (dropped in `deinit`). While attached,
/// the widget holds a second reference to the gesture and the recognizer one to the widget;
/// ``detach()`` drops both. The gesture's handlers hold the recognizer weakly: nothing on the
/// GTK side keeps it alive, so keep it for as long as it should work. When it is deinitialised
/// it detaches itself (without telling observers).
///
/// **Threading.** Like every GTK object, use it from the main thread only.
public final class CircleGestureRecognizer {
    /// The GtkGestureDrag that feeds the recognizer (a `GtkGesture *`). Use it to change the
    /// propagation phase, the button, or to group it with other gestures; do not remove it
    /// from the widget yourself (use ``detach()``).
    public let gesture: OpaquePointer

    /// The widget the recognizer is attached to, or nil.
    public private(set) var widget: UnsafeMutablePointer<GtkWidget>?

    /// The GLib log domain warnings are written to.
    public static let logDomain = "CircleGesture"

    private var tracker: CircleStrokeTracker
    private let resultObservers = ObserverList<CircleRecognitionResult>()
    private let strokeObservers = ObserverList<Stroke>()
    /// The press position of the stroke under way: GtkGestureDrag reports offsets from it.
    private var strokeStart: StrokePoint?

    // MARK: - State

    /// Where the recognizer stands: ``CircleGestureState/possible`` before and during a
    /// stroke, then the verdict on the last stroke until ``reset()`` or the next stroke.
    public var state: CircleGestureState { tracker.state }

    /// The last stroke's result; nil while ``state`` is ``CircleGestureState/possible``.
    public var result: CircleRecognitionResult? { tracker.result }

    /// The fitted circle when ``state`` is ``CircleGestureState/recognized``, else nil.
    public var circle: CircleFit? { tracker.result?.circle }

    /// The stroke under way, or the last one until ``reset()`` or the next stroke begins.
    public var stroke: Stroke { tracker.stroke }

    /// True while a stroke is under way.
    public var isTracking: Bool { tracker.isTracking }

    /// The thresholds. A change applies from the next stroke's end (a stroke under way is
    /// judged with the settings in force when it ends).
    public var settings: CircleRecognitionSettings {
        get { tracker.recognizer.settings }
        set { tracker.recognizer.settings = newValue }
    }

    // MARK: - Life cycle

    /// A recognizer with `settings`, not yet attached to a widget.
    public init(settings: CircleRecognitionSettings = CircleRecognitionSettings()) {
        tracker = CircleStrokeTracker(recognizer: CircleRecognizer(settings: settings))
        // gtk_gesture_drag_new returns a full (not floating) reference: ours until deinit.
        gesture = gtk_gesture_drag_new()
        gtk_gesture_single_set_button(gesture, guint(GDK_BUTTON_PRIMARY))
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        gtk_event_controller_set_name(gesture, "circle-gesture-recognizer")

        let g = UnsafeMutableRawPointer(gesture)
        GtkSignal.connect(g, "drag-begin") { [weak self] x, y in self?.strokeBegan(x: x, y: y) }
        GtkSignal.connect(g, "drag-update") { [weak self] dx, dy in self?.strokeMoved(offsetX: dx, offsetY: dy) }
        GtkSignal.connect(g, "drag-end") { [weak self] dx, dy in self?.strokeEnded(offsetX: dx, offsetY: dy) }
        GtkSignal.connect(g, "cancel") { [weak self] (_: UnsafeMutableRawPointer?) in self?.strokeCancelled() }
    }

    /// A recognizer with `settings`, attached to `widget` (see ``attach(to:)``).
    public convenience init(
        attachedTo widget: UnsafeMutablePointer<GtkWidget>,
        settings: CircleRecognitionSettings = CircleRecognitionSettings()
    ) {
        self.init(settings: settings)
        attach(to: widget)
    }

    deinit {
        detach(notifying: false)
        // The last reference to the gesture: it is finalized here, and GLib releases its
        // signal boxes.
        g_object_unref(UnsafeMutableRawPointer(gesture))
    }

    /// Starts recognising strokes on `widget`. Attaching to another widget detaches from the
    /// current one first (a stroke under way there fails as cancelled); attaching to the same
    /// widget again does nothing. A pointer that is not a GtkWidget is refused with a warning.
    public func attach(to widget: UnsafeMutablePointer<GtkWidget>) {
        guard widget != self.widget else { return }
        guard cgtk_is_widget(widget) != 0 else {
            cgtk_log_warning(Self.logDomain, "attach(to:) refused: the pointer is not a GtkWidget")
            return
        }
        detach()
        g_object_ref(UnsafeMutableRawPointer(widget))
        self.widget = widget
        // gtk_widget_add_controller takes over one reference: give it one of its own.
        g_object_ref(UnsafeMutableRawPointer(gesture))
        gtk_widget_add_controller(widget, gesture)
    }

    /// Stops recognising strokes: removes the gesture from the widget and drops the
    /// recognizer's reference to the widget. A stroke under way fails as
    /// ``StrokeFailure/cancelled`` (observers are told). Does nothing when not attached.
    public func detach() {
        detach(notifying: true)
    }

    private func detach(notifying: Bool) {
        guard let widget else { return }
        // Drops the widget's reference to the gesture (ours keeps it alive).
        gtk_widget_remove_controller(widget, gesture)
        self.widget = nil
        strokeStart = nil
        if notifying, let outcome = tracker.cancel() {
            notify(outcome)
        } else if tracker.isTracking {
            tracker.reset()
        }
        g_object_unref(UnsafeMutableRawPointer(widget))
    }

    /// Back to ``CircleGestureState/possible`` with no stroke. A stroke under way is abandoned:
    /// its remaining input is ignored and observers hear nothing about it. Stroke observers are
    /// told that the stroke is now empty.
    public func reset() {
        tracker.reset()
        strokeStart = nil
        notifyStroke()
    }

    // MARK: - Observers

    /// Subscribes `observer` to results: called once at the end of each stroke with the fitted
    /// circle or the reason for failure. Returns a token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping (CircleRecognitionResult) -> Void) -> ObserverToken {
        resultObservers.add(observer)
    }

    /// Unsubscribes a result observer. Returns false when the token was not subscribed.
    @discardableResult
    public func removeObserver(_ token: ObserverToken) -> Bool {
        resultObservers.remove(token)
    }

    /// Subscribes `observer` to the stroke as it is drawn: called when a stroke begins, at
    /// each stored point, and when ``reset()`` empties it. For drawing feedback; the verdict
    /// comes through ``addObserver(_:)``. Returns a token for ``removeStrokeObserver(_:)``.
    @discardableResult
    public func addStrokeObserver(_ observer: @escaping (Stroke) -> Void) -> ObserverToken {
        strokeObservers.add(observer)
    }

    /// Unsubscribes a stroke observer. Returns false when the token was not subscribed.
    @discardableResult
    public func removeStrokeObserver(_ token: ObserverToken) -> Bool {
        strokeObservers.remove(token)
    }

    private func notify(_ outcome: CircleRecognitionResult) {
        resultObservers.notify(outcome)
    }

    private func notifyStroke() {
        strokeObservers.notify(tracker.stroke)
    }

    // MARK: - Gesture signals

    private func strokeBegan(x: Double, y: Double) {
        let start = StrokePoint(x: x, y: y)
        strokeStart = start
        tracker.begin(at: start)
        notifyStroke()
    }

    private func point(offsetX: Double, offsetY: Double) -> StrokePoint? {
        guard let strokeStart else { return nil }
        return StrokePoint(x: strokeStart.x + offsetX, y: strokeStart.y + offsetY)
    }

    private func strokeMoved(offsetX: Double, offsetY: Double) {
        guard let p = point(offsetX: offsetX, offsetY: offsetY) else { return }
        if tracker.add(p) { notifyStroke() }
    }

    private func strokeEnded(offsetX: Double, offsetY: Double) {
        guard let p = point(offsetX: offsetX, offsetY: offsetY) else { return }
        strokeStart = nil
        let before = tracker.stroke.points.count
        guard let outcome = tracker.end(at: p) else { return }
        if tracker.stroke.points.count != before { notifyStroke() }
        notify(outcome)
    }

    private func strokeCancelled() {
        strokeStart = nil
        guard let outcome = tracker.cancel() else { return }
        notify(outcome)
    }
}
