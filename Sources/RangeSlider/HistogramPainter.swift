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
///   in the highlight colour, the rest in the muted colour: the slider's foreground colour (its
///   CSS `color`, from the theme) at 30 % opacity, which reads as a grey on light and dark
///   themes alike. A bin under a thumb is split exactly at the thumb's centre.
/// - Bars 4 px or wider are separated by a 1 px gap.
/// - No bins, all counts zero, a zero-width range or no strip: nothing is drawn.
struct HistogramPainter {
    let histogram: Histogram?
    let strip: Double
    let highlightColor: RGBA
    let mutedColor: RGBA

    /// The opacity of the muted colour over the slider's foreground colour.
    static let mutedAlpha = 0.3

    init(slider: RangeSliderWidget) {
        histogram = slider.histogram
        strip = Double(slider.histogramThickness)
        highlightColor = slider.trackHighlightTintColor
        let fg = RangeSliderStyle.color(of: slider.gtkWidget)
        mutedColor = RGBA(red: fg.red, green: fg.green, blue: fg.blue, alpha: fg.alpha * Self.mutedAlpha)
    }

    func paint(_ cr: OpaquePointer, geometry: SliderGeometry, values: RangeValues) {
        guard let histogram, histogram.maxCount > 0, histogram.span > 0, strip > 0 else { return }
        let track = geometry.trackFrame
        let foot = track.midY                 // hidden under the track
        let top = -strip + 2                  // the tallest bar's top
        let available = track.y - top         // from the track's top edge to the tallest bar's top
        guard available > 0 else { return }
        let (minimum, maximum) = (values.minimumValue, values.maximumValue)
        func position(_ value: Double) -> Double {
            geometry.positionForValue(value, minimum: minimum, maximum: maximum)
        }
        let coverage = histogram.coverage(lower: values.lowerValue, upper: values.upperValue)

        cairo_save(cr)
        for bin in 0..<histogram.binCount where histogram.counts[bin] > 0 {
            let low = histogram.edge(bin), high = histogram.edge(bin + 1)
            var x0 = position(low), x1 = position(high)
            if x1 - x0 >= 4 { x0 += 0.5; x1 -= 0.5 }
            guard x1 > x0 else { continue }   // outside the slider's range, or narrower than nothing
            let height = max(1, available * histogram.heightFraction(ofBin: bin))
            let y = track.y - height

            // The covered part, in value space, then in pixels, clipped to the bar.
            let c = coverage[bin]
            var h0 = x0, h1 = x0
            if !c.isEmpty {
                let width = high - low
                h0 = min(max(position(low + c.start * width), x0), x1)
                h1 = min(max(position(low + c.end * width), x0), x1)
                if c.start == 0 { h0 = x0 }
                if c.end == 1 { h1 = x1 }
            }
            func fill(_ from: Double, _ to: Double, _ color: RGBA) {
                guard to > from else { return }
                CairoPath.setColor(cr, color)
                cairo_rectangle(cr, from, y, to - from, foot - y)
                cairo_fill(cr)
            }
            fill(x0, h0, mutedColor)
            fill(h0, h1, highlightColor)
            fill(h1, x1, mutedColor)
        }
        cairo_restore(cr)
    }
}

extension RangeSliderWidget {
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
