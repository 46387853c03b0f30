// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import RangeSlider

/// A GtkWidget pointer, as GTK's constructors return it.
typealias Widget = UnsafeMutablePointer<GtkWidget>

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The same object as another (public-struct) GTK type.
    func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self)
    }
    /// The same object for functions taking an opaque GTK type.
    var opaque: OpaquePointer { OpaquePointer(self) }
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }

    func addClass(_ name: String) { gtk_widget_add_css_class(self, name) }
    func removeClass(_ name: String) { gtk_widget_remove_css_class(self, name) }
    func setMargins(_ m: Int32) {
        gtk_widget_set_margin_top(self, m)
        gtk_widget_set_margin_bottom(self, m)
        gtk_widget_set_margin_start(self, m)
        gtk_widget_set_margin_end(self, m)
    }
    var isVisible: Bool {
        get { gtk_widget_get_visible(self) != 0 }
        nonmutating set { gtk_widget_set_visible(self, newValue ? 1 : 0) }
    }
}

/// Builders for the widgets the window uses.
enum Make {
    static func box(_ orientation: GtkOrientation, spacing: Int32, _ children: [Widget] = []) -> Widget {
        let box = gtk_box_new(orientation, spacing)!
        for child in children { gtk_box_append(box.cast(GtkBox.self), child) }
        return box
    }

    static func label(_ text: String, classes: [String] = [], xalign: Float = 0) -> Widget {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(label.opaque, xalign)
        for c in classes { label.addClass(c) }
        return label
    }

    /// A button that shows the icon `icon` and reads as `label` to a screen reader, with
    /// `tooltip`. GTK labels an icon button by its image, which has no name of its own (GTK
    /// names it "GtkImage", and Orca reads "GtkImage Reset Price"): the button drops that
    /// relation and is named by `label` alone.
    static func iconButton(_ icon: String, label: String, tooltip: String) -> Widget {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_widget_set_tooltip_text(button, tooltip)
        cgtk_accessible_update_label(OpaquePointer(button), label)
        gtk_accessible_reset_relation(OpaquePointer(button), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        return button
    }

    /// A scrolled window that a screen reader reads as a scroll pane named `label` (it is
    /// focusable, so it must have a name). GTK gives a scrolled window the generic role, which
    /// ARIA does not let be named: GTK 4.14 and later drop its label. This one has the group
    /// role, which may be named; AT-SPI reads it as a scroll pane on GTK 4.8 and 4.18 alike.
    static func scrolledWindow(label: String) -> Widget {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, gint(GTK_ACCESSIBLE_ROLE_GROUP.rawValue))
        defer { g_value_unset(&value) }
        let object = "accessible-role".withCString { name -> UnsafeMutablePointer<GObject> in
            var names: [UnsafePointer<CChar>?] = [name]
            return g_object_new_with_properties(gtk_scrolled_window_get_type(), 1, &names, &value)!
        }
        let scrolled = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        cgtk_accessible_update_label(OpaquePointer(scrolled), label)
        return scrolled
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    func append(_ child: Widget) { gtk_box_append(cast(GtkBox.self), child) }
    func setLabelText(_ text: String) { gtk_label_set_text(opaque, text) }
    /// A label's text.
    var labelText: String { String(cString: gtk_label_get_text(opaque)) }
    var entryText: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        nonmutating set { gtk_editable_set_text(opaque, newValue) }
    }
}

/// Signals whose handler shape ``GtkSignal`` lacks: one `gint` (or enum) argument, such as
/// GtkSorter's `changed` and GtkInfoBar's `response`.
enum IntSignal {
    final class Box {
        let handler: (Int32) -> Void
        init(_ handler: @escaping (Int32) -> Void) { self.handler = handler }
    }

    private static let thunk: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = {
        _, value, data in
        guard let data else { return }
        Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().handler(value)
    }

    /// Connects `handler`; the box holding it is released when the handler goes.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping (Int32) -> Void)
        -> gulong
    {
        let box = Unmanaged.passRetained(Box(handler)).toOpaque()
        return g_signal_connect_data(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self), box, releaseBox,
            GConnectFlags(rawValue: 0))
    }
}

