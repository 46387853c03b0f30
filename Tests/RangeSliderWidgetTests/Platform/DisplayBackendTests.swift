// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import Foundation
import GtkTestSupport
import RangeSlider
import XCTest

/// Which display and renderer a run really got: the display must be the one `GDK_BACKEND`
/// names (`x11` in the Xvfb runs, `wayland` in `scripts/test-wayland.sh`), so a run that meant
/// Wayland but opened an X display (or the reverse) fails here instead of passing on the
/// wrong rig. The renderer is printed for the report (`Display: …, renderer …`).
final class DisplayBackendTests: XCTestCase {
    func testTheRunHasTheDisplayItAskedFor() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else { XCTFail(env.reason); return }
        let display = gdk_display_get_default()!
        let name = String(
            cString: g_type_name_from_instance(
                UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self)))
        let slider = RangeSliderWidget()
        let window = TestWindow(child: slider.gtkWidget, width: 300, height: 30)
        defer { window.close() }
        let image = window.render()
        print(
            """
            Display: \(name), renderer \(window.rendererName), scale factor \
            \(gtk_widget_get_scale_factor(slider.gtkWidget)), slider drawn \(slider.drawCount) times
            """)
        XCTAssertGreaterThan(slider.drawCount, 0, "the window drew the slider")
        XCTAssertEqual(image.width, 300 * Int(gtk_widget_get_scale_factor(slider.gtkWidget)))
        guard let expected = ProcessInfo.processInfo.environment["GDK_BACKEND"] else {
            throw XCTSkip("GDK_BACKEND not set: nothing to check beyond drawing (\(name), \(window.rendererName))")
        }
        switch expected {
        case "wayland": XCTAssertEqual(name, "GdkWaylandDisplay")
        case "x11": XCTAssertEqual(name, "GdkX11Display")
        default: XCTFail("GDK_BACKEND=\(expected): the test suite runs with x11 or wayland")
        }
        XCTAssertEqual(GtkTestEnvironment.isWayland, expected == "wayland")
    }
}
