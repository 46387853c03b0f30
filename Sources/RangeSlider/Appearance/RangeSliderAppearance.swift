// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// The slider's look that is not its skin: the three tint colours (explicit, or the theme's
/// from CSS), curvaceousness, the histogram's colours, and the last frame's nodes reused while
/// nothing they depend on changes. Owned by the widget (``RangeSliderWidget/appearance``);
/// only RangeSliderAppearance.swift changes it.
final class SliderAppearance {
    /// The colours an app gave: made with the first, since most sliders follow the theme.
    private final class GivenColors {
        @exclusivity(unchecked) var track: RGBA?
        @exclusivity(unchecked) var highlight: RGBA?
        @exclusivity(unchecked) var thumb: RGBA?
        var histogram: (muted: RGBA?, highlight: RGBA?) = (nil, nil)
    }

    @exclusivity(unchecked) private var given: GivenColors?
    /// Whether the app has given a colour (the record is made).
    var hasGivenColors: Bool { given != nil }

    private var givenForChange: GivenColors {
        if let given { return given }
        let made = GivenColors()
        given = made
        return made
    }

    /// The colours the app pinned; nil follows the theme.
    var explicitTrackTint: RGBA? { given?.track }
    var explicitHighlightTint: RGBA? { given?.highlight }
    var explicitThumbTint: RGBA? { given?.thumb }
    /// The theme's colours, looked up once per style change.
    fileprivate var themeColors = ThemeColorCache()
    /// ``RangeSliderWidget/curvaceousness``.
    @exclusivity(unchecked) fileprivate(set) var curvaceousness = 1.0
    /// The histogram's explicit colours (nil: the defaults).
    fileprivate(set) var histogramColors: (muted: RGBA?, highlight: RGBA?) {
        get { given?.histogram ?? (nil, nil) }
        set {
            guard given != nil || newValue.muted != nil || newValue.highlight != nil else { return }
            givenForChange.histogram = newValue
        }
    }
    /// The last frame's nodes, reused while nothing they depend on changes.
    let frameCache = SliderFrameCache()

    /// True when any tint colour is pinned.
    fileprivate var hasExplicitTint: Bool {
        explicitTrackTint != nil || explicitHighlightTint != nil || explicitThumbTint != nil
    }

    /// Pins `tint` to `color`, or (nil) returns it to the theme.
    fileprivate func setExplicit(_ tint: RangeSliderWidget.TintColor, _ color: RGBA?) {
        guard given != nil || color != nil else { return }
        let given = givenForChange
        switch tint {
        case .track: given.track = color
        case .trackHighlight: given.highlight = color
        case .thumb: given.thumb = color
        }
    }

    fileprivate func explicit(_ tint: RangeSliderWidget.TintColor) -> RGBA? {
        switch tint {
        case .track: return explicitTrackTint
        case .trackHighlight: return explicitHighlightTint
        case .thumb: return explicitThumbTint
        }
    }
}

extension RangeSliderWidget {
    /// The slider's three tint colours, for ``useThemeColor(_:)``.
    public enum TintColor: Sendable, CaseIterable {
        /// ``trackTintColor``
        case track
        /// ``trackHighlightTintColor``
        case trackHighlight
        /// ``thumbTintColor``
        case thumb
    }

    /// The colour of the track outside the selected span. Unless set, the theme's (the
    /// `trough` node's CSS `color`). An explicit colour always wins.
    public var trackTintColor: RGBA {
        get { appearance.explicitTrackTint ?? themeColor(.trough) }
        set { setExplicit(.track, newValue, "trackTintColor", shown: trackTintColor) }
    }

    /// The colour of the track between the thumbs. Unless set, the theme's accent colour (the
    /// `highlight` node's CSS `color`).
    public var trackHighlightTintColor: RGBA {
        get { appearance.explicitHighlightTint ?? themeColor(.highlight) }
        set { setExplicit(.trackHighlight, newValue, "trackHighlightTintColor", shown: trackHighlightTintColor) }
    }

    /// The fill colour of the thumbs. Unless set, the theme's (the `slider` nodes' CSS `color`).
    public var thumbTintColor: RGBA {
        get { appearance.explicitThumbTint ?? themeColor(.thumb) }
        set { setExplicit(.thumb, newValue, "thumbTintColor", shown: thumbTintColor) }
    }

