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
