// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
import GtkSupport
import RangeSliderCore

// GtkBuildable for `CeRangeSlider`: marks and skins declared in a GtkBuilder `.ui` file, with
// custom elements as GtkScale's `<marks>`:
//
//   <object class="CeRangeSlider">
//     <marks>
//       <mark value="0">Any</mark>
//       <mark value="250000" position="top" translatable="yes">$250k</mark>
//     </marks>
//     <skins>
//       <thumb thumb="upper" state="highlighted" resource="/org/example/app/thumb-pressed.png"/>
//       <track part="minimum" resource="/org/example/app/track-blue.png" left-cap="10" right-cap="10"/>
//       <value-image end="minimum" file="/usr/share/example/quiet.png"/>
//     </skins>
//   </object>
//
// - `<mark>`: `value` (a number, required); `position` top or left (before the track), bottom or
//   right (after it, the default); its text is the label (none when empty), translated in the
//   builder's domain with `translatable="yes"`. The marks replace the slider's at `</marks>`.
// - `<thumb>`: `thumb` lower, upper, both (the default) or an index below `thumb-count` (set
//   before `<skins>`); `state` normal (the default), highlighted or insensitive.
// - `<track>`: `part` minimum or maximum; `left-cap`, `right-cap`, `top-cap`, `bottom-cap` in
//   logical pixels (default 0). `<value-image>`: `end` minimum or maximum.
// - Each image is a `resource` (a GResource path) or a `file` (a relative path is read from the
//   working directory). A bad image, attribute value or element fails the builder with a GError
//   naming the line, as GTK's own elements do; the slider keeps the look it had.

/// The state of one `<marks>` or `<skins>` element while GtkBuilder parses it.
final class RangeSliderBuildableParserState {
    let slider: RangeSliderWidget
    let builder: OpaquePointer?
    let isMarks: Bool
    var marks: [SliderMark] = []
    /// The mark being read: its value, whether its label is translatable, its text so far.
    var current: (value: Double, position: SliderMark.Position, translatable: Bool, text: String)?

    init(slider: RangeSliderWidget, builder: OpaquePointer?, isMarks: Bool) {
        self.slider = slider
        self.builder = builder
        self.isMarks = isMarks
    }
}

enum RangeSliderBuildable {
    /// GtkWidget's GtkBuildable implementation: everything but the custom elements goes there.
    private nonisolated(unsafe) static var parentInterface: UnsafeMutablePointer<GtkBuildableIface>?

    /// Adds GtkBuildable (the custom elements) to `type`, right after it is registered.
    static func install(on type: GType) {
        var info = GInterfaceInfo(interface_init: interfaceInit, interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, gtk_buildable_get_type(), &info)
    }

    private static let interfaceInit: GInterfaceInitFunc = { iface, _ in
        guard let iface else { return }
        let buildable = iface.assumingMemoryBound(to: GtkBuildableIface.self)
        parentInterface = g_type_interface_peek_parent(iface)?.assumingMemoryBound(to: GtkBuildableIface.self)
        buildable.pointee.custom_tag_start = customTagStart
        buildable.pointee.custom_tag_end = customTagEnd
        buildable.pointee.custom_finished = customFinished
    }

    /// The sub-parser of `<marks>` and `<skins>`; GtkBuilder copies it.
    private static let parser: GtkBuildableParser = GtkBuildableParser(
        start_element: startElement, end_element: endElement, text: text, error: nil, padding: (nil, nil, nil, nil))

    private static let customTagStart:
        @convention(c) (
            OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<GObject>?,
            UnsafePointer<CChar>?, UnsafeMutablePointer<GtkBuildableParser>?,
            UnsafeMutablePointer<gpointer?>?
        ) -> gboolean = { buildable, builder, child, tag, parserOut, data in
            if child == nil, let tag, let parserOut, let data,
                let slider = RangeSliderWidget.state(of: UnsafeMutableRawPointer(buildable))
            {
                let name = String(cString: tag)
                if name == "marks" || name == "skins" {
                    parserOut.pointee = parser
                    // Retained for GtkBuilder, released in `customFinished`, which GtkBuilder calls
                    // for every custom element it started.
                    let state = RangeSliderBuildableParserState(
                        slider: slider, builder: builder, isMarks: name == "marks")
                    data.pointee = Unmanaged.passRetained(state).toOpaque()
                    return 1
                }
            }
            return parentInterface?.pointee.custom_tag_start?(buildable, builder, child, tag, parserOut, data) ?? 0
        }

