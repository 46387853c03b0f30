// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import Foundation
import GtkTestSupport
import RangeSlider
import XCTest

/// A range slider with any number of thumbs, in a real 300 × 30 window (usable length 270 px,
/// the thumb of value v centred at 15 + 270 v): one `slider` node per value with its CSS
/// classes and accessible label, real pointer drags of a thumb between the first and the last,
/// and the count following ``RangeSliderWidget/thumbCount`` and
/// ``RangeSliderWidget/setValues(_:)``.
final class RangeSliderThumbCountTests: WidgetTestCase {
    private func x(_ value: Double) -> Double { 15 + 270 * value }

    private func hasClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> Bool {
        gtk_widget_has_css_class(widget, name) != 0
    }

    /// Each node is a `slider` with `thumb-<i>`, `first` on the first only, `last` on the last
    /// only, `lower` / `upper` on the first / last when there are two or more.
    private func assertThumbNodes(_ count: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(slider.thumbWidgets.count, count, file: file, line: line)
        XCTAssertEqual(slider.thumbCount, count, file: file, line: line)
        var child = gtk_widget_get_first_child(gtk_widget_get_parent(slider.thumbWidgets[0]))
        var sliderNodes = 0
        while let node = child {
            if String(cString: gtk_widget_get_css_name(node)) == "slider" { sliderNodes += 1 }
            child = gtk_widget_get_next_sibling(node)
        }
        XCTAssertEqual(sliderNodes, count, "slider nodes in the trough", file: file, line: line)
        for (i, thumb) in slider.thumbWidgets.enumerated() {
            XCTAssertEqual(String(cString: gtk_widget_get_css_name(thumb)), "slider", file: file, line: line)
            XCTAssertTrue(hasClass(thumb, "thumb-\(i)"), "thumb-\(i)", file: file, line: line)
            XCTAssertFalse(hasClass(thumb, "thumb-\(i + 1)"), file: file, line: line)
            XCTAssertEqual(hasClass(thumb, "first"), i == 0, "first on \(i)", file: file, line: line)
            XCTAssertEqual(hasClass(thumb, "last"), i == count - 1, "last on \(i)", file: file, line: line)
            XCTAssertEqual(hasClass(thumb, "lower"), count >= 2 && i == 0, "lower on \(i)", file: file, line: line)
            XCTAssertEqual(
                hasClass(thumb, "upper"), count >= 2 && i == count - 1, "upper on \(i)", file: file, line: line)
        }
        XCTAssertEqual(slider.lowerThumbWidget, slider.thumbWidgets[0], file: file, line: line)
        XCTAssertEqual(slider.upperThumbWidget, slider.thumbWidgets[count - 1], file: file, line: line)
    }

    func testFiveThumbsHaveTheirNodesClassesLabelsAndValues() {
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        settle()
        assertThumbNodes(5)
        XCTAssertEqual(slider.thumbValues, [0.1, 0.3, 0.5, 0.7, 0.9])
        XCTAssertEqual(slider.lowerValue, 0.1)
        XCTAssertEqual(slider.upperValue, 0.9)
        let labels = ["Minimum", "Thumb 2", "Thumb 3", "Thumb 4", "Maximum"]
        for (i, thumb) in slider.thumbWidgets.enumerated() {
            XCTAssertNil(accessibleString(thumb, GTK_ACCESSIBLE_PROPERTY_LABEL, labels[i]), "label of thumb \(i)")
            XCTAssertNil(
                accessibleDouble(thumb, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, slider.thumbValues[i]), "value of thumb \(i)"
            )
        }
        // A thumb between is bounded by its neighbours, as the first and the last are.
        XCTAssertNil(accessibleDouble(slider.thumbWidgets[2], GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.3))
        XCTAssertNil(accessibleDouble(slider.thumbWidgets[2], GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 0.7))
        XCTAssertTrue(LogCapture.shared.messages.isEmpty, "\(LogCapture.shared.messages)")
    }

    func testDraggingTheMiddleThumbWithThePointerMovesItAlone() {
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        settle()
        drag(from: (x(0.5), 15), through: [(x(0.55), 15), (x(0.6), 15)], release: false)
        XCTAssertEqual(slider.highlightedThumbIndex, 2, "the middle thumb is dragged")
        XCTAssertNil(slider.highlightedThumb, "neither the first nor the last")
        XCTAssertEqual(gtk_widget_has_focus(slider.thumbWidgets[2]), 1, "the dragged thumb takes the focus")
        _ = render("range-slider-five-thumbs-dragging")
        XDoTool.release()
        settle(0.1)
        XCTAssertEqual(slider.thumbValues[2], 0.6, accuracy: 1e-9)
        XCTAssertEqual(slider.thumbValues[0], 0.1)
        XCTAssertEqual(slider.thumbValues[1], 0.3)
        XCTAssertEqual(slider.thumbValues[3], 0.7)
        XCTAssertEqual(slider.thumbValues[4], 0.9)
        XCTAssertNil(slider.highlightedThumbIndex)
        XCTAssertNil(accessibleDouble(slider.thumbWidgets[2], GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, slider.thumbValues[2]))
        XCTAssertNil(
            accessibleDouble(slider.thumbWidgets[3], GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, slider.thumbValues[2]),
            "the neighbour's bound follows")
        // Past its neighbour: it stops there (the default crossing rule blocks).
        drag(from: (x(0.6), 15), through: [(x(0.7), 15), (x(0.85), 15)])
        XCTAssertEqual(slider.thumbValues[2], 0.7, accuracy: 1e-9)
        XCTAssertEqual(slider.thumbValues[3], 0.7)
        _ = render("range-slider-five-thumbs")
    }

