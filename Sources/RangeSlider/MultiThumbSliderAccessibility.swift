// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The accessible side of a ``MultiThumbSliderWidget``: each thumb is a `CeRangeSliderThumb`
/// (an accessible value object, see ``RangeSliderThumbType``) with the role *slider*, its label
/// (``MultiThumbSliderWidget/setThumbLabel(_:for:)``) and a value range bounded by its
/// neighbours, as ARIA recommends for multi-thumb sliders: thumb `i` reports minimum
/// `values[i−1]` (the visible minimum for the first) and maximum `values[i+1]` (the visible
/// maximum for the last).
///
/// **Beyond the soft limits.** A thumb whose value lies beyond the visible range (set by
/// program or typed, within the hard limits) reports its real value; its first/last bound is
/// widened to that value so that minimum ≤ value ≤ maximum still holds. Its value text says so:
/// "130 (beyond the maximum)".
///
/// The accessible properties are set on every committed change (only where they changed); the
/// steps of a drag reach them at the next idle, once per burst of motion events, and so do the
/// thumbs' adjustments, whose configuration is dearer.
enum MultiThumbSliderAccessibility {
    /// The accessible range of thumb `index`.
    static func range(_ slider: MultiThumbSliderWidget, _ index: Int) -> ThumbAccessibleRange {
        let m = slider.model
        let v = m[index]
        let minimum = index > 0 ? m[index - 1] : Swift.min(m.minimumValue, v)
        let maximum = index + 1 < m.count ? m[index + 1] : Swift.max(m.maximumValue, v)
        return ThumbAccessibleRange(minimum: minimum, maximum: maximum, value: v,
                                    stepIncrement: slider.stepIncrement, pageIncrement: slider.pageIncrement)
    }

    /// The value text of thumb `index`.
    static func text(_ slider: MultiThumbSliderWidget, _ index: Int) -> String {
        let value = slider.formattedValue(slider.model[index])
        switch slider.model.beyondVisibleRange(index) {
        // TRANSLATORS: a thumb's value set beyond the visible range; {0} is the value.
        case -1: return SliderWords.translated("{0} (beyond the minimum)", value)
        case 1: return SliderWords.translated("{0} (beyond the maximum)", value)
        default: return value
        }
    }

    /// Puts the values into the thumbs' accessible properties now, and schedules the
    /// adjustments for the next idle.
    static func updateValues(_ slider: MultiThumbSliderWidget) {
        slider.accessibleSync.valuesWritten()
        writeValues(slider)
        slider.scheduleAccessibleSync(values: false)
    }

    /// Sets each thumb's accessible value, bounds and text where they changed.
    static func writeValues(_ slider: MultiThumbSliderWidget) {
        for (i, widget) in slider.thumbWidgets.enumerated() where i < slider.model.count {
            let r = range(slider, i)
            if slider.accessibleRanges[i] != r {
                slider.accessibleRanges[i] = r
                let t = text(slider, i)
                cgtk_accessible_update_range(OpaquePointer(widget), r.minimum, r.maximum, r.value, t)
                let previous = slider.accessibleTexts[i]
                if previous != t {
                    slider.accessibleTexts[i] = t
                    RangeSliderAccessibility.writeValueText(widget, t, note: nil, changedFrom: previous)
                }
            }
        }
    }

    static func syncAdjustments(_ slider: MultiThumbSliderWidget) {
        slider.isUpdatingAdjustments = true
        for (i, widget) in slider.thumbWidgets.enumerated() where i < slider.model.count {
            RangeSliderThumbType.configure(widget, range(slider, i))
        }
        slider.isUpdatingAdjustments = false
    }

    static func updateLabels(_ slider: MultiThumbSliderWidget) {
        for (i, widget) in slider.thumbWidgets.enumerated() {
            cgtk_accessible_update_label(OpaquePointer(widget), slider.thumbLabel(i))
        }
    }

    static func updateOrientation(_ slider: MultiThumbSliderWidget) {
        let orientation = slider.orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        for widget in slider.thumbWidgets { cgtk_accessible_update_orientation(OpaquePointer(widget), orientation) }
    }
}
