// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Why a ``Crossfilter`` could not be built or could not take a filter: every bad input is
/// reported with one of these instead of trapping.
public enum CrossfilterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A column's number of homes differs from the first column's (or the count the engine
    /// was given).
    case columnLengthsDiffer(name: String, count: Int, expected: Int)
    /// More homes than 32-bit home indexes can number (4,294,967,294).
    case tooManyHomes(Int)
    /// More than ``Crossfilter/maximumDimensionCount`` columns.
    case tooManyDimensions(Int)
    /// A histogram layout that is not a finite, strictly increasing list of at least two edges,
    /// or a bin count below 1.
    case invalidLayout(String)
    /// A categorical column's category count outside `1...65_535`.
    case invalidCategoryCount(name: String, count: Int)
    /// A dimension index outside `0..<dimensionCount`.
    case noSuchDimension(Int)
    /// A range filter for a categorical dimension.
    case notNumeric(Int)
    /// A code selection for a numeric dimension.
    case notCategorical(Int)
    /// A list order prepared by another engine (``Crossfilter/setListOrder(_:)-(PreparedListOrder)``).
    case preparedForAnotherEngine

    public var description: String {
        switch self {
        case .columnLengthsDiffer(let name, let count, let expected):
            return "column \(name) has \(count) values, \(expected) expected"
        case .tooManyHomes(let n): return "\(n) homes: at most 4,294,967,294"
        case .tooManyDimensions(let n): return "\(n) dimensions: at most \(Crossfilter.maximumDimensionCount)"
        case .invalidLayout(let why): return "invalid histogram layout: \(why)"
        case .invalidCategoryCount(let name, let count):
            return """
                column \(name): \(count) categories (1…65,535 allowed)
                """
        case .noSuchDimension(let d): return "no dimension \(d)"
        case .notNumeric(let d): return "dimension \(d) is categorical: it takes a code selection, not a range"
        case .notCategorical(let d): return "dimension \(d) is numeric: it takes a range, not a code selection"
        case .preparedForAnotherEngine: return "the list order was prepared by another engine"
        }
    }
}
