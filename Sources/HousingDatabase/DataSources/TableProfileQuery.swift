// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// What a sample of a server's table cannot tell about the whole table, asked of the server:
/// how many rows it has, the smallest and largest number of each number column, and the
/// distinct values of the columns filtered by their values (categories, yes/no words, numbers
/// of few values).
///
/// ``rows(from:)`` turns the answers into rows that each hold one extreme or one distinct value
/// (every other field unknown); added to the sample (``HousingData/DataTable/extended(with:)``),
/// they make its columns span, list and count distinct values as the whole table's do, so that
/// the window's filters are those of the whole table. The statements scan the table once for
/// the count and the extremes, and once per 31 columns of distinct values (SQL's `GROUPING`
/// takes at most 31).
public struct TableProfileQuery: Sendable {
    /// The table (``SQLText/qualifiedName(_:)`` quotes it).
    public let table: String
    /// Every column of the sample, in its order.
    public let columns: [String]
    /// The columns (indexes into ``columns``) whose extremes are asked: number columns of the
    /// server.
    public let extremes: [Int]
    /// The columns (indexes into ``columns``) whose distinct values are asked.
    public let distinct: [Int]

    public init(table: String, columns: [String], extremes: [Int], distinct: [Int]) {
        self.table = table
        self.columns = columns
        self.extremes = extremes.filter(columns.indices.contains)
        self.distinct = distinct.filter(columns.indices.contains)
    }

    /// What the answers tell: the table's rows, and the rows to add to the sample.
    public struct Profile: Sendable, Equatable {
        public let rowCount: Int
        /// Each row one field long in column order up to the value it holds (the others nil).
        public let rows: [[String?]]
    }

    /// The most columns one `GROUPING` call takes.
    static let groupingLimit = 31

    /// The distinct columns in groups of at most ``groupingLimit``.
    private var groups: [[Int]] {
        stride(from: 0, to: distinct.count, by: Self.groupingLimit).map {
            Array(distinct[$0..<min(distinct.count, $0 + Self.groupingLimit)])
        }
    }

    /// The statements, answered in order: the count and the extremes, then each group's
    /// distinct values.
    public var statements: [String] {
        let from = "FROM \(SQLText.qualifiedName(table))"
        let known = { (c: String) in
            "\(c)::float8 NOT IN ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8)"
        }
        let bounds = extremes.flatMap { i -> [String] in
            let c = SQLText.identifier(columns[i])
            return ["min(\(c)) FILTER (WHERE \(known(c)))::text", "max(\(c)) FILTER (WHERE \(known(c)))::text"]
        }
        var statements = ["SELECT \((["count(*)::text"] + bounds).joined(separator: ", ")) \(from)"]
        for group in groups {
            let names = group.map { SQLText.identifier(columns[$0]) }
            let sets = names.map { "(\($0))" }.joined(separator: ", ")
            let texts = names.map { "\($0)::text" }.joined(separator: ", ")
            statements.append(
                "SELECT GROUPING(\(names.joined(separator: ", "))), \(texts) \(from) GROUP BY GROUPING SETS (\(sets))")
        }
        return statements
    }

    /// The profile in the answers to ``statements``. Throws ``DatabaseError/unexpectedResult(_:)``
    /// when they do not have their shape.
    public func profile(from results: [QueryResult]) throws -> Profile {
        let groups = self.groups
        guard results.count == 1 + groups.count, results[0].rows.count == 1,
            results[0].columns.count == 1 + 2 * extremes.count
        else { throw DatabaseError.unexpectedResult("a table profile of another shape") }
        guard let count = try results[0].integer(0, 0) else { throw DatabaseError.unexpectedResult("no row count") }
        var rows: [[String?]] = []
        func row(_ column: Int, _ value: String) -> [String?] {
            var row = [String?](repeating: nil, count: column + 1)
            row[column] = value
            return row
        }
        for (k, c) in extremes.enumerated() {
            for end in 0..<2 {
                if let value = try results[0].field(0, 1 + 2 * k + end) { rows.append(row(c, value)) }
            }
        }
        for (g, group) in groups.enumerated() {
            let result = results[1 + g]
            guard result.columns.count == 1 + group.count else {
                throw DatabaseError.unexpectedResult("distinct values of another shape")
            }
            for r in result.rows.indices {
                guard let bits = try result.integer(r, 0) else { continue }
                // The one column grouped in this row: its bit is clear (the first column's highest).
                guard let k = group.indices.first(where: { bits & (1 << (group.count - 1 - $0)) == 0 }),
                    let value = try result.field(r, 1 + k)
                else { continue }
                rows.append(row(group[k], value))
            }
        }
        return Profile(rowCount: count, rows: rows)
    }

    /// The columns of `table` whose type is a number type (`smallint` … `double precision`,
    /// `numeric`). Throws ``DatabaseError``.
    public static func numberColumns(of table: String, on connection: DatabaseConnection) async throws -> Set<String> {
        let name = "'" + SQLText.qualifiedName(table).replacingOccurrences(of: "'", with: "''") + "'"
        let result = try await connection.query(
            """
            SELECT attname FROM pg_attribute WHERE attrelid = \(name)::regclass AND attnum > 0 \
            AND NOT attisdropped AND atttypid IN ('smallint'::regtype, 'integer'::regtype, 'bigint'::regtype, \
            'numeric'::regtype, 'real'::regtype, 'double precision'::regtype)
            """)
        return Set(try result.rows.indices.compactMap { try result.field($0, 0) })
    }
}