    /// The theme's colour of the `trough`, `highlight` or `slider` nodes (their CSS `color`),
    /// looked up once per style change (see ``ThemeColorCache``, forgotten in `css_changed`).
    func themeColor(_ part: ThemeColorCache.Part) -> RGBA {
        appearance.themeColors.color(part) {
            switch part {
            case .trough: return RangeSliderStyle.color(of: trough)
            case .highlight: return RangeSliderStyle.color(of: highlight)
            case .thumb: return RangeSliderStyle.color(of: lowerThumbWidget)
            }
        }
    }

    /// A node's style changed (a theme, a stylesheet, a state): the theme's colours are looked
    /// up again, and the colour properties that follow them are published.
    func styleChanged() {
        appearance.themeColors.forget()
        publishPropertyChanges()
    }

    /// Pins a colour. Assigning the colour already shown pins it (it no longer follows the
    /// theme) but draws nothing. Only the colour's own property is compared and notified.
    private func setExplicit(_ tint: TintColor, _ new: RGBA, _ name: String, shown: RGBA) {
        guard new.isFinite else {
            warn("refused \(name) = \(new): colour components must be finite numbers; the colour is unchanged")
            return
        }
        let clamped = new.clamped
        appearance.setExplicit(tint, clamped)
        if clamped != shown {
            setNeedsDisplay()
            publishPropertyChange(at: RangeSliderProperties.index(of: tint))
        }
    }

    /// Returns every colour to the theme's (undoes explicit colour assignments).
    public func useThemeColors() {
        guard appearance.hasExplicitTint else { return }
        for tint in TintColor.allCases { appearance.setExplicit(tint, nil) }
        setNeedsDisplay()
        publishPropertyChanges()
    }

    /// Returns one colour to the theme's (undoes its explicit assignment). A NULL colour
    /// property from C or a `.ui` file does the same.
    public func useThemeColor(_ color: TintColor) {
        guard appearance.explicit(color) != nil else { return }
        appearance.setExplicit(color, nil)
        setNeedsDisplay()
        publishPropertyChanges()
    }

    /// The tutorial's colours: track white 0.9, highlight RGB (0, 0.45, 0.94), white thumbs.
    public func useTutorialColors() {
        trackTintColor = RGBA(white: 0.9)
        trackHighlightTintColor = RGBA(red: 0, green: 0.45, blue: 0.94)
        thumbTintColor = .white
    }

    /// How round the track and thumbs are: 0 square, 1 (the default) fully rounded. Values
    /// outside 0…1 are clamped; NaN and infinities are refused with a GLib warning.
    public var curvaceousness: Double {
        get { appearance.curvaceousness }
        set {
            guard newValue.isFinite else {
                warn(ValueRejection(property: "curvaceousness", value: newValue).description)
                return
            }
            let clamped = min(max(newValue, 0), 1)
            guard clamped != appearance.curvaceousness else { return }
            appearance.curvaceousness = clamped
            setNeedsDisplay()
            publishPropertyChange(at: RangeSliderProperties.curvaceousnessIndex)
        }
    }

    /// The colour of the histogram's bars outside the selected span. Default nil: the slider's
    /// foreground colour (its CSS `color`) at 30 % opacity. Colours with non-finite components
    /// are refused with a GLib warning. GObject property `histogram-color`.
    public var histogramColor: RGBA? {
        get { appearance.histogramColors.muted }
        set { setHistogramColor(\.muted, newValue, "histogramColor") }
    }

    /// The colour of the histogram's bars inside the selected span. Default nil:
    /// ``trackHighlightTintColor``. GObject property `histogram-highlight-color`.
    public var histogramHighlightColor: RGBA? {
        get { appearance.histogramColors.highlight }
        set { setHistogramColor(\.highlight, newValue, "histogramHighlightColor") }
    }

    private func setHistogramColor(
        _ part: WritableKeyPath<(muted: RGBA?, highlight: RGBA?), RGBA?>, _ color: RGBA?, _ name: String
    ) {
        if let color, !color.isFinite {
            warn("refused \(name) = \(color): colour components must be finite numbers; the colour is unchanged")
            return
        }
        let new = color?.clamped
        guard new?.asGdkComponents != appearance.histogramColors[keyPath: part]?.asGdkComponents else { return }
        appearance.histogramColors[keyPath: part] = new
        if histogram != nil { setNeedsDisplay() }
        publishPropertyChanges()
    }
}
