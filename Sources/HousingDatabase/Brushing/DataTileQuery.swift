// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter

/// The queries that fetch the ``DataTiles`` of one press of a thumb, by one of two ``Plan``s: one
/// scan of the table for every tile, or one statement per dimension (the default;
/// docs/performance.md compares them).
///
/// The dimensions are `double precision` columns of one table, with their histogram layouts and
/// current filters (``FilterClause``'s meaning); the active one also has the pixel layout of its
/// slider's track. A ``condition`` on other columns (choices, toggles) holds for every home counted.
public struct DataTileQuery: Sendable {
    /// A column and its histogram layout.
    public struct Dimension: Sendable {
        public var column: String
        public var layout: HistogramLayout
        public init(column: String, layout: HistogramLayout) {
            self.column = column
            self.layout = layout
        }
    }

    public enum RequestError: Error, Equatable, CustomStringConvertible {
        case filterCount(Int, dimensions: Int)
        case activeDimensionOutOfRange(Int, dimensions: Int)

        public var description: String {
            switch self {
            case .filterCount(let f, let d): return "\(f) filters for \(d) dimensions"
            case .activeDimensionOutOfRange(let a, let d): return "active dimension \(a) is not one of \(d)"
            }
        }
    }

    /// The table (``SQLText/qualifiedName(_:)`` quotes it).
    public let table: String
    public let dimensions: [Dimension]
    /// The filter on each dimension.
    public let filters: [DimensionFilter]
    /// The dimension whose thumb was pressed.
    public let activeDimension: Int
    /// The pixel bins of the active dimension's track.
    public let pixelLayout: HistogramLayout
    /// A SQL condition every home counted meets, besides the dimensions' filters (`TRUE`: none).
    public let condition: String

    /// Throws ``RequestError`` when there is not one filter per dimension or the active
    /// dimension is not one of them.
    public init(
        table: String, dimensions: [Dimension], filters: [DimensionFilter], activeDimension: Int,
        pixelLayout: HistogramLayout, condition: String = "TRUE"
    ) throws {
        guard filters.count == dimensions.count else {
            throw RequestError.filterCount(filters.count, dimensions: dimensions.count)
        }
        guard dimensions.indices.contains(activeDimension) else {
            throw RequestError.activeDimensionOutOfRange(activeDimension, dimensions: dimensions.count)
        }
        self.table = table
        self.dimensions = dimensions
        self.filters = filters
        self.activeDimension = activeDimension
        self.pixelLayout = pixelLayout
        self.condition = condition
    }

    private func column(_ d: Int) -> String { SQLText.identifier(dimensions[d].column) }

    /// The conjunction of ``condition`` and every filter but those of `excluded`.
    private func conditions(excluding excluded: Set<Int>) -> String {
        let filters = FilterClause.conjunction(
            dimensions.indices.filter { !excluded.contains($0) }.map { (column($0), self.filters[$0]) })
        return condition == "TRUE" ? filters : (filters == "TRUE" ? condition : "(\(condition)) AND \(filters)")
    }

    /// How the tiles are fetched.
    public enum Plan: Sendable, CaseIterable {
        /// One statement: every row of the table read once; a row failing at most one of the
        /// other filters is counted, with grouping sets, in the tile of the filter it fails (or in
        /// all of them and in the count tile and active histogram when it fails none).
        case oneScan
        /// One statement per dimension, each a scan of its own: the active dimension's count tile
        /// and histogram, then each other dimension's tile.
        case perFilter
    }

    /// The dimensions other than the active one, in order.
    private var others: [Int] { dimensions.indices.filter { $0 != activeDimension } }

    /// The statements of `plan`, in the order ``tiles(from:plan:)`` takes their results.
    public func statements(_ plan: Plan) -> [String] {
        switch plan {
        case .oneScan: return [oneScanStatement]
        case .perFilter: return [activeStatement] + others.map(tileStatement(for:))
        }
    }

