// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Synthetic rows drawn from a real table's distributions, to try the window and the engine at
/// sizes no real file here has (`--generate 10000000`, `data-table --generate N --write`).
///
/// Each synthetic row resamples a random row of the source (uniformly, with replacement) and
/// copies its values, in the source's columns and order, except that
/// - an identifier column (``DataColumn/isIdentifier``) numbers the rows 1, 2, 3 …;
/// - the price (``HomeColumns``' price) is the source's times a random factor in `1 ± jitter`
///   (triangular, most often near 1), rounded to $100 and never negative;
/// - the living area (``HomeColumns``' living area) is the source's times a second such factor,
///   rounded to a square foot; an implausible or unknown area is unknown.
///
/// So the price histogram keeps the source's shape, smoothed, and prices stay within
/// `(1 ± jitter)` × the source's cheapest…dearest. Rows are numbered 1, 2, 3 … (no lines).
///
/// Deterministic: the same source, count and seed give the same rows on every run, and the
/// first k rows do not depend on how many follow (each row draws its source row, then its price
/// factor, then its area factor, from the seed's generator). O(count × columns) time; the
/// storage of ``DataTable`` plus 4 bytes a row while generating.
public enum SyntheticTable {
    /// The largest relative change of a resampled price or living area: 0.08 (±8 %).
    public static let jitter = 0.08

    /// `count` rows drawn from `source` with the random numbers of `seed`.
    ///
    /// With `onlyHouseColumns`, the table keeps only the source's known house columns
    /// (``HomeColumns/index``: price, neighbourhood, bedrooms, bathrooms, living area, year
    /// built). Empty (every column empty) when `count ≤ 0`, the source has no rows, or it has
    /// no price column. `progress` is called with the fraction done, at most about once per
    /// percent.
    public static func generate(
        count: Int, from source: DataTable, seed: UInt64, onlyHouseColumns: Bool = false,
        progress: ((Double) -> Void)? = nil
    ) -> DataTable {
        let homes = HomeColumns(table: source)
        let n = source.rowCount == 0 || homes == nil ? 0 : max(0, count)
        var reporter = ProgressReporter(progress)
        let priceIndex = homes?.index[.price]
        let areaIndex = homes?.index[.livingArea]
        let kept = Set(homes?.index.values.map { $0 } ?? [])

        // The source's prices and plausible areas, read once (the source is small; the rows many).
        let sourcePrices = homes.map { h in (0..<source.rowCount).map { h.price(at: $0) } } ?? []
        let sourceAreas =
            areaIndex == nil ? [] : (0..<source.rowCount).map { homes!.number(.livingArea, at: $0) ?? .nan }
        // Row by row: the source row and the two factors, in that order, from one generator.
        var rng = SeededGenerator(seed: seed)
        var picks = [Int32](repeating: 0, count: n)
        var prices = NumberBuilder(), areas = NumberBuilder()
        prices.reserveCapacity(n)
        if areaIndex != nil { areas.reserveCapacity(n) }
        for i in 0..<n {
            let row = rng.nextIndex(below: source.rowCount)
            let priceFactor = 1 + jitter * (rng.nextUnit() + rng.nextUnit() - 1)
            let areaFactor = 1 + jitter * (rng.nextUnit() + rng.nextUnit() - 1)
            picks[i] = Int32(truncatingIfNeeded: row)
            let price = sourcePrices[row]
            prices.append(price.isNaN ? .nan : max(0, (price * priceFactor / 100).rounded() * 100))
            if areaIndex != nil { areas.append((sourceAreas[row] * areaFactor).rounded()) }  // NaN stays NaN
            if i & 0xFFFF == 0 { reporter.report(0.5 * Double(i) / Double(n)) }
        }
        reporter.report(0.5)

        var columns: [DataColumn] = []
        var priceColumn: Int?
        for (c, column) in source.columns.enumerated() where !onlyHouseColumns || kept.contains(c) {
            let values: ColumnValues
            var readAs: ColumnKind = n == 0 ? .empty : .real
            if c == priceIndex {
                priceColumn = columns.count
                values = prices.values
            } else if c == areaIndex {
                values = areas.values
            } else if column.isIdentifier {
                values = n <= 1 << 24 ? .float((0..<n).map { Float($0 + 1) }) : .double((0..<n).map { Double($0 + 1) })
            } else {
                switch column.values {
                case .float(let v): values = .float(picks.map { v[Int($0)] })
                case .double(let v): values = .double(picks.map { v[Int($0)] })
                case .codes(.u8(let v)): values = .codes(.u8(picks.map { v[Int($0)] }))
                case .codes(.u16(let v)): values = .codes(.u16(picks.map { v[Int($0)] }))
                case .codes(.u32(let v)): values = .codes(.u32(picks.map { v[Int($0)] }))
                case .none: values = .none
                }
                if case .codes = values { readAs = column.kind == .boolean ? .boolean : .text }
                if case .none = values { readAs = column.kind }
            }
            columns.append(
                DataColumn(
                    name: column.name, label: column.label, readAs: readAs, values: values,
                    categories: column.categories, unreadableCount: 0,
                    valuesDropped: column.valuesDropped, isPrice: c == priceIndex))
            reporter.report(0.5 + 0.5 * Double(c + 1) / Double(max(1, source.columns.count)))
        }
        reporter.report(1)
        let report = LoadReport(
            source: "\(HousingFormat.grouped(n)) synthetic rows drawn from \(source.report.source)",
            header: columns.map(\.name), homeCount: n)
        return DataTable(
            columns: columns, rowCount: n, lines: nil, priceColumnIndex: priceColumn,
            dialect: source.dialect, report: report)
    }
}
