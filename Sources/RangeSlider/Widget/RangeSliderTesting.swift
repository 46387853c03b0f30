// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Entry points for tests and benchmarks that drive the widget's own handlers without GTK
/// events or a frame, so they measure and check the code a user's input runs.
///
/// Import with `@_spi(Testing) import RangeSlider`. Not part of the stable API.
extension RangeSliderWidget {
    /// Runs the drag-begin handler as GtkGestureDrag's `drag-begin` would for a press at
    /// (`x`, `y`) in widget coordinates. Returns true when a drag of a thumb or the span started
    /// (a page step or a press off the slider starts none).
    @_spi(Testing)
    @discardableResult
    public func simulateDragBegin(x: Double, y: Double) -> Bool {
        dragBegan(x: x, y: y)
        return input.isDragging
    }

    /// Runs the drag-update handler as `drag-update` would, with the drag's offset from the
    /// press (`dx`, `dy`) and Shift held when `fineTune`: value mapping, clamping, observers
    /// (`.valueChanging`) and queueing a relayout and redraw.
    @_spi(Testing)
    public func simulateDragUpdate(dx: Double, dy: Double, fineTune: Bool = false) {
        dragUpdated(dx: dx, dy: dy, fineTune: fineTune)
    }

    /// Ends a drag as `drag-end` would (observers get the committed value and `.dragEnded`).
    @_spi(Testing)
    public func simulateDragEnd() {
        finishDrag()
    }

    /// Runs the focused thumb's key handler for `keyval` (with Ctrl when `control`), as a key
    /// press on it would. Returns whether the key was handled.
    @_spi(Testing)
    @discardableResult
    public func simulateKeyPress(_ keyval: guint, control: Bool = false) -> Bool {
        keyPressed(keyval, control ? GDK_CONTROL_MASK : GdkModifierType(rawValue: 0))
    }

    /// Runs the scroll handler as a scroll of (`dx`, `dy`) over the slider would, with the
    /// pointer at `pointer` (widget coordinates; nil: a scroll without a position).
    @_spi(Testing)
    @discardableResult
    public func simulateScroll(dx: Double, dy: Double, pointer: (x: Double, y: Double)? = nil) -> Bool {
        scrolled(dx: dx, dy: dy, pointer: pointer)
    }

    /// Paints the slider with Cairo into `cr` at `width` × `height` logical pixels: exactly
    /// what the widget's snapshot records, without GTK's snapshot or renderer.
    @_spi(Testing)
    public func paint(into cr: OpaquePointer, width: Double, height: Double) {
        SliderPainter(slider: self).paint(cr, width: width, height: height)
    }

    /// Layers of the drawn look rendered so far by every slider in the process (cache misses
    /// of the shared ``LayerTextureCache``): a drag or new values leave it unchanged.
    @_spi(Testing)
    public static var layerRenderCount: Int { LayerTextureCache.shared.renderCount }

    /// Invalidates the layout as a change of range does, with nothing changed: the next frame
    /// computes the layout again.
    @_spi(Testing)
    public func invalidateLayout() { setNeedsLayout() }

    /// How many times this slider built its frame's nodes rather than reusing the last ones
    /// (``SliderFrameCache``): a redraw with nothing changed leaves it unchanged.
    @_spi(Testing)
    public var frameBuildCount: Int { appearance.frameCache.builds }

    /// Layers the process's cache holds now, and the most it keeps.
    @_spi(Testing)
    public static var cachedLayers: (count: Int, capacity: Int) {
        (LayerTextureCache.shared.count, LayerTextureCache.shared.capacity)
    }

    /// When true, every layer is drawn as texture nodes, as with a GPU renderer, even under
    /// GSK's Cairo renderer (which otherwise gets the thumbs as Cairo images). For tests that
    /// check both paths on a machine without GL.
    @_spi(Testing)
    public static var drawsLayersAsTexturesOnly: Bool {
        get { TexturedSliderSnapshot.texturesOnly }
        set { TexturedSliderSnapshot.texturesOnly = newValue }
    }

    /// When true, the layers are drawn as for GSK's Cairo renderer (the thumbs as Cairo images)
    /// even in a window that renders with GL: a test renders one frame both ways, through the
    /// window's GL renderer and through a Cairo renderer, to compare them.
    /// ``drawsLayersAsTexturesOnly`` wins when both are set.
    @_spi(Testing)
    public static var drawsLayersAsForCairoRenderer: Bool {
        get { TexturedSliderSnapshot.asForCairoRenderer }
        set { TexturedSliderSnapshot.asForCairoRenderer = newValue }
    }
}
