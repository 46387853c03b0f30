// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import GtkSupport
import RangeSliderCore

// Ticks: generated marks along the track (see ``TickEngine``), with labels that never overlap.

/// The slider's ticks (``RangeSliderWidget/tickState``): the settings, snapping, the label
/// formatter, and the last layout with the key it was made for. Made on the first change
/// (``MadeOnFirstUse``: most sliders have no ticks). Only this file changes them, except the
/// remembered parameters of the tick properties (RangeSliderTickProperties.swift), both through
/// ``RangeSliderWidget/changingTicks``.
final class SliderTicks: PartMadeOnFirstUse {
    static let unset = SliderTicks()

    /// ``RangeSliderWidget/tickSettings``.
    fileprivate(set) var settings = TickSettings()
    /// ``RangeSliderWidget/snapsToTicks``.
    fileprivate(set) var snapping = false
    /// ``RangeSliderWidget/tickLabelFormatter``.
    fileprivate(set) var labelFormatter: ((Double) -> String)?
    /// The last step, count, spacing and values of each tick mode, for the tick properties.
    var rememberedParameters = RememberedTickParameters()
    /// Bumped by every change that can change the ticks but not their layout key (formatters,
    /// settings, fonts).
    fileprivate var revision: UInt = 0
    /// The ticks of the last layout (empty without settings or before the first allocation).
    fileprivate(set) var laidOut: [Tick] = []
    /// What ``laidOut`` was made for.
    fileprivate var layoutKey: TickLayoutKey?
    /// The `marks` node once made (see ``RangeSliderWidget/tickMarks``).
    fileprivate(set) var madeMarks: TickMarksNode?

    /// True when ticks are configured (their strip is reserved).
    var isConfigured: Bool {
        if case .none = settings.mode { return false }
        return true
    }

    /// The labels' text may have changed (a formatter): lay the ticks out again.
    func labelsChanged() { revision &+= 1 }

    /// GTK measures again after a font or scale change: measure the labels' line and the
    /// labels themselves again too.
    func fontMayHaveChanged() {
        madeMarks?.forgetLineHeight()
        revision &+= 1
    }

    /// The tick values a dragged thumb snaps to: none unless snapping.
    var snapValues: [Double] { snapping ? laidOut.map(\.value) : [] }
}

extension RangeSliderWidget {
    /// The length of a major tick, logical pixels; a minor tick is half as long.
    static let tickLength = 6.0

    /// Where ticks go and how they are labelled (``TickSettings``: at every step, N evenly
    /// spread, at given values, at the scale's breakpoints, or at nice 1-2-5 numbers; minor
    /// density; a filter choosing none / minor / major per tick). Default: no ticks. Labels
    /// are the ``tickLabelFormatter``'s text, else the ``valueFormatter``'s.
    ///
    /// Ticks are drawn on the far side of the track from the histogram, as ``marks`` are, and
    /// follow the ``scale``. Labels go through ``valueFormatter``, are measured with Pango in the
    /// `marks` node's font at the widget's scale, and never overlap: when two would, the less
    /// important is dropped (the ends and majors are kept first; see ``TickEngine``). CSS nodes:
    /// `marks > mark.major|.minor > label` for each shown label (``TickMarksNode``).
    ///
    /// ``marks`` stay as they are (values the app marks, with its own labels); use one or the
    /// other in a slider, since both draw in the same strip.
    ///
    /// GObject, C and Python clients see these settings as the properties `tick-mode`,
    /// `tick-step`, `tick-count`, `tick-spacing`, `minor-ticks` and `snap-to-ticks`
    /// (RangeSliderTickProperties.swift); an assignment here notifies those that changed.
    public var tickSettings: TickSettings {
        get { tickState.settings }
        set {
            changingTicks.settings = newValue
            // Allocated and drawn only with ticks; made when they are first configured.
            if hasTicks || tickState.madeMarks != nil { gtk_widget_set_visible(tickMarks.node, hasTicks ? 1 : 0) }
            changingTicks.rememberedParameters.remember(newValue.mode)  // for `tick-mode` to switch back to
            changingTicks.labelsChanged()
            gtk_widget_queue_resize(gtkWidget)
            publishPropertyChanges()
        }
    }

    /// The tick labels' text, when it should be shorter than the value text (`$100k` for
    /// `$100,000`); nil (the default) labels ticks through ``valueFormatter``.
    public var tickLabelFormatter: ((Double) -> String)? {
        get { tickState.labelFormatter }
        set {
            guard newValue != nil || tickState.labelFormatter != nil else { return }
            changingTicks.labelFormatter = newValue
            tickLabelsChanged()
        }
    }

    /// The tick labels' text may have changed: measured again, and laid out when ticks show.
    func tickLabelsChanged() {
        madeTicks.made?.labelsChanged()  // none made: no ticks to lay out again
        if hasTicks { gtk_widget_queue_allocate(gtkWidget) }
    }

    /// Whether a dragged thumb snaps to ticks (within the marks' snapping distance), as it does
    /// to ``marks``. Default false.
    public var snapsToTicks: Bool {
        get { tickState.snapping }
        set {
            guard newValue != snapsToTicks else { return }
            setProperty(\.changingTicks.snapping, newValue)
        }
    }

    /// The ticks to change: made now if not yet (see ``MadeOnFirstUse``).
    var changingTicks: SliderTicks { madeTicks.forChange() }

    /// The ticks for the current range, scale, settings and allocation: values, kinds,
    /// positions along the band (axis space) and the labels shown. Empty until the slider has
    /// been allocated, and with no tick settings. Read between a change of range and the next
    /// frame, they are laid out at once for the current size (as the next allocation would),
    /// not left as they were for the old range.
    public var ticks: [Tick] {
        let width = gtk_widget_get_width(gtkWidget), height = gtk_widget_get_height(gtkWidget)
        if width > 0 && height > 0 { layoutTicks(width: Double(width), height: Double(height)) }
        return tickState.laidOut
    }

