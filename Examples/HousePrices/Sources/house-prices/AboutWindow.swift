// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import CGtkShim
import HousingData
import RangeSlider

/// The app's identity, shared by the about window, the window's icon and the installed files.
enum AppInfo {
    static let id = "io.github.cerangeslider.HousePrices"
    /// Kept equal to `Examples/HousePrices/meson.build`'s project version (checked by the installation test).
    static let version = "0.1.0"
    static let website = "https://github.com/cerangeslider/RangeSlider"
    /// The Ames data's description (Journal of Statistics Education 19(3), 2011).
    static let dataDescription = "https://jse.amstat.org/v19n3/decock.pdf"
}

/// The about dialog (AdwAboutDialog; AdwAboutWindow before libadwaita 1.5): the app's name,
/// version and licence, and the Ames data's source and licence as a legal section.
enum AboutWindow {
    /// Shows a new about dialog over `parent` (GTK owns it until it is closed).
    static func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
        let a = hp_about_new()!
        hp_about_set_application_name(a, L("House Prices"))
        hp_about_set_application_icon(a, AppInfo.id)
        hp_about_set_version(a, AppInfo.version)
        hp_about_set_developer_name(a, L("The RangeSlider developers"))
        hp_about_set_comments(
            a,
            L(
                "Filter house sales by price and living area with range sliders. A showcase of the RangeSlider widget for GTK 4."
            ))
        hp_about_set_website(a, AppInfo.website)
        hp_about_set_license_type(a, GTK_LICENSE_MIT_X11)
        hp_about_set_copyright(a, "© 2026 " + L("The RangeSlider developers"))
        hp_about_set_translator_credits(a, L("translator-credits"))
        hp_about_add_legal_section(
            a, L("Ames Housing data"), "© 2011 Dean De Cock", GTK_LICENSE_CUSTOM,
            AppMarkup.escape(
                L(
                    "2,930 residential sales in Ames, Iowa, 2006–2010, from Dean De Cock, “Ames, Iowa: Alternative to the Boston Housing Data as an End of Semester Regression Project”, Journal of Statistics Education 19(3), 2011; as distributed in the R package modeldata 1.1.0 under the MIT licence (Max Kuhn and RStudio). Columns selected and renamed; values unchanged."
                )))
        hp_about_add_link(a, L("Data set description"), AppInfo.dataDescription)
        hp_dialog_present(a, parent.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) })
    }
}

/// Pango markup helpers.
enum AppMarkup {
    /// `text` with markup characters escaped.
    static func escape(_ text: String) -> String {
        guard let escaped = g_markup_escape_text(text, -1) else { return text }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}
