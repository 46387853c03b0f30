// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import GtkSupport
import RangeSliderCore

/// The slider's `marks` CSS node and its children: one `mark` node (class `.major` or
/// `.minor`) per tick that shows a label, each holding a GtkLabel (`label`), as GtkScale
/// names them:
///
///     rangeslider
///     ├── trough …
///     ╰── marks
///         ├── mark.major
///         │   ╰── label
///         ╰── …
///
/// The tick lines themselves are drawn by the slider in the `marks` node's CSS `color` (one
/// colour node each: a track with a tick per pixel costs one node per tick, not a widget per
/// tick); the labels are real GtkLabels, so they take the theme's font, colour and scale, and
/// the text is what Pango measured when the labels were placed (``TickEngine``).
///
/// Ownership: the slider's widget is the `marks` node's parent, the `marks` node each `mark`'s,
/// and each `mark` its label's; GTK unparents them all when the slider is disposed. This object
/// keeps unowned pointers to the `mark` nodes it made (reused from one layout to the next,
/// hidden when not needed) and is held by the slider; the node refers to it weakly.
final class TickMarksNode: WidgetImplementation {
    weak var owner: RangeSliderWidget?
    /// The `marks` node.
    let node: UnsafeMutablePointer<GtkWidget>
    /// The `mark` nodes made so far, with their labels; the first ``shownCount`` are in use.
    private var marks: [(mark: UnsafeMutablePointer<GtkWidget>, label: UnsafeMutablePointer<GtkWidget>)] = []
    /// How many `mark` nodes show a label now.
    private(set) var shownCount = 0
    /// Where each shown label goes, in widget coordinates.
    private var allocations: [GtkAllocation] = []

    init() {
        node = RangeSliderWidget.partType.new(cssName: "marks")
        gtk_widget_set_can_target(node, 0)
        gtk_widget_set_visible(node, 0)  // until ticks are configured
    }

    /// The height of a line of text in the `marks` node's font, measured on first use after
    /// ``forgetLineHeight()`` (the slider calls that whenever GTK measures it, which a font or
    /// scale change makes it do).
    var lineHeight: Int32 {
        if let cachedLineHeight { return cachedLineHeight }
        let height = Int32(textSize("0").height.rounded(.up))
        cachedLineHeight = height
        return height
    }
    private var cachedLineHeight: Int32?

    /// Measure the line again next time.
    func forgetLineHeight() { cachedLineHeight = nil }

    /// The size of `text` in the `marks` node's font.
    func textSize(_ text: String) -> (width: Double, height: Double) {
        guard let layout = gtk_widget_create_pango_layout(node, text) else { return (0, 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var w: Int32 = 0, h: Int32 = 0
        pango_layout_get_pixel_size(layout, &w, &h)
        return (Double(w), Double(h))
    }

    /// Shows `labels` (text, kind, widget rectangle) and hides the other `mark` nodes.
    func show(_ labels: [(text: String, kind: TickKind, rect: GtkAllocation)]) {
        while marks.count < labels.count {
            let mark = RangeSliderWidget.partType.new(cssName: "mark")
            gtk_widget_set_layout_manager(mark, gtk_bin_layout_new())
            gtk_widget_set_can_target(mark, 0)
            let label = gtk_label_new(nil)!
            gtk_widget_set_parent(label, mark)
            gtk_widget_set_parent(mark, node)
            marks.append((mark, label))
        }
        for (i, entry) in labels.enumerated() {
            let (mark, label) = marks[i]
            if String(cString: gtk_label_get_text(OpaquePointer(label))) != entry.text {
                gtk_label_set_text(OpaquePointer(label), entry.text)
            }
            gtk_widget_remove_css_class(mark, entry.kind == .major ? "minor" : "major")
            gtk_widget_add_css_class(mark, entry.kind == .major ? "major" : "minor")
            gtk_widget_set_visible(mark, 1)
        }
        for i in labels.count..<marks.count { gtk_widget_set_visible(marks[i].mark, 0) }
        shownCount = labels.count
        allocations = labels.map(\.rect)
        gtk_widget_queue_allocate(node)
    }

    /// The labels' texts as shown, for tests: the first ``shownCount`` `mark` nodes'.
    var shownTexts: [String] {
        marks.prefix(shownCount).map { String(cString: gtk_label_get_text(OpaquePointer($0.label))) }
    }

    /// The `mark` node of shown label `i`.
    func markNode(_ i: Int) -> UnsafeMutablePointer<GtkWidget>? { i < shownCount ? marks[i].mark : nil }

    func measure(orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) { (0, 0) }

    func sizeAllocate(width: Int32, height: Int32, baseline: Int32) {
        for i in 0..<shownCount {
            let mark = marks[i].mark
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(mark, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            var allocation = allocations[i]
            allocation.width = max(allocation.width, minimum)
            gtk_widget_measure(mark, GTK_ORIENTATION_VERTICAL, allocation.width, &minimum, &natural, nil, nil)
            allocation.height = max(allocation.height, minimum)
            gtk_widget_size_allocate(mark, &allocation, -1)
        }
    }

    func snapshot(_ snapshot: OpaquePointer) {
        for i in 0..<shownCount { gtk_widget_snapshot_child(node, marks[i].mark, snapshot) }
    }
}
