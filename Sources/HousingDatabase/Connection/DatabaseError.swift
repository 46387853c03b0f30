// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// What went wrong talking to the database server, sorted by what the window tells its user.
/// Messages are the server's or libpq's; none carries a password.
public enum DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The connection string does not parse.
    case malformedConnectionString(String)
    /// No connection was made: server not running or refusing, unknown host, authentication failed.
    case cannotConnect(String)
    /// The connection broke: the server stopped or the network dropped it.
    case connectionLost(String)
    /// The table does not exist (SQLSTATE 42P01).
    case missingTable(String)
    /// A column does not exist (SQLSTATE 42703).
    case missingColumn(String)
    /// The role may not read the table (SQLSTATE 42501).
    case permissionDenied(String)
    /// The query was cancelled (a newer one made it stale) before it answered.
    case cancelled
    /// The connection was closed by ``DatabaseConnection/close()``.
    case closed
    /// Any other error the server reported, with its SQLSTATE.
    case queryFailed(sqlState: String, message: String)
    /// The server's answer did not have the shape the query asks for.
    case unexpectedResult(String)

    /// The error for a failed statement: `sqlState` from the server, or nil when the connection
    /// itself failed.
    static func classify(sqlState: String?, message: String, connectionBroken: Bool) -> DatabaseError {
        if connectionBroken { return .connectionLost(message) }
        switch sqlState {
        case "42P01"?: return .missingTable(message)
        case "42703"?: return .missingColumn(message)
        case "42501"?: return .permissionDenied(message)
        case "57014"?: return .cancelled
        case let state?:
            // Class 08: connection exception; 57P01–57P03: the server shut down or is starting.
            if state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state) { return .connectionLost(message) }
            return .queryFailed(sqlState: state, message: message)
        case nil:
            return .connectionLost(message)
        }
    }

    public var description: String {
        switch self {
        case .malformedConnectionString(let m): return "The connection string is malformed: \(m)"
        case .cannotConnect(let m): return "Cannot connect to the database server: \(m)"
        case .connectionLost(let m): return "The connection to the database server was lost: \(m)"
        case .missingTable(let m): return "The table does not exist: \(m)"
        case .missingColumn(let m): return "A column does not exist: \(m)"
        case .permissionDenied(let m): return "Permission denied: \(m)"
        case .cancelled: return "The query was cancelled"
        case .closed: return "The connection is closed"
        case .queryFailed(let state, let m): return "The query failed (SQLSTATE \(state)): \(m)"
        case .unexpectedResult(let m): return "Unexpected answer from the database server: \(m)"
        }
    }
}
