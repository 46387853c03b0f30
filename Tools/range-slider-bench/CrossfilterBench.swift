// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Crossfilter
import Foundation
import HousingData
import SeededRandom

/// 8. Coordinated filters: one drag step of one filter through the ``Crossfilter``
/// engine (the new range, then every histogram under the other filters, the matching count and
/// the visible list's first screenful) beside recomputing all of it from scratch
/// (``Crossfilter/recomputeFromScratch()``, the same reads) in the same run; at 1,000,000 homes
/// with 6 dimensions, at 10,000,000 with 6, and the resident memory per home of 10,000,000 homes
/// with 8 dimensions. The homes are synthetic (built here, with correlated columns, ties, whole-
/// number columns and 1 % unknown lot areas). The small steps are also reported by how many homes
/// they touched (none, up to 0.1 %, 1 %, 10 % of the homes, more: `crossfilter_*_steps_*_ms`,
/// each beside the recomputation), so that the tail's steps can be told apart from the typical
/// ones. `--quick` uses 30,000 and 100,000 homes and few steps: it only shows that the section
/// works.
struct CrossfilterBench {
    let quick: Bool

    static let screenful = 50

    struct Result {
        var figures: [Figure] = []
        var top: [String: Any] = [:]
    }

    func run() -> Result {
        var result = Result()
        let small = quick ? 30_000 : 1_000_000, large = quick ? 100_000 : 10_000_000
        result.top["crossfilter_homes"] = [small, large]

        // Memory first, while the process is small: 8 dimensions at the large size.
        let rss = memoryPerHome(homes: large)
        var memory = Figure(
            key: "crossfilter_rss_bytes_per_home",
            title: "crossfilter, \(HousingFormat.grouped(large)) homes, 8 dimensions: resident memory per home",
            unit: "bytes", runs: [rss.perHome],
            note: String(
                format: """
                    RSS growth from before the columns were generated to the built engine \
                    (columns freed, malloc_trim), ÷ homes; build %.0f ms
                    """, rss.buildMs))
        memory.target = "≤ 64 bytes"
        memory.met = rss.perHome <= 64
        result.figures.append(memory)
        result.top["crossfilter_10m_rss_bytes_per_home"] = finite(rss.perHome)

        for (homes, key, stepTarget) in [(small, "1m", (4.0, 8.0)), (large, "10m", (16.0, Double.nan))] {
            let r = measure(homes: homes, key: key, stepTarget: stepTarget)
            result.figures += r.figures
            for (k, v) in r.top { result.top[k] = v }
        }
        return result
    }

    // MARK: Data

    /// Eight synthetic columns: price, living area, lot area (1 % unknown), bedrooms (1–6),
    /// bathrooms (halves, 1–4), year built (1872–2010), garage cars (0–4), stories (1–3).
    static func columns(homes n: Int, dimensions: Int, seed: UInt64) -> [CrossfilterColumn] {
        var rng = SeededGenerator(seed: seed)
        var price = [Float](repeating: 0, count: n), area = price, lot = price, beds = price
        var baths = price, year = price, garage = price, stories = price
        for h in 0..<n {
            let u = rng.nextUnit(), v = rng.nextUnit(), w = rng.nextUnit()
            let a = (500 + 3000 * (u * u * 0.6 + v * 0.4)).rounded()
            area[h] = Float(a)
            let y = (1872 + 138 * (1 - w * w)).rounded()
            year[h] = Float(y)
            beds[h] = Float(min(6, max(1, (a / 600).rounded() + Double(rng.nextIndex(below: 3)) - 1)))
            baths[h] = Float(min(4, max(1, (a / 900 * 2).rounded() / 2)))
            garage[h] = Float(rng.nextIndex(below: 5))
            stories[h] = Float(1 + rng.nextIndex(below: 3))
            lot[h] =
                rng.nextIndex(below: 100) == 0
                ? .nan : Float((2000 + 40_000 * rng.nextUnit() * rng.nextUnit()).rounded())
            let p = 20_000 + a * 90 * (0.7 + 0.6 * rng.nextUnit()) + (y - 1872) * 400
            price[h] = Float((p / 100).rounded() * 100)
        }
        let all: [CrossfilterColumn] = [
            .numeric("price", price, bins: try! .uniform(lower: 0, upper: 500_000, count: 60)),
            .numeric("living area", area, bins: try! .uniform(lower: 500, upper: 3500, count: 60)),
            .numeric("lot area", lot, bins: try! .uniform(lower: 2000, upper: 42_000, count: 60)),
            .numeric("bedrooms", beds, bins: try! .integers(1...6)),
            .numeric(
                "bathrooms", baths,
                bins: try! HistogramLayout(edges: stride(from: 0.75, through: 4.25, by: 0.5).map { $0 })),
            .numeric("year built", year, bins: try! .integers(1872...2010)),
            .numeric("garage cars", garage, bins: try! .integers(0...4)),
            .numeric("stories", stories, bins: try! .integers(1...3)),
        ]
        return Array(all.prefix(dimensions))
    }

