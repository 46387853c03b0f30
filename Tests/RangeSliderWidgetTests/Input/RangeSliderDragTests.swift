// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import GtkTestSupport
import RangeSlider
import XCTest

/// Real pointer drags through xdotool on a 300 × 30 slider (usable length 270 px).
final class RangeSliderDragTests: WidgetTestCase {
    func testDraggingTheLowerThumb() {
        drag(from: (69, 15), through: [(80, 15), (96, 15)])
        XCTAssertEqual(slider.lowerValue, 0.3, accuracy: 1e-9)  // 27 px of 270
        XCTAssertEqual(slider.upperValue, 0.8)
        XCTAssertEqual(events.first, .dragBegan(.lower))
        XCTAssertEqual(events.last, .dragEnded(.lower))
        guard case .valueChanged(let lower, _, let source)? = valueEvents.last else { return XCTFail("no value event") }
        XCTAssertEqual(lower, 0.3, accuracy: 1e-9)
        XCTAssertEqual(source, .user)
        XCTAssertNil(slider.highlightedThumb)
    }

    func testDraggingTheUpperThumbStopsAtTheLowerValue() {
        drag(from: (231, 15), through: [(150, 15), (20, 15)])
        XCTAssertEqual(slider.upperValue, 0.2, accuracy: 1e-9)
        XCTAssertEqual(slider.lowerValue, 0.2, accuracy: 1e-9)
    }

    func testPressOnTheTrackJumpsTheNearestThumbThereAndTracks() {
        drag(from: (123, 15), through: [(130, 15), (150, 15)])
        // 123 px → 0.4; then 27 px further → 0.5.
        XCTAssertEqual(slider.lowerValue, 0.5, accuracy: 1e-9)
        XCTAssertEqual(slider.upperValue, 0.8)
        XCTAssertEqual(events.first, .dragBegan(.lower))
        XCTAssertEqual(events.last, .dragEnded(.lower))
    }

    func testTrackingContinuesOutsideTheWidgetAndComesBack() {
        drag(from: (231, 15), through: [(240, 15), (240, 200), (600, 200)], release: false)
        XCTAssertEqual(slider.upperValue, 1, "dragged far right outside the window: clamped at the maximum")
        XCTAssertEqual(slider.highlightedThumb, .upper)
        XDoTool.move(window: window.xid, x: window.childOrigin.x + 258, y: window.childOrigin.y + 15)
        settle(0.1)
        XDoTool.release()
        settle(0.1)
        XCTAssertEqual(slider.upperValue, 0.9, accuracy: 1e-9, "back inside: the thumb is under the pointer again")
        XCTAssertEqual(events.last, .dragEnded(.upper))
    }

    func testOverlappingThumbsAtTheMaximumBothStayReachable() {
        slider.setValues(lower: 1, upper: 1)
        events = []
        drag(from: (285, 15), through: [(280, 15), (231, 15)])
        XCTAssertEqual(slider.lowerValue, 0.8, accuracy: 1e-9)
        XCTAssertEqual(slider.upperValue, 1)
        XCTAssertEqual(events.first, .dragBegan(.lower))
    }

    func testOverlappingThumbsAtTheMinimumBothStayReachable() {
        slider.setValues(lower: 0, upper: 0)
        drag(from: (15, 15), through: [(20, 15), (69, 15)])
        XCTAssertEqual(slider.upperValue, 0.2, accuracy: 1e-9)
        XCTAssertEqual(slider.lowerValue, 0)
    }

    func testInsensitiveSliderIgnoresInput() {
        slider.isSensitive = false
        drag(from: (69, 15), through: [(96, 15), (150, 15)])
        XCTAssertEqual(slider.lowerValue, 0.2)
        XCTAssertTrue(events.isEmpty)
    }

    func testSensitivityOffDuringADragEndsItCleanly() {
        drag(from: (69, 15), through: [(96, 15)], release: false)
        XCTAssertEqual(slider.highlightedThumb, .lower)
        slider.isSensitive = false
        XCTAssertNil(slider.highlightedThumb)
        XCTAssertEqual(events.last, .dragEnded(.lower))
        XDoTool.move(window: window.xid, x: window.childOrigin.x + 150, y: window.childOrigin.y + 15)
        settle(0.05)
        XDoTool.release()
        settle(0.1)
        XCTAssertEqual(slider.lowerValue, 0.3, accuracy: 1e-9, "no movement after the drag was cancelled")
    }
}
