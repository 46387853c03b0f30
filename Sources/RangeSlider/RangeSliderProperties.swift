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
            if case .color(let y) = b { return x.red == y.red && x.green == y.green && x.blue == y.blue && x.alpha == y.alpha }
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
    /// (``RangeSliderProperties/valueIndices``); every other change path compares them all. Declared beside the getter so the two stay in step;
    /// debug builds check that a value change changed nothing else.
    var changesWithValues = false

    func makeParamSpec() -> UnsafeMutablePointer<GParamSpec> {
        // Notify only when we say so (see publishPropertyChanges): GObject would otherwise
        // notify after every set, changed or not.
        let flags = GParamFlags(rawValue: G_PARAM_READWRITE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue)
        switch kind {
        case .double(let value):
            return g_param_spec_double(name, nick, blurb, -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, value, flags)
        case .readOnlyDouble(let value):
            return g_param_spec_double(name, nick, blurb, -Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude, value,
                                       GParamFlags(rawValue: G_PARAM_READABLE.rawValue | G_PARAM_EXPLICIT_NOTIFY.rawValue))
        case .bool(let value):
            return g_param_spec_boolean(name, nick, blurb, value ? 1 : 0, flags)
        case .readOnlyBool(let value):
            return g_param_spec_boolean(name, nick, blurb, value ? 1 : 0,
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
            g_value_set_boxed(value, &rgba)   // copied
        case (.string, .string(let s)):
            g_value_set_string(value, s)      // copied
        case (.string, .null):
            g_value_set_string(value, nil)
        case (.enumeration, .enumeration(let v)), (.orientation, .enumeration(let v)):
            g_value_set_enum(value, v)
        default:
            break
        }
    }
}

/// Every GObject property of `CeRangeSlider`, in property-id order (id = index + 1). Each is a
/// public property of `RangeSliderWidget` under its GObject name (`lowerValue` is
/// `lower-value`); marks and the value formatter have no GObject form.
enum RangeSliderProperties {
    /// The properties a change of the thumbs' values alone (a drag step, a new lower or upper
    /// value) can change, by index in ``all``.
    static let valueIndices: [Int] = all.indices.filter { all[$0].changesWithValues }

    /// The getters of the properties at ``valueIndices``, with their indices: what every value
    /// change reads.
    static let valueGetters: [(index: Int, get: (RangeSliderWidget) -> GObjectPropertyValue)] = valueIndices.map { ($0, all[$0].get) }

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

    /// The index in ``all`` of the property called `name` (its GObject name).
    static func index(named name: String) -> Int {
        guard let index = all.firstIndex(where: { $0.name == name }) else { preconditionFailure("no property \(name)") }
        return index
    }

    /// Indices looked up once, for setters that publish their own property only.
    static let curvaceousnessIndex = index(named: "curvaceousness")
    private static let tintIndices = (track: index(named: "track-tint-color"),
                                      highlight: index(named: "track-highlight-tint-color"),
                                      thumb: index(named: "thumb-tint-color"))

    /// The index in ``all`` of a tint colour's property.
    static func index(of tint: RangeSliderWidget.TintColor) -> Int {
        switch tint {
        case .track: return tintIndices.track
        case .trackHighlight: return tintIndices.highlight
        case .thumb: return tintIndices.thumb
        }
    }

