import CGtkShim
import RangeSliderCore

/// Builds a frame of the tutorial's drawn look from cached textures: the track, the track in
/// the highlight colour clipped to the selected span, and one texture per thumb, each placed on
/// whole device pixels so the renderer copies it without resampling. The layers are painted by
/// the same ``TrackPainter`` and ``ThumbPainter`` as the plain Cairo drawing, into a
/// ``LayerTextureCache`` at the widget's scale factor, and only when what they depend on
/// (size, colours, curvaceousness, state, orientation, scale) changes; a drag or a new value
/// moves them without drawing anything.
///
/// What differs from ``SliderPainter``'s drawing, by design:
/// - Thumbs and the ends of the highlighted span sit on whole device pixels: at most half a
///   device pixel from their exact place, like GtkScale's slider and highlight, whose
///   allocations are in whole pixels.
/// - The textures are rendered at the widget's scale factor. A snapshot scaled beyond it
///   (a zoomed `GtkWidgetPaintable`) magnifies them, as it magnifies GTK's icons; a real HiDPI
///   window (`GDK_SCALE=2`) is drawn at its full resolution.
///
/// The histogram and the marks are drawn with Cairo each frame, in their own nodes (they
/// change with the data). Skins are images already and keep ``SliderPainter``.
struct TexturedSliderSnapshot {
    let slider: RangeSliderWidget
    let cache: LayerTextureCache

