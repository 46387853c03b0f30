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
        // For assistive technologies: the control is labelled by its row's label (a drop-down
        // is otherwise labelled by its current item, which GTK 4.18 exposes unnamed), and
        // named after it, as is every focusable widget inside it (a colour button's button, a
        // drop-down's toggle), which GTK 4.8 would otherwise name after their types. Some of
        // those appear later, so again when the control is mapped.
        cgtk_accessible_update_labelled_by(OpaquePointer(control), OpaquePointer(label))
        Self.name(control, title)
        GtkSignal.connect(UnsafeMutableRawPointer(control), "map") { Self.name(control, title) }
    }

    /// Labels `widget` and its focusable descendants `title`. A focusable widget inside a
    /// button (a drop-down's current item) is made unfocusable instead: a GtkButton keeps the
    /// keyboard focus itself and never gives it to its child, and GTK 4.18 gives such an item
    /// the generic role, which cannot be named.
    private static func name(_ widget: UnsafeMutablePointer<GtkWidget>, _ title: String) {
        cgtk_accessible_update_label(OpaquePointer(widget), title)
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            // A colour swatch names itself after its colour ("Red 90%, Green 90%, Blue 90%").
            if gtk_widget_get_focusable(c) != 0, String(cString: gtk_widget_get_css_name(c)) != "colorswatch" {
                if gtk_widget_get_ancestor(widget, gtk_button_get_type()) != nil {
                    gtk_widget_set_focusable(c, 0)
                } else {
                    cgtk_accessible_update_label(OpaquePointer(c), title)
                }
            }
            name(c, title)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    private final class RowCounter { var next: Int32 = 0 }
}
