// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// What a column of a ``DataTable`` holds, detected from its values (``ColumnKindRule``).
public enum ColumnKind: String, CaseIterable, Sendable {
    /// Whole numbers (bedrooms, year built, prices in whole dollars).
    case integer
    /// Numbers with decimals (bathrooms 2.5, longitudes).
    case real
    /// Yes/no values (`yes`/`no`, `y`/`n`, `true`/`false`, `t`/`f`, any case).
    case boolean
    /// Text with few distinct values (neighbourhoods, building types).
    case categorical
    /// Free text or identifiers: too many distinct values to filter by.
    case text
    /// No value in any row.
    case empty

    /// Whether the values are numbers (``integer`` or ``real``).
    public var isNumeric: Bool { self == .integer || self == .real }
}

/// How a column can be filtered, if at all (``ColumnKindRule/filterStyle``).
public enum FilterStyle: String, CaseIterable, Sendable {
    /// A range slider with a histogram: numbers with many distinct values.
    case range
    /// Numbers with a handful of distinct values (bedrooms 1–6, bathrooms in halves): one
    /// histogram bar per value, a slider that steps from value to value.
    case steps
    /// Yes/no: toggle buttons.
    case toggle
    /// Categories: a multi-select list.
    case choice
    /// Not worth filtering: free text, identifiers, a single value, no value.
    case none
}
