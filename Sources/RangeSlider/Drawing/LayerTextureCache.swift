// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// What one cached layer looks like: everything its pixels depend on and nothing else. Where
/// the layer is drawn is not part of it, so a thumb dragged along the track reuses one texture.
struct LayerKey: Hashable {
    /// Which layer.
    enum Part: Hashable {
        /// The whole track in `trackTintColor`, with gloss, inner shadow and outline.
        case track
        /// The track as drawn with all of it selected (`trackHighlightTintColor` over
        /// `trackTintColor`); shown inside the selected span only.
        case highlightedTrack
        /// A thumb, plain or shaded while dragged.
        case thumb(highlighted: Bool)
        /// The focus ring around a thumb reached with the keyboard (``FocusRingPainter``).
        case focusRing
    }

    /// Which layer.
    var part: Part
    /// Device pixels per logical pixel.
    var scale: Int
    /// Orientation and flip (the axis map without its translation).
    var orientation: AxisTransform
    /// The shape: the track's frame in the band and the texture's placement for the track; a
    /// thumb's size (its origin is snapped to the device grid, so only its size matters).
    var shape: SliderRect
    /// Where the texture starts relative to the shape, in logical pixels: fixes the sub-pixel
    /// phase of a track whose edges fall between device pixels.
    var offset: SliderRect
    /// The fill colour: the track's, or the thumbs'.
    var color: RGBA
    /// The highlight colour, for the highlighted track.
    var secondColor: RGBA?
    /// 0 (square) … 1 (round).
    var curvaceousness: Double
}

/// One rendered layer: its pieces (``TexturePiece``) as textures, each drawn over its target
/// (logical pixels from the image's top left corner, so the layer can be drawn anywhere), and
/// the Cairo image they were cut from.
///
/// Holds one reference on each texture and on the image and drops them when the layer is
/// released, so a layer evicted from the cache, or left when the slider goes, frees them
/// exactly once. A snapshot that appends a texture or the image takes its own reference (the
/// render node holds it).
final class RenderedLayer {
    /// The pieces and their textures, in drawing order (the source: which pixels of the image).
    let pieces: [(texture: OpaquePointer, target: SliderRect, source: PixelRect)]
    /// The whole image, its device scale set to the layer's scale. Never drawn into again.
    private let image: OpaquePointer
    /// Device pixels per logical pixel: the textures' pixels are this many times as fine as
    /// their targets.
    private let scale: Int32

    fileprivate init(
        pieces: [(texture: OpaquePointer, target: SliderRect, source: PixelRect)], image: OpaquePointer, scale: Int
    ) {
        self.pieces = pieces
        self.scale = Int32(scale)
        self.image = cairo_surface_reference(image)
    }

    deinit {
        for piece in pieces { g_object_unref(UnsafeMutableRawPointer(piece.texture)) }
        if let madeCairoNode { gsk_render_node_unref(madeCairoNode) }
        if let placement { gsk_render_node_unref(placement.node) }
        cairo_surface_destroy(image)
    }

    /// The whole image as one Cairo node, its top left corner at (0, 0) (logical pixels): made
    /// on first use and appended, under a translation, by every frame of every slider that
    /// draws this layer under GSK's Cairo renderer, so a slider's kept frame holds no Cairo
    /// recording of its own. Released with the layer (a frame that appended it holds its own
    /// reference).
    private var madeCairoNode: OpaquePointer?

