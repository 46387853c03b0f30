// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Homes read row by row, with the known house columns they have: a table's
/// (``HomeColumns``, what the window reads) or the tests' copied columns.
///
/// Row k is home k; what the list, its column widths and the export read.
public protocol HomeSource {
    /// The number of homes.
    var count: Int { get }
    /// Home `row` (0 ≤ `row` < ``count``).
    subscript(row: Int) -> HomeRecord { get }
    /// The known columns the homes have (``HousingColumn/price`` always among them).
    var columns: Set<HousingColumn> { get }
    /// The header name each known column came from.
    var columnNames: [HousingColumn: String] { get }
    /// The distinct neighbourhood names.
    var neighborhoodNames: [String] { get }
    /// The cheapest…dearest price, or nil when there are no homes.
    var priceBounds: ClosedRange<Double>? { get }
    /// The smallest…largest known value of `measure`, or nil when no home has one.
    func bounds(of measure: SecondaryMeasure) -> ClosedRange<Double>?
}
