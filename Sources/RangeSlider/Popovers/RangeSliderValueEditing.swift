// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// What a value popover shows: the value (its label or an app's content), an entry to type a
/// value into (with a message under it when the text is not a value), or a short note about a
/// typed value the slider changed ("Set to the maximum, $755,000").
enum ValuePopoverFace: Equatable {
    case value, editing, note
}

/// A popover's entry and message, made the first time the popover edits or shows a note.
///
/// Ownership: this object holds a reference to its box (sunk), which holds the entry and the
/// message; the popover shows the box only while editing or showing a note. `release()` drops
/// the reference (the popover's `remove()`). The handlers connected to the entry hold the
/// slider weakly.
final class ValueEditor {
    /// The box: the entry above the message.
    let box: UnsafeMutablePointer<GtkWidget>
    let entry: UnsafeMutablePointer<GtkWidget>
    /// The error or note under the entry (hidden when empty).
    let message: UnsafeMutablePointer<GtkWidget>
    /// True while the entry shows the error state.
    var isShowingError = false

    init() {
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        g_object_ref_sink(box)
        entry = gtk_entry_new()
        message = gtk_label_new("")
        gtk_editable_set_width_chars(OpaquePointer(entry), 10)
        gtk_editable_set_max_width_chars(OpaquePointer(entry), 16)
        gtk_entry_set_alignment(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self), 0.5)
        gtk_widget_add_css_class(entry, "numeric")
        gtk_label_set_wrap(OpaquePointer(message), 1)
        gtk_label_set_max_width_chars(OpaquePointer(message), 30)
        gtk_label_set_xalign(OpaquePointer(message), 0.5)
        gtk_label_set_justify(OpaquePointer(message), GTK_JUSTIFY_CENTER)
        gtk_widget_add_css_class(message, "rangeslider-value-message")
        gtk_widget_set_visible(message, 0)
        let b = UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self)
        gtk_box_append(b, entry)
        gtk_box_append(b, message)
    }

    var text: String {
        get { String(cString: gtk_editable_get_text(OpaquePointer(entry))) }
        set { gtk_editable_set_text(OpaquePointer(entry), newValue) }
    }

    var messageText: String { String(cString: gtk_label_get_text(OpaquePointer(message))) }

    /// Shows `text` under the entry (hides the message when nil), as an error or a note.
    func setMessage(_ text: String?, error: Bool) {
        gtk_label_set_text(OpaquePointer(message), text ?? "")
        gtk_widget_set_visible(message, text == nil ? 0 : 1)
        if error { gtk_widget_add_css_class(message, "error") } else { gtk_widget_remove_css_class(message, "error") }
    }

    func release() { g_object_unref(box) }
}

/// Typing a value: the settings and the edit under way. Held by the slider's popovers, made on
/// the first change (see ``MadeOnFirstUse``).
final class ValueEditingState: PartMadeOnFirstUse {
    static let unset = ValueEditingState()

    var parser: ((String) -> Double?)?
    var editable = false
    var invalidMessage: ((String) -> String)?
    /// The index of the thumb whose popover is an entry now.
    var index: Int?
    /// True while an edit ends (the focus moving back to the thumb must not cancel it again).
    var ending = false
    /// A note about the last typed value into the popover of the thumb at `index`, shown until
    /// the values change from those it was made for, or its timeout.
    var note: (index: Int, text: String, values: [Double])?
    var noteTimeout: guint = 0
    /// A pending idle attempt to focus the entry (the popover was not mapped yet).
    var focusRetry: guint = 0

    /// Removes the sources (the Swift object or the widget is going).
    func stop() {
        if noteTimeout != 0 { g_source_remove(noteTimeout) }
        if focusRetry != 0 { g_source_remove(focusRetry) }
        noteTimeout = 0
        focusRetry = 0
        index = nil
        note = nil
    }
}

