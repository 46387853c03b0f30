// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// What one frame of a slider's drawn look depends on: when two frames have the same key they
/// draw the same nodes. See ``SliderFrameCache``.
///
/// Kept by every slider that is drawn, so stored compactly: colours in single precision (two
/// colours closer than that draw the same 8-bit pixels), indices and the scale factor in 32
/// bits, the small fields last.
struct SliderFrameKey: Equatable {
    /// The widget's size, logical pixels.
    var width: Double
    var height: Double
    /// The layout (values, geometry, mode and the frames of the thumbs and the span), by its
    /// generation (``SliderLayoutCache/generation``): the layout itself is the slider's.
    var layoutGeneration: UInt64
    /// Orientation, direction and inversion as a transform from axis space to the widget.
    var toWidget: AxisTransform
    var curvaceousness: Double
    /// The thumbs further fingers hold, drawn shaded too.
    var fingerThumbs: [Int]
    /// The track's, the highlight's and the thumbs' colours, and the focus ring's (the theme's
    /// highlight colour).
    private var colors: Colors
    /// The window's scale factor (the layers' resolution).
    private var scale: Int32
    /// The index of the thumb drawn shaded as the pointer's drag, if any.
    private var highlightedThumb: Int32?
    /// The index of the thumb whose focus ring shows, if any.
    private var ringThumb: Int32?
    /// Insensitive: drawn at 45 % opacity.
    var dimmed: Bool
    /// Whether the thumbs are Cairo images (GSK's Cairo renderer) or textures.
    var thumbsAsCairoImages: Bool

    /// A colour in single precision.
    private struct Color: Equatable {
        var red, green, blue, alpha: Float
        init(_ color: RGBA) {
            (red, green, blue, alpha) = (Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha))
        }
    }

    private struct Colors: Equatable {
        var track, highlight, thumb, ring: Color
    }

    init(
        width: Double, height: Double, layoutGeneration: UInt64, toWidget: AxisTransform, scale: Int, dimmed: Bool,
        thumbsAsCairoImages: Bool, trackTint: RGBA, highlightTint: RGBA, thumbTint: RGBA, ringColor: RGBA,
        curvaceousness: Double, highlightedThumb: Int?, fingerThumbs: [Int], ringThumb: Int?
    ) {
        self.width = width
        self.height = height
        self.layoutGeneration = layoutGeneration
        self.toWidget = toWidget
        self.curvaceousness = curvaceousness
        self.fingerThumbs = fingerThumbs
        colors = Colors(
            track: Color(trackTint), highlight: Color(highlightTint), thumb: Color(thumbTint), ring: Color(ringColor))
        self.scale = Int32(clamping: scale)
        self.highlightedThumb = highlightedThumb.map { Int32(clamping: $0) }
        self.ringThumb = ringThumb.map { Int32(clamping: $0) }
        self.dimmed = dimmed
        self.thumbsAsCairoImages = thumbsAsCairoImages
    }
}

/// The slider's last drawing (track, span and thumbs from the cached layers) as one render
/// node, with the ``SliderFrameKey`` it was drawn for. A frame whose key is the same appends
/// that node again instead of building it: what a redraw costs when the slider itself did not
/// change (another widget's change, a window's redraw, a theme-independent invalidation).
///
/// The node holds its own references to the layers' textures and images, so a layer evicted
/// from ``LayerTextureCache`` stays valid for as long as the node is kept. The histogram and the
/// marks change with the data and are drawn afresh: a slider with either is not cached here.
///
/// **Lifetime.** Owned by one slider; it holds one reference to its node, released when a new
/// node replaces it, in ``forget()`` and in `deinit`.
final class SliderFrameCache {
    private var key: SliderFrameKey?
    private var node: OpaquePointer?
    /// How many times a frame was built rather than reused (a diagnostic for tests).
    private(set) var builds = 0

    /// Appends the node for `key` to `snapshot`: the kept one when its key is the same, else
    /// the one `build` draws into a snapshot of its own, kept in its place.
    func append(to snapshot: OpaquePointer, key: SliderFrameKey, build: (OpaquePointer) -> Void) {
        if let node, self.key == key {
            gtk_snapshot_append_node(snapshot, node)
            return
        }
        forget()
        guard let own = gtk_snapshot_new() else { return build(snapshot) }
        build(own)
        builds += 1
        guard let fresh = gtk_snapshot_free_to_node(own) else { return }  // nothing drawn
        node = fresh
        self.key = key
        gtk_snapshot_append_node(snapshot, fresh)
    }

    /// Drops the kept node (the next frame builds one).
    func forget() {
        if let node { gsk_render_node_unref(node) }
        node = nil
        key = nil
    }

    deinit { forget() }
}
