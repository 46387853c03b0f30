// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtk
import CGtkShim
import GtkTestSupport
import RangeSliderCore
import XCTest

@testable import RangeSlider

/// Named theme colours read through CSS nodes (the slider's theme defaults depend on them).
final class NamedThemeColorsTests: XCTestCase {
    override func setUpWithError() throws {
        let env = GtkTestEnvironment.start()
        guard env.ok else { XCTFail(env.reason); throw XCTSkip(env.reason) }
    }

    /// Adds `css` to the default display at user priority for the duration of `body`.
    private func withStylesheet(_ css: String, _ body: () throws -> Void) rethrows {
        let provider = gtk_css_provider_new()!
        cgtk_css_provider_load(provider, css)
        let display = gdk_display_get_default()!
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_USER))
        defer {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
            g_object_unref(UnsafeMutableRawPointer(provider))
        }
        try body()
    }

    /// Any colour a stylesheet names is read back as defined (the oracle: the colour written);
    /// a name nobody defines is nil, before, and again after, the stylesheet is removed.
    func testADefinedNameReadsItsColourAndAnUndefinedOneIsNil() throws {
        let colors = try XCTUnwrap(NamedThemeColors(names: ["rangeslider_test_color", "rangeslider_never_defined"]))
        XCTAssertNil(colors.color("rangeslider_test_color"), "not defined yet")
        var generator = SystemRandomNumberGenerator()
        var samples: [(UInt8, UInt8, UInt8)] = [(0, 0, 0), (255, 255, 255), (255, 0, 0), (0, 0, 255)]
        for _ in 0..<12 {
            samples.append(
                (
                    .random(in: 0...255, using: &generator), .random(in: 0...255, using: &generator),
                    .random(in: 0...255, using: &generator)
                ))
        }
        for (r, g, b) in samples {
            withStylesheet("@define-color rangeslider_test_color rgb(\(r), \(g), \(b));") {
                let expected = RGBA(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
                let color = colors.color("rangeslider_test_color")
                XCTAssertNotNil(color, "rgb(\(r), \(g), \(b))")
                if let color {
                    XCTAssertEqual(color.red, expected.red, accuracy: 1e-6, "rgb(\(r), \(g), \(b)) read as \(color)")
                    XCTAssertEqual(
                        color.green, expected.green, accuracy: 1e-6, "rgb(\(r), \(g), \(b)) read as \(color)")
                    XCTAssertEqual(color.blue, expected.blue, accuracy: 1e-6, "rgb(\(r), \(g), \(b)) read as \(color)")
                    XCTAssertEqual(color.alpha, 1, accuracy: 1e-6)
                }
                XCTAssertNil(colors.color("rangeslider_never_defined"))
            }
        }
        XCTAssertNil(colors.color("rangeslider_test_color"), "undefined again once the stylesheet is gone")
        XCTAssertNil(colors.color("theme_bg_color"), "a name not asked for at creation")
    }

    /// The theme's background, as the slider's defaults read it: light, and dark when the
    /// application prefers the dark theme (read again after the change).
    func testTheThemesBackgroundFollowsTheDarkPreference() throws {
        let colors = try XCTUnwrap(NamedThemeColors(names: ["theme_bg_color"]))
        func luminance(_ c: RGBA) -> Double { 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }
        let light = try XCTUnwrap(colors.color("theme_bg_color"), "the theme defines theme_bg_color")
        DarkTheme.prefer()
        defer { DarkTheme.restore() }
        let dark = try XCTUnwrap(colors.color("theme_bg_color"))
        XCTAssertGreaterThan(luminance(light), 0.5, "light: \(light)")
        XCTAssertLessThan(luminance(dark), 0.5, "dark: \(dark)")
    }
}
