// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import GtkSupport
import RangeSliderCore

// Preset ranges: a menu of named ranges with live counts (right click, the Menu key or
// Shift+F10 on a thumb, or a menu button beside the slider).

extension RangeSliderWidget {
    /// Named ranges offered in a menu: right click on the slider, the Menu key or Shift+F10 on a
    /// focused thumb, or ``makePresetMenuButton(label:opened:)`` beside it. Choosing one moves the first
    /// and the last thumb (clamped and ordered by the value policy) with the usual events, as a
    /// user's change (`source: .user`); on a slider with more than two thumbs the thumbs between
    /// keep their values, clamped into the preset's range (see ``RangePreset``). Default: none
    /// (no menu).
    public var presets: [RangePreset] {
        get { presetMenu?.presets ?? [] }
        set {
            let menu = presetMenu ?? PresetMenu(slider: self)
            presetMenu = menu
            menu.presets = newValue
            menu.rebuild()
            // The right click's gesture, made with the first presets (a gesture and its
            // handler less for every slider without), kept until the widget is disposed.
            if !newValue.isEmpty, !menu.hasClickController, !binding.ownership.detached {
                menu.hasClickController = true
                add(makePresetClickController())
            }
        }
    }

    /// Each preset's count, shown after its name ("Under $150k (612)"): the app's live answer,
    /// asked each time a menu opens (and by ``refreshPresetCounts()``), so the counts follow the
    /// app's other filters. Nil (the default) or a nil answer: the name alone.
    public var presetCounter: ((RangePreset) -> Int?)? {
        get { presetMenu?.counter }
        set {
            let menu = presetMenu ?? PresetMenu(slider: self)
            presetMenu = menu
            menu.counter = newValue
            menu.rebuild()
        }
    }

    /// Asks ``presetCounter`` again and relabels the menus now (they also do when they open).
    public func refreshPresetCounts() { presetMenu?.rebuild() }

    /// The right-click menu's popover (a GtkPopoverMenu, child of ``gtkWidget``) once it has
    /// been opened, else nil.
    public var presetMenuPopover: UnsafeMutablePointer<GtkWidget>? { presetMenu?.shownPopover }

    /// The menu's items as shown (name and count), for tests and assistive checks.
    public var presetMenuLabels: [String] { presetMenu?.labels ?? [] }

    /// Moves the first and the last thumb to preset `index` (the thumbs between clamped into
    /// it), as a program change. Out-of-range indices do nothing.
    public func applyPreset(at index: Int) { applyPreset(index, source: .program) }

    func applyPreset(_ index: Int, source: ChangeSource) {
        guard let menu = presetMenu, menu.presets.indices.contains(index), mode.isInteractive || source == .program
        else { return }
        let v = menu.presets[index].values(minimum: values.minimumValue, maximum: values.maximumValue)
        apply(values.setValues(lower: v.lower, upper: v.upper), source: source)
    }

    /// The preset menu's model (`GMenuModel`, owned by the slider): an app can put it in its
    /// own menus; its items activate `rangeslider.apply-preset` with the preset's index, an
    /// action the slider and ``makePresetMenuButton(label:opened:)``'s buttons provide.
    public var presetMenuModel: UnsafeMutablePointer<GMenuModel> {
        let menu = presetMenu ?? PresetMenu(slider: self)
        presetMenu = menu
        return menu.model
    }

    /// A new GtkMenuButton (floating: pack it) that opens the preset menu, with the counts
    /// asked afresh each time it opens; then `opened` runs. The menu's popover is built when
    /// the button first opens (``MenuOnFirstOpen``). The button holds the menu's model and
    /// actions itself, so it may outlive the slider (its items then do nothing).
    public func makePresetMenuButton(
        label: String = SliderWords.translated("Presets"), opened: (() -> Void)? = nil
    ) -> UnsafeMutablePointer<GtkWidget> {
        let menu = presetMenu ?? PresetMenu(slider: self)
        presetMenu = menu
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_label(OpaquePointer(button), label)
        gtk_widget_set_tooltip_text(button, SliderWords.translated("Choose a preset range"))
        // GTK 4.8 exports the menu button itself as a button without a name ("GtkMenuButton"
        // over AT-SPI, seen in the AT-SPI check): name it after what it offers.
        cgtk_accessible_update_label(OpaquePointer(button), SliderWords.translated("Preset ranges"))
        gtk_widget_insert_action_group(button, PresetMenu.actionPrefix, OpaquePointer(menu.actions))
        MenuOnFirstOpen.attach(button, model: menu.model) { [weak menu] popover in
            GtkSignal.connect(UnsafeMutableRawPointer(popover), "show") {
                menu?.rebuild()
                opened?()
            }
        }
        return button
    }

    /// Opens the preset menu pointing at (`x`, `y`) in the slider's coordinates.
    public func showPresetMenu(x: Double, y: Double) {
        guard let menu = presetMenu, !menu.presets.isEmpty, !binding.ownership.detached else { return }
        menu.popup(on: gtkWidget, at: GdkRectangle(x: Int32(x.rounded()), y: Int32(y.rounded()), width: 1, height: 1))
    }

