// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// What a pointer or a finger does on the track, kept in ``SliderInput`` and changed only
/// here: a press off the thumbs, a drag of the span, a drag with Shift.
extension RangeSliderWidget {
    /// What a press on the track off the thumbs does. Default: the nearest thumb jumps there and
    /// follows the drag.
    public var trackClickBehavior: TrackClickBehavior {
        get { input.trackClickBehavior }
        set { setProperty(\.input.trackClickBehavior, newValue) }
    }

    /// Whether dragging the highlighted span moves both thumbs, keeping their distance
    /// (noUiSlider's "drag"). Default false.
    public var allowsSpanDrag: Bool {
        get { input.allowsSpanDrag }
        set { setProperty(\.input.allowsSpanDrag, newValue) }
    }

    /// The speed of a drag with Shift held, relative to a normal drag. Default 0.25, as
    /// GtkScale's fine-tune mode. Non-positive or non-finite values are refused with a GLib
    /// warning.
    public var fineTuneFactor: Double {
        get { input.fineTuneFactor }
        set {
            guard let v = checkedIncrement(newValue, "fineTuneFactor") else { return }
            setProperty(\.input.fineTuneFactor, v)
        }
    }
}