    func testTheCountFollowsThumbCountAndSetValues() {
        slider.thumbCount = 5
        assertThumbNodes(5)
        XCTAssertEqual(slider.lowerValue, 0.2, "the first value stays")
        slider.thumbCount = 2
        assertThumbNodes(2)
        XCTAssertNil(accessibleString(slider.thumbWidgets[0], GTK_ACCESSIBLE_PROPERTY_LABEL, "Minimum"))
        XCTAssertNil(accessibleString(slider.thumbWidgets[1], GTK_ACCESSIBLE_PROPERTY_LABEL, "Maximum"))
        slider.setValues([0.4])
        assertThumbNodes(1)
        XCTAssertEqual(slider.lowerValue, 0.4)
        XCTAssertEqual(slider.upperValue, 0.4)
        XCTAssertNil(accessibleString(slider.thumbWidgets[0], GTK_ACCESSIBLE_PROPERTY_LABEL, "Value"))
        slider.setValues([0.1, 0.2, 0.3])
        assertThumbNodes(3)
        slider.setValue(0.25, at: 1)
        XCTAssertEqual(slider.value(at: 1), 0.25)
        XCTAssertNil(slider.value(at: 3))
        XCTAssertTrue(LogCapture.shared.messages.isEmpty, "\(LogCapture.shared.messages)")
    }

    func testBadCountsAndValuesAreRefusedWithAWarning() {
        slider.setValues([0.1, 0.5, 0.9])
        slider.setValues([])
        slider.setValues([0.1, .nan, 0.9])
        slider.setValue(.infinity, at: 1)
        slider.setValue(0.5, at: 7)
        assertThumbNodes(3)
        XCTAssertEqual(slider.thumbValues, [0.1, 0.5, 0.9])
        XCTAssertEqual(LogCapture.shared.messages.count, 4, "\(LogCapture.shared.messages)")
        slider.thumbCount = 0
        assertThumbNodes(1)
        slider.thumbCount = .max
        XCTAssertEqual(slider.thumbCount, RangeValues.maximumThumbCount, "clamped")
    }

