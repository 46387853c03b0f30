// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// When the value popovers show.
public enum ValuePopoverVisibility: String, Sendable, CaseIterable {
    /// Never (the default).
    case never
    /// While a thumb (or the span) is dragged, as the iBooks page scrubber.
    case whileDragging
    /// While dragged, and while a thumb has keyboard focus.
    case whileDraggingOrFocused
}

/// What a value popover shows, for an app's own content (``RangeSliderWidget/setValuePopoverContent(_:for:update:)``).
public enum ValuePopoverValue: Equatable, Sendable {
    /// The value of one thumb.
    case single(Thumb, Double)
    /// Both values, in the popover of two thumbs too close for two popovers.
    case range(lower: Double, upper: Double)
}

/// An app's content for a value popover: its widget and how to show a value in it. The slider
/// holds a reference to the widget while it is set (released by ``RangeSliderWidget`` when it is
/// replaced or the Swift object goes), since popovers come and go.
struct PopoverContent {
    let widget: UnsafeMutablePointer<GtkWidget>
    let update: (ValuePopoverValue) -> Void
}

/// The slider's value popovers (``RangeSliderWidget/popovers``): each thumb's popover once
/// made, each thumb's app content, how they are arranged now, when they show, and the typing
/// of a value into one. Changed only in RangeSliderValuePopover.swift and
/// RangeSliderValueEditing.swift.
final class SliderValuePopovers {
    /// Each thumb's popover, made the first time it shows.
    var made = PerThumb<ValuePopover?>(repeating: nil)
    /// Each thumb's app content (``RangeSliderWidget/setValuePopoverContent(_:for:update:)``),
    /// held with a reference of the slider's own.
    var content = PerThumb<PopoverContent?>(repeating: nil)
    /// How the popovers are arranged while they show; nil when hidden.
    var arrangement: ValuePopoverArrangement?
    /// ``RangeSliderWidget/valuePopoverVisibility``.
    var visibility = ValuePopoverVisibility.never
    /// Typing a value into a popover: the settings and the edit under way.
    let editing = ValueEditingState()
}

/// One thumb's GtkPopover.
///
/// Ownership: the slider's widget is the popover's parent (`gtk_widget_set_parent`, as
/// GtkMenuButton does) and this object holds one more reference, so the popover outlives
/// neither of them by surprise: the widget's dispose unparents it, and `remove()` unparents it
/// (if still parented) and drops the reference. It also holds a reference to its label, which
/// is not always the popover's child (an app's content may replace it).
final class ValuePopover {
    let popover: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    /// The thumb whose popover this is (the upper one also shows the merged values).
    let thumb: Thumb
    var custom: PopoverContent?
    var pointing = GdkRectangle(x: 0, y: 0, width: 0, height: 0)
    /// The entry and message of typing a value (RangeSliderValueEditing.swift), made the first
    /// time the popover edits or shows a note; what the popover shows now.
    var editor: ValueEditor?
    var face = ValuePopoverFace.value

    init(parent: UnsafeMutablePointer<GtkWidget>, thumb: Thumb) {
        self.thumb = thumb
        popover = gtk_popover_new()
        g_object_ref_sink(popover)
        label = gtk_label_new("")
        g_object_ref_sink(label)
        let p = popover.asPopover
        gtk_popover_set_autohide(p, 0)          // no grab, no focus, no dismissal by clicks
        gtk_popover_set_has_arrow(p, 1)
        gtk_widget_set_focusable(popover, 0)
        gtk_widget_set_can_focus(popover, 0)
        gtk_widget_set_can_target(popover, 0)   // the pointer belongs to the drag
        gtk_widget_add_css_class(popover, "rangeslider-value")
        gtk_widget_add_css_class(label, "numeric")
        gtk_popover_set_child(p, label)
        gtk_widget_set_parent(popover, parent)
    }

    var isVisible: Bool { gtk_widget_get_visible(popover) != 0 }