    /// The Menu key or Shift+F10 on a focused thumb (any of them) opens the menu at the thumb.
    func presetMenuKeyPressed(_ keyval: guint, _ state: GdkModifierType) -> Bool {
        let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
        guard Int32(keyval) == GDK_KEY_Menu || (Int32(keyval) == GDK_KEY_F10 && shift),
            !presets.isEmpty, let index = focusedThumbIndex
        else { return false }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(thumbWidgets[index], gtkWidget, &bounds) != 0 else { return false }
        showPresetMenu(
            x: Double(bounds.origin.x + bounds.size.width / 2), y: Double(bounds.origin.y + bounds.size.height / 2))
        return true
    }

    /// A right click (secondary button) opens the menu where it was.
    func makePresetClickController() -> OpaquePointer {
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_SECONDARY))
        PresetMenu.connectPressed(click) { [weak self] (x: Double, y: Double) in
            guard let self, !self.presets.isEmpty, self.isSensitive, self.mode.isInteractive else { return }
            gtk_gesture_set_state(click, GTK_EVENT_SEQUENCE_CLAIMED)
            self.showPresetMenu(x: x, y: y)
            // The menu's grab takes the release: without a reset the gesture would wait for it
            // and ignore the next right click (seen in PresetMenuTests).
            gtk_event_controller_reset(click)
        }
        return click
    }
}

/// The preset menu's model, actions and popover.
///
/// Ownership: the slider holds this object (``RangeSliderWidget/presetMenu``). It holds one
/// reference to the `GMenu` and one to the `GSimpleActionGroup`, released in `deinit`; the
/// action's handler holds the slider weakly. The right-click popover is a child of the slider's
/// widget, unparented (and released) by GTK when the widget is disposed; this object keeps an
/// unowned pointer to it and stops using it then (``widgetDisposed()``).
final class PresetMenu {
    /// The action group's prefix on the slider and on menu buttons.
    static let actionPrefix = "rangeslider"

    weak var slider: RangeSliderWidget?
    var presets: [RangePreset] = []
    /// Whether the slider's right-click gesture has been added (with the first presets).
    var hasClickController = false
    var counter: ((RangePreset) -> Int?)?
    private(set) var labels: [String] = []
    /// The `GMenu`.
    let menu: OpaquePointer
    /// The same object as a `GMenuModel`.
    var model: UnsafeMutablePointer<GMenuModel> {
        UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
    }
    /// The `GSimpleActionGroup` holding `apply-preset(u)`.
    let actions: UnsafeMutableRawPointer
    private var popover: UnsafeMutablePointer<GtkWidget>?

    init(slider: RangeSliderWidget) {
        self.slider = slider
        menu = g_menu_new()!
        actions = UnsafeMutableRawPointer(g_simple_action_group_new()!)
        let type = g_variant_type_new("u")
        let action = g_simple_action_new("apply-preset", type)!
        g_variant_type_free(type)
        GtkSignal.connect(UnsafeMutableRawPointer(action), "activate") {
            [weak slider] (parameter: UnsafeMutableRawPointer?) in
            guard let parameter else { return }
            slider?.applyPreset(Int(g_variant_get_uint32(OpaquePointer(parameter))), source: .user)
        }
        g_action_map_add_action(OpaquePointer(actions), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        gtk_widget_insert_action_group(slider.gtkWidget, Self.actionPrefix, OpaquePointer(actions))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(menu))
        g_object_unref(actions)
    }

    /// Relabels the items with fresh counts.
    func rebuild() {
        labels = presets.map { $0.menuLabel(count: counter?($0)) }
        g_menu_remove_all(menu)
        for (i, label) in labels.enumerated() {
            let item = g_menu_item_new(label, nil)!
            g_menu_item_set_action_and_target_value(
                item, "\(Self.actionPrefix).apply-preset", g_variant_new_uint32(guint32(i)))
            g_menu_append_item(menu, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
    }

    func popup(on widget: UnsafeMutablePointer<GtkWidget>, at rect: GdkRectangle) {
        rebuild()
        if popover == nil {
            let p = gtk_popover_menu_new_from_model(model)!
            gtk_widget_set_parent(p, widget)
            gtk_popover_set_has_arrow(p.asGtkPopover, 0)
            gtk_widget_set_halign(p, GTK_ALIGN_START)
            popover = p
        }
        guard let popover else { return }
        var r = rect
        gtk_popover_set_pointing_to(popover.asGtkPopover, &r)
        gtk_popover_popup(popover.asGtkPopover)
    }

    /// The popover the slider made, if any (for tests).
    var shownPopover: UnsafeMutablePointer<GtkWidget>? { popover }

    /// The slider's widget is being disposed: GTK unparents the popover; forget it.
    func widgetDisposed() { popover = nil }

    /// Connects GtkGestureClick's `pressed(n_press, x, y)` (an int then two doubles: none of
    /// GtkSignal's shapes) with a handler that gets (x, y); the box goes with the handler.
    static func connectPressed(_ gesture: OpaquePointer, _ handler: @escaping (Double, Double) -> Void) {
        final class Box {
            let handler: (Double, Double) -> Void; init(_ h: @escaping (Double, Double) -> Void) { handler = h }
        }
        let box = Unmanaged.passRetained(Box(handler)).toOpaque()
        let callback:
            @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
                _, _, x, y, data in
                guard let data else { return }
                Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().handler(x, y)
            }
        let release: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            if let data { Unmanaged<Box>.fromOpaque(data).release() }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(gesture), "pressed", unsafeBitCast(callback, to: GCallback.self), box,
            release, GConnectFlags(rawValue: 0))
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    fileprivate var asGtkPopover: UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkPopover.self)
    }
}