    private var cairoNode: OpaquePointer? {
        if let madeCairoNode { return madeCairoNode }
        var scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_scale(image, &scaleX, &scaleY)
        let width = Double(cairo_image_surface_get_width(image)) / scaleX
        let height = Double(cairo_image_surface_get_height(image)) / scaleY
        guard width > 0, height > 0, let snapshot = gtk_snapshot_new() else { return nil }
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, 0, 0, Float(width), Float(height))
        if let cr = gtk_snapshot_append_cairo(snapshot, &bounds) {
            cairo_set_source_surface(cr, image, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        madeCairoNode = gtk_snapshot_free_to_node(snapshot)
        return madeCairoNode
    }

    /// The shared Cairo node (``cairoNode``) translated to where it was last kept placed
    /// (``appendCairoImage(to:x:y:clip:keepingPlacement:)``), and that place.
    private var placement: (x: Double, y: Double, node: OpaquePointer)?

    /// The shared Cairo node with its top left corner at (`x`, `y`): the kept ``placement``
    /// when it is there, else a new translation of it, kept in its place.
    private func placedCairoNode(x: Double, y: Double) -> OpaquePointer? {
        if let placement, placement.x == x, placement.y == y { return placement.node }
        guard let node = cairoNode else { return nil }
        var offset = graphene_point_t(x: Float(x), y: Float(y))
        guard let translation = gsk_transform_translate(nil, &offset) else { return nil }
        let placed = gsk_transform_node_new(node, translation)
        gsk_transform_unref(translation)
        guard let placed else { return nil }
        if let placement { gsk_render_node_unref(placement.node) }
        placement = (x, y, placed)
        return placed
    }

    /// Appends the whole image for GSK's Cairo renderer, its top left corner at (`x`, `y`),
    /// inside `clip` only (nil: all of it): the layer's shared Cairo node (``cairoNode``) under
    /// a translation. An unscaled copy, which Cairo does with a plain blit when `x`, `y` and
    /// the clip's edges fall on whole device pixels.
    ///
    /// With `keepingPlacement`, the translated node is kept for the next frame that draws the
    /// layer at the same place, of this slider or of any other: the track, which every slider
    /// of the same geometry draws at the same place, then costs each frame its clips only. A
    /// thumb moves, so its translation is made with the frame.
    func appendCairoImage(
        to snapshot: OpaquePointer, x: Double, y: Double, clip: SliderRect?, keepingPlacement: Bool = false
    ) {
        guard let node = keepingPlacement ? placedCairoNode(x: x, y: y) : cairoNode else { return }
        if let clip {
            var rect = graphene_rect_t()
            graphene_rect_init(&rect, Float(clip.x), Float(clip.y), Float(clip.width), Float(clip.height))
            gtk_snapshot_push_clip(snapshot, &rect)
        }
        if keepingPlacement {
            gtk_snapshot_append_node(snapshot, node)
        } else {
            gtk_snapshot_save(snapshot)
            var offset = graphene_point_t(x: Float(x), y: Float(y))
            gtk_snapshot_translate(snapshot, &offset)
            gtk_snapshot_append_node(snapshot, node)
            gtk_snapshot_restore(snapshot)
        }
        if clip != nil { gtk_snapshot_pop(snapshot) }
    }

    /// Appends one texture node per piece of `shown` (indices into ``pieces``; targets and
    /// clips in the snapshot's logical coordinates), each under its clip if it has one, to a
    /// snapshot in device pixels (``inDevicePixels(_:scale:_:)``).
    func append(_ shown: [TrackPartPiece], toDevicePixels snapshot: OpaquePointer) {
        for part in shown where pieces.indices.contains(part.index) {
            if let clip = part.clip {
                var rect = devicePixels(clip)
                gtk_snapshot_push_clip(snapshot, &rect)
            }
            var rect = devicePixels(part.target)
            cgtk_snapshot_append_texture_exact(snapshot, pieces[part.index].texture, &rect)
            if part.clip != nil { gtk_snapshot_pop(snapshot) }
        }
    }

    /// Appends the layer's textures, the image's top left corner at (`x`, `y`) (logical
    /// pixels), to a snapshot in device pixels (``inDevicePixels(_:scale:_:)``): what a GPU
    /// renderer keeps on the GPU, copied without filtering.
    func append(toDevicePixels snapshot: OpaquePointer, x: Double, y: Double) {
        for piece in pieces {
            var rect = devicePixels(
                SliderRect(
                    x: x + piece.target.x, y: y + piece.target.y, width: piece.target.width,
                    height: piece.target.height))
            cgtk_snapshot_append_texture_exact(snapshot, piece.texture, &rect)
        }
    }

    /// `rect` (logical pixels) in device pixels.
    private func devicePixels(_ rect: SliderRect) -> graphene_rect_t {
        let s = Double(scale)
        var result = graphene_rect_t()
        graphene_rect_init(
            &result, Float(rect.x * s), Float(rect.y * s), Float(rect.width * s), Float(rect.height * s))
        return result
    }

    /// Runs `body` with `snapshot` scaled to device pixels (`scale` device pixels per logical
    /// pixel), where the layers' textures are drawn one texel per pixel: GTK's GPU renderers
    /// then copy them without filtering. One transform node for all the layers it draws.
    static func inDevicePixels(_ snapshot: OpaquePointer, scale: Int, _ body: () -> Void) {
        guard scale != 1 else { return body() }
        gtk_snapshot_save(snapshot)
        gtk_snapshot_scale(snapshot, 1 / Float(scale), 1 / Float(scale))
        body()
        gtk_snapshot_restore(snapshot)
    }
}

/// The drawn layers of every slider in the process (track, highlighted track, thumbs), each
/// rendered once with Cairo at the device scale and reused by every later frame of every slider
/// that looks the same, until something it depends on changes, as GTK caches icons. A frame
/// then costs a few texture copies; with GTK's GL renderer the textures stay on the GPU. A
/// window of identical sliders shares one set of layers.
///
/// Ownership: one cache per process (``shared``), main thread only, holding its layers strongly
/// and at most ``capacity`` of them (the least recently used goes first). An evicted layer is released and releases its
/// textures; a frame being drawn holds its own references on what it appended.
final class LayerTextureCache {
    /// The process's cache.
    nonisolated(unsafe) static let shared = LayerTextureCache(capacity: 24)

