// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// Writes what the accessor table (``CAccessorTable/all``) declares: the `@_cdecl` forwarders
/// (one generated Swift file), the prototypes in the headers (between each section's marker
/// comments; the rest of a header is left as it is), the list of exported C symbols (the
/// table's, the hand-written `@_cdecl` functions' and the CGtkShim helpers') and the GObject
/// properties' entries (``propertiesFile``, `RangeSliderProperties.declared`).
///
/// Every path is relative to the repository's root.
public struct CAccessorGenerator {
    public static let swiftFile = "Sources/RangeSliderCAPI/CeRangeSliderAccessors.swift"
    public static let headerFolder = "clib/include"
    public static let symbolsFile = "clib/ce-range-slider.symbols"
    public static let propertiesFile = "Sources/RangeSlider/GObject/RangeSliderDeclaredProperties.swift"
    /// The files whose `@_cdecl` functions the library exports besides the table's.
    static let swiftFolder = "Sources/RangeSliderCAPI"
    /// The header of the CGtkShim helpers the library exports too.
    static let shimHeader = "Sources/CGtkShim/include/CGtkShim.h"

    /// A reason the files cannot be generated.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public let root: URL
    public let table: [CAccessor]

    public init(root: URL, table: [CAccessor] = CAccessorTable.all) {
        (self.root, self.table) = (root, table)
    }

    /// Every generated file and its contents, by path.
    public func outputs() throws -> [(path: String, contents: String)] {
        try checkTable()
        var files = [(path: Self.swiftFile, contents: swiftSource())]
        let headers = try FileManager.default.contentsOfDirectory(atPath: url(Self.headerFolder).path)
            .filter { $0.hasSuffix(".h") }.sorted()
        var placed = Set<String>()
        for name in headers {
            let path = "\(Self.headerFolder)/\(name)"
            let text = try read(path)
            let (contents, sections) = try header(text, path: path)
            placed.formUnion(sections)
            if contents != text || !sections.isEmpty { files.append((path, contents)) }
        }
        let missing = Set(table.map(\.section)).subtracting(placed).sorted()
        guard missing.isEmpty else {
            throw Failure(
                description: "no marker comments for the section(s) \(missing.joined(separator: ", ")) "
                    + "in \(Self.headerFolder)/*.h: add \(Self.beginMarker(missing[0])) and "
                    + "\(Self.endMarker(missing[0])) where the prototypes go")
        }
        files.append((Self.symbolsFile, try symbolList()))
        files.append((Self.propertiesFile, propertiesSource()))
        return files
    }

    /// Writes every generated file; returns the paths that changed.
    @discardableResult
    public func write() throws -> [String] {
        var changed: [String] = []
        for file in try outputs() where (try? read(file.path)) != file.contents {
            try file.contents.write(to: url(file.path), atomically: true, encoding: .utf8)
            changed.append(file.path)
        }
        return changed
    }

    /// The paths whose committed contents differ from what the generator makes.
    public func stale() throws -> [String] {
        try outputs().filter { (try? read($0.path)) != $0.contents }.map(\.path)
    }

    // MARK: The table

    /// Refuses a table the generator cannot turn into valid C and Swift.
    func checkTable() throws {
        var seen = Set<String>()
        for entry in table {
            let where_ = "the table's entry \(entry.name)"
            guard !entry.name.isEmpty,
                entry.name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") })
            else {
                throw Failure(description: "\(where_): the name must be lower-case C (a-z, 0-9, _)")
            }
            guard entry.getter != nil || entry.setter != nil else {
                throw Failure(description: "\(where_) has neither a getter nor a setter")
            }
            for symbol in entry.symbols {
                guard seen.insert(symbol).inserted else {
                    throw Failure(description: "\(symbol) is declared twice in the table")
                }
            }
            if entry.property == nil,
                entry.getter.map({ $0.summary == nil }) ?? false || entry.setter.map({ $0.summary == nil }) ?? false
            {
                throw Failure(
                    description: "\(where_) has no property, so its getter and setter need their own summaries")
            }
            if let getter = entry.getter, getter.returns == nil, entry.type.getterReturn != "void " {
                throw Failure(description: "\(where_): its getter needs a `returns` text")
            }
            if case .tint = entry.type, entry.getter != nil, entry.getter?.parameter == nil {
                throw Failure(description: "\(where_): a tint colour's getter needs its out parameter")
            }
            guard !entry.swift.isEmpty, entry.read?.isEmpty != true, !entry.section.isEmpty else {
                throw Failure(description: "\(where_) needs its Swift member and its section")
            }
            if let declaration = entry.gobject {
                guard let property = entry.property, entry.getter != nil else {
                    throw Failure(
                        description:
                            "\(where_) declares a GObject property, so it needs its `property` name and a getter")
                }
                guard seen.insert("property \(property)").inserted else {
                    throw Failure(description: "the GObject property \(property) is declared twice in the table")
                }
                guard !declaration.nick.isEmpty, !declaration.blurb.isEmpty, !declaration.defaultValue.isEmpty else {
                    throw Failure(description: "\(where_): its GObject declaration needs a nick, a blurb and a default")
                }
                switch entry.type {
                case .double, .boolean: break
                default:
                    guard entry.setter != nil else {
                        throw Failure(description: "\(where_): a read-only GObject property is a double or a boolean")
                    }
                }
            }
        }
    }

