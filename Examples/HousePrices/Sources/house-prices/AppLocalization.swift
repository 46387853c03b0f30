// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CAdwaita
import Foundation
import HousingData
import RangeSliderCore

/// Translations (gettext, text domain `house-prices`, catalogues from `po/`) and the locale's
/// number style, set up once at start-up before any window exists.
///
/// Catalogues are looked for in `PREFIX/share/locale` beside an installed executable
/// (`../share/locale`), else in the build folder's `locale/` (`scripts/compile-app-data.sh`,
/// run by `scripts/run.sh` and the tests). Lines scripts read stay English: `Showing N of M
/// homes` on standard output, the messages on standard error, the command-line help.
enum AppLocalization {
    static let domain = "house-prices"

    static func setUp(executableDirectory dir: String) {
        setlocale(LC_ALL, "")
        let candidates = [dir + "/../share/locale", dir + "/locale"]
        let localeDirectory = candidates.first { MessageCatalogues.exist(in: $0, domain: domain) } ?? candidates[0]
        bindtextdomain(domain, localeDirectory)
        bind_textdomain_codeset(domain, "UTF-8")
        textdomain(domain)
        // gettext returns its argument when there is no translation: then the Swift string is
        // kept rather than copied from its own buffer.
        Localization.translate = { message in
            message.withCString { id in
                guard let result = dgettext(domain, id), UnsafePointer(result) != id else { return message }
                return String(cString: result)
            }
        }
        Localization.translatePlural = { one, many, n in
            one.withCString { singular in
                many.withCString { plural in
                    guard let result = dngettext(domain, singular, plural, UInt(max(0, n))) else {
                        return n == 1 ? one : many
                    }
                    if UnsafePointer(result) == singular { return one }
                    if UnsafePointer(result) == plural { return many }
                    return String(cString: result)
                }
            }
        }
        HousingFormat.style = localeStyle()
    }

    /// Whether `directory` holds a compiled catalogue of this domain for any language.
    /// The number style of the current locale (``NumberStyle/fromLocale``), or English where
    /// the locale has no grouping (C, POSIX).
    static func localeStyle() -> NumberStyle {
        guard let conv = localeconv() else { return .english }
        func text(_ p: UnsafeMutablePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "" }
        return NumberStyle.fromLocale(
            thousandsSeparator: text(conv.pointee.thousands_sep),
            decimalPoint: text(conv.pointee.decimal_point),
            currencySymbolPrecedes: conv.pointee.p_cs_precedes != 0,
            separatedBySpace: conv.pointee.p_sep_by_space != 0) ?? .english
    }
}
