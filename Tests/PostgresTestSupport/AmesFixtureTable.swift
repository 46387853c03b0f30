// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousingDatabase

/// The Ames fixture (`data/ames-housing.csv`) as a table of a test server, loaded with `COPY`:
/// its columns in SQL types a sales database would use (`bigint`, `integer`, `numeric`,
/// `double precision`, `text`), in the file's order and with the file's names.
public enum AmesFixtureTable {
    /// The fixture file.
    public static let csvPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("data/ames-housing.csv").path

    /// The columns and their types.
    public static let definition = """
        id bigint PRIMARY KEY, neighborhood text, price integer, bedrooms integer, bathrooms numeric, \
        living_area_sqft integer, lot_area_sqft integer, year_built smallint, year_sold integer, month_sold integer, \
        building_type text, house_style text, longitude double precision, latitude double precision
        """

    /// Creates `name` (dropped first) on `connection` and copies the fixture's rows into it.
    /// Returns the number of rows copied.
    @discardableResult
    public static func load(as name: String = "homes", on connection: DatabaseConnection) async throws -> Int {
        let table = SQLText.qualifiedName(name)
        _ = try await connection.query("DROP TABLE IF EXISTS \(table)")
        _ = try await connection.query("CREATE TABLE \(table) (\(definition))")
        let csv = try String(contentsOfFile: csvPath, encoding: .utf8)
        return try await connection.copy("COPY \(table) FROM STDIN WITH (FORMAT csv, HEADER true)", data: csv)
    }
}
