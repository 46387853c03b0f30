// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import Foundation
import HousePricesCore
import HousingData
import HousingDatabase
import RangeSlider

/// What the command line asks of the window.
struct WindowOptions {
    /// The CSV file to open.
    var dataPath: String
    /// What to load: the file with its price column, dialect and `--generate`.
    var loadRequest: LoadRequest {
        LoadRequest(
            path: dataPath, priceColumn: priceColumn, generate: generate, delimiter: delimiter,
            decimalMark: decimalMark,
            database: database, sampleRows: sampleRows)
    }
    /// How the header bar names the data.
    var dataTitle: String
    var priceColumn = "price"
    /// The server's table read instead of ``dataPath`` (`--database`, `--table`), or nil.
    var database: DatabaseTableSource?
    /// Over a database, a table of more rows is read as a sample of this many rows with the
    /// server's profile of the whole table (``DatabaseTableSource/read(with:sampleRows:progress:)``).
    var sampleRows = DataLoading.sampleRows
    var generate: Int?
    /// The delimiter and decimal mark given for ``dataPath`` (nil: detected; a file opened
    /// later is always detected).
    var delimiter: CSVDelimiter?
    var decimalMark: DecimalMark?
    var minPrice: Double?
    var maxPrice: Double?
    var minArea: Double?
    var maxArea: Double?
    var minBedrooms: Double?
    var maxBedrooms: Double?
    var sort: HomeSortOrder?
    /// The file's own column to sort by once the file is read as a table, if it has it (the
    /// remembered sort; ``sort`` until then and otherwise).
    var fileSort: (name: String, ascending: Bool)?
    /// The price slider's scale (the header bar's toggle switches it to linear and back).
    var priceScale = PriceScaleChoice.quantile
    /// The window's size asked for with `--size` (nil: the remembered size, else
    /// ``HousePricesWindow/defaultSize``).
    var size: (width: Int32, height: Int32)?
    /// Whether the price track follows the homes (the header's toggle); remembered.
    var spreadByHomes = true
    /// The second filter's remembered bounds (nil: its end).
    var restoredSecondary: (lower: Double?, upper: Double?) = (nil, nil)
    /// Debug steps after the first load: detailed action names (`win.export-to::/tmp/x.csv`).
    var debugActions: [String] = []
    /// Debug: files dropped through the drop target's signal after the first load.
    var debugDrops: [String] = []
    var screenshot: String?
    /// Print a line and quit after the first frame that shows the loaded data.
    var quitAfterFirstFrame = false
    var debugReport = false
    /// Debug: show the side panel once it is built (for screenshots).
    var debugShowPanel = false
    /// Whether the file is the embedded Ames data (not added to the recent files).
    var isDefaultData = false
}