    func setVisible(_ visible: Bool) {
        if isVisible != visible { gtk_widget_set_visible(popover, visible ? 1 : 0) }
    }

    /// Shows `value`: through the app's content, or as `text` in the label.
    func show(_ value: ValuePopoverValue, text: String) {
        if let custom {
            custom.update(value)
        } else if String(cString: gtk_label_get_text(label.asLabel)) != text {
            gtk_label_set_text(label.asLabel, text)
        }
    }

    /// The text shown (the label's; empty with app content).
    var text: String { custom == nil ? String(cString: gtk_label_get_text(label.asLabel)) : "" }

    /// The natural size along `horizontal` (true: width) of the popover with its content now.
    func naturalExtent(horizontal: Bool) -> Double {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(popover, horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, -1,
                           &minimum, &natural, nil, nil)
        return Double(natural)
    }

    func setContent(_ content: PopoverContent?) {
        custom = content
        if face == .value { gtk_popover_set_child(popover.asPopover, content?.widget ?? label) }
    }

    func point(at rect: GdkRectangle, position: GtkPositionType) {
        var r = rect
        if r.x != pointing.x || r.y != pointing.y || r.width != pointing.width || r.height != pointing.height {
            pointing = r
            gtk_popover_set_pointing_to(popover.asPopover, &r)
        }
        if gtk_popover_get_position(popover.asPopover) != position { gtk_popover_set_position(popover.asPopover, position) }
    }

    func remove() {
        if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
        g_object_unref(popover)
        g_object_unref(label)
        editor?.release()
        editor = nil
    }
}

/// The value popover, from "Adding a UIPopover to UISlider": while a thumb is dragged (and,
/// with ``ValuePopoverVisibility/whileDraggingOrFocused``, while a thumb has keyboard focus) a
/// GtkPopover beside each thumb shows its value, the arrow on the thumb's centre.
///
/// - **Where it points.** At `positionForValue(value)` in widget coordinates, from the same
///   geometry that places the thumbs, so it follows the thumb exactly for any range, at both
///   ends, vertical, inverted and right to left; no hand-tuned correction. GTK puts the arrow's
///   tip at `rect.x + rect.width / 2` in whole pixels, so the pointing rectangle is 1 px wide
///   at the centre rounded to the nearest pixel: the tip is within 0.5 px of the true centre.
///   Above the thumb on a horizontal slider (below when there is no room), to the left of it
///   on a vertical one.
/// - **Text.** ``RangeSliderWidget/formattedValue(_:)`` (the ``RangeSliderWidget/valueFormatter``
///   or the default digits), or an app's own widget updated through a closure
///   (``RangeSliderWidget/setValuePopoverContent(_:for:update:)``, the original's
///   `updateSliderValueTo:`).
/// - **Two thumbs.** While either thumb of a range slider is dragged, both show their popovers
///   (that is what lets a person see the span); when the two would overlap
///   (``ValuePopoverArrangement``) they merge into one, between the thumbs, showing
///   "LOWER – UPPER".
/// - **Never in the way.** Autohide is off (no grab), the popovers are neither focusable nor
///   targets for the pointer, so keyboard focus stays on the thumb and the drag keeps its
///   pointer. They hide when the drag ends (or focus leaves), when the slider becomes
///   insensitive or a progress bar, and with the Swift object.
/// - **Typing a value.** With ``RangeSliderWidget/isValueEditable`` the popovers take clicks,
///   and a click on one (or Enter or F2 on a focused thumb) turns it into an entry; the popover
///   being edited takes the keyboard focus while it edits. See RangeSliderValueEditing.swift.
///
/// The popovers are created the first time they are needed, parented to ``gtkWidget`` and
/// positioned from its `size_allocate` (`gtk_popover_present`), as GTK requires.
extension RangeSliderWidget {
    /// The gap below which two thumbs' popovers merge, in pixels.
    static let popoverMergeGap = 4.0

