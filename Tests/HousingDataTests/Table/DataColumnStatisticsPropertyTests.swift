// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import Testing

@_spi(Oracles) @testable import HousingData

/// A numeric column's statistics (known count, bounds, wholeness, distinct count up to the
/// limit) against a naive oracle over a set, on random columns: unknown values, runs, small
/// whole numbers, fractions, negatives, -0, and magnitudes beyond 2^52.
@Suite struct DataColumnStatisticsPropertyTests {
    static let pool: [Double] = [
        .nan, 0, -0.0, 1, 2, 3, 5, 63, 64, 65, 2.5, -1, -2.5, 0.1, 1e15, 0x1p52, 0x1p52 + 2, 0x1p53 + 2,
        -0x1p60, 4_503_599_627_370_495.5, 1e300, 1999, 2010, 41.986498, -93.69,
    ]

    /// A random column: values from the pool, or fresh ones (many distinct), in runs.
    static let column = zip(Gen.int(in: 0...400), Gen.int(in: 0...Int(Int32.max))).map {
        columnValues(count: $0, seed: $1)
    }

    /// The random column of `count` values that `seed` draws.
    static func columnValues(count: Int, seed: Int) -> [Double] {
        var rng = SeededGenerator(seed: UInt64(seed))
        var values: [Double] = []
        let freshShare = rng.nextIndex(below: 4)  // 0: only the pool
        while values.count < count {
            let v =
                freshShare > 0 && rng.nextIndex(below: 4) < freshShare
                ? Double(rng.nextIndex(below: 200)) / Double([1, 2, 10][rng.nextIndex(below: 3)]) - 50
                : pool[rng.nextIndex(below: pool.count)]
            values += repeatElement(v, count: 1 + rng.nextIndex(below: 3))
        }
        return values
    }

    /// The oracle: a set of the known values.
    static func naive(_ values: [Double]) -> (distinct: Int?, known: Int, bounds: ClosedRange<Double>?, allWhole: Bool)
    {
        let known = values.filter { !$0.isNaN }
        let distinct = Set(known.map { $0 + 0 }).count
        let bounds = known.min().map { $0...known.max()! }
        return (
            distinct <= DataColumn.distinctLimit ? distinct : nil, known.count, bounds,
            known.allSatisfy { $0 == $0.rounded() }
        )
    }

    @Test func statisticsAgreeWithTheNaiveOracle() async {
        await propertyCheck(count: 1_000, input: Self.column) { values in
            let expected = Self.naive(values)
            let doubles = NumberStatistics(values)
            #expect(
                doubles.distinct == expected.distinct && doubles.known == expected.known
                    && doubles.bounds == expected.bounds && doubles.allWhole == expected.allWhole, "\(values)")
            // As Floats: the same statistics of the values a Float column holds.
            let floats = values.map(Float.init)
            let asFloats = Self.naive(floats.map(Double.init))
            let f = NumberStatistics(floats)
            #expect(
                f.distinct == asFloats.distinct && f.known == asFloats.known && f.bounds == asFloats.bounds
                    && f.allWhole == asFloats.allWhole, "\(floats)")
        }
    }

    /// Two stretches' statistics merged are those of the whole column, wherever it is cut (as
    /// when a file is read in two stretches at once).
    @Test func statisticsOfTwoStretchesMergedAgreeWithTheNaiveOracle() async {
        await propertyCheck(count: 1_000, input: Self.column, Gen.int(in: 0...1_000)) { values, cut in
            let cut = min(cut, values.count)
            let expected = Self.naive(values)
            var merged = NumberStatistics(values[..<cut])
            merged.merge(NumberStatistics(values[cut...]))
            #expect(
                merged.distinct == expected.distinct && merged.known == expected.known
                    && merged.bounds == expected.bounds && merged.allWhole == expected.allWhole,
                "\(values) cut at \(cut)")
        }
    }

    /// A loaded numeric column's statistics (gathered while the file is read, in one or two
    /// stretches, and taken again when outlier rows are dropped) are those of its values.
    @Test func aLoadedColumnsStatisticsAreThoseOfItsValues() async {
        let files = zip(Gen.int(in: 1...3), Gen.int(in: 0...120), Gen.int(in: 0...Int(Int32.max)))
        await propertyCheck(count: 300, input: files) { width, rows, seed in
            var rng = SeededGenerator(seed: UInt64(seed))
            let columns = (0..<width).map { _ in
                Self.columnValues(count: rows, seed: rng.nextIndex(below: Int(Int32.max)))
            }
            var text = (0..<width).map { "c\($0)" }.joined(separator: ",") + "\n"
            for r in 0..<rows {
                text +=
                    (0..<width).map { c -> String in
                        if rng.nextIndex(below: 40) == 0 { return "9e14" }  // outside any fence of the pool
                        let v = columns[c][r]
                        return v.isNaN ? "NA" : "\(v)"
                    }.joined(separator: ",") + "\n"
            }
            for stretches in [1, 2] {
                var loader = DataTableLoader()
                loader.stretching = (3, stretches == 1 ? .max : 0)
                guard let table = try? loader.load(bytes: Array(text.utf8), source: "s.csv") else { continue }
                for column in table.columns where column.kind.isNumeric {
                    let expected = Self.naive((0..<table.rowCount).map(column.number(at:)))
                    #expect(
                        column.distinctCount == expected.distinct && column.knownCount == expected.known
                            && column.bounds == expected.bounds && (column.kind == .integer) == expected.allWhole,
                        "\(column.name) in \(stretches) stretches: \(text.debugDescription)")
                }
            }
        }
    }

    /// A loaded categorical or yes/no column's counts are those of its codes, read in one or two
    /// stretches (whose names come in different orders) and with outlier rows dropped.
    @Test func aLoadedColumnsCategoryCountsAreThoseOfItsCodes() async {
        let files = zip(Gen.int(in: 0...400), Gen.int(in: 1...300), Gen.int(in: 0...Int(Int32.max)))
        await propertyCheck(count: 300, input: files) { rows, names, seed in
            var rng = SeededGenerator(seed: UInt64(seed))
            var text = "n,category,yes/no\n"
            for _ in 0..<rows {
                let number = rng.nextIndex(below: 60) == 0 ? "9e14" : "\(rng.nextIndex(below: 10))"
                let category = rng.nextIndex(below: 10) == 0 ? "" : "w\(rng.nextIndex(below: names))"
                let yesNo = ["yes", "no", "", "N"][rng.nextIndex(below: 4)]
                text += "\(number),\(category),\(yesNo)\n"
            }
            for stretches in [1, 2] {
                var loader = DataTableLoader()
                loader.stretching = (3, stretches == 1 ? .max : 0)
                guard let table = try? loader.load(bytes: Array(text.utf8), source: "s.csv") else { continue }
                for column in table.columns {
                    guard case .codes(let codes) = column.values else { continue }
                    var expected = [Int](repeating: 0, count: column.categories.count + 1)
                    for row in 0..<codes.count { expected[codes[row]] += 1 }
                    #expect(
                        column.categoryCounts == Array(expected.dropFirst())
                            && column.knownCount == codes.count - expected[0],
                        "\(column.name) in \(stretches) stretches: \(text.debugDescription)")
                }
            }
        }
    }
}
