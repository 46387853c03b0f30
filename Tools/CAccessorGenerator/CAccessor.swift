// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// One C accessor pair of `CeRangeSlider` (a getter, a setter, or both) and, when
/// ``gobject`` is given, the GObject property it reads and writes, as the table
/// (``CAccessorTable/all``) declares them: what the generator needs for the `@_cdecl`
/// forwarders, the header prototypes with their documentation, the symbol list and the
/// property's entry in `RangeSliderProperties`.
public struct CAccessor: Sendable {
    /// The name after `ce_range_slider_get_` / `ce_range_slider_set_`, e.g. `minimum_value`.
    public var name: String
    /// The GObject property the pair reads and writes (`minimum-value`); nil for an accessor
    /// of no property (its getter and setter then need their own descriptions).
    public var property: String?
    /// The C type and how a value crosses between C and Swift.
    public var type: CAccessorType
    /// The `RangeSliderWidget` member the forwarders read and write (`minimumValue`); for a
    /// ``CAccessorType/tint`` colour, the `RangeSliderWidget.TintColor` case (`track`).
    public var swift: String
    /// The member the getter reads when it is not ``swift`` (an optional limit's setter writes
    /// `hardMinimum`, its getter reads the limit in force); nil: ``swift``.
    public var read: String?
    /// The generated block of the headers the prototypes go in: the name in its marker comments.
    public var section: String
    public var getter: Getter?
    public var setter: Setter?
    /// The GObject property's declaration, generated into `RangeSliderProperties`; nil when the
    /// property is declared by hand there (its setter does more than the C setter) or there is
    /// no property.
    public var gobject: GObjectDeclaration?

    public init(
        _ name: String, property: String?, _ type: CAccessorType, swift: String, read: String? = nil,
        section: String, get getter: Getter?, set setter: Setter?, gobject: GObjectDeclaration? = nil
    ) {
        (self.name, self.property, self.type, self.swift, self.read, self.section) = (
            name, property, type, swift, read, section
        )
        (self.getter, self.setter, self.gobject) = (getter, setter, gobject)
    }

    /// A GObject property's spec beyond its name and type: what `g_param_spec_*` takes. The
    /// property is read-write when the entry has a setter, read-only otherwise; its range is
    /// open (the Swift setter's policy applies).
    public struct GObjectDeclaration: Sendable {
        public var nick: String
        public var blurb: String
        /// The default as a Swift literal of the property's type (`0.2`, `false`, `nil`);
        /// ignored for a tint colour, whose default is the theme's.
        public var defaultValue: String
        /// Whether a change of the thumbs' values alone can change the property (its getter
        /// reads them): `RangeSliderProperty.changesWithValues`.
        public var changesWithValues: Bool

        public init(_ nick: String, _ blurb: String, default defaultValue: String, changesWithValues: Bool = false) {
            (self.nick, self.blurb, self.defaultValue, self.changesWithValues) = (
                nick, blurb, defaultValue, changesWithValues
            )
        }
    }

    /// The getter's documentation.
    public struct Getter: Sendable {
        /// The summary; nil: "Gets #CeRangeSlider:property."
        public var summary: String?
        /// The `Returns:` text (annotations included); unused for a getter that returns nothing.
        public var returns: String?
        /// The out parameter's name and text, for a getter that fills one (a tint colour).
        public var parameter: (name: String, text: String)?

        public init(summary: String? = nil, returns: String? = nil, parameter: (name: String, text: String)? = nil) {
            (self.summary, self.returns, self.parameter) = (summary, returns, parameter)
        }
    }

    /// The setter's documentation.
    public struct Setter: Sendable {
        /// The C parameter's name (`value`, `snap`) and its text (annotations included).
        public var parameter: String
        public var text: String
        /// The summary; nil: "Sets #CeRangeSlider:property."
        public var summary: String?

        public init(_ parameter: String, _ text: String, summary: String? = nil) {
            (self.parameter, self.text, self.summary) = (parameter, text, summary)
        }
    }

    public var getterName: String { "ce_range_slider_get_\(name)" }
    public var setterName: String { "ce_range_slider_set_\(name)" }
    /// The C functions this entry declares, getter first.
    public var symbols: [String] { (getter == nil ? [] : [getterName]) + (setter == nil ? [] : [setterName]) }
}

/// The C type of an accessor pair and how a value crosses between C and Swift.
public enum CAccessorType: Sendable {
    /// `double` and `Double`.
    case double
    /// `gboolean` and `Bool`.
    case boolean
    /// `int` and `Int32`.
    case int
    /// A GEnum (`cType`, its `GType` the Swift expression `gType`) and a Swift enumeration,
    /// converted by the functions `toC` (case to C value) and `fromC` (C value to case, nil for
    /// a value that is none); a setter given a value that is none is refused with a critical
    /// warning and changes nothing.
    case enumeration(cType: String, gType: String, toC: String, fromC: String)
    /// A GEnum (`cType`, its `GType` the Swift expression `gType`) the Swift member already
    /// holds as its C value (`Int32`); the member's setter refuses a value that is none.
    case enumerationValue(cType: String, gType: String)
    /// `const char *` and `String` or `String?`: the getter returns a copy owned by the slider,
    /// valid until the text changes; the setter copies, and passes NULL as nil.
    case string
    /// A tint colour: the getter fills a `GdkRGBA` with the colour drawn; the setter copies it,
    /// and NULL returns to the theme's colour.
    case tint

    /// The getter's C return type, with the space or star before the name.
    var getterReturn: String {
        switch self {
        case .double: return "double "
        case .boolean: return "gboolean "
        case .int: return "int "
        case .enumeration(let cType, _, _, _), .enumerationValue(let cType, _): return "\(cType) "
        case .string: return "const char *"
        case .tint: return "void "
        }
    }

    /// The setter's C parameter type, with the space or star before the name.
    var setterParameter: String {
        switch self {
        case .string: return "const char *"
        case .tint: return "const GdkRGBA *"
        default: return getterReturn
        }
    }
}