    private var cache: RecentlyUsedCache<LayerKey, RenderedLayer>

    /// The most layers kept.
    var capacity: Int { cache.capacity }

    /// A cache of at most `capacity` layers.
    init(capacity: Int) {
        cache = RecentlyUsedCache(capacity: capacity)
    }

    /// Layers rendered so far (cache misses): a test sees a drag reuse them.
    private(set) var renderCount = 0

    /// Layers held now.
    var count: Int { cache.count }

    /// The layer for `key`: an image `pixelWidth` × `pixelHeight` device pixels, drawn by
    /// `draw` into a cleared Cairo context (device pixels, origin at the image's top left) when
    /// not cached, and cut into `pieces` (targets relative to the image's corner; sharing the
    /// image's memory; none copied). Nil for an empty or oversized image or when Cairo fails;
    /// the caller then draws nothing for it.
    func layer(
        for key: LayerKey, pixelWidth: Int, pixelHeight: Int, pieces: [TexturePiece],
        draw: (OpaquePointer) -> Void
    ) -> RenderedLayer? {
        if let cached = cache.value(for: key) { return cached }
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 16_384, pixelHeight <= 16_384,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_set_device_scale(surface, Double(key.scale), Double(key.scale))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // The pixels stay in the surface: the GBytes owns it and destroys it when the last
        // texture cut from it goes.
        let whole = g_bytes_new_with_free_func(
            cairo_image_surface_get_data(surface), gsize(stride * pixelHeight),
            { cairo_surface_destroy(OpaquePointer($0)) },
            UnsafeMutableRawPointer(surface))
        defer { g_bytes_unref(whole) }
        var textures: [(texture: OpaquePointer, target: SliderRect, source: PixelRect)] = []
        for piece in pieces {
            let p = piece.source
            guard p.x >= 0, p.y >= 0, p.width > 0, p.height > 0, p.x + p.width <= pixelWidth,
                p.y + p.height <= pixelHeight
            else { continue }
            // Rows keep the image's stride; the last row ends at the piece's last pixel.
            let offset = p.y * stride + p.x * 4
            let length = (p.height - 1) * stride + p.width * 4
            guard let bytes = g_bytes_new_from_bytes(whole, gsize(offset), gsize(length)) else { continue }
            if let texture = gdk_memory_texture_new(
                Int32(p.width), Int32(p.height), Self.cairoFormat, bytes, gsize(stride))
            {
                textures.append((texture, piece.target, piece.source))
            }
            g_bytes_unref(bytes)
        }
        let layer = RenderedLayer(pieces: textures, image: surface, scale: key.scale)
        renderCount += 1
        _ = cache.insert(layer, for: key)  // displaced layers are released here
        return layer
    }

    /// Drops every layer.
    func removeAll() {
        _ = cache.removeAll()
    }

    /// Cairo's ARGB32 in memory order: premultiplied B, G, R, A on little-endian machines.
    private static var cairoFormat: GdkMemoryFormat {
        #if _endian(little)
            GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
        #else
            GDK_MEMORY_A8R8G8B8_PREMULTIPLIED
        #endif
    }
}
