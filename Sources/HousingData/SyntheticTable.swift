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
/// first k rows do not depend on how many follow. O(count × columns) time; the storage of
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
        var numbers = [NumberBuilder](repeating: NumberBuilder(), count: plans.count)
        var codes = [CodeBuilder](repeating: CodeBuilder(), count: plans.count)
        for (c, plan) in plans.enumerated() {
            switch plan {
            case .copyCode: codes[c].reserveCapacity(n)
            case .nothing: break
            default: numbers[c].reserveCapacity(n)
            }
        }
        let columnCodes: [CategoryCodes?] = source.columns.map {
            if case .codes(let c) = $0.values { return c }
            return nil
        }
        for i in 0..<n {
            if i & 0xFFFF == 0 { reporter.report(Double(i) / Double(max(1, n))) }
            let row = rng.nextIndex(below: source.rowCount)
            for c in 0..<plans.count {
                switch plans[c] {
                case .ordinal:
                    numbers[c].append(Double(i + 1))
                case .jitter(let unit):
                    let factor = 1 + jitter * (rng.nextUnit() + rng.nextUnit() - 1)
                    let v = source.columns[c].number(at: row)
                    numbers[c].append(max(0, (v * factor / unit).rounded() * unit))  // NaN stays NaN
                case .copyNumber:
                    numbers[c].append(source.columns[c].number(at: row))
                case .copyCode:
                    codes[c].append(columnCodes[c]![row])
                case .nothing:
                    break
                }
            }
        }
        var columns: [DataColumn] = []
        for (c, column) in source.columns.enumerated() {
            let values: ColumnValues
            let readAs: ColumnKind
            switch plans[c] {
            case .copyCode:
                values = .codes(codes[c].codes)
                readAs = column.kind == .boolean ? .boolean : .text
            case .nothing:
                values = .none
                readAs = column.kind
            default:
                values = numbers[c].values
                readAs = n == 0 ? .empty : .real
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
