// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import Foundation
import HousePricesCore
import HousingData
import RangeSlider

/// The data the window shows, prepared off the main thread.
struct LoadedData: Sendable {
    /// The file's one parse (or `--generate`'s homes as a table): every filter counts its rows.
    let table: DataTable
    /// The homes: row k of ``table`` is home k (its labelled columns).
    let index: PriceIndex
    /// Prices from the cheapest to the dearest home, for the price slider's track.
    let priceHistogram: Histogram
    /// The second measure's known range (computing it scans every home: keep it), or nil when
    /// there is no second filter.
    let secondaryBounds: ClosedRange<Double>?
    /// The second measure over its known range, for the second slider, or nil: one bar per
    /// value for a column of few values on a grid (bedrooms), as the side panel's sliders
    /// draw them (``PanelSlider``), else ``DataLoading/secondaryBins`` equal bins.
    let secondaryHistogram: Histogram?
    /// The engine over ``table``, built with the data so that the first frame with data lists,
    /// counts and draws from it; or why the table has none.
    let engine: Result<CoordinatedHistograms, CoordinatedHistograms.Unavailable>
    /// Seconds spent reading the file, generating homes, indexing and building the engine.
    let timings: (read: Double, generate: Double, index: Double, engine: Double)
}

/// What the loader is doing, for the progress bar.
enum LoadPhase {
    /// Reading and parsing the file: the fraction done.
    case reading(Double)
    /// Drawing `count` synthetic homes from the file's (no fraction).
    case generating(Int)
    /// Sorting by price, counting the histograms and building the engine (no fraction).
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
}

/// Loads a housing file on a background thread: read, optionally replace with synthetic homes,
/// index, count the histograms and build the engine. Every callback runs on the main thread.
enum DataLoading {
    /// Histogram bins of the price slider.
    static let priceBins = 64
    /// Histogram bins of the second slider.
    static let secondaryBins = 40

    /// The seed of `--generate`'s homes (the same homes on every run).
    static let syntheticSeed: UInt64 = 1

    static func start(_ request: LoadRequest,
                      progress: @escaping (LoadPhase) -> Void,
                      completion: @escaping (Result<LoadedData, LoadError>) -> Void) {
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
    private static func load(_ request: LoadRequest, progress: @escaping (LoadPhase) -> Void) -> Result<LoadedData, LoadError> {
        let path = request.path, generate = request.generate
        let clock = ContinuousClock()
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }
        var lastPercent = -1
        let loader = tableLoader(for: request)
        var table: DataTable
        var start = clock.now
        func report(_ fraction: Double) {
            let percent = Int(fraction * 100)
            guard percent != lastPercent else { return }
            lastPercent = percent
            MainThread.post { progress(.reading(fraction)) }
        }
        do {
            table = try loader.load(path: path) { report($0) }
        } catch {
            return .failure(error)
        }
        guard var dataset = HousingDataset(table: table) else {
            return .failure(.noPriceColumn(path: path, priceColumn: request.priceColumn, columns: table.report.header))
        }
        let read = seconds(clock.now - start)
        var generated = 0.0
        if let count = generate {
            MainThread.post { progress(.generating(count)) }
            start = clock.now
            // The source's other columns come along up to the limit, from the rows the homes drew.
            let drawn = SyntheticHomes.generate(count: count, from: dataset, seed: syntheticSeed,
                                                keepingSourceRows: count <= syntheticOtherColumnsLimit)
            dataset = drawn.homes
            table = drawn.sourceRows.map { DataTable(homes: drawn.homes, otherColumnsOf: table, rows: $0) } ?? DataTable(homes: drawn.homes)
            generated = seconds(clock.now - start)
        }
        MainThread.post { progress(.indexing) }
        start = clock.now
        let index = PriceIndex(dataset)
        let priceHistogram = index.histogram(binCount: priceBins)
        let secondaryBounds = index.secondaryMeasure == nil ? nil : index.secondaryBounds
        var secondaryHistogram: Histogram?
        if let measure = index.secondaryMeasure, let bounds = secondaryBounds {
            secondaryHistogram = PanelSlider.bars(of: dataset.values(of: measure), bounds: bounds, equalBins: secondaryBins,
                                                  column: dataset.report.columnNames[measure.column].flatMap(table.column(named:)))
        }
        let indexing = seconds(clock.now - start)
        start = clock.now
        let secondaryName = index.secondaryMeasure.flatMap { dataset.report.columnNames[$0.column] }
        let engine = CoordinatedHistograms.build(table: table, priceBins: priceHistogram,
                                                 secondaryColumn: secondaryName, secondaryBins: secondaryHistogram)
        let building = seconds(clock.now - start)
        return .success(LoadedData(table: table, index: index, priceHistogram: priceHistogram, secondaryBounds: secondaryBounds,
                                   secondaryHistogram: secondaryHistogram, engine: engine, timings: (read, generated, indexing, building)))
    }

    /// The loader for `request`: its dialect, its price column (the default name lets the rule
    /// find `Preis`, …), rows without a price skipped.
    static func tableLoader(for request: LoadRequest) -> DataTableLoader {
        DataTableLoader(delimiter: request.delimiter, decimalMark: request.decimalMark,
                        priceColumn: request.priceColumn.lowercased() == "price" ? nil : request.priceColumn, requiresPrice: true)
    }

    /// Up to this many synthetic homes get the source file's other columns too.
    ///
    /// Measured (release, Xvfb): with all 13 of the Ames file's filters, one drag step of the
    /// price slider took 6.8 ms (median) at 1,000,000 homes but 77 ms at 10,000,000, where the
    /// six known columns' filters take 7.2 ms. So larger `--generate` runs keep six filters, the
    /// size the engine's 10M figures are for.
    static let syntheticOtherColumnsLimit = 2_000_000
}
