// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSlider

/// A two-column GtkGrid of labelled controls, one per row.
struct ControlGrid {
    /// The GtkGrid (owned by whatever container it is packed into).
    let widget: UnsafeMutablePointer<GtkWidget>
    private let grid: UnsafeMutablePointer<GtkGrid>
    private let rows = RowCounter()

    init() {
        widget = gtk_grid_new()
        grid = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkGrid.self)
        gtk_grid_set_row_spacing(grid, 8)
        gtk_grid_set_column_spacing(grid, 12)
    }

    /// Adds a row: `title` on the left, `control` on the right.
    func add(_ title: String, _ control: UnsafeMutablePointer<GtkWidget>) {
        let label = gtk_label_new(title)!
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        gtk_grid_attach(grid, label, 0, rows.next, 1, 1)
        gtk_grid_attach(grid, control, 1, rows.next, 1, 1)
        rows.next += 1
        // For assistive technologies: the control is named after its row, and so is every
        // focusable widget inside it (a colour button's button, a drop-down's toggle and its
        // item), which GTK 4.8 would otherwise name after their types. Some of those appear
        // later, so again when the control is mapped.
        Self.name(control, title)
        GtkSignal.connect(UnsafeMutableRawPointer(control), "map") { Self.name(control, title) }
    }

    /// Labels `widget` and its focusable descendants `title`.
    private static func name(_ widget: UnsafeMutablePointer<GtkWidget>, _ title: String) {
        cgtk_accessible_update_label(OpaquePointer(widget), title)
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            // A colour swatch names itself after its colour ("Red 90%, Green 90%, Blue 90%").
            if gtk_widget_get_focusable(c) != 0, String(cString: gtk_widget_get_css_name(c)) != "colorswatch" {
                cgtk_accessible_update_label(OpaquePointer(c), title)
            }
            name(c, title)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    private final class RowCounter { var next: Int32 = 0 }
}
