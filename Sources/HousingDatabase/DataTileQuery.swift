// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter

/// The queries that fetch the ``DataTiles`` of one press of a thumb: one for the active
/// dimension (its count tile and its own histogram, in one scan with grouping sets) and one per
/// other dimension (its 2-D tile).
///
/// The dimensions are `double precision` columns of one table, with their histogram layouts and
/// current filters (``FilterClause``'s meaning); the active one also has the pixel layout of its
/// slider's track.
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

    /// Throws ``RequestError`` when there is not one filter per dimension or the active
    /// dimension is not one of them.
    public init(table: String, dimensions: [Dimension], filters: [DimensionFilter], activeDimension: Int,
                pixelLayout: HistogramLayout) throws {
        guard filters.count == dimensions.count else { throw RequestError.filterCount(filters.count, dimensions: dimensions.count) }
        guard dimensions.indices.contains(activeDimension) else {
            throw RequestError.activeDimensionOutOfRange(activeDimension, dimensions: dimensions.count)
        }
        self.table = table
        self.dimensions = dimensions
        self.filters = filters
        self.activeDimension = activeDimension
        self.pixelLayout = pixelLayout
    }

    private func column(_ d: Int) -> String { SQLText.identifier(dimensions[d].column) }

    /// The conjunction of every filter but those of `excluded`.
    private func conditions(excluding excluded: Set<Int>) -> String {
        FilterClause.conjunction(dimensions.indices.filter { !excluded.contains($0) }.map { (column($0), filters[$0]) })
    }

    /// Rows `(g, pixel, bin, count)`: `g = 0` rows are the count tile (`pixel` NULL for homes in
    /// no pixel bin), `g = 1` rows the active histogram.
    public var activeStatement: String {
        let a = activeDimension
        return """
            SELECT GROUPING(pixel), pixel, bin, count(*) FROM (SELECT \(FilterClause.bin(of: column(a), in: pixelLayout)) AS pixel, \
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

    /// Runs the queries on `connection`, one after another, and builds the tiles. Cancelling the
    /// awaiting task cancels the running query. Throws ``DatabaseError``.
    public func fetch(on connection: DatabaseConnection) async throws -> DataTiles {
        try await fetch(on: [connection])
    }

    /// Runs the queries spread over `connections` (each runs its share one after another; the
    /// server scans for them side by side) and builds the tiles. Cancelling the awaiting task
    /// cancels the running queries. Throws ``DatabaseError``, or
    /// ``DatabaseError/unexpectedResult(_:)`` for no connections.
    public func fetch(on connections: [DatabaseConnection]) async throws -> DataTiles {
        guard !connections.isEmpty else { throw DatabaseError.unexpectedResult("no connection to fetch the tiles on") }
        let pixels = pixelLayout.binCount, rows = pixels + 1
        // Statement k: the active dimension's (k = 0), then each other dimension's tile.
        let others = dimensions.indices.filter { $0 != activeDimension }
        let statements = [activeStatement] + others.map(tileStatement(for:))
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

        var countTile = [Int](repeating: 0, count: rows)
        var activeHistogram = [Int](repeating: 0, count: dimensions[activeDimension].layout.binCount)
        let active = results[0]
        for r in active.rows.indices {
            let count = try require(active.integer(r, 3))
            if try require(active.integer(r, 0)) == 0 {
                countTile[try index(active.integer(r, 1), below: pixels, orNil: pixels)] += count
            } else if let bin = try active.integer(r, 2) {
                activeHistogram[try index(bin, below: activeHistogram.count, orNil: nil)] += count
            }
        }
        var tiles: [[Int]?] = Array(repeating: nil, count: dimensions.count)
        for (k, d) in others.enumerated() {
            let bins = dimensions[d].layout.binCount
            var tile = [Int](repeating: 0, count: rows * bins)
            let result = results[k + 1]
            for r in result.rows.indices {
                let p = try index(result.integer(r, 0), below: pixels, orNil: pixels)
                let b = try index(result.integer(r, 1), below: bins, orNil: nil)
                tile[p * bins + b] += try require(result.integer(r, 2))
            }
            tiles[d] = tile
        }
        return try DataTiles(activeDimension: activeDimension, pixelBinCount: pixels, countTile: countTile,
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
        guard (0..<bound).contains(value) else { throw DatabaseError.unexpectedResult("bin \(value) outside 0..<\(bound)") }
        return value
    }
}
