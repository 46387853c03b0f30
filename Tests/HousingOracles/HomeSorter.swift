// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousePricesCore
import HousingData

/// Sorts the homes a filter selects by any column, fast enough to run on every step of a drag
/// over a million homes.
///
/// Price order needs no work: the selection is already cheapest first (reversed for
/// descending). For another column the sorter keeps, per column, the sort key of every home by
/// its position in price order, and — built the first time it pays off — every position sorted
/// by that key (the column's *order*). Then k selected homes of n are sorted either directly,
/// O(k log k), when k is small, or by one pass over the column's order keeping the positions the
/// filter passes, O(n) over contiguous memory, when k is large. Both give the same order
/// (``HomeSortOrder`` states the rule), which the tests check.
///
/// Not thread-safe: it caches keys and orders as it goes. Use it from one thread; a column can
/// be prepared on another (``prepare(_:of:)``) and installed.
public final class HomeSorter {
    /// The index whose homes are sorted.
    public let index: PriceIndex
    private var prepared: [HomeListColumn: PreparedColumn] = [:]

    /// When k × this ≤ n, k homes are sorted directly rather than by a pass over all n.
    public static let directSortFactor = 16

    /// A sorter for `index`'s homes.
    public init(index: PriceIndex) {
        self.index = index
    }

    /// The homes `filter` selects, in `order`: positions in `index`'s price order.
    public func list(_ filter: HomeFilter, order: HomeSortOrder) -> HomeListOrder {
        let selection = filter.select(in: index)
        if order.column == .price {
            return HomeListOrder(selection: selection, ascending: order.ascending, sortedPositions: nil)
        }
        let prepared = preparedColumn(order.column)
        return list(filter, selection, keys: prepared.keys, order: prepared.order, ascending: order.ascending)
    }

    private func list(
        _ filter: HomeFilter, _ selection: PriceSelection, keys: [Double], order: ColumnOrder, ascending: Bool
    ) -> HomeListOrder {
        let positions: [Int32]
        if selection.count * Self.directSortFactor <= index.count {
            positions = sortDirectly(selection, keys: keys, ascending: ascending)
        } else {
            positions = scan(filter, order: order, ascending: ascending, expectedCount: selection.count)
        }
        return HomeListOrder(selection: selection, ascending: ascending, sortedPositions: positions)
    }

    /// The selected positions sorted by comparison: O(k log k).
    func sortDirectly(_ selection: PriceSelection, column: HomeListColumn, ascending: Bool) -> [Int32] {
        sortDirectly(selection, keys: keys(column), ascending: ascending)
    }

    private func sortDirectly(_ selection: PriceSelection, keys: [Double], ascending: Bool) -> [Int32] {
        var positions = (0..<selection.count).map { Int32(selection.position(at: $0)) }
        keys.withUnsafeBufferPointer { keys in
            positions.sort { a, b in
                let ka = keys[Int(a)], kb = keys[Int(b)]
                if ka.isNaN || kb.isNaN {
                    return ka.isNaN == kb.isNaN ? a < b : kb.isNaN  // unknown last
                }
                return ka < kb || (ka == kb && a < b)
            }
        }
        if !ascending {
            let firstUnknown = positions.firstIndex { keys[Int($0)].isNaN } ?? positions.count
            positions[..<firstUnknown].reverse()
        }
        return positions
    }

    /// The selected positions in the column's order, by one pass over all homes: O(n).
    func scan(_ filter: HomeFilter, column: HomeListColumn, ascending: Bool, expectedCount: Int = 0) -> [Int32] {
        scan(filter, order: order(column), ascending: ascending, expectedCount: expectedCount)
    }

    private func scan(_ filter: HomeFilter, order: ColumnOrder, ascending: Bool, expectedCount: Int) -> [Int32] {
        let n = order.positions.count
        var result: [Int32] = []
        result.reserveCapacity(min(n, expectedCount))
        let slice = index.positions(minPrice: filter.minPrice, maxPrice: filter.maxPrice)
        let (low, high) = (Int32(clamping: slice.lowerBound), Int32(clamping: slice.upperBound))
        let secondaryLow = filter.minSecondary ?? -.infinity, secondaryHigh = filter.maxSecondary ?? .infinity
        let checkSecondary = filter.hasSecondaryFilter
        let hasSecondary = !order.secondary.isEmpty
        if checkSecondary && !hasSecondary { return [] }
        order.positions.withUnsafeBufferPointer { positions in
            order.secondary.withUnsafeBufferPointer { secondary in
                func pass(_ i: Int) {
                    let p = positions[i]
                    guard p >= low, p < high else { return }
                    if checkSecondary {
                        let v = secondary[i]
                        guard v >= secondaryLow, v <= secondaryHigh else { return }  // NaN fails
                    }
                    result.append(p)
                }
                if ascending {
                    for i in 0..<n { pass(i) }
                } else {
                    for i in stride(from: order.firstUnknown - 1, through: 0, by: -1) { pass(i) }
                    for i in order.firstUnknown..<n { pass(i) }
                }
            }
        }
        return result
    }

    // MARK: - Keys and orders

    /// Whether sorting by `column` needs no preparation: price, or a column prepared before.
    public func isPrepared(_ column: HomeListColumn) -> Bool {
        column == .price || prepared[column] != nil
    }

    /// Adds a column prepared elsewhere (for example on a background thread) for this index.
    public func install(_ column: PreparedColumn) {
        precondition(column.order.positions.count == index.count, "prepared for another index")
        prepared[column.column] = column
    }

