// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import GtkSupport
import RangeSliderCore

/// A GObject property value, as the Swift side sees it: what `get_property` returns and
/// `set_property` receives, and what `notify` compares.
///
/// Equality is what a GObject client can tell apart: colours are compared as the `GdkRGBA`
/// floats a client reads (a change below a float's precision is no change), strings byte for
/// byte (Swift's `==` calls canonically equivalent strings equal, while a C client reads
/// different bytes).
enum GObjectPropertyValue: Equatable {
    case double(Double)
    case bool(Bool)
    case int(Int32)
    /// A colour as the `GdkRGBA` floats a client reads and writes (16 bytes, where an ``RGBA``
    /// takes 32: every slider keeps one value of this type per property).
    case color(GdkRGBA)
    case string(String)
    case enumeration(Int32)
    /// A NULL boxed value or string: "return to the default" when set.
    case null

    @inline(__always)
    static func == (a: GObjectPropertyValue, b: GObjectPropertyValue) -> Bool {
        // One case at a time rather than a switch over the pair, which copies (and destroys)
        // both values: this runs for every value property on every drag step.
        switch a {
        case .double(let x): if case .double(let y) = b { return x == y }
        case .bool(let x): if case .bool(let y) = b { return x == y }
        case .int(let x): if case .int(let y) = b { return x == y }
        case .enumeration(let x): if case .enumeration(let y) = b { return x == y }
        case .color(let x):
            if case .color(let y) = b {
                return x.red == y.red && x.green == y.green && x.blue == y.blue && x.alpha == y.alpha
            }
        case .string(let x): if case .string(let y) = b { return x.utf8.elementsEqual(y.utf8) }
        case .null: if case .null = b { return true }
        }
        return false
    }
}

extension RGBA {
    /// The components as the `GdkRGBA` floats a GObject client reads.
    var asGdkComponents: SIMD4<Float> { SIMD4(Float(red), Float(green), Float(blue), Float(alpha)) }

    /// The colour as a `GdkRGBA` (floats).
    var asGdkRGBA: GdkRGBA { GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha)) }

    /// The colour of a `GdkRGBA`.
    init(_ rgba: GdkRGBA) {
        self.init(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }
}

/// One GObject property of `CeRangeSlider`: its spec and how it maps onto the Swift API.
/// Setting a property calls the Swift setter, so the value policy (clamping, refusals with a
/// GLib warning) is the Swift API's; the specs' ranges are wide open for that reason.
struct RangeSliderProperty {
    enum Kind {
        case double(default: Double)
        case bool(default: Bool)
        case int(default: Int32)
        /// An unsigned integer within `minimum…maximum` (held as ``GObjectPropertyValue/int(_:)``).
        case uint(minimum: UInt32, maximum: UInt32, default: UInt32)
        case color
        case string(default: String?)
        /// A double that can only be read (GObject refuses writes before they reach us).
        case readOnlyDouble(default: Double)
        /// A boolean that can only be read.
        case readOnlyBool(default: Bool)
        case enumeration(type: () -> GType, default: Int32)
        /// GtkOrientable's `orientation`, overridden rather than installed.
        case orientation
    }

    let name: String
    let nick: String
    let blurb: String
    let kind: Kind
    let get: (RangeSliderWidget) -> GObjectPropertyValue
    let set: (RangeSliderWidget, GObjectPropertyValue) -> Void
    /// Whether a change of the thumbs' values alone (a drag step, a key press, a new lower or
    /// upper value; not a new range or thumb count) can change this property: its getter reads
    /// the thumbs' values. Such a change compares and notifies only these
    /// (``RangeSliderProperties/valueIndices``); every other change path compares them all.
    /// Declared beside the getter so the two stay in step; debug builds check that a value
    /// change changed nothing else.
    var changesWithValues = false

