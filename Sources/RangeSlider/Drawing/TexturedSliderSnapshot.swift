// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Builds a frame of the tutorial's drawn look from cached layers: the track outside the
/// selected span, the highlighted track inside it (each part drawing only its own pixels, so
/// the antialiased outline is drawn once), and one image per thumb, each placed on whole device
/// pixels so the renderer copies it without resampling.
///
/// The nodes depend on the renderer. Under GSK's Cairo renderer the layers' Cairo images are
/// copied by Cairo nodes, one per layer shared by every slider that draws it (each track part
/// clipped to its stretch), since GTK 4.8 converts a texture node's texture to a Cairo image on
/// every frame. Under a GPU renderer every layer is textures, uploaded once and drawn in device
/// pixels, texel for texel (from GTK 4.10 nearest-filtered texture scale nodes, which a GPU
/// renderer copies without interpolating); the track's parts are its caps and its stretched
/// middle column, placed so no pixel is drawn twice (``TrackPartPieces``). The layers are
/// painted by the same ``TrackPainter`` and ``ThumbPainter`` as the plain Cairo drawing, into
/// a ``LayerTextureCache`` at the widget's scale factor, and only when what they depend on
/// (size, colours, curvaceousness, state, orientation, scale) changes; a drag or a new value
/// moves them without drawing anything.
///
/// What differs from ``SliderPainter``'s drawing, by design:
/// - Thumbs and the ends of the highlighted span sit on whole device pixels: at most half a
///   device pixel from their exact place, like GtkScale's slider and highlight, whose
///   allocations are in whole pixels.
/// - The textures are rendered at the widget's scale factor. A snapshot scaled beyond it
///   (a zoomed `GtkWidgetPaintable`) magnifies them, as it magnifies GTK's icons (a GPU
///   renderer then copies each texture to an image at its own resolution first); a real HiDPI
///   window (`GDK_SCALE=2`) is drawn at its full resolution.
///
/// The histogram is colour nodes, one per bar part, and the marks are drawn with Cairo each
/// frame, in their own node (both change with the data). Skins are images already and keep
/// ``SliderPainter``.
struct TexturedSliderSnapshot {
    let slider: RangeSliderWidget
    /// Where the layers are kept (the process's cache).
    var cache = LayerTextureCache.shared

    /// What this frame's drawing depends on, for ``SliderFrameCache``; nil when the slider has
    /// a histogram or marks (drawn from the data each frame, never cached).
    func frameKey(width: Double, height: Double) -> SliderFrameKey? {
        guard slider.histogram == nil, slider.marks.isEmpty else { return nil }
        _ = slider.currentLayout(width: width, height: height)  // brings the generation up to date
        return SliderFrameKey(
            width: width, height: height,
            layoutGeneration: slider.layoutCache.generation,
            toWidget: slider.axisTransform(width: width, height: height),
            scale: Int(gtk_widget_get_scale_factor(slider.gtkWidget)),
            dimmed: gtk_widget_is_sensitive(slider.gtkWidget) == 0,
            thumbsAsCairoImages: cairoRenderer,
            trackTint: slider.trackTintColor, highlightTint: slider.trackHighlightTintColor,
            thumbTint: slider.thumbTintColor, ringColor: slider.themeColor(.highlight),
            curvaceousness: slider.curvaceousness, highlightedThumb: slider.highlightedThumbIndex,
            fingerThumbs: slider.fingerHighlightedThumbs,
            ringThumb: slider.thumbWidgets.indices.first { FocusRingPainter.isShown(on: slider, index: $0) })
    }