    func testTheSingleValueModeIsTheOneThumbCase() {
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        slider.mode = .single
        assertThumbNodes(1)
        XCTAssertEqual(slider.thumbCount, 1)
        XCTAssertEqual(slider.thumbValues, [0.9], "the upper value stays, as the value")
        XCTAssertNotEqual(gtk_widget_get_visible(slider.upperThumbWidget), 0)
        XCTAssertNil(accessibleString(slider.upperThumbWidget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Value"))
        slider.thumbCount = 5
        slider.setValues([0.1, 0.2, 0.3])
        assertThumbNodes(1)
        XCTAssertEqual(LogCapture.shared.messages.count, 2, "\(LogCapture.shared.messages)")
        slider.setValues([0.4])
        XCTAssertEqual(slider.value, 0.4, "one value for the one thumb")
        slider.mode = .progress
        assertThumbNodes(1)
        XCTAssertEqual(gtk_widget_get_visible(slider.upperThumbWidget), 0, "a progress bar's thumb is no focus stop")
        XCTAssertEqual(slider.value, 0.4)
        slider.mode = .range
        slider.thumbCount = 4
        assertThumbNodes(4)
        XCTAssertTrue(slider.thumbWidgets.allSatisfy { gtk_widget_get_visible($0) != 0 })
    }

    func testTheKeyboardMovesAThumbBetweenWithinItsNeighbours() {
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        settle()
        slider.focus(index: 2)
        settle()
        XCTAssertEqual(gtk_widget_has_focus(slider.thumbWidgets[2]), 1)
        let before = slider.thumbValues[2]
        pressKey("Right")
        settle()
        XCTAssertGreaterThan(slider.thumbValues[2], before, "an arrow moves the focused thumb")
        pressKey("End")
        settle()
        XCTAssertEqual(
            slider.thumbValues, [0.1, 0.3, 0.7, 0.7, 0.9], "End: the end of its allowed interval, its neighbour")
        pressKey("Home")
        settle()
        XCTAssertEqual(slider.thumbValues, [0.1, 0.3, 0.3, 0.7, 0.9])
    }

    /// The wheel moves the thumb nearest the pointer, a middle one too, by one step per notch
    /// (a hundredth of the range); a focused thumb takes the scroll wherever the pointer is.
    func testTheWheelMovesTheMiddleThumbNearestThePointerOrTheFocusedOne() {
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        settle()
        gtk_window_set_focus(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self), nil)
        XCTAssertNil(slider.focusedThumb)
        let origin = window.childOrigin, xid = window.xid
        XDoTool.move(window: xid, x: origin.x + x(0.52), y: origin.y + 15)  // nearest: thumb 2
        settle(0.05)
        XDoTool.run(["click", "4"])  // wheel up
        settle(0.1)
        XCTAssertEqual(slider.thumbValues[2], 0.51, accuracy: 1e-9)
        XDoTool.run(["click", "--repeat", "3", "5"])  // three notches down
        settle(0.2)
        XCTAssertEqual(slider.thumbValues[2], 0.48, accuracy: 1e-9)
        XDoTool.move(window: xid, x: origin.x + x(0.33), y: origin.y + 15)  // nearest: thumb 1
        settle(0.05)
        XDoTool.run(["click", "4"])
        settle(0.1)
        XCTAssertEqual(slider.thumbValues[1], 0.31, accuracy: 1e-9)
        slider.focus(index: 3)  // a focused thumb takes the scroll
        settle(0.05)
        XDoTool.run(["click", "4"])
        settle(0.1)
        XCTAssertEqual(slider.thumbValues[3], 0.71, accuracy: 1e-9)
        XCTAssertEqual([slider.thumbValues[0], slider.thumbValues[4]], [0.1, 0.9], "the others stay")
        XCTAssertEqual(slider.thumbValues[1], 0.31, accuracy: 1e-9)
        XCTAssertEqual(slider.thumbValues[2], 0.48, accuracy: 1e-9)
    }

    /// Five thumbs with a histogram, nice ticks and the red skin on the third thumb, that thumb
    /// dragged with real pointer input, then drawn at scale 1 and 2, light and dark
    /// (screenshots to look at): the drag moves the skinned thumb alone, every picture is the
    /// slider's size times the scale, the skinned thumb is drawn (red) on its new value's centre
    /// and nowhere else, and the dark picture is darker than the light one.
    func testFiveThumbsWithHistogramTicksAndTheSkinnedThirdThumbDraggedLightAndDarkAtScalesOneAndTwo() throws {
        let skins = PackageFolders.skins
        window.close()
        slider.setValues([0.1, 0.3, 0.5, 0.7, 0.9])
        slider.histogram = Histogram(counts: (0..<37).map { 3 + ($0 * 7) % 11 }, lowerBound: 0, upperBound: 1)
        slider.tickSettings = TickSettings(mode: .nice(minimumSpacing: 40), minorTicksPerMajor: 1)
        slider.setThumbImage(try SliderImage(contentsOfFile: skins + "thumb-red.png"), at: 2)
        window = TestWindow(child: slider.gtkWidget, width: 420, height: 100)
        settle(0.3)
        XCTAssertFalse(slider.ticks.isEmpty, "ticks are drawn")
        XCTAssertNotNil(slider.thumbImage(for: .normal, at: 2))
        XCTAssertNil(slider.thumbImage(for: .normal, at: 1))
        XCTAssertNil(slider.thumbImage(for: .normal, at: 4))
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(slider.thumbWidgets[2], slider.gtkWidget, &bounds), 0)
        let thumbRow = Double(bounds.origin.y + bounds.size.height / 2)
        drag(
            from: (slider.positionForValue(0.5), thumbRow),
            through: [(slider.positionForValue(0.55), thumbRow), (slider.positionForValue(0.6), thumbRow)])
        XCTAssertEqual(slider.thumbValues[2], 0.6, accuracy: 0.01, "the drag moved the skinned thumb")
        XCTAssertEqual(
            [slider.thumbValues[0], slider.thumbValues[1], slider.thumbValues[3], slider.thumbValues[4]],
            [0.1, 0.3, 0.7, 0.9], "and it alone")
        let skinnedCentre = slider.positionForValue(slider.thumbValues[2])
        let (w, h) = (Double(gtk_widget_get_width(slider.gtkWidget)), Double(gtk_widget_get_height(slider.gtkWidget)))
        var brightness: [Bool: Double] = [:]
        for dark in [false, true] {
            if dark { DarkTheme.prefer() }
            defer { if dark { DarkTheme.restore() } }
            settle(0.2)
            for scale in [1.0, 2.0] {
                let name = "range-slider-five-thumbs-histogram-ticks-skin-\(dark ? "dark" : "light")-\(Int(scale))x"
                let image = render(name, scale: scale)
                XCTAssertEqual(image.width, Int(w * scale), name)
                XCTAssertEqual(image.height, Int(h * scale), name)
                let red = image.runCentres(row: Int(thumbRow * scale)) { $0.isRed }
                XCTAssertEqual(red.count, 1, "\(name): red runs at \(red)")
                XCTAssertEqual((red.first ?? -1) / scale, skinnedCentre, accuracy: 2, "\(name): the skinned thumb")
                if scale == 1 {
                    var sum = 0.0
                    for y in 0..<image.height { for x in 0..<image.width { sum += image.pixel(x, y).luminance } }
                    brightness[dark] = sum / Double(image.width * image.height)
                }
            }
        }
        XCTAssertLessThan(brightness[true] ?? 255, brightness[false] ?? 0, "the dark variant is darker")
    }
}
