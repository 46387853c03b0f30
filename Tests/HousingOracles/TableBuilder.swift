// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
@_spi(Oracles) import HousingData

/// Collects the columns of the homes read so far.
struct TableBuilder {
    /// The field indices of the optional columns, -1 when absent (looked up once).
    let neighborhood, bedrooms, bathrooms, livingArea, yearBuilt: Int
    /// The columns of the homes read so far, as in ``HousingDataset``.
    var prices: [Double] = []
    var lines: [Int] = []
    var neighborhoodIDs: [Int32] = []
    var bedroomCounts: [Double] = []
    var bathroomCounts: [Double] = []
    var livingAreas: [Double] = []
    var yearsBuilt: [Double] = []
    /// The distinct neighbourhood names and their ids.
    var names = NameInterner()

    /// A builder for records whose known columns are at `columnIndex`.
    /// The file's decimal mark.
    private let mark: DecimalMark

    init(columnIndex: [HousingColumn: Int], mark: DecimalMark = .point) {
        self.mark = mark
        neighborhood = columnIndex[.neighborhood] ?? -1
        bedrooms = columnIndex[.bedrooms] ?? -1
        bathrooms = columnIndex[.bathrooms] ?? -1
        livingArea = columnIndex[.livingArea] ?? -1
        yearBuilt = columnIndex[.yearBuilt] ?? -1
    }

    /// Makes room for `capacity` homes in every column.
    mutating func reserveCapacity(_ capacity: Int) {
        prices.reserveCapacity(capacity)
        lines.reserveCapacity(capacity)
        neighborhoodIDs.reserveCapacity(capacity)
        bedroomCounts.reserveCapacity(capacity)
        bathroomCounts.reserveCapacity(capacity)
        livingAreas.reserveCapacity(capacity)
        yearsBuilt.reserveCapacity(capacity)
    }

    /// Appends the home in the parser's current record, whose price is already read.
    mutating func append(price: Double, from parser: CSVParser) {
        prices.append(price)
        lines.append(parser.line)
        neighborhoodIDs.append(neighborhoodID(from: parser))
        bedroomCounts.append(number(parser, bedrooms, wholeNumber: true))
        bathroomCounts.append(number(parser, bathrooms, wholeNumber: false))
        livingAreas.append(number(parser, livingArea, wholeNumber: false))
        yearsBuilt.append(number(parser, yearBuilt, wholeNumber: true))
    }

    /// The value of field `index`: a finite number, not negative, and whole if `wholeNumber`
    /// (below a million); NaN when the column is absent or the value does not qualify.
    private func number(_ parser: CSVParser, _ index: Int, wholeNumber: Bool) -> Double {
        guard index >= 0, let v = HousingLoader.number(parser, index, mark: mark), v.isFinite, v >= 0 else {
            return .nan
        }
        if wholeNumber {
            guard v < 1_000_000, Double(Int(v)) == v else { return .nan }
        }
        return v + 0
    }

    /// The id of the neighbourhood in the current record, -1 when absent or blank. Surrounding
    /// spaces and tabs are not part of the name.
    private mutating func neighborhoodID(from parser: CSVParser) -> Int32 {
        guard neighborhood >= 0 else { return -1 }
        return parser.withFieldBytes(neighborhood) { bytes -> Int32 in
            var start = 0, end = bytes.count
            while start < end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
            while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
            guard start < end else { return -1 }
            return names.id(for: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
    }

    /// The dataset of the homes collected.
    func dataset(columns: Set<HousingColumn>, report: LoadReport) -> HousingDataset {
        HousingDataset(
            prices: prices, lines: lines, neighborhoodIDs: neighborhoodIDs, neighborhoodNames: names.names,
            bedroomCounts: bedroomCounts, bathroomCounts: bathroomCounts, livingAreas: livingAreas,
            yearsBuilt: yearsBuilt, columns: columns, report: report)
    }
}