    /// Appends the slider's drawing at `width` × `height` logical pixels to `snapshot`.
    func append(to snapshot: OpaquePointer, width: Double, height: Double) {
        let layout = slider.currentLayout(width: width, height: height)
        let toWidget = slider.axisTransform(width: width, height: height)
        let grid = DevicePixelGrid(scale: Int(gtk_widget_get_scale_factor(slider.gtkWidget)))
        let dimmed = gtk_widget_is_sensitive(slider.gtkWidget) == 0
        let thumbsAsCairoImages = cairoRenderer
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))

        if dimmed { gtk_snapshot_push_opacity(snapshot, 0.45) }
        if slider.histogram != nil {
            HistogramPainter(slider: slider).append(to: snapshot, layout: layout, toWidget: toWidget)
        }
        appendTrack(to: snapshot, layout: layout, toWidget: toWidget, grid: grid, asCairoImages: thumbsAsCairoImages)
        if !slider.marks.isEmpty, let cr = gtk_snapshot_append_cairo(snapshot, &bounds) {
            let marks = MarkPainter(
                marks: slider.marks, color: RangeSliderStyle.color(of: slider.gtkWidget),
                histogramStrip: Double(slider.histogramThickness))
            cairo_save(cr)
            CairoPath.transform(cr, toWidget)
            marks.paintTicks(cr, geometry: layout.geometry, values: layout.values)
            cairo_restore(cr)
            marks.paintLabels(
                cr, geometry: layout.geometry, values: layout.values, widget: slider.gtkWidget,
                horizontal: slider.orientation == .horizontal
            ) { along, across in
                toWidget.point(along: along, across: across)
            }
            cairo_destroy(cr)
        }
        if slider.mode != .progress {
            // The dragged thumb is drawn last, so it stays on top where the thumbs overlap.
            let order = slider.drawingOrder(of: layout.visibleThumbIndices)
            func appendThumbs() {
                for index in order {
                    appendThumb(
                        to: snapshot, frame: layout.frame(at: index), highlighted: slider.isThumbHighlighted(index),
                        toWidget: toWidget, grid: grid, asCairoImage: thumbsAsCairoImages)
                }
            }
            if thumbsAsCairoImages {
                appendThumbs()
            } else {
                RenderedLayer.inDevicePixels(snapshot, scale: grid.scale, appendThumbs)
            }
            let ringed = order.filter { FocusRingPainter.isShown(on: slider, index: $0) }
            if !ringed.isEmpty {
                RenderedLayer.inDevicePixels(snapshot, scale: grid.scale) {
                    for index in ringed {
                        appendFocusRing(to: snapshot, frame: layout.frame(at: index), toWidget: toWidget, grid: grid)
                    }
                }
            }
        }
        if dimmed { gtk_snapshot_pop(snapshot) }
    }

    private func appendTrack(
        to snapshot: OpaquePointer, layout: SliderLayout, toWidget: AxisTransform, grid: DevicePixelGrid,
        asCairoImages: Bool
    ) {
        let track = layout.geometry.trackFrame
        guard track.width > 0, track.height > 0 else { return }
        let area = grid.enclosing(toWidget.rect(track))
        let size = grid.pixelSize(of: area)
        let curvaceousness = slider.curvaceousness
        // Between its rounded ends the track is the same at every step along it (the gloss and
        // the inner shadow's corners reach `radius` in; strokes add under 2 px): one column of
        // pixels, stretched, draws the middle.
        let cap = track.height * curvaceousness / 2 + 2  // curvaceousness is kept within 0…1
        let start = toWidget.point(along: track.x + cap, across: track.y)
        let end = toWidget.point(along: track.maxX - cap, across: track.y)
        let horizontal = slider.orientation == .horizontal
        let pieces = grid.threeSlice(
            area, uniformStart: horizontal ? start.x : start.y,
            uniformEnd: horizontal ? end.x : end.y, horizontal: horizontal
        )
        .map {
            TexturePiece(
                source: $0.source,
                target: SliderRect(
                    x: $0.target.x - area.x, y: $0.target.y - area.y,
                    width: $0.target.width, height: $0.target.height))
        }
        // The track's place within its image (the phase of its edges between device pixels).
        let offset = SliderRect(
            x: area.x - toWidget.x0, y: area.y - toWidget.y0, width: area.width, height: area.height)
        let colors = (track: slider.trackTintColor, highlight: slider.trackHighlightTintColor)
        func layer(_ part: LayerKey.Part) -> RenderedLayer? {
            let highlighted = part == .highlightedTrack
            let key = LayerKey(
                part: part, scale: grid.scale, orientation: toWidget.linearPart, shape: track,
                offset: offset, color: colors.track, secondColor: highlighted ? colors.highlight : nil,
                curvaceousness: curvaceousness)
            return cache.layer(for: key, pixelWidth: size.width, pixelHeight: size.height, pieces: pieces) { cr in
                cairo_scale(cr, Double(grid.scale), Double(grid.scale))
                cairo_translate(cr, -area.x, -area.y)
                CairoPath.transform(cr, toWidget)
                // The highlighted layer is the painter's drawing with the whole track selected;
                // the snapshot shows it inside the span only.
                TrackPainter(
                    trackTintColor: colors.track, trackHighlightTintColor: colors.highlight,
                    curvaceousness: curvaceousness
                )
                .paint(
                    cr, geometry: layout.geometry,
                    highlight: highlighted ? track : SliderRect(x: 0, y: 0, width: 0, height: 0))
            }
        }
        // The span's ends on whole device pixels, like GtkScale's highlight allocation (a clip
        // between pixels would make the renderer build a coverage mask every frame). Each part
        // of the track shows one layer: the layers are translucent along the antialiased
        // outline, so drawing one over the other there would darken it.
        // The highlight pattern may pick several stretches (RangeSliderThumbRelations.swift).
        let along = horizontal ? (area.x, area.maxX) : (area.y, area.maxY)
        let spans: [(from: Double, to: Double)] = layout.highlightFrames.compactMap { frame in
            let exact = toWidget.rect(frame)
            guard exact.width > 0, exact.height > 0 else { return nil }
            let start = min(max(grid.snap(horizontal ? exact.x : exact.y), along.0), along.1)
            let end = min(max(grid.snap(horizontal ? exact.maxX : exact.maxY), along.0), along.1)
            return (start, end)
        }.sorted { $0.from < $1.from }
        let parts: [(LayerKey.Part, Double, Double)] = HighlightPattern.pieces(
            from: along.0, to: along.1, highlights: spans
        )
        .map { ($0.highlighted ? .highlightedTrack : .track, $0.from, $0.to) }
        func clip(_ from: Double, _ to: Double) -> SliderRect {
            horizontal
                ? SliderRect(x: from, y: area.y, width: to - from, height: area.height)
                : SliderRect(x: area.x, y: from, width: area.width, height: to - from)
        }
        if asCairoImages {
            // GSK's Cairo renderer: each part is its layer's shared Cairo node, clipped to the
            // part, unscaled and on whole device pixels (a texture node would be converted to a
            // Cairo image on every frame, and a stretched slice resampled).
            for (part, from, to) in parts where to > from {
                layer(part)?.appendCairoImage(
                    to: snapshot, x: area.x, y: area.y, clip: clip(from, to), keepingPlacement: true)
            }
            return
        }
        // Texture nodes (a GPU renderer keeps them uploaded), drawn in device pixels: each part
        // draws only its own pixels, the stretched column over the part's share, a cap under a
        // clip only where the span's end cuts it (``TrackPartPieces``).
        RenderedLayer.inDevicePixels(snapshot, scale: grid.scale) {
            for (part, from, to) in parts where to > from {
                guard let rendered = layer(part) else { continue }
                let placed = rendered.pieces.map {
                    TexturePiece(
                        source: $0.source,
                        target: SliderRect(
                            x: area.x + $0.target.x, y: area.y + $0.target.y,
                            width: $0.target.width, height: $0.target.height))
                }
                rendered.append(
                    TrackPartPieces.pieces(placed, from: from, to: to, scale: grid.scale, horizontal: horizontal),
                    toDevicePixels: snapshot)
            }
        }
    }

    /// How far beyond its frame a thumb's drawing reaches, in logical pixels: nothing (the
    /// body is inset 2 px; its shadow, 1 px lower and 2 px wide, ends at the frame's edge).
    private static let thumbMargin = 0.0

    private func appendThumb(
        to snapshot: OpaquePointer, frame: SliderRect, highlighted: Bool,
        toWidget: AxisTransform, grid: DevicePixelGrid, asCairoImage: Bool
    ) {
        let thumbTint = slider.thumbTintColor, curvaceousness = slider.curvaceousness
        appendPlacedLayer(
            .thumb(highlighted: highlighted), to: snapshot, frame: frame, margin: Self.thumbMargin,
            color: thumbTint, curvaceousness: curvaceousness, toWidget: toWidget, grid: grid,
            asCairoImage: asCairoImage
        ) { cr in
            ThumbPainter(thumbTintColor: thumbTint, curvaceousness: curvaceousness)
                .paint(cr, frame: frame, highlighted: highlighted)
        }
    }

    /// The focus ring around a thumb, from a cached layer placed like the thumb (on whole
    /// device pixels), so every renderer copies the same pixels.
    private func appendFocusRing(
        to snapshot: OpaquePointer, frame: SliderRect, toWidget: AxisTransform, grid: DevicePixelGrid
    ) {
        let ring = FocusRingPainter(slider: slider)
        appendPlacedLayer(
            .focusRing, to: snapshot, frame: frame, margin: FocusRingPainter.reach, color: ring.color,
            curvaceousness: 1, toWidget: toWidget, grid: grid, asCairoImage: false
        ) { cr in
            ring.paint(cr, frame: frame)
        }
    }

    /// A cached layer drawn around `frame` (axis space) by `paint`, placed on whole device pixels
    /// (at most half a device pixel from the exact place, as GtkScale's allocations are) and
    /// reaching `margin` logical pixels beyond the frame. `paint` draws in axis space, as the
    /// painters do; the cache key holds what the pixels depend on.
    private func appendPlacedLayer(
        _ part: LayerKey.Part, to snapshot: OpaquePointer, frame: SliderRect, margin: Double,
        color: RGBA, curvaceousness: Double, toWidget: AxisTransform, grid: DevicePixelGrid,
        asCairoImage: Bool, paint: (OpaquePointer) -> Void
    ) {
        guard frame.width > 0, frame.height > 0 else { return }
        let exact = toWidget.rect(frame)
        let placed = SliderRect(x: grid.snap(exact.x), y: grid.snap(exact.y), width: exact.width, height: exact.height)
        let area = grid.enclosing(placed, margin: margin)
        let key = LayerKey(
            part: part, scale: grid.scale, orientation: toWidget.linearPart,
            shape: SliderRect(x: 0, y: 0, width: frame.width, height: frame.height),
            offset: SliderRect(x: area.x - placed.x, y: area.y - placed.y, width: area.width, height: area.height),
            color: color, secondColor: nil, curvaceousness: curvaceousness)
        let size = grid.pixelSize(of: area)
        let whole = TexturePiece(
            source: PixelRect(x: 0, y: 0, width: size.width, height: size.height),
            target: SliderRect(x: 0, y: 0, width: area.width, height: area.height))
        let layer = cache.layer(for: key, pixelWidth: size.width, pixelHeight: size.height, pieces: [whole]) { cr in
            cairo_scale(cr, Double(grid.scale), Double(grid.scale))
            // Draw where the layer is placed (snapped), relative to the image's corner.
            cairo_translate(cr, placed.x - exact.x - area.x, placed.y - exact.y - area.y)
            CairoPath.transform(cr, toWidget)
            paint(cr)
        }
        if asCairoImage {
            layer?.appendCairoImage(to: snapshot, x: area.x, y: area.y, clip: nil)
        } else {
            layer?.append(toDevicePixels: snapshot, x: area.x, y: area.y)  // in the caller's device space
        }
    }

    /// Texture nodes for every layer whatever the renderer (tests; see
    /// ``RangeSliderWidget/drawsLayersAsTexturesOnly``). Main thread only.
    nonisolated(unsafe) static var texturesOnly = false

    /// Nodes as for GSK's Cairo renderer (the thumbs as Cairo images) whatever the window's
    /// renderer (tests that render a GL window's slider with a Cairo renderer too; see
    /// ``RangeSliderWidget/drawsLayersAsForCairoRenderer``). Main thread only.
    nonisolated(unsafe) static var asForCairoRenderer = false

    /// True when the widget's window renders with GSK's Cairo renderer (software, as under
    /// Xvfb or with `GSK_RENDERER=cairo`).
    private var cairoRenderer: Bool {
        if Self.asForCairoRenderer && !Self.texturesOnly { return true }
        guard !Self.texturesOnly, let native = gtk_widget_get_native(slider.gtkWidget),
            let renderer = gtk_native_get_renderer(native)
        else { return false }
        return g_type_check_instance_is_a(
            UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self),
            gsk_cairo_renderer_get_type()) != 0
    }
}
