extension DataTable {
    /// The known columns of `dataset` as a table: row k is home k, one column per known column
    /// the dataset has (neighbourhood as categories in order of first appearance, the price, and
    /// bedrooms, bathrooms, living area and year built as numbers, NaN when unknown), named as
    /// the source's header named them. For homes that were never a file's rows, such as
    /// `--generate`'s synthetic homes, so that the window's coordinated filters count them as
    /// they count a file's. Storage: 4 bytes a row per number (8 for the price), 1–2 for the
    /// neighbourhood.
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
                columns.append(DataColumn(name: name, label: label, readAs: .real, values: .float(numbers.map(Float.init)),
                                          categories: [], unreadableCount: 0))
            }
        }
        self.init(columns: columns, rowCount: dataset.count, lines: nil, priceColumnIndex: priceIndex, dialect: CSVDialect(),
                  report: dataset.report)
    }
}
