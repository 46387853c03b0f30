// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// Hard limits: how far beyond the visible range (``RangeSliderWidget/minimumValue`` …
/// ``RangeSliderWidget/maximumValue``) a program may set a thumb.
///
/// By default there are none: every value is clamped into the visible range. With a hard
/// limit, a value set by program or typed into a value popover may lie between the visible end
/// and the limit (darktable's "soft limits"): the thumb is drawn at the end of the track, and its
/// accessible value is its real value. Values beyond a hard limit are clamped to it. The user's
/// drags, keys and scrolling stay within the visible range, so a dragged thumb stops at the end
/// of the track; a thumb a program put beyond it may be dragged back, never further out, so
/// never beyond the hard limit. The state is the value model's
/// (``RangeValues/setHardLimits(minimum:maximum:)``); this file only exposes it.
///
/// The safe results of bad input: NaN and infinities are refused with a GLib warning (nothing
/// changes); an inverted pair is read in order (`hardMinimum = 200` while `hardMaximum` is 150
/// makes the limits 150 and 200, and a lower limit above the minimum counts as the minimum); a
/// lower limit above the visible minimum, or an upper one below the visible maximum, counts as
/// that visible end.
///
/// GObject properties: `hard-minimum` and `hard-maximum` (the limit in force, the visible end
/// when none is set; setting one sets that limit) and `hard-minimum-set` and `hard-maximum-set`
/// (whether a limit is set; setting FALSE removes it), the GTK idiom for an optional value.
extension RangeSliderWidget {
    /// The lowest value a program may set, when below ``minimumValue``; nil (the default) is
    /// no hard lower limit: values stop at the minimum. See the file's notes for NaN, infinities
    /// and inverted limits.
    public var hardMinimum: Double? {
        get { values.hardMinimumLimit }
        set { setHardLimits(minimum: newValue, maximum: values.hardMaximumLimit) }
    }

    /// The highest value a program may set, when above ``maximumValue``; nil (the default) is
    /// no hard upper limit: values stop at the maximum.
    public var hardMaximum: Double? {
        get { values.hardMaximumLimit }
        set { setHardLimits(minimum: values.hardMinimumLimit, maximum: newValue) }
    }

    /// Sets both hard limits in one call (one notification, one frame); nil removes that side's
    /// limit. The thumbs are clamped into the new limits. A non-finite limit refuses the whole
    /// call with a GLib warning; an inverted pair is read in order.
    public func setHardLimits(minimum: Double?, maximum: Double?) {
        // The limits as set (`hard-…-set`) may change while the limits in force stay: compare
        // every property, not only those the values change.
        apply(values.setHardLimits(minimum: minimum, maximum: maximum), source: .program, publishingAll: true)
    }

    /// Whether a hard lower limit is set (GObject `hard-minimum-set`). Setting false removes
    /// it; setting true while none is set sets it at ``minimumValue`` (nothing moves).
    public var isHardMinimumSet: Bool {
        get { values.hardMinimumLimit != nil }
        set {
            guard newValue != isHardMinimumSet else { return }
            hardMinimum = newValue ? values.minimumValue : nil
        }
    }

    /// Whether a hard upper limit is set (GObject `hard-maximum-set`). Setting false removes
    /// it; setting true while none is set sets it at ``maximumValue`` (nothing moves).
    public var isHardMaximumSet: Bool {
        get { values.hardMaximumLimit != nil }
        set {
            guard newValue != isHardMaximumSet else { return }
            hardMaximum = newValue ? values.maximumValue : nil
        }
    }

    /// The hard lower limit in force: ``hardMinimum``, never above ``minimumValue``; the
    /// minimum when none is set (GObject `hard-minimum`).
    public var hardMinimumInForce: Double { values.hardMinimum }

    /// The hard upper limit in force: ``hardMaximum``, never below ``maximumValue``; the
    /// maximum when none is set (GObject `hard-maximum`).
    public var hardMaximumInForce: Double { values.hardMaximum }
}
