// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter

/// The list's pages over a table, with keyset pagination: the homes passing the filters, sorted
/// by one `double precision` column (ascending or descending, unknown values — `NULL` and `NaN` —
/// last either way) or by the key, ties in key order; each page continues after the previous
/// page's ``ListCursor``, so scrolling far costs no `OFFSET`.
public struct ListPageQuery: Sendable {
    /// The table (``SQLText/qualifiedName(_:)`` quotes it).
    public var table: String
    /// A unique `bigint` column: the tie-breaker and the rows' identity.
    public var keyColumn: String
    /// The `double precision` columns each row shows.
    public var columns: [String]
    /// The filters, by column.
    public var filters: [(column: String, filter: DimensionFilter)]
    /// The sort column (a `double precision` column), or nil for the key.
    public var sortColumn: String?
    public var descending: Bool
    /// Rows a page; at least 1.
    public var pageSize: Int

    public init(
        table: String, keyColumn: String, columns: [String], filters: [(column: String, filter: DimensionFilter)] = [],
        sortColumn: String? = nil, descending: Bool = false, pageSize: Int
    ) {
        self.table = table
        self.keyColumn = keyColumn
        self.columns = columns
        self.filters = filters
        self.sortColumn = sortColumn
        self.descending = descending
        self.pageSize = max(1, pageSize)
    }

    /// The statement of the page after `cursor` (the first page for nil): rows of the key, the
    /// columns, then the sort value.
    public func statement(after cursor: ListCursor?) -> String {
        let key = SQLText.identifier(keyColumn)
        var conditions = [FilterClause.conjunction(filters.map { (SQLText.identifier($0.column), $0.filter) })]
        let sortValue: String, order: String
        if let sortColumn {
            let c = SQLText.identifier(sortColumn)
            sortValue = "(CASE WHEN \(c) = 'NaN'::float8 THEN NULL ELSE \(c) END)"
            order = "\(sortValue) \(descending ? "DESC" : "ASC") NULLS LAST, \(key) ASC"
            if let cursor {
                if let v = cursor.sortValue, !v.isNaN {
                    let beyond = descending ? "<" : ">"
                    conditions.append(
                        """
                        (\(sortValue) \(beyond) \(SQLText.float8(v)) OR (\(sortValue) = \
                        \(SQLText.float8(v)) AND \(key) > \(cursor.key)) OR \(sortValue) IS NULL)
                        """)
                } else {
                    conditions.append("(\(sortValue) IS NULL AND \(key) > \(cursor.key))")
                }
            }
        } else {
            sortValue = "NULL::float8"
            order = "\(key) \(descending ? "DESC" : "ASC")"
            if let cursor { conditions.append("\(key) \(descending ? "<" : ">") \(cursor.key)") }
        }
        let selected = ([key] + columns.map(SQLText.identifier) + [sortValue]).joined(separator: ", ")
        return "SELECT \(selected) FROM \(SQLText.qualifiedName(table)) WHERE \(conditions.joined(separator: " AND ")) "
            + "ORDER BY \(order) LIMIT \(pageSize)"
    }

    /// Fetches the page after `cursor` on `connection`. Throws ``DatabaseError``.
    public func fetch(after cursor: ListCursor?, on connection: DatabaseConnection) async throws -> ListPage {
        try page(from: try await connection.query(statement(after: cursor)))
    }

    /// The page in the rows of ``statement(after:)``. Throws ``DatabaseError/unexpectedResult(_:)``
    /// when they do not have its shape.
    public func page(from result: QueryResult) throws -> ListPage {
        guard result.columns.count == columns.count + 2 else {
            throw DatabaseError.unexpectedResult("\(result.columns.count) columns; \(columns.count + 2) expected")
        }
        var keys: [Int64] = [], rows: [[Double?]] = []
        for r in result.rows.indices {
            guard let key = try result.integer(r, 0) else { throw DatabaseError.unexpectedResult("a NULL key") }
            keys.append(Int64(key))
            rows.append(try (0..<columns.count).map { try result.double(r, $0 + 1) })
        }
        var next: ListCursor?
        if result.rows.count == pageSize, let last = keys.last {
            next = ListCursor(sortValue: try result.double(result.rows.count - 1, columns.count + 1), key: last)
        }
        return ListPage(keys: keys, rows: rows, next: next)
    }
}
