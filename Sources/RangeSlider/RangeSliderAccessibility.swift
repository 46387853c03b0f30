import CGtkShim
import RangeSliderCore

/// Keeps the thumbs' accessible properties current.
///
/// Each thumb (`slider` node) is an accessible object with the role *slider*, a label
/// (``RangeSliderWidget/lowerThumbLabel``, default "Minimum"; ``RangeSliderWidget/upperThumbLabel``,
/// default "Maximum"), and value minimum, maximum, now and text. As ARIA recommends for
/// multi-thumb sliders, the lower thumb's maximum is the upper value and the upper thumb's
/// minimum is the lower value. The text is ``RangeSliderWidget/formattedValue(_:)``.
enum RangeSliderAccessibility {
    static func updateValues(_ slider: RangeSliderWidget) {
        let v = slider.rangeValues
        cgtk_accessible_update_range(OpaquePointer(slider.lowerThumbWidget), v.minimumValue, v.upperValue,
                                     v.lowerValue, slider.formattedValue(v.lowerValue))
        cgtk_accessible_update_range(OpaquePointer(slider.upperThumbWidget), v.lowerValue, v.maximumValue,
                                     v.upperValue, slider.formattedValue(v.upperValue))
    }

    static func updateLabels(_ slider: RangeSliderWidget) {
        cgtk_accessible_update_label(OpaquePointer(slider.lowerThumbWidget), slider.lowerThumbLabel)
        cgtk_accessible_update_label(OpaquePointer(slider.upperThumbWidget), slider.upperThumbLabel)
    }

    static func updateOrientation(_ slider: RangeSliderWidget) {
        let orientation = slider.orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        for thumb in [slider.lowerThumbWidget, slider.upperThumbWidget] {
            cgtk_accessible_update_orientation(OpaquePointer(thumb), orientation)
        }
    }
}