/// Typing a value into a thumb's value popover: the popover becomes an entry that reads text
/// back with ``RangeSliderWidget/valueParser`` (the inverse of the
/// ``RangeSliderWidget/valueFormatter``). docs/widget.md (Value popover) tells it whole.
///
/// - **Starting.** With ``RangeSliderWidget/isValueEditable`` (default false: Enter keeps its
///   window-wide meaning), a click on a shown popover, or Enter, keypad Enter or F2 on a focused
///   thumb, edits that thumb's value, whatever ``RangeSliderWidget/valuePopoverVisibility`` is.
///   ``RangeSliderWidget/beginEditing(at:)`` starts an edit from code, editable or not. Every
///   thumb's popover edits.
/// - **The entry** shows the value's text selected and takes the focus; its accessible label is
///   the thumb's, its description how to finish or what is wrong with the text.
/// - **Finishing.** Enter applies and returns the focus to the thumb. Escape, Tab and Shift+Tab
///   cancel and return it (Tab then moves on); the focus leaving the entry otherwise cancels and
///   stays where it went; the window losing the focus does not cancel.
/// - **Applying** moves the thumb as a key press does (snapped, within the range and the
///   neighbours' limits, never pushing them; `.valueChanged` with source `.user`, the GObject
///   `value-changed` signal). The open-end texts of ``OpenBoundInput`` move the first or last
///   thumb to its end, which opens it. When the slider changed the typed value, a note ("Set
///   to the maximum, $755,000") stays until the next change or ``valueNoteDuration`` seconds,
///   also as the thumb's accessible description, and from GTK 4.14 announced.
/// - **Text that is not a value** keeps the entry open with the `error` style class, the
///   message ``RangeSliderWidget/invalidValueMessage`` (also its accessible description) and
///   the accessible state *invalid*, and rings the bell; nothing else changes.
extension RangeSliderWidget {
    /// How long a note about a typed value stays, in seconds.
    public static let valueNoteDuration = 4.0

    /// Reads typed text back as a value: the inverse of ``valueFormatter``. Nil (the default)
    /// uses ``ValueParsing/parse(_:)``, which reads the default text (plain numbers, optional
    /// grouping commas or spaces, spaces around); set one with an app's own formatter (the
    /// house-prices window reads `$129,500` and `129.5k`). Return nil for text that is not a value.
    public var valueParser: ((String) -> Double?)? {
        get { popovers.editing.parser }
        set { changingPopovers.changingEditing.parser = newValue }
    }

    /// Whether a person may type a value into a thumb's popover (click on it, Enter or F2 on a
    /// focused thumb). Default false. Turning it off ends an edit under way (cancelled).
    public var isValueEditable: Bool {
        get { popovers.editing.editable }
        set {
            guard newValue != popovers.editing.editable else { return }
            changingPopovers.changingEditing.editable = newValue
            madePopovers.made?.made.forEach { if let p = $0 { gtk_widget_set_can_target(p.popover, newValue ? 1 : 0) } }
            if !newValue { cancelEditing() }
            publishPropertyChanges()  // notify::value-editable
        }
    }

    /// The message shown (and given to screen readers) for typed text that is not a value.
    /// Nil (the default) says "Not a number: “TEXT”".
    public var invalidValueMessage: ((String) -> String)? {
        get { popovers.editing.invalidMessage }
        set { changingPopovers.changingEditing.invalidMessage = newValue }
    }

    /// The thumb whose value is being typed, if it is the first or the last (see
    /// ``editingThumbIndex``).
    public var editingThumb: Thumb? { popovers.editing.index.flatMap { thumb(atIndex: $0) } }

    /// The index of the thumb whose value is being typed, if any.
    public var editingThumbIndex: Int? { popovers.editing.index }

    /// `thumb`'s entry (a GtkEntry), once its popover has edited; nil before.
    public func valueEntryWidget(for thumb: Thumb) -> UnsafeMutablePointer<GtkWidget>? {
        valueEntryWidget(at: thumbIndex(of: thumb))
    }

    /// The entry of the thumb at `index`, once its popover has edited; nil before.
    public func valueEntryWidget(at index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        madePopover(at: index)?.editor?.entry
    }

    /// The message `thumb`'s popover shows under the value or entry: the note about a typed
    /// value the slider changed, or the error about text that is not a value; nil when none.
    public func valuePopoverMessage(for thumb: Thumb) -> String? {
        valuePopoverMessage(at: thumbIndex(of: thumb))
    }