    // MARK: Swift

    func swiftSource() -> String {
        var out = """
            // SPDX-FileCopyrightText: 2026 The RangeSlider developers
            // SPDX-License-Identifier: MIT
            // Generated by scripts/generate-c-accessors.sh from Tools/CAccessorGenerator/CAccessorTable.swift:
            // edit the table, not this file. The C accessors of CeRangeSlider's properties, each a
            // forwarder to `RangeSliderWidget`, whose value policy applies.
            @_spi(CLibrary) import RangeSlider

            """
        for entry in table {
            if entry.getter != nil { out += "\n" + swiftGetter(entry) }
            if entry.setter != nil { out += "\n" + swiftSetter(entry) }
        }
        return out
    }

    private func swiftGetter(_ e: CAccessor) -> String {
        let n = e.getterName, x = e.read ?? e.swift
        let signature: String, body: String
        switch e.type {
        case .double:
            (signature, body) = ("-> Double", "slider(self_, \"\(n)\")?.\(x) ?? 0")
        case .boolean:
            (signature, body) = ("-> gboolean", "(slider(self_, \"\(n)\")?.\(x) ?? false) ? 1 : 0")
        case .int, .enumerationValue:
            (signature, body) = ("-> Int32", "slider(self_, \"\(n)\")?.\(x) ?? 0")
        case .enumeration(_, _, let toC, _):
            let map = "slider(self_, \"\(n)\").map {", convert = "\(toC)($0.\(x))"
            let line = "\(map) \(convert) } ?? 0"
            (signature, body) = (
                "-> Int32", Self.fits(line, indent: 4) ? line : "\(map)\n        \(convert)\n    } ?? 0"
            )
        case .string:
            let key = "ce-range-slider-c-" + e.name.replacingOccurrences(of: "_", with: "-")
            (signature, body) = (
                "-> UnsafePointer<CChar>?",
                """
                guard let s = slider(self_, "\(n)") else { return nil }
                    return cString(s.\(x), of: s, key: "\(key)")
                """
            )
        case .tint:
            return function(
                n, parameters: "_ self_: UnsafeMutableRawPointer?, _ color: UnsafeMutablePointer<GdkRGBA>?",
                body: "getTint(self_, .\(x), color, \"\(n)\")")
        }
        return function(n, parameters: "_ self_: UnsafeMutableRawPointer?", returns: signature, body: body)
    }

    private func swiftSetter(_ e: CAccessor) -> String {
        let n = e.setterName, x = e.swift
        let type: String, body: String
        switch e.type {
        case .double:
            (type, body) = ("Double", "slider(self_, \"\(n)\")?.\(x) = value")
        case .boolean:
            (type, body) = ("gboolean", "slider(self_, \"\(n)\")?.\(x) = value != 0")
        case .int, .enumerationValue:
            (type, body) = ("Int32", "slider(self_, \"\(n)\")?.\(x) = value")
        case .enumeration(let cType, _, _, let fromC):
            let warning = "\(e.setter!.parameter) is a \(cType)"
            (type, body) = (
                "Int32",
                """
                guard let s = slider(self_, "\(n)") else { return }
                    guard let v = \(fromC)(value) else {
                        \(Self.call(
                            "return g_return_if_fail_warning",
                            ["RangeSliderWidget.logDomain", "\"\(n)\"", "\"\(warning)\""], indent: 8))
                    }
                    s.\(x) = v
                """
            )
        case .string:
            (type, body) = (
                "UnsafePointer<CChar>?", "slider(self_, \"\(n)\")?.\(x) = value.map { String(cString: $0) }"
            )
        case .tint:
            return function(
                n, parameters: "_ self_: UnsafeMutableRawPointer?, _ color: UnsafePointer<GdkRGBA>?",
                body: "setTint(self_, .\(x), color, \"\(n)\")")
        }
        return function(n, parameters: "_ self_: UnsafeMutableRawPointer?, _ value: \(type)", body: body)
    }

