// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Named theme colours (`@theme_bg_color`, `@accent_bg_color`, …, as themes define them with
/// `@define-color`) read through CSS nodes, without GtkStyleContext.
///
/// A stylesheet on the default display gives a hidden node one CSS class per name with
/// `color: @name`, and `gtk_widget_get_color` reads it. A second stylesheet, below the theme's
/// priority, defines every name as a sentinel colour no theme uses: reading the sentinel means
/// that nothing above defines the name, and the colour is `nil`.
///
/// The node is made for each look-up, so a look-up always sees the current theme.
final class NamedThemeColors {
    /// The names this instance can look up.
    let names: [String]
    private let rules: UnsafeMutablePointer<GtkCssProvider>
    private let sentinels: UnsafeMutablePointer<GtkCssProvider>
    private let display: OpaquePointer

    /// Adds the look-up stylesheets for `names` (CSS identifiers: letters, digits, `_`, `-`) to
    /// the default display; `nil` without a display.
    init?(names: [String]) {
        guard let display = gdk_display_get_default() else { return nil }
        self.names = names
        self.display = display
        rules = gtk_css_provider_new()
        sentinels = gtk_css_provider_new()
        cgtk_css_provider_load(rules, names.map { "\(Self.nodeName).name-\($0) { color: @\($0); }\n" }.joined())
        cgtk_css_provider_load(sentinels, names.map { "@define-color \($0) \(Self.sentinelCSS);\n" }.joined())
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(rules), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(sentinels), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
    }

    deinit {
        for provider in [rules, sentinels] {
            gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
            g_object_unref(UnsafeMutableRawPointer(provider))
        }
    }

    /// The colour the current theme (or an app's stylesheet) names `name`, or `nil` when none
    /// defines it (or `name` is not one of ``names``).
    func color(_ name: String) -> RGBA? {
        guard names.contains(name) else { return nil }
        let node = cgtk_widget_new_with_css_name(gtk_box_get_type(), Self.nodeName)!
        g_object_ref_sink(node)
        defer { g_object_unref(node) }
        gtk_widget_add_css_class(node, "name-" + name)
        var rgba = GdkRGBA()
        cgtk_widget_get_color(node, &rgba)
        let color = RGBA(
            red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
        return color.isClose(to: Self.sentinel) ? nil : color
    }

    private static let nodeName = "rangeslidernamedcolor"
    private static let sentinelCSS = "rgba(3, 1, 4, 0.0159)"
    private static let sentinel = RGBA(red: 3.0 / 255, green: 1.0 / 255, blue: 4.0 / 255, alpha: 0.0159)
}

extension RGBA {
    fileprivate func isClose(to other: RGBA) -> Bool {
        abs(red - other.red) < 1e-4 && abs(green - other.green) < 1e-4 && abs(blue - other.blue) < 1e-4
            && abs(alpha - other.alpha) < 1e-4
    }
}
