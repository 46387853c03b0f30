// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation
import XCTest

/// The slider from GJS, Vala and Rust, the other languages GNOME apps are written in, each run as
/// an app would be (GJS and Vala also checked after a real drag with xdotool).
extension CLibraryClientTests {
    /// `Examples/gjs/range-slider.js --self-test`: GJS builds the window, sets every kind of
    /// property (numbers, enumerations, colours, strings, booleans), a skin from files (and the
    /// GLib.Error of a missing one), marks and a histogram
    /// from arrays and a JS format function, drags the upper thumb and checks the values, the
    /// thumb signals, notify and the label afterwards.
    func testAGJSAppSetsEveryKindOfPropertyAndFollowsARealDrag() throws {
        let script = Self.repository.appendingPathComponent("Examples/gjs/range-slider.js").path
        let result = try run(["gjs", "-m", script, "--self-test"], environment: pythonEnvironment, timeout: 120)
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertTrue(result.stdout.contains("gjs client: 52 passed, 0 failed"), result.all)
        XCTAssertFalse(result.stdout.contains("FAIL"), result.all)
        XCTAssertFalse(result.stderr.contains("CRITICAL"), result.stderr)
    }

    /// The install made `ce-range-slider-1.vapi` with vapigen from the GIR; meson builds
    /// `Examples/vala-app` against it (valac, `dependency('ce-range-slider-1')`), and the app
    /// drags the lower thumb and checks the values, the thumb signals and its label.
    func testAValaAppBuiltByMesonAgainstTheGeneratedVapiFollowsARealDrag() throws {
        let vapi = "\(prefix)/share/vala/vapi/ce-range-slider-1.vapi"
        let bindings = try String(contentsOfFile: vapi, encoding: .utf8)
        XCTAssertTrue(bindings.contains("public sealed class RangeSlider : Gtk.Widget"), "the class in \(vapi)")
        XCTAssertTrue(
            bindings.contains(
                """
                public signal void thumb_changed (int thumb, Ce.RangeSliderChangeSource source, double lower, \
                double upper);
                """),
            "the thumb signals in \(vapi)")
        XCTAssertTrue(
            bindings.contains("public void set_format_value_func (owned Ce.RangeSliderFormatValueFunc? func);"),
            "the format function owned, with its destroy notify, in \(vapi)")
        XCTAssertEqual(
            try String(contentsOfFile: "\(prefix)/share/vala/vapi/ce-range-slider-1.deps", encoding: .utf8), "gtk4\n")

        let example = Self.repository.appendingPathComponent("Examples/vala-app")
        let build = scratch.appendingPathComponent("vala-build").path
        let pkgConfig = ["PKG_CONFIG_PATH": "\(prefix)/lib/pkgconfig"]
        try run(["meson", "setup", build, example.path], environment: pkgConfig).checked()
        try run(["ninja", "-C", build], environment: pkgConfig).checked()
        let result = try run(["\(build)/range-slider-vala-app", "--self-test"], timeout: 90)
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertTrue(result.stdout.contains("vala client: 47 passed, 0 failed"), result.all)
        XCTAssertFalse(result.stderr.contains("CRITICAL"), result.stderr)
    }

    /// `Examples/rust-client`, gtk4-rs and libadwaita-rs from Debian's crates (cargo offline),
    /// built by `scripts/test-debian13.sh`, which sets `CE_RUST_CLIENT` to the binary: it
    /// declares `ce_range_slider_get_type()` itself, embeds a slider made in code and one from a
    /// `.ui` string in `adw::Window`s, sets range and values through GObject properties, follows
    /// `notify::lower-value` and `value-changed`, and checks what it reads back. Skipped where
    /// no Rust client was built (Debian 12 has no gtk4-rs 0.9).
    func testARustClientEmbedsTheSliderLoadsItFromAUIStringAndFollowsNotifyAndValueChanged() throws {
        guard let client = ProcessInfo.processInfo.environment["CE_RUST_CLIENT"], !client.isEmpty else {
            throw XCTSkip("CE_RUST_CLIENT is not set: scripts/test-debian13.sh builds the Rust client")
        }
        guard FileManager.default.isExecutableFile(atPath: client) else {
            return XCTFail("no Rust client at \(client): its build failed (.build-debian13/rust-client.log)")
        }
        // Linked by SONAME, and finds the library through its RUNPATH (no LD_LIBRARY_PATH).
        let dynamic = try run(["readelf", "-d", client]).checked()
        XCTAssertTrue(dynamic.contains("Shared library: [libCeRangeSlider.so.0]"), dynamic)
        XCTAssertTrue(dynamic.contains("\(prefix)/lib"), "the prefix's lib in the RUNPATH: \(dynamic)")

        let result = try run([client], environment: ["LD_LIBRARY_PATH": ""], timeout: 120)
        XCTAssertEqual(result.status, 0, result.all)
        XCTAssertTrue(result.stdout.contains("rust client: 24 passed, 0 failed"), result.all)
        XCTAssertFalse(result.stdout.contains("FAIL"), result.all)
        XCTAssertFalse(result.stderr.contains("CRITICAL"), result.stderr)
        XCTAssertFalse(result.stderr.contains("WARNING"), result.stderr)
    }
}
