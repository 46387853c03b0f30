// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import HousingData
import HousingDatabase
import SeededRandom

/// 9. The filters over a PostgreSQL table (brushing by data tiles) beside the in-memory engine on
/// the same homes: the synthetic homes of the coordinated-filters section (6 dimensions) are
/// copied into a table of the server `--database` names, then the same drags as there run
/// against both, at 1M and 10M homes (30,000 with `--quick`). For each drag: the time from the
/// thumb's press until the tiles are in (``DataTileQuery``, its one scan, and its per-filter
/// statements one after another), each step's count and histograms from the tiles (p50, p99), the
/// same step through ``Crossfilter``, and the list's first screen after the release
/// (``ListPageQuery``, price, dearest first). A table already holding the homes of a size is
/// reused (the homes are drawn from a fixed seed). Run only when asked for (`--only database
/// --database CONNINFO`).
struct DatabaseBench {
    let quick: Bool
    let connectionString: String

    struct Result {
        var figures: [Figure] = []
        var top: [String: Any] = [:]
    }

    static let tablePrefix = "range_slider_bench_homes"
    static let pixels = 400
    static let screenful = 50

    func run() throws -> Result {
        var result = Result()
        for (homes, key) in quick ? [(30_000, "quick")] : [(1_000_000, "1m"), (10_000_000, "10m")] {
            let part = try run(homes: homes, key: key)
            result.figures += part.figures
            for (k, v) in part.top { result.top[k] = v }
        }
        return result
    }

