// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The order of the visible list of a ``Crossfilter``'s matching homes.
///
/// Ascending by a dimension puts ties in home order and unknown values (NaN, unknown codes) last,
/// in home order. Descending is the ascending order of the known values reversed (so ties in
/// reverse home order), with the unknown values still last in home order: unknowns are never the
/// first rows. Without a dimension the list is in home order (descending: reversed).
public struct ListOrder: Sendable, Equatable {
    /// The dimension sorted by, or nil for home order.
    public var dimension: Int?
    /// True for largest first.
    public var descending: Bool

    /// An order by `dimension` (nil: home order).
    public init(dimension: Int?, descending: Bool = false) {
        self.dimension = dimension
        self.descending = descending
    }

    /// Home order, ascending.
    public static let homeOrder = ListOrder(dimension: nil)
}
