// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The track's orientation and inversion (``RangeSliderWidget/axisSettings``); with the text
/// direction they make the ``RangeSliderWidget/axis``. Only this file changes it.
struct SliderAxisSettings {
    /// The track's direction.
    fileprivate(set) var orientation = SliderOrientation.horizontal
    /// Whether the track runs from the maximum to the minimum.
    fileprivate(set) var inverted = false
}

extension RangeSliderWidget {
    /// The track's direction. Default horizontal. A vertical slider has its minimum at the top
    /// unless ``inverted``, as GtkScale.
    public var orientation: SliderOrientation {
        get { axisSettings.orientation }
        set {
            setProperty(\.axisSettings.orientation, newValue) {
                forgetDragFrame()
                updateOrientationClasses()
                gtk_widget_queue_resize(gtkWidget)
            }
        }
    }

    /// Whether the slider runs from its maximum to its minimum. Default false. A horizontal
    /// slider in a right-to-left locale is flipped too (both together cancel out), as GtkScale.
    public var inverted: Bool {
        get { axisSettings.inverted }
        set {
            setProperty(\.axisSettings.inverted, newValue) {
                forgetDragFrame()
                setNeedsLayout()
            }
        }
    }

    /// The axis for the current orientation, inversion and text direction.
    public var axis: SliderAxis {
        SliderAxis(
            orientation: orientation, inverted: inverted,
            rightToLeft: gtk_widget_get_direction(gtkWidget) == GTK_TEXT_DIR_RTL)
    }

    /// The `horizontal` or `vertical` style class, and the accessible orientation.
    func updateOrientationClasses() {
        let horizontal = orientation == .horizontal
        gtk_widget_add_css_class(gtkWidget, horizontal ? "horizontal" : "vertical")
        gtk_widget_remove_css_class(gtkWidget, horizontal ? "vertical" : "horizontal")
        RangeSliderAccessibility.updateOrientation(self)
    }
}
