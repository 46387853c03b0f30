// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The known house columns of a table (price, neighbourhood, bedrooms, bathrooms, living area,
/// year built), and its rows read as homes without copying a column.
///
/// The price is the table's price column (``DataTable/priceColumnIndex``); each other known
/// column is the first column whose header matches its aliases
/// (``HousingColumn/matching(headerName:)``). Read as a home, a value that is unknown, negative,
/// not finite, or (bedrooms, year built) not a whole number below a million is unknown (nil);
/// a neighbourhood column must hold text, and a column read as text for a number column is
/// unknown throughout. Row k is home k; a price that is unknown or not finite reads as NaN (a
/// table loaded with ``DataTableLoader/requiresPrice`` has none).
public struct HomeColumns: HomeSource, Sendable {
    /// The table read.
    public let table: DataTable
    /// The table's column of each known house column it has (the price always).
    public let index: [HousingColumn: Int]
    /// The smallest…largest known value of each numeric known column that has one (counted
    /// once, when made).
    private let knownBounds: [HousingColumn: ClosedRange<Double>]

    /// The known columns of `table`, or nil when it has no price column. Takes each known number
    /// column's bounds from its statistics when every known value passes the type's rule (none
    /// below 0 or infinite; whole numbers below a million where asked), else reads its values.
    public init?(table: DataTable) {
        guard let p = table.priceColumnIndex else { return nil }
        var index: [HousingColumn: Int] = [.price: p]
        for (c, column) in table.columns.enumerated() where c != p {
            if let known = HousingColumn.matching(headerName: column.name), index[known] == nil { index[known] = c }
        }
        var knownBounds: [HousingColumn: ClosedRange<Double>] = [:]
        for (known, c) in index where known != .neighborhood && table.columns[c].kind.isNumeric {
            let column = table.columns[c]
            if let b = column.bounds, b.lowerBound >= 0, b.upperBound.isFinite,
                !Self.mustBeWhole(known) || (column.kind == .integer && b.upperBound < 1_000_000)
            {
                knownBounds[known] = (b.lowerBound + 0)...b.upperBound  // -0 reads as 0
                continue
            }
            var low = Double.infinity, high = -Double.infinity
            for row in 0..<table.rowCount {
                guard let v = Self.plausible(column.number(at: row), known) else { continue }
                low = Swift.min(low, v)
                high = Swift.max(high, v)
            }
            if low <= high { knownBounds[known] = low...high }
        }
        self.table = table
        self.index = index
        self.knownBounds = knownBounds
    }

    /// `v` as a value of known column `known` under the type's rule, or nil.
    private static func plausible(_ v: Double, _ known: HousingColumn) -> Double? {
        let whole = mustBeWhole(known)
        guard v.isFinite, v >= 0, !whole || (v < 1_000_000 && v == v.rounded()) else { return nil }
        return v + 0
    }

    /// Whether known column `known` takes whole numbers only (bedrooms, year built).
    private static func mustBeWhole(_ known: HousingColumn) -> Bool { known == .bedrooms || known == .yearBuilt }

    /// The number of homes (the table's rows).
    public var count: Int { table.rowCount }

    /// The known columns the table has (``HousingColumn/price`` always among them).
    public var columns: Set<HousingColumn> { Set(index.keys) }

    /// The header name of each known column the table has.
    public var columnNames: [HousingColumn: String] { index.mapValues { table.columns[$0].name } }

    /// The price of home `row` (NaN when unknown); -0 reads as 0.
    public func price(at row: Int) -> Double {
        let v = table.columns[index[.price]!].number(at: row)
        return v.isFinite && v >= 0 ? v + 0 : .nan
    }

    /// The number of known column `known` (not the neighbourhood) of home `row`, or nil when it
    /// is unknown or not a plausible value (see the type's rule).
    public func number(_ known: HousingColumn, at row: Int) -> Double? {
        if known == .price {
            let v = price(at: row)
            return v.isNaN ? nil : v
        }
        guard known != .neighborhood, let c = index[known], table.columns[c].kind.isNumeric else { return nil }
        return Self.plausible(table.columns[c].number(at: row), known)
    }

    /// The neighbourhood of home `row`, or nil when unknown or the table has none.
    public func neighborhood(at row: Int) -> String? {
        guard let c = index[.neighborhood], case .codes(let codes) = table.columns[c].values,
            table.columns[c].kind != .boolean
        else { return nil }
        let code = Int(codes[row])
        return code > 0 ? table.columns[c].categories[code - 1] : nil
    }

    /// The distinct neighbourhood names, in the table's order of categories (empty without a
    /// neighbourhood column of text).
    public var neighborhoodNames: [String] {
        guard let c = index[.neighborhood], case .codes = table.columns[c].values, table.columns[c].kind != .boolean
        else { return [] }
        return table.columns[c].categories
    }

    /// Home `row` of the table, its line the file's.
    public subscript(row: Int) -> HomeRecord {
        HomeRecord(
            line: table.line(ofRow: row), price: price(at: row), neighborhood: neighborhood(at: row),
            bedrooms: number(.bedrooms, at: row).map { Int($0) }, bathrooms: number(.bathrooms, at: row),
            livingArea: number(.livingArea, at: row), yearBuilt: number(.yearBuilt, at: row).map { Int($0) })
    }

    /// The cheapest…dearest known price, or nil when no home has one.
    public var priceBounds: ClosedRange<Double>? { bounds(of: .price) }

    /// The smallest…largest known value of `measure`, or nil when no home has one.
    public func bounds(of measure: SecondaryMeasure) -> ClosedRange<Double>? { bounds(of: measure.column) }

    /// The measure for the second slider: the living area when the table has known areas,
    /// else the bedrooms when it has known bedroom counts, else nil (no second filter).
    public var defaultSecondaryMeasure: SecondaryMeasure? {
        SecondaryMeasure.allCases.first { index[$0.column] != nil && bounds(of: $0) != nil }
    }

    /// The values of `measure` for every home, NaN where unknown (a new array).
    public func values(of measure: SecondaryMeasure) -> [Double] {
        guard let c = index[measure.column], table.columns[c].kind.isNumeric else {
            return [Double](repeating: .nan, count: count)
        }
        let column = table.columns[c]
        return (0..<count).map { Self.plausible(column.number(at: $0), measure.column) ?? .nan }
    }

    /// The smallest…largest known value of `known` over every home, or nil when none has one.
    public func bounds(of known: HousingColumn) -> ClosedRange<Double>? { knownBounds[known] }
}
