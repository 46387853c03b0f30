// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// The order of the list of homes: a column and a direction, as a click on a column header
/// chooses.
///
/// **The rule.** Ascending orders homes by the column's value, homes with equal values
/// cheapest first (then in file order), homes whose value is unknown
/// last. Descending reverses the homes with a known value (so the dearest of equal values come
/// first); homes with an unknown value stay last, in their ascending order (cheapest first).
/// Neighbourhoods compare alphabetically without regard to case. This is the engine's rule
/// (`ListOrder`), so the list, the export and the copy agree whichever of them sorts.
public struct HomeSortOrder: Equatable, Sendable {
    /// The column sorted by.
    public var column: HomeListColumn
    /// Whether smaller values come first.
    public var ascending: Bool

    /// An order.
    public init(column: HomeListColumn, ascending: Bool = true) {
        self.column = column
        self.ascending = ascending
    }

    /// Cheapest first: the index's own order, the window's default.
    public static let cheapestFirst = HomeSortOrder(column: .price)

    /// `column` or `column:asc` / `column:desc` (``HomeListColumn/argumentName``), as the
    /// `--sort` option takes it; nil when it names no column or direction.
    public init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let column = HomeListColumn(argumentName: String(parts[0])) else { return nil }
        var ascending = true
        if parts.count == 2 {
            switch parts[1].lowercased() {
            case "asc", "ascending", "up": ascending = true
            case "desc", "descending", "down": ascending = false
            default: return nil
            }
        }
        self.init(column: column, ascending: ascending)
    }
}
