// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import Foundation

/// The package's folders the widget tests read files from, found from this file's place in
/// the checkout (`Tests/RangeSliderWidgetTests/Support`), wherever the tests' folders are.
enum PackageFolders {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    /// The example skins' folder, `data/skins/`, with its trailing slash.
    static let skins = root + "/data/skins/"
}
