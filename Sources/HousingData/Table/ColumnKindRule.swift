// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// How ``DataTableLoader`` decides each column's ``ColumnKind`` and ``FilterStyle``, and which
/// column is the price.
///
/// **From the first rows** (up to ``DataTableLoader/sampleRows`` of them): a value is *missing*
/// when it is empty or one of ``missingWords`` (`NA`, `n/a`, `nan`, `null`, `none`, `-`, `?`,
/// any case). A column whose values are all missing is ``ColumnKind/empty``; one whose other
/// values are all yes/no words (``yesWords``, ``noWords``) is ``ColumnKind/boolean``; one where
/// at least 90 % of the others are numbers (in the file's decimal mark, ``LocaleNumber``) is
/// numeric; anything else is text. The whole file is then read with that decision: a value
/// that does not fit (text in a numeric column, `maybe` in a yes/no column) becomes unknown
/// and is counted and listed in ``DataTable/unreadableValues`` with its line.
///
/// **From all the rows loaded**: a numeric column is ``ColumnKind/integer`` when every known
/// value is whole, else ``ColumnKind/real``; a text column is ``ColumnKind/categorical`` when
/// it has at most ``categoricalLimit`` distinct values and either at most half as many as known
/// values, or at most 20 with at least one repeated, else ``ColumnKind/text``.
///
/// **Filter style**: numbers with fewer than 2 distinct values, identifiers (``isIdentifier``)
/// and text get ``FilterStyle/none``; numbers with at most ``stepsLimit`` distinct values
/// (bedrooms 0–8, bathrooms in halves, months) ``FilterStyle/steps``; other numbers
/// ``FilterStyle/range``; yes/no columns with both values
/// ``FilterStyle/toggle``; categories with at least 2 values ``FilterStyle/choice``.
///
/// **The price column**: the one named by the loader's option (without regard to case and
/// surrounding spaces), else the first numeric column whose normalised name
/// (``HousingColumn/normalize(_:)``) is one of ``priceNames`` (`price` and its German, French,
/// Spanish, Italian and Dutch words), else the first numeric one whose normalised name contains
/// `price` or `preis` (`SalePrice`, `price_eur`, `Kaufpreis`); else none.
public enum ColumnKindRule {
    /// The most distinct values a categorical column has: 200.
    public static let categoricalLimit = 200
    /// The most distinct numbers a ``FilterStyle/steps`` column has: 16.
    public static let stepsLimit = 16
    /// The share of a sample's non-missing values that must be numbers for a numeric column.
    public static let numericShare = 0.9
    /// Values meaning "unknown", lowercased.
    public static let missingWords: Set<String> = ["", "na", "n/a", "nan", "null", "none", "-", "?"]
    /// Yes words, lowercased: English, and the German and French words (`ja`, `wahr`, `oui`)
    /// of the exports the app's translations serve.
    public static let yesWords: Set<String> = ["yes", "y", "true", "t", "ja", "j", "wahr", "oui"]
    /// No words, lowercased (`nein`, `falsch`, `non` besides English).
    public static let noWords: Set<String> = ["no", "n", "false", "f", "nein", "falsch", "non"]

    /// The kind the sample `values` of a column suggest: ``ColumnKind/empty``,
    /// ``ColumnKind/boolean``, ``ColumnKind/real`` (numeric; integer or real is decided later)
    /// or ``ColumnKind/text`` (categorical or text is decided later).
    public static func sampleKind(_ values: [String], mark: DecimalMark) -> ColumnKind {
        var present = 0, numbers = 0, yesNo = 0
        for raw in values {
            var plain = raw
            if isPlainValue(&plain) {
                // No missing, yes or no word: only whether it is a number.
                present += 1
                if plain.withUTF8({ LocaleNumber.parse($0, mark: mark) }) != nil { numbers += 1 }
                continue
            }
            let value = raw.trimmingBlanks()
            let lower = value.lowercased()
            if missingWords.contains(lower) { continue }
            present += 1
            if yesWords.contains(lower) || noWords.contains(lower) { yesNo += 1 }
            if LocaleNumber.parse(value, mark: mark) != nil { numbers += 1 }
        }
        if present == 0 { return .empty }
        if yesNo == present { return .boolean }
        if Double(numbers) >= numericShare * Double(present) { return .real }
        return .text
    }

