// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The order of the visible list of a ``Crossfilter``'s matching homes.
///
/// Ascending by a dimension puts homes with equal values in the order of ``tieBreak``'s values
/// (ascending, its unknown values last), then in home order, and unknown values (NaN, unknown
/// codes) last, ordered the same way. Descending is the ascending order of the known values
/// reversed (so ties in the reverse of that order), with the unknown values still last in the
/// ascending order: unknowns are never the first rows. Without a dimension the list is in home
/// order (descending: reversed) and ``tieBreak`` means nothing.
public struct ListOrder: Sendable, Equatable {
    /// The dimension sorted by, or nil for home order.
    public var dimension: Int?
    /// True for largest first.
    public var descending: Bool
    /// The dimension that orders homes with equal values of ``dimension`` (nil: home order).
    /// The same dimension as ``dimension`` is no tie-break.
    public var tieBreak: Int?

    /// An order by `dimension` (nil: home order), ties ordered by `tieBreak` (nil: home order).
    public init(dimension: Int?, descending: Bool = false, tieBreak: Int? = nil) {
        self.dimension = dimension
        self.descending = descending
        self.tieBreak = tieBreak
    }

    /// Home order, ascending.
    public static let homeOrder = ListOrder(dimension: nil)

    /// The same order with a tie-break only where it orders anything (a dimension other than
    /// the one sorted by).
    var normalized: ListOrder {
        var o = self
        if o.dimension == nil || o.tieBreak == o.dimension { o.tieBreak = nil }
        return o
    }
}
