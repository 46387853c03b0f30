// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// The highlighted stretches of a track (``HighlightPattern/alongRanges(positions:trackStart:trackEnd:)``),
/// the cutting of a bar at them (``HighlightPattern/pieces(from:to:highlights:)``) and the
/// layout's frames, against a naive oracle: a point strictly inside the stretch after `k`
/// thumbs (`k` thumbs lie before it) is highlighted exactly when the pattern's list of
/// stretches has that stretch.
@Suite struct HighlightPatternPropertyTests {
    /// The oracle: the stretch index of each of the pattern's stretches: stretch `(i, i + 1)` is the one
    /// after `i + 1` thumbs, `(nil, 0)` the one after none, `(n − 1, nil)` the one after `n`.
    static func stretchIndices(_ pattern: HighlightPattern, count n: Int) -> Set<Int> {
        Set(pattern.stretches(thumbCount: n).map { $0.from.map { $0 + 1 } ?? 0 })
    }

    static let input = zip(
        Gen.double(in: 0...100).array(of: 1...8), Gen.int(in: 0...3), Gen.double(in: 0...100).array(of: 1...30))

    @Test func theStretchesAreThoseTheOracleHighlights() async {
        await propertyCheck(count: 2000, input: Self.input) { raw, patternIndex, probes in
            let positions = raw.sorted()
            let pattern = HighlightPattern.allCases[patternIndex]
            let ranges = pattern.alongRanges(positions: positions, trackStart: 0, trackEnd: 100)
            let wanted = Self.stretchIndices(pattern, count: positions.count)
            // Disjoint, in order, none empty.
            for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.to < b.from, "\(ranges) overlap or touch") }
            #expect(ranges.allSatisfy { $0.to > $0.from })
            for p in probes where !positions.contains(p) && p > 0 && p < 100 {
                let k = positions.filter { $0 < p }.count
                let inside = ranges.contains { $0.from < p && p < $0.to }
                #expect(inside == wanted.contains(k), "\(pattern) at \(positions): \(p) (stretch \(k)) in \(ranges)")
            }
        }
    }

    @Test func betweenEachPairIsOneStretchFromTheFirstThumbToTheLast() async {
        await propertyCheck(count: 1000, input: Gen.double(in: -50...150).array(of: 1...10)) { raw in
            let positions = raw.sorted()
            let ranges = HighlightPattern.betweenEachPair.alongRanges(
                positions: positions, trackStart: -50, trackEnd: 150)
            if positions.first! < positions.last! {
                #expect(
                    ranges.count == 1 && ranges[0].from == positions.first! && ranges[0].to == positions.last!,
                    "\(ranges)")
            } else {
                #expect(ranges.isEmpty)
            }
        }
    }

    @Test func piecesCoverTheBarExactlyAndAgreeWithTheStretches() async {
        await propertyCheck(count: 2000, input: Self.input, Gen.double(in: 0...100), Gen.double(in: 0...100)) {
            drawn, a, b in
            let (raw, patternIndex, probes) = drawn
            let positions = raw.sorted()
            let ranges = HighlightPattern.allCases[patternIndex].alongRanges(
                positions: positions, trackStart: 0, trackEnd: 100)
            let (from, to) = (min(a, b), max(a, b))
            let pieces = HighlightPattern.pieces(from: from, to: to, highlights: ranges)
            guard to > from else { return #expect(pieces.isEmpty) }
            #expect(pieces.first?.from == from && pieces.last?.to == to, "\(pieces)")
            for (x, y) in zip(pieces, pieces.dropFirst()) { #expect(x.to == y.from, "\(pieces): a gap or an overlap") }
            #expect(pieces.allSatisfy { $0.to > $0.from })
            for p in probes where p > from && p < to {
                guard let piece = pieces.first(where: { $0.from < p && p < $0.to }) else { continue }  // on an edge
                #expect(
                    piece.highlighted == ranges.contains { $0.from < p && p < $0.to },
                    "\(p) in \(pieces) from \(ranges)")
            }
        }
    }

    @Test func nonFiniteOrMissingPositionsHighlightNothing() {
        for pattern in HighlightPattern.allCases {
            #expect(pattern.alongRanges(positions: [], trackStart: 0, trackEnd: 1).isEmpty)
            #expect(pattern.alongRanges(positions: [0.2, .nan], trackStart: 0, trackEnd: 1).isEmpty)
            #expect(pattern.alongRanges(positions: [0.2, 0.5], trackStart: 0, trackEnd: .infinity).isEmpty)
        }
        #expect(HighlightPattern.pieces(from: 1, to: 1, highlights: [(0, 2)]).isEmpty)
        #expect(HighlightPattern.pieces(from: 2, to: 1, highlights: []).isEmpty)
    }

    @Test func theLayoutsFramesFollowThePatternInRangeModeOnly() {
        let geometry = SliderGeometry(width: 400, height: 30)
        let values = RangeValues(minimumValue: 0, maximumValue: 100, values: [10, 30, 60, 90])
        let plain = SliderLayout(geometry: geometry, values: values)
        #expect(plain.highlightFrames == [plain.highlightFrame])
        #expect(plain.highlightFrame == geometry.highlightFrame(values: values))
        let alternate = SliderLayout(geometry: geometry, values: values, highlightPattern: .alternate)
        let position = { geometry.positionForValue($0, minimum: 0, maximum: 100) }
        #expect(alternate.highlightFrames.map(\.x) == [position(10), position(60)])
        #expect(alternate.highlightFrames.map(\.maxX) == [position(30), position(90)])
        #expect(alternate.highlightFrame.x == position(10) && alternate.highlightFrame.maxX == position(90))
        let none = SliderLayout(geometry: geometry, values: values, highlightPattern: .none)
        #expect(none.highlightFrames.isEmpty && none.highlightFrame.width == 0)
        let single = SliderLayout(geometry: geometry, values: values, mode: .single, highlightPattern: .outer)
        #expect(single.highlightFrames == [geometry.highlightFrame(values: values, mode: .single)])
    }
}