    /// When the value popovers show. Default ``ValuePopoverVisibility/never``.
    public var valuePopoverVisibility: ValuePopoverVisibility {
        get { popovers.visibility }
        set {
            guard newValue != popovers.visibility else { return }
            popovers.visibility = newValue
            refreshValuePopovers()
            publishPropertyChanges()
        }
    }

    /// Shows `widget` in `thumb`'s value popover instead of the text; `update` is called with
    /// the value whenever it changes while the popover shows (the original's
    /// `updateSliderValueTo:`). A merged popover (the upper thumb's) gets
    /// ``ValuePopoverValue/range(lower:upper:)``. Pass nil to return to the text. The popover
    /// and the slider take references to `widget` (a floating one is sunk).
    public func setValuePopoverContent(_ widget: UnsafeMutablePointer<GtkWidget>?, for thumb: Thumb,
                                       update: @escaping (ValuePopoverValue) -> Void = { _ in }) {
        if let widget { g_object_ref_sink(widget) }
        let old = popovers.content[thumb]
        popovers.content[thumb] = widget.map { PopoverContent(widget: $0, update: update) }
        popovers.made[thumb]?.setContent(popovers.content[thumb])
        if let old { g_object_unref(old.widget) }
        refreshValuePopovers()
    }

    /// `thumb`'s popover (a GtkPopover), once it has been shown; nil before.
    public func valuePopoverWidget(for thumb: Thumb) -> UnsafeMutablePointer<GtkWidget>? {
        popovers.made[thumb]?.popover
    }

    /// Whether `thumb`'s value popover is showing.
    public func isValuePopoverVisible(for thumb: Thumb) -> Bool {
        popovers.made[thumb]?.isVisible ?? false
    }

    /// The text in `thumb`'s popover label ("" with an app's content or before it was shown).
    public func valuePopoverText(for thumb: Thumb) -> String {
        popovers.made[thumb]?.text ?? ""
    }

    /// How the popovers are arranged while they show (nil when hidden): one per thumb, or
    /// merged. A single-value slider's one popover is `.separate` with both positions its own.
    public var valuePopoverArrangement: ValuePopoverArrangement? { popovers.arrangement }

    /// The text of a merged popover: "LOWER – UPPER".
    public func mergedValueText(lower: Double, upper: Double) -> String {
        "\(formattedValue(lower)) – \(formattedValue(upper))"
    }

    /// The thumbs whose popovers should show now (before merging). A thumb being edited, or
    /// showing a note about its typed value, shows its popover alone, whatever the visibility.
    private var activePopoverThumbs: [Thumb] {
        guard mode.isInteractive, isSensitive, gtk_widget_get_mapped(gtkWidget) != 0 else { return [] }
        if let thumb = popovers.editing.thumb ?? popovers.editing.note?.thumb, mode.movableThumbs.contains(thumb) { return [thumb] }
        guard popovers.visibility != .never else { return [] }
        let dragging = tracker.isTracking
        let focused = popovers.visibility == .whileDraggingOrFocused && thumbWithFocusController != nil
        return dragging || focused ? mode.movableThumbs : []
    }

