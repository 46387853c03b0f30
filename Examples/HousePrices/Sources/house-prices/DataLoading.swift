// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import Foundation
import HousePricesCore
import HousingData
import HousingDatabase
import RangeSlider

/// The data the window shows, prepared off the main thread.
struct LoadedData: Sendable {
    /// The file's one parse (or `--generate`'s homes as a table): every filter counts its rows.
    /// Over a database server, a sample of a larger table (``isSample``).
    let table: DataTable
    /// The homes in the file or on the server (more than ``table`` holds when it is a sample).
    let totalCount: Int
    /// Whether ``table`` is a sample of a server's table: its filters are the whole table's,
    /// but only the server counts the homes (the window shows no count of the sample's own).
    let isSample: Bool
    /// The table's known house columns, read as homes (row k is home k).
    let homes: HomeColumns
    /// Every known price, cheapest first (the price scale and presets), read from the engine's
    /// sorted price column in place.
    let sortedPrices: SortedValues
    /// The cheapest…dearest price.
    let priceBounds: ClosedRange<Double>
    /// Prices from the cheapest to the dearest home, for the price slider's track.
    let priceHistogram: Histogram
    /// The second slider's measure: living area, else bedrooms, else nil (no second filter).
    let secondaryMeasure: SecondaryMeasure?
    /// The second measure's known range (computing it scans every home: keep it), or nil when
    /// there is no second filter.
    let secondaryBounds: ClosedRange<Double>?
    /// The second measure over its known range, for the second slider, or nil: one bar per
    /// value for a column of few values on a grid (bedrooms), as the side panel's sliders
    /// draw them (``PanelSlider``), else ``DataLoading/secondaryBins`` equal bins; counted by
    /// the engine when it filters that column.
    let secondaryHistogram: Histogram?
    /// The filters over ``table`` (the in-memory session), built with the data so that the
    /// first frame with data lists, counts and draws from them.
    let coordinated: CoordinatedHistograms
    /// Seconds spent reading the file, generating homes, counting the second measure and
    /// building the filters.
    let timings: (read: Double, generate: Double, index: Double, filters: Double)
}

/// What the loader is doing, for the progress bar.
enum LoadPhase {
    /// Reading and parsing the file: the fraction done.
    case reading(Double)
    /// Drawing `count` synthetic homes from the file's (no fraction).
    case generating(Int)
    /// Counting the histograms and building the engine (no fraction).
    case indexing
}

/// What to load: a file, its price column and dialect, and optionally synthetic homes drawn
/// from it instead.
struct LoadRequest: Equatable, Sendable {
    let path: String
    let priceColumn: String
    let generate: Int?
    /// The delimiter and decimal mark given on the command line (nil: detected).
    var delimiter: CSVDelimiter? = nil
    var decimalMark: DecimalMark? = nil
    /// The server's table read instead of the file at ``path`` (then the table's title), or nil.
    var database: DatabaseTableSource? = nil
    /// The rows of a server's larger table read as its sample.
    var sampleRows = DataLoading.sampleRows
}

/// Loads a housing file on a background thread: read, optionally replace with synthetic homes,
/// count the second measure and build the engine. Every callback runs on the main thread.
enum DataLoading {
    /// Histogram bins of the price slider.
    static let priceBins = 64
    /// Histogram bins of the second slider.
    static let secondaryBins = 40
    /// A server's table of more rows than this is read as a sample of this many rows.
    static let sampleRows = 20_000

    /// The seed of `--generate`'s homes (the same homes on every run).
    static let syntheticSeed: UInt64 = 1

    static func start(
        _ request: LoadRequest,
        progress: @escaping (LoadPhase) -> Void,
        completion: @escaping (Result<LoadedData, LoadError>) -> Void
    ) {
        let thread = Thread {
            let result = load(request, progress: progress)
            MainThread.post { completion(result) }
        }
        thread.stackSize = 16 << 20
        thread.name = "house-prices loader"
        thread.start()
    }