/// Work handed to the main thread from another thread, and repeating timers.
enum MainThread {
    /// Runs `action` on the main loop (thread-safe: GLib sources may be added from any thread).
    static func post(_ action: @escaping () -> Void) {
        let box = Unmanaged.passRetained(VoidBox(action)).toOpaque()
        g_idle_add_full(
            G_PRIORITY_DEFAULT,
            { data in
                if let data { Unmanaged<VoidBox>.fromOpaque(data).takeUnretainedValue().handler() }
                return gboolean(G_SOURCE_REMOVE)
            }, box,
            { data in
                if let data { Unmanaged<VoidBox>.fromOpaque(data).release() }
            })
    }

    /// Calls `tick` every `milliseconds` until it returns false. Returns the source id.
    @discardableResult
    static func every(milliseconds: UInt32, _ tick: @escaping () -> Bool) -> guint {
        final class TickBox {
            let tick: () -> Bool
            init(_ tick: @escaping () -> Bool) { self.tick = tick }
        }
        let box = Unmanaged.passRetained(TickBox(tick)).toOpaque()
        return g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds,
            { data in
                guard let data else { return 0 }
                return Unmanaged<TickBox>.fromOpaque(data).takeUnretainedValue().tick() ? 1 : 0  // 1: G_SOURCE_CONTINUE
            }, box,
            { data in
                if let data { Unmanaged<TickBox>.fromOpaque(data).release() }
            })
    }
}

/// The app's own stylesheet, added once at application priority, and the high-contrast rules
/// for the sliders, loaded while libadwaita's style manager says high contrast is on.
///
/// Dark and high contrast come from libadwaita's style manager (the desktop's preferences, or
/// `ADW_DEBUG_COLOR_SCHEME=prefer-dark` / `ADW_DEBUG_HIGH_CONTRAST=1`). The sliders take
/// their colours from the theme's named colours (``RangeSliderStyle`` in the widget library),
/// so they follow the dark style by themselves; in high contrast the app gives their track,
/// thumbs and tick marks stronger colours here (the widget library does not know libadwaita).
enum AppStyle {
    static let css = """
        .filters { padding: 6px 18px 12px 18px; }
        .count { font-weight: bold; }
        .narrow .filters { padding: 6px 6px 8px 6px; }
        .narrow .count { font-size: 1em; }
        button.filter-reset { min-height: 16px; min-width: 16px; padding: 0 2px; margin: 0; }
        .bound { font-feature-settings: "tnum"; }
        columnview.homes cell label, columnview.homes cell inscription { font-feature-settings: "tnum"; }
        columnview.homes > header > button > box { color: @view_fg_color; }
        """

    /// The sliders in high contrast: a track at half the foreground's strength, thumbs in the
    /// view's background with the foreground for ticks, so every part stands out.
    static let highContrastCSS = """
        rangeslider trough { color: mix(@window_bg_color, @window_fg_color, 0.55); }
        rangeslider slider { color: @view_bg_color; }
        rangeslider marks { color: @window_fg_color; }
        """

    private static var highContrast: UnsafeMutablePointer<GtkCssProvider>?

    static func install() {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()!
        cgtk_css_provider_load(provider, css)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// Loads or drops the high-contrast rules with libadwaita's style manager, now and on
    /// every change (once per process).
    static func followStyleManager() {
        guard highContrast == nil, let display = gdk_display_get_default(),
            let manager = adw_style_manager_get_default()
        else { return }
        let provider = gtk_css_provider_new()!
        highContrast = provider
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        func apply() {
            let on = adw_style_manager_get_high_contrast(manager) != 0
            cgtk_css_provider_load(provider, on ? highContrastCSS : "")
        }
        apply()
        GtkSignal.connect(UnsafeMutableRawPointer(manager), "notify::high-contrast") { (_: UnsafeMutableRawPointer?) in
            apply()
        }
    }
}

/// Signals without arguments that return a gboolean (GtkWindow's `close-request`).
enum BoolSignal {
    final class Box {
        let handler: () -> Bool
        init(_ handler: @escaping () -> Bool) { self.handler = handler }
    }

    private static let thunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
        _, data in
        guard let data else { return 0 }
        return Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().handler() ? 1 : 0
    }

    /// Connects `handler`; the box holding it is released when the handler goes.
    @discardableResult
    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping () -> Bool)
        -> gulong
    {
        let box = Unmanaged.passRetained(Box(handler)).toOpaque()
        return g_signal_connect_data(
            instance, signal, unsafeBitCast(thunk, to: GCallback.self), box,
            { data, _ in if let data { Unmanaged<Box>.fromOpaque(data).release() } },
            GConnectFlags(rawValue: 0))
    }
}
