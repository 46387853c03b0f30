// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousingData
import RangeSlider

/// The house-price window's narrow layout, on libadwaita 1.4 and later (an `AdwBreakpoint` on
/// the window): below ``AdaptiveLayout/condition`` the side panel of more filters slides over
/// the list instead of standing beside it (an `AdwOverlaySplitView`, collapsed, shown with More
/// Filters and hidden again by a click beside it); the header bar keeps Open, Reset (as an
/// icon), the title and the main menu, and More Filters and Spread by Homes move to a bar at
/// the bottom; the sliders drop their entries and the list scrolls sideways. The window can then be 360 × 294
/// logical pixels (its minimum) and every filter stays in reach.
///
/// With libadwaita 1.2 (Debian 12) there are no breakpoints: ``body(content:panel:)`` is the
/// plain box it always was and the window keeps its one wide layout.
///
/// Ownership: the window holds this object; GTK owns the widgets, the window the breakpoint.
/// Handlers hold the window weakly.
final class AdaptiveLayout {
    /// Below this width the window is narrow (`adw_breakpoint_condition_parse`'s syntax).
    static let condition = "max-width: 600sp"
    /// The window's minimum size with the narrow layout (GNOME's smallest phone window).
    static let minimumSize = (width: Int32(360), height: Int32(294))
    /// The side panel's least width beside the list (its size request in the plain box).
    static let panelWidth = Int32(260)

    /// The split view of the list and the side panel.
    let splitView: Widget
    /// The bar at the bottom with More Filters and Spread by Homes, shown while narrow.
    let bottomBar: Widget
    /// The bottom bar's More Filters toggle (bound to the header bar's).
    let narrowPanelToggle: Widget
    /// The header bar's Reset as an icon, shown instead of the labelled one while narrow,
    /// where the label would push the header bar past the window's width.
    let narrowResetButton: Widget
    /// Whether the narrow layout applies.
    private(set) var isNarrow = false

