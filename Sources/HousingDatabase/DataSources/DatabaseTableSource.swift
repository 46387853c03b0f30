// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

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

    public static func == (a: DatabaseTableSource, b: DatabaseTableSource) -> Bool {
        a.connection == b.connection && a.table == b.table
    }
}
