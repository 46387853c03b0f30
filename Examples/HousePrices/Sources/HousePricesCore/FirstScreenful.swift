// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// How many list rows the first frame with data needs: enough to fill the tallest the list can
/// be on screen, whatever the row height. The list offers GTK only these rows until that frame
/// is drawn, then all of them (the rows below the screen are built after it).
public enum FirstScreenful {
    /// No row of the list is shorter than this: libadwaita pads a column view's cells by 8
    /// pixels above and below, around at least one line of text (rows are about 31 pixels in the
    /// default font).
    public static let minimumRowHeight = 24.0
    /// Rows beyond the screen, for the row GTK shows partly at each end.
    public static let spareRows = 4

    /// The rows that fill `height` logical pixels (the window's or the monitor's height, an
    /// upper bound for the list's), at most `fallback`. A height that is not a finite,
    /// positive number gives `fallback` (GTK's own number of rows).
    public static func rows(forHeight height: Double, fallback: Int = 200) -> Int {
        guard height.isFinite, height > 0 else { return fallback }
        let rows = (height / minimumRowHeight).rounded(.up) + Double(spareRows)
        guard rows < Double(fallback) else { return fallback }
        return Int(rows)
    }
}
