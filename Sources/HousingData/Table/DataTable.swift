// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A table read from any CSV file, column by column, with each column's kind, label and
/// statistics detected from the header and the values rather than a fixed schema.
///
/// Build one with ``DataTableLoader`` (a file) or ``SyntheticTable`` (`--generate N`). The
/// columns are stored compactly (``ColumnValues``): about 4 bytes a row per numeric column
/// and 1 per categorical or yes/no one, plus 4 bytes a row for the line numbers of a file, so
/// 10,000,000 rows of 8 numeric columns take about 360 MB. A value type, `Sendable`: load it
/// off the main thread and hand it over.
///
/// The house-price window reads its file once into one table; its homes
/// (``HomeColumns``) are the table's labelled columns, row k as home k.
public struct DataTable: Sendable {
    /// The columns, in the header's order.
    public let columns: [DataColumn]
    /// The number of rows loaded.
    public let rowCount: Int
    /// The file line each row starts on; nil when rows are numbered 1, 2, 3 … (synthetic).
    let lines: [UInt32]?
    /// The index of the price column in ``columns`` (``ColumnKindRule``), nil when none.
    public let priceColumnIndex: Int?
    /// How the file was written (detected or given).
    public let dialect: CSVDialect
    /// What loading found: the source, header, rows loaded, rows skipped with their lines.
    public let report: LoadReport
    /// Values that did not fit their column's kind (they are unknown in the table), in file
    /// order, at most ``DataTableLoader/maxReportedSkips`` of them.
    public let unreadableValues: [UnreadableValue]
    /// How many values did not fit their column's kind, all of them.
    public let unreadableCount: Int

    /// A table from its parts; every column has `rowCount` values (or none: empty or dropped).
    init(
        columns: [DataColumn], rowCount: Int, lines: [UInt32]?, priceColumnIndex: Int?, dialect: CSVDialect,
        report: LoadReport, unreadableValues: [UnreadableValue] = [], unreadableCount: Int = 0
    ) {
        precondition(
            columns.allSatisfy { $0.count == rowCount || $0.valuesDropped || $0.kind == .empty },
            "every column has one value per row")
        precondition(lines == nil || lines!.count == rowCount, "one line per row")
        self.columns = columns
        self.rowCount = rowCount
        self.lines = lines
        self.priceColumnIndex = priceColumnIndex
        self.dialect = dialect
        self.report = report
        self.unreadableValues = unreadableValues
        self.unreadableCount = unreadableCount
    }

    /// The price column, if any.
    public var priceColumn: DataColumn? { priceColumnIndex.map { columns[$0] } }

    /// The first column named `name` (without regard to case and surrounding spaces).
    public func column(named name: String) -> DataColumn? {
        let wanted = name.trimmingBlanks().lowercased()
        return columns.first { $0.name.lowercased() == wanted }
    }

    /// The columns worth filtering (``FilterStyle`` other than none), in the header's order.
    public var filterableColumns: [DataColumn] { columns.filter { $0.filter != .none } }

    /// The line of the file on which `row` (0-based) starts; `row + 1` for synthetic rows.
    public func line(ofRow row: Int) -> Int { lines.map { Int($0[row]) } ?? row + 1 }

    /// The bytes the values and line numbers take (not the category names).
    public var storageBytes: Int {
        columns.reduce(lines == nil ? 0 : 4 * rowCount) { $0 + $1.values.bytesPerRow * $1.count }
    }
}

/// A value that did not fit its column's kind, such as `abc` in a numeric column: it is
/// unknown in the table, and reported with its line.
public struct UnreadableValue: Equatable, Sendable, CustomStringConvertible {
    /// The line of the file the value's row starts on.
    public var line: Int
    /// The column's name.
    public var column: String
    /// The text found (trimmed).
    public var text: String
    /// What the column holds.
    public var kind: ColumnKind

    /// An unreadable value.
    public init(line: Int, column: String, text: String, kind: ColumnKind) {
        self.line = line
        self.column = column
        self.text = text
        self.kind = kind
    }

    /// `line 7: price "abc" is not a number (left unknown)`.
    public var description: String {
        let expected = kind == .boolean ? "yes or no" : "a number"
        return
            "line \(line): \(MessageText.escaped(column)) \(MessageText.quoted(text)) is not \(expected) (left unknown)"
    }
}

extension DataTable {
    /// Rows read elsewhere as a table of `schema`'s columns: the list's pages of a server's
    /// table that `schema` was read from. `rows` holds each row's fields in `schema`'s column
    /// order as text (nil: unknown; missing fields are unknown), each read as `schema`'s loader
    /// reads its column (``DataColumn/init(like:texts:mark:)``), so that a cell shows as it
    /// would from `schema`. The price column, dialect and source are `schema`'s; rows are
    /// numbered 1, 2, 3 …, none skipped.
    public init(rows: [[String?]], like schema: DataTable) {
        let columns = schema.columns.indices.map { c in
            DataColumn(
                like: schema.columns[c], texts: rows.map { c < $0.count ? $0[c] : nil },
                mark: schema.dialect.decimalMark)
        }
        self.init(
            columns: columns, rowCount: rows.count, lines: nil, priceColumnIndex: schema.priceColumnIndex,
            dialect: schema.dialect,
            report: LoadReport(
                source: schema.report.source, header: schema.report.header, columnNames: schema.report.columnNames,
                homeCount: rows.count))
    }
}

extension DataTable {
    /// This table with `rows` added after its own (each row's fields in column order as text,
    /// nil unknown, read as ``init(rows:like:)`` reads them), and every column's kind, filter
    /// and statistics worked out again from all its values, as the loader works them out: a
    /// sample of a server's table with rows holding the whole table's extremes and distinct
    /// values added, so that its columns are filtered as the whole table's would be.
    public func extended(with rows: [[String?]]) -> DataTable {
        let columns = self.columns.indices.map { c in
            self.columns[c].extended(
                with: rows.map { c < $0.count ? $0[c] : nil }, mark: dialect.decimalMark,
                isPrice: c == priceColumnIndex)
        }
        return DataTable(
            columns: columns, rowCount: rowCount + rows.count, lines: nil, priceColumnIndex: priceColumnIndex,
            dialect: dialect,
            report: LoadReport(
                source: report.source, header: report.header, columnNames: report.columnNames,
                homeCount: rowCount + rows.count))
    }
}