    /// True when ticks are configured (their strip is reserved).
    var hasTicks: Bool { tickState.isConfigured }

    /// The `marks` node and its `mark` children (see ``TickMarksNode``), made when ticks are
    /// first configured (a widget and its accessible object less for every slider without).
    var tickMarks: TickMarksNode {
        if let made = tickState.madeMarks { return made }
        let marks = TickMarksNode()
        gtk_widget_insert_after(marks.node, gtkWidget, trough)  // trough, marks, progress: as before
        marks.owner = self
        SwiftWidgetType.setImplementation(marks, for: marks.node)
        changingTicks.madeMarks = marks
        return marks
    }

    /// The thickness of the ticks' strip: a major tick, a gap, a line of text. The band's
    /// geometry reads it on every drag step, so the line's height is measured once per measure
    /// of the slider (``TickMarksNode/lineHeight``), not each time.
    var ticksThickness: Int32 {
        guard hasTicks else { return 0 }
        return Int32(Self.tickLength) + 2 + tickMarks.lineHeight
    }

    /// The ticks for an allocation `width` × `height`: recomputed only when something they
    /// depend on changed (size, range, scale, settings, formatter).
    func layoutTicks(width: Double, height: Double) {
        guard hasTicks else {
            if let made = madeTicks.made, !made.laidOut.isEmpty || (made.madeMarks?.shownCount ?? 0) > 0 {
                made.laidOut = []; made.madeMarks?.show([])
            }
            return
        }
        let tickState = changingTicks  // made with the settings that configured them
        let geometry = bandGeometry(width: width, height: height)
        let key = TickLayoutKey(
            geometry: geometry, minimum: values.minimumValue, maximum: values.maximumValue,
            revision: tickState.revision, axis: axis, width: width, height: height)
        guard key != tickState.layoutKey else { return }
        tickState.layoutKey = key
        let (minimum, maximum, scale) = (values.minimumValue, values.maximumValue, geometry.scale)
        let info = TickScaleInfo(
            minimum: minimum, maximum: maximum,
            fraction: { scale.fraction(of: $0, minimum: minimum, maximum: maximum) },
            value: { scale.value(atFraction: $0, minimum: minimum, maximum: maximum) },
            isLogarithmic: scale == .logarithmic && scale.isEffective(minimum: minimum, maximum: maximum),
            breakpoints: scale.breakpoints(minimum: minimum, maximum: maximum))
        let horizontal = orientation == .horizontal
        let length = axis.length(width: width, height: height)
        var sizes: [String: (width: Double, height: Double)] = [:]
        tickState.laidOut = TickEngine.ticks(
            settings: tickState.settings, scale: info,
            trackStart: geometry.position(forFraction: 0), trackLength: geometry.usableTrackLength,
            bounds: 0...Swift.max(0, length),
            format: { tickState.labelFormatter?($0) ?? formattedValue($0) },
            measure: { text in
                let size = tickMarks.textSize(text)
                sizes[text] = size
                return horizontal ? size.width : size.height
            })
        // The labels' rectangles in widget space: beyond the ticks, across the track.
        let toWidget = axisTransform(width: width, height: height)
        let across = geometry.height + 2 + Self.tickLength
        var shown: [(text: String, kind: TickKind, rect: GtkAllocation)] = []
        for tick in tickState.laidOut {
            guard let text = tick.label, let extent = tick.labelExtent else { continue }
            let size = sizes[text] ?? tickMarks.textSize(text)
            let a = toWidget.point(along: extent.lowerBound, across: across)
            let b = toWidget.point(along: extent.upperBound, across: across)
            let rect =
                horizontal
                ? GtkAllocation(
                    x: Int32(Swift.min(a.x, b.x).rounded()), y: Int32(a.y.rounded(.down)),
                    width: Int32(size.width.rounded(.up)), height: Int32(size.height.rounded(.up)))
                : GtkAllocation(
                    x: Int32(a.x.rounded(.down)), y: Int32(Swift.min(a.y, b.y).rounded()),
                    width: Int32(size.width.rounded(.up)), height: Int32(size.height.rounded(.up)))
            shown.append((text, tick.kind, rect))
        }
        tickMarks.show(shown)
    }

    /// The tick lines, one colour node each, in the `marks` node's colour.
    func appendTickLines(to snapshot: OpaquePointer, geometry: SliderGeometry, toWidget: AxisTransform) {
        guard !tickState.laidOut.isEmpty else { return }
        let c = RangeSliderStyle.color(of: tickMarks.node)
        var color = GdkRGBA(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(c.alpha))
        for tick in tickState.laidOut {
            let length = tick.kind == .major ? Self.tickLength : Self.tickLength / 2
            let line = SliderRect(x: tick.position.rounded(.down), y: geometry.height + 1, width: 1, height: length)
            let r = toWidget.rect(line)
            var rect = graphene_rect_t()
            graphene_rect_init(&rect, Float(r.x), Float(r.y), Float(r.width), Float(r.height))
            gtk_snapshot_append_color(snapshot, &color, &rect)
        }
    }

    /// The tick values a dragged thumb snaps to, when ``snapsToTicks``.
    var tickSnapValues: [Double] { tickState.snapValues }
}

/// What a tick layout depends on.
struct TickLayoutKey: Equatable {
    var geometry: SliderGeometry
    var minimum: Double
    var maximum: Double
    var revision: UInt
    var axis: SliderAxis
    var width: Double
    var height: Double
}
