// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import GtkTestSupport
import RangeSlider
import XCTest

/// Each input mode with real pointer input (xdotool) on a 300 × 30 slider: thumbs 30 px,
/// usable length 270 px, so 27 px = 0.1.
final class RangeSliderInputModeTests: WidgetTestCase {
    func testStepSizeSnapsDraggedValues() {
        slider.stepSize = 0.25
        XCTAssertEqual(slider.lowerValue, 0.25, "existing values snap when a step is set")
        XCTAssertEqual(slider.upperValue, 0.75)
        let start = slider.positionForValue(0.25)
        drag(from: (start, 15), through: [(start + 10, 15), (start + 40, 15)])
        XCTAssertEqual(slider.lowerValue, 0.5, "0.25 + 40/270 snaps to 0.5")
        XCTAssertEqual(slider.stepIncrement, 0.25, "keys step by the step size")
    }

    func testMinimumSeparationAtBothEnds() {
        slider.minimumSeparation = 0.2
        slider.setValues(lower: 0, upper: 0.2)
        // Upper thumb dragged far left stops a separation above the lower one.
        let upper = slider.positionForValue(0.2)
        drag(from: (upper, 15), through: [(upper - 10, 15), (0, 15)])
        XCTAssertEqual(slider.upperValue, 0.2, accuracy: 1e-9)
        XCTAssertEqual(slider.lowerValue, 0)
        // At the maximum end: the lower thumb stops a separation below the upper one.
        slider.setValues(lower: 0.8, upper: 1)
        let lower = slider.positionForValue(0.8)
        drag(from: (lower, 15), through: [(lower + 10, 15), (299, 15)])
        XCTAssertEqual(slider.lowerValue, 0.8, accuracy: 1e-9)
        XCTAssertEqual(slider.upperValue, 1)
    }

    func testMaximumSpanStopsTheDraggedThumb() {
        slider.maximumSpan = 0.7
        drag(from: (231, 15), through: [(240, 15), (290, 15)])
        XCTAssertEqual(slider.upperValue, 0.9, accuracy: 1e-9)
        XCTAssertEqual(slider.lowerValue, 0.2)
    }

    func testDraggingTheSpanMovesBothThumbs() {
        slider.allowsSpanDrag = true
        drag(from: (150, 15), through: [(160, 15), (177, 15)])
        XCTAssertEqual(slider.lowerValue, 0.3, accuracy: 1e-9)
        XCTAssertEqual(slider.upperValue, 0.9, accuracy: 1e-9)
        XCTAssertEqual(events.first, .dragBegan(.lower))
        drag(from: (177, 15), through: [(200, 15), (299, 15)])
        XCTAssertEqual(slider.upperValue, 1, "stops at the end")
        XCTAssertEqual(slider.lowerValue, 0.4, accuracy: 1e-9, "keeping the distance")
    }

    func testTrackClickJumpsByDefaultOrPagesWhenAsked() {
        drag(from: (123, 15), through: [])
        XCTAssertEqual(slider.lowerValue, 0.4, accuracy: 1e-9, "jump under the pointer")
        slider.setValues(lower: 0.2, upper: 0.8)
        slider.trackClickBehavior = .page
        drag(from: (123, 15), through: [])
        XCTAssertEqual(slider.lowerValue, 0.3, accuracy: 1e-9, "one page (0.1) towards the click")
        drag(from: (280, 15), through: [])
        XCTAssertEqual(slider.upperValue, 0.9, accuracy: 1e-9)
    }

    func testShiftFineTunesTheDrag() {
        let origin = window.childOrigin, xid = window.xid
        XDoTool.move(window: xid, x: origin.x + 69, y: origin.y + 15)
        settle(0.05)
        XDoTool.press()
        settle(0.05)
        XDoTool.move(window: xid, x: origin.x + 70, y: origin.y + 15)
        settle(0.05)
        XDoTool.run(["keydown", "shift"])
        settle(0.05)
        XDoTool.move(window: xid, x: origin.x + 178, y: origin.y + 15)  // 108 px at a quarter speed
        settle(0.05)
        XDoTool.run(["keyup", "shift"])
        XDoTool.release()
        settle(0.1)
        XCTAssertEqual(slider.lowerValue, 0.2 + 1.0 / 270 + 0.1, accuracy: 1e-9)
    }