    private func function(_ name: String, parameters: String, returns: String? = nil, body: String) -> String {
        let tail = "\(returns.map { " \($0)" } ?? "") {"
        let declaration = "public func \(name)(\(parameters))\(tail)"
        return """
            @_cdecl("\(name)")
            \(Self.fits(declaration, indent: 0) ? declaration : "public func \(name)(\n    \(parameters)\n)\(tail)")
                \(body)
            }

            """
    }

    // MARK: GObject properties

    func propertiesSource() -> String {
        var out = """
            // SPDX-FileCopyrightText: 2026 The RangeSlider developers
            // SPDX-License-Identifier: MIT
            // Generated by scripts/generate-c-accessors.sh from Tools/CAccessorGenerator/CAccessorTable.swift:
            // edit the table, not this file.
            import CGtkShim

            extension RangeSliderProperties {
                /// The GObject properties the accessor table declares, in its order: the first entries
                /// of ``all``. Each reads and writes the `RangeSliderWidget` member its C accessors do.
                static let declared: [RangeSliderProperty] = [

            """
        for entry in table {
            if let declaration = entry.gobject, let property = entry.property {
                out += propertyEntry(entry, property, declaration)
            }
        }
        return out + "    ]\n}\n"
    }

    private func propertyEntry(_ e: CAccessor, _ name: String, _ d: CAccessor.GObjectDeclaration) -> String {
        let x = e.swift, r = e.read ?? e.swift, value = d.defaultValue
        let writable = e.setter != nil
        let kind: String, get: String, set: SetterStatement
        switch e.type {
        case .double:
            kind = writable ? ".double(default: \(value))" : ".readOnlyDouble(default: \(value))"
            (get, set) = (".double($0.\(r))", .ifCase("case .double(let v) = value", "slider.\(x) = v"))
        case .boolean:
            kind = writable ? ".bool(default: \(value))" : ".readOnlyBool(default: \(value))"
            (get, set) = (".bool($0.\(r))", .ifCase("case .bool(let v) = value", "slider.\(x) = v"))
        case .int:
            (kind, get, set) = (
                ".int(default: \(value))", ".int($0.\(r))", .ifCase("case .int(let v) = value", "slider.\(x) = v")
            )
        case .enumeration(_, let gType, let toC, let fromC):
            kind = ".enumeration(type: { \(gType) }, default: \(value))"
            get = ".enumeration(\(toC)($0.\(r)))"
            set = .ifCase("case .enumeration(let v) = value, let v = \(fromC)(v)", "slider.\(x) = v")
        case .enumerationValue(_, let gType):
            kind = ".enumeration(type: { \(gType) }, default: \(value))"
            (get, set) = (".enumeration($0.\(r))", .ifCase("case .enumeration(let v) = value", "slider.\(x) = v"))
        case .string:
            kind = ".string(default: \(value))"
            get = "$0.\(r).map { .string($0) } ?? .null"
            set = .switchValue(["case .string(let v): slider.\(x) = v", "case .null: slider.\(x) = nil"])
        case .tint:
            kind = ".color"
            get = ".color($0.\(x)TintColor.asGdkRGBA)"
            set = .switchValue([
                "case .color(let c): slider.\(x)TintColor = RGBA(c)", "case .null: slider.useThemeColor(.\(x))",
            ])
        }
        let changesWithValues = d.changesWithValues ? ",\n            changesWithValues: true" : ""
        let setLine = writable ? "set: { slider, value in \(set.line) }" : "set: { _, _ in }"
        let setter =
            Self.fits(setLine + "),", indent: 12)
            ? setLine
            : (["set: { slider, value in"] + set.lines(indent: 16).map { "    \($0)" } + ["}"])
                .joined(separator: "\n            ")
        let getter =
            Self.fits("get: { \(get) },", indent: 12)
            ? "get: { \(get) }" : "get: {\n                \(get)\n            }"
        let blurbLine = literal(d.blurb)
        let blurb = Self.fits("blurb: \(blurbLine),", indent: 12) ? blurbLine : multilineLiteral(d.blurb, indent: 16)
        return """
                    RangeSliderProperty(
                        name: \(literal(name)), nick: \(literal(d.nick)),
                        blurb: \(blurb),
                        kind: \(kind),
                        \(getter),
                        \(setter)\(changesWithValues)),

            """
    }

