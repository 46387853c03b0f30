// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The GObject side of ``MultiThumbSliderWidget``: the type `CeMultiThumbSlider` that C,
/// Python and GtkBuilder create, its signals, and the enumerations `CeCrossingPolicy` and
/// `CeHighlightPattern` (the C functions are in the CeRangeSlider target,
/// CeMultiThumbSlider.swift; the header is clib/include/ce-multi-thumb-slider.h).
///
/// **Signals.** `value-changed` (committed changes: a release, a key, a scroll step, an
/// assignment) and `value-changing` (each step of a drag), both without arguments: read the
/// values with `ce_multi_thumb_slider_get_values`. Emitted after the Swift observers.
///
/// **Who owns whom.** Two cases, fixed at creation:
/// 1. Created from Swift (``MultiThumbSliderWidget/init(thumbCount:)``): the Swift object holds
///    the widget (one reference, `g_object_ref_sink`, released in `deinit`); the widget refers
///    to the Swift object weakly. The app keeps the Swift object while it uses the widget.
/// 2. Created by `g_object_new` (C, Python, a `.ui` file): `instance_init` makes the Swift
///    object and the widget owns it, as object data released when the widget is finalized;
///    the Swift object refers to the widget without a reference. ``MultiThumbSliderWidget/wrapping(_:)``
///    finds it.
/// In both cases the widget's dispose detaches what refers to it (controllers, the idle source,
/// the popover) while the Swift object is still alive.
enum MultiThumbSliderGObject {
    /// Set by the Swift initializer around `g_object_new`, so that `instance_init` leaves the
    /// Swift object to it (main thread only).
    nonisolated(unsafe) static var swiftInitializerPending = false
    nonisolated(unsafe) static var valueChangedSignal: guint = 0
    nonisolated(unsafe) static var valueChangingSignal: guint = 0

    /// The GObject properties, ids from 1 in this order: `thumb-count` (uint, 1…1024),
    /// `crossing-policy` (CeCrossingPolicy), `highlight-pattern` (CeHighlightPattern),
    /// `allows-span-drag` and `fixed-span` (booleans). Each notifies exactly when its value
    /// changes (explicit notify), however it was set.
    enum Property: guint, CaseIterable {
        case thumbCount = 1, crossingPolicy, highlightPattern, allowsSpanDrag, fixedSpan
    }

    nonisolated(unsafe) static var specs: [UnsafeMutablePointer<GParamSpec>] = []

    static func makeSpecs() -> [UnsafeMutablePointer<GParamSpec>] {
        let flags = GParamFlags(rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        return Property.allCases.map { property -> UnsafeMutablePointer<GParamSpec> in
            switch property {
            case .thumbCount:
                return g_param_spec_uint("thumb-count", "Thumb count", "The number of thumbs", 1, guint(RangeValues.maximumThumbCount), 2, flags)
            case .crossingPolicy:
                return g_param_spec_enum("crossing-policy", "Crossing policy", "What a moved thumb does at its neighbour",
                                         crossingPolicyType, 0, flags)
            case .highlightPattern:
                return g_param_spec_enum("highlight-pattern", "Highlight pattern", "Which stretches of the track are highlighted",
                                         highlightPatternType, 0, flags)
            case .allowsSpanDrag:
                return g_param_spec_boolean("allows-span-drag", "Allows span drag", "Whether a highlighted stretch drags its two thumbs", 0, flags)
            case .fixedSpan:
                return g_param_spec_boolean("fixed-span", "Fixed span", "Whether dragging a thumb of a highlighted pair moves the pair", 0, flags)
            }
        }
    }

    private static let setProperty: @convention(c) (UnsafeMutablePointer<GObject>?, guint, UnsafePointer<GValue>?,
                                                   UnsafeMutablePointer<GParamSpec>?) -> Void = { object, id, value, _ in
        guard let slider = MultiThumbSliderWidget.wrapping(UnsafeMutableRawPointer(object)), let value,
              let property = Property(rawValue: id) else { return }
        switch property {
        case .thumbCount: slider.thumbCount = Int(g_value_get_uint(value))
        case .crossingPolicy:
            if let p = MultiThumbSliderWidget.crossingPolicy(g_value_get_enum(value)) { slider.crossingPolicy = p }
        case .highlightPattern:
            if let p = MultiThumbSliderWidget.highlightPattern(g_value_get_enum(value)) { slider.highlightPattern = p }
        case .allowsSpanDrag: slider.allowsSpanDrag = g_value_get_boolean(value) != 0
        case .fixedSpan: slider.fixedSpan = g_value_get_boolean(value) != 0
        }
    }

    private static let getProperty: @convention(c) (UnsafeMutablePointer<GObject>?, guint, UnsafeMutablePointer<GValue>?,
                                                   UnsafeMutablePointer<GParamSpec>?) -> Void = { object, id, value, _ in
        guard let slider = MultiThumbSliderWidget.wrapping(UnsafeMutableRawPointer(object)), let value,
              let property = Property(rawValue: id) else { return }
        switch property {
        case .thumbCount: g_value_set_uint(value, guint(slider.thumbCount))
        case .crossingPolicy: g_value_set_enum(value, MultiThumbSliderWidget.value(of: slider.crossingPolicy))
        case .highlightPattern: g_value_set_enum(value, MultiThumbSliderWidget.value(of: slider.highlightPattern))
        case .allowsSpanDrag: g_value_set_boolean(value, slider.allowsSpanDrag ? 1 : 0)
        case .fixedSpan: g_value_set_boolean(value, slider.fixedSpan ? 1 : 0)
        }
    }

    /// Emits `notify` for `property` on `instance`.
    static func notify(_ property: Property, on instance: UnsafeMutablePointer<GtkWidget>) {
        let index = Int(property.rawValue) - 1
        guard index < specs.count else { return }
        g_object_notify_by_pspec(UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GObject.self), specs[index])
    }