    /// ``valuePopoverMessage(for:)`` for the thumb at `index`.
    public func valuePopoverMessage(at index: Int) -> String? {
        guard let p = madePopover(at: index), p.face != .value, let editor = p.editor,
            gtk_widget_get_visible(editor.message) != 0
        else { return nil }
        return editor.messageText
    }

    /// Turns `thumb`'s value popover into an entry showing its value, selected, with the
    /// keyboard focus. Does nothing for a thumb that cannot move (progress mode, the hidden
    /// lower thumb of a single-value slider), an insensitive or unmapped slider, or during a
    /// drag. Ends another thumb's edit (cancelled) first.
    public func beginEditing(_ thumb: Thumb) {
        beginEditing(at: thumbIndex(of: thumb))
    }

    /// ``beginEditing(_:)`` for the thumb at `index` (any thumb); an index with no thumb does
    /// nothing.
    public func beginEditing(at index: Int) {
        guard mode.isInteractive, isSensitive, isMovable(index), !input.isDragging,
            gtk_widget_get_mapped(gtkWidget) != 0
        else { return }
        guard popovers.editing.index != index else { return focusEntry(index) }
        if popovers.editing.index != nil { finishEditing(returnFocus: false) }
        clearValueNote()
        changingPopovers.changingEditing.index = index
        let popover = valuePopover(index)
        let editor = self.editor(of: popover)
        editor.text = formattedValue(values[index])
        setError(nil, in: editor)
        cgtk_accessible_update_label(OpaquePointer(editor.entry), thumbLabel(at: index))
        // The entry goes in before the popover shows (see ``setFace(_:of:)``).
        setFace(.editing, of: popover)
        refreshValuePopovers()
        focusEntry(index)
    }

    /// Ends the edit under way without changing the value; the focus goes back to the thumb
    /// if the entry had it.
    public func cancelEditing() {
        guard let index = popovers.editing.index else { return }
        finishEditing(returnFocus: entryHasFocus(index))
    }

    // MARK: - Internals

