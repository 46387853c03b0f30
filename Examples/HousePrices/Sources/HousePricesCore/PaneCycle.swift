// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Which pane F6 and Shift+F6 move the keyboard focus to (GNOME's convention for windows with
/// several panes): the house-price window's filters, its list of homes and, when shown, its
/// side panel. Tab walks every row of the list before it reaches the side panel (GTK 4.8's
/// list views have no way out but Ctrl+Tab); F6 goes there at once.
public enum PaneCycle {
    /// The pane after (or before, `forward` false) `current` among those `usable`, wrapping
    /// around; the first usable pane (the last, going back) when the focus is in none
    /// (`current` nil or out of range). Nil when no pane is usable.
    public static func next(after current: Int?, usable: [Bool], forward: Bool = true) -> Int? {
        let count = usable.count
        guard usable.contains(true) else { return nil }
        let start: Int
        if let current, usable.indices.contains(current) {
            start = current
        } else {
            start = forward ? count - 1 : 0  // the step below lands on the first (last) pane
        }
        var i = start
        for _ in 0..<count {
            i = (i + (forward ? 1 : count - 1)) % count
            if usable[i] { return i }
        }
        return nil
    }
}