    static let classInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.set_property = setProperty
        objectClass.pointee.get_property = getProperty
        specs = makeSpecs()
        for (index, spec) in specs.enumerated() { g_object_class_install_property(objectClass, guint(index + 1), spec) }
        let type = klass.assumingMemoryBound(to: GTypeClass.self).pointee.g_type
        valueChangedSignal = g_signal_newv("value-changed", type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil,
                                           g_type_from_name("void"), 0, nil)
        valueChangingSignal = g_signal_newv("value-changing", type, G_SIGNAL_RUN_LAST, nil, nil, nil, nil,
                                            g_type_from_name("void"), 0, nil)
    }

    static let instanceInit: GInstanceInitFunc = { instance, _ in
        guard let instance else { return }
        if swiftInitializerPending {
            swiftInitializerPending = false
            return
        }
        let widget = UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self)
        let slider = MultiThumbSliderWidget(widget: widget, ownedByWidget: true, thumbCount: 2)
        // Case 2: the widget's reference to its Swift object, released at finalize.
        g_object_set_qdata_full(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), stateQuark,
                                Unmanaged.passRetained(slider).toOpaque()) { data in
            if let data { Unmanaged<MultiThumbSliderWidget>.fromOpaque(data).release() }
        }
    }

    static let stateQuark = g_quark_from_string("ce-multi-thumb-slider-state")

    /// Emits `value-changed` or `value-changing` on `instance`.
    static func emit(changing: Bool, on instance: UnsafeMutablePointer<GtkWidget>) {
        let signal = changing ? valueChangingSignal : valueChangedSignal
        // Nobody connected (the usual case for a Swift app): nothing to marshal.
        guard signal != 0, g_signal_has_handler_pending(instance, signal, 0, 0) != 0 else { return }
        var value = GValue()
        g_value_init(&value, MultiThumbSliderWidget.gtkType)
        g_value_set_object(&value, instance)
        g_signal_emitv(&value, signal, 0, nil)
        g_value_unset(&value)
    }

    /// `CeCrossingPolicy`: block, push, swap.
    static let crossingPolicyType = GObjectEnum.register(name: "CeCrossingPolicy", values: [
        (0, "CE_CROSSING_POLICY_BLOCK", "block"), (1, "CE_CROSSING_POLICY_PUSH", "push"), (2, "CE_CROSSING_POLICY_SWAP", "swap"),
    ])

    /// `CeHighlightPattern`: between-each-pair, alternate, outer, none.
    static let highlightPatternType = GObjectEnum.register(name: "CeHighlightPattern", values: [
        (0, "CE_HIGHLIGHT_PATTERN_BETWEEN_EACH_PAIR", "between-each-pair"), (1, "CE_HIGHLIGHT_PATTERN_ALTERNATE", "alternate"),
        (2, "CE_HIGHLIGHT_PATTERN_OUTER", "outer"), (3, "CE_HIGHLIGHT_PATTERN_NONE", "none"),
    ])
}

extension MultiThumbSliderWidget {
    /// The registered GType of ``gtkWidget`` (`CeMultiThumbSlider`).
    public static var gtkType: GType { widgetType.gtype }
    /// The GType of `CeCrossingPolicy`.
    public static var crossingPolicyGType: GType { MultiThumbSliderGObject.crossingPolicyType }
    /// The GType of `CeHighlightPattern`.
    public static var highlightPatternGType: GType { MultiThumbSliderGObject.highlightPatternType }

    /// The Swift object of a `CeMultiThumbSlider` made by Swift or by `g_object_new`; nil for
    /// anything else (or a widget whose Swift object is gone).
    public static func wrapping(_ widget: UnsafeMutableRawPointer?) -> MultiThumbSliderWidget? {
        guard let widget, cgtk_is_widget(widget) != 0 else { return nil }
        return SwiftWidgetType.implementation(of: widget.assumingMemoryBound(to: GtkWidget.self)) as? MultiThumbSliderWidget
    }

    /// ``CrossingPolicy`` ↔ the `CeCrossingPolicy` values (0 block, 1 push, 2 swap).
    public static func crossingPolicy(_ value: Int32) -> CrossingPolicy? {
        switch value { case 0: return .block; case 1: return .push; case 2: return .swap; default: return nil }
    }

    /// The `CeCrossingPolicy` value of `policy`.
    public static func value(of policy: CrossingPolicy) -> Int32 {
        switch policy { case .block: return 0; case .push: return 1; case .swap: return 2 }
    }

    /// ``HighlightPattern`` ↔ the `CeHighlightPattern` values (0 between each pair, 1 alternate,
    /// 2 outer, 3 none).
    public static func highlightPattern(_ value: Int32) -> HighlightPattern? {
        switch value { case 0: return .betweenEachPair; case 1: return .alternate; case 2: return .outer; case 3: return HighlightPattern.none; default: return nil }
    }

    /// The `CeHighlightPattern` value of `pattern`.
    public static func value(of pattern: HighlightPattern) -> Int32 {
        switch pattern { case .betweenEachPair: return 0; case .alternate: return 1; case .outer: return 2; case .none: return 3 }
    }
}
