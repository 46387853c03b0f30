import Testing

// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
@testable import Crossfilter

/// Unit tests of the crossfilter engine: bad input (each refused with its error or given its
/// documented result), the rules for unknown values and open or inverted bounds, whole-number
/// bins, the list order, and that a step touches only the homes between the old and new thumb.
@Suite struct CrossfilterTests {
    static let layout = try! HistogramLayout.integers(0...9)

    @Test func badLayoutsAreRefused() {
        #expect(throws: CrossfilterError.self) { try HistogramLayout(edges: [1]) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout(edges: []) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout(edges: [0, 1, 1]) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout(edges: [0, .nan]) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout(edges: [0, .infinity]) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout(edges: [2, 1]) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout.uniform(lower: 0, upper: 1, count: 0) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout.uniform(lower: 0, upper: 1, count: .max) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout.uniform(lower: 1, upper: 1, count: 3) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout.uniform(lower: 0, upper: .nan, count: 3) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout.uniform(lower: 0, upper: 1e-320, count: 100_000) }
        #expect(throws: CrossfilterError.self) { try HistogramLayout.integers(0...(1 << 21)) }
    }

    @Test func wholeNumberBinsAreCentredOnTheirValues() throws {
        let l = try HistogramLayout.integers(1...6)
        #expect(l.binCount == 6)
        #expect(l.edges.first == 0.5 && l.edges.last == 6.5)
        for v in 1...6 { #expect(l.bin(of: Double(v)) == v - 1) }
        #expect(l.bin(of: 0.4) == nil && l.bin(of: 6.6) == nil && l.bin(of: .nan) == nil)
        #expect(l.bin(of: 6.5) == 5)  // the last bin is closed
    }

    @Test func badColumnsAreRefused() {
        #expect(throws: CrossfilterError.columnLengthsDiffer(name: "b", count: 1, expected: 2)) {
            try Crossfilter(columns: [
                .numeric("a", [Float(1), 2], bins: Self.layout), .numeric("b", [Float(1)], bins: Self.layout),
            ])
        }
        #expect(throws: CrossfilterError.invalidCategoryCount(name: "c", count: 0)) {
            try Crossfilter(columns: [.categorical("c", codes: [0], categoryCount: 0)])
        }
        #expect(throws: CrossfilterError.invalidCategoryCount(name: "c", count: 70_000)) {
            try Crossfilter(columns: [.categorical("c", codes: [0], categoryCount: 70_000)])
        }
        let many = (0..<65).map { CrossfilterColumn.numeric("d\($0)", [Float](), bins: Self.layout) }
        #expect(throws: CrossfilterError.tooManyDimensions(65)) { try Crossfilter(columns: many) }
    }

    @Test func wrongDimensionsAndKindsAreRefused() throws {
        let f = try Crossfilter(columns: [
            .numeric("n", [Float(1)], bins: Self.layout), .categorical("c", codes: [0], categoryCount: 2),
        ])
        #expect(throws: CrossfilterError.noSuchDimension(2)) { try f.setRange(2, lower: 0, upper: 1) }
        #expect(throws: CrossfilterError.noSuchDimension(-1)) { try f.clearFilter(-1) }
        #expect(throws: CrossfilterError.notNumeric(1)) { try f.setRange(1, lower: 0, upper: 1) }
        #expect(throws: CrossfilterError.notCategorical(0)) { try f.setSelection(0, codes: [0]) }
        #expect(throws: CrossfilterError.noSuchDimension(5)) { try f.setListOrder(ListOrder(dimension: 5)) }
        #expect(f.histogram(2) == nil && f.filter(7) == nil && !f.matches(home: 1) && !f.matches(home: -1))
        #expect(f.matchingCount == 1)
    }

    @Test func noHomesAndNoColumnsGiveEmptyAnswers() throws {
        let empty = try Crossfilter(columns: [.numeric("n", [Float](), bins: Self.layout)])
        try empty.setRange(0, lower: 1, upper: 2)
        try empty.setListOrder(ListOrder(dimension: 0, descending: true))
        #expect(empty.matchingCount == 0 && empty.visibleRows(offset: 0, count: 10).isEmpty)
        #expect(
            empty.histogram(0)
                == DimensionHistogram(inside: Array(repeating: 0, count: 10), outside: Array(repeating: 0, count: 10)))
        let none = try Crossfilter(columns: [])
        #expect(none.homeCount == 0 && none.dimensionCount == 0 && none.visibleRows(offset: 0, count: 3).isEmpty)
        let negative = try Crossfilter(columns: [], homeCount: -4)
        #expect(negative.homeCount == 0 && negative.matchingCount == 0)
    }

    /// An engine with no filters over a given number of homes matches every one, in home order
    /// (either direction); a column of another length than the count given throws.
    @Test func noColumnsOverHomesMatchEveryHome() throws {
        let f = try Crossfilter(columns: [], homeCount: 5)
        #expect(f.homeCount == 5 && f.dimensionCount == 0 && f.matchingCount == 5)
        #expect(
            f.visibleRows(offset: 0, count: 10) == [0, 1, 2, 3, 4] && f.visibleRows(offset: 3, count: 10) == [3, 4])
        #expect((0..<5).allSatisfy(f.matches(home:)))
        try f.setListOrder(ListOrder(dimension: nil, descending: true))
        #expect(f.visibleRows(offset: 0, count: 10) == [4, 3, 2, 1, 0])
        f.clearAllFilters()
        f.recomputeFromScratch()
        #expect(f.matchingCount == 5)
        #expect(throws: CrossfilterError.columnLengthsDiffer(name: "n", count: 2, expected: 3)) {
            try Crossfilter(columns: [.numeric("n", [Float](arrayLiteral: 1, 2), bins: Self.layout)], homeCount: 3)
        }
        let given = try Crossfilter(
            columns: [.numeric("n", [Float](arrayLiteral: 1, 2), bins: Self.layout)], homeCount: 2)
        #expect(given.matchingCount == 2)
    }

    /// Unknown values pass only no filter; a range open at both ends (infinities or NaN) is no
    /// filter; an inverted range selects nothing.
    @Test func unknownValuesAndOddBoundsFollowTheDocumentedRule() throws {
        let values: [Float] = [1, .nan, 3, .infinity, -.infinity]
        let f = try Crossfilter(columns: [.numeric("n", values, bins: Self.layout)])
        #expect(f.matchingCount == 5)
        try f.setRange(0, lower: -.infinity, upper: 10)
        #expect(f.matchingCount == 3 && !f.matches(home: 1))  // NaN left out; −inf kept
        try f.setRange(0, lower: .nan, upper: .nan)
        #expect(f.matchingCount == 5 && f.filter(0) == .all)
        try f.setRange(0, lower: 2, upper: .nan)
        #expect(f.visibleRows(offset: 0, count: 9) == [2, 3])  // 3 and +inf
        try f.setRange(0, lower: 3, upper: 1)
        #expect(f.matchingCount == 0 && f.histogram(0)!.inside.allSatisfy { $0 == 0 })
        #expect(f.histogram(0)!.outside.reduce(0, +) == 2)  // 1 and 3 have bins; ±inf, NaN none
        try f.clearFilter(0)
        #expect(f.matchingCount == 5)
    }

    @Test func unknownCodesPassOnlyNoSelection() throws {
        let f = try Crossfilter(columns: [.categorical("c", codes: [0, 1, 7, 1], categoryCount: 2)])
        try f.setSelection(0, codes: [0, 1, 7, -3])
        #expect(f.matchingCount == 3 && !f.matches(home: 2))
        #expect(f.histogram(0) == DimensionHistogram(inside: [1, 2], outside: [0, 0]))
        try f.setSelection(0, codes: [1])
        #expect(f.histogram(0) == DimensionHistogram(inside: [0, 2], outside: [1, 0]))
        #expect(f.filter(0) == .codes([1]))
        try f.setSelection(0, codes: nil)
        #expect(f.matchingCount == 4)
    }

    /// Descending lists the known values largest first, ties in reverse home order, and the
    /// unknown values still last.
    @Test func listOrderPutsUnknownValuesLastBothWays() throws {
        let f = try Crossfilter(columns: [.numeric("n", [Float(2), .nan, 1, 2, -0.0, 0], bins: Self.layout)])
        try f.setListOrder(ListOrder(dimension: 0))
        #expect(f.visibleRows(offset: 0, count: 10) == [4, 5, 2, 0, 3, 1])
        try f.setListOrder(ListOrder(dimension: 0, descending: true))
        #expect(f.visibleRows(offset: 0, count: 10) == [3, 0, 2, 5, 4, 1])
        #expect(f.visibleRows(offset: 2, count: 2) == [2, 5])
        #expect(f.visibleRows(offset: 6, count: 2).isEmpty && f.visibleRows(offset: -1, count: 2).isEmpty)
        try f.setListOrder(ListOrder(dimension: nil, descending: true))
        #expect(f.visibleRows(offset: 0, count: 10) == [5, 4, 3, 2, 1, 0])
    }

    /// A tie-break orders equal values by another dimension (its unknowns last), descending
    /// reverses the known part, and unknown values stay last in the ascending order.
    @Test func aTieBreakOrdersEqualValuesByAnotherDimension() throws {
        let beds: [Float] = [3, 2, 3, .nan, 3, 2, .nan]
        let price: [Float] = [300, 250, 100, 50, .nan, 250, 20]
        let f = try Crossfilter(columns: [
            .numeric("beds", beds, bins: Self.layout), .numeric("price", price, bins: Self.layout),
        ])
        #expect(throws: CrossfilterError.noSuchDimension(2)) {
            try f.setListOrder(ListOrder(dimension: 0, tieBreak: 2))
        }
        try f.setListOrder(ListOrder(dimension: 0, tieBreak: 1))
        #expect(f.visibleRows(offset: 0, count: 10) == [1, 5, 2, 0, 4, 6, 3])
        try f.setListOrder(ListOrder(dimension: 0, descending: true, tieBreak: 1))
        #expect(f.visibleRows(offset: 0, count: 10) == [4, 0, 2, 5, 1, 6, 3])
        try f.setRange(1, lower: 60, upper: 260)
        #expect(f.visibleRows(offset: 0, count: 10) == [2, 5, 1])
        try f.setListOrder(ListOrder(dimension: 0, tieBreak: 0))  // itself: no tie-break
        #expect(f.listOrder == ListOrder(dimension: 0) && f.visibleRows(offset: 0, count: 10) == [1, 5, 2])
    }

    /// A drag step touches exactly the homes whose value lies between the old and the new thumb,
    /// and a jump past the rebuild fraction is applied by recomputation with the same result.
    @Test func aStepTouchesOnlyTheHomesBetweenTheThumbs() throws {
        let values = (0..<10_000).map { Float($0 % 1000) }  // ten homes per value
        let other = (0..<10_000).map { Float(($0 * 7) % 10) }
        let f = try Crossfilter(columns: [
            .numeric("a", values, bins: try .uniform(lower: 0, upper: 1000, count: 50)),
            .numeric("b", other, bins: Self.layout),
        ])
        try f.setRange(0, lower: 100, upper: 900)
        try f.setRange(0, lower: 103, upper: 900)  // 100, 101, 102 leave
        #expect(f.lastUpdate == Crossfilter.UpdateStatistics(touchedHomes: 30, recomputed: false))
        try f.setRange(0, lower: 101.5, upper: 899.5)  // 102 returns, 900 leaves
        #expect(f.lastUpdate.touchedHomes == 20 && f.matchingCount == (102...899).count * 10)
        let before = (0..<2).map { f.histogram($0)! }
        try f.setRange(0, lower: 0, upper: 50)  // a jump: recomputed
        #expect(f.lastUpdate.recomputed)
        try f.setRange(0, lower: 101.5, upper: 899.5)
        #expect((0..<2).map { f.histogram($0)! } == before)
        f.recomputeFromScratch()
        #expect((0..<2).map { f.histogram($0)! } == before)
    }

    /// Bin codes go to the dimensions in order while the storage stays within the budget of
    /// bytes a home; a layout of more than 255 bins gets none; results do not depend on them.
    @Test func binCodesFollowTheMemoryBudget() throws {
        func columns(_ n: Int, wideBins: Bool = false) -> [CrossfilterColumn] {
            (0..<8).map { (d: Int) -> CrossfilterColumn in
                let values: [Float] = (0..<n).map { (h: Int) -> Float in Float((h * (d + 3)) % 97) }
                let layout = try! HistogramLayout.uniform(lower: 0, upper: 97, count: wideBins && d == 0 ? 300 : 20)
                return CrossfilterColumn.numeric("d\(d)", values, bins: layout)
            }
        }
        // Up to 65,536 homes: 6 bytes a dimension (value and 2-byte index) and the mask: 49 + 8 ≤ 60.
        #expect(try Crossfilter(columns: columns(1000)).codedDimensions == Array(0..<8))
        #expect(try Crossfilter(columns: columns(1000, wideBins: true)).codedDimensions == Array(1..<8))
        // Beyond, 3-byte indexes: 57 bytes a home, room for three codes.
        let large = try Crossfilter(columns: columns(70_000))
        #expect(large.codedDimensions == [0, 1, 2])
        #expect(Crossfilter.binCodeBudget == 60)
        let uncoded = try Crossfilter(columns: columns(70_000), listBlockShift: 10, codedDimensions: 0)
        #expect(uncoded.codedDimensions.isEmpty)
        for f in [large, uncoded] {
            try f.setRange(0, lower: 10, upper: 60)
            try f.setRange(5, lower: 3, upper: 90)
            try f.setRange(7, lower: 20, upper: .infinity)
        }
        #expect((0..<8).map { large.histogram($0)! } == (0..<8).map { uncoded.histogram($0)! })
        #expect(large.matchingCount == uncoded.matchingCount)
    }
}
