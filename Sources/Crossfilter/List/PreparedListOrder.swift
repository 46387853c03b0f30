// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// A list order of one ``Crossfilter`` with its sort done ahead
/// (``Crossfilter/prepareListOrder(_:)``), to be set with
/// ``Crossfilter/setListOrder(_:)-(PreparedListOrder)``: the way to sort a large list on another
/// thread while the engine keeps filtering on its own.
public final class PreparedListOrder: @unchecked Sendable {  // immutable; the engine is read for identity only
    /// The engine that prepared it (only that engine takes it).
    let engine: Crossfilter
    /// The order, without a tie-break where it orders nothing.
    public let order: ListOrder
    /// The positions with a tie-break, nil when the order needs none.
    let tied: TiedOrder?

    init(engine: Crossfilter, order: ListOrder, tied: TiedOrder?) {
        self.engine = engine
        self.order = order
        self.tied = tied
    }
}