    /// The list and the side panel: an `AdwOverlaySplitView` with the panel at its end where
    /// libadwaita has one, else a horizontal box of the two (the wide layout).
    static func body(content: Widget, panel: Widget) -> Widget {
        if let view = hp_overlay_split_view_new(content, panel) {
            // Beside the list: at least as wide as in the plain box (its content may ask for
            // more); over it (narrow) the breakpoint lets it grow.
            setProperty(view, "min-sidebar-width", double: Double(panelWidth))
            setProperty(view, "max-sidebar-width", double: Double(panelWidth))
            setProperty(view, "show-sidebar", bool: false)
            return view
        }
        return Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [content, panel])
    }

    /// The narrow layout for `window`, whose header bar is `header` (its Reset the last button
    /// packed at its start), whose list and panel are in `body` (from ``body(content:panel:)``)
    /// and whose header and content are in the vertical box `frame`; nil without breakpoints
    /// (libadwaita before 1.4), when nothing of it is made.
    init?(for window: HousePricesWindow, header: Widget, body: Widget, frame: Widget) {
        guard hp_has_breakpoints() != 0,
            let breakpoint = hp_application_window_add_breakpoint(window.window, Self.condition)
        else { return nil }
        splitView = body
        gtk_widget_set_size_request(window.window, Self.minimumSize.width, Self.minimumSize.height)

        // Reset as an icon, beside the labelled one, doing what it does.
        narrowResetButton = Make.iconButton(
            "edit-clear-all-symbolic", label: L("Reset"), tooltip: L("Show every home (Ctrl+R)"))
        gtk_actionable_set_action_name(OpaquePointer(narrowResetButton), "win.reset")
        narrowResetButton.isVisible = false
        adw_header_bar_pack_start(OpaquePointer(header), narrowResetButton)

        // The bottom bar: More Filters and Spread by Homes, doing what the header bar's do.
        bottomBar = gtk_action_bar_new()!
        narrowPanelToggle = Self.toggle(
            like: window.panelToggle, mnemonic: L("_More Filters"), label: L("More Filters"))
        gtk_action_bar_pack_start(bottomBar.opaque, narrowPanelToggle)
        let spread = Self.toggle(
            like: window.scaleToggle, mnemonic: L("_Spread by homes"), label: L("Spread prices by homes"))
        gtk_action_bar_pack_end(bottomBar.opaque, spread)
        bottomBar.isVisible = false
        frame.append(bottomBar)

        // The header's More Filters toggle shows the panel in either layout.
        Self.bind(window.panelToggle, "active", to: body, property: "show-sidebar", twoWay: true)

        // While narrow: the panel over the list (hidden on narrowing, see changed(narrow:));
        // the header's More Filters and Spread by Homes in the bottom bar and its Reset as an
        // icon, so that the header bar fits the window's least width; the sliders without
        // their entries (a thumb's popover takes a typed value), so that their tracks keep
        // most of the width; a narrower loading bar.
        hp_breakpoint_set_boolean(breakpoint, body.raw, "collapsed", 1)
        hp_breakpoint_set_double(breakpoint, body.raw, "max-sidebar-width", 320)
        hp_breakpoint_set_double(breakpoint, body.raw, "sidebar-width-fraction", 0.85)
        hp_breakpoint_set_boolean(breakpoint, window.panelToggle.raw, "visible", 0)
        hp_breakpoint_set_boolean(breakpoint, window.resetButton.raw, "visible", 0)
        hp_breakpoint_set_boolean(breakpoint, narrowResetButton.raw, "visible", 1)
        hp_breakpoint_set_boolean(breakpoint, window.scaleToggle.raw, "visible", 0)
        hp_breakpoint_set_boolean(breakpoint, bottomBar.raw, "visible", 1)
        for entry in [
            window.price.lowerEntry, window.price.upperEntry, window.secondary.lowerEntry, window.secondary.upperEntry,
        ] {
            if let column = gtk_widget_get_parent(entry) {
                hp_breakpoint_set_boolean(breakpoint, column.raw, "visible", 0)
            }
        }
        hp_breakpoint_set_int(breakpoint, window.price.headerRow.raw, "spacing", 6)
        hp_breakpoint_set_int(breakpoint, window.progress.gtkWidget.raw, "width-request", 280)

        GtkSignal.connect(UnsafeMutableRawPointer(breakpoint), "apply") { [weak self, weak window] in
            self?.changed(narrow: true, window)
        }
        GtkSignal.connect(UnsafeMutableRawPointer(breakpoint), "unapply") { [weak self, weak window] in
            self?.changed(narrow: false, window)
        }
    }

    /// On narrowing the panel is closed, so that the list shows; on widening it stays as it
    /// was (beside the list if it was over it).
    private func changed(narrow: Bool, _ window: HousePricesWindow?) {
        isNarrow = narrow
        guard let window else { return }
        if narrow { gtk_toggle_button_set_active(window.panelToggle.cast(GtkToggleButton.self), 0) }
        if narrow { window.window.addClass("narrow") } else { window.window.removeClass("narrow") }
        window.updateListScrolling()
        // Once the breakpoint's setters are all applied or undone.
        MainThread.post { [weak self, weak window] in
            guard let self, let window, !window.closing else { return }
            window.report(self.reportLine)
        }
    }

    /// The More Filters toggle the layout shows (nil: the header bar's).
    var panelToggleShown: Widget? { isNarrow ? narrowPanelToggle : nil }

    /// `Layout: narrow, filters over the list` or `Layout: wide, filters beside the list`,
    /// for the debug report.
    var reportLine: String {
        let over = hp_overlay_split_view_get_collapsed(splitView) != 0
        return "Layout: \(isNarrow ? "narrow" : "wide"), filters \(over ? "over" : "beside") the list"
    }

    /// The report's line without breakpoints.
    static let unavailableReportLine = "Layout: wide (no breakpoints: built with libadwaita before 1.4)"

    /// A toggle button labelled `mnemonic` (read as `label`) with `original`'s tooltip, its
    /// active state bound both ways to `original`'s and its sensitivity following it.
    private static func toggle(like original: Widget, mnemonic: String, label: String) -> Widget {
        let toggle = gtk_toggle_button_new_with_mnemonic(mnemonic)!
        gtk_widget_set_tooltip_text(toggle, gtk_widget_get_tooltip_text(original))
        cgtk_accessible_update_label(OpaquePointer(toggle), label)
        gtk_accessible_reset_relation(OpaquePointer(toggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        bind(original, "active", to: toggle, twoWay: true)
        bind(original, "sensitive", to: toggle, twoWay: false)
        return toggle
    }

    /// Binds `source`'s `name` to the same property of `target` (or to `property`), now and on
    /// every change, both ways when `twoWay`. The binding goes with either object.
    private static func bind(_ source: Widget, _ name: String, to target: Widget, property: String? = nil, twoWay: Bool)
    {
        let flags = GBindingFlags(
            rawValue: G_BINDING_SYNC_CREATE.rawValue | (twoWay ? G_BINDING_BIDIRECTIONAL.rawValue : 0))
        g_object_bind_property(
            UnsafeMutableRawPointer(source), name, UnsafeMutableRawPointer(target), property ?? name, flags)
    }

    private static func setProperty(_ widget: Widget, _ name: String, double: Double) {
        var value = GValue()
        g_value_init(&value, GType(15 << 2))  // G_TYPE_DOUBLE (a macro Swift cannot import)
        g_value_set_double(&value, double)
        g_object_set_property(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), name, &value)
        g_value_unset(&value)
    }

    private static func setProperty(_ widget: Widget, _ name: String, bool: Bool) {
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
        g_value_set_boolean(&value, bool ? 1 : 0)
        g_object_set_property(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), name, &value)
        g_value_unset(&value)
    }
}
