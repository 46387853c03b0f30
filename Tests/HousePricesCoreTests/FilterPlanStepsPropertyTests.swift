// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import PropertyBased
import Testing

/// A steps filter's values (``PlannedFilter/steps``) are its column's distinct known values,
/// however late a value first appears (the plan stops reading a column once it has found the
/// count of distinct values its statistics give): checked against a naive set of the loaded
/// column's values, with values first seen in the last row, `-0` beside `0`, and blanks.
@Suite struct FilterPlanStepsPropertyTests {
    /// Field texts of the few-valued columns.
    static let pool = ["1", "2", "3", "2.5", "-0", "0", "", "4", "7", "1.5", "12", "0.25"]

    @Test func stepsAreTheColumnsDistinctKnownValues() async {
        let input = zip(
            Gen.int(in: 0...99).array(of: 2).array(of: 2...50), Gen.int(in: 1...4), Gen.int(in: 0...11))
        await propertyCheck(count: 400, input: input) { picks, early, last in
            // The first rows draw from `early` values only; the last row has one of any.
            var rows = picks.map { pair in pair.map { Self.pool[$0 % early] } }
            rows.append([Self.pool[last], Self.pool[(last + 5) % Self.pool.count]])
            let text =
                "price,rooms,baths\n"
                + rows.enumerated().map { "\(100_000 + 1_000 * $0.offset),\($0.element[0]),\($0.element[1])" }
                .joined(separator: "\n") + "\n"
            guard let table = try? DataTableLoader().load(bytes: Array(text.utf8), source: "steps.csv") else {
                Issue.record("not loaded: \(text)")
                return
            }
            let plan = FilterPlan(table: table)
            for filter in plan.filters where filter.kind == .steps {
                let column = table.columns[filter.column]
                let naive = Set((0..<column.count).map { column.number(at: $0) }.filter { !$0.isNaN }.map { $0 + 0 })
                #expect(filter.steps == naive.sorted(), "\(filter.name): \(text)")
            }
        }
    }
}