    /// The statement of a generated property setter, given `value` (a `GObjectPropertyValue`) and
    /// `slider`: on one line, or on several when that line would be too long.
    private enum SetterStatement {
        /// `if <condition> { <body> }`.
        case ifCase(String, String)
        /// `switch value { … }` with these cases and `default: break`.
        case switchValue([String])

        var line: String {
            switch self {
            case .ifCase(let condition, let body): return "if \(condition) { \(body) }"
            case .switchValue(let cases):
                return "switch value { \((cases + ["default: break"]).joined(separator: "; ")) }"
            }
        }

        /// The statement on as many lines as it takes at `indent` columns.
        func lines(indent: Int) -> [String] {
            switch self {
            case .ifCase(let condition, let body):
                return CAccessorGenerator.fits(line, indent: indent)
                    ? [line] : ["if \(condition) {", "    \(body)", "}"]
            case .switchValue(let cases):
                return ["switch value {"] + cases + ["default: break", "}"]
            }
        }
    }

    /// `text` as a Swift string literal.
    private func literal(_ text: String) -> String { "\"\(escaped(text))\"" }

    /// `text` as a multi-line string literal whose lines, at `indent` columns, are wrapped at
    /// spaces with line continuations (the same string as ``literal(_:)``).
    private func multilineLiteral(_ text: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = [], current: String?
        for word in escaped(text).split(separator: " ", omittingEmptySubsequences: false) {
            if let line = current, !Self.fits("\(line) \(word) \\", indent: indent) {
                lines.append("\(line) \\")
                current = String(word)
            } else {
                current = current.map { "\($0) \(word)" } ?? String(word)
            }
        }
        lines.append(current ?? "")
        return "\"\"\"\n" + (lines + ["\"\"\""]).map { pad + $0 }.joined(separator: "\n")
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    // MARK: Lines within 120 columns

    /// The widest line any generated file may have, as `scripts/format.sh` allows in the others.
    public static let lineLimit = 120

    /// Whether `line`, at `indent` columns, is within ``lineLimit``.
    static func fits(_ line: String, indent: Int) -> Bool { indent + line.count <= lineLimit }

    /// The call `head(arguments)` at `indent` columns: on one line when it fits, else the
    /// arguments one level deeper, as many a line as fit, the parenthesis closing the last.
    static func call(_ head: String, _ arguments: [String], indent: Int) -> String {
        let line = "\(head)(\(arguments.joined(separator: ", ")))"
        guard !fits(line, indent: indent) else { return line }
        var lines: [String] = []
        for (i, argument) in arguments.enumerated() {
            let piece = argument + (i == arguments.count - 1 ? ")" : ",")
            if let last = lines.last, fits("\(last) \(piece)", indent: indent + 4) {
                lines[lines.count - 1] = "\(last) \(piece)"
            } else {
                lines.append(piece)
            }
        }
        let pad = "\n" + String(repeating: " ", count: indent + 4)
        return "\(head)(" + lines.map { pad + $0 }.joined()
    }

    // MARK: Headers

    static func beginMarker(_ section: String) -> String {
        "/* Generated accessors: \(section) (edit Tools/CAccessorGenerator/CAccessorTable.swift) */"
    }

    static func endMarker(_ section: String) -> String { "/* End of generated accessors: \(section) */" }

    /// `text` with every section's block between its markers replaced; the sections found.
    func header(_ text: String, path: String) throws -> (String, [String]) {
        var lines = text.components(separatedBy: "\n")
        var sections: [String] = []
        var i = 0
        let prefix = "/* Generated accessors: "
        while i < lines.count {
            guard lines[i].hasPrefix(prefix) else { i += 1; continue }
            let rest = lines[i].dropFirst(prefix.count)
            let section = String(rest.prefix { $0 != " " })
            guard lines[i] == Self.beginMarker(section) else {
                throw Failure(description: "\(path):\(i + 1): a marker that is not \(Self.beginMarker(section))")
            }
            guard let end = lines[(i + 1)...].firstIndex(of: Self.endMarker(section)) else {
                throw Failure(description: "\(path):\(i + 1): no \(Self.endMarker(section)) after the section's start")
            }
            guard !sections.contains(section) else {
                throw Failure(description: "\(path): the section \(section) twice")
            }
            let entries = table.filter { $0.section == section }
            guard !entries.isEmpty else {
                throw Failure(description: "\(path):\(i + 1): the section \(section) has no entry in the table")
            }
            let block = [""] + entries.flatMap(prototypes)
            lines.replaceSubrange((i + 1)..<end, with: block)
            sections.append(section)
            i += block.count + 2
        }
        return (lines.joined(separator: "\n"), sections)
    }

    /// The documented prototypes of an entry, each followed by a blank line.
    func prototypes(_ e: CAccessor) -> [String] {
        var lines: [String] = []
        func text(_ t: String) -> [String] { t.components(separatedBy: "\n").map { $0.isEmpty ? " *" : " * \($0)" } }
        if let g = e.getter {
            lines += ["/**", " * \(e.getterName):", " * @self: a #CeRangeSlider"]
            if let p = g.parameter { lines += text("@\(p.name): \(p.text)") }
            lines += [" *"] + text(g.summary ?? "Gets #CeRangeSlider:\(e.property!).")
            var parameters = ["CeRangeSlider *self"]
            if case .tint = e.type {
                parameters.append("GdkRGBA *\(g.parameter!.name)")
            } else if let returns = g.returns {
                lines += [" *"] + text("Returns: \(returns)")
            }
            lines += [" */"] + Self.prototype("\(e.type.getterReturn)\(e.getterName)", parameters) + [""]
        }
        if let s = e.setter {
            lines += ["/**", " * \(e.setterName):", " * @self: a #CeRangeSlider"] + text("@\(s.parameter): \(s.text)")
            lines += [" *"] + text(s.summary ?? "Sets #CeRangeSlider:\(e.property!).")
            let parameters = ["CeRangeSlider *self", "\(e.type.setterParameter)\(s.parameter)"]
            lines += [" */"] + Self.prototype("void \(e.setterName)", parameters) + [""]
        }
        return lines
    }

    /// The C prototype `head (parameters);`: on one line when it fits in ``lineLimit``, else one
    /// parameter a line, aligned after the parenthesis as GNU style has it (indented by four
    /// columns where that alignment would not fit).
    static func prototype(_ head: String, _ parameters: [String]) -> [String] {
        let line = "\(head) (\(parameters.joined(separator: ", ")));"
        guard !fits(line, indent: 0) else { return [line] }
        let longest = parameters.dropFirst().map(\.count).max() ?? 0
        let aligned = head.count + 2
        let pad = String(repeating: " ", count: aligned + longest + 2 <= lineLimit ? aligned : 4)
        return parameters.enumerated().map { i, parameter in
            (i == 0 ? "\(head) (" : pad) + parameter + (i == parameters.count - 1 ? ");" : ",")
        }
    }

    // MARK: Symbols

    /// The sorted list of C symbols the library exports.
    func symbolList() throws -> String {
        var symbols = Set(table.flatMap(\.symbols))
        let folder = url(Self.swiftFolder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && "\(Self.swiftFolder)/\($0)" != Self.swiftFile }.sorted()
        for file in files {
            let source = try read("\(Self.swiftFolder)/\(file)")
            for name in matches(#"@_cdecl\("([A-Za-z0-9_]+)"\)"#, in: source) {
                guard symbols.insert(name).inserted else {
                    throw Failure(
                        description: "\(name) is both in the table and hand-written in \(Self.swiftFolder)/\(file)")
                }
            }
        }
        symbols.formUnion(matches(#"(?m)^[A-Za-z][^;(]*?\b(cgtk_[a-z0-9_]+)\s*\("#, in: try read(Self.shimHeader)))
        return """
            # The C symbols libCeRangeSlider.so.0 exports: ce_* is the API of clib/include/*.h; cgtk_*
            # are the CGtkShim helpers the Swift code calls (exported by the build, not for apps).
            # Generated by scripts/generate-c-accessors.sh (from the accessor table, the hand-written
            # @_cdecl functions and CGtkShim.h); scripts/list-c-symbols.sh lists what a built library exports.

            """ + symbols.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: "\n") + "\n"
    }

    private func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    private func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    private func read(_ path: String) throws -> String {
        do {
            return try String(contentsOf: url(path), encoding: .utf8)
        } catch {
            throw Failure(description: "cannot read \(path): \(error.localizedDescription)")
        }
    }
}
