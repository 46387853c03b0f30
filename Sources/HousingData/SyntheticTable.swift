// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Synthetic rows drawn from a real table's distributions, with all its columns, to try the
/// window and the engine at sizes no real file here has (`--generate 10000000`).
///
/// Each synthetic row resamples a random row of the source (uniformly, with replacement) and
/// copies its values, except that
/// - an identifier column (``DataColumn/isIdentifier``) numbers the rows 1, 2, 3 …;
/// - a whole-number column of measures with many values (``FilterStyle/range``, more than
///   ``DataColumn/distinctLimit`` distinct values, a name that ``PlausibleValueRule`` counts
///   as a quantity, not a year: price, living area, lot area) is multiplied by a random factor
///   in `1 ± jitter` (triangular, most often near 1) and rounded, the price to $100 as
///   ``SyntheticHomes`` does, so its histogram keeps the source's shape, smoothed.
///
/// Deterministic: the same source, count and seed give the same rows on every run, and the
/// first k rows do not depend on how many follow (the rows are drawn from the seed's numbers,
/// each jittered column's factors from its own generator). O(count × columns) time; the storage of
/// ``DataTable`` (about 4 bytes a row per numeric column, 1 per categorical one, no lines).
public enum SyntheticTable {
    /// The largest relative change of a resampled measure: 0.08 (±8 %).
    public static let jitter = SyntheticHomes.jitter

    /// `count` rows drawn from `source` with the random numbers of `seed`. Empty (and every
    /// column empty) when `count ≤ 0` or the source has no rows. `progress` is called with the
    /// fraction done, at most about once per percent.
    public static func generate(count: Int, from source: DataTable, seed: UInt64,
                                progress: ((Double) -> Void)? = nil) -> DataTable {
        let n = source.rowCount == 0 ? 0 : max(0, count)
        var reporter = ProgressReporter(progress)
        var rng = SeededGenerator(seed: seed)
        enum Plan { case ordinal, jitter(roundTo: Double), copyNumber, copyCode, nothing }
        let plans: [Plan] = source.columns.enumerated().map { index, column in
            switch column.values {
            case .float, .double:
                if column.isIdentifier { return .ordinal }
                let normalized = HousingColumn.normalize(column.name)
                if column.kind == .integer && column.filter == .range && column.distinctCount == nil
                    && (column.bounds?.lowerBound ?? -1) >= 0 && PlausibleValueRule.isNonNegativeQuantity(column.name)
                    && !normalized.contains("year") && !normalized.hasPrefix("yr") {
                    return .jitter(roundTo: index == source.priceColumnIndex ? 100 : 1)
                }
                return .copyNumber
            case .codes: return .copyCode
            case .none: return .nothing
            }
        }
        // Column by column over the same resampled rows: each column is one tight loop over
        // typed arrays. The rows come from the seed's generator; each jittered column has its
        // own generator (seeded from the seed and the column's index), so the first k rows
        // still do not depend on how many follow.
        var picks = [Int32](repeating: 0, count: n)
        for i in 0..<n { picks[i] = Int32(rng.nextIndex(below: source.rowCount)) }
        reporter.report(0.1)
        var generated: [ColumnValues] = []
        for (c, plan) in plans.enumerated() {
            let values = source.columns[c].values
            switch (plan, values) {
            case (.ordinal, _):
                generated.append(n <= 1 << 24 ? .float((0..<n).map { Float($0 + 1) }) : .double((0..<n).map { Double($0 + 1) }))
            case (.jitter(let unit), _):
                var jitterRNG = SeededGenerator(seed: seed ^ (0x9E37_79B9_7F4A_7C15 &* UInt64(c + 1)))
                var builder = NumberBuilder()
                builder.reserveCapacity(n)
                let column = source.columns[c]
                for i in 0..<n {
                    let factor = 1 + jitter * (jitterRNG.nextUnit() + jitterRNG.nextUnit() - 1)
                    let v = column.number(at: Int(picks[i]))
                    builder.append(max(0, (v * factor / unit).rounded() * unit))  // NaN stays NaN
                }
                generated.append(builder.values)
            case (.copyNumber, .float(let v)): generated.append(.float(picks.map { v[Int($0)] }))
            case (.copyNumber, .double(let v)): generated.append(.double(picks.map { v[Int($0)] }))
            case (.copyCode, .codes(.u8(let v))): generated.append(.codes(.u8(picks.map { v[Int($0)] })))
            case (.copyCode, .codes(.u16(let v))): generated.append(.codes(.u16(picks.map { v[Int($0)] })))
            case (.copyCode, .codes(.u32(let v))): generated.append(.codes(.u32(picks.map { v[Int($0)] })))
            default: generated.append(.none)
            }
            reporter.report(0.1 + 0.9 * Double(c + 1) / Double(max(1, plans.count)))
        }
        picks = []
        var columns: [DataColumn] = []
        for (c, column) in source.columns.enumerated() {
            let values: ColumnValues
            let readAs: ColumnKind
            values = generated[c]
            switch plans[c] {
            case .copyCode: readAs = column.kind == .boolean ? .boolean : .text
            case .nothing: readAs = column.kind
            default: readAs = n == 0 ? .empty : .real
            }
            columns.append(DataColumn(name: column.name, label: column.label, readAs: readAs, values: values,
                                      categories: column.categories, unreadableCount: 0,
                                      valuesDropped: column.valuesDropped, isPrice: c == source.priceColumnIndex))
        }
        reporter.report(1)
        let report = LoadReport(source: "\(HousingFormat.grouped(n)) synthetic rows drawn from \(source.report.source)",
                                header: source.report.header, homeCount: n)
        return DataTable(columns: columns, rowCount: n, lines: nil, priceColumnIndex: source.priceColumnIndex,
                         dialect: source.dialect, report: report)
    }
}
