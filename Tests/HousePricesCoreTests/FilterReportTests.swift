// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import HousePricesCore
import HousingData
import Testing

/// The debug report's lines of a filter result (``FilterReport``).
@Suite struct FilterReportTests {
    /// The report's bars and counts against counts made here from the CSV's text.
    @Test func theReportLinesCountTheFileAsItIsWritten() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/windsor-housing-sample.csv").path
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
            .map { $0.split(separator: ",").map(String.init) }
        let table = try DataTableLoader().load(path: path)
        let session = try FilterSession(table: table, plan: FilterPlan(table: table))
        session.set(1, .range(lower: 4000, upper: 8000))  // lotsize
        session.set(9, .picks([1]))  // airco: yes
        let lines = FilterReport.lines(session.result, plan: session.plan)
        #expect(lines.contains("Filter lotsize: 4000.0...8000.0"))
        #expect(lines.contains("Filter airco: picks yes"))
        #expect(lines.contains("Filter price: all"))
        // Bedrooms (one bar per whole number from the fewest to the most): homes with air
        // conditioning and a lot of 4,000–8,000 sq ft, every one inside (bedrooms is not filtered).
        let lot = { (r: [String]) in (4000...8000).contains(Int(r[1])!) }
        let passing = rows.filter { lot($0) && $0[9] == "yes" }
        let beds = rows.map { Int($0[2])! }
        let bedBars = (beds.min()!...beds.max()!).map { b in passing.filter { Int($0[2])! == b }.count }
        #expect(
            lines.contains(
                """
                Histogram bedrooms: inside=\(bedBars.map(String.init).joined(separator: ",")) \
                outside=\(bedBars.map { _ in "0" }.joined(separator: ","))
                """))
        // Air conditioning: counts among the homes on such lots.
        let onLot = rows.filter(lot)
        #expect(
            lines.contains(
                """
                Choices airco: [ ] no=\(onLot.filter { $0[9] == "no" }.count) | [x] \
                yes=\(onLot.filter { $0[9] == "yes" }.count)
                """))
        #expect(lines.count == 2 * session.filterCount)
    }
}
