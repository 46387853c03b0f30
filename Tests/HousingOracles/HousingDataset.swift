// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
@_spi(Oracles) import HousingData

/// The homes of one housing file (or of a synthetic set), column by column, read-only.
///
/// It is a random-access collection of ``HomeRecord`` in file order (`dataset[i]`, `count`,
/// `for home in dataset`). The values are kept column by column — one array per column, NaN for
/// an unknown value — so a million homes take about 60 MB and a filter scans contiguous memory;
/// ``HomeRecord`` values are assembled on access. Neighbourhood names are stored once each.
///
/// Build one with ``HousingLoader`` or from a table (``init(table:)``).
/// A value type, `Sendable`: load it off the main thread and hand it over.
public struct HousingDataset: RandomAccessCollection, HomeSource, Sendable {
    /// The price of each home, in file order: finite, not negative.
    public let prices: [Double]
    /// The line of each home's record in the file (for synthetic homes, its ordinal).
    public let lines: [Int]
    /// Each home's index into `neighborhoodNames`, or -1 when unknown.
    public let neighborhoodIDs: [Int32]
    /// The distinct neighbourhood names, in order of first appearance.
    public let neighborhoodNames: [String]
    /// Bedrooms per home (whole numbers), NaN when unknown.
    public let bedroomCounts: [Double]
    /// Bathrooms per home, NaN when unknown.
    public let bathroomCounts: [Double]
    /// Living area per home in square feet, NaN when unknown.
    public let livingAreas: [Double]
    /// Year built per home (whole numbers), NaN when unknown.
    public let yearsBuilt: [Double]
    /// The known columns the source has (``HousingColumn/price`` always among them).
    public let columns: Set<HousingColumn>
    /// What loading found: the source, the columns used, the skipped rows.
    public let report: LoadReport
    /// The header name each known column came from (the report's).
    public var columnNames: [HousingColumn: String] { report.columnNames }

    /// A dataset from its columns; every array has one entry per home.
    public init(
        prices: [Double], lines: [Int], neighborhoodIDs: [Int32], neighborhoodNames: [String],
        bedroomCounts: [Double], bathroomCounts: [Double], livingAreas: [Double], yearsBuilt: [Double],
        columns: Set<HousingColumn>, report: LoadReport
    ) {
        precondition(
            [
                lines.count, neighborhoodIDs.count, bedroomCounts.count, bathroomCounts.count, livingAreas.count,
                yearsBuilt.count,
            ]
            .allSatisfy { $0 == prices.count },
            "every column has one value per home")
        self.prices = prices
        self.lines = lines
        self.neighborhoodIDs = neighborhoodIDs
        self.neighborhoodNames = neighborhoodNames
        self.bedroomCounts = bedroomCounts
        self.bathroomCounts = bathroomCounts
        self.livingAreas = livingAreas
        self.yearsBuilt = yearsBuilt
        self.columns = columns
        self.report = report
    }

    /// A dataset of `homes`, for tests and small programs. `columns` defaults to the columns
    /// for which at least one home has a value (and the price). As with a file, a home whose
    /// price is not finite or is negative is left out and listed in the report's skipped rows
    /// (under its `line`); -0 becomes 0.
    public init(homes allHomes: [HomeRecord], columns: Set<HousingColumn>? = nil, source: String = "homes") {
        var homes: [HomeRecord] = []
        var skipped: [SkippedRow] = []
        for var home in allHomes {
            if !home.price.isFinite {
                skipped.append(SkippedRow(line: home.line, reason: .priceNotFinite(String(home.price))))
            } else if home.price < 0 {
                skipped.append(SkippedRow(line: home.line, reason: .negativePrice(String(home.price))))
            } else {
                home.price += 0
                homes.append(home)
            }
        }
        var names: [String] = []
        var ids: [String: Int32] = [:]
        let neighborhoodIDs: [Int32] = homes.map { home in
            guard let name = home.neighborhood else { return -1 }
            if let id = ids[name] { return id }
            let id = Int32(names.count)
            names.append(name)
            ids[name] = id
            return id
        }
        var present: Set<HousingColumn> = [.price]
        if homes.contains(where: { $0.neighborhood != nil }) { present.insert(.neighborhood) }
        if homes.contains(where: { $0.bedrooms != nil }) { present.insert(.bedrooms) }
        if homes.contains(where: { $0.bathrooms != nil }) { present.insert(.bathrooms) }
        if homes.contains(where: { $0.livingArea != nil }) { present.insert(.livingArea) }
        if homes.contains(where: { $0.yearBuilt != nil }) { present.insert(.yearBuilt) }
        self.init(
            prices: homes.map(\.price), lines: homes.map(\.line), neighborhoodIDs: neighborhoodIDs,
            neighborhoodNames: names,
            bedroomCounts: homes.map { $0.bedrooms.map(Double.init) ?? .nan },
            bathroomCounts: homes.map { $0.bathrooms ?? .nan },
            livingAreas: homes.map { $0.livingArea ?? .nan },
            yearsBuilt: homes.map { $0.yearBuilt.map(Double.init) ?? .nan },
            columns: (columns ?? present).union([.price]),
            report: LoadReport(
                source: source, homeCount: homes.count, skippedCount: skipped.count, skippedRows: skipped))
    }

