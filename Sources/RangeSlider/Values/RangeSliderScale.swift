// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The scale of one slider (``RangeSliderWidget/scaleState``): how values spread along the
/// track, and the last piecewise and quantile scales given, which the GObject `scale` property
/// switches back to. Only this file and RangeSliderScaleKind.swift change it.
struct SliderScaleState {
    /// The scale in use (``RangeSliderWidget/scale``).
    fileprivate(set) var scale = SliderScale.linear
    /// The last piecewise and quantile scales given.
    var remembered = RememberedScales()
}

extension RangeSliderWidget {
    /// How values spread along the track: ``SliderScale/linear`` (the default, the tutorial's
    /// map), ``SliderScale/logarithmic``, ``SliderScale/piecewise(_:)`` or
    /// ``SliderScale/quantile(_:)``. Set it with ``setScale(_:)``.
    ///
    /// Everything placed along the track follows the scale: the thumbs, the highlight, drags
    /// and track clicks (a thumb stays under the pointer), marks and their snapping, ticks, the
    /// value popovers, and the histogram (drawn by count per pixel under a non-linear scale,
    /// see ``HistogramBars``). Values stay in value space: the properties, events, constraints
    /// (step, minimum separation, maximum span) and the accessible values.
    ///
    /// **Keys under a non-linear scale** move along the track: an arrow moves 1/100 of the
    /// track and Page Up/Down 1/10, so a press moves the thumb the same distance wherever it
    /// is; an increment the app set (``stepIncrement``, ``pageIncrement``) is used as a value
    /// step instead, and a piecewise scale's segment steps win for the arrows. Home and End
    /// jump to the ends, as always. See ``KeyboardStepper/target(of:for:in:increments:scale:)``.
    public var scale: SliderScale { scaleState.scale }

    /// Sets ``scale``. Throws a ``ScaleError`` that says why, and keeps the old scale, when
    /// the new one cannot map the current range (a logarithmic scale over a range that does not
    /// start above 0, breakpoints outside the range or out of order, a quantile scale with no
    /// finite data). The values do not change; the thumbs move to their places on the new
    /// scale. If the range changes later so that the scale no longer fits, it maps linearly
    /// until it fits again, with a GLib warning.
    public func setScale(_ newScale: SliderScale) throws {
        try newScale.validate(minimum: values.minimumValue, maximum: values.maximumValue)
        scaleState.remembered.remember(newScale)  // what the GObject `scale` property switches back to
        guard newScale != scaleState.scale else { return }
        scaleState.scale = newScale
        scaleChanged()
    }

    /// The scale's name as a `CeRangeSliderScale` value (0 linear, 1 logarithmic, 2 piecewise,
    /// 3 quantile).
    var scaleKind: Int32 {
        switch scaleState.scale {
        case .linear: return 0
        case .logarithmic: return 1
        case .piecewise: return 2
        case .quantile: return 3
        }
    }

    /// The scale changed: everything placed along the track moves.
    func scaleChanged() {
        cancelDrag()  // a drag in progress was anchored on the old scale
        setNeedsLayout()
        refreshValuePopovers()
        gtk_widget_queue_resize(gtkWidget)  // the ticks may change, and with them the labels' strip
        publishPropertyChanges()
    }

    /// The range changed: warn when the scale can no longer map it as itself.
    func scaleRangeChanged() {
        guard !scaleState.scale.isLinear,
            !scaleState.scale.isEffective(minimum: values.minimumValue, maximum: values.maximumValue)
        else { return }
        warn(
            """
            the \(scaleState.scale.name) scale cannot map the range \
            \(values.minimumValue)…\(values.maximumValue); it maps linearly until the range fits it again
            """)
    }

    /// The keyboard increments, and whether the app chose them.
    var keyIncrements: KeyIncrements {
        KeyIncrements(
            step: stepIncrement, page: pageIncrement,
            stepIsExplicit: increments.step != nil, pageIsExplicit: increments.page != nil)
    }
}
