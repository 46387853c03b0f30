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
    /// The value of the first (`.lower`) or the last (`.upper`) thumb.
    case single(Thumb, Double)
    /// The value of the thumb at `index`, between the first and the last.
    case between(index: Int, Double)
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
/// of a value into one. Made on the first change (``RangeSliderWidget/changingPopovers``,
/// ``MadeOnFirstUse``: most sliders never show a popover), with an entry per thumb; the shared
/// ``unset`` instance is read for its settings only, never by thumb index. Changed only in
/// RangeSliderValuePopover.swift and RangeSliderValueEditing.swift.
final class SliderValuePopovers: PartMadeOnFirstUse {
    static let unset = SliderValuePopovers()

    /// Each thumb's popover, made the first time it shows.
    var made = PerThumb<ValuePopover?>(repeating: nil)
    /// Each thumb's app content (``RangeSliderWidget/setValuePopoverContent(_:for:update:)``),
    /// held with a reference of the slider's own.
    var content = PerThumb<PopoverContent?>(repeating: nil)
    /// How the popovers are arranged while they show; nil when hidden.
    @exclusivity(unchecked) var arrangement: ValuePopoverArrangement?
    /// ``RangeSliderWidget/valuePopoverVisibility``.
    @exclusivity(unchecked) var visibility = ValuePopoverVisibility.never
    /// Typing a value into a popover: the settings and the edit under way, made on the first
    /// change (``changingEditing``): most sliders never edit a value.
    @exclusivity(unchecked) var madeEditing = MadeOnFirstUse<ValueEditingState>()
    /// The value editing to read (``MadeOnFirstUse/current``).
    var editing: ValueEditingState { madeEditing.current }
    /// The value editing to change: made now if not yet.
    var changingEditing: ValueEditingState { madeEditing.forChange() }
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
    /// The index of the thumb whose popover this is (the last one also shows the merged values).
    let index: Int
    var custom: PopoverContent?
    var pointing = GdkRectangle(x: 0, y: 0, width: 0, height: 0)
    /// The entry and message of typing a value (RangeSliderValueEditing.swift), made the first
    /// time the popover edits or shows a note; what the popover shows now.
    var editor: ValueEditor?
    var face = ValuePopoverFace.value

