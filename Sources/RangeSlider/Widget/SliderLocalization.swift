// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import Foundation
import RangeSliderCore

/// Installs gettext for the slider's own words (``SliderWords``, text domain
/// `ce-range-slider`), once, when the first slider is made.
///
/// **Where the catalogues are.** Beside the code that holds the slider, as GTK finds its own
/// under its prefix: for the image containing this module (an app's executable, into which
/// SwiftPM links it, or `libCeRangeSlider.so`) in directory `DIR`, the first of
/// `DIR/../share/locale` (an installed app or library: `PREFIX/bin`, `PREFIX/lib`) and
/// `DIR/locale` (a SwiftPM build folder, where `scripts/compile-app-data.sh` puts them) that
/// holds a `ce-range-slider.mo`. When neither does, the domain keeps gettext's default folder
/// (`/usr/share/locale`, where a distribution package puts it). An app that bound the domain
/// itself first (`bindtextdomain("ce-range-slider", …)`) keeps its choice.
///
/// The locale is the process's (`setlocale`, which `gtk_init` calls). The text is always asked
/// as UTF-8.
enum SliderLocalization {
    /// Done once per process, on the main thread (sliders are made there).
    nonisolated(unsafe) private static var installed = false

    static func install() {
        guard !installed else { return }
        installed = true
        let domain = SliderWords.domain
        if let directory = catalogueDirectory(), !appBoundTheDomain() {
            bindtextdomain(domain, directory)
        }
        bind_textdomain_codeset(domain, "UTF-8")
        let answers = Answers()
        SliderWords.translate = { id in
            answers.translation(of: id) {
                id.withCString { c in
                    // gettext returns its argument when there is no translation: keep the
                    // Swift string then.
                    guard let result = dgettext(domain, c), UnsafePointer(result) != c else { return id }
                    return String(cString: result)
                }
            }
        }
    }

    /// The translations asked for so far, by message id. gettext searches its catalogue
    /// folders again on every call where the locale has no catalogue of the domain, allocating
    /// memory as it goes, and every slider made asks for its labels; the locale is set once,
    /// before the first slider (`gtk_init`), so an answer stays right for the process.
    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var byID: [String: String] = [:]

        func translation(of id: String, lookUp: () -> String) -> String {
            lock.lock()
            defer { lock.unlock() }
            if let known = byID[id] { return known }
            let answer = lookUp()
            byID[id] = answer
            return answer
        }
    }

    /// Whether the domain's folder was already chosen (by the app) before the first slider.
    private static func appBoundTheDomain() -> Bool {
        guard let current = bindtextdomain(SliderWords.domain, nil as UnsafePointer<CChar>?) else { return false }
        let path = String(cString: current)
        return path != defaultDirectory && !path.isEmpty
    }

    /// gettext's own default folder, as `bindtextdomain(domain, NULL)` reports it before any
    /// binding (read from a domain nobody binds).
    private static var defaultDirectory: String {
        bindtextdomain("ce-range-slider-unbound-probe", nil as UnsafePointer<CChar>?).map { String(cString: $0) } ?? ""
    }

    /// The first folder beside this module's image that holds a catalogue of the domain.
    static func catalogueDirectory() -> String? {
        guard let file = cgtk_image_path() else { return nil }
        let imageDirectory = (String(cString: file) as NSString).deletingLastPathComponent
        let candidates = [imageDirectory + "/../share/locale", imageDirectory + "/locale"]
        return candidates.first { MessageCatalogues.exist(in: $0, domain: SliderWords.domain) }
    }
}
