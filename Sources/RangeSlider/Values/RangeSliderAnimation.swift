// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The value animation of one slider (``RangeSliderWidget/animation``): the tick callback of
/// the running one, or 0. Only this file changes it. The callback belongs to the widget (GTK
/// removes it with the widget); its box holds the slider weakly.
struct SliderValueAnimation {
    fileprivate(set) var tick: guint = 0
}

/// The state of one running animation, owned by GTK's tick callback (released by its destroy
/// notifier); it refers to the slider weakly.
private final class ValueAnimationBox {
    weak var slider: RangeSliderWidget?
    let animation: ValueAnimation
    let completion: (() -> Void)?
    var start: gint64?

    init(slider: RangeSliderWidget, animation: ValueAnimation, completion: (() -> Void)?) {
        self.slider = slider
        self.animation = animation
        self.completion = completion
    }
}

/// The tick callback: one step per frame, from the frame clock's time.
private let valueAnimationTick: GtkTickCallback = { _, clock, data in
    guard let data, let clock else { return 0 }
    let box = Unmanaged<ValueAnimationBox>.fromOpaque(data).takeUnretainedValue()
    guard let slider = box.slider else { return 0 }
    let now = gdk_frame_clock_get_frame_time(clock)
    let start = box.start ?? now
    box.start = start
    let elapsed = Double(now - start) / 1_000_000
    slider.value = box.animation.value(at: elapsed)
    guard box.animation.isFinished(at: elapsed) else { return 1 }  // G_SOURCE_CONTINUE
    slider.animation.tick = 0
    box.completion?()
    return 0  // G_SOURCE_REMOVE
}

/// Frame-clock driven changes of ``RangeSliderWidget/value``: the progress recipe's timer,
/// done the GTK 4 way (`gtk_widget_add_tick_callback`), so the steps are in time with the
/// frames the slider is drawn in.
extension RangeSliderWidget {
    /// Moves ``value`` smoothly (ease in and out) from where it is to `target` over `duration`
    /// seconds, one step per frame, then calls `completion`. The last step sets exactly `target`
    /// (clamped and snapped as any value). Each step notifies observers (`.valueChanged`,
    /// source `.program`). A new animation, a change of mode or the Swift object going away
    /// cancels the running one (its completion is not called).
    ///
    /// Frames only come while the widget is mapped, so the animation runs while the slider is
    /// on screen; a non-finite target or duration is refused with a GLib warning.
    public func animateValue(to target: Double, duration: Double, completion: (() -> Void)? = nil) {
        guard target.isFinite, duration.isFinite else {
            warn("refused animateValue(to: \(target), duration: \(duration)): both must be finite numbers")
            return
        }
        cancelValueAnimation()
        let box = ValueAnimationBox(
            slider: self, animation: ValueAnimation(from: value, to: target, duration: max(0, duration)),
            completion: completion)
        animation.tick = gtk_widget_add_tick_callback(
            gtkWidget, valueAnimationTick, Unmanaged.passRetained(box).toOpaque()
        ) { data in
            if let data { Unmanaged<ValueAnimationBox>.fromOpaque(data).release() }
        }
    }

    /// Stops a running animation where it is (its completion is not called).
    public func cancelValueAnimation() {
        guard animation.tick != 0 else { return }
        gtk_widget_remove_tick_callback(gtkWidget, animation.tick)
        animation.tick = 0
    }

    /// True while an ``animateValue(to:duration:completion:)`` runs.
    public var isAnimatingValue: Bool { animation.tick != 0 }
}