    static let all: [RangeSliderProperty] = [
        double("minimum-value", "Minimum value", "The smallest value. A minimum above the maximum raises the maximum.", 0,
               \.minimumValue, read: { $0.minimumValue }),
        double("maximum-value", "Maximum value", "The largest value. A maximum below the minimum lowers the minimum.", 1,
               \.maximumValue, read: { $0.maximumValue }),
        double("lower-value", "Lower value",
               "The lower thumb's value, clamped into the range and snapped to the step; pushes the upper value up if needed.",
               0.2, \.lowerValue, read: { $0.lowerValue }, changesWithValues: true),
        double("upper-value", "Upper value",
               "The upper thumb's value, clamped into the range and snapped to the step; pushes the lower value down if needed.",
               0.8, \.upperValue, read: { $0.upperValue }, changesWithValues: true),
        double("step-size", "Step size", "Values snap to multiples of this from the minimum; 0 is continuous. Not negative.", 0,
               \.stepSize),
        double("minimum-separation", "Minimum separation", "The lower and upper values are never closer than this.", 0,
               \.minimumSeparation),
        RangeSliderProperty(
            name: "maximum-span", nick: "Maximum span",
            blurb: "The lower and upper values are never further apart than this; -1 (any negative value) is no limit.",
            kind: .double(default: -1),
            get: { .double($0.maximumSpan ?? -1) },
            set: { slider, value in
                guard case .double(let v) = value else { return }
                slider.maximumSpan = v < 0 ? nil : v
            }),
        double("step-increment", "Step increment",
               "The keyboard and scroll step. Default: the step size, else 1/100 of the range. Above 0.", 0.01,
               \.stepIncrement, read: { $0.stepIncrement }),
        double("page-increment", "Page increment", "The Page Up/Down step. Default: ten steps. Above 0.", 0.1,
               \.pageIncrement, read: { $0.pageIncrement }),
        color("track-tint-color", "Track tint colour", "The track outside the selection; NULL: the theme's.",
              \.trackTintColor, read: { $0.trackTintColor }, reset: .track),
        color("track-highlight-tint-color", "Track highlight tint colour", "The track between the thumbs; NULL: the theme's.",
              \.trackHighlightTintColor, read: { $0.trackHighlightTintColor }, reset: .trackHighlight),
        color("thumb-tint-color", "Thumb tint colour", "The thumbs' fill; NULL: the theme's.",
              \.thumbTintColor, read: { $0.thumbTintColor }, reset: .thumb),
        double("curvaceousness", "Curvaceousness", "How round the track and thumbs are: 0 square … 1 round (clamped).", 1,
               \.curvaceousness, read: { $0.curvaceousness }),
        RangeSliderProperty(
            name: "orientation", nick: "Orientation", blurb: "GtkOrientable's orientation.", kind: .orientation,
            get: { .enumeration(Int32($0.orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL.rawValue : GTK_ORIENTATION_VERTICAL.rawValue)) },
            set: { slider, value in
                guard case .enumeration(let v) = value else { return }
                slider.orientation = UInt32(v) == GTK_ORIENTATION_VERTICAL.rawValue ? .vertical : .horizontal
            }),
        bool("inverted", "Inverted", "Whether the slider runs from its maximum to its minimum.", false, \.inverted),
        RangeSliderProperty(
            name: "scale", nick: "Scale",
            blurb: "How values spread along the track: linear, logarithmic, or the piecewise or quantile scale last given (ce_range_slider_set_scale_breakpoints, ce_range_slider_set_quantile_data). A scale that cannot map the range is refused with a warning.",
            kind: .enumeration(type: { RangeSliderEnums.scaleType }, default: 0),
            get: { .enumeration($0.scaleKind) },
            set: { slider, value in
                guard case .enumeration(let v) = value else { return }
                do {
                    try slider.setScale(kind: v)
                } catch {
                    slider.warn("refused scale = \(RangeSliderEnums.scaleName(v)): \(error); the scale is unchanged")
                }
            }),
        // Ticks (RangeSliderTickProperties.swift): `tickSettings` is the truth; the slider keeps the
        // last step, count, spacing and values of each mode, so these can be set in any order.
        RangeSliderProperty(
            name: "tick-mode", nick: "Tick mode",
            blurb: "Where ticks go: none, every-step (tick-step), evenly-spread (tick-count), values (ce_range_slider_set_tick_values), breakpoints (the scale's) or nice (1-2-5 numbers at least tick-spacing px apart). Switching to a mode uses the parameter it was last given.",
            kind: .enumeration(type: { RangeSliderEnums.tickModeType }, default: 0),
            get: { .enumeration($0.tickModeValue) },
            set: { slider, value in if case .enumeration(let v) = value { slider.tickModeValue = v } }),
        RangeSliderProperty(
            name: "tick-step", nick: "Tick step",
            blurb: "The step of every-step ticks (default 1): the mode's own while tick-mode is every-step, else the step kept for it; setting it keeps it and applies it in that mode. 0: no ticks at all. Negative or not finite: refused with a warning.",
            kind: .double(default: 1),
            get: { .double($0.tickStep) },
            set: { slider, value in if case .double(let v) = value { slider.tickStep = v } }),
        RangeSliderProperty(
            name: "tick-count", nick: "Tick count",
            blurb: "How many evenly-spread ticks, ends included (default 5): the mode's own while tick-mode is evenly-spread, else the count kept for it; setting it keeps it and applies it in that mode. 0: no ticks at all. Negative: refused with a warning.",
            kind: .int(default: 5),
            get: { .int($0.tickCount) },
            set: { slider, value in if case .int(let v) = value { slider.tickCount = v } }),
        RangeSliderProperty(
            name: "tick-spacing", nick: "Tick spacing",
            blurb: "The least average spacing of nice ticks, in pixels (default 40): the mode's own while tick-mode is nice, else the spacing kept for it; setting it keeps it and applies it in that mode. Not a finite number above 0: refused with a warning.",
            kind: .double(default: 40),
            get: { .double($0.tickSpacing) },
            set: { slider, value in if case .double(let v) = value { slider.tickSpacing = v } }),
        RangeSliderProperty(
            name: "minor-ticks", nick: "Minor ticks",
            blurb: "Minor ticks between two major ticks (default 0), in every tick mode; nice ticks use the nearest natural subdivision. Negative: refused with a warning.",
            kind: .int(default: 0),
            get: { .int($0.minorTicks) },
            set: { slider, value in if case .int(let v) = value { slider.minorTicks = v } }),
        bool("snap-to-ticks", "Snap to ticks", "Whether a dragged thumb snaps to the ticks, as to marks.", false,
             \.snapsToTicks),
        RangeSliderProperty(
            name: "track-click-behavior", nick: "Track click behaviour",
            blurb: "What a press on the track off the thumbs does.",
            kind: .enumeration(type: { RangeSliderEnums.trackClickBehaviorType }, default: 0),
            get: { .enumeration(RangeSliderEnums.trackClickValue($0.trackClickBehavior)) },
            set: { slider, value in
                guard case .enumeration(let v) = value, let behavior = RangeSliderEnums.trackClickBehavior(v) else { return }
                slider.trackClickBehavior = behavior
            }),
        bool("allows-span-drag", "Allows span drag", "Whether dragging the selected span moves both thumbs.", false,
             \.allowsSpanDrag),
        double("fine-tune-factor", "Fine-tune factor", "The speed of a drag with Shift held, relative to a normal drag.", 0.25,
               \.fineTuneFactor),
        thumbLabel("lower-thumb-label", "Lower thumb label",
                   "The accessible label of the lower thumb (NULL: \"Minimum\" in the user's language).", "Minimum",
                   \.lowerThumbLabel, .lower),
        thumbLabel("upper-thumb-label", "Upper thumb label",
                   "The accessible label of the upper thumb (NULL: \"Maximum\" in the user's language).", "Maximum",
                   \.upperThumbLabel, .upper),
        RangeSliderProperty(
            name: "histogram-height", nick: "Histogram height",
            blurb: "The thickness of the histogram's strip, in logical pixels, when the slider has a histogram (set from Swift). Negative counts as 0.",
            kind: .int(default: 40),
            get: { .int($0.histogramHeight) },
            set: { slider, value in if case .int(let v) = value { slider.histogramHeight = v } }),
        RangeSliderProperty(
            name: "mode", nick: "Mode", blurb: "A range slider (two thumbs), a single-value slider, or a styled progress bar.",
            kind: .enumeration(type: { RangeSliderEnums.sliderModeType }, default: 0),
            get: { .enumeration(RangeSliderEnums.modeValue($0.mode)) },
            set: { slider, value in
                guard case .enumeration(let v) = value, let mode = RangeSliderEnums.mode(v) else { return }
                slider.mode = mode
            }),
        double("value", "Value",
               "The value of a single-value slider or progress bar: the upper value, with the same policy.", 0.8,
               \.value, read: { $0.value }, changesWithValues: true),
        RangeSliderProperty(
            name: "fraction", nick: "Fraction", blurb: "Where the value lies in the range, 0…1: a progress bar's fraction.",
            kind: .readOnlyDouble(default: 0.8),
            get: { .double($0.fraction) },
            set: { _, _ in },
            changesWithValues: true),
        RangeSliderProperty(
            name: "value-label", nick: "Value label",
            blurb: "The accessible label of a single-value slider's thumb or of a progress bar; NULL: \"Value\" or \"Progress\".",
            kind: .string(default: nil),
            get: { $0.valueLabel.map { .string($0) } ?? .null },
            set: { slider, value in
                switch value {
                case .string(let v): slider.valueLabel = v
                case .null: slider.valueLabel = nil
                default: break
                }
            }),
        RangeSliderProperty(
            name: "value-popover-visibility", nick: "Value popover visibility",
            blurb: "When a popover shows the value beside a thumb: never, while dragged, or while dragged or focused.",
            kind: .enumeration(type: { RangeSliderEnums.valuePopoverVisibilityType }, default: 0),
            get: { .enumeration(RangeSliderEnums.visibilityValue($0.valuePopoverVisibility)) },
            set: { slider, value in
                guard case .enumeration(let v) = value, let visibility = RangeSliderEnums.visibility(v) else { return }
                slider.valuePopoverVisibility = visibility
            }),
        // Open-ended bounds (RangeSliderOpenBounds.swift).
        bool("open-lower-bound", "Open lower bound",
             "Whether the lower thumb at the minimum means no minimum (lower-bound-is-open).", false,
             \.allowsOpenLowerBound),
        bool("open-upper-bound", "Open upper bound",
             "Whether the upper thumb at the maximum means no maximum (upper-bound-is-open).", false,
             \.allowsOpenUpperBound),
        RangeSliderProperty(
            name: "lower-bound-is-open", nick: "Lower bound is open",
            blurb: "Whether the lower end is open now: open-lower-bound is set, the slider is a range slider and the lower value is at the minimum.",
            kind: .readOnlyBool(default: false),
            get: { .bool($0.isLowerBoundOpen) },
            set: { _, _ in },
            changesWithValues: true),
        RangeSliderProperty(
            name: "upper-bound-is-open", nick: "Upper bound is open",
            blurb: "Whether the upper end is open now: open-upper-bound is set, the slider is not a progress bar and the upper value is at the maximum.",
            kind: .readOnlyBool(default: false),
            get: { .bool($0.isUpperBoundOpen) },
            set: { _, _ in },
            changesWithValues: true),
        optionalString("open-lower-bound-text", "Open lower bound text",
                       "The text shown for an open lower end; NULL: \"Any\".", \.openLowerBoundText),
        optionalString("open-upper-bound-text", "Open upper bound text",
                       "The text shown for an open upper end; NULL: the maximum's text followed by \"+\".", \.openUpperBoundText),
        // Hard limits (RangeSliderHardLimits.swift): each an optional double, as a value and its
        // `-set` flag (GtkTextTag's idiom).
        RangeSliderProperty(
            name: "hard-minimum", nick: "Hard minimum",
            blurb: "The lowest value a program may set, below minimum-value (the thumb is then drawn at the track's end; drags stay within the visible range). Reads the limit in force: minimum-value while none is set. Setting it sets the limit (and hard-minimum-set). NaN and infinities are refused.",
            kind: .double(default: 0),
            get: { .double($0.hardMinimumInForce) },
            set: { slider, value in if case .double(let v) = value { slider.hardMinimum = v } },
            changesWithValues: true),
        bool("hard-minimum-set", "Hard minimum set",
             "Whether a hard minimum is set. FALSE removes it; TRUE while none is set sets it at minimum-value.", false,
             \.isHardMinimumSet),
        RangeSliderProperty(
            name: "hard-maximum", nick: "Hard maximum",
            blurb: "The highest value a program may set, above maximum-value (the thumb is then drawn at the track's end; drags stay within the visible range). Reads the limit in force: maximum-value while none is set. Setting it sets the limit (and hard-maximum-set). NaN and infinities are refused.",
            kind: .double(default: 1),
            get: { .double($0.hardMaximumInForce) },
            set: { slider, value in if case .double(let v) = value { slider.hardMaximum = v } },
            changesWithValues: true),
        bool("hard-maximum-set", "Hard maximum set",
             "Whether a hard maximum is set. FALSE removes it; TRUE while none is set sets it at maximum-value.", false,
             \.isHardMaximumSet),
    ] + marksAndHistogram   // RangeSliderMarkProperties.swift
        + valueEditing      // RangeSliderEditingProperties.swift
        + thumbs            // RangeSliderThumbProperties.swift