    private func run(homes: Int, key: String) throws -> Result {
        let table = "\(Self.tablePrefix)_\(key)"
        let columns = CrossfilterBench.columns(homes: homes, dimensions: 6, seed: 17)
        let engine = try Crossfilter(columns: columns)
        let layouts = columns.map { column -> HistogramLayout in
            if case .numeric(_, let bins) = column.values { return bins }
            if case .preciseNumeric(_, let bins) = column.values { return bins }
            fatalError("the bench's columns are numeric")
        }
        let names = columns.map(\.name)

        let connection = try wait { try await DatabaseConnection.connect(try ConnectionString(connectionString)) }
        defer { connection.close() }
        let held = try? wait {
            try await connection.query("SELECT count(*) FROM \(SQLText.identifier(table))").integer(0, 0)
        }
        var loadMs = Double.nan
        if held == homes {
            log("database: \(table) already holds the \(homes) homes")
        } else {
            loadMs = try timeThrowing { try load(columns, into: table, on: connection) } / 1e6
            log(String(format: "database: %d homes copied into %@ in %.0f ms", homes, table, loadMs))
        }

        // The starting state of the coordinated-filters section.
        var filters = [DimensionFilter](repeating: .all, count: 6)
        filters[0] = .range(lower: 120_000, upper: 380_000)
        filters[5] = .range(lower: 1930, upper: .infinity)
        try engine.setRange(0, lower: 120_000, upper: 380_000)
        try engine.setRange(5, lower: 1930, upper: .infinity)
        try engine.setListOrder(ListOrder(dimension: 0, descending: true))

        struct Drag { let dimension: Int; let low: Double; let high: Double; let lower: Bool; let fixed: Double }
        let drags = [
            Drag(dimension: 1, low: 500, high: 3500, lower: true, fixed: .infinity),
            Drag(dimension: 2, low: 2000, high: 42_000, lower: true, fixed: .infinity),
            Drag(dimension: 0, low: 0, high: 500_000, lower: false, fixed: 120_000),
            Drag(dimension: 4, low: 1, high: 4, lower: true, fixed: .infinity),
            Drag(dimension: 3, low: 1, high: 6, lower: false, fixed: -.infinity),
        ]
        let stepsPerDrag = quick ? 40 : 600
        var rng = SeededGenerator(seed: 99)
        var press: [Double] = [], pressPerFilter: [Double] = [], fromTiles: [Double] = [], inMemory: [Double] = [],
            firstScreen: [Double] = []
        var compared = 0, disagreed = 0
        var sink = 0
        for drag in drags {
            let pixelLayout = try HistogramLayout.uniform(lower: drag.low, upper: drag.high, count: Self.pixels)
            let query = try DataTileQuery(
                table: table, dimensions: (0..<6).map { .init(column: names[$0], layout: layouts[$0]) },
                filters: filters, activeDimension: drag.dimension, pixelLayout: pixelLayout)
            var tiles: DataTiles!
            press.append(
                try timeThrowing { tiles = try wait { try await query.fetch(on: connection, plan: .oneScan) } } / 1e6)
            var perFilter: DataTiles!
            pressPerFilter.append(
                try timeThrowing { perFilter = try wait { try await query.fetch(on: connection, plan: .perFilter) } }
                    / 1e6)
            let probes = [PixelSelection.all] + (0..<Self.pixels).map { PixelSelection.bins(first: $0, last: $0) }
            if probes.contains(where: { perFilter.answer($0) != tiles.answer($0) }) {
                log("database: the one scan's tiles differ from the per-filter statements' tiles!")
            }
            var pixel = 40
            var range = (lower: drag.low, upper: drag.high)
            for _ in 0..<stepsPerDrag {
                pixel += (rng.nextIndex(below: 2) == 0 ? 1 : -1) * (1 + rng.nextIndex(below: 2))
                pixel = min(360, max(0, pixel))
                let value =
                    drag.low + (drag.high - drag.low) * Double(drag.lower ? pixel : Self.pixels - pixel)
                    / Double(Self.pixels)
                range = drag.lower ? (value, drag.fixed) : (drag.fixed, value)
                let selection = PixelSelection(lower: range.lower, upper: range.upper, in: pixelLayout)
                var answer: BrushAnswer!
                fromTiles.append(timeNanoseconds { answer = tiles.answer(selection) } / 1e6)
                inMemory.append(
                    try timeThrowing {
                        try engine.setRange(drag.dimension, lower: range.lower, upper: range.upper)
                        sink &+= engine.matchingCount
                        for d in 0..<6 { sink &+= engine.histogram(d)!.inside.count }
                        sink &+= engine.visibleRows(offset: 0, count: Self.screenful).count
                    } / 1e6)
                // A lower thumb over an open upper end selects whole pixel bins, as the engine does.
                if drag.lower && drag.fixed == .infinity {
                    compared += 1
                    if answer.matchingCount != engine.matchingCount { disagreed += 1 }
                }
                sink &+= answer.matchingCount
            }
            // The release: the filter takes the thumb's value, and the list's first screen is fetched.
            filters[drag.dimension] = .range(lower: range.lower, upper: range.upper)
            let list = ListPageQuery(
                table: table, keyColumn: "id", columns: names,
                filters: (0..<6).map { (names[$0], filters[$0]) }, sortKey: SQLText.identifier(names[0]),
                descending: true,
                pageSize: Self.screenful)
            firstScreen.append(
                try timeThrowing { sink &+= try wait { try await list.fetch(after: nil, on: connection) }.keys.count }
                    / 1e6)
        }
        if sink == -1 { print(sink) }
        if disagreed > 0 { log("database: \(disagreed) of \(compared) steps counted differently from the engine!") }

        func p(_ samples: [Double], _ q: Double) -> Double {
            let s = samples.sorted()
            return s.isEmpty ? .nan : s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded()))]
        }
        let label = "\(HousingFormat.grouped(homes)) homes, 6 dimensions"
        var result = Result()
        result.figures.append(
            Figure(
                key: "database_\(key)_press_ms",
                title: "database, \(label): thumb press → tiles of the 5 other filters in, one scan",
                unit: "ms", runs: press, reference: ("6 statements, one scan each", pressPerFilter),
                note: String(format: "one press per drag (%d); one connection; local server, Unix socket", press.count))
        )
        var step = Figure(
            key: "database_\(key)_step_ms",
            title: "database, \(label): one drag step from the tiles (count, 6 histograms)",
            unit: "ms", runs: fromTiles, reference: ("the in-memory engine, same step (+ list slice)", inMemory),
            note: String(
                format: """
                    %d steps; p99 %.3g ms (engine p50 %.3g, p99 %.3g ms); %d of %d lower-thumb \
                    steps agree with the engine
                    """,
                fromTiles.count, p(fromTiles, 0.99), p(inMemory, 0.5), p(inMemory, 0.99), compared - disagreed, compared
            ))
        step.target = "p99 ≤ 16 ms"
        step.met = p(fromTiles, 0.99) <= 16
        result.figures.append(step)
        result.figures.append(
            Figure(
                key: "database_\(key)_first_screen_ms",
                title: "database, \(label): release → the list's first \(Self.screenful) rows (price, dearest first)",
                unit: "ms", runs: firstScreen, note: "keyset query, no index"))
        result.top["database_\(key)_press_median_ms"] = finite(Summary(press).median)
        result.top["database_\(key)_press_per_filter_median_ms"] = finite(Summary(pressPerFilter).median)
        result.top["database_\(key)_step_p50_ms"] = finite(p(fromTiles, 0.5))
        result.top["database_\(key)_step_p99_ms"] = finite(p(fromTiles, 0.99))
        result.top["database_\(key)_engine_step_p50_ms"] = finite(p(inMemory, 0.5))
        result.top["database_\(key)_engine_step_p99_ms"] = finite(p(inMemory, 0.99))
        result.top["database_\(key)_first_screen_median_ms"] = finite(Summary(firstScreen).median)
        result.top["database_\(key)_load_ms"] = finite(loadMs)
        return result
    }

    /// Creates the table (unlogged: a benchmark's throwaway) and copies the homes into it.
    private func load(_ columns: [CrossfilterColumn], into name: String, on connection: DatabaseConnection) throws {
        let table = SQLText.identifier(name)
        let definitions =
            (["id bigint PRIMARY KEY"] + columns.map { "\(SQLText.identifier($0.name)) double precision" }).joined(
                separator: ", ")
        _ = try wait { try await connection.query("DROP TABLE IF EXISTS \(table)") }
        _ = try wait { try await connection.query("CREATE UNLOGGED TABLE \(table) (\(definitions))") }
        let values: [[Double]] = columns.map { column in
            switch column.values {
            case .numeric(let v, _): return v.map(Double.init)
            case .preciseNumeric(let v, _): return v
            case .categorical(let c, _): return c.map(Double.init)
            }
        }
        let homes = columns.first?.count ?? 0
        let chunk = 100_000
        for start in stride(from: 0, to: homes, by: chunk) {
            var text = ""
            text.reserveCapacity(chunk * 60)
            for h in start..<min(homes, start + chunk) {
                text += String(h)
                for v in values { text += "\t" + SQLText.float8Text(v[h]) }
                text += "\n"
            }
            let rows = text
            _ = try wait { try await connection.copy("COPY \(table) FROM STDIN", data: rows) }
        }
        _ = try wait { try await connection.query("ANALYZE \(table)") }
    }

    private func timeThrowing(_ body: () throws -> Void) throws -> Double {
        var failure: Error?
        let ns = timeNanoseconds { do { try body() } catch { failure = error } }
        if let failure { throw failure }
        return ns
    }

    /// Waits on this (benchmark) thread for an async call: the connection runs it on its own thread.
    private func wait<T>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.result = await Swift.Result(catching: { try await body() }); done.signal()
        }
        done.wait()
        return try box.result!.get()
    }
}

private final class ResultBox<T>: @unchecked Sendable {
    var result: Swift.Result<T, Error>?
}

extension Swift.Result where Failure == Error {
    fileprivate init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
