// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT

/// The query of the categories' counts of choice and toggle filters: per filter, how many homes
/// of each category pass a condition (the other filters), in one statement of one scan per
/// filter. Homes of no category (unknown) are not counted.
public struct ChoiceCountQuery: Sendable {
    /// One filter: its category expression (``FilterClause/category(of:in:)``,
    /// ``FilterClause/yesNo(of:)``: an index or `NULL`), how many categories it has, and the
    /// condition the homes counted meet.
    public struct Choice: Sendable {
        public var category: String
        public var categoryCount: Int
        public var condition: String
        public init(category: String, categoryCount: Int, condition: String) {
            self.category = category
            self.categoryCount = categoryCount
            self.condition = condition
        }
    }

    /// The table (``SQLText/qualifiedName(_:)`` quotes it).
    public var table: String
    public var choices: [Choice]

    public init(table: String, choices: [Choice]) {
        self.table = table
        self.choices = choices
    }

    /// Rows `(choice, category, count)`, one per category counted of each choice.
    public var statement: String {
        let table = SQLText.qualifiedName(table)
        return choices.enumerated().map { i, choice in
            """
            (SELECT \(i), c, count(*) FROM (SELECT \(choice.category) AS c FROM \(table) \
            WHERE \(choice.condition)) AS categorized WHERE c IS NOT NULL GROUP BY c)
            """
        }.joined(separator: " UNION ALL ")
    }

    /// Per choice, the count of each category in the rows of ``statement``. Throws
    /// ``DatabaseError/unexpectedResult(_:)`` when they do not have its shape.
    public func counts(from result: QueryResult) throws -> [[Int]] {
        var counts = choices.map { [Int](repeating: 0, count: $0.categoryCount) }
        guard result.columns.count == 3 || result.rows.isEmpty else {
            throw DatabaseError.unexpectedResult("\(result.columns.count) columns; 3 expected")
        }
        for r in result.rows.indices {
            guard let i = try result.integer(r, 0), let c = try result.integer(r, 1),
                let n = try result.integer(r, 2), counts.indices.contains(i), counts[i].indices.contains(c)
            else { throw DatabaseError.unexpectedResult("row \(r) is no category's count") }
            counts[i][c] += n
        }
        return counts
    }
}
