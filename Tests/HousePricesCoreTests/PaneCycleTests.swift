// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import HousePricesCore
import PropertyBased
import Testing

/// F6 and Shift+F6 (``PaneCycle``) against a naive oracle: walk the panes one by one from the
/// focused one (from outside them: from just before the first, or just after the last), and
/// take the first usable one.
@Suite struct PaneCycleTests {
    static func naive(after current: Int?, usable: [Bool], forward: Bool) -> Int? {
        let n = usable.count
        let order: [Int]
        if let current, current >= 0, current < n {
            order =
                forward
                ? Array(current + 1..<n) + Array(0...current)
                : Array((0..<current).reversed()) + Array((current..<n).reversed())
        } else {
            order = forward ? Array(0..<n) : Array((0..<n).reversed())
        }
        return order.first { usable[$0] }
    }

    @Test func matchesTheNaiveWalk() async {
        await propertyCheck(count: 2_000, input: Gen.bool.array(of: 0...6), Gen.int(in: -2...7), Gen.bool, Gen.bool) {
            usable, focused, inside, forward in
            let current: Int? = inside ? focused : nil
            #expect(
                PaneCycle.next(after: current, usable: usable, forward: forward)
                    == Self.naive(after: current, usable: usable, forward: forward),
                "\(usable) from \(String(describing: current)) forward \(forward)")
        }
    }

    @Test func theWindowsThreePanes() {
        // Filters, list, side panel shown: F6 from the header bar goes to the filters, then on.
        #expect(PaneCycle.next(after: nil, usable: [true, true, true]) == 0)
        #expect(PaneCycle.next(after: 1, usable: [true, true, true]) == 2)
        #expect(PaneCycle.next(after: 2, usable: [true, true, true]) == 0)
        // The side panel hidden: the list and the filters take turns; Shift+F6 goes back.
        #expect(PaneCycle.next(after: 1, usable: [true, true, false]) == 0)
        #expect(PaneCycle.next(after: 0, usable: [true, true, false], forward: false) == 1)
        #expect(PaneCycle.next(after: nil, usable: [true, true, false], forward: false) == 1)
        // The only usable pane stays; none gives nil.
        #expect(PaneCycle.next(after: 1, usable: [false, true, false]) == 1)
        #expect(PaneCycle.next(after: 0, usable: [false, false, false]) == nil)
        #expect(PaneCycle.next(after: nil, usable: []) == nil)
    }
}
