// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import HousePricesCore
import HousingData
import RangeSlider

/// The primary menu (the header bar's menu button, F10): open, recent files, export, copy, the
/// list's columns, keyboard shortcuts, about.
///
/// Ownership: this object holds the menu model; the menu button holds it too once given it.
/// The "Open Recent" submenu is a GMenu changed in place, which a shown menu follows.
final class PrimaryMenu {
    /// The whole menu.
    let model: UnsafeMutablePointer<GMenuModel>
    private let menu: OpaquePointer
    private let recent: OpaquePointer
    private let recentItem: OpaquePointer
    private let fileSection: OpaquePointer
    private let dataSection: OpaquePointer
    private var hasRecent = false

    init() {
        menu = g_menu_new()
        model = UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
        fileSection = g_menu_new()
        g_menu_append(fileSection, L("_Open…"), "win.open")
        recent = g_menu_new()
        recentItem = g_menu_item_new_submenu(L("Open _Recent"), Self.model(recent))
        g_menu_append_section(menu, nil, Self.model(fileSection))
        dataSection = g_menu_new()
        g_menu_append(dataSection, L("_Export Matching Homes…"), "win.export")
        g_menu_append(dataSection, L("_Copy Matching Homes"), "win.copy")
        g_menu_append_section(menu, nil, Self.model(dataSection))
        let help = g_menu_new()!
        g_menu_append(help, L("_Keyboard Shortcuts"), "win.show-help-overlay")
        g_menu_append(help, L("_About House Prices"), "app.about")
        g_menu_append_section(menu, nil, Self.model(help))
        g_object_unref(UnsafeMutableRawPointer(help))
    }

    /// Adds "Columns" (the list's column menu, `columns`) after Export and Copy.
    func addColumns(_ columns: UnsafeMutablePointer<GMenuModel>) {
        g_menu_append_submenu(dataSection, L("List _Columns"), columns)
    }

    private static func model(_ menu: OpaquePointer) -> UnsafeMutablePointer<GMenuModel> {
        UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
    }

    deinit {
        for object in [menu, recent, recentItem, fileSection, dataSection] {
            g_object_unref(UnsafeMutableRawPointer(object))
        }
    }

    /// The recent files' paths, most recent first: each opens through `win.open-file`. An
    /// empty list hides the submenu.
    func setRecent(_ paths: [String]) {
        g_menu_remove_all(recent)
        for path in paths {
            let item = g_menu_item_new(DataTitle.fileName(of: path), nil)!
            g_menu_item_set_action_and_target_value(item, "win.open-file", g_variant_new_string(path))
            g_menu_append_item(recent, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        if paths.isEmpty, hasRecent {
            g_menu_remove(fileSection, 1)
            hasRecent = false
        } else if !paths.isEmpty, !hasRecent {
            g_menu_append_item(fileSection, recentItem)
            hasRecent = true
        }
    }
}

/// The shortcuts window (Ctrl+?, the menu's "Keyboard Shortcuts"): GtkShortcutsWindow built
/// from ``AppShortcuts``, the table the accelerators come from.
enum ShortcutsWindow {
    /// A new shortcuts window for `gtk_application_window_set_help_overlay` (the application
    /// window holds it from then on; GTK's list of toplevels holds the initial reference).
    static func make() -> OpaquePointer {
        let builder = gtk_builder_new_from_string(AppShortcuts.shortcutsWindowXML(), -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let object = gtk_builder_get_object(builder, "help_overlay")!
        return OpaquePointer(object)
    }

    /// The accelerators a shortcuts window lists (for the debug report): every
    /// GtkShortcutsShortcut's `accelerator`, in order.
    static func accelerators(in root: Widget) -> [String] {
        var found: [String] = []
        func visit(_ widget: Widget) {
            if String(cString: hp_type_name(widget.raw)) == "GtkShortcutsShortcut" {
                var value = GValue()
                g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
                g_object_get_property(
                    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "accelerator", &value)
                if let text = g_value_get_string(&value) { found.append(String(cString: text)) }
                g_value_unset(&value)
            }
            var child = gtk_widget_get_first_child(widget)
            while let c = child {
                visit(c)
                child = gtk_widget_get_next_sibling(c)
            }
        }
        visit(root)
        return found
    }
}

/// The skipped rows of the file shown (`FILE:LINE: skipped: reason`), from the toast's "Show"
/// button: a dialog with the lines in a scrolled, selectable text.
enum SkippedRowsDialog {
    static func present(over parent: Widget, title: String, lines: [String]) {
        let dialog = hp_alert_new(
            parent, L("Skipped Rows"),
            L("Rows of {0} that could not be read. The other rows are shown.").filling(title))!
        let view = gtk_text_view_new()!
        let text = view.cast(GtkTextView.self)
        gtk_text_view_set_editable(text, 0)
        gtk_text_view_set_monospace(text, 1)
        gtk_text_view_set_wrap_mode(text, GTK_WRAP_WORD_CHAR)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(text), lines.joined(separator: "\n"), -1)
        cgtk_accessible_update_label(view.opaque, L("Skipped rows"))
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(scrolled.opaque, view)
        gtk_scrolled_window_set_min_content_height(scrolled.opaque, 160)
        gtk_scrolled_window_set_max_content_height(scrolled.opaque, 360)
        gtk_scrolled_window_set_propagate_natural_height(scrolled.opaque, 1)
        gtk_widget_set_size_request(scrolled, 480, -1)
        hp_alert_set_extra_child(dialog, scrolled)
        hp_alert_add_response(dialog, "close", L("_Close"))
        hp_dialog_present(dialog, parent)
    }
}