    func makeParamSpec() -> UnsafeMutablePointer<GParamSpec> {
        // Notify only when we say so (see publishPropertyChanges): GObject would otherwise
        // notify after every set, changed or not.
        let flags = GParamFlags(rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        switch kind {
        case .double(let value):
            return g_param_spec_double(
                name, nick, blurb, -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, value, flags)
        case .readOnlyDouble(let value):
            return g_param_spec_double(
                name, nick, blurb, -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, value,
                GParamFlags(rawValue: G_PARAM_READABLE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue))
        case .bool(let value):
            return g_param_spec_boolean(name, nick, blurb, value ? 1 : 0, flags)
        case .readOnlyBool(let value):
            return g_param_spec_boolean(
                name, nick, blurb, value ? 1 : 0,
                GParamFlags(rawValue: G_PARAM_READABLE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue))
        case .int(let value):
            return g_param_spec_int(name, nick, blurb, Int32.min, Int32.max, value, flags)
        case .uint(let minimum, let maximum, let value):
            return g_param_spec_uint(name, nick, blurb, minimum, maximum, value, flags)
        case .color:
            return g_param_spec_boxed(name, nick, blurb, gdk_rgba_get_type(), flags)
        case .string(let value):
            return g_param_spec_string(name, nick, blurb, value, flags)
        case .enumeration(let type, let value):
            return g_param_spec_enum(name, nick, blurb, type(), value, flags)
        case .orientation:
            fatalError("orientation is GtkOrientable's property, overridden, not installed")
        }
    }
}

extension RangeSliderProperty.Kind {
    /// The value in a GValue of this property's type.
    func read(_ value: UnsafePointer<GValue>) -> GObjectPropertyValue {
        switch self {
        case .double, .readOnlyDouble:
            return .double(g_value_get_double(value))
        case .bool, .readOnlyBool:
            return .bool(g_value_get_boolean(value) != 0)
        case .int:
            return .int(g_value_get_int(value))
        case .uint:
            return .int(Int32(clamping: g_value_get_uint(value)))
        case .color:
            guard let boxed = g_value_get_boxed(value) else { return .null }
            return .color(boxed.assumingMemoryBound(to: GdkRGBA.self).pointee)
        case .string:
            guard let text = g_value_get_string(value) else { return .null }
            return .string(String(cString: text))
        case .enumeration, .orientation:
            return .enumeration(g_value_get_enum(value))
        }
    }

    /// Writes `property` into a GValue of this property's type.
    func write(_ property: GObjectPropertyValue, to value: UnsafeMutablePointer<GValue>) {
        switch (self, property) {
        case (.double, .double(let v)), (.readOnlyDouble, .double(let v)):
            g_value_set_double(value, v)
        case (.bool, .bool(let v)), (.readOnlyBool, .bool(let v)):
            g_value_set_boolean(value, v ? 1 : 0)
        case (.int, .int(let v)):
            g_value_set_int(value, v)
        case (.uint, .int(let v)):
            g_value_set_uint(value, UInt32(clamping: v))
        case (.color, .color(let c)):
            var rgba = c
            g_value_set_boxed(value, &rgba)  // copied
        case (.string, .string(let s)):
            g_value_set_string(value, s)  // copied
        case (.string, .null):
            g_value_set_string(value, nil)
        case (.enumeration, .enumeration(let v)), (.orientation, .enumeration(let v)):
            g_value_set_enum(value, v)
        default:
            break
        }
    }
}

/// Every GObject property of `CeRangeSlider`, in property-id order (id = index + 1): first
/// those the C accessor table declares (``declared``, generated), then those written here, whose
/// setters do more than their C accessors. Each is a public property of `RangeSliderWidget`
/// under its GObject name (`lowerValue` is `lower-value`); marks and the value formatter have
/// no GObject form.
enum RangeSliderProperties {
    /// The properties a change of the thumbs' values alone (a drag step, a new lower or upper
    /// value) can change, by index in ``all``.
    static let valueIndices: [Int] = all.indices.filter { all[$0].changesWithValues }

    /// Of ``valueIndices``, those whose getters read the first thumb (``RangeSliderWidget/lowerValue``
    /// and whether the lower end is open): the ones a change that moved the first thumb can
    /// change. The others read the last thumb (``lastThumbIndices``) or none (the hard limits
    /// in force), so a change that moved only thumbs between the first and the last changes
    /// none of them. Debug builds check every value change against all properties.
    static let firstThumbIndices = valueIndices(named: ["lower-value", "lower-bound-is-open"])

    /// Of ``valueIndices``, those whose getters read the last thumb: the upper value, `value`,
    /// `fraction` and whether the upper end is open.
    static let lastThumbIndices = valueIndices(named: ["upper-value", "value", "fraction", "upper-bound-is-open"])

    private static func valueIndices(named names: [String]) -> [Int] {
        let indices = names.map(index(named:))
        precondition(
            indices.allSatisfy(valueIndices.contains), "a property that reads a thumb is declared changesWithValues")
        return indices
    }

    /// Every index of ``all``, made once (a `publishPropertyChanges` bit set holds 64).
    static let allIndices: [Int] = {
        precondition(all.count <= 64, "publishPropertyChanges keeps the changed properties in a UInt64")
        return Array(all.indices)
    }()