    init(parent: UnsafeMutablePointer<GtkWidget>, index: Int) {
        self.index = index
        popover = gtk_popover_new()
        g_object_ref_sink(popover)
        label = gtk_label_new("")
        g_object_ref_sink(label)
        let p = popover.asPopover
        gtk_popover_set_autohide(p, 0)  // no grab, no focus, no dismissal by clicks
        gtk_popover_set_has_arrow(p, 1)
        gtk_widget_set_focusable(popover, 0)
        gtk_widget_set_can_focus(popover, 0)
        gtk_widget_set_can_target(popover, 0)  // the pointer belongs to the drag
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
        gtk_widget_measure(
            popover, horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, -1,
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
        if gtk_popover_get_position(popover.asPopover) != position {
            gtk_popover_set_position(popover.asPopover, position)
        }
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
/// GtkPopover beside each thumb shows its value.
///
/// - **Where.** The arrow's tip is within 0.5 px of the thumb's centre, `positionForValue(value)`,
///   for any range, orientation and text direction; the popover is above the thumb on a
///   horizontal slider (below without room), to its left on a vertical one.
/// - **Text.** ``RangeSliderWidget/formattedValue(_:)``, or an app's own widget
///   (``RangeSliderWidget/setValuePopoverContent(_:for:update:)``).
/// - **Which thumbs.** A two-thumb slider shows both while either is dragged (or focused), merged
///   into one "LOWER – UPPER" between the thumbs when they would overlap
///   (``ValuePopoverArrangement``). With one thumb or more than two, the dragged thumb's, else the
///   focused one's; a span drag shows the first and the last thumb's.
/// - **Never in the way.** No grab, neither focusable nor a pointer target: focus stays on the
///   thumb and the drag keeps its pointer. They hide when the drag ends (or focus leaves), when
///   the slider becomes insensitive or a progress bar, and with the Swift object.
/// - **Typing a value.** With ``RangeSliderWidget/isValueEditable`` a click on one (or Enter or F2
///   on a focused thumb) turns it into an entry, which has the keyboard focus while it edits
///   (RangeSliderValueEditing.swift).
///
/// The popovers are made when first needed, parented to ``gtkWidget`` and positioned from its
/// `size_allocate` (`gtk_popover_present`), as GTK requires.
extension RangeSliderWidget {
    /// The gap below which two thumbs' popovers merge, in pixels.
    static let popoverMergeGap = 4.0

    /// When the value popovers show. Default ``ValuePopoverVisibility/never``.
    public var valuePopoverVisibility: ValuePopoverVisibility {
        get { popovers.visibility }
        set {
            guard newValue != popovers.visibility else { return }
            setProperty(\.changingPopovers.visibility, newValue) {
                connectFocusControllersIfNeeded()
                refreshValuePopovers()
            }
        }
    }

    /// Shows `widget` in `thumb`'s value popover instead of the text; `update` is called with
    /// the value whenever it changes while the popover shows (the original's
    /// `updateSliderValueTo:`). A merged popover (the upper thumb's) gets
    /// ``ValuePopoverValue/range(lower:upper:)``. Pass nil to return to the text. The popover
    /// and the slider take references to `widget` (a floating one is sunk).
    public func setValuePopoverContent(
        _ widget: UnsafeMutablePointer<GtkWidget>?, for thumb: Thumb,
        update: @escaping (ValuePopoverValue) -> Void = { _ in }
    ) {
        setValuePopoverContent(widget, at: thumbIndex(of: thumb), update: update)
    }

    /// ``setValuePopoverContent(_:for:update:)`` for the thumb at `index` (any thumb; a thumb
    /// between the first and the last gets ``ValuePopoverValue/between(index:_:)``). An index
    /// with no thumb does nothing.
    public func setValuePopoverContent(
        _ widget: UnsafeMutablePointer<GtkWidget>?, at index: Int,
        update: @escaping (ValuePopoverValue) -> Void = { _ in }
    ) {
        guard thumbWidgets.indices.contains(index), widget != nil || madePopovers.made != nil else { return }
        let popovers = changingPopovers
        if let widget { g_object_ref_sink(widget) }
        let old = popovers.content[index]
        popovers.content[index] = widget.map { PopoverContent(widget: $0, update: update) }
        popovers.made[index]?.setContent(popovers.content[index])
        if let old { g_object_unref(old.widget) }
        refreshValuePopovers()
    }

    /// `thumb`'s popover (a GtkPopover), once it has been shown; nil before.
    public func valuePopoverWidget(for thumb: Thumb) -> UnsafeMutablePointer<GtkWidget>? {
        valuePopoverWidget(at: thumbIndex(of: thumb))
    }

    /// The popover of the thumb at `index`, once it has been shown; nil before (or for an index
    /// with no thumb).
    public func valuePopoverWidget(at index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        madePopover(at: index)?.popover
    }

    /// Whether `thumb`'s value popover is showing.
    public func isValuePopoverVisible(for thumb: Thumb) -> Bool {
        isValuePopoverVisible(at: thumbIndex(of: thumb))
    }

    /// Whether the value popover of the thumb at `index` is showing.
    public func isValuePopoverVisible(at index: Int) -> Bool {
        madePopover(at: index)?.isVisible ?? false
    }

    /// The text in `thumb`'s popover label ("" with an app's content or before it was shown).
    public func valuePopoverText(for thumb: Thumb) -> String {
        valuePopoverText(at: thumbIndex(of: thumb))
    }

    /// The text in the popover label of the thumb at `index`.
    public func valuePopoverText(at index: Int) -> String {
        madePopover(at: index)?.text ?? ""
    }

    /// The popover made for the thumb at `index`; nil before, or for an index with no thumb.
    func madePopover(at index: Int) -> ValuePopover? {
        guard let popovers = madePopovers.made, popovers.made.indices.contains(index) else { return nil }
        return popovers.made[index]
    }

    /// The value popovers to change: made now if not yet (``MadeOnFirstUse``), with an entry per
    /// thumb. Until then reads see no popover, no content, ``ValuePopoverVisibility/never`` and
    /// no edit (the shared ``SliderValuePopovers/unset``).
    var changingPopovers: SliderValuePopovers {
        if let made = madePopovers.made { return made }
        let made = madePopovers.forChange()
        made.content.setFirstAside(mode.thumbCount == 1)
        made.content.resize(to: thumbWidgets.count, filling: nil)
        made.made = PerThumb(repeating: nil, count: thumbWidgets.count)
        return made
    }

    /// How the popovers are arranged while they show (nil when hidden): one per thumb, or
    /// merged. A single-value slider's one popover is `.separate` with both positions its own.
    public var valuePopoverArrangement: ValuePopoverArrangement? { popovers.arrangement }

    /// The text of a merged popover: "LOWER – UPPER".
    public func mergedValueText(lower: Double, upper: Double) -> String {
        "\(formattedValue(lower)) – \(formattedValue(upper))"
    }

    /// The indices of the thumbs whose popovers should show now (before merging), in order. A
    /// thumb being edited, or showing a note about its typed value, shows its popover alone,
    /// whatever the visibility.
    private var activePopoverIndices: [Int] {
        guard mode.isInteractive, isSensitive, gtk_widget_get_mapped(gtkWidget) != 0 else { return [] }
        if let index = popovers.editing.index ?? popovers.editing.note?.index, isMovable(index) { return [index] }
        guard popovers.visibility != .never else { return [] }
        let focused =
            popovers.visibility == .whileDraggingOrFocused
            ? thumbIndexWithFocusController.flatMap { isMovable($0) ? $0 : nil } : nil
        guard input.isDragging || focused != nil else { return [] }
        let movable = thumbWidgets.indices.filter(isMovable)
        // Two thumbs (or the one of a single-value slider) show together, as they always have.
        if movable.count <= 2 && thumbWidgets.count <= 2 { return movable }
        if input.isDragging {
            let dragged = highlightedThumbIndices
            if !dragged.isEmpty { return dragged.sorted() }
            return [0, thumbWidgets.count - 1]  // the span
        }
        return focused.map { [$0] } ?? []
    }

    /// What the popover of the thumb at `index` shows to an app's content.
    private func popoverValue(at index: Int) -> ValuePopoverValue {
        thumb(atIndex: index).map { .single($0, values[index]) } ?? .between(index: index, values[index])
    }

    /// Decides which popovers show, with what, pointing where; called whenever a value, the
    /// drag, the focus or the mode changes, and from `size_allocate` (`inAllocation`), which
    /// must not queue another allocation.
    func refreshValuePopovers(inAllocation: Bool = false) {
        // The usual case on every value change: the slider has never had a popover setting
        // (nothing to read), or no popover shows or may show and no value is typed: nothing to
        // decide (only this function shows a popover, and it sets the arrangement first).
        guard let popovers = madePopovers.made else { return }
        if popovers.arrangement == nil, popovers.visibility == .never,
            popovers.editing.index == nil, popovers.editing.note == nil
        {
            return
        }
        checkValueEditing()
        let indices = activePopoverIndices
        guard !indices.isEmpty else {
            popovers.arrangement = nil
            popovers.made.forEach { $0?.setVisible(false) }
            return
        }
        let made = indices.map(valuePopover)
        let width = Double(gtk_widget_get_width(gtkWidget)), height = Double(gtk_widget_get_height(gtkWidget))
        let layout = currentLayout(width: width, height: height)
        let horizontal = orientation == .horizontal
        let centre = { (index: Int) in self.positionForValue(self.values[index]) }
        for (index, popover) in zip(indices, made) {
            popover.show(popoverValue(at: index), text: formattedValue(at: index))
        }
        let arrangement: ValuePopoverArrangement
        if indices.count == 2 {
            arrangement = .arrange(
                lowerCentre: centre(indices[0]), upperCentre: centre(indices[1]),
                lowerExtent: made[0].naturalExtent(horizontal: horizontal),
                upperExtent: made[1].naturalExtent(horizontal: horizontal),
                gap: Self.popoverMergeGap)
        } else {
            let c = centre(indices[0])
            arrangement = .separate(lower: c, upper: c)
        }
        popovers.arrangement = arrangement

        var shown: [(Int, Double)] = []
        switch arrangement {
        case .separate(let lower, let upper):
            shown = indices.count == 2 ? [(indices[0], lower), (indices[1], upper)] : indices.map { ($0, lower) }
        case .merged(let at):
            let (l, u) = (values.lowerValue, values.upperValue)
            made[1].show(.range(lower: l, upper: u), text: mergedThumbText())
            shown = [(indices[1], at)]
        }
        let position = horizontal ? GTK_POS_TOP : GTK_POS_LEFT
        for (index, along) in shown {
            // Across: the thumb's own extent, so the arrow touches the thumb.
            let frame = widgetRect(layout.frame(at: index), width: width, height: height)
            // GTK puts the arrow's tip at `x + width / 2` in whole pixels: a 1 px wide rectangle
            // on the rounded centre puts it within 0.5 px of the true centre.
            let tip = Int32(along.rounded())
            let rect =
                horizontal
                ? GdkRectangle(x: tip, y: frame.y, width: 1, height: max(1, frame.height))
                : GdkRectangle(x: frame.x, y: tip, width: max(1, frame.width), height: 1)
            popovers.made[index]?.point(at: rect, position: position)
        }
        popovers.made.forEach { if let p = $0 { p.setVisible(shown.contains { $0.0 == p.index }) } }
        if !inAllocation { gtk_widget_queue_allocate(gtkWidget) }
    }

    /// The popover of the thumb at `index`, made (hidden) the first time it is needed.
    func valuePopover(_ index: Int) -> ValuePopover {
        let popovers = changingPopovers
        if let made = popovers.made[index] { return made }
        let p = ValuePopover(parent: gtkWidget, index: index)
        p.setContent(popovers.content[index])
        connectValueEditing(p)
        popovers.made[index] = p
        return p
    }

    /// From `size_allocate`: re-aims the popovers at the new allocation and presents them.
    func presentValuePopovers(width: Double, height: Double) {
        guard let popovers = madePopovers.made, popovers.made.contains(where: { $0 != nil }) else { return }
        refreshValuePopovers(inAllocation: true)
        popovers.made.forEach { if let p = $0, p.isVisible { gtk_popover_present(p.popover.asPopover) } }
    }

    /// Unparents and releases the popovers (the Swift object is going).
    /// Follows a new thumb count: the popovers made go (they are made again when shown); the
    /// last thumb's app content stays the last's, a removed thumb's is released.
    func valuePopoversFollowThumbCount() {
        guard let popovers = madePopovers.made else { return }
        popovers.madeEditing.made?.stop()
        popovers.made.forEach { $0?.remove() }
        popovers.content.setFirstAside(mode.thumbCount == 1)  // the first thumb's content waits for it
        let n = thumbWidgets.count, old = popovers.content.count
        popovers.made = PerThumb(repeating: nil, count: n)
        if n < old {
            for index in (n - 1)..<(old - 1) {
                if let content = popovers.content[index] { g_object_unref(content.widget) }
            }
        }
        popovers.content.resize(to: n, filling: nil)
        popovers.arrangement = nil
    }

    func removeValuePopovers() {
        guard let popovers = madePopovers.made else { return }
        popovers.madeEditing.made?.stop()
        popovers.made.forEach { $0?.remove() }
        popovers.made = PerThumb(repeating: nil, count: popovers.made.count)
        popovers.content.setFirstAside(false)  // content set aside by a one-thumb mode is released too
        popovers.content.forEach { if let content = $0 { g_object_unref(content.widget) } }
        popovers.content = PerThumb(repeating: nil, count: popovers.content.count)
        popovers.arrangement = nil
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    var asPopover: UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkPopover.self)
    }
    var asLabel: OpaquePointer { OpaquePointer(self) }
}
