// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingDatabase

/// A table of homes loaded into a test server with `COPY`: a `bigint` key (the row's index) and
/// one `double precision` column per dimension, with names that need quoting.
struct TestTable {
    static let columnNames = ["price", "Living area", "Year \"built\"", "lot.size", "select"]

    let name: String
    let columns: [String]

    /// Creates `name` (dropped first) with `dimensionCount` columns and copies `rows` into it.
    @discardableResult
    static func load(
        _ rows: [[Double?]], dimensionCount: Int, as name: String = "homes",
        on connection: DatabaseConnection
    ) async throws -> TestTable {
        let columns = Array(columnNames.prefix(dimensionCount))
        let table = SQLText.identifier(name)
        _ = try await connection.query("DROP TABLE IF EXISTS \(table)")
        let definitions = (["id bigint PRIMARY KEY"] + columns.map { "\(SQLText.identifier($0)) double precision" })
            .joined(separator: ", ")
        _ = try await connection.query("CREATE TABLE \(table) (\(definitions))")
        var data = ""
        for (i, row) in rows.enumerated() {
            data += ([String(i)] + row.map { $0.map(SQLText.float8Text) ?? "\\N" }).joined(separator: "\t") + "\n"
        }
        let copied = try await connection.copy("COPY \(table) FROM STDIN", data: data)
        precondition(copied == rows.count, "copied \(copied) of \(rows.count) rows")
        return TestTable(name: name, columns: columns)
    }
}
