// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// One C accessor pair of `CeRangeSlider` (a getter, a setter, or both) as the table
/// (``CAccessorTable/all``) declares it: what the generator needs for the `@_cdecl`
/// forwarders, the header prototypes with their documentation, and the symbol list.
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

    public init(_ name: String, property: String?, _ type: CAccessorType, swift: String, read: String? = nil,
                section: String, get getter: Getter?, set setter: Setter?) {
        (self.name, self.property, self.type, self.swift, self.read, self.section) = (name, property, type, swift, read, section)
        (self.getter, self.setter) = (getter, setter)
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
    /// A GEnum (`cType`) and a Swift enumeration, converted by the functions `toC` (case to C
    /// value) and `fromC` (C value to case, nil for a value that is none); a setter given a
    /// value that is none is refused with a critical warning and changes nothing.
    case enumeration(cType: String, toC: String, fromC: String)
    /// A GEnum (`cType`) the Swift member already holds as its C value (`Int32`); the member's
    /// setter refuses a value that is none.
    case enumerationValue(cType: String)
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
        case .enumeration(let cType, _, _), .enumerationValue(let cType): return "\(cType) "
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
