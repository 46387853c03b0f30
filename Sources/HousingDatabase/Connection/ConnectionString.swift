// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CLibpq

/// A libpq connection string (`host=/run/postgresql dbname=sales`, or a `postgresql://` URI).
/// What it leaves out, libpq takes from the `PG*` environment variables (`PGHOST`, `PGPORT`,
/// `PGDATABASE`, `PGUSER`, `PGPASSWORD`, …), then `~/.pgpass` and its defaults; the empty string
/// takes everything from there.
///
/// Its ``description`` leaves the password out, so the string can be logged or shown.
public struct ConnectionString: Sendable, Equatable, CustomStringConvertible {
    /// The text as given, password included: only for libpq.
    let text: String
    /// The options the text sets (keyword, value), in libpq's order.
    public let options: [(keyword: String, value: String)]

    /// Parses `text` with libpq. Throws ``DatabaseError/malformedConnectionString(_:)``.
    public init(_ text: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        guard let parsed = PQconninfoParse(text, &error) else {
            let message = error.map { String(cString: $0) } ?? "out of memory"
            if let error { PQfreemem(error) }
            throw DatabaseError.malformedConnectionString(message.trimmingTrailingNewlines)
        }
        defer { PQconninfoFree(parsed) }
        var options: [(keyword: String, value: String)] = []
        var option = parsed
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { options.append((String(cString: keyword), String(cString: value))) }
            option += 1
        }
        self.text = text
        self.options = options
    }

    /// The value set for `keyword`, or nil.
    public func value(_ keyword: String) -> String? {
        options.first { $0.keyword == keyword }?.value
    }

    /// The options as `keyword=value`, the password as `********`.
    public var description: String {
        options.map { "\($0.keyword)=\($0.keyword == "password" ? "********" : $0.value)" }.joined(separator: " ")
    }

    /// `message` with the password (if any) masked, for errors that might quote the string.
    func masking(_ message: String) -> String {
        guard let password = value("password"), !password.isEmpty else { return message }
        return message.replacingOccurrences(of: password, with: "********")
    }

    public static func == (a: ConnectionString, b: ConnectionString) -> Bool { a.text == b.text }
}

extension String {
    var trimmingTrailingNewlines: String {
        var s = self
        while s.last == "\n" { s.removeLast() }
        return s
    }
}