    /// Decides which popovers show, with what, pointing where; called whenever a value, the
    /// drag, the focus or the mode changes, and from `size_allocate` (`inAllocation`), which
    /// must not queue another allocation.
    func refreshValuePopovers(inAllocation: Bool = false) {
        checkValueEditing()
        let thumbs = activePopoverThumbs
        guard !thumbs.isEmpty else {
            popovers.arrangement = nil
            popovers.made.forEach { $0?.setVisible(false) }
            return
        }
        thumbs.forEach { _ = valuePopover($0) }
        let width = Double(gtk_widget_get_width(gtkWidget)), height = Double(gtk_widget_get_height(gtkWidget))
        let layout = currentLayout(width: width, height: height)
        let horizontal = orientation == .horizontal
        let centre = { (t: Thumb) in self.positionForValue(self.values.value(of: t)) }
        for t in thumbs {
            let v = values.value(of: t)
            popovers.made[t]?.show(.single(t, v), text: formattedValue(of: t))
        }
        let arrangement: ValuePopoverArrangement
        if thumbs.count == 2, let lower = popovers.made[.lower], let upper = popovers.made[.upper] {
            arrangement = .arrange(lowerCentre: centre(.lower), upperCentre: centre(.upper),
                                   lowerExtent: lower.naturalExtent(horizontal: horizontal),
                                   upperExtent: upper.naturalExtent(horizontal: horizontal),
                                   gap: Self.popoverMergeGap)
        } else {
            let c = centre(thumbs[0])
            arrangement = .separate(lower: c, upper: c)
        }
        popovers.arrangement = arrangement

        var shown: [(Thumb, Double)] = []
        switch arrangement {
        case .separate(let lower, let upper):
            shown = thumbs.map { ($0, $0 == .lower ? lower : upper) }
        case .merged(let at):
            let (l, u) = (values.lowerValue, values.upperValue)
            popovers.made[.upper]?.show(.range(lower: l, upper: u), text: mergedThumbText())
            shown = [(.upper, at)]
        }
        let position = horizontal ? GTK_POS_TOP : GTK_POS_LEFT
        for (t, along) in shown {
            // Across: the thumb's own extent, so the arrow touches the thumb.
            let frame = widgetRect(layout.frame(of: t), width: width, height: height)
            let tip = Int32(along.rounded())
            let rect = horizontal
                ? GdkRectangle(x: tip, y: frame.y, width: 1, height: max(1, frame.height))
                : GdkRectangle(x: frame.x, y: tip, width: max(1, frame.width), height: 1)
            popovers.made[t]?.point(at: rect, position: position)
        }
        popovers.made.forEach { if let p = $0 { p.setVisible(shown.contains { $0.0 == p.thumb }) } }
        if !inAllocation { gtk_widget_queue_allocate(gtkWidget) }
    }

    /// `thumb`'s popover, made (hidden) the first time it is needed.
    func valuePopover(_ thumb: Thumb) -> ValuePopover {
        if let made = popovers.made[thumb] { return made }
        let p = ValuePopover(parent: gtkWidget, thumb: thumb)
        p.setContent(popovers.content[thumb])
        connectValueEditing(p)
        popovers.made[thumb] = p
        return p
    }

    /// From `size_allocate`: re-aims the popovers at the new allocation and presents them.
    func presentValuePopovers(width: Double, height: Double) {
        guard popovers.made.contains(where: { $0 != nil }) else { return }
        refreshValuePopovers(inAllocation: true)
        popovers.made.forEach { if let p = $0, p.isVisible { gtk_popover_present(p.popover.asPopover) } }
    }

    /// Unparents and releases the popovers (the Swift object is going).
    /// Follows a new thumb count: the popovers made go (they are made again when shown); the
    /// last thumb's app content stays the last's, a removed thumb's is released.
    func valuePopoversFollowThumbCount() {
        let n = thumbWidgets.count, old = popovers.content.count
        popovers.editing.stop()
        popovers.made.forEach { $0?.remove() }
        popovers.made = PerThumb(repeating: nil, count: n)
        if n < old {
            for index in (n - 1)..<(old - 1) { if let content = popovers.content[index] { g_object_unref(content.widget) } }
        }
        popovers.content.resize(to: n, filling: nil)
        popovers.arrangement = nil
    }

    func removeValuePopovers() {
        popovers.editing.stop()
        popovers.made.forEach { $0?.remove() }
        popovers.made = PerThumb(repeating: nil, count: popovers.made.count)
        popovers.content.forEach { if let content = $0 { g_object_unref(content.widget) } }
        popovers.content = PerThumb(repeating: nil, count: popovers.content.count)
        popovers.arrangement = nil
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var asPopover: UnsafeMutablePointer<GtkPopover> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkPopover.self) }
    var asLabel: OpaquePointer { OpaquePointer(self) }
}
