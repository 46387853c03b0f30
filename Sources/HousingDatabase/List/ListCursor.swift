// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// Where a page of the list ended, from which the next page continues (keyset pagination): the
/// last row's sort value (nil when unknown: SQL `NULL` or `NaN`) and its key.
public struct ListCursor: Sendable, Equatable {
    public var sortValue: Double?
    public var key: Int64

    public init(sortValue: Double?, key: Int64) {
        self.sortValue = sortValue
        self.key = key
    }
}
