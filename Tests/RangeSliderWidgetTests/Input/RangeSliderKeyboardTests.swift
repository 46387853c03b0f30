// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSlider
import XCTest

/// Keys sent with xdotool to a focused thumb, side by side with a GtkScale with the same
/// adjustment (0…1, step 0.01, page 0.1) receiving the same keys in the same window.
final class RangeSliderKeyboardTests: XCTestCase {
    var slider: RangeSliderWidget!
    var scale: UnsafeMutablePointer<GtkWidget>!
    var window: TestWindow!

    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else { XCTFail(env.reason); throw XCTSkip(env.reason) }
        slider = RangeSliderWidget()
        scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.01)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
        gtk_widget_set_size_request(slider.gtkWidget, 300, 30)
        gtk_widget_set_size_request(scale, 300, 30)
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), slider.gtkWidget)
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), scale)
        window = TestWindow(child: box, width: 300, height: 80)
        XDoTool.run(["windowfocus", String(window.xid)])
        MainLoop.spin(seconds: 0.2)
    }

    override func tearDown() {
        window?.close()
        window = nil
        slider = nil
    }

    private var scaleRange: UnsafeMutablePointer<GtkRange> {
        UnsafeMutableRawPointer(scale).assumingMemoryBound(to: GtkRange.self)
    }

    private func press(_ key: String) {
        XDoTool.run(["key", "--clearmodifiers", key])
        MainLoop.spin(seconds: 0.08)
    }

    /// For every bound key: the lower thumb (free to move over 0…1) and the GtkScale start at
    /// 0.5; both must end at the same value.
    private func compareWithGtkScale(_ label: String) {
        let keys = [
            "Right", "Left", "Up", "Down", "Page_Up", "Page_Down", "ctrl+Right", "ctrl+Left",
            "ctrl+Up", "ctrl+Down", "ctrl+Page_Up", "ctrl+Page_Down", "Home", "End",
            "plus", "minus", "KP_Add", "KP_Subtract", "ctrl+KP_Add",
        ]
        for key in keys {
            slider.setValues(lower: 0.5, upper: 1)
            gtk_range_set_value(scaleRange, 0.5)
            slider.focus(.lower)
            MainLoop.spin(seconds: 0.05)
            XCTAssertEqual(slider.focusedThumb, .lower)
            press(key)
            let ours = slider.lowerValue
            gtk_widget_grab_focus(scale)
            MainLoop.spin(seconds: 0.05)
            press(key)
            let theirs = gtk_range_get_value(scaleRange)
            XCTAssertEqual(ours, theirs, accuracy: 1e-9, "\(label): key \(key): slider \(ours), GtkScale \(theirs)")
            XCTAssertNotEqual(theirs, 0.5, "\(label): key \(key) did not reach the GtkScale: the test sends no keys")
        }
    }

    func testHorizontalKeysMatchGtkScale() {
        compareWithGtkScale("horizontal")
    }

    func testVerticalKeysMatchGtkScale() {
        slider.orientation = .vertical
        gtk_orientable_set_orientation(OpaquePointer(scale), GTK_ORIENTATION_VERTICAL)
        compareWithGtkScale("vertical")
    }

    func testInvertedKeysMatchGtkScale() {
        slider.inverted = true
        gtk_range_set_inverted(scaleRange, 1)
        compareWithGtkScale("inverted")
    }

    func testRightToLeftKeysMatchGtkScale() {
        gtk_widget_set_direction(slider.gtkWidget, GTK_TEXT_DIR_RTL)
        gtk_widget_set_direction(scale, GTK_TEXT_DIR_RTL)
        compareWithGtkScale("right-to-left")
    }

    func testHomeAndEndStopAtTheOtherThumb() {
        slider.setValues(lower: 0.3, upper: 0.6)
        slider.focus(.lower)
        press("End")
        XCTAssertEqual(slider.lowerValue, 0.6)
        slider.setValues(lower: 0.3, upper: 0.6)
        slider.focus(.upper)
        press("Home")
        XCTAssertEqual(slider.upperValue, 0.3)
        slider.minimumSeparation = 0.1
        slider.setValues(lower: 0.3, upper: 0.6)
        slider.focus(.lower)
        press("End")
        XCTAssertEqual(slider.lowerValue, 0.5, accuracy: 1e-12, "Home/End go as far as the separation allows")
    }

    func testTabMovesFromTheLowerThumbToTheUpperThumbAndOn() {
        slider.focus(.lower)
        MainLoop.spin(seconds: 0.05)
        press("Tab")
        XCTAssertEqual(slider.focusedThumb, .upper)
        press("Tab")
        XCTAssertNil(slider.focusedThumb, "Tab leaves the slider")
        XCTAssertTrue(gtk_widget_has_focus(scale) != 0, "…for the next widget in the window")
        press("shift+Tab")
        XCTAssertEqual(slider.focusedThumb, .upper)
        press("shift+Tab")
        XCTAssertEqual(slider.focusedThumb, .lower)
    }

    func testKeysCommitValueChangedEventsFromTheUser() {
        var events: [RangeSliderEvent] = []
        slider.addObserver { events.append($0) }
        slider.focus(.upper)
        press("Left")
        XCTAssertEqual(events, [.valueChanged(lowerValue: 0.2, upperValue: 0.79, source: .user)])
    }

    func testFocusedThumbShowsAFocusRing() {
        slider.useTutorialColors()
        MainLoop.spin(seconds: 0.1)
        let before = window.render(slider.gtkWidget)
        // Reach the lower thumb with the keyboard (Tab from the upper one back), which makes
        // focus visible, as in any GTK window.
        slider.focus(.upper)
        press("shift+Tab")
        XCTAssertEqual(slider.focusedThumb, .lower)
        MainLoop.spin(seconds: 0.1)
        let after = window.render(slider.gtkWidget)
        after.writePNG(to: PixelImage.screenshotDirectory + "/focus-ring.png")
        // The ring adds the accent colour around the lower thumb (centre 69, 15) and nowhere
        // near the upper one (centre 231).
        func bluerPixels(_ xs: Range<Int>) -> Int {
            var count = 0
            for y in 0..<30 {
                for x in xs {
                    let a = before.pixel(x, y), b = after.pixel(x, y)
                    if b.b - b.r > a.b - a.r + 40 { count += 1 }
                }
            }
            return count
        }
        XCTAssertGreaterThan(bluerPixels(50..<90), 40, "no focus ring drawn around the focused thumb")
        XCTAssertEqual(bluerPixels(212..<250), 0, "the unfocused thumb must not show a ring")
    }
}
