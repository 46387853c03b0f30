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
/// default may have changed while it was in no window): the last two in the slider's class.
enum ThumbTabOrder {
    /// Makes the sliders of `widgetClass` give their `trough` child their text direction
    /// whenever their direction changes and when they are realized: its `direction_changed`
    /// and `realize` chain up to `parent`'s, then do so. In the class, not a handler per slider.
    static func followTextDirection(
        in widgetClass: UnsafeMutablePointer<GtkWidgetClass>,
        parent: @escaping () -> UnsafeMutablePointer<GtkWidgetClass>
    ) {
        parentClass = parent
        widgetClass.pointee.direction_changed = { widget, previous in
            ThumbTabOrder.parentClass?().pointee.direction_changed?(widget, previous)
            if let widget { ThumbTabOrder.giveTroughTheDirection(of: widget) }
        }
        widgetClass.pointee.realize = { widget in
            ThumbTabOrder.parentClass?().pointee.realize?(widget)
            if let widget { ThumbTabOrder.giveTroughTheDirection(of: widget) }
        }
    }

    /// The class ``followTextDirection(in:parent:)``'s overrides chain up to.
    private static var parentClass: (() -> UnsafeMutablePointer<GtkWidgetClass>)?

    /// Gives the `trough` child of `slider` the slider's text direction (at once, for a new
    /// slider; the class keeps it following, see ``followTextDirection(in:parent:)``).
    static func giveTroughTheDirection(of slider: UnsafeMutablePointer<GtkWidget>) {
        let direction = gtk_widget_get_direction(slider)
        var child = gtk_widget_get_first_child(slider)
        while let widget = child {
            if g_type_check_instance_is_a(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
                RangeSliderWidget.troughType.gtype) != 0
            {
                gtk_widget_set_direction(widget, direction)
            }
            child = gtk_widget_get_next_sibling(widget)
        }
    }
}
