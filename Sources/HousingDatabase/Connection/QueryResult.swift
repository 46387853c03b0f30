// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// The rows a statement returned, as PostgreSQL's text output (`nil` for SQL `NULL`).
public struct QueryResult: Sendable, Equatable {
    /// The column names.
    public let columns: [String]
    /// The rows, each with one field per column.
    public let rows: [[String?]]
    /// The number of rows the statement changed or copied (`INSERT`, `COPY`, …), 0 otherwise.
    public let affectedRows: Int

    public init(columns: [String], rows: [[String?]], affectedRows: Int = 0) {
        self.columns = columns
        self.rows = rows
        self.affectedRows = affectedRows
    }

    /// Field `column` of row `row` as a whole number; nil for `NULL`. Throws
    /// ``DatabaseError/unexpectedResult(_:)`` for anything else.
    public func integer(_ row: Int, _ column: Int) throws -> Int? {
        guard let text = try field(row, column) else { return nil }
        guard let value = Int(text) else { throw DatabaseError.unexpectedResult("\"\(text)\" is not a whole number") }
        return value
    }

    /// Field `column` of row `row` as a double (`NaN`, `Infinity` included); nil for `NULL`.
    /// Throws ``DatabaseError/unexpectedResult(_:)`` for anything else.
    public func double(_ row: Int, _ column: Int) throws -> Double? {
        guard let text = try field(row, column) else { return nil }
        guard let value = Double(text) else { throw DatabaseError.unexpectedResult("\"\(text)\" is not a number") }
        return value
    }

    /// Field `column` of row `row`; throws when the result has no such field.
    public func field(_ row: Int, _ column: Int) throws -> String? {
        guard rows.indices.contains(row), columns.indices.contains(column) else {
            throw DatabaseError.unexpectedResult(
                "no field (\(row), \(column)) in \(rows.count) rows of \(columns.count) columns")
        }
        return rows[row][column]
    }
}
