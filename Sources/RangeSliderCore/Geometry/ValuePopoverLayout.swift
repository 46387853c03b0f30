// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
/// Where the value popovers of a range slider go: one per thumb, or one for both when they
/// would overlap ("LOWER – UPPER"), as noUiSlider merges its tooltips.
public enum ValuePopoverArrangement: Equatable, Sendable {
    /// Each thumb has its own popover, pointing at its centre.
    case separate(lower: Double, upper: Double)
    /// One popover shows both values, pointing between the thumbs.
    case merged(at: Double)

    /// Arranges the popovers of two thumbs whose centres lie at `lowerCentre` and `upperCentre`
    /// (widget coordinates along the track, in either order: a flipped slider has the lower
    /// thumb on the right) and whose popovers are `lowerExtent` and `upperExtent` long along
    /// the track. They merge when their popovers, each centred on its thumb, would come closer
    /// than `gap`. The decision depends on the separate popovers' extents only, never on the
    /// merged one's, so it cannot flip back and forth at a fixed position.
    public static func arrange(
        lowerCentre: Double, upperCentre: Double, lowerExtent: Double, upperExtent: Double,
        gap: Double = 4
    ) -> ValuePopoverArrangement {
        let reach = (Swift.max(0, lowerExtent) + Swift.max(0, upperExtent)) / 2 + Swift.max(0, gap)
        if abs(upperCentre - lowerCentre) < reach {
            return .merged(at: (lowerCentre + upperCentre) / 2)
        }
        return .separate(lower: lowerCentre, upper: upperCentre)
    }
}