    /// A double property through `keyPath`; `read`, when given, reads it directly: the values
    /// are read on every drag step (``valueIndices``), and a key path read costs about ten
    /// times a direct one.
    private static func double(_ name: String, _ nick: String, _ blurb: String, _ value: Double,
                               _ keyPath: ReferenceWritableKeyPath<RangeSliderWidget, Double>,
                               read: ((RangeSliderWidget) -> Double)? = nil,
                               changesWithValues: Bool = false) -> RangeSliderProperty {
        RangeSliderProperty(name: name, nick: nick, blurb: blurb, kind: .double(default: value),
                            get: read.map { read in { .double(read($0)) } } ?? { .double($0[keyPath: keyPath]) },
                            set: { slider, value in if case .double(let v) = value { slider[keyPath: keyPath] = v } },
                            changesWithValues: changesWithValues)
    }

    static func bool(_ name: String, _ nick: String, _ blurb: String, _ value: Bool,
                             _ keyPath: ReferenceWritableKeyPath<RangeSliderWidget, Bool>) -> RangeSliderProperty {
        RangeSliderProperty(name: name, nick: nick, blurb: blurb, kind: .bool(default: value),
                            get: { .bool($0[keyPath: keyPath]) },
                            set: { slider, value in if case .bool(let v) = value { slider[keyPath: keyPath] = v } })
    }