    /// Connects a new popover's click (which begins an edit) and sets whether it takes the
    /// pointer.
    func connectValueEditing(_ popover: ValuePopover) {
        gtk_widget_set_can_target(popover.popover, popovers.editing.editable ? 1 : 0)
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_PRIMARY))
        let index = popover.index
        ClickSignal.connect(UnsafeMutableRawPointer(click)) { [weak self] x, _ in
            self?.popoverClicked(index, x: x)
        }
        gtk_widget_add_controller(popover.popover, click)
    }

    /// A click on the popover of the thumb at `index`: edit that thumb; on a merged popover
    /// (the first and the last thumb's), the thumb on the clicked half.
    private func popoverClicked(_ index: Int, x: Double) {
        guard popovers.editing.editable, popovers.editing.index == nil else { return }
        var target = index
        if case .merged = popovers.arrangement, let popover = madePopover(at: index) {
            let last = thumbWidgets.count - 1
            let (l, u) = (positionForValue(values.lowerValue), positionForValue(values.upperValue))
            let left = l <= u ? 0 : last
            let width = Double(gtk_widget_get_width(popover.popover))
            target = x < width / 2 ? left : (left == 0 ? last : 0)
        }
        beginEditing(at: target)
    }

    /// Enter or F2 on a focused thumb (from the slider's key handler): nil when the key is not
    /// one of them, so the handler goes on.
    func valueEditingKeyPressed(_ keyval: guint, _ state: GdkModifierType) -> Bool? {
        switch Int32(keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_F2: break
        default: return nil
        }
        let modifiers =
            GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue | GDK_SHIFT_MASK.rawValue
        guard popovers.editing.editable, state.rawValue & modifiers == 0, let index = focusedThumbIndex,
            mode.isInteractive, isSensitive, isMovable(index)
        else { return nil }
        beginEditing(at: index)
        return popovers.editing.index == index
    }

    /// Whether the keyboard focus is in the entry of the thumb at `index` (on its GtkText).
    private func entryHasFocus(_ index: Int) -> Bool {
        guard let entry = madePopover(at: index)?.editor?.entry, let root = gtk_widget_get_root(gtkWidget),
            let focus = gtk_root_get_focus(root)
        else { return false }
        return focus == entry || gtk_widget_is_ancestor(focus, entry) != 0
    }

    private func editor(of popover: ValuePopover) -> ValueEditor {
        if let editor = popover.editor { return editor }
        let editor = ValueEditor()
        popover.editor = editor
        let index = popover.index
        let entry = UnsafeMutableRawPointer(editor.entry)
        GtkSignal.connect(entry, "activate") { [weak self] in self?.commitEditing(index) }
        GtkSignal.connect(entry, "changed") { [weak self] in self?.entryChanged(index) }
        // Escape and Tab before the entry (or the popover's own Escape binding) sees them.
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        GtkSignal.connectKeyPressed(UnsafeMutableRawPointer(keys)) { [weak self] keyval, _, _ in
            guard let self, self.popovers.editing.index == index else { return false }
            switch Int32(keyval) {
            case GDK_KEY_Escape, GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab:
                self.finishEditing(returnFocus: true)
                return true
            default:
                return false
            }
        }
        gtk_widget_add_controller(editor.entry, keys)
        let focus = gtk_event_controller_focus_new()!
        GtkSignal.connect(UnsafeMutableRawPointer(focus), "leave") { [weak self] in self?.entryLostFocus(index) }
        gtk_widget_add_controller(editor.entry, focus)
        return editor
    }

    /// Gives `popover` the child for `face`. A hidden popover gets its edit or note child
    /// before it shows: GTK 4.18 pops a popover down when it is laid out smaller than its
    /// child's minimum size, as one shown with the value label and then given the larger
    /// entry was; the focus in the entry then went back to the slider and ended the edit.
    /// GTK 4.8 kept such a popover shown.
    private func setFace(_ face: ValuePopoverFace, of popover: ValuePopover) {
        guard popover.face != face else { return }
        popover.face = face
        let child: UnsafeMutablePointer<GtkWidget>
        switch face {
        case .value:
            child = popover.custom?.widget ?? popover.label
        case .editing, .note:
            let editor = self.editor(of: popover)
            gtk_widget_set_visible(editor.entry, face == .editing ? 1 : 0)
            child = editor.box
        }
        // The popover (not itself focusable) lets its entry take the focus only while editing.
        gtk_widget_set_can_focus(popover.popover, face == .editing ? 1 : 0)
        if gtk_popover_get_child(popover.popover.asPopover) != child {
            gtk_popover_set_child(popover.popover.asPopover, child)
        }
        gtk_widget_queue_allocate(gtkWidget)
    }

    private func focusEntry(_ index: Int) {
        guard popovers.editing.index == index, let editor = madePopover(at: index)?.editor else { return }
        if gtk_widget_grab_focus(editor.entry) != 0 {
            gtk_editable_select_region(OpaquePointer(editor.entry), 0, -1)
            return
        }
        // The popover is not mapped yet: try again once it is.
        guard popovers.editing.focusRetry == 0 else { return }
        changingPopovers.changingEditing.focusRetry = g_idle_add_full(
            G_PRIORITY_DEFAULT_IDLE,
            { data in
                guard let data else { return gboolean(G_SOURCE_REMOVE) }
                let slider = Unmanaged<RangeSliderWidget>.fromOpaque(data).takeUnretainedValue()
                slider.changingPopovers.changingEditing.focusRetry = 0
                if let index = slider.popovers.editing.index, let entry = slider.madePopover(at: index)?.editor?.entry,
                    gtk_widget_grab_focus(entry) != 0
                {
                    gtk_editable_select_region(OpaquePointer(entry), 0, -1)
                }
                return gboolean(G_SOURCE_REMOVE)
            }, Unmanaged.passUnretained(self).toOpaque(), nil)  // removed by ValueEditingState.stop()
    }

    /// `text` typed for the thumb at `index`: its open end's value when the text names it
    /// ("+", "Any"), else the parser's finite value; nil when it is neither.
    private func parse(_ text: String, at index: Int) -> Double? {
        if let open = openEndValue(typed: text, at: index) { return open }
        guard let value = (popovers.editing.parser ?? ValueParsing.parse)(text), value.isFinite else { return nil }
        return value
    }

    /// Enter in the entry: apply a value, or show why the text is not one.
    private func commitEditing(_ index: Int) {
        guard popovers.editing.index == index, let editor = madePopover(at: index)?.editor else { return }
        let text = editor.text
        guard let requested = parse(text, at: index) else {
            setError(invalidText(text), in: editor)
            gtk_widget_error_bell(editor.entry)
            return
        }
        let before = values
        finishEditing(returnFocus: true)
        apply(moveThumb(index, to: requested), source: .user)
        let result = values[index]
        let shown = formattedValue(result)
        let note: String?
        switch TypedValueOutcome.of(requested: requested, result: result, index: index, before: before) {
        case .exact: note = nil
        case .rounded: note = shown == formattedValue(requested) ? nil : SliderWords.translated("Rounded to {0}", shown)
        // TRANSLATORS: a typed value was below the range; {0} is the value it became.
        case .raisedToMinimum: note = SliderWords.translated("Set to the minimum, {0}", shown)
        case .loweredToMaximum: note = SliderWords.translated("Set to the maximum, {0}", shown)
        case .limitedByOtherThumb: note = SliderWords.translated("Stopped at {0} by the other thumb", shown)
        }
        if let note { showValueNote(note, at: index) }
    }

    private func invalidText(_ text: String) -> String {
        popovers.editing.invalidMessage?(text) ?? SliderWords.translated("Not a number: “{0}”", text)
    }

    /// The text changed: an error shown goes as soon as the text reads as a value, and follows
    /// the text otherwise.
    private func entryChanged(_ index: Int) {
        guard popovers.editing.index == index, let editor = madePopover(at: index)?.editor, editor.isShowingError else {
            return
        }
        let text = editor.text
        setError(parse(text, at: index) == nil ? invalidText(text) : nil, in: editor)
    }

    /// Shows (or, with nil, clears) the error state: the `error` class, the message, the
    /// entry's accessible description and *invalid* state.
    private func setError(_ message: String?, in editor: ValueEditor) {
        editor.isShowingError = message != nil
        editor.setMessage(message, error: true)
        if message != nil {
            gtk_widget_add_css_class(editor.entry, "error")
            cgtk_accessible_update_description(OpaquePointer(editor.entry), message)
            AccessibleInvalidState.set(editor.entry, true)
        } else {
            gtk_widget_remove_css_class(editor.entry, "error")
            cgtk_accessible_update_description(
                OpaquePointer(editor.entry), SliderWords.translated("Enter applies, Escape cancels"))
            AccessibleInvalidState.set(editor.entry, false)
        }
    }

    /// Focus left the entry: a click elsewhere cancels; the window losing the focus does not.
    /// Checked once GTK has finished moving the focus: changing the popover's child while GTK
    /// emits the focus change (it walks the widgets it leaves) broke GTK's walk.
    private func entryLostFocus(_ index: Int) {
        guard popovers.editing.index == index, !popovers.editing.ending else { return }
        MainLoop.after(seconds: 0) { [weak self] in
            guard let self, self.popovers.editing.index == index, !self.entryHasFocus(index) else { return }
            if let root = gtk_widget_get_root(self.gtkWidget),
                gtk_window_is_active(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)) == 0
            {
                return
            }
            self.finishEditing(returnFocus: false)
        }
    }

    /// Ends the edit: the popover shows the value again (and hides unless it shows anyway).
    private func finishEditing(returnFocus: Bool) {
        guard let index = popovers.editing.index else { return }
        changingPopovers.changingEditing.ending = true
        defer { changingPopovers.changingEditing.ending = false }
        if returnFocus { focus(index: index) }
        changingPopovers.changingEditing.index = nil
        if let popover = madePopover(at: index) {
            if let editor = popover.editor { setError(nil, in: editor) }
            setFace(.value, of: popover)
        }
        refreshValuePopovers()
    }

    /// Shows `text` in the popover of the thumb at `index` for ``valueNoteDuration`` seconds or
    /// until the values change, and as the thumb's accessible description for as long; from GTK
    /// 4.14 announces it.
    private func showValueNote(_ text: String, at index: Int) {
        clearValueNote()
        changingPopovers.changingEditing.note = (index, text, values.values)
        let popover = valuePopover(index)
        let editor = self.editor(of: popover)
        editor.setMessage(text, error: false)
        setFace(.note, of: popover)  // before the popover shows (see ``setFace(_:of:)``)
        refreshValuePopovers()
        cgtk_accessible_update_description(OpaquePointer(thumbWidgets[index]), text)
        _ = cgtk_accessible_announce(OpaquePointer(thumbWidgets[index]), text)
        changingPopovers.changingEditing.noteTimeout = MainLoop.after(seconds: Self.valueNoteDuration) { [weak self] in
            guard let self else { return }
            self.changingPopovers.changingEditing.noteTimeout = 0
            self.clearValueNote()
            self.refreshValuePopovers()
        }
    }

    /// Removes the note (its popover shows the value again; the thumb's description is its
    /// value text again).
    private func clearValueNote() {
        guard let note = popovers.editing.note else { return }
        changingPopovers.changingEditing.note = nil
        if popovers.editing.noteTimeout != 0 {
            g_source_remove(popovers.editing.noteTimeout)
            changingPopovers.changingEditing.noteTimeout = 0
        }
        if let popover = madePopover(at: note.index), popover.face == .note {
            popover.editor?.setMessage(nil, error: false)
            setFace(.value, of: popover)
        }
        // Let RangeSliderAccessibility give the description again (it sets it when it differs).
        accessibility.forgetValueText(at: note.index)
        RangeSliderAccessibility.updateValues(self)
    }

    /// From ``refreshValuePopovers(inAllocation:)``: an edit of a thumb that can no longer move
    /// ends (cancelled); a note goes when the values change.
    func checkValueEditing() {
        if let index = popovers.editing.index, !popovers.editing.ending,
            !(mode.isInteractive && isSensitive && isMovable(index) && gtk_widget_get_mapped(gtkWidget) != 0)
        {
            changingPopovers.changingEditing.index = nil
            if let popover = madePopover(at: index) { setFace(.value, of: popover) }
        }
        if let note = popovers.editing.note, note.values != values.values {
            clearValueNote()
        }
    }
}

