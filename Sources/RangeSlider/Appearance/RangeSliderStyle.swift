// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import GtkSupport
import RangeSliderCore

/// The slider's theme colours, from CSS.
///
/// The widget's nodes carry its colours in their CSS `color` property:
///
///     rangeslider trough            the track        (default: the theme's background, a little darker)
///     rangeslider trough highlight  the span         (default: the theme's accent / selection colour)
///     rangeslider trough slider     the thumbs       (default: the theme's base colour; light grey when dark)
///
/// These defaults live in a stylesheet added at `GTK_STYLE_PROVIDER_PRIORITY_FALLBACK`, so a
/// theme or an app's own CSS overrides them, for example
/// `rangeslider highlight { color: #e01b24; }`. The stylesheet is regenerated when the theme or
/// `gtk-application-prefer-dark-theme` changes, with a dark variant when the theme's background
/// is dark. A colour set explicitly on the widget always wins over CSS.
enum RangeSliderStyle {
    private static var provider: UnsafeMutablePointer<GtkCssProvider>?
    private static var named: NamedThemeColors?

    /// Adds the default stylesheet to the default display, once.
    static func install() {
        guard provider == nil, let display = gdk_display_get_default() else { return }
        let css = gtk_css_provider_new()!
        provider = css
        named = NamedThemeColors(names: ["theme_bg_color", "accent_bg_color"])  // for the life of the process
        reload()
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(css), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
        if let settings = gtk_settings_get_default() {
            let raw = UnsafeMutableRawPointer(settings)
            GtkSignal.connect(raw, "notify::gtk-application-prefer-dark-theme") { (_: UnsafeMutableRawPointer?) in
                reload()
            }
            GtkSignal.connect(raw, "notify::gtk-theme-name") { (_: UnsafeMutableRawPointer?) in reload() }
        }
    }

    /// True when the current theme's background is dark.
    static var isDark: Bool {
        guard let bg = named?.color("theme_bg_color") else { return false }
        return 0.2126 * bg.red + 0.7152 * bg.green + 0.0722 * bg.blue < 0.5
    }

    /// The stylesheet for the current theme.
    static func stylesheet(dark: Bool, hasAccent: Bool) -> String {
        let accent = hasAccent ? "@accent_bg_color" : "@theme_selected_bg_color"
        let trough =
            dark ? "mix(@theme_bg_color, @theme_fg_color, 0.18)" : "mix(@theme_bg_color, @theme_fg_color, 0.08)"
        let thumb = dark ? "mix(@theme_fg_color, @theme_bg_color, 0.25)" : "@theme_base_color"
        // A thumb's focus ring is drawn by the slider (FocusRingPainter, in the highlight's
        // colour), the same pixels under every renderer; the :focus-visible rule only changes
        // an invisible outline so GTK redraws the slider when a thumb's focus shows or hides.
        return """
            rangeslider trough { color: \(trough); }
            rangeslider highlight { color: \(accent); }
            rangeslider slider { color: \(thumb); }
            rangeslider slider:focus-visible { outline: 0 solid transparent; }
            rangeslider marks { color: alpha(@theme_fg_color, 0.75); }
            """
    }

    private static func reload() {
        guard let provider, let named else { return }
        let hasAccent = named.color("accent_bg_color") != nil
        cgtk_css_provider_load(provider, stylesheet(dark: isDark, hasAccent: hasAccent))
    }

    /// The CSS `color` of a node.
    static func color(of node: UnsafeMutablePointer<GtkWidget>) -> RGBA {
        var rgba = GdkRGBA()
        cgtk_widget_get_color(node, &rgba)
        return RGBA(
            red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
    }
}
