// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import XCTest

/// Parity with Swift: what Swift can configure, C and Python can too: the thumb signals (which thumb,
/// who caused it), the format function and the release of its data, marks and snapping, the
/// histogram's data and colours, skins from files, resources and textures with their GErrors;
/// checked after real pointer input (xdotool), and under valgrind.
extension CLibraryClientTests {
    /// Where `parity.c` finds the skin images.
    var skinsEnvironment: [String: String] {
        ["CE_SKINS_DIR": Self.repository.appendingPathComponent("data/skins").path]
    }

    /// `Tests/CLibraryClients/parity.c` with real drags: every parity call gives its documented
    /// result (skin errors as GErrors with their codes); a drag of the upper thumb gives the
    /// thumb signals "start 1 user, changing 1 user …, changed 1 user, end 1 user", a span drag
    /// "start 0, start 1, changing -1 …, changed -1, end 0, end 1"; at 1, 2 and 5 thumbs a drag
    /// of the middle (or only) thumb gives its signals with its index, and a value typed with
    /// real keys into its popover goes through a C parse function to that thumb alone; and the
    /// format function's data is freed exactly once when replaced, when NULL replaces it and
    /// when the slider is finalized.
    func testACClientDragsAThumbAndGetsTheThumbSignalsFormatterMarksAndHistogram() throws {
        let program = try compileClient("parity")
        try checkCClient(
            [program, "--drag", "2"], environment: skinsEnvironment,
            says: "parity: 2 rounds, 173 checks, 0 failed, 0 slider states left: OK")
    }

    /// The same client under valgrind (no drag: xdotool's timing does not survive memcheck):
    /// the format function's user data is freed by its destroy notify when replaced and when
    /// the widget is finalized (the client counts it), and memcheck finds no block of the
    /// project's (the library's or the client's `new_format`) lost.
    func testValgrindFindsTheFormatFunctionsDataFreedByItsDestroyNotifyAndNothingLeaked() throws {
        let program = try compileClient("parity")
        try checkUnderValgrind(
            [program, "2"], environment: skinsEnvironment,
            says: "parity: 2 rounds, 123 checks, 0 failed, 0 slider states left: OK")
    }

    /// `Tests/CLibraryClients/parity_client.py`: marks and histograms from plain lists, the new
    /// properties with notify, a Python format function (released when replaced), and the
    /// thumb signals after a real drag.
    func testAPythonClientDragsAThumbAndUsesMarksHistogramFormatterAndThumbSignals() throws {
        try checkPythonClient("parity_client.py", says: "parity client: 33 passed, 0 failed")
    }

    /// `Tests/CLibraryClients/editing_client.py`: `value-editable` with notify, a Python parse
    /// function (released when replaced; NaN from it is no value), and values typed with real
    /// keys (xdotool) into the focused thumb's popover: with two thumbs, the third of five and
    /// the only one of one.
    func testAPythonClientTypesValuesThroughItsOwnParseFunction() throws {
        try checkPythonClient("editing_client.py", says: "editing client: 15 passed, 0 failed")
    }

    /// `Tests/CLibraryClients/builder_client.py`: `marks_and_skins.ui` declares marks
    /// (`<marks>`, as GtkScale's) and skins (`<skins>`, from a GResource and files); Python loads
    /// it, finds the marks and the thumbs' skin size, drags the lower thumb onto a mark (it
    /// snaps), and gets a GLib.Error naming the problem for each malformed file.
    func testAPythonClientLoadsMarksAndSkinsFromAUIFileAndDragsOntoAMark() throws {
        try checkPythonClient("builder_client.py", says: "builder client: 14 passed, 0 failed")
    }
}
