// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Where tick labels go along a track so that none overlaps another: each label is centred on
/// its tick (shifted inwards when it would cross the bounds), and labels are placed greedily in
/// priority order, a label kept only when it stays at least `gap` pixels clear of every label
/// already kept. The first labels in the order (the ends, the majors) therefore always win.
///
/// Placed one at a time (``place(centre:width:)``), so that a caller can first ask whether a
/// label centred somewhere could fit at all (``excludes(centre:)``) and skip formatting and
/// measuring those that cannot: on a dense track most of them.
///
/// Kept labels are held sorted and never overlap, so a placement is a binary search for the
/// two neighbours it could collide with, plus an insertion.
public struct TickLabelLayout: Sendable {
    /// The least room between two labels (non-negative).
    public let gap: Double
    /// The pixels labels must stay within (nil: anywhere).
    public let bounds: ClosedRange<Double>?
    /// The extents kept so far, sorted (by lower bound, and so by upper bound).
    public private(set) var kept: [ClosedRange<Double>] = []

    /// An empty layout. A NaN or negative gap counts as 0 (an infinite one keeps one label).
    public init(gap: Double, bounds: ClosedRange<Double>?) {
        self.gap = gap >= 0 ? gap : 0
        self.bounds = bounds
    }

    /// True when no label centred on `centre` can be placed any more, whatever its width: the
    /// centre lies within `gap` of a kept label (and within the bounds, so that the label's
    /// extent, shifted or not, contains it). False when a label there might fit.
    public func excludes(centre: Double) -> Bool {
        guard centre.isFinite, !kept.isEmpty, bounds.map({ $0.contains(centre) }) ?? true else { return false }
        // The kept label with the largest lower bound below centre + gap has the largest upper
        // bound of those: if any kept label's zone holds the centre, that one's does.
        let index = firstIndex(lowerBoundAtLeast: centre + gap) - 1
        guard index >= 0 else { return false }
        return centre < kept[index].upperBound + gap
    }

    /// Places a label `width` pixels long centred on `centre`: its extent, now kept, or nil
    /// when it is dropped (it would come closer than `gap` to a kept label, or cannot be placed:
    /// see ``extent(centredAt:width:within:)``).
    public mutating func place(centre: Double, width: Double) -> ClosedRange<Double>? {
        guard let extent = Self.extent(centredAt: centre, width: width, within: bounds) else { return nil }
        let index = firstIndex(lowerBoundAtLeast: extent.lowerBound)
        let clearOfNext = index == kept.count || extent.upperBound + gap <= kept[index].lowerBound
        let clearOfPrevious = index == 0 || kept[index - 1].upperBound + gap <= extent.lowerBound
        guard clearOfNext && clearOfPrevious else { return nil }
        kept.insert(extent, at: index)
        return extent
    }

    /// The index of the first kept extent whose lower bound is at least `x` (binary search).
    private func firstIndex(lowerBoundAtLeast x: Double) -> Int {
        var low = 0, high = kept.count
        while low < high {
            let mid = (low + high) / 2
            if kept[mid].lowerBound < x { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The extent of a label `width` pixels long centred on `centre`, moved inwards just enough
    /// to lie within `bounds` (nil: anywhere). Nil when it cannot be placed: a non-finite
    /// centre, a width that is NaN, infinite or negative, or a width larger than the bounds.
    public static func extent(
        centredAt centre: Double, width: Double,
        within bounds: ClosedRange<Double>?
    ) -> ClosedRange<Double>? {
        guard centre.isFinite, width.isFinite, width >= 0 else { return nil }
        var low = centre - width / 2, high = centre + width / 2
        if let bounds {
            guard width <= bounds.upperBound - bounds.lowerBound else { return nil }
            if low < bounds.lowerBound { low = bounds.lowerBound; high = low + width }
            if high > bounds.upperBound { high = bounds.upperBound; low = high - width }
            // Rounding can leave an end a hair outside; the label fits, so clamp it.
            low = Swift.max(low, bounds.lowerBound)
            high = Swift.min(Swift.max(high, low), bounds.upperBound)
        }
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        return low...high
    }

    /// Places labels given as (centre, width) pairs *in priority order* (most important first),
    /// all at once: for each, its extent when kept or nil when dropped.
    public static func place(
        _ labels: [(centre: Double, width: Double)], gap: Double,
        within bounds: ClosedRange<Double>?
    ) -> [ClosedRange<Double>?] {
        var layout = TickLabelLayout(gap: gap, bounds: bounds)
        layout.kept.reserveCapacity(labels.count)
        return labels.map { layout.place(centre: $0.centre, width: $0.width) }
    }
}
