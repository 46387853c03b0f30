// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Layout and drawing of a ``MultiThumbSliderWidget``: the tutorial's band (thumbs as squares
/// of the band's thickness, the track inset across), one highlight per stretch of its
/// ``MultiThumbSliderWidget/highlightPattern``, every thumb, and a soft-limit marker, a small
/// triangle pointing off the track, at an end where a thumb's value lies beyond the visible
/// range (the thumb itself sits at that end). Drawn with Cairo in axis space.
extension MultiThumbSliderWidget: WidgetImplementation {
    /// The band's geometry for a widget `width` × `height` (the band is the whole widget).
    func geometry(width: Double, height: Double) -> SliderGeometry {
        let axis = self.axis
        return SliderGeometry(width: axis.length(width: width, height: height),
                              height: axis.thickness(width: width, height: height))
    }

    /// The geometry at the widget's current size, kept from one drag step to the next: it
    /// changes only with the allocation, the orientation, inversion or text direction (each
    /// forgets it), and reading the size and direction from GTK was an eighth of a step's cost.
    var currentGeometry: SliderGeometry {
        if let cachedGeometry { return cachedGeometry }
        let g = geometry(width: Double(gtk_widget_get_width(gtkWidget)), height: Double(gtk_widget_get_height(gtkWidget)))
        cachedGeometry = g
        return g
    }

    /// The centre of thumb `index` along the axis (at the track's end when beyond the range).
    func position(of index: Int, in geometry: SliderGeometry) -> Double {
        geometry.positionForValue(model[index], minimum: model.minimumValue, maximum: model.maximumValue)
    }

    /// The centre of thumb `index` in widget coordinates (tests and popovers).
    public func thumbCentre(_ index: Int) -> (x: Double, y: Double) {
        let width = Double(gtk_widget_get_width(gtkWidget)), height = Double(gtk_widget_get_height(gtkWidget))
        let g = geometry(width: width, height: height)
        let t = AxisTransform(axis: axis, length: axis.length(width: width, height: height))
        return t.point(along: position(of: index, in: g), across: g.height / 2)
    }

    public func measure(orientation gtkOrientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let along = (gtkOrientation == GTK_ORIENTATION_HORIZONTAL) == (orientation == .horizontal)
        let thickness = RangeSliderWidget.naturalThickness
        if along { return (thickness * Int32(Swift.min(model.count, 8)), Swift.max(200, thickness * Int32(Swift.min(model.count, 64)))) }
        return (thickness, thickness)
    }

