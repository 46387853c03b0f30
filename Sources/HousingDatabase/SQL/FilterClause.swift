// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import HousingData

/// A ``DimensionFilter`` as a SQL condition on a `double precision` column, with the engine's
/// meaning: unknown values (SQL `NULL` and `NaN`) pass only ``DimensionFilter/all``; a range is
/// closed, an end at `±infinity` or NaN is open, both ends open is `.all`, `lower > upper`
/// selects nothing; ``DimensionFilter/codes(_:)`` keeps the values equal to one of the codes.
public enum FilterClause {
    /// The condition for `filter` on `column` (an already quoted expression).
    public static func condition(_ filter: DimensionFilter, on column: String) -> String {
        switch filter {
        case .all:
            return "TRUE"
        case .range(let lower, let upper):
            let lowerOpen = lower.isNaN || lower == -.infinity
            let upperOpen = upper.isNaN || upper == .infinity
            if lowerOpen && upperOpen { return "TRUE" }
            if !lowerOpen && !upperOpen && lower > upper { return "FALSE" }
            // PostgreSQL orders NaN above every number: rule it out before the comparisons.
            var parts = ["\(column) <> 'NaN'::float8"]
            if !lowerOpen { parts.append("\(column) >= \(SQLText.float8(lower))") }
            if !upperOpen { parts.append("\(column) <= \(SQLText.float8(upper))") }
            return "(" + parts.joined(separator: " AND ") + ")"
        case .codes(let codes):
            if codes.isEmpty { return "FALSE" }
            let list = codes.sorted().map { SQLText.float8(Double($0)) }.joined(separator: ", ")
            return "\(column) IN (\(list))"
        }
    }

    /// The conjunction of `filters` (column expression, filter), `TRUE` for none.
    public static func conjunction(_ filters: [(column: String, filter: DimensionFilter)]) -> String {
        let parts = filters.map { condition($0.filter, on: $0.column) }.filter { $0 != "TRUE" }
        return parts.isEmpty ? "TRUE" : parts.joined(separator: " AND ")
    }

    /// The SQL expression of `column`'s category: the index in `categories` of its text, blanks
    /// (spaces, tabs) trimmed, as a file's loader reads a categorical column; `NULL` for `NULL`,
    /// an empty text or one that is no category. `column` may be of any type (read as text).
    public static func category(of column: String, in categories: [String]) -> String {
        guard !categories.isEmpty else { return "NULL::integer" }
        let cases = categories.enumerated().map { "WHEN \(SQLText.text($0.element)) THEN \($0.offset)" }
        return "(CASE \(trimmed(column)) \(cases.joined(separator: " ")) END)"
    }

    /// The SQL expression of `column`'s yes/no category as a file's loader reads a yes/no
    /// column (``ColumnKindRule/yesWords``, ``ColumnKindRule/noWords``, blanks trimmed, any
    /// case in ASCII): 1 for yes, 0 for no (the toggle's `["no", "yes"]`), `NULL` for anything else.
    /// A `boolean` column's `true` and `false` are such words.
    public static func yesNo(of column: String) -> String {
        func words(_ set: Set<String>) -> String { set.sorted().map(SQLText.text).joined(separator: ", ") }
        // ASCII letters lowered only, as the loader does (`lower` follows the server's locale).
        let word = "translate(\(trimmed(column)), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')"
        return """
            (CASE WHEN \(word) IN (\(words(ColumnKindRule.yesWords))) THEN 1 \
            WHEN \(word) IN (\(words(ColumnKindRule.noWords))) THEN 0 END)
            """
    }

    /// `column` as text without leading and trailing spaces and tabs.
    private static func trimmed(_ column: String) -> String {
        "btrim(\(column)::text, ' ' || chr(9))"
    }

    /// The SQL expression of `column`'s bin in `layout`, as ``HistogramLayout/bin(of:)`` finds it
    /// (the last bin closed, `NULL` outside the edges and for unknown values).
    public static func bin(of column: String, in layout: HistogramLayout) -> String {
        let edges = layout.edges, last = layout.binCount
        let first = SQLText.float8(edges[0]), top = SQLText.float8(edges[last])
        return "CASE WHEN \(column) = \(top) THEN \(last - 1) "
            + """
            WHEN \(column) >= \(first) AND \(column) < \(top) THEN width_bucket(\(column), \
            \(SQLText.float8Array(edges))) - 1 END
            """
    }
}