    /// Rows `(g, p, ab, t…, passing, count)` of one scan. `g` is `GROUPING(p, ab, t…)` and names
    /// the grouping set: `(p)` for the count tile, `(ab)` for the active histogram, `(p, tᵢ)` for
    /// the tile of the `i`-th other dimension. `p` is the pixel bin (NULL for homes in none), `ab`
    /// the active dimension's bin, `tᵢ` the `i`-th other dimension's bin for homes failing no
    /// other filter or only its own (NULL otherwise); `passing` counts the homes failing none.
    public var oneScanStatement: String {
        let a = activeDimension, others = self.others
        // Per other dimension, whether a row fails its filter (never NULL); TRUE filters fail no row.
        let fails = others.map { d -> String? in
            let condition = FilterClause.condition(filters[d], on: column(d))
            return condition == "TRUE" ? nil : "(\(condition)) IS NOT TRUE"
        }
        let failures = fails.compactMap { $0 }.map { "CASE WHEN \($0) THEN 1 ELSE 0 END" }
        var scanned = [
            "\(FilterClause.bin(of: column(a), in: pixelLayout)) AS p",
            "\(FilterClause.bin(of: column(a), in: dimensions[a].layout)) AS ab",
            "\(failures.isEmpty ? "0" : failures.joined(separator: " + ")) AS f",
        ]
        var kept = ["p", "ab", "f"]
        for (i, d) in others.enumerated() {
            scanned.append("\(FilterClause.bin(of: column(d), in: dimensions[d].layout)) AS b\(i)")
            if let fail = fails[i] {
                scanned.append("\(fail) AS x\(i)")
                kept.append("CASE WHEN f = 0 OR x\(i) THEN b\(i) END AS t\(i)")
            } else {
                kept.append("CASE WHEN f = 0 THEN b\(i) END AS t\(i)")
            }
        }
        let tiles = others.indices.map { "t\($0)" }
        let sets = ["(p)", "(ab)"] + tiles.map { "(p, \($0))" }
        // OFFSET 0 keeps the scan a subquery of its own, so that each row's conditions are
        // evaluated once rather than again in every expression that uses them.
        return """
            SELECT GROUPING(\((["p", "ab"] + tiles).joined(separator: ", "))), \
            p, ab\(tiles.map { ", " + $0 }.joined()), \
            count(*) FILTER (WHERE f = 0), count(*) FROM (SELECT \(kept.joined(separator: ", ")) FROM \
            (SELECT \(scanned.joined(separator: ", ")) FROM \(SQLText.qualifiedName(table)) \
            WHERE \(condition) OFFSET 0) AS scanned \
            WHERE f <= 1) AS kept GROUP BY GROUPING SETS (\(sets.joined(separator: ", ")))
            """
    }

    /// Rows `(g, pixel, bin, count)`: `g = 0` rows are the count tile (`pixel` NULL for homes in
    /// no pixel bin), `g = 1` rows the active histogram.
    public var activeStatement: String {
        let a = activeDimension
        return """
            SELECT GROUPING(pixel), pixel, bin, count(*) \
            FROM (SELECT \(FilterClause.bin(of: column(a), in: pixelLayout)) AS pixel, \
            \(FilterClause.bin(of: column(a), in: dimensions[a].layout)) AS bin \
            FROM \(SQLText.qualifiedName(table)) WHERE \(conditions(excluding: [a]))) AS binned \
            GROUP BY GROUPING SETS ((pixel), (bin))
            """
    }

    /// Rows `(pixel, bin, count)` of `dimension`'s tile (`pixel` NULL for homes in no pixel bin;
    /// homes in no bin of `dimension` left out).
    public func tileStatement(for dimension: Int) -> String {
        let a = activeDimension
        return """
            SELECT pixel, bin, count(*) FROM (SELECT \(FilterClause.bin(of: column(a), in: pixelLayout)) AS pixel, \
            \(FilterClause.bin(of: column(dimension), in: dimensions[dimension].layout)) AS bin \
            FROM \(SQLText.qualifiedName(table)) WHERE \(conditions(excluding: [a, dimension]))) AS binned \
            WHERE bin IS NOT NULL GROUP BY pixel, bin
            """
    }

    /// Runs the statements of `plan` on `connection`, one after another, and builds the tiles.
    /// Cancelling the awaiting task cancels the running query. Throws ``DatabaseError``.
    public func fetch(on connection: DatabaseConnection, plan: Plan = .perFilter) async throws -> DataTiles {
        try await fetch(on: [connection], plan: plan)
    }

    /// Runs the statements of `plan` spread over `connections` (each runs its share one after
    /// another; the server scans for them side by side) and builds the tiles. Cancelling the
    /// awaiting task cancels the running queries. Throws ``DatabaseError``, or
    /// ``DatabaseError/unexpectedResult(_:)`` for no connections.
    public func fetch(on connections: [DatabaseConnection], plan: Plan = .perFilter) async throws -> DataTiles {
        guard !connections.isEmpty else { throw DatabaseError.unexpectedResult("no connection to fetch the tiles on") }
        let statements = self.statements(plan)
        let results = try await withThrowingTaskGroup(of: [(Int, QueryResult)].self) { group in
            for c in connections.indices where c < statements.count {
                group.addTask {
                    var answered: [(Int, QueryResult)] = []
                    for k in stride(from: c, to: statements.count, by: connections.count) {
                        try Task.checkCancellation()
                        answered.append((k, try await connections[c].query(statements[k])))
                    }
                    return answered
                }
            }
            var byStatement = [QueryResult?](repeating: nil, count: statements.count)
            for try await answered in group { for (k, r) in answered { byStatement[k] = r } }
            return byStatement.map { $0! }
        }
        return try tiles(from: results, plan: plan)
    }

