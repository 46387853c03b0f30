// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingData

/// A table of a PostgreSQL server as the window's data (`house-prices --database CONNINFO
/// --table NAME`): where it is, and its rows read as CSV text, for the same column detection as
/// a file's.
///
/// The connection string never carries a password: a password on the command line is visible
/// to every user of the machine and stays in shell histories, so ``init(connectionInfo:table:)``
/// refuses one. libpq takes it from `PGPASSWORD` or `~/.pgpass` instead.
public struct DatabaseTableSource: Sendable, Equatable {
    /// Why the options cannot name a table.
    public enum OptionError: Error, Equatable, CustomStringConvertible {
        /// The connection string sets `password`.
        case passwordInConnectionString
        /// The table name is empty.
        case emptyTableName
        /// libpq cannot parse the connection string.
        case malformedConnectionString(String)

        public var description: String {
            switch self {
            case .passwordInConnectionString:
                return
                    "--database: the connection string sets a password, which would be visible to every user of this "
                    + "machine and kept in shell histories; leave it out and put it in PGPASSWORD or ~/.pgpass instead"
            case .emptyTableName:
                return "--table: the table name is empty"
            case .malformedConnectionString(let message):
                return "--database: the connection string is malformed: \(message)"
            }
        }
    }

    /// The server and database (libpq's connection string and `PG*` environment).
    public let connection: ConnectionString
    /// The table, optionally `schema.table` (``SQLText/qualifiedName(_:)``).
    public let table: String

    /// Throws ``OptionError`` for a password in `connectionInfo`, an empty `table`, or a
    /// connection string libpq cannot parse.
    public init(connectionInfo: String, table: String) throws(OptionError) {
        let connection: ConnectionString
        do {
            connection = try ConnectionString(connectionInfo)
        } catch {
            if case .malformedConnectionString(let message) = error as? DatabaseError {
                throw .malformedConnectionString(message)
            }
            throw .malformedConnectionString("\(error)")
        }
        guard connection.value("password") == nil else { throw .passwordInConnectionString }
        guard !table.trimmingCharacters(in: .whitespaces).isEmpty else { throw .emptyTableName }
        self.connection = connection
        self.table = table
    }

    /// How the window names the data: the table, and the database when the string names one.
    public var title: String {
        connection.value("dbname").map { "\(table) (\($0))" } ?? table
    }

    /// The statement that sends every row of the table as CSV with a header row (SQL `NULL` an
    /// empty field).
    public var copyStatement: String {
        "COPY (SELECT * FROM \(SQLText.qualifiedName(table))) TO STDOUT WITH (FORMAT csv, HEADER true)"
    }

    /// Connects, reads the table's rows as CSV (``copyStatement``) and closes. Throws
    /// ``DatabaseError``: ``DatabaseError/cannotConnect(_:)`` when the server is down or refuses,
    /// ``DatabaseError/missingTable(_:)``, ``DatabaseError/permissionDenied(_:)``, …
    public func readCSV() async throws -> [UInt8] {
        let db = try await DatabaseConnection.connect(connection)
        defer { db.close() }
        return try await db.copyOut(copyStatement)
    }

    /// The statement that sends the table's first `rows` rows as CSV with a header row.
    public func sampleStatement(rows: Int) -> String {
        "COPY (SELECT * FROM \(SQLText.qualifiedName(table)) LIMIT \(max(1, rows))) "
            + "TO STDOUT WITH (FORMAT csv, HEADER true)"
    }

    /// The table as the window reads it (``read(with:sampleRows:progress:)``).
    public struct Read: Sendable {
        /// The rows read: the whole table, or a sample extended with the whole table's extremes
        /// and distinct values (``TableProfileQuery``), whose columns are then filtered as the
        /// whole table's but whose counts are not the table's.
        public let table: DataTable
        /// The table's rows on the server.
        public let rowCount: Int
        /// Whether ``table`` is a sample.
        public let isSample: Bool
    }

    /// Connects, reads the table with `loader` (as a file's rows) and closes: its first
    /// `sampleRows` rows, extended with what the server says of the whole table
    /// (``TableProfileQuery``), when the table has more rows and a primary key of one
    /// whole-number column (its filters, its list and its export are then the server's);
    /// otherwise every row. Throws ``DatabaseError`` (``DatabaseError/cannotConnect(_:)``,
    /// ``DatabaseError/missingTable(_:)``, ``DatabaseError/permissionDenied(_:)``, …) or the
    /// loader's ``LoadError``.
    public func read(
        with loader: DataTableLoader, sampleRows: Int, progress: (@Sendable (Double) -> Void)? = nil
    ) async throws -> Read {
        let db = try await DatabaseConnection.connect(connection)
        defer { db.close() }
        func whole() async throws -> Read {
            let table = try loader.load(bytes: try await db.copyOut(copyStatement), source: title, progress: progress)
            return Read(table: table, rowCount: table.rowCount, isSample: false)
        }
        guard let key = try await DatabaseFilterSource.primaryKey(of: table, on: db) else { return try await whole() }
        let sample = try loader.load(
            bytes: try await db.copyOut(sampleStatement(rows: sampleRows + 1)), source: title, progress: progress)
        // Every row came, or the key is not a whole number the list could page by.
        guard sample.rowCount + sample.report.skippedCount > sampleRows,
            sample.column(named: key)?.kind == .integer
        else {
            if sample.rowCount + sample.report.skippedCount <= sampleRows {
                return Read(table: sample, rowCount: sample.rowCount, isSample: false)
            }
            return try await whole()
        }
        let numbers = try await TableProfileQuery.numberColumns(of: table, on: db)
        let columns = sample.columns
        let query = TableProfileQuery(
            table: table, columns: columns.map(\.name),
            extremes: columns.indices.filter { columns[$0].kind.isNumeric && numbers.contains(columns[$0].name) },
            distinct: columns.indices.filter { c in
                switch columns[c].kind {
                case .categorical, .boolean: return true
                case .integer, .real: return columns[c].distinctCount != nil && !columns[c].isIdentifier
                case .text, .empty: return false
                }
            })
        var results: [QueryResult] = []
        for statement in query.statements { results.append(try await db.query(statement)) }
        let profile = try query.profile(from: results)
        return Read(table: sample.extended(with: profile.rows), rowCount: profile.rowCount, isSample: true)
    }

    public static func == (a: DatabaseTableSource, b: DatabaseTableSource) -> Bool {
        a.connection == b.connection && a.table == b.table
    }
}
