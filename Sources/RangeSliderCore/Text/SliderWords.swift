// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The slider's own words, and where they are translated.
///
/// A slider says a few things itself: the whole range as a sentence for screen readers ("from
/// $129,500, no maximum"), an open end's text ("Any"), the notes a typed value gets ("Set to
/// the maximum, $755,000"), a menu button's label. They belong to the text domain
/// `ce-range-slider` (catalogues from `po/ce-range-slider/`), not to the app's, so that a German
/// app embedding the slider reads German without translating the slider's words itself.
///
/// This module is pure Swift and does not call gettext: the GTK layer installs gettext as
/// ``translate`` when the first slider is made (`SliderLocalization` in `RangeSlider`). Until
/// then, and in tests of this module, messages are the English ones. Strings marked with
/// ``translated(_:_:)`` are what `xgettext --keyword=translated` extracts
/// (`scripts/update-po.sh`); `{0}`, `{1}` stand for the arguments, so a translation may reorder
/// them.
public enum SliderWords {
    /// The gettext text domain of the slider's words.
    public static let domain = "ce-range-slider"

    /// The translation of a message id (identity until the GTK layer installs gettext). Set it
    /// once, before sliders are made, from the main thread.
    nonisolated(unsafe) public static var translate: (String) -> String = { $0 }

    /// The message `id` translated, with `{0}`, `{1}`, … replaced by `arguments`.
    public static func translated(_ id: String, _ arguments: String...) -> String {
        fill(translate(id), arguments)
    }

    /// `message` with `{i}` replaced by `arguments[i]`; a placeholder without an argument, or
    /// any other brace, is kept as written. Arguments are not searched again (an argument that
    /// contains "{1}" stays as it is).
    static func fill(_ message: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty else { return message }
        var out = ""
        var rest = Substring(message)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let i = Int(rest[afterOpen..<close]),
                i >= 0, i < arguments.count
            {
                out += arguments[i]
                rest = rest[rest.index(after: close)...]
            } else {
                out += "{"
                rest = rest[afterOpen...]
            }
        }
        return out + rest
    }
}
