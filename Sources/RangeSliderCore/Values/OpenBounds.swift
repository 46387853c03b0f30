// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Which ends of a range slider's selection are open: "no limit" on that side.
///
/// A slider may let a thumb at the end of the track mean "no limit" ("Any", "$700k+"): an end
/// is open when the app allows it on that side and the thumb sits exactly at that end of the
/// range (the lower value at the minimum, the upper value at the maximum). The values stay the
/// finite ends of the range; only ``effectiveLowerBound(_:)`` and ``effectiveUpperBound(_:)``,
/// what a filter should use, are infinite on an open side.
public struct OpenBounds: Equatable, Sendable {
    /// Whether the lower end is open: no minimum.
    public var isLowerOpen: Bool
    /// Whether the upper end is open: no maximum.
    public var isUpperOpen: Bool

    public init(isLowerOpen: Bool, isUpperOpen: Bool) {
        self.isLowerOpen = isLowerOpen
        self.isUpperOpen = isUpperOpen
    }

    /// Both ends closed.
    public static let closed = OpenBounds(isLowerOpen: false, isUpperOpen: false)

    /// The open ends for `values`: an end is open when it is allowed to be and its thumb is at
    /// that end of the range. (With an empty range, both thumbs are at both ends.)
    @inlinable
    public init(values: RangeValues, allowsLower: Bool, allowsUpper: Bool) {
        isLowerOpen = allowsLower && values.lowerValue <= values.minimumValue
        isUpperOpen = allowsUpper && values.upperValue >= values.maximumValue
    }

    /// The lower bound a filter should use: −∞ when the lower end is open, else the lower value.
    @inlinable
    public func effectiveLowerBound(_ values: RangeValues) -> Double {
        isLowerOpen ? -.infinity : values.lowerValue
    }

    /// The upper bound a filter should use: +∞ when the upper end is open, else the upper value.
    @inlinable
    public func effectiveUpperBound(_ values: RangeValues) -> Double {
        isUpperOpen ? .infinity : values.upperValue
    }

    /// The accessible value text of an open lower thumb ("no minimum", translated:
    /// ``SliderWords``).
    public static var noMinimumText: String { SliderWords.translated("no minimum") }
    /// The accessible value text of an open upper thumb ("no maximum", translated).
    public static var noMaximumText: String { SliderWords.translated("no maximum") }
    /// The default text shown for an open lower end (in the value popover): "Any", translated.
    public static var defaultOpenLowerText: String {
        // TRANSLATORS: shown for a range's lower end that means "no limit".
        SliderWords.translated("Any")
    }

    /// The default text shown for an open upper end: the maximum's text followed by "+"
    /// ("$755,000+").
    public static func defaultOpenUpperText(maximumText: String) -> String {
        maximumText + "+"
    }
}

/// The whole selection as a sentence, for a slider's accessible description: "from $129,500
/// to $310,000", "from $129,500, no maximum", "up to $310,000, no minimum", "any value"
/// (translated: ``SliderWords``).
public enum RangeDescription {
    /// The sentence for a range with bounds written `lower` and `upper` (through the app's
    /// formatter); the text of an open end is not used.
    public static func text(lower: String, upper: String, bounds: OpenBounds) -> String {
        switch (bounds.isLowerOpen, bounds.isUpperOpen) {
        // TRANSLATORS: a range slider's selection read by a screen reader: {0} is the lower
        // value, {1} the upper one, as the app formats them ("$129,500").
        case (false, false): return SliderWords.translated("from {0} to {1}", lower, upper)
        // TRANSLATORS: a selection whose upper end is open; {0} is the lower value.
        case (false, true): return SliderWords.translated("from {0}, no maximum", lower)
        // TRANSLATORS: a selection whose lower end is open; {0} is the upper value.
        case (true, false): return SliderWords.translated("up to {0}, no minimum", upper)
        case (true, true): return SliderWords.translated("any value")
        }
    }
}
