// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Text taken from a file (a header name, a price field, a path), made safe to quote in a
/// message for a terminal or an error page.
///
/// A file given as `--data` can be anything, a binary file included: its "fields" then hold
/// control bytes, escape sequences that would drive the terminal, invalid UTF-8 and kilobytes
/// without a comma. Every message that quotes such text goes through this type, which
///
/// - writes each character that is not printable as a Swift-style escape: `\n`, `\r`, `\t`,
///   `\0`, and `\u{1B}` for any other control, format, separator, private-use, unassigned or
///   surrogate code point; invalid UTF-8 (read as U+FFFD) shows as `\u{FFFD}`; a backslash
///   and a double quote are escaped too (`\\`, `\"`), so the quoted text reads back unambiguously;
/// - shortens what it quotes to ``defaultLimit`` characters of output, ending with `…`;
/// - lists at most ``maxListedItems`` items of a list, then says how many more there are.
public enum MessageText {
    /// The most characters a quoted piece of text takes in a message, escapes included.
    public static let defaultLimit = 40
    /// The most items a quoted list shows.
    public static let maxListedItems = 10

    /// `text` with every non-printable character escaped, cut to `limit` characters (the
    /// last one then `…`). `limit` below 1 counts as 1.
    public static func escaped(_ text: String, limit: Int = defaultLimit) -> String {
        let limit = Swift.max(1, limit)
        var pieces: [String] = []  // one per character: itself, or its escapes
        var length = 0
        for character in text {
            let piece = printable(character) ? String(character) : character.unicodeScalars.map(escape).joined()
            let pieceLength = piece.count
            if length + pieceLength > limit {
                // No room for this piece: end with an ellipsis, within the limit, dropping
                // whole pieces (never half an escape).
                while length > limit - 1, let last = pieces.popLast() { length -= last.count }
                return pieces.joined() + "…"
            }
            pieces.append(piece)
            length += pieceLength
        }
        return pieces.joined()
    }

    /// `text` escaped and shortened (``escaped(_:limit:)``) inside double quotes: `"abc"`.
    public static func quoted(_ text: String, limit: Int = defaultLimit) -> String {
        "\"\(escaped(text, limit: limit))\""
    }

    /// At most ``maxListedItems`` of `items`, each quoted, separated by commas, then
    /// `and N more` when some are left out; `none` when there are none.
    public static func quotedList(_ items: [String]) -> String {
        guard !items.isEmpty else { return "none" }
        var shown = items.prefix(maxListedItems).map { quoted($0) }.joined(separator: ", ")
        if items.count > maxListedItems { shown += " and \(HousingFormat.grouped(items.count - maxListedItems)) more" }
        return shown
    }

    /// True when `character` can be written to a terminal as it is.
    static func printable(_ character: Character) -> Bool {
        if character == "\\" || character == "\"" { return false }
        return character.unicodeScalars.allSatisfy { scalar in
            if scalar == "\u{FFFD}" { return false }  // what invalid UTF-8 decodes to
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
                return false
            default:
                return true
            }
        }
    }

    /// The escape for one scalar of a non-printable character (a printable scalar of such a
    /// character, e.g. the base of a letter with a format mark, is kept).
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        case "\\": return "\\\\"
        case "\"": return "\\\""
        default:
            if scalar != "\u{FFFD}", printable(Character(scalar)) { return String(scalar) }
            return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
}
