// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import PropertyBased
import PropertyTestSupport
import Testing

@testable import RangeSlider

/// ``PublishedPropertyValues``, the compact store of the values a slider last announced with
/// `notify`, against a naive oracle (an array of ``GObjectPropertyValue`` updated when `!=`):
/// any layout of slots and any sequence of updates (signed zeros, NaN, infinities, colours,
/// strings, NULL) report the same changes and read back the same values.
@Suite struct PublishedPropertyValuesPropertyTests {
    static let slots: [PublishedPropertyValues.Slot] = [.double, .bool, .int, .enumeration, .wide]

    /// A value of `slot`'s kind from a selector and a double: few distinct values, so that
    /// updates often repeat the value kept.
    static func value(of slot: PublishedPropertyValues.Slot, _ pick: Int, _ x: Double) -> GObjectPropertyValue {
        switch slot {
        case .double: return .double([0, -0.0, 1, .nan, .infinity, x][pick % 6])
        case .bool: return .bool(pick % 2 == 0)
        case .int: return .int([0, -1, Int32.min, Int32.max, 7][pick % 5])
        case .enumeration: return .enumeration(Int32(pick % 3))
        case .wide:
            switch pick % 5 {
            case 0: return .null
            case 1: return .string("é\(pick % 3)")
            case 2: return .string("")
            case 3: return .color(GdkRGBA(red: 0, green: -0.0, blue: 0.5, alpha: 1))
            default: return .color(GdkRGBA(red: Float(x), green: 0, blue: 0, alpha: Float(pick % 2)))
            }
        }
    }

    /// The same value: doubles (and colour floats) by bits, so that NaN reads back as NaN and
    /// −0 as −0.
    static func same(_ a: GObjectPropertyValue, _ b: GObjectPropertyValue) -> Bool {
        switch (a, b) {
        case (.double(let x), .double(let y)): return x.bitPattern == y.bitPattern
        case (.color(let x), .color(let y)):
            return [x.red, x.green, x.blue, x.alpha].map(\.bitPattern)
                == [y.red, y.green, y.blue, y.alpha].map(\.bitPattern)
        default: return a == b
        }
    }

    @Test func updatesReportAndKeepWhatTheNaiveArrayDoes() async {
        let layout = Gen.int(in: 0...4).array(of: 1...12)
        let update = zip(Gen.int(in: 0...11), Gen.int(in: 0...29), TrickyDoubles.any).array(of: 0...40)
        await propertyCheck(count: 1500, input: layout, Gen.int(in: 0...29), update) { kinds, firstPick, updates in
            let slots = kinds.map { Self.slots[$0] }
            var oracle = slots.enumerated().map { Self.value(of: $1, firstPick + $0, 0.25) }
            var stored = PublishedPropertyValues(slots: slots, values: oracle)
            #expect(!stored.isEmpty && stored.count == slots.count)
            for (at, pick, x) in updates {
                let index = at % slots.count
                let value = Self.value(of: slots[index], pick, x)
                let changed = value != oracle[index]
                if changed { oracle[index] = value }
                let reported = stored.update(value, at: index)
                #expect(reported == changed, "\(value) at \(index) over \(oracle[index])")
            }
            for index in slots.indices {
                #expect(Self.same(stored[index], oracle[index]), "\(index): \(stored[index]) against \(oracle[index])")
            }
        }
    }

    /// Stores made with the same values share them, and each keeps only its own changes: a
    /// change to one is never read from the other, whichever is changed first.
    @Test func storesMadeAlikeShareTheirValuesAndKeepTheirOwnChanges() async {
        let layout = Gen.int(in: 0...4).array(of: 1...12)
        let update = zip(Gen.int(in: 0...1), Gen.int(in: 0...11), Gen.int(in: 0...29), TrickyDoubles.any)
            .array(of: 0...40)
        await propertyCheck(count: 800, input: layout, Gen.int(in: 0...29), update) { kinds, firstPick, updates in
            let slots = kinds.map { Self.slots[$0] }
            let first = slots.enumerated().map { Self.value(of: $1, firstPick + $0, 0.25) }
            var oracles = [first, first]
            let sharing = PublishedPropertyValues.Sharing()  // its own: other tests make stores at once
            var stores = [
                PublishedPropertyValues(slots: slots, values: first, sharing: sharing),
                PublishedPropertyValues(slots: slots, values: first, sharing: sharing),
            ]
            #expect(stores[0].sharesInitialValues(with: stores[1]))
            for (which, at, pick, x) in updates {
                let index = at % slots.count
                let value = Self.value(of: slots[index], pick, x)
                let changed = value != oracles[which][index]
                if changed { oracles[which][index] = value }
                #expect(stores[which].update(value, at: index) == changed)
            }
            for which in 0...1 {
                for index in slots.indices {
                    #expect(Self.same(stores[which][index], oracles[which][index]), "store \(which), \(index)")
                }
                #expect(stores[which].changedCount <= slots.count)
            }
        }
    }

    /// A store made with other values than the last one's does not share them.
    @Test func storesMadeWithOtherValuesKeepTheirOwn() {
        let sharing = PublishedPropertyValues.Sharing()
        let a = PublishedPropertyValues(slots: [.double, .wide], values: [.double(1), .string("a")], sharing: sharing)
        let b = PublishedPropertyValues(slots: [.double, .wide], values: [.double(1), .string("b")], sharing: sharing)
        let c = PublishedPropertyValues(slots: [.double, .wide], values: [.double(1), .string("b")], sharing: sharing)
        #expect(!a.sharesInitialValues(with: b) && b.sharesInitialValues(with: c))
        #expect(a[1] == .string("a") && b[1] == .string("b"))
        #expect(!PublishedPropertyValues().sharesInitialValues(with: PublishedPropertyValues()))
    }

    /// A value of another kind than its scalar slot is never taken for the value kept there.
    @Test func aValueOfAnotherKindCountsAsAChange() {
        var stored = PublishedPropertyValues(slots: [.double, .bool], values: [.double(0), .bool(false)])
        let tookAnInt = stored.update(.int(0), at: 0), tookANull = stored.update(.null, at: 1)
        #expect(tookAnInt && tookANull)
        #expect(Self.same(stored[0], .double(0)) && stored[1] == .bool(false))
        #expect(PublishedPropertyValues().isEmpty)
    }
}
