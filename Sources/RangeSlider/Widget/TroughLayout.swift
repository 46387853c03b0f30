// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The trough's layout: its children (highlight and thumbs) at the frames the slider computes,
/// drawn in that order.
///
/// The trough's class does it in its own measure, size_allocate and snapshot functions, which
/// find the slider through the trough's parent: a trough keeps no reference of its own to the
/// slider (no object data, no Swift object), and a trough without a `CeRangeSlider` parent
/// lays out and draws nothing.
enum TroughLayout {
    /// The trough's class initialisation (after ``SwiftWidgetType``'s): the slider's part
    /// class (``RangeSliderGObject/partClassInit``) with this layout's functions.
    static let classInit: GClassInitFunc = { klass, data in
        RangeSliderGObject.partClassInit(klass, data)
        guard let widgetClass = klass?.assumingMemoryBound(to: GtkWidgetClass.self) else { return }
        widgetClass.pointee.measure = { _, _, _, minimum, natural, minimumBaseline, naturalBaseline in
            // The slider gives the trough its size.
            minimum?.pointee = 0
            natural?.pointee = 0
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }
        widgetClass.pointee.size_allocate = { trough, width, height, baseline in
            guard let trough, let slider = owner(of: trough) else { return }
            sizeAllocate(slider, width: width, height: height, baseline: baseline)
        }
        widgetClass.pointee.snapshot = { trough, snapshot in
            guard let trough, let snapshot, let slider = owner(of: trough) else { return }
            drawChildren(slider, snapshot)
        }
    }

    /// The slider whose trough `trough` is: the Swift state of its `CeRangeSlider` parent.
    private static func owner(of trough: UnsafeMutablePointer<GtkWidget>) -> RangeSliderWidget? {
        RangeSliderWidget.state(of: gtk_widget_get_parent(trough))
    }

    private static func sizeAllocate(_ owner: RangeSliderWidget, width: Int32, height: Int32, baseline: Int32) {
        let (w, h) = (Double(width), Double(height))
        let layout = owner.currentLayout(width: w, height: h)
        func allocate(_ child: UnsafeMutablePointer<GtkWidget>, _ frame: SliderRect) {
            guard gtk_widget_get_visible(child) != 0 else { return }
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            var allocation = owner.widgetRect(frame, width: w, height: h)
            gtk_widget_size_allocate(child, &allocation, baseline)
        }
        allocate(owner.highlight, layout.highlightFrame)
        for (index, thumb) in owner.thumbWidgets.enumerated() {
            allocate(thumb, layout.frame(at: index).insetBy(dx: 1, dy: 1))
        }
    }

    private static func drawChildren(_ owner: RangeSliderWidget, _ snapshot: OpaquePointer) {
        if gtk_widget_get_visible(owner.highlight) != 0 {
            gtk_widget_snapshot_child(owner.trough, owner.highlight, snapshot)
        }
        for child in owner.thumbWidgets where gtk_widget_get_visible(child) != 0 {
            gtk_widget_snapshot_child(owner.trough, child, snapshot)
        }
    }
}