    /// The engine over `homes` synthetic homes; the generated arrays are freed on return.
    static func engine(homes: Int, dimensions: Int) -> Crossfilter {
        try! Crossfilter(columns: columns(homes: homes, dimensions: dimensions, seed: 17))
    }

    private func memoryPerHome(homes: Int) -> (perHome: Double, buildMs: Double) {
        let before = trimmedResidentBytes()
        var engine: Crossfilter?
        let ms = timeNanoseconds { engine = Self.engine(homes: homes, dimensions: 8) } / 1e6
        let after = trimmedResidentBytes()
        if engine?.matchingCount != homes {
            log("crossfilter: the 8-dimension engine does not match every home unfiltered!")
        }
        engine = nil
        return ((after - before) / Double(homes), ms)
    }

    // MARK: Steps

    /// What one update produces, so that no path can be optimised away.
    private struct Reads {
        var count = 0
        var bars = 0
        var rows = 0
    }

    @inline(never)
    private func read(_ engine: Crossfilter) -> Reads {
        var r = Reads()
        r.count = engine.matchingCount
        for d in 0..<engine.dimensionCount {
            let h = engine.histogram(d)!
            r.bars &+= h.inside.reduce(0, &+) &+ h.outside.count
        }
        r.rows = engine.visibleRows(offset: 0, count: Self.screenful).reduce(0, &+)
        return r
    }

    private func percentile(_ samples: [Double], _ p: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let s = samples.sorted()
        return s[min(s.count - 1, Int((p * Double(s.count - 1)).rounded()))]
    }

    private struct Case { var figures: [Figure]; var top: [String: Any] }

    /// The small steps by how many homes they touched (none; up to 0.1 %, 1 %, 10 % of the
    /// homes; more), one figure each, beside the recomputation from scratch: which steps make
    /// the tail.
    private func stepDistribution(
        _ steps: [Double], touched: [Double], recomputed: [Bool], homes: Int, label: String, key: String,
        reference: [Double]
    ) -> [Figure] {
        let n = Double(homes)
        let buckets: [(name: String, title: String, range: ClosedRange<Double>)] = [
            ("none", "no home", 0...0),
            ("0_1pct", "1 home to 0.1 %", 1...(n * 0.001)),
            ("1pct", "0.1 % to 1 %", (n * 0.001).nextUp...(n * 0.01)),
            ("10pct", "1 % to 10 %", (n * 0.01).nextUp...(n * 0.1)),
            ("more", "over 10 %", (n * 0.1).nextUp...Double.infinity),
        ]
        return buckets.map { b in
            let picked = steps.indices.filter { b.range.contains(touched[$0]) }
            let times = picked.map { steps[$0] }
            let homesTouched = picked.map { touched[$0] }
            let rebuilt = picked.filter { recomputed[$0] }.count
            log(
                String(
                    format: """
                        crossfilter %@, steps touching %@ of the homes: %d steps, median %.3g ms, p99 %.3g ms, max \
                        %.3g ms; homes touched median %.0f, max %.0f
                        """,
                    key, b.title, times.count, Summary(times).median, percentile(times, 0.99), Summary(times).max,
                    Summary(homesTouched).median, Summary(homesTouched).max))
            return Figure(
                key: "crossfilter_\(key)_steps_\(b.name)_ms",
                title: "crossfilter, \(label): the steps touching \(b.title) of the homes",
                unit: "ms/step", runs: times, reference: ("recompute everything from scratch", reference),
                note: String(
                    format: """
                        %d of %d steps; p99 %.3g ms; homes touched: median %.0f, max %.0f; %d applied \
                        by recomputation
                        """,
                    times.count, steps.count, percentile(times, 0.99), Summary(homesTouched).median,
                    Summary(homesTouched).max, rebuilt))
        }
    }