    /// Appends the slider's drawing at `width` × `height` logical pixels to `snapshot`.
    func append(to snapshot: OpaquePointer, width: Double, height: Double) {
        let layout = slider.currentLayout(width: width, height: height)
        let toWidget = slider.axisTransform(width: width, height: height)
        let grid = DevicePixelGrid(scale: Int(gtk_widget_get_scale_factor(slider.gtkWidget)))
        let dimmed = gtk_widget_is_sensitive(slider.gtkWidget) == 0
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))

        if dimmed { gtk_snapshot_push_opacity(snapshot, 0.45) }
        if slider.histogram != nil, let cr = gtk_snapshot_append_cairo(snapshot, &bounds) {
            CairoPath.transform(cr, toWidget)
            HistogramPainter(slider: slider).paint(cr, geometry: layout.geometry, values: layout.values)
            cairo_destroy(cr)
        }
        appendTrack(to: snapshot, layout: layout, toWidget: toWidget, grid: grid)
        if !slider.marks.isEmpty, let cr = gtk_snapshot_append_cairo(snapshot, &bounds) {
            let marks = MarkPainter(marks: slider.marks, color: RangeSliderStyle.color(of: slider.gtkWidget))
            cairo_save(cr)
            CairoPath.transform(cr, toWidget)
            marks.paintTicks(cr, geometry: layout.geometry, values: layout.values)
            cairo_restore(cr)
            marks.paintLabels(cr, geometry: layout.geometry, values: layout.values, widget: slider.gtkWidget,
                              horizontal: slider.orientation == .horizontal) { along, across in
                toWidget.point(along: along, across: across)
            }
            cairo_destroy(cr)
        }
        if slider.mode != .progress {
            // The dragged thumb is drawn last, so it stays on top where the thumbs overlap.
            var order = layout.visibleThumbs
            if let dragged = slider.highlightedThumb, order.count == 2, order.first == dragged { order.reverse() }
            for thumb in order {
                appendThumb(to: snapshot, frame: layout.frame(of: thumb), highlighted: slider.highlightedThumb == thumb,
                            toWidget: toWidget, grid: grid)
            }
        }
        if dimmed { gtk_snapshot_pop(snapshot) }
    }

    private func appendTrack(to snapshot: OpaquePointer, layout: SliderLayout, toWidget: AxisTransform, grid: DevicePixelGrid) {
        let track = layout.geometry.trackFrame
        guard track.width > 0, track.height > 0 else { return }
        let area = grid.enclosing(toWidget.rect(track))
        let size = grid.pixelSize(of: area)
        let curvaceousness = slider.curvaceousness
        // Between its rounded ends the track is the same at every step along it (the gloss and
        // the inner shadow's corners reach `radius` in; strokes add under 2 px): one column of
        // pixels, stretched, draws the middle.
        let cap = track.height * curvaceousness / 2 + 2   // curvaceousness is kept within 0…1
        let start = toWidget.point(along: track.x + cap, across: track.y)
        let end = toWidget.point(along: track.maxX - cap, across: track.y)
        let horizontal = slider.orientation == .horizontal
        let pieces = grid.threeSlice(area, uniformStart: horizontal ? start.x : start.y,
                                     uniformEnd: horizontal ? end.x : end.y, horizontal: horizontal)
            .map { TexturePiece(source: $0.source, target: SliderRect(x: $0.target.x - area.x, y: $0.target.y - area.y,
                                                                      width: $0.target.width, height: $0.target.height)) }
        // The track's place within its image (the phase of its edges between device pixels).
        let offset = SliderRect(x: area.x - toWidget.x0, y: area.y - toWidget.y0, width: area.width, height: area.height)
        func layer(_ part: LayerKey.Part, fill: RGBA) -> RenderedLayer? {
            let key = LayerKey(part: part, scale: grid.scale, orientation: toWidget.linearPart, shape: track,
                               offset: offset, color: fill, curvaceousness: curvaceousness)
            return cache.layer(for: key, pixelWidth: size.width, pixelHeight: size.height, pieces: pieces) { cr in
                cairo_scale(cr, Double(grid.scale), Double(grid.scale))
                cairo_translate(cr, -area.x, -area.y)
                CairoPath.transform(cr, toWidget)
                // The highlight layer is the whole track in the highlight colour; the snapshot
                // clips it to the span. Gloss, shadow and outline are the same in both layers.
                TrackPainter(trackTintColor: fill, trackHighlightTintColor: fill, curvaceousness: curvaceousness)
                    .paint(cr, geometry: layout.geometry, highlight: SliderRect(x: 0, y: 0, width: 0, height: 0))
            }
        }
        layer(.track, fill: slider.trackTintColor)?.append(to: snapshot, x: area.x, y: area.y)
        // The span's ends on whole device pixels, like GtkScale's highlight allocation: a
        // clip between pixels would make the renderer build a coverage mask every frame.
        let exact = toWidget.rect(layout.highlightFrame)
        let x0 = grid.snap(exact.x), y0 = grid.snap(exact.y)
        let span = SliderRect(x: x0, y: y0, width: grid.snap(exact.maxX) - x0, height: grid.snap(exact.maxY) - y0)
        guard span.width > 0, span.height > 0, let highlighted = layer(.highlightedTrack, fill: slider.trackHighlightTintColor)
        else { return }
        var clip = graphene_rect_t()
        graphene_rect_init(&clip, Float(span.x), Float(span.y), Float(span.width), Float(span.height))
        gtk_snapshot_push_clip(snapshot, &clip)
        highlighted.append(to: snapshot, x: area.x, y: area.y)
        gtk_snapshot_pop(snapshot)
    }

    /// How far beyond its frame a thumb's drawing reaches, in logical pixels: nothing (the
    /// body is inset 2 px; its shadow, 1 px lower and 2 px wide, ends at the frame's edge).
    private static let thumbMargin = 0.0

    private func appendThumb(to snapshot: OpaquePointer, frame: SliderRect, highlighted: Bool,
                             toWidget: AxisTransform, grid: DevicePixelGrid) {
        guard frame.width > 0, frame.height > 0 else { return }
        let exact = toWidget.rect(frame)
        let placed = SliderRect(x: grid.snap(exact.x), y: grid.snap(exact.y), width: exact.width, height: exact.height)
        let area = grid.enclosing(placed, margin: Self.thumbMargin)
        let thumbTint = slider.thumbTintColor, curvaceousness = slider.curvaceousness
        let key = LayerKey(part: .thumb(highlighted: highlighted), scale: grid.scale, orientation: toWidget.linearPart,
                           shape: SliderRect(x: 0, y: 0, width: frame.width, height: frame.height),
                           offset: SliderRect(x: area.x - placed.x, y: area.y - placed.y, width: area.width, height: area.height),
                           color: thumbTint, curvaceousness: curvaceousness)
        let size = grid.pixelSize(of: area)
        let whole = TexturePiece(source: PixelRect(x: 0, y: 0, width: size.width, height: size.height),
                                 target: SliderRect(x: 0, y: 0, width: area.width, height: area.height))
        let layer = cache.layer(for: key, pixelWidth: size.width, pixelHeight: size.height, pieces: [whole]) { cr in
            cairo_scale(cr, Double(grid.scale), Double(grid.scale))
            // Draw the thumb where it is placed (snapped), relative to the image's corner.
            cairo_translate(cr, placed.x - exact.x - area.x, placed.y - exact.y - area.y)
            CairoPath.transform(cr, toWidget)
            ThumbPainter(thumbTintColor: thumbTint, curvaceousness: curvaceousness)
                .paint(cr, frame: frame, highlighted: highlighted)
        }
        layer?.append(to: snapshot, x: area.x, y: area.y)
    }
}
