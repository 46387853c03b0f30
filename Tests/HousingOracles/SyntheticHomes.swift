// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousingData

/// Synthetic homes drawn from a real data set's distributions, to try the window and the index
/// at sizes no real file here has (`--generate 1000000`).
///
/// Each synthetic home resamples a random home of the source (uniformly, with replacement) and
/// keeps its neighbourhood, bedrooms, bathrooms and year built; its price and living area are the
/// source's times a random factor in `1 ± jitter` (triangular, most often near 1), the price
/// rounded to $100 and the area to a square foot. So the price histogram keeps the source's
/// shape, smoothed, and prices stay within `(1 ± jitter)` × the source's cheapest…dearest.
///
/// Deterministic: the same source, count and seed give the same homes on every run, and the
/// first k homes do not depend on how many follow. O(count) time and memory.
public enum SyntheticHomes {
    /// The largest relative change of a resampled price or area: 0.08 (±8 %).
    public static let jitter = 0.08

    /// `count` homes drawn from `source` with the random numbers of `seed`. Empty when
    /// `count ≤ 0` or the source has no homes. Line numbers are the homes' ordinals (1…count);
    /// the report names the source.
    public static func generate(count: Int, from source: HousingDataset, seed: UInt64) -> HousingDataset {
        generate(count: count, from: source, seed: seed, keepingSourceRows: false).homes
    }

    /// The homes of ``generate(count:from:seed:)`` and, with `keepingSourceRows` (and a source
    /// of at most `Int32.max` homes), the source row each resampled, home by home (4 bytes a
    /// home), so that a table of the same source can lend its other columns (lot area, year
    /// sold, …) row for row; otherwise nil.
    public static func generate(
        count: Int, from source: HousingDataset, seed: UInt64,
        keepingSourceRows: Bool
    ) -> (homes: HousingDataset, sourceRows: [Int32]?) {
        let n = source.isEmpty ? 0 : max(0, count)
        let keepRows = keepingSourceRows && source.count <= Int(Int32.max)
        var sourceRows = [Int32]()
        if keepRows { sourceRows.reserveCapacity(n) }
        var rng = SeededGenerator(seed: seed)
        var prices = [Double](), lines = [Int](), neighborhoodIDs = [Int32]()
        var bedrooms = [Double](), bathrooms = [Double](), areas = [Double](), years = [Double]()
        prices.reserveCapacity(n); lines.reserveCapacity(n); neighborhoodIDs.reserveCapacity(n)
        bedrooms.reserveCapacity(n); bathrooms.reserveCapacity(n); areas.reserveCapacity(n); years.reserveCapacity(n)

        for i in 0..<n {
            let (row, priceFactor, areaFactor) = draw(&rng, sourceCount: source.count)
            if keepRows { sourceRows.append(Int32(row)) }
            prices.append(price(source.prices[row], factor: priceFactor))
            lines.append(i + 1)
            neighborhoodIDs.append(source.neighborhoodIDs[row])
            bedrooms.append(source.bedroomCounts[row])
            bathrooms.append(source.bathroomCounts[row])
            areas.append((source.livingAreas[row] * areaFactor).rounded())  // NaN stays NaN
            years.append(source.yearsBuilt[row])
        }
        let report = LoadReport(
            source: "\(HousingFormat.grouped(n)) synthetic homes drawn from \(source.report.source)",
            header: source.report.header, columnNames: source.report.columnNames, homeCount: n)
        let homes = HousingDataset(
            prices: prices, lines: lines, neighborhoodIDs: neighborhoodIDs, neighborhoodNames: source.neighborhoodNames,
            bedroomCounts: bedrooms, bathroomCounts: bathrooms, livingAreas: areas, yearsBuilt: years,
            columns: source.columns, report: report)
        return (homes, keepRows ? sourceRows : nil)
    }

    /// One home's random numbers, in the order ``generate(count:from:seed:)`` draws them: the
    /// source row it resamples, then its price's and its area's factors.
    static func draw(_ rng: inout SeededGenerator, sourceCount: Int) -> (
        row: Int, priceFactor: Double, areaFactor: Double
    ) {
        let row = rng.nextIndex(below: sourceCount)
        let priceFactor = 1 + jitter * (rng.nextUnit() + rng.nextUnit() - 1)
        let areaFactor = 1 + jitter * (rng.nextUnit() + rng.nextUnit() - 1)
        return (row, priceFactor, areaFactor)
    }

    /// A resampled price: the source's times `factor`, to the nearest $100, never negative.
    static func price(_ sourcePrice: Double, factor: Double) -> Double {
        max(0, (sourcePrice * factor / 100).rounded() * 100)
    }
}
