// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// What the slider asks about a thumb by its index: its accessible range
/// (``ThumbAccessibleRange/init(index:values:stepIncrement:pageIncrement:)``), its frame
/// (``SliderLayout/frame(at:)``, ``SliderLayout/visibleThumbIndices``) and its keyboard target
/// (``KeyboardStepper/target(of:at:in:increments:scale:)``). With two thumbs each
/// answers as the `.lower` / `.upper` query does; with any number, as a naive oracle over the
/// neighbours' values and each value's position.
@Suite struct ThumbIndexQueriesPropertyTests {
    static let values = TrickyDoubles.any.array(of: 1...8)
    static let range = zip(TrickyDoubles.any, TrickyDoubles.any)

    @Test func accessibleRangeByIndexIsBoundedByTheNeighbours() async {
        await propertyCheck(count: 3000, input: Self.range, Self.values, Gen.double(in: 0...10)) { range, list, step in
            let values = RangeValues(minimumValue: range.0, maximumValue: range.1, values: list)
            let n = values.count
            for index in 0..<n {
                let r = ThumbAccessibleRange(
                    index: index, values: values, stepIncrement: step, pageIncrement: 10 * step)
                let oracle = ThumbAccessibleRange(
                    minimum: index == 0 ? values.minimumValue : values[index - 1],
                    maximum: index == n - 1 ? values.maximumValue : values[index + 1],
                    value: values[index], stepIncrement: step, pageIncrement: 10 * step)
                #expect(r == oracle, "\(values), index \(index)")
            }
            if n == 2 {
                for (index, thumb) in [(0, Thumb.lower), (1, .upper)] {
                    #expect(
                        ThumbAccessibleRange(index: index, values: values, stepIncrement: step, pageIncrement: step)
                            == ThumbAccessibleRange(
                                thumb: thumb, values: values, stepIncrement: step, pageIncrement: step), "\(values)")
                }
            }
        }
    }

    @Test func layoutFrameByIndexIsTheThumbFrameAtItsValue() async {
        let size = zip(Gen.double(in: 0...800), Gen.double(in: 0...60))
        await propertyCheck(count: 3000, input: Self.range, Self.values, size, Gen.int(in: 0...2)) {
            range, list, size, modeIndex in
            let values = RangeValues(minimumValue: range.0, maximumValue: range.1, values: list)
            let geometry = SliderGeometry(width: size.0, height: size.1)
            let mode = [SliderMode.range, .single, .progress][modeIndex]
            let layout = SliderLayout(geometry: geometry, values: values, mode: mode)
            let n = values.count
            for index in 0..<n {
                let oracle = geometry.thumbFrame(
                    centredAt: geometry.positionForValue(
                        values[index], minimum: values.minimumValue,
                        maximum: values.maximumValue))
                #expect(Self.same(layout.frame(at: index), oracle), "\(values), index \(index)")
            }
            #expect(
                Self.same(layout.frame(at: 0), layout.frame(of: .lower))
                    && Self.same(layout.frame(at: n - 1), layout.frame(of: .upper)))
            #expect(Array(layout.visibleThumbIndices) == (mode == .range ? Array(0..<n) : [n - 1]), "\(mode)")
            if n == 2 {
                #expect(layout.visibleThumbIndices.map { $0 == 0 ? Thumb.lower : .upper } == layout.visibleThumbs)
            }
        }
    }

    /// A key moves thumb `index` from its own value, and Home / End go to the ends of its
    /// allowed interval (between its neighbours); with two thumbs as the `.lower` / `.upper`
    /// target does.
    @Test func keyboardTargetByIndexStartsFromTheThumbsOwnValue() async {
        let action = zip(Gen.int(in: 0...3), Gen.int(in: -3...3))
            .map { kind, n -> SliderKeyAction in [.step(n), .page(n), .start, .end][kind] }
        await propertyCheck(count: 3000, input: Self.range, Self.values, action, Gen.double(in: 0...10)) {
            range, list, action, step in
            let values = RangeValues(minimumValue: range.0, maximumValue: range.1, values: list)
            let increments = KeyIncrements(step: step, page: 10 * step)
            for index in 0..<values.count {
                let target = KeyboardStepper.target(
                    of: action, at: index, in: values, increments: increments, scale: .linear)
                let interval = values.allowedInterval(for: index)
                let oracle: Double
                switch action {
                case .step(let n): oracle = FiniteArithmetic.sum(values[index], Double(n) * increments.step)
                case .page(let n): oracle = FiniteArithmetic.sum(values[index], Double(n) * increments.page)
                case .start: oracle = interval.lowerBound
                case .end: oracle = interval.upperBound
                }
                #expect(target == oracle, "\(values), index \(index), \(action)")
            }
            if values.count == 2 {
                for (index, thumb) in [(0, Thumb.lower), (1, .upper)] {
                    #expect(
                        KeyboardStepper.target(
                            of: action, at: index, in: values, increments: increments, scale: .linear)
                            == KeyboardStepper.target(
                                of: action, for: thumb, in: values, increments: increments, scale: .linear))
                }
            }
        }
    }

    /// Equal field by field, NaN equal to NaN (a frame of degenerate values is NaN alike on
    /// both sides).
    static func same(_ a: SliderRect, _ b: SliderRect) -> Bool {
        func same(_ x: Double, _ y: Double) -> Bool { x == y || (x.isNaN && y.isNaN) }
        return same(a.x, b.x) && same(a.y, b.y) && same(a.width, b.width) && same(a.height, b.height)
    }
}
