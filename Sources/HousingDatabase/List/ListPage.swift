// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// One screen of the list: the rows' keys and values, and the cursor of the next page.
public struct ListPage: Sendable, Equatable {
    /// Each row's key.
    public var keys: [Int64]
    /// Each row's fields of the query's columns as the server writes them (nil for SQL `NULL`).
    public var rows: [[String?]]
    /// Where the next page starts; nil when this page is the last.
    public var next: ListCursor?

    public init(keys: [Int64], rows: [[String?]], next: ListCursor?) {
        self.keys = keys
        self.rows = rows
        self.next = next
    }
}
