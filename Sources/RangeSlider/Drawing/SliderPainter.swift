// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Draws a whole range slider: track, marks and thumbs, in the slider's axis space (so one
/// drawing serves horizontal, vertical, inverted and right-to-left sliders), dimmed when
/// insensitive. Skins (``RangeSliderWidget/minimumTrackImage`` and the others) replace the
/// drawn track and thumbs through ``SkinPainter``; thumb and end images are drawn upright in
/// widget space, after the axis-space drawing.
struct SliderPainter {
    let slider: RangeSliderWidget

    func paint(_ cr: OpaquePointer, width: Double, height: Double) {
        let axis = slider.axis
        let layout = slider.currentLayout(width: width, height: height)
        let dimmed = gtk_widget_is_sensitive(slider.gtkWidget) == 0
        let skin = SkinPainter(scaleFactor: Int(gtk_widget_get_scale_factor(slider.gtkWidget)))
        if dimmed { cairo_push_group(cr) }

        cairo_save(cr)
        // Band space: the histogram strip, if any, lies before the band (negative `across`).
        CairoPath.transform(cr, slider.axisTransform(width: width, height: height))
        HistogramPainter(slider: slider).paint(cr, layout: layout)
        if slider.skins.trackImages.isEmpty {
            TrackPainter(
                trackTintColor: slider.trackTintColor,
                trackHighlightTintColor: slider.trackHighlightTintColor,
                curvaceousness: slider.curvaceousness
            )
            .paint(cr, geometry: layout.geometry, highlights: layout.highlightFrames)
        } else {
            skin.paintTrack(cr, layout: layout, images: slider.skins.trackImages) { part in
                part == .minimumTrack ? slider.trackHighlightTintColor : slider.trackTintColor
            }
        }
        let marks = MarkPainter(
            marks: slider.marks, color: RangeSliderStyle.color(of: slider.gtkWidget),
            histogramStrip: Double(slider.histogramThickness))
        marks.paintTicks(cr, geometry: layout.geometry, values: layout.values)

        // The dragged thumb is drawn last, so it stays on top where the thumbs overlap.
        let order = slider.drawingOrder(of: layout.visibleThumbIndices)
        let sensitive = !dimmed
        let thumbImages = order.map { t in
            (
                t,
                slider.effectiveThumbImage(
                    for: ThumbState.of(sensitive: sensitive, highlighted: slider.isThumbHighlighted(t)), at: t)
            )
        }
        let drawn = ThumbPainter(thumbTintColor: slider.thumbTintColor, curvaceousness: slider.curvaceousness)
        for (t, image) in thumbImages where image == nil && slider.mode != .progress {
            drawn.paint(cr, frame: layout.frame(at: t), highlighted: slider.isThumbHighlighted(t))
        }
        if slider.mode != .progress {
            let ring = FocusRingPainter(slider: slider)
            for t in order where FocusRingPainter.isShown(on: slider, index: t) {
                ring.paint(cr, frame: layout.frame(at: t))
            }
        }
        cairo_restore(cr)

        // Upright images, in widget space.
        let band = layout.geometry
        for (t, image) in thumbImages {
            guard let image else { continue }
            let centre = layout.frame(at: t)
            let p = slider.widgetPoint(along: centre.midX, across: centre.midY, width: width, height: height)
            skin.draw(cr, image, centredAt: p.x, p.y)
        }
        let length = axis.length(width: width, height: height)
        if let image = slider.minimumValueImage {
            let along = slider.extent(of: image).along
            let p = slider.widgetPoint(along: along / 2, across: band.height / 2, width: width, height: height)
            skin.draw(cr, image, centredAt: p.x, p.y)
        }
        if let image = slider.maximumValueImage {
            let along = slider.extent(of: image).along
            let p = slider.widgetPoint(along: length - along / 2, across: band.height / 2, width: width, height: height)
            skin.draw(cr, image, centredAt: p.x, p.y)
        }

        // Text is drawn upright, in widget space.
        marks.paintLabels(
            cr, geometry: layout.geometry, values: layout.values, widget: slider.gtkWidget,
            horizontal: axis.orientation == .horizontal
        ) { along, across in
            slider.widgetPoint(along: along, across: across, width: width, height: height)
        }

        if dimmed {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, 0.45)
        }
    }
}

extension RangeSliderWidget {
    /// The map from band space (axis space, the band after the before-marks and histogram strips) to widget
    /// space for a widget of `width` × `height`.
    func axisTransform(width: Double, height: Double) -> AxisTransform {
        let axis = self.axis
        return AxisTransform(
            axis: axis, length: axis.length(width: width, height: height),
            acrossOffset: Double(bandOffset))
    }

    /// An axis-space point in widget coordinates.
    func widgetPoint(along: Double, across: Double, width: Double, height: Double) -> (x: Double, y: Double) {
        axisTransform(width: width, height: height).point(along: along, across: across)
    }
}
