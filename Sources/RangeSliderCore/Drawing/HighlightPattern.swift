// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Which stretches of the track a multi-thumb slider highlights. With thumbs `0…n−1` there are
/// `n + 1` stretches: before thumb 0, between each pair of neighbours, and after thumb `n−1`.
public enum HighlightPattern: String, Sendable, CaseIterable {
    /// Every stretch between two neighbouring thumbs (the two-thumb slider's look).
    case betweenEachPair
    /// Every other stretch between neighbours: thumbs 0–1, 2–3, … (opening hours: two shifts
    /// with four thumbs).
    case alternate
    /// The stretches outside the thumbs: before the first and after the last.
    case outer
    /// Nothing is highlighted.
    case none

    /// The highlighted stretches for `thumbCount` thumbs, in track order, as pairs of thumb
    /// indices; `nil` stands for the track's end (`(nil, 0)`: from the minimum to thumb 0).
    public func stretches(thumbCount: Int) -> [(from: Int?, to: Int?)] {
        let n = Swift.max(0, thumbCount)
        switch self {
        case .none: return []
        case .betweenEachPair: return n < 2 ? [] : (0..<(n - 1)).map { ($0, $0 + 1) }
        case .alternate: return n < 2 ? [] : stride(from: 0, to: n - 1, by: 2).map { ($0, $0 + 1) }
        case .outer: return n == 0 ? [] : [(nil, 0), (n - 1, nil)]
        }
    }

    /// True when the stretch between thumbs `index` and `index + 1` is highlighted: the
    /// stretches a span drag may move.
    public func highlightsPair(startingAt index: Int, thumbCount: Int) -> Bool {
        guard index >= 0, index + 1 < thumbCount else { return false }
        switch self {
        case .betweenEachPair: return true
        case .alternate: return index % 2 == 0
        case .outer, .none: return false
        }
    }
}

extension HighlightPattern {
    /// The highlighted stretches along a track from `trackStart` to `trackEnd` whose thumbs'
    /// centres lie at `positions` (in thumb order), as `(from, to)` pairs in track order.
    /// Stretches that touch are merged, so that ``betweenEachPair`` gives one stretch from the
    /// first thumb to the last (the two-thumb slider's highlight) at any thumb count. Empty
    /// stretches are dropped; nothing is highlighted without positions or with a non-finite one.
    public func alongRanges(positions: [Double], trackStart: Double, trackEnd: Double) -> [(from: Double, to: Double)] {
        guard !positions.isEmpty, positions.allSatisfy(\.isFinite), trackStart.isFinite,
            trackEnd.isFinite
        else { return [] }
        var result: [(from: Double, to: Double)] = []
        for stretch in stretches(thumbCount: positions.count) {
            let from = stretch.from.map { positions[$0] } ?? trackStart
            let to = stretch.to.map { positions[$0] } ?? trackEnd
            guard to > from else { continue }
            if let last = result.last, last.to >= from {
                result[result.count - 1].to = Swift.max(last.to, to)
            } else {
                result.append((from, to))
            }
        }
        return result
    }

    /// Cuts `from…to` at the edges of `highlights` (disjoint, in order, as ``alongRanges``
    /// returns them): the pieces in order, each marked highlighted or not; empty pieces are
    /// dropped.
    public static func pieces(from: Double, to: Double, highlights: [(from: Double, to: Double)])
        -> [(from: Double, to: Double, highlighted: Bool)]
    {
        guard to > from else { return [] }
        var result: [(from: Double, to: Double, highlighted: Bool)] = []
        var cursor = from
        for h in highlights {
            let start = Swift.min(Swift.max(h.from, from), to), end = Swift.min(Swift.max(h.to, from), to)
            guard end > start, end > cursor else { continue }
            let begin = Swift.max(start, cursor)
            if begin > cursor { result.append((cursor, begin, false)) }
            result.append((begin, end, true))
            cursor = end
        }
        if to > cursor { result.append((cursor, to, false)) }
        return result
    }
}