    public func sizeAllocate(width: Int32, height: Int32, baseline: Int32) {
        cachedGeometry = nil   // a new size, or a new text direction (which resizes)
        axisCache = nil
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(trough, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        var all = GtkAllocation(x: 0, y: 0, width: width, height: height)
        gtk_widget_size_allocate(trough, &all, baseline)
        presentPopover()
    }

    public func snapshot(_ snapshot: OpaquePointer) {
        drawCount += 1
        let width = Double(gtk_widget_get_width(gtkWidget)), height = Double(gtk_widget_get_height(gtkWidget))
        guard width > 0, height > 0 else { return }
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        if let cr = gtk_snapshot_append_cairo(snapshot, &bounds) {
            paint(cr, width: width, height: height)
            cairo_destroy(cr)
        }
        gtk_widget_snapshot_child(gtkWidget, trough, snapshot)   // the focus ring of a focused thumb
    }

    func paint(_ cr: OpaquePointer, width: Double, height: Double) {
        let g = geometry(width: width, height: height)
        CairoPath.transform(cr, AxisTransform(axis: axis, length: axis.length(width: width, height: height)))
        let dimmed = gtk_widget_is_sensitive(gtkWidget) == 0
        if dimmed { cairo_push_group(cr) }
        let track = g.trackFrame
        let radius = track.height / 2
        CairoPath.roundedRect(cr, track, radius: radius)
        CairoPath.setColor(cr, trackTintColor)
        cairo_fill(cr)
        // The highlighted stretches.
        CairoPath.setColor(cr, trackHighlightTintColor)
        for stretch in highlightPattern.stretches(thumbCount: model.count) {
            let start = stretch.from.map { position(of: $0, in: g) } ?? track.x
            let end = stretch.to.map { position(of: $0, in: g) } ?? track.maxX
            guard end > start else { continue }
            cairo_rectangle(cr, start, track.y, end - start, track.height)
            cairo_fill(cr)
        }
        // The thumbs, the active one last (on top) and darker.
        let active = tracker.activeThumb
        for i in (0..<model.count).sorted(by: { ($0 == active ? 1 : 0) < ($1 == active ? 1 : 0) }) {
            let frame = g.thumbFrame(centredAt: position(of: i, in: g)).insetBy(dx: 1, dy: 1)
            CairoPath.roundedRect(cr, frame, radius: frame.height / 4)
            let colour = i == active ? RGBA(red: thumbTintColor.red * 0.8, green: thumbTintColor.green * 0.8,
                                            blue: thumbTintColor.blue * 0.8, alpha: thumbTintColor.alpha) : thumbTintColor
            CairoPath.setColor(cr, colour)
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, 1)
            CairoPath.setColor(cr, model.beyondVisibleRange(i) != 0 ? softLimitMarkerColor : RGBA(red: 0.5, green: 0.5, blue: 0.5))
            cairo_stroke(cr)
        }
        // Soft-limit markers, over the thumbs (a thumb beyond the range sits at the end): a
        // triangle at each end that has a thumb past it, pointing off the track.
        let beyondLow = (0..<model.count).contains { model.beyondVisibleRange($0) < 0 }
        let beyondHigh = (0..<model.count).contains { model.beyondVisibleRange($0) > 0 }
        CairoPath.setColor(cr, softLimitMarkerColor)
        let m = Swift.min(track.height * 1.2, g.thumbWidth / 2)
        if beyondLow {
            cairo_move_to(cr, track.x, g.height / 2)
            cairo_line_to(cr, track.x + m, g.height / 2 - m)
            cairo_line_to(cr, track.x + m, g.height / 2 + m)
            cairo_close_path(cr)
            cairo_fill(cr)
        }
        if beyondHigh {
            cairo_move_to(cr, track.maxX, g.height / 2)
            cairo_line_to(cr, track.maxX - m, g.height / 2 - m)
            cairo_line_to(cr, track.maxX - m, g.height / 2 + m)
            cairo_close_path(cr)
            cairo_fill(cr)
        }
        if dimmed {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, 0.45)
        }
    }
}

/// Allocates the trough's thumb children at their thumbs' frames (so that focus rings, Tab
/// order and the extents assistive technologies read follow the thumbs). Held strongly by the
/// slider; the trough refers to it weakly.
final class MultiThumbTroughLayout: WidgetImplementation {
    weak var owner: MultiThumbSliderWidget?

    func measure(orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) { (0, 0) }

    func sizeAllocate(width: Int32, height: Int32, baseline: Int32) {
        guard let owner else { return }
        let (w, h) = (Double(width), Double(height))
        let g = owner.geometry(width: w, height: h)
        let t = AxisTransform(axis: owner.axis, length: owner.axis.length(width: w, height: h))
        for (i, child) in owner.thumbWidgets.enumerated() where i < owner.model.count {
            let r = t.rect(g.thumbFrame(centredAt: owner.position(of: i, in: g)).insetBy(dx: 1, dy: 1))
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            var allocation = GtkAllocation(x: Int32(r.x.rounded(.down)), y: Int32(r.y.rounded(.down)),
                                           width: Int32(r.width.rounded(.up)), height: Int32(r.height.rounded(.up)))
            gtk_widget_size_allocate(child, &allocation, baseline)
        }
    }

    func snapshot(_ snapshot: OpaquePointer) {
        guard let owner else { return }
        for child in owner.thumbWidgets { gtk_widget_snapshot_child(owner.trough, child, snapshot) }
    }
}