/// GTK_ACCESSIBLE_STATE_INVALID through `gtk_accessible_update_state_value` (the variadic form
/// is out of Swift's reach): set to GTK_ACCESSIBLE_INVALID_TRUE, or reset to its default (false).
enum AccessibleInvalidState {
    static func set(_ widget: UnsafeMutablePointer<GtkWidget>, _ invalid: Bool) {
        guard invalid else { return gtk_accessible_reset_state(OpaquePointer(widget), GTK_ACCESSIBLE_STATE_INVALID) }
        var value = GValue()
        g_value_init(&value, GType(6 << 2))  // G_TYPE_INT: GTK reads token states with g_value_get_int
        g_value_set_int(&value, gint(GTK_ACCESSIBLE_INVALID_TRUE.rawValue))
        var state = GTK_ACCESSIBLE_STATE_INVALID
        gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, &value)
        g_value_unset(&value)
    }
}

/// GtkGestureClick's `pressed` (gint n_press, gdouble x, gdouble y), which GtkSignal has no
/// shape for. The box holding the handler is released with the connection.
enum ClickSignal {
    final class Box {
        let handler: (Double, Double) -> Void
        init(_ handler: @escaping (Double, Double) -> Void) { self.handler = handler }
    }

    private static let thunk:
        @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, _, x, y, data in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().handler(x, y)
        }

    static func connect(_ gesture: UnsafeMutableRawPointer, _ handler: @escaping (Double, Double) -> Void) {
        let box = Unmanaged.passRetained(Box(handler)).toOpaque()
        g_signal_connect_data(
            gesture, "pressed", unsafeBitCast(thunk, to: GCallback.self), box, releaseBox, GConnectFlags(rawValue: 0))
    }
}