    /// A string property; NULL returns it to `defaultValue`.
    private static func string(_ name: String, _ nick: String, _ blurb: String, _ defaultValue: String,
                               _ keyPath: ReferenceWritableKeyPath<RangeSliderWidget, String>) -> RangeSliderProperty {
        RangeSliderProperty(name: name, nick: nick, blurb: blurb, kind: .string(default: defaultValue),
                            get: { .string($0[keyPath: keyPath]) },
                            set: { slider, value in
                                switch value {
                                case .string(let v): slider[keyPath: keyPath] = v
                                case .null: slider[keyPath: keyPath] = defaultValue
                                default: break
                                }
                            })
    }

    /// A thumb label: reads the label in use; NULL returns it to the translated default.
    private static func thumbLabel(_ name: String, _ nick: String, _ blurb: String, _ defaultValue: String,
                                   _ keyPath: KeyPath<RangeSliderWidget, String>, _ thumb: Thumb) -> RangeSliderProperty {
        RangeSliderProperty(name: name, nick: nick, blurb: blurb, kind: .string(default: defaultValue),
                            get: { .string($0[keyPath: keyPath]) },
                            set: { slider, value in
                                switch value {
                                case .string(let v): slider.setThumbLabel(v, for: thumb)
                                case .null: slider.setThumbLabel(nil, for: thumb)
                                default: break
                                }
                            })
    }

