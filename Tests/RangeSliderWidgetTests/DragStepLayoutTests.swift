// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
@_spi(Testing) import RangeSlider
import XCTest

/// What a drag step lays out again: the trough (the thumbs and the highlight), and the slider
/// itself only while something it places outside the trough follows the values (a value
/// popover).
final class DragStepLayoutTests: XCTestCase {
    var slider: RangeSliderWidget!
    var window: TestWindow!

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else { XCTFail(env.reason); throw XCTSkip(env.reason) }
        slider = RangeSliderWidget()
        slider.setValues([0.1, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        window = TestWindow(child: slider.gtkWidget, width: 300, height: 30)
        MainLoop.spin(seconds: 0.2)
    }

    override func tearDown() {
        window?.close()
        window = nil
        slider = nil
    }

    /// The first thumb's left edge in slider coordinates.
    private func firstThumbX() -> Double {
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(slider.thumbWidgets[0], slider.gtkWidget, &bounds), 0)
        return Double(bounds.origin.x)
    }

    /// Begins a drag of the first thumb and takes one step (the press's restyle settles).
    private func beginDraggingTheFirstThumb() {
        XCTAssertTrue(slider.simulateDragBegin(x: slider.positionForValue(0.1), y: 15))
        slider.simulateDragUpdate(dx: 13.5, dy: 0)
        MainLoop.spin(seconds: 0.1)
    }

    func testADragStepMovesTheThumbNodeAndRedrawsWithoutAllocatingTheSlider() {
        beginDraggingTheFirstThumb()
        let (allocations, draws, x) = (slider.allocationCount, slider.drawCount, firstThumbX())
        slider.simulateDragUpdate(dx: 40.5, dy: 0)  // 27 px further: 0.1 of the 270 px track
        MainLoop.spin(seconds: 0.1)
        XCTAssertEqual(slider.thumbValues[0], 0.25, accuracy: 1e-9)
        XCTAssertEqual(firstThumbX() - x, 27, accuracy: 1, "the thumb's node follows its value")
        XCTAssertGreaterThan(slider.drawCount, draws, "the slider is drawn again")
        XCTAssertEqual(slider.allocationCount, allocations, "the slider itself is not allocated again")
        slider.simulateDragEnd()
    }

    func testWithAValuePopoverShownADragStepAllocatesTheSlider() {
        slider.valuePopoverVisibility = .whileDragging
        MainLoop.spin(seconds: 0.2)
        beginDraggingTheFirstThumb()
        let (allocations, x) = (slider.allocationCount, firstThumbX())
        slider.simulateDragUpdate(dx: 40.5, dy: 0)
        MainLoop.spin(seconds: 0.1)
        XCTAssertEqual(firstThumbX() - x, 27, accuracy: 1)
        XCTAssertGreaterThan(slider.allocationCount, allocations, "the popover is presented from the allocation")
        slider.simulateDragEnd()
    }
}
