// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import FuzzTargets
import GtkSupport
import RangeSliderCAPI

/// The C API on a real widget: bytes decoded as a sequence of `ce_range_slider_*` calls on a
/// `CeRangeSlider` shown in a window of a GTK-initialised process (Xvfb under scripts/fuzz.sh),
/// with NaN, ±∞, huge and inverted numbers, arbitrary enum values, invalid UTF-8 labels,
/// mismatched array lengths, NULL arrays, and the widget removed from its window or disposed
/// in the middle of the sequence. The main loop runs between calls now and then, so the widget
/// lays itself out and draws with whatever the calls left.
///
/// Checked after every call (while the widget is alive): `minimum ≤ lower ≤ upper ≤ maximum`,
/// all finite; the fraction in `0…1`; the constraints finite and not negative. After the
/// sequence the slider is released and the number of live slider states
/// (`ce_range_slider_get_n_live_states`) must be back where it was: nothing kept alive.
/// Under AddressSanitizer (scripts/fuzz.sh builds it so) any use after free, overflow or
/// double free in the Swift library or the shim stops the run.
public enum CAPITarget: FuzzTarget {
    public static let name = "capi"

    /// The window the sliders are shown in, made once per process.
    nonisolated(unsafe) private static var window: UnsafeMutablePointer<GtkWidget>?

    /// Starts GTK (once); false when there is no display.
    public static func startGtk() -> Bool {
        if window != nil { return true }
        guard gtk_init_check() != 0 else { return false }
        let w = gtk_window_new()!
        g_object_ref_sink(w)  // ours until the process ends
        let asWindow = UnsafeMutableRawPointer(w).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_decorated(asWindow, 0)
        gtk_window_set_default_size(asWindow, 320, 80)
        gtk_window_present(asWindow)
        MainLoop.spin(until: { gtk_widget_get_mapped(w) != 0 }, timeout: 10)
        window = w
        return true
    }

    public static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        guard startGtk(), let window else { throw FuzzFailure("GTK cannot start: no display") }
        let asWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        let liveBefore = ce_range_slider_get_n_live_states()
        var input = FuzzInput(bytes)

