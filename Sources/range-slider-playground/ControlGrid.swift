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
    }

    private final class RowCounter { var next: Int32 = 0 }
}
