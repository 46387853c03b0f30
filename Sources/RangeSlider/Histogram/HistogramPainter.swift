// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Draws a slider's ``RangeSliderWidget/histogram``: one bar per bin, standing on the track, in
/// the strip of ``RangeSliderWidget/histogramHeight`` before the band.
///
/// Works in the band's axis space (the caller has transformed `cr`): `along` grows with the
/// value, the band runs `0…geometry.height` across, and the strip lies at negative `across`.
/// The bars' feet reach down to the middle of the track, which is painted over them, so they
/// rise out of the track's top edge; the thumbs, painted later, cover them.
///
/// - Heights: bin count ÷ the tallest bin's count × the strip's height (less 2 px of head
///   room); a bin with any homes is at least 1 px tall, so sparse bins stay visible.
/// - Colours: the part of a bin inside the selected span (``Histogram/coverage(lower:upper:)``)
///   in the highlight colour (``RangeSliderWidget/histogramHighlightColor``, else the track's
///   highlight), the rest in the muted colour (``RangeSliderWidget/histogramColor``, else
///   this default): the slider's foreground colour (its
///   CSS `color`, from the theme) at 30 % opacity, which reads as a grey on light and dark
///   themes alike. A bin under a thumb is split at the thumb's centre (on the device pixel nearest it).
/// - Bars 4 px or wider are separated by a 1 px gap.
/// - Every edge (sides, top, the split at a thumb) lies on a whole device pixel
///   (``HistogramBars``), so all gaps are equally wide and no renderer blends a half-covered
///   column differently.
/// - No bins, all counts zero, a zero-width range or no strip: nothing is drawn.
struct HistogramPainter {
    let histogram: Histogram?
    let strip: Double
    let highlightColor: RGBA
    let mutedColor: RGBA
    /// The widget's device pixels: bar edges are snapped to them.
    let grid: DevicePixelGrid
    /// The slider's mode: with one thumb the span starts at the minimum.
    let mode: SliderMode

    /// The opacity of the muted colour over the slider's foreground colour.
    static let mutedAlpha = 0.3

    init(slider: RangeSliderWidget) {
        histogram = slider.histogram
        mode = slider.mode
        strip = Double(slider.histogramThickness)
        highlightColor = slider.histogramHighlightColor ?? slider.trackHighlightTintColor
        mutedColor = slider.histogramColor ?? slider.defaultHistogramColor
        grid = DevicePixelGrid(scale: Int(gtk_widget_get_scale_factor(slider.gtkWidget)))
    }

    /// The filled rectangles, in the band's axis space, each with its colour: a bar's muted
    /// part below the span, its highlighted part, and its muted part above. Empty when there is
    /// nothing to draw.
    ///
    /// `highlights`, when given, are the stretches (along the band) a highlight pattern picks
    /// (``SliderLayout/highlightFrames``): each bar is highlighted inside them, split at their
    /// ends on the device pixel nearest each, instead of between the first and last value.
    func rectangles(
        geometry: SliderGeometry, values: RangeValues,
        highlights: [SliderRect]? = nil
    ) -> [(rect: SliderRect, color: RGBA)] {
        guard let histogram, strip > 0 else { return [] }
        let track = geometry.trackFrame
        let top = -strip + 2  // the tallest bar's top
        let (minimum, maximum) = (values.minimumValue, values.maximumValue)
        // Edges on whole device pixels (HistogramBars): no half-covered columns, so every gap
        // is as wide as the others and GL draws what Cairo draws.
        let bars = HistogramBars.layout(
            histogram, position: { geometry.positionForValue($0, minimum: minimum, maximum: maximum) },
            trackTop: track.y, foot: track.midY, available: track.y - top,
            lower: highlights == nil ? mode.lowerValue(of: values) : minimum,
            upper: highlights == nil ? values.upperValue : minimum, grid: grid,
            byDensity: !geometry.scale.isLinear)
        var result: [(rect: SliderRect, color: RGBA)] = []
        result.reserveCapacity(bars.count)
        if let highlights {
            let spans = highlights.filter { $0.width > 0 }.map { (from: grid.snap($0.x), to: grid.snap($0.maxX)) }
            for bar in bars {
                for piece in HighlightPattern.pieces(from: bar.start, to: bar.end, highlights: spans) {
                    result.append(
                        (
                            SliderRect(
                                x: piece.from, y: bar.top, width: piece.to - piece.from, height: bar.foot - bar.top),
                            piece.highlighted ? highlightColor : mutedColor
                        ))
                }
            }
            return result
        }
        for bar in bars {
            for (from, to, color) in [
                (bar.start, bar.highlightStart, mutedColor),
                (bar.highlightStart, bar.highlightEnd, highlightColor),
                (bar.highlightEnd, bar.end, mutedColor),
            ] where to > from {
                result.append((SliderRect(x: from, y: bar.top, width: to - from, height: bar.foot - bar.top), color))
            }
        }
        return result
    }

