// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkSupport
import GtkTestSupport
import XCTest

/// The colour button of both platforms (GtkColorDialogButton on GTK 4.10+, GtkColorButton on
/// 4.8), as the playground uses it: it shows the colour set, and reports only the user's picks.
final class ColorButtonTests: XCTestCase {
    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else { XCTFail(env.reason); throw XCTSkip(env.reason) }
    }

    func testItShowsTheColourSetAndReportsOnlyTheUsersPicks() {
        var rgba = GdkRGBA(red: 1, green: 0, blue: 0, alpha: 1)
        let button = cgtk_color_button_new(&rgba)!
        g_object_ref_sink(button)
        defer { g_object_unref(button) }
        var chosen = 0
        GtkSignal.connectColorChosen(button) { chosen += 1 }
        var read = GdkRGBA()
        cgtk_color_button_get_rgba(button, &read)
        XCTAssertEqual([read.red, read.green, read.blue, read.alpha], [1, 0, 0, 1])

        var translucent = GdkRGBA(red: 0, green: 0.5, blue: 1, alpha: 0.25)
        cgtk_color_button_set_rgba(button, &translucent)
        cgtk_color_button_get_rgba(button, &read)
        XCTAssertEqual([read.red, read.green, read.blue, read.alpha], [0, 0.5, 1, 0.25], "alpha is kept")
        XCTAssertEqual(chosen, 0, "a colour the program sets is not a pick")

        cgtk_color_button_emit_chosen(button)
        XCTAssertEqual(chosen, 1, "the user's pick")
    }
}