    /// The properties that follow the theme (the colours): published when the CSS changes, and
    /// left out of the debug check of value changes, since a style may be recomputed later.
    static let styleIndices: [Int] = all.indices.filter {
        if case .color = all[$0].kind { return true }
        return false
    }

    /// The GObject property id of the property at `index` in ``all``: `index + 1` (GObject
    /// reserves 0).
    static func id(ofIndex index: Int) -> guint { guint(index + 1) }

    /// The property whose GObject property id is `id` (see ``id(ofIndex:)``); nil for an id no
    /// property has.
    static func property(id: guint) -> RangeSliderProperty? {
        id >= 1 && Int(id) <= all.count ? all[Int(id) - 1] : nil
    }

    /// The index in ``all`` of the property called `name` (its GObject name).
    static func index(named name: String) -> Int {
        guard let index = all.firstIndex(where: { $0.name == name }) else { preconditionFailure("no property \(name)") }
        return index
    }

    /// Indices looked up once, for setters that publish their own property only.
    static let curvaceousnessIndex = index(named: "curvaceousness")
    private static let tintIndices = (
        track: index(named: "track-tint-color"),
        highlight: index(named: "track-highlight-tint-color"),
        thumb: index(named: "thumb-tint-color")
    )

    /// The index in ``all`` of a tint colour's property.
    static func index(of tint: RangeSliderWidget.TintColor) -> Int {
        switch tint {
        case .track: return tintIndices.track
        case .trackHighlight: return tintIndices.highlight
        case .thumb: return tintIndices.thumb
        }
    }

    /// How a slider keeps each property's last published value (``PublishedPropertyValues``),
    /// by index in ``all``.
    static let publishedSlots = all.map { PublishedPropertyValues.Slot($0.kind) }

    static let all: [RangeSliderProperty] =
        declared + [
            RangeSliderProperty(
                name: "orientation", nick: "Orientation", blurb: "GtkOrientable's orientation.", kind: .orientation,
                get: {
                    .enumeration(
                        Int32(
                            $0.orientation == .horizontal
                                ? GTK_ORIENTATION_HORIZONTAL.rawValue : GTK_ORIENTATION_VERTICAL.rawValue))
                },
                set: { slider, value in
                    guard case .enumeration(let v) = value else { return }
                    slider.orientation = UInt32(v) == GTK_ORIENTATION_VERTICAL.rawValue ? .vertical : .horizontal
                }),
            RangeSliderProperty(
                name: "scale", nick: "Scale",
                blurb: """
                    How values spread along the track: linear, logarithmic, or the piecewise or quantile scale \
                    last given (ce_range_slider_set_scale_breakpoints, ce_range_slider_set_quantile_data). A \
                    scale that cannot map the range is refused with a warning.
                    """,
                kind: .enumeration(type: { RangeSliderEnums.scaleType }, default: 0),
                get: { .enumeration($0.scaleKind) },
                set: { slider, value in
                    guard case .enumeration(let v) = value else { return }
                    do {
                        try slider.setScale(kind: v)
                    } catch {
                        slider.warn(
                            "refused scale = \(RangeSliderEnums.scaleName(v)): \(error); the scale is unchanged")
                    }
                }),
        ] + marksAndHistogram  // RangeSliderMarkProperties.swift
        + thumbs  // RangeSliderThumbProperties.swift

    /// are read on every drag step (``valueIndices``), and a key path read costs about ten
    /// times a direct one.
    private static func double(
        _ name: String, _ nick: String, _ blurb: String, _ value: Double,
        _ keyPath: ReferenceWritableKeyPath<RangeSliderWidget, Double>,
        read: ((RangeSliderWidget) -> Double)? = nil,
        changesWithValues: Bool = false
    ) -> RangeSliderProperty {
        RangeSliderProperty(
            name: name, nick: nick, blurb: blurb, kind: .double(default: value),
            get: read.map { read in { .double(read($0)) } } ?? { .double($0[keyPath: keyPath]) },
            set: { slider, value in if case .double(let v) = value { slider[keyPath: keyPath] = v } },
            changesWithValues: changesWithValues)
    }

