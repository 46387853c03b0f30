// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import PropertyBased
import PropertyTestSupport
import RangeSliderCore
import Testing

/// ``OrderedFinitePair``, the prologue of `RangeValues`'s two-number
/// setters, against a naive oracle: the first non-finite number (in argument order) is refused
/// under its own name, otherwise the pair sorted by `<=` gives the range's two ends.
@Suite struct OrderedFinitePairPropertyTests {
    @Test func aPairIsRefusedOrReadInOrderAsANaiveOracleSays() async {
        await propertyCheck(count: 5000, input: TrickyDoubles.any, TrickyDoubles.any, Gen.bool) {
            first, second, isRange in
            let names: OrderedFinitePair.Names = isRange ? .range : .selection
            var assigned: ClosedRange<Double>?
            let update = OrderedFinitePair.assign(first, second, names: names) { pair in
                assigned = pair
                return .changed(range: true, selection: false)
            }
            let arguments =
                isRange
                ? [(first, "minimumValue"), (second, "maximumValue")]
                : [(first, "lowerValue"), (second, "upperValue")]
            if let (bad, name) = arguments.first(where: { !$0.0.isFinite }) {
                #expect(assigned == nil, "\(first), \(second): assigned although \(name) is \(bad)")
                guard case .rejected(let rejection) = update else {
                    Issue.record("\(first), \(second): \(update), expected a rejection of \(name)")
                    return
                }
                #expect(rejection.property == name)
                #expect(rejection.value.isNaN ? bad.isNaN : rejection.value == bad)
            } else {
                let sorted = [first, second].sorted()
                #expect(update == .changed(range: true, selection: false))
                #expect(
                    assigned?.lowerBound == sorted[0] && assigned?.upperBound == sorted[1],
                    "\(first), \(second) read as \(String(describing: assigned))")
                #expect(try! OrderedFinitePair.ordered(first, second, names: names).get() == sorted[0]...sorted[1])
            }
        }
    }

    @Test func theNamedPairsAreThePublicPropertyNames() {
        #expect(
            [OrderedFinitePair.Names.range.first, OrderedFinitePair.Names.range.second] == [
                "minimumValue", "maximumValue",
            ])
        #expect(
            [OrderedFinitePair.Names.selection.first, OrderedFinitePair.Names.selection.second] == [
                "lowerValue", "upperValue",
            ])
        #expect(
            OrderedFinitePair.ordered(1, -.infinity, names: .range)
                == .failure(ValueRejection(property: "maximumValue", value: -.infinity)))
        #expect(
            OrderedFinitePair.ordered(.infinity, .nan, names: .selection)
                == .failure(ValueRejection(property: "lowerValue", value: .infinity)))
        #expect(OrderedFinitePair.ordered(3, -2, names: .selection) == .success(-2...3))
    }
}