    // MARK: - Collection

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of homes.
    public var endIndex: Int { prices.count }

    /// The home at `row` (0-based, file order).
    public subscript(row: Int) -> HomeRecord {
        let id = neighborhoodIDs[row]
        return HomeRecord(
            line: lines[row],
            price: prices[row],
            neighborhood: id >= 0 ? neighborhoodNames[Int(id)] : nil,
            bedrooms: HousingDataset.wholeNumber(bedroomCounts[row]),
            bathrooms: HousingDataset.known(bathroomCounts[row]),
            livingArea: HousingDataset.known(livingAreas[row]),
            yearBuilt: HousingDataset.wholeNumber(yearsBuilt[row]))
    }

    /// `value` unless it is NaN (unknown).
    private static func known(_ value: Double) -> Double? { value.isNaN ? nil : value }

    /// `value` as an `Int` unless it is NaN (unknown). Stored whole numbers are small.
    private static func wholeNumber(_ value: Double) -> Int? { value.isNaN ? nil : Int(value) }

    // MARK: - Measures

    /// The cheapest…dearest price, or nil when there are no homes.
    public var priceBounds: ClosedRange<Double>? {
        guard let low = prices.min(), let high = prices.max() else { return nil }
        return low...high
    }

    /// The values of `measure` for every home in file order, NaN where unknown.
    public func values(of measure: SecondaryMeasure) -> [Double] {
        switch measure {
        case .livingArea: return livingAreas
        case .bedrooms: return bedroomCounts
        }
    }

    /// The smallest…largest known value of `measure`, or nil when no home has one.
    public func bounds(of measure: SecondaryMeasure) -> ClosedRange<Double>? {
        var low = Double.infinity, high = -Double.infinity
        for v in values(of: measure) where !v.isNaN {
            low = Swift.min(low, v)
            high = Swift.max(high, v)
        }
        return low <= high ? low...high : nil
    }

    /// The measure for the second slider: the living area when the data has known areas, else
    /// the bedrooms when it has known bedroom counts, else nil (no second filter).
    public var defaultSecondaryMeasure: SecondaryMeasure? {
        SecondaryMeasure.allCases.first { columns.contains($0.column) && bounds(of: $0) != nil }
    }
}

extension HousingDataset {
    /// The homes of `table`, row k as home k, copied from its known columns
    /// (``HomeColumns``: the price column and the first column matching each other known
    /// column's aliases, implausible values unknown). The report is the table's, with the known
    /// columns' names.
    ///
    /// Nil when the table has no price column or a row without a known, non-negative price:
    /// load the table with ``DataTableLoader/requiresPrice`` so that such rows are skipped and
    /// reported with their lines.
    public init?(table: DataTable) {
        guard let homes = HomeColumns(table: table) else { return nil }
        let n = table.rowCount
        var prices = [Double](repeating: 0, count: n)
        for row in 0..<n {
            let v = homes.price(at: row)
            guard !v.isNaN else { return nil }
            prices[row] = v
        }
        func numbers(_ known: HousingColumn) -> [Double] {
            guard homes.index[known] != nil else { return [Double](repeating: .nan, count: n) }
            return (0..<n).map { homes.number(known, at: $0) ?? .nan }
        }
        var ids = [Int32](repeating: -1, count: n)
        let names = homes.neighborhoodNames
        if !names.isEmpty, let c = homes.index[.neighborhood], case .codes(let codes) = table.columns[c].values {
            for row in 0..<n { ids[row] = Int32(codes[row]) - 1 }
        }
        let loaded = table.report
        self.init(
            prices: prices, lines: (0..<n).map(table.line(ofRow:)), neighborhoodIDs: ids, neighborhoodNames: names,
            bedroomCounts: numbers(.bedrooms), bathroomCounts: numbers(.bathrooms),
            livingAreas: numbers(.livingArea), yearsBuilt: numbers(.yearBuilt),
            columns: homes.columns,
            report: LoadReport(
                source: loaded.source, header: loaded.header, columnNames: homes.columnNames, homeCount: n,
                skippedCount: loaded.skippedCount, skippedRows: loaded.skippedRows))
    }
}