        let widget = ce_range_slider_new()
        g_object_ref_sink(widget)  // the fuzzer's reference, released at the end
        let slider = UnsafeMutableRawPointer(widget)
        gtk_window_set_child(asWindow, widget)
        var disposed = false
        var calls = 0
        while !input.isAtEnd && calls < 200 {
            try call(slider, widget, asWindow, &input, &disposed)
            if !disposed { try checkState(slider) }
            calls += 1
        }
        gtk_window_set_child(asWindow, nil)
        MainLoop.drainPending()
        g_object_unref(widget)
        MainLoop.drainPending()
        let liveAfter = ce_range_slider_get_n_live_states()
        try require(
            liveAfter == liveBefore,
            "\(liveAfter) slider states alive after the slider was released, \(liveBefore) before")
    }

    /// Drops GLib's log messages below `G_LOG_LEVEL_ERROR` for the rest of the process (the
    /// libFuzzer driver calls it; the tests keep their log).
    public static func dropGLibWarnings() {
        g_log_set_writer_func(
            { level, _, _, _ in
                level.rawValue & G_LOG_LEVEL_ERROR.rawValue != 0 ? G_LOG_WRITER_UNHANDLED : G_LOG_WRITER_HANDLED
            }, nil, nil)
    }

    /// The invariant every getter must show.
    static func checkState(_ s: UnsafeMutableRawPointer) throws(FuzzFailure) {
        let lo = ce_range_slider_get_minimum_value(s), hi = ce_range_slider_get_maximum_value(s)
        var lower = 0.0, upper = 0.0
        ce_range_slider_get_values(s, &lower, &upper)
        try require(
            lower == ce_range_slider_get_lower_value(s) && upper == ce_range_slider_get_upper_value(s),
            "get_values disagrees with get_lower_value/get_upper_value")
        try require(
            [lo, hi, lower, upper].allSatisfy(\.isFinite) && lo <= lower && lower <= upper && upper <= hi,
            "the invariant broke: \(lo) ≤ \(lower) ≤ \(upper) ≤ \(hi)")
        let fraction = ce_range_slider_get_fraction(s)
        try require(fraction >= 0 && fraction <= 1, "fraction \(fraction)")
        for (name, v) in [
            ("step size", ce_range_slider_get_step_size(s)),
            ("minimum separation", ce_range_slider_get_minimum_separation(s)),
        ] {
            try require(v.isFinite && v >= 0, "\(name) \(v)")
        }
        let span = ce_range_slider_get_maximum_span(s)
        try require(!span.isNaN, "maximum span \(span)")
        let value = ce_range_slider_get_value(s)
        try require(value.isFinite, "value \(value)")
    }

    /// Decodes and makes one call.
    static func call(
        _ s: UnsafeMutableRawPointer, _ widget: UnsafeMutablePointer<GtkWidget>,
        _ window: UnsafeMutablePointer<GtkWindow>, _ input: inout FuzzInput, _ disposed: inout Bool
    ) throws(FuzzFailure) {
        func d() -> Double { input.double() }
        func i32() -> Int32 { Int32(truncatingIfNeeded: input.int()) }
        func bool() -> gboolean { input.choice(4) == 0 ? Int32(input.byte()) : (input.bool() ? 1 : 0) }
        func doubles(_ max: Int) -> [Double] { (0..<input.choice(max + 1)).map { _ in input.double() } }
        switch input.choice(48) {
        case 0: ce_range_slider_set_minimum_value(s, d())
        case 1: ce_range_slider_set_maximum_value(s, d())
        case 2: ce_range_slider_set_lower_value(s, d())
        case 3: ce_range_slider_set_upper_value(s, d())
        case 4: ce_range_slider_set_values(s, d(), d())
        case 5: ce_range_slider_set_range(s, d(), d())
        case 6: ce_range_slider_set_mode(s, input.bool() ? Int32(input.choice(4)) : i32())
        case 7: ce_range_slider_set_value(s, d())
        case 8: ce_range_slider_set_step_size(s, d())
        case 9: ce_range_slider_set_minimum_separation(s, d())
        case 10: ce_range_slider_set_maximum_span(s, d())
        case 11: ce_range_slider_set_step_increment(s, d())
        case 12: ce_range_slider_set_page_increment(s, d())
        case 13: ce_range_slider_set_curvaceousness(s, d())
        case 14: ce_range_slider_set_inverted(s, bool())
        case 15, 16:
            var color = GdkRGBA(red: Float(d()), green: Float(d()), blue: Float(d()), alpha: Float(d()))
            let which = input.choice(3)
            let useNull = input.choice(4) == 0
            withUnsafePointer(to: &color) { p in
                let c = useNull ? nil : p
                switch which {
                case 0: ce_range_slider_set_track_tint_color(s, c)
                case 1: ce_range_slider_set_track_highlight_tint_color(s, c)
                default: ce_range_slider_set_thumb_tint_color(s, c)
                }
            }
            var out = GdkRGBA()
            ce_range_slider_get_thumb_tint_color(s, &out)
        case 17: ce_range_slider_set_track_click_behavior(s, input.bool() ? Int32(input.choice(4)) : i32())
        case 18: ce_range_slider_set_allows_span_drag(s, bool())
        case 19: ce_range_slider_set_fine_tune_factor(s, d())
        case 20: ce_range_slider_set_value_popover_visibility(s, input.bool() ? Int32(input.choice(4)) : i32())
        case 21, 22:
            let text = input.choice(5) == 0 ? nil : cString(&input)
            let which = input.choice(5)
            withOptionalCString(text) { p in
                switch which {
                case 0: ce_range_slider_set_lower_thumb_label(s, p)
                case 1: ce_range_slider_set_upper_thumb_label(s, p)
                case 2: ce_range_slider_set_value_label(s, p)
                case 3: ce_range_slider_set_open_lower_bound_text(s, p)
                default: ce_range_slider_set_open_upper_bound_text(s, p)
                }
            }
            _ = ce_range_slider_get_lower_thumb_label(s).map { String(cString: $0) }
            _ = ce_range_slider_get_value_label(s).map { String(cString: $0) }
            _ = ce_range_slider_get_open_lower_bound_text(s).map { String(cString: $0) }
        case 23: ce_range_slider_set_histogram_height(s, i32())
        case 24:
            let names = (0..<input.choice(5)).map { _ in cString(&input) }
            let lowers = doubles(5), uppers = doubles(5)
            let nNames = input.choice(3) == 0 ? UInt(input.choice(6)) : UInt(names.count)
            withCStringArray(names) { namePointers in
                let count = Swift.min(nNames, UInt(namePointers.count))
                ce_range_slider_set_presets(
                    s, namePointers.isEmpty ? nil : namePointers.baseAddress, count,
                    lowers, UInt(lowers.count), uppers, UInt(uppers.count))
            }
            _ = ce_range_slider_get_n_presets(s)
        case 25: ce_range_slider_apply_preset(s, guint(truncatingIfNeeded: input.int()))
        case 26:
            _ = ce_range_slider_get_preset_menu_model(s)
            ce_range_slider_refresh_preset_counts(s)
        case 27:
            var error: UnsafeMutablePointer<GError>?
            _ = ce_range_slider_set_scale(s, input.bool() ? Int32(input.choice(5)) : i32(), &error)
            if let error { g_error_free(error) }
        case 28:
            let n = input.choice(5)
            let fractions = (0..<n).map { _ in d() }
            let values = (0..<(input.choice(4) == 0 ? input.choice(5) : n)).map { _ in d() }
            let steps = input.bool() ? [] : (0..<n).map { _ in d() }
            var error: UnsafeMutablePointer<GError>?
            _ = ce_range_slider_set_scale_breakpoints(
                s, fractions, UInt(fractions.count), values, UInt(values.count),
                steps, UInt(steps.count), d(), &error)
            if let error { g_error_free(error) }
        case 29:
            let values = doubles(24)
            var error: UnsafeMutablePointer<GError>?
            _ = ce_range_slider_set_quantile_data(
                s, values.isEmpty && input.bool() ? nil : values, UInt(values.count), &error)
            if let error { g_error_free(error) }
        case 30:
            let counts = (0..<input.choice(12)).map { _ in input.bool() ? UInt64(input.byte()) : input.bits(8) }
            var error: UnsafeMutablePointer<GError>?
            _ = ce_range_slider_set_quantile_histogram(s, counts, UInt(counts.count), d(), d(), &error)
            if let error { g_error_free(error) }
        case 31: ce_range_slider_set_open_lower_bound(s, bool())
        case 32: ce_range_slider_set_open_upper_bound(s, bool())
        case 33:
            _ = ce_range_slider_get_effective_lower_bound(s)
            _ = ce_range_slider_get_effective_upper_bound(s)
            _ = ce_range_slider_get_lower_bound_is_open(s)
            if let text = ce_range_slider_dup_range_description(s) { g_free(text) }
        case 34: ce_range_slider_set_tick_mode(s, input.bool() ? Int32(input.choice(6)) : i32())
        case 35: ce_range_slider_set_tick_step(s, d())
        case 36: ce_range_slider_set_tick_count(s, i32())
        case 37: ce_range_slider_set_tick_spacing(s, d())
        case 38: ce_range_slider_set_minor_ticks(s, i32())
        case 39: ce_range_slider_set_snap_to_ticks(s, bool())
        case 40:
            let values = doubles(16)
            ce_range_slider_set_tick_values(s, values.isEmpty ? nil : values, UInt(values.count))
        case 41, 42:
            // Let the widget lay out and draw what the calls left.
            for _ in 0..<(1 + input.choice(4)) { g_main_context_iteration(nil, 0) }
        case 43:
            // Resize the window: zero, tiny and huge sizes.
            gtk_window_set_default_size(
                window, Int32(input.choice(3) == 0 ? 0 : input.bits(2) % 4000),
                Int32(input.bits(1)))
            gtk_widget_set_size_request(widget, Int32(input.choice(600)) - 1, Int32(input.choice(200)) - 1)
        case 44:
            // Take the widget out of its window (it stays alive: the fuzzer holds it), or put it back.
            if gtk_widget_get_parent(widget) != nil {
                gtk_window_set_child(window, nil)
            } else if !disposed {
                gtk_window_set_child(window, widget)
            }
        case 45:
            // Destroy in the middle: dispose the widget while the fuzzer still holds it. Every
            // later call must be safe (GLib's critical warning and a zero result).
            if gtk_widget_get_parent(widget) != nil { gtk_window_set_child(window, nil) }
            g_object_run_dispose(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self))
            disposed = true
        case 46:
            // A pointer that is not a slider: the window itself.
            ce_range_slider_set_lower_value(UnsafeMutableRawPointer(window), d())
            _ = ce_range_slider_get_upper_value(nil)
        default:
            _ = ce_range_slider_get_inverted(s)
            _ = ce_range_slider_get_mode(s)
            _ = ce_range_slider_get_scale(s)
            _ = ce_range_slider_get_tick_count(s)
            _ = ce_range_slider_get_tick_spacing(s)
            _ = ce_range_slider_get_histogram_height(s)
            _ = ce_range_slider_get_track_click_behavior(s)
            _ = ce_range_slider_get_value_popover_visibility(s)
        }
    }

    /// Up to 24 bytes of the input as a C string's bytes (no NUL; any other byte, invalid
    /// UTF-8 included).
    static func cString(_ input: inout FuzzInput) -> [CChar] {
        var bytes = (0..<input.choice(25)).map { _ in CChar(bitPattern: input.byte()) }.filter { $0 != 0 }
        bytes.append(0)
        return bytes
    }

    static func withOptionalCString(_ text: [CChar]?, _ body: (UnsafePointer<CChar>?) -> Void) {
        guard let text else { return body(nil) }
        text.withUnsafeBufferPointer { body($0.baseAddress) }
    }

    static func withCStringArray(_ strings: [[CChar]], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> Void) {
        let copies = strings.map { s -> UnsafeMutablePointer<CChar> in
            let p = UnsafeMutablePointer<CChar>.allocate(capacity: s.count)
            p.initialize(from: s, count: s.count)
            return p
        }
        defer { copies.forEach { $0.deallocate() } }
        let pointers = copies.map { UnsafePointer<CChar>?($0) }
        pointers.withUnsafeBufferPointer(body)
    }
}