    /// The keys and order of `column` for `index`: O(n log n). Pure and thread-safe, so a
    /// large index can prepare a column off the main thread and ``install(_:)`` it.
    public static func prepare(_ column: HomeListColumn, of index: PriceIndex) -> PreparedColumn {
        let keys = sortKeys(column, of: index)
        return PreparedColumn(column: column, keys: keys, order: order(of: keys, in: index))
    }

    /// Every position sorted by `keys` (ties by position, unknown last), with the second
    /// measure alongside.
    private static func order(of keys: [Double], in index: PriceIndex) -> ColumnOrder {
        var positions = (0..<Int32(keys.count)).map { $0 }
        keys.withUnsafeBufferPointer { keys in
            positions.sort { a, b in
                let ka = keys[Int(a)], kb = keys[Int(b)]
                if ka.isNaN || kb.isNaN { return ka.isNaN == kb.isNaN ? a < b : kb.isNaN }  // unknown last
                return ka < kb || (ka == kb && a < b)
            }
        }
        let firstUnknown = positions.firstIndex { keys[Int($0)].isNaN } ?? positions.count
        let secondary = index.secondaryByPrice.isEmpty ? [] : positions.map { index.secondaryByPrice[Int($0)] }
        return ColumnOrder(positions: positions, secondary: secondary, firstUnknown: firstUnknown)
    }

    /// The sort key of every home by position in price order; NaN for unknown.
    static func sortKeys(_ column: HomeListColumn, of index: PriceIndex) -> [Double] {
        let dataset = index.dataset
        let byRow: [Double]
        switch column {
        case .price:
            byRow = dataset.prices
        case .bedrooms:
            byRow = dataset.values(of: .bedrooms)
        case .livingArea:
            byRow = dataset.values(of: .livingArea)
        case .bathrooms:
            byRow = dataset.map { $0.bathrooms ?? .nan }
        case .yearBuilt:
            byRow = dataset.map { $0.yearBuilt.map(Double.init) ?? .nan }
        case .neighborhood:
            let names = dataset.neighborhoodNames
            let alphabetical = names.indices.sorted {
                let (a, b) = (names[$0].lowercased(), names[$1].lowercased())
                return a < b || (a == b && names[$0] < names[$1])
            }
            var rank: [String: Double] = [:]
            for (r, i) in alphabetical.enumerated() { rank[names[i]] = Double(r) }
            byRow = dataset.map { home in home.neighborhood.flatMap { rank[$0] } ?? .nan }
        }
        return index.rowsByPrice.map { byRow[$0] }
    }

    /// `column`, prepared now if it was not.
    private func preparedColumn(_ column: HomeListColumn) -> PreparedColumn {
        if let p = prepared[column] { return p }
        let p = Self.prepare(column, of: index)
        prepared[column] = p
        return p
    }

    func keys(_ column: HomeListColumn) -> [Double] { preparedColumn(column).keys }

    func order(_ column: HomeListColumn) -> ColumnOrder { preparedColumn(column).order }
}

/// A column's sort keys and order for one index (``HomeSorter/prepare(_:of:)``).
public struct PreparedColumn: Sendable {
    /// The column.
    public let column: HomeListColumn
    /// The key of each position in price order.
    let keys: [Double]
    /// The positions sorted by key.
    let order: ColumnOrder
}

/// Every position of a price index sorted by one column, with the second measure alongside so
/// that a filter pass reads memory in order.
struct ColumnOrder: Sendable {
    /// Positions in price order, sorted by the column's key (ties by position, unknown last).
    let positions: [Int32]
    /// The second measure at each of `positions` (empty when the index has none).
    let secondary: [Double]
    /// Where the positions with an unknown key begin.
    let firstUnknown: Int
}

/// The homes the list shows, in the order it shows them: what the list model exposes.
///
/// For price order it is the index's selection itself (no copy; reversed by arithmetic); for
/// another column, the sorted positions.
public struct HomeListOrder: Sendable {
    /// The homes the filter selected, cheapest first.
    public let selection: PriceSelection
    /// The direction.
    public let ascending: Bool
    /// The positions in display order when sorted by a column other than price.
    let sortedPositions: [Int32]?

    /// The number of homes shown.
    public var count: Int { sortedPositions?.count ?? selection.count }

    /// Whether the list is in price order: the selection itself, no sorted copy.
    public var isPriceOrder: Bool { sortedPositions == nil }

    /// The position in the index's price order of the `i`-th home shown.
    public func position(at i: Int) -> Int {
        if let sortedPositions { return Int(sortedPositions[i]) }
        return selection.position(at: ascending ? i : selection.count - 1 - i)
    }

    /// The dataset row of the `i`-th home shown.
    public func row(at i: Int, in index: PriceIndex) -> Int {
        index.rowsByPrice[position(at: i)]
    }

    /// The dataset row of every home shown, in order.
    public func rows(in index: PriceIndex) -> [Int] {
        (0..<count).map { row(at: $0, in: index) }
    }

    /// The same list keeping only the homes whose dataset row passes `keep`, in the same order
    /// (one pass over the homes shown: for filters the price index does not know, such as the
    /// neighbourhoods chosen in the window's side panel).
    public func keeping(in index: PriceIndex, _ keep: (Int) -> Bool) -> HomeListOrder {
        var positions: [Int32] = []
        for i in 0..<count {
            let position = self.position(at: i)
            if keep(index.rowsByPrice[position]) { positions.append(Int32(position)) }
        }
        return HomeListOrder(selection: selection, ascending: ascending, sortedPositions: positions)
    }

    /// An empty list.
    public static func empty(in index: PriceIndex) -> HomeListOrder {
        HomeListOrder(selection: index.select(minPrice: 1, maxPrice: 0), ascending: true, sortedPositions: nil)
    }
}
