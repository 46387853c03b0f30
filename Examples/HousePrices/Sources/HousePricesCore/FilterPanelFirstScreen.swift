// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// How many of the filter panel's filters the window builds before its first frame with data:
/// those that can show in the panel's height, plus one partly shown below; the others are
/// built after that frame (start-up cost stays that of a screenful, however many columns the
/// file has).
public enum FilterPanelFirstScreen {
    /// The least height a filter of each kind takes in the panel, in logical pixels: a title
    /// row and a slider with its histogram; a title row and two toggles; a title row, a search
    /// entry and a list of at most five rows before it scrolls.
    public static func minimumHeight(of kind: FilterKind) -> Double {
        switch kind {
        case .range, .steps: return 72
        case .toggle: return 40
        case .choice: return 160
        }
    }

    /// The number of filters (of `kinds`, in the panel's order) to build first for a panel
    /// `height` logical pixels tall: every filter that starts within the height. A height that
    /// is not a finite, positive number builds them all.
    public static func count(of kinds: [FilterKind], height: Double) -> Int {
        guard height.isFinite, height > 0 else { return kinds.count }
        var top = 0.0
        for (i, kind) in kinds.enumerated() {
            if top >= height { return i }
            top += minimumHeight(of: kind)
        }
        return kinds.count
    }
}
