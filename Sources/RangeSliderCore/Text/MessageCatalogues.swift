// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// Where gettext's compiled message catalogues are: a locale folder holds one folder per
/// language, each with `LC_MESSAGES/DOMAIN.mo`. Used to choose, among the places a program
/// looks for its translations (beside the executable, under its prefix), the first one that
/// has any.
public enum MessageCatalogues {
    /// Whether `directory` (a locale folder such as `PREFIX/share/locale`) holds a catalogue of
    /// `domain` for at least one language. A missing or unreadable folder holds none.
    public static func exist(in directory: String, domain: String) -> Bool {
        guard let languages = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return false }
        return languages.contains {
            FileManager.default.fileExists(atPath: "\(directory)/\($0)/LC_MESSAGES/\(domain).mo")
        }
    }
}
