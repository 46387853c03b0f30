// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The value popover of a ``MultiThumbSliderWidget``: with
/// ``MultiThumbSliderWidget/showsValuePopover``, a GtkPopover (CSS class
/// `rangeslider-value`) points at whichever thumb is being dragged, the first of a dragged span,
/// and shows its formatted value; it follows the thumb on every step and hides on release.
///
/// The popover is made when first shown, parented to the slider (which owns it), presented
/// again on every allocation as GtkPopover requires, and unparented when the slider object goes.
extension MultiThumbSliderWidget {
    /// The thumb the popover points at now, if any.
    var popoverThumb: Int? {
        guard showsValuePopover, tracker.isTracking else { return nil }
        return tracker.activeThumb ?? tracker.spanThumbs?.lowerBound
    }

    /// Shows, moves or hides the popover for the current drag.
    func refreshPopover() {
        guard let index = popoverThumb, index < model.count else {
            if let popover, gtk_widget_get_visible(popover) != 0 { gtk_popover_popdown(asPopover(popover)) }
            return
        }
        if popover == nil { makePopover() }
        guard let popover, let popoverLabel else { return }
        gtk_label_set_text(OpaquePointer(popoverLabel), formattedValue(model[index]))
        point(popover, at: index)
        if gtk_widget_get_visible(popover) == 0 { gtk_popover_popup(asPopover(popover)) }
    }

    /// GtkPopover's rule: present it in the parent's size_allocate.
    func presentPopover() {
        guard let popover, gtk_widget_get_visible(popover) != 0 else { return }
        if let index = popoverThumb, index < model.count { point(popover, at: index) }
        gtk_popover_present(asPopover(popover))
    }

    func removePopover() {
        guard let popover else { return }
        gtk_widget_unparent(popover)
        self.popover = nil
        popoverLabel = nil
    }

    private func makePopover() {
        let p = gtk_popover_new()!
        let label = gtk_label_new("")!
        gtk_popover_set_child(asPopover(p), label)
        gtk_popover_set_autohide(asPopover(p), 0)
        gtk_popover_set_has_arrow(asPopover(p), 1)
        gtk_widget_set_can_focus(p, 0)
        gtk_widget_set_can_target(p, 0)
        gtk_widget_add_css_class(p, "rangeslider-value")
        gtk_popover_set_position(asPopover(p), orientation == .horizontal ? GTK_POS_TOP : GTK_POS_LEFT)
        gtk_widget_set_parent(p, gtkWidget)
        popover = p
        popoverLabel = label
    }

    private func point(_ popover: UnsafeMutablePointer<GtkWidget>, at index: Int) {
        let centre = thumbCentre(index)
        var rect = GdkRectangle(x: Int32(centre.x.rounded(.down)) - 1, y: Int32(centre.y.rounded(.down)) - 1, width: 2, height: 2)
        gtk_popover_set_pointing_to(asPopover(popover), &rect)
    }

    private func asPopover(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkPopover.self)
    }
}

extension MultiThumbSliderWidget {
    /// Whether the value popover is shown (tests).
    public var isPopoverVisible: Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }

    /// The value popover's text, if it was ever shown (tests).
    public var popoverText: String? { popoverLabel.map { String(cString: gtk_label_get_text(OpaquePointer($0))) } }
}
