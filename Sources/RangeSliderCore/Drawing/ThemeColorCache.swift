// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// The theme's colours of a slider's nodes (their CSS `color`), looked up once per style change
/// rather than on every frame and every property read: a lookup walks GTK's style machinery.
///
/// The owner forgets them when the style of any of its nodes changes (GTK's `css_changed`: a
/// theme, a stylesheet, a state such as `:hover` or `:backdrop`); the next read looks them up
/// again.
public struct ThemeColorCache: Sendable {
    /// The nodes whose colours are kept.
    public enum Part: Int, CaseIterable, Sendable {
        /// The track (`trough`).
        case trough
        /// The selected span (`highlight`).
        case highlight
        /// The thumbs (`slider`).
        case thumb
    }

    private var colors: (RGBA?, RGBA?, RGBA?) = (nil, nil, nil)

    /// An empty cache.
    public init() {}

    /// The colour of `part`: the kept one, else `lookUp()`'s, kept.
    public mutating func color(_ part: Part, lookUp: () -> RGBA) -> RGBA {
        switch part {
        case .trough:
            if let c = colors.0 { return c }
            let c = lookUp(); colors.0 = c; return c
        case .highlight:
            if let c = colors.1 { return c }
            let c = lookUp(); colors.1 = c; return c
        case .thumb:
            if let c = colors.2 { return c }
            let c = lookUp(); colors.2 = c; return c
        }
    }

    /// Forgets every colour (the style changed).
    public mutating func forget() { colors = (nil, nil, nil) }
}
