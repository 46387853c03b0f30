// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkSupport
import GtkTestSupport
import RangeSlider
import XCTest

/// GObject property access and signal recording the way C does it (`g_object_set_property`,
/// `g_object_get_property`, `g_signal_connect`), for the tests of the `CeRangeSlider` type.
enum GObjectAccess {
    static let doubleType = g_type_from_name("gdouble")
    static let booleanType = g_type_from_name("gboolean")
    static let stringType = g_type_from_name("gchararray")

    static func object(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    }

    static func setDouble(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ value: Double) {
        var v = GValue()
        g_value_init(&v, doubleType)
        g_value_set_double(&v, value)
        g_object_set_property(object(widget), name, &v)
        g_value_unset(&v)
    }

    static func double(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Double {
        var v = GValue()
        g_value_init(&v, doubleType)
        g_object_get_property(object(widget), name, &v)
        defer { g_value_unset(&v) }
        return g_value_get_double(&v)
    }

    static func setBool(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ value: Bool) {
        var v = GValue()
        g_value_init(&v, booleanType)
        g_value_set_boolean(&v, value ? 1 : 0)
        g_object_set_property(object(widget), name, &v)
        g_value_unset(&v)
    }

    static func bool(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
        var v = GValue()
        g_value_init(&v, booleanType)
        g_object_get_property(object(widget), name, &v)
        defer { g_value_unset(&v) }
        return g_value_get_boolean(&v) != 0
    }

    static func setString(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ value: String?) {
        var v = GValue()
        g_value_init(&v, stringType)
        g_value_set_string(&v, value)
        g_object_set_property(object(widget), name, &v)
        g_value_unset(&v)
    }

    static func string(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String? {
        var v = GValue()
        g_value_init(&v, stringType)
        g_object_get_property(object(widget), name, &v)
        defer { g_value_unset(&v) }
        return g_value_get_string(&v).map { String(cString: $0) }
    }

    /// Sets a GdkRGBA property; nil sets NULL.
    static func setColor(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ color: RGBA?) {
        var v = GValue()
        g_value_init(&v, gdk_rgba_get_type())
        if let color {
            var rgba = GdkRGBA(
                red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
            g_value_set_boxed(&v, &rgba)
        }
        g_object_set_property(object(widget), name, &v)
        g_value_unset(&v)
    }

    static func color(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> RGBA? {
        var v = GValue()
        g_value_init(&v, gdk_rgba_get_type())
        g_object_get_property(object(widget), name, &v)
        defer { g_value_unset(&v) }
        guard let boxed = g_value_get_boxed(&v) else { return nil }
        let c = boxed.assumingMemoryBound(to: GdkRGBA.self).pointee
        return RGBA(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    static func setEnum(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, type: GType, _ value: Int32) {
        var v = GValue()
        g_value_init(&v, type)
        g_value_set_enum(&v, value)
        g_object_set_property(object(widget), name, &v)
        g_value_unset(&v)
    }

    static func enumValue(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, type: GType) -> Int32 {
        var v = GValue()
        g_value_init(&v, type)
        g_object_get_property(object(widget), name, &v)
        defer { g_value_unset(&v) }
        return g_value_get_enum(&v)
    }

    /// A new `CeRangeSlider` made with `g_object_new` (as C, Python and GtkBuilder make it),
    /// with double properties set at construction. Floating, like any new widget.
    static func newSlider(_ properties: [(String, Double)] = []) -> UnsafeMutablePointer<GtkWidget> {
        var values = properties.map { _ in GValue() }
        for i in values.indices {
            g_value_init(&values[i], doubleType)
            g_value_set_double(&values[i], properties[i].1)
        }
        let names = properties.map { strdup($0.0) }
        defer {
            names.forEach { free($0) }
            for i in values.indices { g_value_unset(&values[i]) }
        }
        var namePointers = names.map { UnsafePointer<CChar>($0) }
        let object = namePointers.withUnsafeMutableBufferPointer { namesBuffer in
            values.withUnsafeMutableBufferPointer { valuesBuffer in
                g_object_new_with_properties(
                    RangeSliderWidget.gtkType, guint(properties.count),
                    namesBuffer.baseAddress, valuesBuffer.baseAddress)
            }
        }
        return UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
    }
}

/// Records the `notify` emissions of an object by property name.
final class NotifyRecorder {
    private(set) var names: [String] = []

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        GtkSignal.connect(UnsafeMutableRawPointer(widget), "notify") { [weak self] (pspec: UnsafeMutableRawPointer?) in
            guard let pspec else { return }
            let name = String(cString: g_param_spec_get_name(pspec.assumingMemoryBound(to: GParamSpec.self)))
            self?.names.append(name)
        }
    }

    /// The names recorded since the last call, sorted, and forgets them.
    func take() -> [String] {
        defer { names = [] }
        return names.filter { $0 != "css-classes" }.sorted()
    }
}

/// Records `value-changed` and `value-changing` emissions.
final class SignalRecorder {
    private(set) var changed: [(Double, Double)] = []
    private(set) var changing: [(Double, Double)] = []

    init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let instance = UnsafeMutableRawPointer(widget)
        GtkSignal.connect(instance, "value-changed") { [weak self] (lower: Double, upper: Double) in
            self?.changed.append((lower, upper))
        }
        GtkSignal.connect(instance, "value-changing") { [weak self] (lower: Double, upper: Double) in
            self?.changing.append((lower, upper))
        }
    }
}

/// Whether an object has been finalized, through a GObject weak reference.
final class FinalizeProbe {
    private(set) var finalized = false
    private var box: Unmanaged<FinalizeProbe>?

    init(_ object: UnsafeMutableRawPointer) {
        let unmanaged = Unmanaged.passRetained(self)  // released by the weak notify
        box = unmanaged
        g_object_weak_ref(
            object.assumingMemoryBound(to: GObject.self),
            { data, _ in
                guard let data else { return }
                let probe = Unmanaged<FinalizeProbe>.fromOpaque(data)
                probe.takeUnretainedValue().finalized = true
                probe.release()
            }, unmanaged.toOpaque())
    }
}

/// A real pointer drag with xdotool on `widget` inside `window`, in the widget's pixels.
func realDrag(in window: TestWindow, from: (Double, Double), through path: [(Double, Double)]) {
    let origin = window.childOrigin
    XCTAssertNotEqual(window.xid, 0, "not an X11 window")
    XDoTool.move(window: window.xid, x: origin.x + from.0, y: origin.y + from.1)
    MainLoop.spin(seconds: 0.05)
    XDoTool.press()
    MainLoop.spin(seconds: 0.05)
    for point in path {
        XDoTool.move(window: window.xid, x: origin.x + point.0, y: origin.y + point.1)
        MainLoop.spin(seconds: 0.05)
    }
    XDoTool.release()
    MainLoop.spin(seconds: 0.1)
}