    private static let customTagEnd:
        @convention(c) (
            OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<GObject>?,
            UnsafePointer<CChar>?, gpointer?
        ) -> Void = { buildable, builder, child, tag, data in
            if child == nil, let tag, ["marks", "skins"].contains(String(cString: tag)) { return }
            parentInterface?.pointee.custom_tag_end?(buildable, builder, child, tag, data)
        }

    private static let customFinished:
        @convention(c) (
            OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<GObject>?,
            UnsafePointer<CChar>?, gpointer?
        ) -> Void = { buildable, builder, child, tag, data in
            if child == nil, let tag, ["marks", "skins"].contains(String(cString: tag)), let data {
                // released here
                let state = Unmanaged<RangeSliderBuildableParserState>.fromOpaque(data).takeRetainedValue()
                if state.isMarks { state.slider.marks = state.marks }
                return
            }
            parentInterface?.pointee.custom_finished?(buildable, builder, child, tag, data)
        }

    // MARK: The sub-parser

    private static func state(_ data: gpointer?) -> RangeSliderBuildableParserState? {
        data.map { Unmanaged<RangeSliderBuildableParserState>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The attributes of an element, by name.
    private static func attributes(
        _ names: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
        _ values: UnsafeMutablePointer<UnsafePointer<CChar>?>?
    ) -> [String: String] {
        var result: [String: String] = [:]
        var i = 0
        while let name = names?[i], let value = values?[i] {
            result[String(cString: name)] = String(cString: value)
            i += 1
        }
        return result
    }

    /// Sets a GtkBuilder error (GTK_BUILDER_ERROR) with the element's line.
    private static func fail(
        _ context: OpaquePointer?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?,
        _ code: GtkBuilderError, _ message: String
    ) {
        var line: Int32 = 0, column: Int32 = 0
        gtk_buildable_parse_context_get_position(context, &line, &column)
        g_set_error_literal(error, gtk_builder_error_quark(), Int32(code.rawValue), "line \(line): \(message)")
    }

    private static let startElement:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?,
            UnsafeMutablePointer<UnsafePointer<CChar>?>?,
            UnsafeMutablePointer<UnsafePointer<CChar>?>?, gpointer?,
            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> Void = { context, element, names, values, data, error in
            guard let state = state(data), let element else { return }
            let name = String(cString: element)
            let attributes = attributes(names, values)
            switch (state.isMarks, name) {
            case (true, "marks"), (false, "skins"):
                return
            case (true, "mark"):
                guard let text = attributes["value"], let value = Double(text.trimmingCharacters(in: .whitespaces)),
                    value.isFinite
                else {
                    return fail(
                        context, error, GTK_BUILDER_ERROR_INVALID_VALUE,
                        """
                        <mark> needs a value attribute that is a finite number, not \
                        \(attributes["value"].map { "\"\($0)\"" } ?? "none")
                        """)
                }
                let positions: [String: SliderMark.Position] = [
                    "bottom": .after, "right": .after, "top": .before, "left": .before,
                ]
                guard let position = positions[attributes["position"]?.lowercased() ?? "bottom"] else {
                    return fail(
                        context, error, GTK_BUILDER_ERROR_INVALID_VALUE,
                        "<mark position=\"\(attributes["position"] ?? "")\">: position is top, bottom, left or right")
                }
                let translatable = ["yes", "true", "1"].contains(attributes["translatable"]?.lowercased() ?? "")
                state.current = (value, position, translatable, "")
            case (false, "thumb"), (false, "track"), (false, "value-image"):
                do {
                    try applySkin(name, attributes, to: state.slider)
                } catch let e as SkinElementError {
                    fail(context, error, GTK_BUILDER_ERROR_INVALID_VALUE, e.message)
                } catch let e as SliderImageError {
                    fail(context, error, GTK_BUILDER_ERROR_INVALID_VALUE, e.description)
                } catch let e {
                    fail(context, error, GTK_BUILDER_ERROR_INVALID_VALUE, "\(e)")
                }
            default:
                fail(
                    context, error, GTK_BUILDER_ERROR_UNHANDLED_TAG,
                    "unknown element <\(name)> in <\(state.isMarks ? "marks" : "skins")> of CeRangeSlider")
            }
        }

    private static let endElement:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, gpointer?,
            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> Void = { _, element, data, _ in
            guard let state = state(data), let element, String(cString: element) == "mark", let mark = state.current
            else { return }
            state.current = nil
            var label = mark.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if mark.translatable, !label.isEmpty {
                let domain = state.builder.flatMap { gtk_builder_get_translation_domain($0) }
                if let translated = g_dgettext(domain, label) { label = String(cString: translated) }
            }
            state.marks.append(
                SliderMark(value: mark.value, label: label.isEmpty ? nil : label, position: mark.position))
        }

    private static let text:
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>?, gsize, gpointer?,
            UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
        ) -> Void = { _, text, length, data, _ in
            guard let state = state(data), state.current != nil, let text else { return }
            let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
            state.current?.text += String(decoding: bytes, as: UTF8.self)
        }

    // MARK: Skins

    struct SkinElementError: Error {
        let message: String
    }

    /// Loads the image a `<thumb>`, `<track>` or `<value-image>` element names and sets it.
    private static func applySkin(_ element: String, _ attributes: [String: String], to slider: RangeSliderWidget)
        throws
    {
        let image: SliderImage
        switch (attributes["resource"], attributes["file"]) {
        case (let resource?, nil): image = try SliderImage(resource: resource)
        case (nil, let file?): image = try SliderImage(contentsOfFile: file)
        default: throw SkinElementError(message: "<\(element)> needs exactly one of the attributes resource and file")
        }
        if element == "thumb" {
            let thumbs: [String: Thumb?] = ["both": nil, "lower": .lower, "upper": .upper]
            let states: [String: ThumbState] = [
                "normal": .normal, "highlighted": .highlighted, "insensitive": .insensitive,
            ]
            let name = attributes["thumb"] ?? "both"
            let index = Int(name).flatMap { (0..<slider.thumbCount).contains($0) ? $0 : nil }
            guard index != nil || thumbs[name] != nil else {
                throw SkinElementError(
                    message: "<thumb thumb=\"\(name)\">: thumb is lower, upper or both, or an index "
                        + "0…\(slider.thumbCount - 1) (thumb-count is \(slider.thumbCount))")
            }
            guard let state = states[attributes["state"] ?? "normal"] else {
                throw SkinElementError(
                    message:
                        "<thumb state=\"\(attributes["state"] ?? "")\">: state is normal, highlighted or insensitive")
            }
            if let index {
                slider.setThumbImage(image, for: state, at: index)
            } else {
                slider.setThumbImage(image, for: state, thumb: thumbs[name] ?? nil)
            }
            return
        }
        if element == "value-image" {
            switch attributes["end"] {
            case "minimum": slider.minimumValueImage = image
            case "maximum": slider.maximumValueImage = image
            default:
                throw SkinElementError(
                    message: "<value-image end=\"\(attributes["end"] ?? "")\">: end is minimum or maximum")
            }
            return
        }
        func cap(_ name: String) throws -> Double {
            guard let text = attributes[name] else { return 0 }
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw SkinElementError(message: "<track \(name)=\"\(text)\">: a cap is a number of pixels, 0 or more")
            }
            return value
        }
        let caps = CapInsets(
            top: try cap("top-cap"), left: try cap("left-cap"), bottom: try cap("bottom-cap"),
            right: try cap("right-cap"))
        switch attributes["part"] {
        case "minimum": slider.minimumTrackImage = image.resizable(capInsets: caps)
        case "maximum": slider.maximumTrackImage = image.resizable(capInsets: caps)
        default:
            throw SkinElementError(message: "<track part=\"\(attributes["part"] ?? "")\">: part is minimum or maximum")
        }
    }
}
