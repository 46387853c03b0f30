/// One column of the homes, as the ``Crossfilter`` takes it: a name and one value per home.
///
/// Numeric columns are stored as `Float` (4 bytes a home): a `Double` column is rounded to the
/// nearest `Float` once, when the engine is built, and every filter compares the stored value
/// (widened exactly to `Double`) with the filter's `Double` bounds. Whole numbers up to 16,777,216
/// (prices, areas, years) are kept exactly; larger magnitudes lose their last digits, and values
/// beyond `Float`'s range become ±infinity. NaN is an unknown value.
public struct CrossfilterColumn: Sendable {
    /// What a column holds.
    public enum Values: Sendable {
        /// One number per home (NaN = unknown) and the bins of its histogram.
        case numeric([Float], bins: HistogramLayout)
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

    /// A numeric column of `Double` values, rounded to `Float` (see the type's comment).
    public static func numeric(_ name: String, _ values: [Double], bins: HistogramLayout) -> CrossfilterColumn {
        CrossfilterColumn(name: name, values: .numeric(values.map { Float($0) }, bins: bins))
    }

    /// A categorical column: codes `0..<categoryCount`, anything larger unknown.
    public static func categorical(_ name: String, codes: [UInt16], categoryCount: Int) -> CrossfilterColumn {
        CrossfilterColumn(name: name, values: .categorical(codes, categoryCount: categoryCount))
    }

    /// The number of homes (values) in the column.
    public var count: Int {
        switch values {
        case .numeric(let v, _): return v.count
        case .categorical(let c, _): return c.count
        }
    }
}