    /// The most bytes a missing, yes or no word has.
    private static let longestWord = (missingWords.union(yesWords).union(noWords)).map(\.utf8.count).max() ?? 0

    /// Whether `value` is ASCII and, without the blanks at its ends, neither empty nor a word
    /// of ``missingWords``, ``yesWords`` or ``noWords``, decided on its bytes: longer than the
    /// longest word, or starting with a digit (no word does). Makes `value` contiguous UTF-8.
    private static func isPlainValue(_ value: inout String) -> Bool {
        value.withUTF8 { bytes in
            var start = 0, end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            guard end > start, end - start > longestWord || (0x30...0x39).contains(bytes[start]) else { return false }
            for byte in bytes where byte >= 0x80 { return false }
            return true
        }
    }

    /// Whether a text column with `distinct` distinct values among `known` known ones is
    /// categorical.
    public static func isCategorical(distinct: Int, known: Int) -> Bool {
        distinct <= categoricalLimit && (distinct * 2 <= known || (distinct <= 20 && distinct < known))
    }

    /// Whether a numeric column is an identifier, not a measure: its name says so (normalised
    /// `id`, `pid`, `index`, `rowid`, `rownumber`, `no`, `nr`, or a last word `id` as in
    /// `house_id`, `HouseID`), or its values are whole, strictly increasing in file order and
    /// dense (largest − smallest < 2 × rows) over at least 10 rows, as row numbers are.
    /// The price column is never one.
    public static func isIdentifier(name: String, values: ColumnValues) -> Bool {
        let normalized = HousingColumn.normalize(name)
        if ["id", "pid", "index", "rowid", "rownumber", "no", "nr"].contains(normalized) { return true }
        if let last = ColumnLabel.words(of: name).last, last.lowercased() == "id" { return true }
        func increasing<C: RandomAccessCollection>(_ v: C) -> Bool
        where C.Element: BinaryFloatingPoint, C.Index == Int {
            guard v.count >= 10, let first = v.first, let last = v.last, first.isFinite, last.isFinite else {
                return false
            }
            var previous = -C.Element.infinity
            for x in v {
                guard x > previous, x == x.rounded() else { return false }
                previous = x
            }
            return Double(last) - Double(first) < 2 * Double(v.count)
        }
        switch values {
        case .float(let v): return increasing(v)
        case .double(let v): return increasing(v)
        default: return false
        }
    }

    /// The filter style of a column of `kind` with `distinct` distinct known values (nil: more
    /// than ``DataColumn/distinctLimit``).
    public static func filterStyle(kind: ColumnKind, distinct: Int?, isIdentifier: Bool) -> FilterStyle {
        switch kind {
        case .integer, .real:
            if isIdentifier { return .none }
            guard let distinct else { return .range }
            if distinct < 2 { return .none }
            return distinct <= stepsLimit ? .steps : .range
        case .boolean:
            return (distinct ?? 2) >= 2 ? .toggle : .none
        case .categorical:
            return (distinct ?? 2) >= 2 ? .choice : .none
        case .text, .empty:
            return .none
        }
    }

    /// Normalised names that are the price: `price`, `preis`, `prix`, `precio`, `prezzo`, `prijs`.
    public static let priceNames: Set<String> = ["price", "preis", "prix", "precio", "prezzo", "prijs"]

    /// The index of the price column among columns named `names` of kinds `kinds`, by the
    /// rule above without an option.
    public static func priceColumn(names: [String], kinds: [ColumnKind]) -> Int? {
        let normalized = names.map(HousingColumn.normalize)
        let numeric = names.indices.filter { kinds[$0].isNumeric }
        return numeric.first { priceNames.contains(normalized[$0]) }
            ?? numeric.first { normalized[$0].contains("price") || normalized[$0].contains("preis") }
    }
}
