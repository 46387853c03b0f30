// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// What one drag step shows: the number of homes passing every filter and, for each dimension,
/// its histogram under the other filters (the bars of the dimension's slider).
public struct BrushAnswer: Sendable, Equatable {
    /// Homes passing every filter, the active one at the step's selection.
    public var matchingCount: Int
    /// Per dimension, the bin counts of the homes passing every other filter.
    public var histograms: [[Int]]

    public init(matchingCount: Int, histograms: [[Int]]) {
        self.matchingCount = matchingCount
        self.histograms = histograms
    }
}
