// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import ArgumentParser
import CAdwaita
import CommandLineOptions
import Foundation
import HousePricesCore
import HousingData
import HousingDatabase
import RangeSlider

/// `house-prices`: the house-price filter window, the project's main app.
struct HousePricesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "house-prices",
        abstract: "Filter house sales by price and living area with range sliders.",
        discussion: """
            Opens a window with a price range slider (the prices' histogram drawn in its track), a \
            second slider for living area (bedrooms when the data has no area column), the number \
            of matching homes and a sortable list of them. Without --data it shows 2,930 real \
            sales from Ames, Iowa, 2006-2010 (data/ames-housing.csv).

            Bounds may be written as numbers with grouping commas, a leading $ for prices, and a \
            k or m suffix: 129500, $129,500, 129.5k. Bounds outside the data's range are clamped \
            to it.

            Standard output gets a line "Showing N of M homes" once the data is loaded and \
            whenever the number of matching homes changes. Rows of the file that cannot be read \
            are reported on standard error as "FILE:LINE: skipped: reason", and in the window.

            A FILE.csv given without --data opens like --data FILE.csv (the desktop file's \
            "Open With").

            Exit status: 0 on success; 1 when --screenshot could not use the data or write the \
            image; 2 for a bad option or value.
            """,
        version: AppInfo.version)

    @Argument(help: ArgumentHelp("A CSV file to open (as --data).", valueName: "FILE.csv"))
    var file: String?

    @Option(
        name: .customLong("data"),
        help: ArgumentHelp(
            "Open this CSV file (a header row and a price column) instead of the Ames sales.",
            valueName: "FILE.csv"))
    var dataFile: String?

    @Option(
        help: ArgumentHelp(
            """
            Read the homes from a PostgreSQL server instead of a file: a libpq connection string \
            (host=/run/postgresql dbname=sales, or postgresql://host/sales); what it leaves out comes \
            from the PG* environment variables. No password here: use PGPASSWORD or ~/.pgpass. With \
            --table.
            """, valueName: "CONNINFO"))
    var database: String?

    @Option(help: ArgumentHelp("The table (or schema.table) to read with --database.", valueName: "NAME"))
    var table: String?

    @OptionGroup var csv: CSVReadingOptions

    @Option(
        help: ArgumentHelp(
            "Replace the data with N synthetic homes drawn from its distributions, e.g. 1000000.",
            valueName: "N"))
    var generate: Int?

    @Option(help: ArgumentHelp("The initial lowest price, e.g. 100000, $100,000 or 100k.", valueName: "PRICE"))
    var minPrice: String?

    @Option(help: ArgumentHelp("The initial highest price.", valueName: "PRICE"))
    var maxPrice: String?

    @Option(
        help: ArgumentHelp("The initial smallest living area in square feet (the second filter).", valueName: "SQFT"))
    var minArea: String?

    @Option(help: ArgumentHelp("The initial largest living area in square feet.", valueName: "SQFT"))
    var maxArea: String?

    @Option(
        help: ArgumentHelp(
            "The initial fewest bedrooms (the second filter when the data has no living area).",
            valueName: "N"))
    var minBedrooms: String?

    @Option(help: ArgumentHelp("The initial most bedrooms.", valueName: "N"))
    var maxBedrooms: String?

    @Option(
        help: ArgumentHelp(
            """
            Sort the list by this column: neighbourhood, price, bedrooms, bathrooms, living-area or \
            year-built, with :desc for largest first (default price).
            """, valueName: "COLUMN[:desc]"))
    var sort: String?

    @Option(
        help: ArgumentHelp(
            """
            The price slider's scale: quantile (default: each pixel of the track covers about as many \
            homes), linear (equal dollars) or logarithmic (equal ratios).
            """, valueName: "SCALE"))
    var priceScale: PriceScaleChoice = .quantile

    @Option(help: ArgumentHelp("The window's size in logical pixels (default 1000x760).", valueName: "WIDTHxHEIGHT"))
    var size: String?

    @Option(
        help: ArgumentHelp(
            "Render the window to this PNG file once the data is loaded, and exit.",
            valueName: "FILE.png"))
    var screenshot: String?

    @Flag(
        help: """
            Print \"First frame with the data\" and exit once the window has drawn the loaded data (for \
            start-up timing).
            """)
    var quitAfterFirstFrame = false

    @Flag(help: .hidden)
    var debugReport = false

    // For tests: over --database, the rows read as a sample of a larger table (20,000).
    @Option(name: .customLong("debug-sample-rows"), help: .hidden)
    var debugSampleRows: Int?

    // For screenshots: show the side panel of more filters once it is built.
    @Flag(help: .hidden)
    var debugShowPanel = false

    // For tests: after the first load, activate these actions (`win.open-file::/path`,
    // `win.export-to::/path`, `win.copy`, `app.about`, …) as a menu item would, in order.
    @Option(name: .customLong("debug-action"), help: .hidden)
    var debugActions: [String] = []

    // For tests: after the first load, emit the window's drop target's `drop` signal with
    // this file, as GTK does for a file dropped on the window.
    @Option(name: .customLong("debug-drop"), help: .hidden)
    var debugDrops: [String] = []

    // Parsed in validate().
    private var bounds: [String: Double] = [:]
    private var sortOrder: HomeSortOrder?
    private var windowSize: (Int32, Int32)?
    private var databaseSource: DatabaseTableSource?

    private enum CodingKeys: String, CodingKey {
        case file, dataFile, database, table, csv, generate, minPrice, maxPrice,
            minArea, maxArea, minBedrooms, maxBedrooms
        case sort, priceScale, size, screenshot, quitAfterFirstFrame, debugReport, debugShowPanel, debugActions,
            debugDrops, debugSampleRows
    }

    mutating func validate() throws {
        // ArgumentParser may call this more than once on one value: check, don't move `file`.
        if file != nil, dataFile != nil {
            throw ValidationError("give the file either as FILE.csv or with --data, not both")
        }
        if database != nil || table != nil {
            guard let database, let table else {
                throw ValidationError("--database and --table go together: give both")
            }
            guard file == nil, dataFile == nil else {
                throw ValidationError("give either a file or --database, not both")
            }
            do { databaseSource = try DatabaseTableSource(connectionInfo: database, table: table) } catch {
                throw ValidationError(error.description)
            }
        }
        if let size {
            let parts = size.lowercased().split(separator: "x").compactMap { Int32($0) }
            guard parts.count == 2, (200...10_000).contains(parts[0]), (200...10_000).contains(parts[1]) else {
                throw ValidationError(
                    "--size: \"\(size)\" is not WIDTHxHEIGHT with each from 200 to 10000 (for example 640x600)")
            }
            windowSize = (parts[0], parts[1])
        }
        func parse(_ text: String?, _ option: String, _ parser: (String) -> Double?, example: String) throws {
            guard let text else { return }
            guard let value = parser(text) else {
                throw ValidationError("--\(option): \"\(text)\" is not a valid value (for example \(example))")
            }
            bounds[option] = value
        }
        try parse(minPrice, "min-price", BoundText.parsePrice, example: "129500, $129,500 or 129.5k")
        try parse(maxPrice, "max-price", BoundText.parsePrice, example: "129500, $129,500 or 129.5k")
        try parse(minArea, "min-area", { BoundText.parse($0, of: .livingArea) }, example: "1500 or 1,500")
        try parse(maxArea, "max-area", { BoundText.parse($0, of: .livingArea) }, example: "1500 or 1,500")
        try parse(minBedrooms, "min-bedrooms", { BoundText.parse($0, of: .bedrooms) }, example: "2")
        try parse(maxBedrooms, "max-bedrooms", { BoundText.parse($0, of: .bedrooms) }, example: "4")
        for name in ["price", "area", "bedrooms"] {
            if let low = bounds["min-\(name)"], let high = bounds["max-\(name)"], low > high {
                throw ValidationError("--min-\(name) (\(low)) is greater than --max-\(name) (\(high))")
            }
        }
        if let generate, generate < 1 || generate > 50_000_000 {
            throw ValidationError("--generate: \(generate) is not a number of homes from 1 to 50,000,000")
        }
        if let sort {
            guard let order = HomeSortOrder(argument: sort) else {
                let names = HomeListColumn.allCases.map(\.argumentName).joined(separator: ", ")
                throw ValidationError(
                    "--sort: \"\(sort)\" is not a column (\(names)), optionally followed by :asc or :desc")
            }
            sortOrder = order
        }
        if let screenshot, screenshot.isEmpty {
            throw ValidationError("--screenshot: the file name is empty")
        }
    }

    func run() throws {
        setvbuf(stdout, nil, _IOLBF, 0)
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let executableDirectory = (executable as NSString).deletingLastPathComponent
        AppLocalization.setUp(executableDirectory: executableDirectory)
        // GTK_THEME=Adwaita:dark (what this window honoured before it used libadwaita) asks for
        // libadwaita's dark style; libadwaita brings its own stylesheet, so the variable goes.
        var forceDark = false
        if let theme = ProcessInfo.processInfo.environment["GTK_THEME"], theme.lowercased().hasSuffix(":dark") {
            forceDark = true
            unsetenv("GTK_THEME")
        }
        var options: WindowOptions
        if let databaseSource {
            options = WindowOptions(dataPath: databaseSource.title, dataTitle: databaseSource.title)
            options.database = databaseSource
            if let debugSampleRows { options.sampleRows = max(1, debugSampleRows) }
        } else if let dataFile = dataFile ?? file {
            options = WindowOptions(dataPath: dataFile, dataTitle: DataTitle.fileName(of: dataFile))
        } else {
            guard
                let path = DefaultData.locate(
                    executablePath: executable, sourceFile: #filePath,
                    exists: { FileManager.default.fileExists(atPath: $0) })
            else {
                let tried = DefaultData.candidates(executablePath: executable, sourceFile: #filePath).joined(
                    separator: ", ")
                FileHandle.standardError.write(
                    Data(
                        """
                        house-prices: the default data \(DefaultData.fileName) was not found (looked for \(tried)); \
                        pass --data FILE.csv\n
                        """.utf8))
                throw ExitCode(1)
            }
            options = WindowOptions(dataPath: path, dataTitle: DefaultData.fileName)
            options.isDefaultData = true
        }
        options.priceColumn = csv.priceColumn ?? "price"
        options.delimiter = csv.delimiter
        options.decimalMark = csv.decimalMark
        options.generate = generate
        options.minPrice = bounds["min-price"]
        options.maxPrice = bounds["max-price"]
        options.minArea = bounds["min-area"]
        options.maxArea = bounds["max-area"]
        options.minBedrooms = bounds["min-bedrooms"]
        options.maxBedrooms = bounds["max-bedrooms"]
        options.sort = sortOrder
        options.priceScale = priceScale
        if let windowSize { options.size = (width: windowSize.0, height: windowSize.1) }
        options.screenshot = screenshot
        options.quitAfterFirstFrame = quitAfterFirstFrame
        options.debugReport = debugReport
        options.debugShowPanel = debugShowPanel
        options.debugActions = debugActions
        options.debugDrops = debugDrops
        // The data loads on another thread while GTK and libadwaita start; the window adopts it.
        EarlyDataLoad.begin(options.loadRequest)

        var window: HousePricesWindow?
        let status = AdwaitaApplication.run(id: AppInfo.id) { app in
            if let window {  // a second activation: show the window we have
                window.present()
                return
            }
            if forceDark {
                adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_DARK)
            }
            let w = HousePricesWindow(
                app: app, options: options,
                state: WindowState.open(executableDirectory: executableDirectory))
            window = w
            w.present()
            w.start()
        }
        let exitStatus = status != 0 ? status : (window?.exitStatus ?? 0)
        window = nil
        if exitStatus != 0 { throw ExitCode(exitStatus) }
    }
}

// Parse by hand so that a bad option or value exits with status 2 (ArgumentParser's own is 64).
do {
    let command = try HousePricesCommand.parse()
    try command.run()
} catch {
    let code = HousePricesCommand.exitCode(for: error)
    if code == .success || error is ExitCode {
        HousePricesCommand.exit(withError: error)  // --help: the help text, status 0
    }
    FileHandle.standardError.write(Data((HousePricesCommand.fullMessage(for: error) + "\n").utf8))
    exit(2)
}

extension PriceScaleChoice: ExpressibleByArgument {}
