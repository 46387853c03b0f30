import RangeSliderCore
import XCTest

final class ObserverListTests: XCTestCase {
    func testAddNotifyRemove() {
        var list = ObserverList<Int>()
        var seen: [String] = []
        let a = list.add { seen.append("a\($0)") }
        _ = list.add { seen.append("b\($0)") }
        for e in list.snapshot where list.contains(e.token) { e.callback(1) }
        XCTAssertEqual(seen, ["a1", "b1"])
        XCTAssertTrue(list.remove(a))
        XCTAssertFalse(list.remove(a))
        for e in list.snapshot where list.contains(e.token) { e.callback(2) }
        XCTAssertEqual(seen, ["a1", "b1", "b2"])
        XCTAssertEqual(list.count, 1)
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