    /// The tiles in the results of ``statements(_:)`` for `plan`. Throws
    /// ``DatabaseError/unexpectedResult(_:)`` when they do not have the statements' shape.
    public func tiles(from results: [QueryResult], plan: Plan) throws -> DataTiles {
        let expected = statements(plan).count
        guard results.count == expected else {
            throw DatabaseError.unexpectedResult("\(results.count) results; \(expected) expected")
        }
        let pixels = pixelLayout.binCount, rows = pixels + 1
        let others = self.others
        var countTile = [Int](repeating: 0, count: rows)
        var activeHistogram = [Int](repeating: 0, count: dimensions[activeDimension].layout.binCount)
        var tiles: [[Int]?] = Array(repeating: nil, count: dimensions.count)
        for d in others { tiles[d] = [Int](repeating: 0, count: rows * dimensions[d].layout.binCount) }

        switch plan {
        case .oneScan:
            let result = results[0], k = others.count
            guard result.columns.count == k + 5 else {
                throw DatabaseError.unexpectedResult("\(result.columns.count) columns; \(k + 5) expected")
            }
            // GROUPING(p, ab, t0…) sets the bit of each argument left out of the row's set,
            // the first argument's bit the highest.
            let all = (1 << (k + 2)) - 1
            func bit(_ argument: Int) -> Int { 1 << (k + 1 - argument) }
            for r in result.rows.indices {
                let g = try require(result.integer(r, 0))
                let passing = try require(result.integer(r, k + 3)), count = try require(result.integer(r, k + 4))
                if g == all & ~bit(0) {
                    countTile[try index(result.integer(r, 1), below: pixels, orNil: pixels)] += passing
                } else if g == all & ~bit(1) {
                    if let bin = try result.integer(r, 2) {
                        activeHistogram[try index(bin, below: activeHistogram.count, orNil: nil)] += passing
                    }
                } else if let i = (0..<k).first(where: { g == all & ~bit(0) & ~bit($0 + 2) }) {
                    guard let bin = try result.integer(r, 3 + i) else { continue }
                    let d = others[i], bins = dimensions[d].layout.binCount
                    let p = try index(result.integer(r, 1), below: pixels, orNil: pixels)
                    tiles[d]![p * bins + (try index(bin, below: bins, orNil: nil))] += count
                } else {
                    throw DatabaseError.unexpectedResult("grouping \(g) is none of the statement's sets")
                }
            }
        case .perFilter:
            let active = results[0]
            for r in active.rows.indices {
                let count = try require(active.integer(r, 3))
                if try require(active.integer(r, 0)) == 0 {
                    countTile[try index(active.integer(r, 1), below: pixels, orNil: pixels)] += count
                } else if let bin = try active.integer(r, 2) {
                    activeHistogram[try index(bin, below: activeHistogram.count, orNil: nil)] += count
                }
            }
            for (k, d) in others.enumerated() {
                let bins = dimensions[d].layout.binCount
                let result = results[k + 1]
                for r in result.rows.indices {
                    let p = try index(result.integer(r, 0), below: pixels, orNil: pixels)
                    let b = try index(result.integer(r, 1), below: bins, orNil: nil)
                    tiles[d]![p * bins + b] += try require(result.integer(r, 2))
                }
            }
        }
        return try DataTiles(
            activeDimension: activeDimension, pixelBinCount: pixels, countTile: countTile,
            activeHistogram: activeHistogram, tiles: tiles)
    }

    private func require(_ value: Int?) throws -> Int {
        guard let value else { throw DatabaseError.unexpectedResult("NULL where a count was expected") }
        return value
    }

    private func index(_ value: Int?, below bound: Int, orNil fallback: Int?) throws -> Int {
        guard let value else {
            guard let fallback else { throw DatabaseError.unexpectedResult("NULL where a bin was expected") }
            return fallback
        }
        guard (0..<bound).contains(value) else {
            throw DatabaseError.unexpectedResult("bin \(value) outside 0..<\(bound)")
        }
        return value
    }
}