    /// Paints the bars with Cairo into `cr`, which the caller has put in the band's axis space
    /// (the skinned look, and the tests' painter).
    func paint(_ cr: OpaquePointer, geometry: SliderGeometry, values: RangeValues) {
        paint(cr, parts: rectangles(geometry: geometry, values: values))
    }

    /// Paints the bars of `layout`, highlighted as its highlight pattern says.
    func paint(_ cr: OpaquePointer, layout: SliderLayout) {
        paint(
            cr,
            parts: rectangles(geometry: layout.geometry, values: layout.values, highlights: Self.highlights(of: layout))
        )
    }

    /// The stretches to highlight for `layout`: nil (first to last value) with the default pattern.
    static func highlights(of layout: SliderLayout) -> [SliderRect]? {
        layout.mode == .range && layout.highlightPattern != .betweenEachPair ? layout.highlightFrames : nil
    }

    private func paint(_ cr: OpaquePointer, parts: [(rect: SliderRect, color: RGBA)]) {
        guard !parts.isEmpty else { return }
        cairo_save(cr)
        for part in parts {
            CairoPath.setColor(cr, part.color)
            cairo_rectangle(cr, part.rect.x, part.rect.y, part.rect.width, part.rect.height)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// Appends the bars to `snapshot` as colour nodes, in widget space through `toWidget`: what
    /// every renderer draws natively, with no Cairo surface to upload. (GTK 4.8's GL renderer
    /// caches a Cairo node's texture by the node's address, so a new frame's node at a reused
    /// address can show an earlier frame's bars, stretched.)
    func append(to snapshot: OpaquePointer, layout: SliderLayout, toWidget: AxisTransform) {
        for part in rectangles(
            geometry: layout.geometry, values: layout.values, highlights: Self.highlights(of: layout))
        {
            let r = toWidget.rect(part.rect)
            var bounds = graphene_rect_t()
            graphene_rect_init(&bounds, Float(r.x), Float(r.y), Float(r.width), Float(r.height))
            var color = GdkRGBA(
                red: Float(part.color.red), green: Float(part.color.green),
                blue: Float(part.color.blue), alpha: Float(part.color.alpha))
            gtk_snapshot_append_color(snapshot, &color, &bounds)
        }
    }
}

extension RangeSliderWidget {
    /// The colour of the histogram's bars outside the span when ``histogramColor`` is nil: the
    /// slider's foreground colour (its CSS `color`) at 30 % opacity.
    public var defaultHistogramColor: RGBA {
        let fg = RangeSliderStyle.color(of: gtkWidget)
        return RGBA(red: fg.red, green: fg.green, blue: fg.blue, alpha: fg.alpha * HistogramPainter.mutedAlpha)
    }

    /// The thickness of the histogram strip: ``histogramHeight`` while a ``histogram`` is set,
    /// else 0.
    var histogramThickness: Int32 {
        histogram == nil ? 0 : max(0, histogramHeight)
    }

    /// Bins `values` into a histogram of `binCount` equal bins over the slider's current range
    /// (``minimumValue``…``maximumValue``) and shows it; values outside the range, NaN and
    /// infinities are not counted. Set ``histogram`` directly for counts computed elsewhere
    /// (for example by an index) or bins over another range.
    public func setHistogram<S: Sequence>(values: S, binCount: Int) where S.Element == Double {
        histogram = Histogram(values: values, binCount: binCount, lowerBound: minimumValue, upperBound: maximumValue)
    }
}
