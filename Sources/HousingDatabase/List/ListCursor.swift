// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// Where a page of the list ended, from which the next page continues (keyset pagination): the
/// last row's sort values (``ListPageQuery``'s, none when the list is in key order) and its key.
public struct ListCursor: Sendable, Equatable {
    public var sortValues: [Double]
    public var key: Int64

    public init(sortValues: [Double], key: Int64) {
        self.sortValues = sortValues
        self.key = key
    }
}
