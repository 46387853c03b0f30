// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
extension DataTable {
    /// The known columns of `dataset` as a table: row k is home k, one column per known column
    /// the dataset has (neighbourhood as categories in order of first appearance, the price, and
    /// bedrooms, bathrooms, living area and year built as numbers, NaN when unknown), named as
    /// the source's header named them. For homes that were never a file's rows, such as
    /// `--generate`'s synthetic homes, so that the window's coordinated filters count them as
    /// they count a file's. The values are kept exactly: 4 bytes a row per number column whose
    /// values are all exactly `Float`s, else 8 (the price always 8), 1–2 for the neighbourhood.
    public init(homes dataset: HousingDataset) {
        let order: [HousingColumn] = [.neighborhood, .price, .bedrooms, .bathrooms, .livingArea, .yearBuilt]
        var columns: [DataColumn] = []
        var priceIndex: Int?
        for (index, known) in order.enumerated() where known == .price || dataset.columns.contains(known) {
            let name = dataset.report.columnNames[known] ?? known.rawValue
            let label = ColumnLabel.label(for: name, index: index)
            switch known {
            case .neighborhood:
                let names = dataset.neighborhoodNames
                let values: ColumnValues
                if names.count < Int(UInt8.max) {
                    values = .codes(.u8(dataset.neighborhoodIDs.map { UInt8(truncatingIfNeeded: $0 + 1) }))
                } else if names.count < Int(UInt16.max) {
                    values = .codes(.u16(dataset.neighborhoodIDs.map { UInt16(truncatingIfNeeded: $0 + 1) }))
                } else {
                    values = .codes(.u32(dataset.neighborhoodIDs.map { UInt32(truncatingIfNeeded: $0 + 1) }))
                }
                columns.append(DataColumn(name: name, label: label, readAs: .text, values: values, categories: names, unreadableCount: 0))
            case .price:
                priceIndex = columns.count
                columns.append(DataColumn(name: name, label: label, readAs: .real, values: .double(dataset.prices), categories: [],
                                          unreadableCount: 0, isPrice: true))
            case .bedrooms, .bathrooms, .livingArea, .yearBuilt:
                let numbers: [Double]
                switch known {
                case .bedrooms: numbers = dataset.bedroomCounts
                case .bathrooms: numbers = dataset.bathroomCounts
                case .livingArea: numbers = dataset.livingAreas
                default: numbers = dataset.yearsBuilt
                }
                columns.append(DataColumn(name: name, label: label, readAs: .real, values: NumberBuilder.values(of: numbers),
                                          categories: [], unreadableCount: 0))
            }
        }
        self.init(columns: columns, rowCount: dataset.count, lines: nil, priceColumnIndex: priceIndex, dialect: CSVDialect(),
                  report: dataset.report)
    }

    /// The known columns of `dataset` as ``init(homes:)`` makes them, then every other column
    /// of `source` (lot area, year sold, building type, …; not its identifiers), home k taking
    /// source row `rows[k]` (``SyntheticHomes/generate(count:from:seed:keepingSourceRows:)`` says
    /// which row each synthetic home resampled). The copied values are the source's, unchanged.
    public init(homes dataset: HousingDataset, otherColumnsOf source: DataTable, rows: [Int32]) {
        precondition(rows.count == dataset.count, "one source row per home")
        let known = DataTable(homes: dataset)
        let taken = Set(known.columns.map { $0.name.lowercased() })
        var columns = known.columns
        for (c, column) in source.columns.enumerated()
        where c != source.priceColumnIndex && !column.isIdentifier && !taken.contains(column.name.lowercased()) {
            let values: ColumnValues
            let readAs: ColumnKind
            switch column.values {
            case .float(let v): values = .float(rows.map { v[Int($0)] }); readAs = .real
            case .double(let v): values = .double(rows.map { v[Int($0)] }); readAs = .real
            case .codes(.u8(let v)): values = .codes(.u8(rows.map { v[Int($0)] })); readAs = column.kind == .boolean ? .boolean : .text
            case .codes(.u16(let v)): values = .codes(.u16(rows.map { v[Int($0)] })); readAs = column.kind == .boolean ? .boolean : .text
            case .codes(.u32(let v)): values = .codes(.u32(rows.map { v[Int($0)] })); readAs = column.kind == .boolean ? .boolean : .text
            case .none: continue
            }
            columns.append(DataColumn(name: column.name, label: column.label, readAs: readAs, values: values,
                                      categories: column.categories, unreadableCount: 0))
        }
        self.init(columns: columns, rowCount: dataset.count, lines: nil, priceColumnIndex: known.priceColumnIndex,
                  dialect: CSVDialect(), report: dataset.report)
    }
}
