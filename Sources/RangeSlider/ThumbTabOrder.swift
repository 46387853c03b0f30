// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim

/// The order Tab and Shift+Tab visit a slider's thumbs in: their places on screen, read in the
/// slider's text direction.
///
/// The rule, for ``RangeSliderWidget`` with any number of thumbs: along a horizontal
/// track Tab goes left to right when the slider's direction is left-to-right and right to left
/// when it is right-to-left, so the first stop is the thumb at the reading start (the lowest
/// value, unless the slider is inverted); along a vertical track, top to bottom. Thumbs drawn
/// at the same place are visited in value order. The slider's direction is
/// `gtk_widget_get_direction`'s: its own when set with `gtk_widget_set_direction`, else the
/// default (`gtk_widget_set_default_direction`).
///
/// GTK orders a widget's children for Tab by position, in reading order for *that* widget's
/// direction. The thumbs are children of the slider's `trough` node, which on its own would
/// read the default direction only; so the trough takes the slider's direction when the slider
/// is made, whenever the slider's direction changes, and when the slider is realized (the
/// default may have changed while it was in no window).
enum ThumbTabOrder {
    /// Makes the `trough` child of `slider` follow the slider's text direction from now on.
    static func followTextDirection(of slider: UnsafeMutablePointer<GtkWidget>) {
        giveTroughTheDirection(of: slider)
        // The slider is the signals' instance: the handlers need no data of their own.
        GtkSignal.connect(UnsafeMutableRawPointer(slider), "direction-changed", target: nil) { instance, _, _ in
            if let instance { ThumbTabOrder.giveTroughTheDirection(of: instance.assumingMemoryBound(to: GtkWidget.self)) }
        }
        GtkSignal.connect(UnsafeMutableRawPointer(slider), "realize", target: nil) { instance, _ in
            if let instance { ThumbTabOrder.giveTroughTheDirection(of: instance.assumingMemoryBound(to: GtkWidget.self)) }
        }
    }

    private static func giveTroughTheDirection(of slider: UnsafeMutablePointer<GtkWidget>) {
        let direction = gtk_widget_get_direction(slider)
        var child = gtk_widget_get_first_child(slider)
        while let widget = child {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                                          RangeSliderWidget.troughType.gtype) != 0 {
                gtk_widget_set_direction(widget, direction)
            }
            child = gtk_widget_get_next_sibling(widget)
        }
    }
}
