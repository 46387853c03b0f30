// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
import XCTest

/// Keys delivered to the slider's own GtkEventControllerKey (its `key-pressed` signal emitted
/// as GTK emits it for a key event), with no input device: runs on Wayland, where the headless
/// compositor has no keyboard and xdotool cannot reach, as well as on X11.
/// `RangeSliderKeyboardTests` sends real keys through xdotool on X11.
final class KeyControllerTests: WidgetTestCase {
    /// The slider's key controller.
    private var keyController: UnsafeMutableRawPointer? {
        let controllers = gtk_widget_observe_controllers(slider.gtkWidget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        let keyType = gtk_event_controller_key_get_type()
        for i in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, i) else { continue }
            defer { g_object_unref(item) }
            if g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), keyType) != 0 {
                return item
            }
        }
        return nil
    }

    /// Emits `key-pressed` (keyval, keycode 0, `state`) on the key controller; returns whether
    /// a handler took the key.
    private func press(_ keyval: Int32, state: GdkModifierType = GdkModifierType(rawValue: 0)) -> Bool {
        guard let controller = keyController else {
            XCTFail("the slider has no GtkEventControllerKey")
            return false
        }
        var params = [GValue](repeating: GValue(), count: 4)
        g_value_init(&params[0], gtk_event_controller_key_get_type())
        g_value_set_object(&params[0], controller)
        g_value_init(&params[1], g_type_from_name("guint"))
        g_value_set_uint(&params[1], guint(keyval))
        g_value_init(&params[2], g_type_from_name("guint"))
        g_value_set_uint(&params[2], 0)
        g_value_init(&params[3], gdk_modifier_type_get_type())
        g_value_set_flags(&params[3], state.rawValue)
        var result = GValue()
        g_value_init(&result, g_type_from_name("gboolean"))
        let signal = g_signal_lookup("key-pressed", gtk_event_controller_key_get_type())
        XCTAssertNotEqual(signal, 0, "no key-pressed signal")
        g_signal_emitv(&params, signal, 0, &result)
        let handled = g_value_get_boolean(&result) != 0
        for i in 0..<4 { g_value_unset(&params[i]) }
        g_value_unset(&result)
        settle(0.05)
        return handled
    }

    /// The window is shown; the thumb takes focus (on Wayland without a keyboard the window
    /// may not be active, so the test first says whether focus arrived).
    private func focusLower() {
        slider.focus(.lower)
        settle(0.1)
        XCTAssertEqual(slider.focusedThumb, .lower, "the lower thumb should have keyboard focus")
    }

    func testArrowAndPageKeysMoveTheFocusedThumbAndCommitAsTheUser() {
        focusLower()
        events = []
        XCTAssertTrue(press(GDK_KEY_Right))
        XCTAssertEqual(slider.lowerValue, 0.21, accuracy: 1e-9)
        XCTAssertTrue(press(GDK_KEY_Page_Up))
        XCTAssertEqual(slider.lowerValue, 0.31, accuracy: 1e-9)
        XCTAssertTrue(press(GDK_KEY_Left, state: GDK_CONTROL_MASK))
        XCTAssertEqual(slider.lowerValue, 0.21, accuracy: 1e-9)
        XCTAssertEqual(valueEvents.count, 3)
        guard case .valueChanged(let lower, let upper, let source)? = valueEvents.last else {
            return XCTFail("no value change")
        }
        XCTAssertEqual(lower, 0.21, accuracy: 1e-9)
        XCTAssertEqual(upper, 0.8, accuracy: 1e-9)
        XCTAssertEqual(source, .user)
    }

    func testHomeAndEndStopAtTheOtherThumb() {
        focusLower()
        XCTAssertTrue(press(GDK_KEY_End))
        XCTAssertEqual(slider.lowerValue, 0.8, accuracy: 1e-9, "the lower thumb stops at the upper value")
        XCTAssertTrue(press(GDK_KEY_Home))
        XCTAssertEqual(slider.lowerValue, 0, accuracy: 1e-9)
    }

    func testKeysAreIgnoredWhileInsensitiveOrUnbound() {
        focusLower()
        XCTAssertFalse(press(GDK_KEY_a), "a key without a binding is left to others")
        slider.isSensitive = false
        settle()
        _ = press(GDK_KEY_Right)
        XCTAssertEqual(slider.lowerValue, 0.2, accuracy: 1e-9)
    }
}