    private func measure(homes: Int, key: String, stepTarget: (median: Double, p99: Double)) -> Case {
        var engine: Crossfilter!
        let buildMs = timeNanoseconds { engine = Self.engine(homes: homes, dimensions: 6) } / 1e6
        let label = "\(HousingFormat.grouped(homes)) homes, 6 dimensions"
        // A starting state like a user's: the price and year narrowed, sorted by price, dearest first.
        try! engine.setRange(0, lower: 120_000, upper: 380_000)
        try! engine.setRange(5, lower: 1930, upper: .infinity)
        try! engine.setListOrder(ListOrder(dimension: 0, descending: true))

        // Small steps: a thumb dragged one or two pixels of a 400-pixel slider at a time, back and
        // forth, on each of the dimensions in turn (the lower thumb of living area, lot area,
        // bedrooms, bathrooms; price's upper thumb).
        // The other thumb stays where it is (`fixed`).
        struct Drag { let dimension: Int; let low: Double; let high: Double; let lower: Bool; let fixed: Double }
        let drags = [
            Drag(dimension: 1, low: 500, high: 3500, lower: true, fixed: .infinity),
            Drag(dimension: 2, low: 2000, high: 42_000, lower: true, fixed: .infinity),
            Drag(dimension: 0, low: 0, high: 500_000, lower: false, fixed: 120_000),
            Drag(dimension: 4, low: 1, high: 4, lower: true, fixed: .infinity),
            Drag(dimension: 3, low: 1, high: 6, lower: false, fixed: -.infinity),
        ]
        let stepsPerDrag = quick ? 40 : (homes > 2_000_000 ? 200 : 600)
        var rng = SeededGenerator(seed: 99)
        var sink = Reads()
        var small: [Double] = [], touched: [Double] = [], recomputed: [Bool] = []
        var plannedSteps: [(Drag, Double)] = []
        for drag in drags {
            var pixel = 40
            for _ in 0..<stepsPerDrag {
                pixel += (rng.nextIndex(below: 2) == 0 ? 1 : -1) * (1 + rng.nextIndex(below: 2))
                pixel = min(360, max(0, pixel))
                plannedSteps.append(
                    (drag, drag.low + (drag.high - drag.low) * Double(drag.lower ? pixel : 400 - pixel) / 400))
            }
        }
        func apply(_ drag: Drag, _ value: Double) {
            if drag.lower {
                try! engine.setRange(drag.dimension, lower: value, upper: drag.fixed)
            } else {
                try! engine.setRange(drag.dimension, lower: drag.fixed, upper: value)
            }
        }
        for (i, (drag, value)) in plannedSteps.enumerated() {
            if i % stepsPerDrag == 0 { apply(drag, value); continue }  // the thumb's first position, untimed
            var r = Reads()
            small.append(
                timeNanoseconds {
                    apply(drag, value)
                    r = read(engine)
                } / 1e6)
            touched.append(Double(engine.lastUpdate.touchedHomes))
            recomputed.append(engine.lastUpdate.recomputed)
            sink.count &+= r.count; sink.bars &+= r.bars; sink.rows &+= r.rows
        }
        // The reference: the same kind of step, everything recomputed from the values.
        let referenceSteps = quick ? 5 : (homes > 2_000_000 ? 15 : 60)
        var reference: [Double] = []
        var agree = true
        for i in 0..<referenceSteps {
            let (drag, value) = plannedSteps[(i * 97) % plannedSteps.count]
            apply(drag, value)
            let incremental = read(engine)
            var r = Reads()
            reference.append(
                timeNanoseconds {
                    engine.recomputeFromScratch()
                    r = read(engine)
                } / 1e6)
            if r.count != incremental.count || r.bars != incremental.bars || r.rows != incremental.rows {
                agree = false
            }
            sink.count &+= r.count
        }
        if !agree { log("crossfilter: the incremental state differs from the recomputation at \(homes) homes!") }

        // Jumps: living area's range leaps between the bottom and the top fifth of its range.
        var jumps: [Double] = []
        for i in 0..<(quick ? 6 : 40) {
            var r = Reads()
            jumps.append(
                timeNanoseconds {
                    if i % 2 == 0 {
                        try! engine.setRange(1, lower: 500, upper: 1100)
                    } else {
                        try! engine.setRange(1, lower: 2900, upper: 3500)
                    }
                    r = read(engine)
                } / 1e6)
            sink.rows &+= r.rows
        }
        let jumpRecomputed = engine.lastUpdate.recomputed

        // The list sorted as the window sorts by a column with many ties: bedrooms, dearest
        // first, equal bedrooms by price. Sorting once, then the same small steps again.
        // Sorted as the window sorts a large list: prepared (on its thread), then set (on the main
        // thread, counting the list's blocks under the filters).
        var prepared: PreparedListOrder?
        let preparedMs =
            timeNanoseconds {
                prepared = try! engine.prepareListOrder(ListOrder(dimension: 3, descending: true, tieBreak: 0))
            } / 1e6
        let tiedOrderMs = timeNanoseconds { try! engine.setListOrder(prepared!) } / 1e6
        var tiedSteps: [Double] = []
        for (i, (drag, value)) in plannedSteps.prefix(quick ? 40 : 300).enumerated() {
            if i % stepsPerDrag == 0 { apply(drag, value); continue }
            var r = Reads()
            tiedSteps.append(
                timeNanoseconds {
                    apply(drag, value)
                    r = read(engine)
                } / 1e6)
            sink.rows &+= r.rows
        }
        if sink.count == -1 { print(sink) }

        let median = Summary(small).median, p99 = percentile(small, 0.99)
        let moving = zip(small, touched).filter { $0.1 > 0 }.map(\.0)
        // Against the steps that moved homes only: the steps that move none cost next to nothing
        // and would inflate the quotient.
        let speedup = Summary(reference).median / Summary(moving).median
        var step = Figure(
            key: "crossfilter_\(key)_step_ms",
            title: "crossfilter, \(label): one drag step → every histogram, count, list slice",
            unit: "ms/step", runs: small, reference: ("recompute everything from scratch", reference),
            note: String(
                format: """
                    %d small steps (1–2 px of 400) on 5 dimensions; p90 %.3g, p99 %.3g ms; homes \
                    touched per step: median %.0f, max %.0f
                    """,
                small.count, percentile(small, 0.9), p99, Summary(touched).median, Summary(touched).max))
        step.target =
            stepTarget.p99.isNaN
            ? "median ≤ \(Int(stepTarget.median)) ms"
            : "median ≤ \(Int(stepTarget.median)) ms, p99 ≤ \(Int(stepTarget.p99)) ms"
        step.met = median <= stepTarget.median && (stepTarget.p99.isNaN || p99 <= stepTarget.p99)
        var p99Figure = Figure(
            key: "crossfilter_\(key)_step_p99_ms", title: "crossfilter, \(label): one drag step, 99th percentile",
            unit: "ms/step", runs: [p99])
        if !stepTarget.p99.isNaN {
            p99Figure.target = "≤ \(Int(stepTarget.p99)) ms"; p99Figure.met = p99 <= stepTarget.p99
        }
        var movingFigure = Figure(
            key: "crossfilter_\(key)_moving_step_ms",
            title: "crossfilter, \(label): the steps that moved at least one home",
            unit: "ms/step", runs: moving,
            note: String(
                format:
                    "%d of %d steps (a step within one whole value of bedrooms or bathrooms moves none); p99 %.3g ms",
                moving.count, small.count, percentile(moving, 0.99)))
        movingFigure.target = "median ≤ \(Int(stepTarget.median)) ms"
        movingFigure.met = Summary(moving).median <= stepTarget.median
        var up = Figure(
            key: "crossfilter_\(key)_speedup",
            title: "crossfilter, \(label): speed-up, recomputation ÷ a step that moved homes (medians)",
            unit: "×", runs: [speedup])
        if key == "1m" { up.target = "≥ 20×"; up.met = speedup >= 20 }
        let applied =
            jumpRecomputed
            ? "applied by recomputation (rebuildFraction \(engine.rebuildFraction))" : "applied incrementally"
        let jump = Figure(
            key: "crossfilter_\(key)_jump_ms",
            title: "crossfilter, \(label): a jump across the range (living area bottom ↔ top fifth)",
            unit: "ms/step", runs: jumps,
            note: "\(jumps.count) jumps; touched \(engine.lastUpdate.touchedHomes) homes, \(applied)")
        let build = Figure(
            key: "crossfilter_\(key)_build_ms", title: "crossfilter, \(label): generating and indexing (once)",
            unit: "ms", runs: [buildMs])
        let tied = Figure(
            key: "crossfilter_\(key)_tied_step_ms",
            title: "crossfilter, \(label): a drag step with the list by bedrooms, equal bedrooms by price",
            unit: "ms/step", runs: tiedSteps,
            note: String(
                format: """
                    the first %d small steps again; sorting the list so took %.0f ms prepared \
                    (the window's thread), then %.0f ms set (the main thread), once; p99 %.3g ms
                    """,
                tiedSteps.count, preparedMs, tiedOrderMs, percentile(tiedSteps, 0.99)))
        var top: [String: Any] = [:]
        top["crossfilter_\(key)_median_ms"] = finite(median)
        top["crossfilter_\(key)_p99_ms"] = finite(p99)
        top["crossfilter_\(key)_speedup"] = finite(speedup)
        top["crossfilter_\(key)_moving_median_ms"] = finite(Summary(moving).median)
        top["crossfilter_\(key)_jump_median_ms"] = finite(Summary(jumps).median)
        let distribution = stepDistribution(
            small, touched: touched, recomputed: recomputed, homes: homes, label: label, key: key,
            reference: reference)
        top["crossfilter_\(key)_tied_step_median_ms"] = finite(Summary(tiedSteps).median)
        return Case(figures: [step, p99Figure, movingFigure, up, jump, tied] + distribution + [build], top: top)
    }
}
