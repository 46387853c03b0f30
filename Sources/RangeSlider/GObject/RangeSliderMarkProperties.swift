// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import GtkSupport
import RangeSliderCore

// The histogram's colours as GObject properties: `histogram-color` and
// `histogram-highlight-color` (`snap-to-marks` is in the C accessor table). The marks themselves
// and the histogram's data are lists, which properties carry badly: the C library sets them
// through methods (Sources/RangeSliderCAPI/CeRangeSliderMarks.swift, CeRangeSliderHistogram.swift).

extension RangeSliderProperties {
    /// The properties of marks and the histogram, after the others in ``all``.
    static let marksAndHistogram: [RangeSliderProperty] = [
        optionalColor(
            "histogram-color", "Histogram colour",
            "The histogram's bars outside the selected span; NULL: the slider's foreground colour at 30 % opacity.",
            \.histogramColor),
        optionalColor(
            "histogram-highlight-color", "Histogram highlight colour",
            "The histogram's bars inside the selected span; NULL: the track highlight colour.",
            \.histogramHighlightColor),
    ]

    /// A `GdkRGBA` property that is NULL until set (nil in Swift: the default).
    private static func optionalColor(
        _ name: String, _ nick: String, _ blurb: String,
        _ keyPath: ReferenceWritableKeyPath<RangeSliderWidget, RGBA?>
    ) -> RangeSliderProperty {
        RangeSliderProperty(
            name: name, nick: nick, blurb: blurb, kind: .color,
            get: { $0[keyPath: keyPath].map { .color($0.asGdkRGBA) } ?? .null },
            set: { slider, value in
                switch value {
                case .color(let c): slider[keyPath: keyPath] = RGBA(c)
                case .null: slider[keyPath: keyPath] = nil
                default: break
                }
            })
    }
}
