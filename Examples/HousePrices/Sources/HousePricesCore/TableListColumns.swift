// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// One column of the matching-homes list for a table read from any file.
public struct TableListColumn: Sendable, Equatable {
    /// The column's index in ``DataTable/columns``.
    public let column: Int
    /// The header's name (what the saved sort keys on).
    public let name: String
    /// The column's title (``DataColumn/label``).
    public let title: String
    /// Whether the cells are numbers (aligned right).
    public let isNumeric: Bool
    /// The ``FilterSession`` filter whose dimension sorts this column, nil when the column has
    /// no filter (free text, identifiers): such a column is not sortable.
    public let sortFilter: Int?
}

/// The list's columns follow the file's: the price first, then every column that has values, in
/// the header's order; cells written for people (display-free).
public enum TableListColumns {
    /// The list's columns for `table` and its filters' `plan`.
    public static func columns(table: DataTable, plan: FilterPlan) -> [TableListColumn] {
        var order = table.columns.indices.filter {
            table.columns[$0].kind != .empty && !table.columns[$0].valuesDropped
        }
        if let p = table.priceColumnIndex, let at = order.firstIndex(of: p) {
            order.remove(at: at)
            order.insert(p, at: 0)
        }
        return order.map { i in
            let c = table.columns[i]
            return TableListColumn(
                column: i, name: c.name, title: c.label, isNumeric: c.kind.isNumeric,
                sortFilter: plan.filters.firstIndex { $0.column == i })
        }
    }

    /// The list's column sorted by the column named `name` (without regard to case), if it is
    /// sortable.
    public static func sortable(_ columns: [TableListColumn], named name: String) -> TableListColumn? {
        let wanted = name.lowercased()
        return columns.first { $0.name.lowercased() == wanted && $0.sortFilter != nil }
    }

    /// The cell of `row` in table column `column`: a price in dollars (`$215,000`), whole
    /// numbers grouped (`31,770`) except years and other columns named like dates (`1960`),
    /// other numbers as written (`2.5`, `-93.619754`), categories by their ``CategoryLabel``
    /// (`OneFam` as "Single-family detached"), yes and no translated, other text as in the file;
    /// `—` when unknown or out of range.
    public static func text(_ table: DataTable, column: Int, row: Int) -> String {
        guard table.columns.indices.contains(column), row >= 0, row < table.rowCount else { return "—" }
        let c = table.columns[column]
        switch c.kind {
        case .integer, .real:
            let v = c.number(at: row)
            guard v.isFinite else { return "—" }
            if column == table.priceColumnIndex { return HousingFormat.price(v) }
            let name = HousingColumn.normalize(c.name)
            if c.kind == .integer,
                !(name.contains("year") || name.hasPrefix("yr") || name.contains("jahr") || c.isIdentifier)
            {
                return HousingFormat.groupedWhole(v)
            }
            return c.text(at: row) ?? "—"
        case .boolean:
            guard let t = c.text(at: row) else { return "—" }
            return t == "yes" ? L("yes") : L("no")
        case .categorical:
            return c.text(at: row).map { CategoryLabel.label(for: $0, column: c.name) } ?? "—"
        case .text, .empty:
            return c.text(at: row) ?? "—"
        }
    }
}