    /// A string property that may be NULL (nil in Swift: the default).
    private static func optionalString(_ name: String, _ nick: String, _ blurb: String,
                                       _ keyPath: ReferenceWritableKeyPath<RangeSliderWidget, String?>) -> RangeSliderProperty {
        RangeSliderProperty(name: name, nick: nick, blurb: blurb, kind: .string(default: nil),
                            get: { $0[keyPath: keyPath].map { .string($0) } ?? .null },
                            set: { slider, value in
                                switch value {
                                case .string(let v): slider[keyPath: keyPath] = v
                                case .null: slider[keyPath: keyPath] = nil
                                default: break
                                }
                            })
    }

    private static func color(_ name: String, _ nick: String, _ blurb: String,
                              _ keyPath: ReferenceWritableKeyPath<RangeSliderWidget, RGBA>,
                              read: @escaping (RangeSliderWidget) -> RGBA,
                              reset: RangeSliderWidget.TintColor) -> RangeSliderProperty {
        RangeSliderProperty(name: name, nick: nick, blurb: blurb, kind: .color,
                            get: { .color(read($0).asGdkRGBA) },
                            set: { slider, value in
                                switch value {
                                case .color(let c): slider[keyPath: keyPath] = RGBA(c)
                                case .null: slider.useThemeColor(reset)
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
        values: [(0, "CE_TRACK_CLICK_BEHAVIOR_JUMP_TO_POINTER", "jump-to-pointer"),
                 (1, "CE_TRACK_CLICK_BEHAVIOR_PAGE", "page")])

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
        values: [(0, "CE_SLIDER_MODE_RANGE", "range"),
                 (1, "CE_SLIDER_MODE_SINGLE", "single"),
                 (2, "CE_SLIDER_MODE_PROGRESS", "progress")])

    private static let modes: [SliderMode] = [.range, .single, .progress]

    @_spi(CLibrary) public static func modeValue(_ mode: SliderMode) -> Int32 { Int32(modes.firstIndex(of: mode) ?? 0) }

    @_spi(CLibrary) public static func mode(_ value: Int32) -> SliderMode? { modes.indices.contains(Int(value)) ? modes[Int(value)] : nil }

    /// `CeValuePopoverVisibility`: CE_VALUE_POPOVER_VISIBILITY_NEVER (0), _WHILE_DRAGGING (1),
    /// _WHILE_DRAGGING_OR_FOCUSED (2).
    static let valuePopoverVisibilityType = GObjectEnum.register(
        name: "CeValuePopoverVisibility",
        values: [(0, "CE_VALUE_POPOVER_VISIBILITY_NEVER", "never"),
                 (1, "CE_VALUE_POPOVER_VISIBILITY_WHILE_DRAGGING", "while-dragging"),
                 (2, "CE_VALUE_POPOVER_VISIBILITY_WHILE_DRAGGING_OR_FOCUSED", "while-dragging-or-focused")])

    /// `CeRangeSliderScale`: CE_RANGE_SLIDER_SCALE_LINEAR (0), _LOGARITHMIC (1), _PIECEWISE (2),
    /// _QUANTILE (3), as ``RangeSliderWidget/scaleKind``; the nicks are ``SliderScale/name``.
    static let scaleType = GObjectEnum.register(
        name: "CeRangeSliderScale",
        values: [(0, "CE_RANGE_SLIDER_SCALE_LINEAR", "linear"),
                 (1, "CE_RANGE_SLIDER_SCALE_LOGARITHMIC", "logarithmic"),
                 (2, "CE_RANGE_SLIDER_SCALE_PIECEWISE", "piecewise"),
                 (3, "CE_RANGE_SLIDER_SCALE_QUANTILE", "quantile")])

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
