// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore
import XCTest

final class ObserverListTests: XCTestCase {
    func testAddNotifyRemove() {
        let list = ObserverList<Int>()
        var seen: [String] = []
        let a = list.add { seen.append("a\($0)") }
        _ = list.add { seen.append("b\($0)") }
        list.notify(1)
        XCTAssertEqual(seen, ["a1", "b1"])
        XCTAssertTrue(list.remove(a))
        XCTAssertFalse(list.remove(a))
        list.notify(2)
        XCTAssertEqual(seen, ["a1", "b1", "b2"])
        XCTAssertEqual(list.count, 1)
    }

    func testRemovalDuringANotificationTakesEffectAtOnceAndAdditionsWaitForTheNext() {
        let list = ObserverList<Int>()
        var seen: [String] = []
        var second: ObserverToken?
        _ = list.add { event in
            seen.append("a\(event)")
            if let second { list.remove(second) }
            _ = list.add { seen.append("late\($0)") }
        }
        second = list.add { seen.append("b\($0)") }
        list.notify(1)
        XCTAssertEqual(seen, ["a1"], "b was removed by a before its turn; the late observer waits")
        list.notify(2)
        XCTAssertEqual(seen, ["a1", "a2", "late2"])
    }
}

final class RGBATests: XCTestCase {
    func testDescriptionOfNonFiniteColoursDoesNotTrap() {
        XCTAssertEqual(RGBA(red: .nan, green: 0, blue: 0).description, "RGBA(nan, 0.0, 0.0, 1.0)")
        XCTAssertFalse(RGBA(red: 0, green: .infinity, blue: 0).isFinite)
        XCTAssertEqual(RGBA(red: 0, green: 0.45, blue: 0.94).description, "rgba(0, 115, 240, 1.0)")
        XCTAssertEqual(RGBA(red: 2, green: -1, blue: 0.5).clamped, RGBA(red: 1, green: 0, blue: 0.5))
    }
}
