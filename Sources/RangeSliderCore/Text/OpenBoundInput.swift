// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Typed text that asks for an open end ("no limit"), read besides numbers by a value entry
/// whose slider lets that end be open.
///
/// What an entry shows for an open end ("$755,000+", "Any") reads back as that open end.
/// The rules:
///
/// - **Upper end.** Text whose last character, spaces aside, is "+" asks for the open upper
///   end: "+", "$755,000+", "800k +". What stands before the "+" is not read: a bound followed
///   by "+" has no upper limit, whatever the number. Text equal to the open upper end's text
///   as shown (compared without case and surrounding spaces) asks for it too, so an app may
///   show "No limit" and read it back.
/// - **Lower end.** Text equal to the open lower end's text as shown ("Any" by default),
///   without case and surrounding spaces, or the word "any".
///
/// Anything else is left to the number parser. The answer is only meaningful where the slider
/// allows that end to be open; the caller checks that.
public enum OpenBoundInput {
    /// Whether `text` asks for the open upper end, given the text an open upper end shows
    /// (`openText`, "$755,000+").
    public static func asksForOpenUpper(_ text: String, openText: String) -> Bool {
        let typed = trimmed(text)
        if typed.last == "+" { return true }
        return !typed.isEmpty && typed.lowercased() == trimmed(openText).lowercased()
    }

    /// Whether `text` asks for the open lower end, given the text an open lower end shows
    /// (`openText`, "Any").
    public static func asksForOpenLower(_ text: String, openText: String) -> Bool {
        let typed = trimmed(text).lowercased()
        guard !typed.isEmpty else { return false }
        return typed == trimmed(openText).lowercased() || typed == "any"
    }

    /// `text` without the white space around it (spaces, tabs, no-break spaces, line breaks).
    private static func trimmed(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
            let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }
}