    func testScrollMovesTheNearestThumbByOneStepPerNotch() {
        // GTK focuses the first thumb when the window opens; with no thumb focused, the scroll
        // goes to the thumb nearest the pointer.
        gtk_window_set_focus(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self), nil)
        XCTAssertNil(slider.focusedThumb)
        let origin = window.childOrigin, xid = window.xid
        XDoTool.move(window: xid, x: origin.x + 240, y: origin.y + 15)  // nearest: the upper thumb
        settle(0.05)
        XDoTool.run(["click", "4"])  // wheel up
        settle(0.1)
        XCTAssertEqual(slider.upperValue, 0.81, accuracy: 1e-9)
        XDoTool.run(["click", "--repeat", "3", "5"])  // three notches down
        settle(0.2)
        XCTAssertEqual(slider.upperValue, 0.78, accuracy: 1e-9)
        XCTAssertEqual(slider.lowerValue, 0.2)
        slider.focus(.lower)  // a focused thumb takes the scroll
        XDoTool.run(["click", "4"])
        settle(0.1)
        XCTAssertEqual(slider.lowerValue, 0.21, accuracy: 1e-9)
    }

    func testDragSnapsToNearbyMarks() {
        slider.marks = [SliderMark(value: 0.5, label: "Half")]
        settle(0.2)
        XCTAssertGreaterThan(gtk_widget_get_height(slider.gtkWidget), 30, "labelled marks need room below the track")
        let image = render("marks")
        // A tick below the track at 0.5's position.
        let tick = image.pixel(Int(slider.positionForValue(0.5)), 33)
        XCTAssertTrue(tick.a > 100 && tick.luminance < 150, "a dark tick expected below the track at 0.5: \(tick)")
        XCTAssertEqual(image.pixel(Int(slider.positionForValue(0.5)) + 5, 33).a, 0, "nothing beside the tick")
        drag(from: (69, 15), through: [(100, 15), (146, 15)])
        XCTAssertEqual(slider.lowerValue, 0.5, "within a few pixels of the mark: snapped")
        drag(from: (slider.positionForValue(0.5), 15), through: [(120, 15), (110, 15)])
        XCTAssertNotEqual(slider.lowerValue, 0.5, "far from the mark: no snap")
    }

    /// With `snapsToMarks` off a drag ends where the pointer left it, beside a mark.
    func testADragDoesNotSnapToMarksWhenSnappingIsOff() {
        slider.marks = [SliderMark(value: 0.5, label: "Half")]
        slider.snapsToMarks = false
        settle(0.2)
        drag(from: (69, 15), through: [(100, 15), (146, 15)])
        XCTAssertEqual(slider.lowerValue, (146 - 15) / 270.0, accuracy: 0.004, "no snap: where the pointer is")
        XCTAssertNotEqual(slider.lowerValue, 0.5)
        slider.snapsToMarks = true
        drag(from: (slider.positionForValue(slider.lowerValue), 15), through: [(140, 15), (147, 15)])
        XCTAssertEqual(slider.lowerValue, 0.5, "snapping back on")
    }

    func testValueChangingDuringADragAndOneCommitOnRelease() {
        drag(from: (69, 15), through: [(80, 15), (90, 15), (96, 15)])
        let changing = events.filter { if case .valueChanging = $0 { return true } else { return false } }
        let committed = events.filter { if case .valueChanged = $0 { return true } else { return false } }
        XCTAssertGreaterThanOrEqual(changing.count, 2)
        XCTAssertEqual(committed, [.valueChanged(lowerValue: slider.lowerValue, upperValue: 0.8, source: .user)])
        XCTAssertEqual(events.last, .dragEnded(.lower))
        // A drag that ends where it began commits nothing.
        events = []
        drag(from: (96, 15), through: [(120, 15), (96, 15)])
        XCTAssertFalse(
            events.contains { if case .valueChanged = $0 { return true } else { return false } }, "\(events)")
    }
}