    private static func string(
        _ name: String, _ nick: String, _ blurb: String, _ defaultValue: String,
        _ keyPath: ReferenceWritableKeyPath<RangeSliderWidget, String>
    ) -> RangeSliderProperty {
        RangeSliderProperty(
            name: name, nick: nick, blurb: blurb, kind: .string(default: defaultValue),
            get: { .string($0[keyPath: keyPath]) },
            set: { slider, value in
                switch value {
                case .string(let v): slider[keyPath: keyPath] = v
                case .null: slider[keyPath: keyPath] = defaultValue
                default: break
                }
            })
    }
}

/// The GEnum types of the enumerations the properties use, and each enumeration's C values
/// (the C accessors convert through these too).
@_spi(CLibrary) public enum RangeSliderEnums {
    /// `CeTrackClickBehavior`: CE_TRACK_CLICK_BEHAVIOR_JUMP_TO_POINTER (0), _PAGE (1).
    static let trackClickBehaviorType = GObjectEnum.register(
        name: "CeTrackClickBehavior",
        values: [
            (0, "CE_TRACK_CLICK_BEHAVIOR_JUMP_TO_POINTER", "jump-to-pointer"),
            (1, "CE_TRACK_CLICK_BEHAVIOR_PAGE", "page"),
        ])

    private static let trackClickBehaviors: [TrackClickBehavior] = [.jumpToPointer, .page]

    @_spi(CLibrary) public static func trackClickValue(_ behavior: TrackClickBehavior) -> Int32 {
        Int32(trackClickBehaviors.firstIndex(of: behavior) ?? 0)
    }

    /// The behaviour of a `CeTrackClickBehavior` value, or nil when it is none.
    @_spi(CLibrary) public static func trackClickBehavior(_ value: Int32) -> TrackClickBehavior? {
        trackClickBehaviors.indices.contains(Int(value)) ? trackClickBehaviors[Int(value)] : nil
    }

    /// `CeSliderMode`: CE_SLIDER_MODE_RANGE (0), _SINGLE (1), _PROGRESS (2).
    static let sliderModeType = GObjectEnum.register(
        name: "CeSliderMode",
        values: [
            (0, "CE_SLIDER_MODE_RANGE", "range"),
            (1, "CE_SLIDER_MODE_SINGLE", "single"),
            (2, "CE_SLIDER_MODE_PROGRESS", "progress"),
        ])

    private static let modes: [SliderMode] = [.range, .single, .progress]

    @_spi(CLibrary) public static func modeValue(_ mode: SliderMode) -> Int32 { Int32(modes.firstIndex(of: mode) ?? 0) }

    @_spi(CLibrary) public static func mode(_ value: Int32) -> SliderMode? {
        modes.indices.contains(Int(value)) ? modes[Int(value)] : nil
    }

    /// `CeValuePopoverVisibility`: CE_VALUE_POPOVER_VISIBILITY_NEVER (0), _WHILE_DRAGGING (1),
    /// _WHILE_DRAGGING_OR_FOCUSED (2).
    static let valuePopoverVisibilityType = GObjectEnum.register(
        name: "CeValuePopoverVisibility",
        values: [
            (0, "CE_VALUE_POPOVER_VISIBILITY_NEVER", "never"),
            (1, "CE_VALUE_POPOVER_VISIBILITY_WHILE_DRAGGING", "while-dragging"),
            (2, "CE_VALUE_POPOVER_VISIBILITY_WHILE_DRAGGING_OR_FOCUSED", "while-dragging-or-focused"),
        ])

    /// `CeRangeSliderScale`: CE_RANGE_SLIDER_SCALE_LINEAR (0), _LOGARITHMIC (1), _PIECEWISE (2),
    /// _QUANTILE (3), as ``RangeSliderWidget/scaleKind``; the nicks are ``SliderScale/name``.
    static let scaleType = GObjectEnum.register(
        name: "CeRangeSliderScale",
        values: [
            (0, "CE_RANGE_SLIDER_SCALE_LINEAR", "linear"),
            (1, "CE_RANGE_SLIDER_SCALE_LOGARITHMIC", "logarithmic"),
            (2, "CE_RANGE_SLIDER_SCALE_PIECEWISE", "piecewise"),
            (3, "CE_RANGE_SLIDER_SCALE_QUANTILE", "quantile"),
        ])

    /// The nick of a `CeRangeSliderScale` value, for messages.
    static func scaleName(_ value: Int32) -> String {
        let names = ["linear", "logarithmic", "piecewise", "quantile"]
        return names.indices.contains(Int(value)) ? names[Int(value)] : "\(value)"
    }

    private static let visibilities: [ValuePopoverVisibility] = [.never, .whileDragging, .whileDraggingOrFocused]

    @_spi(CLibrary) public static func visibilityValue(_ visibility: ValuePopoverVisibility) -> Int32 {
        Int32(visibilities.firstIndex(of: visibility) ?? 0)
    }

    @_spi(CLibrary) public static func visibility(_ value: Int32) -> ValuePopoverVisibility? {
        visibilities.indices.contains(Int(value)) ? visibilities[Int(value)] : nil
    }
}