    /// The work itself, on the calling (background) thread: the file read and parsed once
    /// into a table (``DataTableLoader/requiresPrice``: a row without a usable price is skipped
    /// and reported with its line), its homes the table's labelled columns.
    private static func load(_ request: LoadRequest, progress: @escaping (LoadPhase) -> Void) -> Result<
        LoadedData, LoadError
    > {
        let path = request.path, generate = request.generate
        let clock = ContinuousClock()
        func seconds(_ d: Duration) -> Double {
            Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        var lastPercent = -1
        let loader = tableLoader(for: request)
        var table: DataTable
        var totalCount: Int?, isSample = false
        var start = clock.now
        func report(_ fraction: Double) {
            let percent = Int(fraction * 100)
            guard percent != lastPercent else { return }
            lastPercent = percent
            MainThread.post { progress(.reading(fraction)) }
        }
        do {
            if let database = request.database {
                let read = try DatabaseLoading.read(database, with: loader, sampleRows: request.sampleRows) {
                    report($0)
                }
                (table, totalCount, isSample) = (read.table, read.rowCount, read.isSample)
            } else {
                table = try loader.load(path: path) { report($0) }
            }
        } catch {
            return .failure(error)
        }
        let noPrice = LoadError.noPriceColumn(
            path: path, priceColumn: request.priceColumn, columns: table.report.header)
        guard table.priceColumnIndex != nil else { return .failure(noPrice) }
        let read = seconds(clock.now - start)
        var generated = 0.0
        if let count = generate {
            MainThread.post { progress(.generating(count)) }
            start = clock.now
            // The source's other columns come along up to the limit.
            table = SyntheticTable.generate(
                count: count, from: table, seed: syntheticSeed,
                onlyHouseColumns: count > syntheticOtherColumnsLimit)
            generated = seconds(clock.now - start)
        }
        guard let homes = HomeColumns(table: table) else { return .failure(noPrice) }
        MainThread.post { progress(.indexing) }
        start = clock.now
        let priceBounds = homes.priceBounds ?? 0...0
        let measure = homes.defaultSecondaryMeasure
        let secondaryBounds = measure.flatMap { homes.bounds(of: $0) }
        let secondaryColumn = measure.flatMap { homes.columnNames[$0.column] }
        // The second slider's bins: the engine counts them when it filters that column.
        var secondaryHistogram: Histogram?
        if let bounds = secondaryBounds {
            secondaryHistogram = PanelSlider.emptyBars(
                bounds: bounds, equalBins: secondaryBins, column: secondaryColumn.flatMap(table.column(named:)))
        }
        let indexing = seconds(clock.now - start)
        start = clock.now
        // The price slider's bins; the engine counts them.
        let priceShape = Histogram(
            counts: [Int](repeating: 0, count: priceBins), lowerBound: priceBounds.lowerBound,
            upperBound: priceBounds.upperBound)
        let coordinated: CoordinatedHistograms
        switch CoordinatedHistograms.build(
            table: table, priceBins: priceShape, secondaryColumn: secondaryColumn, secondaryBins: secondaryHistogram)
        {
        case .success(let built): coordinated = built
        case .failure(let reason): return .failure(.unreadable(path: path, reason: reason.description))
        }
        guard let sortedPrices = coordinated.session.sortedValues(of: coordinated.priceFilter) else {
            return .failure(.unreadable(path: path, reason: "the price filter has no sorted values"))
        }
        let everyHome = coordinated.session.result
        let priceHistogram = coordinated.histogram(coordinated.priceFilter, of: everyHome, like: priceShape)
        if let shape = secondaryHistogram, let measure, let bounds = secondaryBounds {
            if let f = coordinated.secondaryFilter {
                secondaryHistogram = coordinated.histogram(f, of: everyHome, like: shape)
            } else {  // a column the engine does not filter: counted here
                secondaryHistogram = PanelSlider.bars(
                    of: homes.values(of: measure), bounds: bounds, equalBins: secondaryBins,
                    column: secondaryColumn.flatMap(table.column(named:)))
            }
        }
        let building = seconds(clock.now - start)
        return .success(
            LoadedData(
                table: table, totalCount: totalCount ?? table.rowCount, isSample: isSample, homes: homes,
                sortedPrices: sortedPrices, priceBounds: priceBounds,
                priceHistogram: priceHistogram, secondaryMeasure: measure, secondaryBounds: secondaryBounds,
                secondaryHistogram: secondaryHistogram, coordinated: coordinated,
                timings: (read, generated, indexing, building)))
    }

    /// The loader for `request`: its dialect, its price column (the default name lets the rule
    /// find `Preis`, …), rows without a price skipped.
    static func tableLoader(for request: LoadRequest) -> DataTableLoader {
        DataTableLoader(
            delimiter: request.delimiter, decimalMark: request.decimalMark,
            priceColumn: request.priceColumn.lowercased() == "price" ? nil : request.priceColumn, requiresPrice: true)
    }

    /// Up to this many synthetic homes get the source file's other columns too; larger
    /// `--generate` runs keep the six known columns' filters, so that a drag step stays within a
    /// frame (docs/performance.md).
    static let syntheticOtherColumnsLimit = 2_000_000
}
