// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The last layout computed (thumb and highlight frames), reused while the geometry, values,
/// mode and highlight pattern stay (``RangeSliderWidget/layoutCache``), and a number that
/// changes with it. Only this file changes it.
struct SliderLayoutCache {
    fileprivate var layout: SliderLayout?
    /// Whether ``layout`` may be reused as it is: false once something else it depends on
    /// changed (it is then computed again and compared).
    fileprivate var isCurrent = false
    /// Changes whenever the layout differs from the one before: two frames with the same
    /// generation drew the same layout (``SliderFrameKey``).
    fileprivate(set) var generation: UInt64 = 0
}

extension RangeSliderWidget {
    /// Appearance changed: queue a redraw (coalesced by GTK into the next frame).
    func setNeedsDisplay() {
        counters.invalidations += 1
        gtk_widget_queue_draw(gtkWidget)
    }

    /// Values, range or inversion changed: the thumb and highlight frames (and the child nodes'
    /// allocations) must be recomputed.
    func setNeedsLayout() {
        setNeedsLayout(valuesOnly: false)
    }

    /// ``setNeedsLayout()``, or when `valuesOnly` (only thumb values moved, not the range):
    /// the trough alone (the highlight and the thumbs) is allocated again, which redraws the
    /// slider too. Nothing else the slider allocates follows the values (the ticks and marks
    /// follow the range, the progress node covers the track), and shown value popovers queue the
    /// slider's allocation themselves (``refreshValuePopovers(inAllocation:)``). The last layout
    /// is kept: ``currentLayout(width:height:)`` compares its values.
    func setNeedsLayout(valuesOnly: Bool) {
        counters.invalidations += 1
        if !valuesOnly {
            layoutCache.isCurrent = false
            gtk_widget_queue_allocate(gtkWidget)
        }
        // The trough keeps its allocation when only values change, and GTK then skips its
        // size_allocate: queue it too, so that the thumb widgets (their focus rings, and the
        // extents assistive technologies read) move with the thumbs.
        gtk_widget_queue_allocate(trough)
    }

    /// The size changes too (mode, skins, thumb count): forget the layout and queue a resize.
    func setNeedsResize() {
        layoutCache.isCurrent = false
        forgetDragFrame()
        counters.invalidations += 1
        gtk_widget_queue_resize(gtkWidget)
    }

    /// Forgets the last layout: the next one is computed afresh.
    func forgetLayout() {
        layoutCache.isCurrent = false
    }

    /// The layout at a `width` × `height` allocation: the last one while nothing it depends on
    /// changed.
    func currentLayout(width: Double, height: Double) -> SliderLayout {
        let geometry = bandGeometry(width: width, height: height)
        if layoutCache.isCurrent, let layout = layoutCache.layout, layout.geometry == geometry, layout.values == values,
            layout.mode == mode, layout.highlightPattern == highlightPattern
        {
            return layout
        }
        let fresh = SliderLayout(geometry: geometry, values: values, mode: mode, highlightPattern: highlightPattern)
        if fresh != layoutCache.layout { layoutCache.generation &+= 1 }
        layoutCache.layout = fresh
        layoutCache.isCurrent = true
        counters.layouts += 1
        return fresh
    }

    /// An axis-space rectangle as a widget-space allocation.
    func widgetRect(_ r: SliderRect, width: Double, height: Double) -> GtkAllocation {
        let axis = self.axis
        let length = axis.length(width: width, height: height)
        let along = axis.isFlipped ? length - r.maxX : r.x
        let across = r.y + Double(bandOffset)  // the band lies after the before-marks and histogram strips
        let rect =
            axis.orientation == .horizontal
            ? (x: along, y: across, w: r.width, h: r.height)
            : (x: across, y: along, w: r.height, h: r.width)
        return GtkAllocation(
            x: Int32(rect.x.rounded(.down)), y: Int32(rect.y.rounded(.down)),
            width: Int32(rect.w.rounded(.up)), height: Int32(rect.h.rounded(.up)))
    }

    /// The band in axis space: the axis length less the end images (and their spacing), the
    /// thickness less the marks, and the thumb images' size when there are any.
    func bandGeometry(width: Double, height: Double) -> SliderGeometry {
        let axis = self.axis
        let thickness = max(0, axis.thickness(width: width, height: height) - Double(marksThickness + bandOffset))
        let ends = endInsets
        let length = axis.length(width: width, height: height)
        let thumb = thumbImageExtent
        return SliderGeometry(
            width: max(0, length - ends.start - ends.end), height: thickness, origin: ends.start,
            thumbLength: thumb?.along, thumbThickness: thumb?.across, scale: scale)
    }

    /// The axis length of the current allocation.
    var allocatedLength: Double {
        axis.length(width: Double(gtk_widget_get_width(gtkWidget)), height: Double(gtk_widget_get_height(gtkWidget)))
    }
}
