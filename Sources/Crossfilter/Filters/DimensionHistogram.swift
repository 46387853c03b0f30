// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// One dimension's histogram under the other dimensions' filters, as a crossfilter chart shows
/// it: per bin, the homes that pass every *other* filter, split by this dimension's own filter.
///
/// Homes excluded by another filter are in neither array; homes whose value is in no bin (NaN,
/// outside the layout's edges, an unknown code) are in neither either.
public struct DimensionHistogram: Sendable, Equatable {
    /// Per bin: homes passing every filter (the highlighted part of the bar).
    public var inside: [Int]
    /// Per bin: homes passing every other filter but not this dimension's own (the muted part).
    public var outside: [Int]

    /// The number of bins.
    public var binCount: Int { inside.count }

    /// Creates a histogram from its two arrays (they must have the same length).
    public init(inside: [Int], outside: [Int]) {
        precondition(inside.count == outside.count, "inside and outside must have as many bins")
        self.inside = inside
        self.outside = outside
    }
}
