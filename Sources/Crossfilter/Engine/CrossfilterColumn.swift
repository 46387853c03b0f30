// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One column of the homes, as the ``Crossfilter`` takes it: a name and one value per home.
///
/// Numeric values are kept exactly as given: a `Double` column whose every value is exactly a
/// `Float` (whole numbers up to 16,777,216: prices, areas, years) is stored as `Float` (4 bytes a
/// home), any other `Double` column as `Double` (8 bytes a home: latitudes, longitudes). Every
/// filter and bin compares the stored value, widened exactly to `Double`, with `Double` bounds
/// and edges, so a bound at a column's extreme value keeps that value. NaN is an unknown value.
public struct CrossfilterColumn: Sendable {
    /// What a column holds.
    public enum Values: Sendable {
        /// One number per home (NaN = unknown) and the bins of its histogram.
        case numeric([Float], bins: HistogramLayout)
        /// One number per home that is not exactly a `Float` (NaN = unknown) and the bins of
        /// its histogram.
        case preciseNumeric([Double], bins: HistogramLayout)
        /// One small code per home, `0..<categoryCount`; a code of `categoryCount` or more is an
        /// unknown category. Each code is one bin of the histogram.
        case categorical([UInt16], categoryCount: Int)
    }

    /// The column's name (for reports; the engine does not interpret it).
    public let name: String
    /// The column's values.
    public let values: Values

    /// A numeric column of `Float` values.
    public static func numeric(_ name: String, _ values: [Float], bins: HistogramLayout) -> CrossfilterColumn {
        CrossfilterColumn(name: name, values: .numeric(values, bins: bins))
    }

    /// A numeric column of `Double` values: stored as `Float` when every value is exactly one
    /// (NaN included), else as they are (see the type's comment).
    public static func numeric(_ name: String, _ values: [Double], bins: HistogramLayout) -> CrossfilterColumn {
        let fitsFloat = values.allSatisfy { $0.isNaN || Double(Float($0)) == $0 }
        return CrossfilterColumn(
            name: name,
            values: fitsFloat
                ? .numeric(values.map { Float($0) }, bins: bins)
                : .preciseNumeric(values, bins: bins))
    }

    /// A categorical column: codes `0..<categoryCount`, anything larger unknown.
    public static func categorical(_ name: String, codes: [UInt16], categoryCount: Int) -> CrossfilterColumn {
        CrossfilterColumn(name: name, values: .categorical(codes, categoryCount: categoryCount))
    }

    /// The number of homes (values) in the column.
    public var count: Int {
        switch values {
        case .numeric(let v, _): return v.count
        case .preciseNumeric(let v, _): return v.count
        case .categorical(let c, _): return c.count
        }
    }
}
