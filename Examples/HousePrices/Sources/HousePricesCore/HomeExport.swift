// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// The matching homes as text, in the list's columns and order: a CSV file to export and
/// tab-separated text for the clipboard.
///
/// The columns are the list's (``ListColumnPlan``): the known house columns the file has and,
/// once the file is read as a table, its own columns (lot size, stories, a yes/no amenity). A
/// file column's values come from that table, whose row k is home k of the dataset.
///
/// **CSV** (``csv(_:of:columns:table:)``): a header row of machine names the app's own loader
/// recognises (`neighborhood,price,bedrooms,bathrooms,living_area_sqft,year_built` for the
/// known columns; a file column's own header name), then one row per home with plain numbers
/// (`129500`, `2.5`; no grouping, no currency, a `.` decimal point whatever the locale), `yes`
/// and `no` for yes/no columns, categories as the file writes them, and an empty field for an
/// unknown value. Text fields are quoted when they hold a comma, a quote, a line break or
/// leading/trailing spaces (RFC 4180: quotes doubled). So a file exported and opened again
/// shows the same homes.
///
/// **Tab-separated** (``tabSeparated(_:of:columns:table:)``): the header titles and the cells
/// as the list shows them (`$129,500`, `1,656 sq ft`, `—`), for pasting into a spreadsheet or a
/// message; tabs and line breaks inside a cell become spaces.
public enum HomeExport {
    /// The CSV header name of each column.
    public static func csvName(of column: HomeListColumn) -> String {
        switch column {
        case .neighborhood: return "neighborhood"
        case .price: return "price"
        case .bedrooms: return "bedrooms"
        case .bathrooms: return "bathrooms"
        case .livingArea: return "living_area_sqft"
        case .yearBuilt: return "year_built"
        }
    }

    /// The known house columns, in order: the list's columns before the file is read as a
    /// table, and for a file that has all of them (the Ames data).
    public static let homeColumns = HomeListColumn.allCases.map(ListColumn.home)

    /// The homes at `rows` (rows of `dataset`, in the list's order) in `columns`, as CSV, header
    /// first, each line ending in `\n`. `table` gives the file columns' values (without it they
    /// are empty). A row outside the dataset is left out.
    public static func csv(
        _ rows: [Int], of dataset: some HomeSource, columns: [ListColumn] = homeColumns,
        table: DataTable? = nil
    ) -> String {
        var out = columns.map { csvName(of: $0) }.joined(separator: ",") + "\n"
        for row in rows where row >= 0 && row < dataset.count {
            out += csvFields(of: dataset[row], row: row, columns: columns, table: table).joined(separator: ",") + "\n"
        }
        return out
    }

    /// The CSV header name of a list column: the known name, or the file's header name.
    static func csvName(of column: ListColumn) -> String {
        switch column {
        case .home(let c): return csvName(of: c)
        case .file(let c): return quoted(c.name)
        }
    }

    /// One home's CSV fields, in the known columns' order.
    public static func csvFields(of home: HomeRecord) -> [String] {
        csvFields(of: home, row: 0, columns: homeColumns, table: nil)
    }

    /// One home's CSV fields in `columns`; `row` is its row in `table`.
    static func csvFields(of home: HomeRecord, row: Int, columns: [ListColumn], table: DataTable?) -> [String] {
        columns.map { column in
            switch column {
            case .home(.neighborhood): return home.neighborhood.map(quoted) ?? ""
            case .home(.price): return plain(home.price)
            case .home(.bedrooms): return home.bedrooms.map(String.init) ?? ""
            case .home(.bathrooms): return home.bathrooms.map(plain) ?? ""
            case .home(.livingArea): return home.livingArea.map(plain) ?? ""
            case .home(.yearBuilt): return home.yearBuilt.map(String.init) ?? ""
            case .file(let c):
                guard let table, table.columns.indices.contains(c.column), row < table.rowCount else { return "" }
                let data = table.columns[c.column]
                return data.kind.isNumeric ? plain(data.number(at: row)) : data.text(at: row).map(quoted) ?? ""
            }
        }
    }

    /// The homes at `rows` (rows of `dataset`, in the list's order) in `columns` as the list
    /// shows them, tab-separated, the column titles first. A row outside the dataset is left out.
    public static func tabSeparated(
        _ rows: [Int], of dataset: some HomeSource, columns: [ListColumn] = homeColumns,
        table: DataTable? = nil
    ) -> String {
        func clean(_ s: String) -> String {
            String(s.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
        }
        var out = columns.map { clean($0.title) }.joined(separator: "\t") + "\n"
        for row in rows where row >= 0 && row < dataset.count {
            let home = dataset[row]
            out += columns.map { clean($0.text(of: home, row: row, table: table)) }.joined(separator: "\t") + "\n"
        }
        return out
    }

    /// A number without grouping or exponent: whole numbers as integers (`129500`), others with
    /// as many decimals as round-trip (`2.5`). Non-finite values give an empty field.
    static func plain(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let text = "\(value)"
        guard text.contains("e") else { return text }
        return ValueText.decimal(value)
    }

    /// A text field, quoted when CSV needs it.
    static func quoted(_ text: String) -> String {
        let needs =
            text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
            || text.first == " " || text.last == " "
        guard needs else { return text }
        return "\"" + String(text.flatMap { $0 == "\"" ? ["\"", "\""] : [$0] }) + "\""
    }
}

/// Decimal text for numbers Swift would print with an exponent.
enum ValueText {
    static func decimal(_ value: Double) -> String {
        // Values with exponents only arise far outside a home's numbers; 6 decimals suffice.
        let scaled = (value * 1_000_000).rounded()
        guard abs(scaled) < 9e18 else { return "" }
        let n = Int64(scaled)
        let whole = n / 1_000_000, fraction = abs(n % 1_000_000)
        var digits = String(fraction)
        digits = String(repeating: "0", count: 6 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        let sign = (n < 0 && whole == 0) ? "-" : ""
        return digits.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(digits)"
    }
}
