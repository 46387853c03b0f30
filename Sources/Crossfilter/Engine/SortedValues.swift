// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A numeric dimension's known values in ascending order (``Crossfilter/sortedValues(_:)``),
/// read from the dimension's sorted index where they are asked for: nothing is copied, and a
/// few reads (quartiles, a quantile scale's knots) cost a few reads. It keeps its engine alive.
///
/// Sendable: the sorted index and the values it reads never change once made, and nothing
/// else of the engine is read, so any thread may read it while the engine filters.
public struct SortedValues: RandomAccessCollection, @unchecked Sendable {
    /// Keeps the storage read below.
    private let engine: Crossfilter
    private let storage: DimensionStorage

    public let startIndex = 0
    /// The number of known values.
    public let endIndex: Int

    /// The values of `storage` (sorted: ``DimensionStorage/sortIfNeeded()`` done) of `engine`.
    init(engine: Crossfilter, storage: DimensionStorage) {
        self.engine = engine
        self.storage = storage
        endIndex = storage.knownCount
    }

    /// The `position`-th smallest known value.
    public subscript(position: Int) -> Double {
        precondition(position >= 0 && position < endIndex, "SortedValues: position out of range")
        return storage.value(atPosition: position)
    }
}
