import CGtkShim
import RangeSliderCore

/// Keeps the thumbs' accessible properties current.
///
/// Each thumb (`slider` node) is an accessible object with the role *slider*, a label
/// (``RangeSliderWidget/lowerThumbLabel``, default "Minimum"; ``RangeSliderWidget/upperThumbLabel``,
/// default "Maximum"), and value minimum, maximum, now and text. As ARIA recommends for
/// multi-thumb sliders, the lower thumb's maximum is the upper value and the upper thumb's
/// minimum is the lower value. The text is ``RangeSliderWidget/formattedValue(_:)``.
///
/// In single-value mode the lower thumb is hidden (so it is not in the accessible tree) and the
/// upper thumb is labelled ``RangeSliderWidget/valueLabel`` (default "Value"); its minimum is the
/// slider's minimum, since the lower value is pinned there. In progress mode both thumbs are
/// hidden and the `progress` child (role *progress bar*) carries, as GtkProgressBar does, value
/// minimum 0, maximum 1 and now the fraction, with the text "42 %".
enum RangeSliderAccessibility {
    static func updateValues(_ slider: RangeSliderWidget) {
        let v = slider.rangeValues
        cgtk_accessible_update_range(OpaquePointer(slider.lowerThumbWidget), v.minimumValue, v.upperValue,
                                     v.lowerValue, slider.formattedValue(v.lowerValue))
        cgtk_accessible_update_range(OpaquePointer(slider.upperThumbWidget), v.lowerValue, v.maximumValue,
                                     v.upperValue, slider.formattedValue(v.upperValue))
        // The progress bar's object is shown in progress mode only (modeChanged updates it on
        // the way in); elsewhere its update was a third of every drag event's cost.
        guard !slider.mode.isInteractive else { return }
        let fraction = slider.fraction
        cgtk_accessible_update_range(OpaquePointer(slider.progressWidget), 0, 1, fraction, progressText(fraction))
    }

    /// "42 %": the fraction as a whole percentage.
    static func progressText(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded())) %"
    }

    static func updateLabels(_ slider: RangeSliderWidget) {
        cgtk_accessible_update_label(OpaquePointer(slider.lowerThumbWidget), slider.lowerThumbLabel)
        let upper = slider.mode == .range ? slider.upperThumbLabel : (slider.valueLabel ?? "Value")
        cgtk_accessible_update_label(OpaquePointer(slider.upperThumbWidget), upper)
        cgtk_accessible_update_label(OpaquePointer(slider.progressWidget), slider.valueLabel ?? "Progress")
    }

    static func updateOrientation(_ slider: RangeSliderWidget) {
        let orientation = slider.orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        for thumb in [slider.lowerThumbWidget, slider.upperThumbWidget] {
            cgtk_accessible_update_orientation(OpaquePointer(thumb), orientation)
        }
    }
}
