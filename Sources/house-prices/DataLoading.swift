import CAdwaita
import Foundation
import HousingData
import RangeSlider

/// The data the window shows, prepared off the main thread.
struct LoadedData: Sendable {
    let index: PriceIndex
    /// Prices from the cheapest to the dearest home, for the price slider's track.
    let priceHistogram: Histogram
    /// The second measure's known range (computing it scans every home: keep it), or nil when
    /// there is no second filter.
    let secondaryBounds: ClosedRange<Double>?
    /// The second measure over its known range, for the second slider, or nil.
    let secondaryHistogram: Histogram?
    /// Seconds spent reading the file, generating homes and indexing.
    let timings: (read: Double, generate: Double, index: Double)
    /// The file's content as it was read for these homes (the source file's for `--generate`),
    /// which the coordinated filters parse again as a table instead of reading the file a
    /// second time (``HousingLoader/readFile(_:progress:)`` says why). The window empties it
    /// once it has handed it to that table's thread.
    var fileBytes: [UInt8]
}

/// What the loader is doing, for the progress bar.
enum LoadPhase {
    /// Reading and parsing the file: the fraction done.
    case reading(Double)
    /// Drawing `count` synthetic homes from the file's (no fraction).
    case generating(Int)
    /// Sorting by price and counting the histograms (no fraction).
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
/// index, and count the histograms. Every callback runs on the main thread.
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

    /// The work itself, on the calling (background) thread.
    private static func load(_ request: LoadRequest, progress: @escaping (LoadPhase) -> Void) -> Result<LoadedData, LoadError> {
        let path = request.path, generate = request.generate
        let clock = ContinuousClock()
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }
        var lastPercent = -1
        let loader = HousingLoader(priceColumn: request.priceColumn, delimiter: request.delimiter, decimalMark: request.decimalMark)
        var dataset: HousingDataset
        let bytes: [UInt8]
        var start = clock.now
        func report(_ fraction: Double) {
            let percent = Int(fraction * 100)
            guard percent != lastPercent else { return }
            lastPercent = percent
            MainThread.post { progress(.reading(fraction)) }
        }
        // Reading counts for the first tenth, parsing for the rest (as `load(path:)` reports).
        do {
            bytes = try HousingLoader.readFile(path) { report(0.1 * $0) }
            dataset = try loader.load(bytes: bytes, source: path) { report(0.1 + 0.9 * $0) }
        } catch {
            return .failure(error)
        }
        let read = seconds(clock.now - start)
        var generated = 0.0
        if let count = generate {
            MainThread.post { progress(.generating(count)) }
            start = clock.now
            dataset = SyntheticHomes.generate(count: count, from: dataset, seed: syntheticSeed)
            generated = seconds(clock.now - start)
        }
        MainThread.post { progress(.indexing) }
        start = clock.now
        let index = PriceIndex(dataset)
        let priceHistogram = index.histogram(binCount: priceBins)
        var secondaryHistogram: Histogram?
        let secondaryBounds = index.secondaryMeasure == nil ? nil : index.secondaryBounds
        if let measure = index.secondaryMeasure, let bounds = secondaryBounds {
            secondaryHistogram = Histogram(values: dataset.values(of: measure), binCount: secondaryBins,
                                           lowerBound: bounds.lowerBound, upperBound: bounds.upperBound)
        }
        let indexing = seconds(clock.now - start)
        return .success(LoadedData(index: index, priceHistogram: priceHistogram, secondaryBounds: secondaryBounds,
                                   secondaryHistogram: secondaryHistogram,
                                   timings: (read, generated, indexing), fileBytes: bytes))
    }
}
