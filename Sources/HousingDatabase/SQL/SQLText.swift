// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// The pieces of SQL text the queries are built from: quoted names, exact `double precision`
/// and `text` literals. Values never reach a query any other way.
public enum SQLText {
    /// `name` as a quoted identifier: `"…"` with each `"` doubled, so any column or table name
    /// (spaces, quotes, keywords, upper case) names itself. A `.` is part of the name; use
    /// ``qualifiedName(_:)`` for `schema.table`.
    public static func identifier(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A table name that may carry its schema: each `.`-separated part quoted on its own
    /// (`public.homes` → `"public"."homes"`).
    public static func qualifiedName(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false).map { identifier(String($0)) }.joined(
            separator: ".")
    }

    /// The text of `value` as PostgreSQL's `float8` input reads it back exactly: the shortest
    /// round-trip digits, `NaN`, `Infinity`, `-Infinity`.
    public static func float8Text(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value == .infinity { return "Infinity" }
        if value == -.infinity { return "-Infinity" }
        return "\(value)"
    }

    /// `value` as a `double precision` literal.
    public static func float8(_ value: Double) -> String {
        "'\(float8Text(value))'::float8"
    }

    /// `value` as a `text` literal: `'…'` with each `'` doubled (the server's standard
    /// conforming strings, so a backslash is itself).
    public static func text(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "''") + "'::text"
    }

    /// `values` as a `double precision[]` literal.
    public static func float8Array(_ values: [Double]) -> String {
        "'{" + values.map(float8Text).joined(separator: ",") + "}'::float8[]"
    }
}
