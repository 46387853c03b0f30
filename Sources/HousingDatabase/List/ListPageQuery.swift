// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter

/// The list's pages over a table, with keyset pagination: the homes passing the filters in the
/// order of a ``Crossfilter/ListOrder`` — by a sort key ascending, equal values by a tie-break
/// key ascending (its unknown values last), then by the table's key; unknown sort values (`NULL`
/// and `NaN`) last, ordered the same way. Descending is the known values' ascending order
/// reversed (ties too: the tie-break's unknown values first, then larger keys first), the
/// unknown ones still last in ascending order. Without a sort key the list is in key order
/// (descending: reversed). Each page continues after the previous page's ``ListCursor``, so
/// scrolling far costs no `OFFSET`.
public struct ListPageQuery: Sendable {
    /// The table (``SQLText/qualifiedName(_:)`` quotes it).
    public var table: String
    /// A unique `bigint` column: the last tie-breaker and the rows' identity.
    public var keyColumn: String
    /// The columns each row shows (of any type: their fields are read as the server writes them).
    public var columns: [String]
    /// The filters, by column.
    public var filters: [(column: String, filter: DimensionFilter)]
    /// A SQL condition every row listed meets besides ``filters`` (`TRUE`: none).
    public var condition: String
    /// The sort key: a SQL expression of a number (a quoted column, ``FilterClause/category(of:in:)``'s
    /// rank, …), `NULL` or `NaN` when unknown; nil for the key.
    public var sortKey: String?
    /// The key ordering rows of equal sort keys before the table's key (the same kind of
    /// expression); nil for none.
    public var tieBreak: String?
    public var descending: Bool
    /// Rows a page; at least 1.
    public var pageSize: Int

    public init(
        table: String, keyColumn: String, columns: [String], filters: [(column: String, filter: DimensionFilter)] = [],
        condition: String = "TRUE", sortKey: String? = nil, tieBreak: String? = nil, descending: Bool = false,
        pageSize: Int
    ) {
        self.table = table
        self.keyColumn = keyColumn
        self.columns = columns
        self.filters = filters
        self.condition = condition
        self.sortKey = sortKey
        self.tieBreak = tieBreak
        self.descending = descending
        self.pageSize = max(1, pageSize)
    }

    /// The expressions the rows are sorted by, all ascending and never `NULL`, before the
    /// signed key ``signedKey``: unknown (1) or known (0), the sort value (negated for a known
    /// one descending; 0 when unknown), then likewise for the tie-break. Empty in key order.
    private var sortValues: [String] {
        guard let sortKey else { return [] }
        let v = known(sortKey), r = sign(v)
        var values = ["(CASE WHEN \(v) IS NULL THEN 1 ELSE 0 END)::float8", "COALESCE(\(r) * \(v), 0)::float8"]
        if let tieBreak {
            let w = known(tieBreak)
            values += [
                "(\(r) * CASE WHEN \(w) IS NULL THEN 1 ELSE 0 END)::float8", "COALESCE(\(r) * \(w), 0)::float8",
            ]
        }
        return values
    }

    /// `expression` with `NaN` as `NULL`.
    private func known(_ expression: String) -> String {
        "(CASE WHEN (\(expression)) = 'NaN'::float8 THEN NULL ELSE (\(expression)) END)"
    }

    /// -1 where a row's known sort value `v` is listed in reverse (descending), else 1.
    private func sign(_ v: String) -> String {
        descending ? "(CASE WHEN \(v) IS NULL THEN 1 ELSE -1 END)" : "1"
    }

    /// The key, negated where the row is listed in reverse (with a sort key).
    private var signedKey: String {
        let key = SQLText.identifier(keyColumn)
        guard let sortKey else { return key }
        return "\(sign(known(sortKey))) * \(key)"
    }

    /// The statement of the page after `cursor` (the first page for nil): rows of the key, the
    /// columns, then the sort values.
    public func statement(after cursor: ListCursor?) -> String {
        let key = SQLText.identifier(keyColumn)
        var conditions = [FilterClause.conjunction(filters.map { (SQLText.identifier($0.column), $0.filter) })]
        if condition != "TRUE" { conditions.append("(\(condition))") }
        let values = sortValues, ordered = values + [signedKey]
        let order: String
        if sortKey == nil {
            // The key itself, so that the primary key's index serves both directions.
            if let cursor { conditions.append("\(key) \(descending ? "<" : ">") \(cursor.key)") }
            order = "\(key) \(descending ? "DESC" : "ASC")"
        } else {
            if let cursor, cursor.sortValues.count == values.count {
                // The cursor's row is reversed exactly when it is known (first value 0) and descending.
                let last = descending && cursor.sortValues.first == 0 ? 0 &- cursor.key : cursor.key
                let after = cursor.sortValues.map(SQLText.float8) + ["\(last)"]
                conditions.append("(\(ordered.joined(separator: ", "))) > (\(after.joined(separator: ", ")))")
            }
            order = ordered.map { "\($0) ASC" }.joined(separator: ", ")
        }
        let selected = ([key] + columns.map(SQLText.identifier) + values).joined(separator: ", ")
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
        let sorted = sortValues.count
        guard result.columns.count == columns.count + 1 + sorted else {
            throw DatabaseError.unexpectedResult(
                "\(result.columns.count) columns; \(columns.count + 1 + sorted) expected")
        }
        var keys: [Int64] = [], rows: [[String?]] = []
        for r in result.rows.indices {
            guard let key = try result.integer(r, 0) else { throw DatabaseError.unexpectedResult("a NULL key") }
            keys.append(Int64(key))
            rows.append(try (0..<columns.count).map { try result.field(r, $0 + 1) })
        }
        var next: ListCursor?
        if result.rows.count == pageSize, let last = keys.last {
            let r = result.rows.count - 1
            let values = try (0..<sorted).map { k -> Double in
                guard let v = try result.double(r, columns.count + 1 + k) else {
                    throw DatabaseError.unexpectedResult("a NULL sort value")
                }
                return v
            }
            next = ListCursor(sortValues: values, key: last)
        }
        return ListPage(keys: keys, rows: rows, next: next)
    }
}
