// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// One column of the list of matching homes: one of the house columns the app knows
/// (``HomeListColumn``), or one of the file's own columns (``TableListColumn``).
public enum ListColumn: Equatable, Sendable {
    /// A known house column the file has.
    case home(HomeListColumn)
    /// A column of the file the app has no name for (lot size, stories, a yes/no amenity).
    case file(TableListColumn)

    /// The header.
    public var title: String {
        switch self {
        case .home(let c): return c.title
        case .file(let c): return c.title
        }
    }

    /// Whether the cells are numbers (aligned right).
    public var isNumeric: Bool {
        switch self {
        case .home(let c): return c.isNumeric
        case .file(let c): return c.isNumeric
        }
    }

    /// The cell of `home`, row `row` of the dataset and of `table` (the same file read as a
    /// table): a known column's text of the home, a file column's from the table (`—` without
    /// it).
    public func text(of home: HomeRecord, row: Int, table: DataTable?) -> String {
        switch self {
        case .home(let c): return c.text(of: home)
        case .file(let c): return table.map { TableListColumns.text($0, column: c.column, row: row) } ?? "—"
        }
    }

    /// Whether it is one of the file's own columns.
    public var isFile: Bool {
        if case .file = self { return true }
        return false
    }

    /// How the debug report and tests name it: the home column's argument name
    /// (`living-area`), or the file's header name.
    public var reportName: String {
        switch self {
        case .home(let c): return c.argumentName
        case .file(let c): return c.name
        }
    }
}

/// Which columns the list shows for a file (display-free).
///
/// **The rule.** The list follows the file: the known house columns the file has (price
/// always; neighbourhood, bedrooms, bathrooms, living area and year built when the file has
/// them), in the usual order, then the file's own other columns in its header's order (not
/// identifiers, not columns without values), as long as the list has fewer than ``width``
/// columns. A file without the usual house columns (price, lot size, bedrooms, bathrooms,
/// stories and yes/no amenities) so shows its own columns where the missing ones would be, never
/// a column of dashes; the Ames file keeps its six. Every filterable column of the file, shown
/// in the list or not, has its filter in the side panel.
public enum ListColumnPlan {
    /// The most columns the list shows (as many as the known house columns).
    public static let width = HomeListColumn.allCases.count

    /// The known columns `dataset` has values for, in ``HomeListColumn`` order (price always).
    public static func homeColumns(of dataset: some HomeSource) -> [HomeListColumn] {
        HomeListColumn.allCases.filter { $0 == .price || dataset.columns.contains($0.housingColumn) }
    }

    /// The list's columns for `dataset`, and for the same file read as `table` (with its
    /// filters' `plan`) once it is: nil gives the known columns only. The rule's columns,
    /// changed by what the person chose in the column menu (`choice`; no width limit then).
    public static func columns(
        dataset: some HomeSource, table: DataTable?, plan: FilterPlan?,
        choice: ListColumnChoice = .none
    ) -> [ListColumn] {
        let all = choices(dataset: dataset, table: table, plan: plan)
        let home = all.filter { !$0.isFile }
        let rule = home + all.filter(\.isFile).prefix(max(0, width - home.count))
        return choice == .none ? rule : choice.apply(defaults: rule, choices: all)
    }

    /// Every column the list can show for the file, in the list's order: the known columns it
    /// has (``homeColumns(of:)``), then, once it is read as a table, its own other columns in
    /// the header's order (not the price, not identifiers, not those without values, not those
    /// a known column came from). The list's column menu offers these.
    public static func choices(dataset: some HomeSource, table: DataTable?, plan: FilterPlan?) -> [ListColumn] {
        let home = homeColumns(of: dataset)
        var result = home.map(ListColumn.home)
        guard let table, let plan else { return result }
        // The header names the known columns came from (compared without regard to case).
        let taken = Set(home.compactMap { dataset.columnNames[$0.housingColumn]?.lowercased() })
        for column in TableListColumns.columns(table: table, plan: plan) {
            guard !taken.contains(column.name.lowercased()), column.column != table.priceColumnIndex,
                !table.columns[column.column].isIdentifier
            else { continue }
            result.append(.file(column))
        }
        return result
    }
}
