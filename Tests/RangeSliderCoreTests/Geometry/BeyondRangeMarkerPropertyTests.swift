// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// ``BeyondRangeMarker``: with hard limits a program's values may lie beyond the visible range;
/// the markers name exactly the thumbs outside `minimumValue…maximumValue`, at the end they
/// passed (a naive oracle over the values), and the chevron points out of the track.
@Suite struct BeyondRangeMarkerPropertyTests {
    @Test func markersNameTheThumbsOutsideTheVisibleRange() async {
        let input = zip(
            Gen.int(in: 1...6), TrickyDoubles.any.array(of: 1...6), Gen.double(in: 0...5), Gen.double(in: 0...5))
        await propertyCheck(count: 1000, input: input) { count, wanted, below, above in
            var values = RangeValues(minimumValue: 0, maximumValue: 10, values: Array(repeating: 5, count: count))
            _ = values.setHardLimits(minimum: -below, maximum: 10 + above)
            for (index, value) in wanted.prefix(count).enumerated() { _ = values.setValue(value, at: index) }
            var expected: [BeyondRangeMarker] = []
            for index in 0..<values.count {
                let v = values.values[index]
                if v < 0 { expected.append(BeyondRangeMarker(index: index, end: .minimum)) }
                if v > 10 { expected.append(BeyondRangeMarker(index: index, end: .maximum)) }
            }
            #expect(BeyondRangeMarker.markers(of: values) == expected, "values \(values.values)")
        }
    }

    @Test func withoutHardLimitsThereAreNone() {
        var values = RangeValues(minimumValue: 0, maximumValue: 10, values: [1, 5, 9])
        for v in [-.infinity, -1e300, -1, 11, 1e300, .infinity, .nan] { _ = values.setValue(v, at: 1) }
        #expect(BeyondRangeMarker.markers(of: values).isEmpty)
    }

    @Test func theChevronPointsOutOfTheTrack() {
        let frame = SliderRect(x: 100, y: 0, width: 30, height: 30)
        let up = BeyondRangeMarker.chevron(in: frame, end: .maximum, size: 6)
        #expect(up.map(\.along) == [112, 118, 112])
        #expect(up.map(\.across) == [9, 15, 21])
        let down = BeyondRangeMarker.chevron(in: frame, end: .minimum, size: 6)
        #expect(down.map(\.along) == [118, 112, 118])
    }
}
