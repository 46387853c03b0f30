// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import CGtkShim
import RangeSliderCore

/// Open-ended bounds: a thumb at the end of the track can mean "no limit".
///
/// The values stay finite, so `minimumValue ≤ lowerValue ≤ upperValue ≤ maximumValue` holds
/// for every client; openness is a flag beside them:
///
/// - ``RangeSliderWidget/allowsOpenLowerBound`` / ``RangeSliderWidget/allowsOpenUpperBound``
///   (GObject `open-lower-bound` / `open-upper-bound`, default false) let an end be open;
/// - when allowed and the thumb sits at that end, the end *is* open:
///   ``RangeSliderWidget/isLowerBoundOpen`` / ``RangeSliderWidget/isUpperBoundOpen`` (read-only
///   GObject `lower-bound-is-open` / `upper-bound-is-open`, notified with the values);
/// - ``RangeSliderWidget/effectiveLowerBound`` (−∞ when open) and
///   ``RangeSliderWidget/effectiveUpperBound`` (+∞ when open) are what a filter should use.
///
/// Any move onto the end (drag, key, typed value, `upperValue = maximumValue`) opens it, any
/// move off closes it; observers read the flags on `.valueChanged`. Only a thumb that can move
/// opens its end: the lower in range mode, the upper in range and single modes.
///
/// ``RangeSliderWidget/formattedValue(of:)`` gives an open end's text
/// (``RangeSliderWidget/openLowerBoundText``, default "Any";
/// ``RangeSliderWidget/openUpperBoundText``, default the maximum's text and "+"), which the
/// popovers show; the thumb's accessible text says "no minimum" / "no maximum", and the
/// slider's description (``RangeDescription``) reads the selection as a sentence ("from
/// $129,500, no maximum"). ``RangeSliderWidget/formattedValue(_:)`` of a number is unchanged.
/// Which ends of one slider may be open and the texts an app gave for them
/// (``RangeSliderWidget/openBoundSettings``), per thumb. Made on the first change
/// (``MadeOnFirstUse``: most sliders have no open end); only this file changes them.
final class SliderOpenBounds: PartMadeOnFirstUse {
    static let unset = SliderOpenBounds()

    /// Whether each thumb's end may be open.
    @exclusivity(unchecked) fileprivate(set) var allowed = PerThumb(repeating: false)
    /// The text an app gave for each open end; nil is the default.
    fileprivate(set) var texts = PerThumb<String?>(repeating: nil)
}

extension RangeSliderWidget {
    /// The open-end settings to read: the slider's own once made, else the shared initial ones.
    var openBoundSettings: SliderOpenBounds { madeOpenBounds.current }

    /// The open-end settings to change: the slider's own, made now (following the thumb count)
    /// if they are not yet.
    private var changingOpenBounds: SliderOpenBounds { madeOpenBounds.forChange(preparing: follow) }

    /// Keeps the open-end settings on the first and the last thumb after the count changed
    /// (settings not made yet read the same for any count).
    func openBoundsFollowThumbCount() {
        if let made = madeOpenBounds.made { follow(made) }
    }

    private func follow(_ settings: SliderOpenBounds) {
        settings.allowed.setFirstAside(mode.thumbCount == 1)
        settings.texts.setFirstAside(mode.thumbCount == 1)
        settings.allowed.resize(to: thumbWidgets.count, filling: false)
        settings.texts.resize(to: thumbWidgets.count, filling: nil)
    }

    /// Whether the lower thumb at the minimum means "no minimum". Default false.
    public var allowsOpenLowerBound: Bool {
        get { openBoundSettings.allowed[.lower] }
        set { change(\.allowed, .lower, to: newValue, same: ==) }
    }

    /// Whether the upper thumb at the maximum means "no maximum". Default false.
    public var allowsOpenUpperBound: Bool {
        get { openBoundSettings.allowed[.upper] }
        set { change(\.allowed, .upper, to: newValue, same: ==) }
    }

    /// The open ends now.
    public var openBounds: OpenBounds {
        OpenBounds(
            values: values,
            allowsLower: allowsOpen(.lower) && mode.hasLowerThumb,
            allowsUpper: allowsOpen(.upper) && mode.isInteractive)
    }

    /// Whether the lower end is open now: allowed, and the lower value is at the minimum.
    public var isLowerBoundOpen: Bool { allowsOpen(.lower) && openBounds.isLowerOpen }

    /// Whether the upper end is open now: allowed, and the upper value is at the maximum.
    public var isUpperBoundOpen: Bool { allowsOpen(.upper) && openBounds.isUpperOpen }

    /// Whether `end` may be open. Every change of values asks: a slider without settings of its
    /// own answers without reading the shared ones.
    @inline(__always)
    private func allowsOpen(_ end: Thumb) -> Bool {
        guard let made = madeOpenBounds.made else { return false }
        return made.allowed[end]
    }

    /// The lower bound a filter should use: −∞ when the lower end is open, else ``lowerValue``.
    public var effectiveLowerBound: Double { openBounds.isLowerOpen ? -.infinity : lowerValue }

    /// The upper bound a filter should use: +∞ when the upper end is open, else ``upperValue``.
    public var effectiveUpperBound: Double { openBounds.effectiveUpperBound(values) }

    /// The text shown for an open lower end; nil (the default) is "Any".
    public var openLowerBoundText: String? {
        get { openBoundSettings.texts[.lower] }
        set { change(\.texts, .lower, to: newValue, same: Self.sameText) }
    }

    /// The text shown for an open upper end; nil (the default) is the maximum's formatted text
    /// followed by "+" ("$755,000+").
    public var openUpperBoundText: String? {
        get { openBoundSettings.texts[.upper] }
        set { change(\.texts, .upper, to: newValue, same: Self.sameText) }
    }

    /// `thumb`'s value as shown to a person: ``formattedValue(_:)`` of its value, or the open
    /// end's text (``openLowerBoundText``, ``openUpperBoundText``) when that end is open.
    public func formattedValue(of thumb: Thumb) -> String {
        formattedValue(of: thumb, bounds: openBounds)
    }

    func formattedValue(of thumb: Thumb, bounds: OpenBounds) -> String {
        switch thumb {
        case .lower where bounds.isLowerOpen:
            return openBoundSettings.texts[.lower] ?? OpenBounds.defaultOpenLowerText
        case .upper where bounds.isUpperOpen:
            return openBoundSettings.texts[.upper]
                ?? OpenBounds.defaultOpenUpperText(maximumText: formattedValue(values.maximumValue))
        default:
            return formattedValue(thumb == .lower ? lowerValue : values.upperValue)
        }
    }

    /// ``formattedValue(of:)`` for the thumb at `index`: a thumb between the first and the
    /// last shows its value (only the first and the last thumb open an end).
    func formattedValue(at index: Int) -> String {
        thumb(atIndex: index).map { formattedValue(of: $0) } ?? formattedValue(values[index])
    }

    /// The value typed `text` asks the thumb at `index` for when it names that thumb's open end
    /// (``OpenBoundInput``: "+", "$755,000+", "Any"): the range's end on that side, which opens
    /// it. Nil when the text does not name an open end or that end cannot be open, and for a
    /// thumb between the first and the last. The value popovers' entries read this before
    /// ``valueParser``; an app's own entries can too.
    public func openEndValue(typed text: String, at index: Int) -> Double? {
        thumb(atIndex: index).flatMap { openEndValue(typed: text, for: $0) }
    }

    /// ``openEndValue(typed:at:)`` for the first (`.lower`) or the last (`.upper`) thumb.
    public func openEndValue(typed text: String, for thumb: Thumb) -> Double? {
        switch thumb {
        case .upper:
            guard openBoundSettings.allowed[.upper], mode.isInteractive else { return nil }
            let shown =
                openBoundSettings.texts[.upper]
                ?? OpenBounds.defaultOpenUpperText(maximumText: formattedValue(values.maximumValue))
            return OpenBoundInput.asksForOpenUpper(text, openText: shown) ? values.maximumValue : nil
        case .lower:
            guard openBoundSettings.allowed[.lower], mode.hasLowerThumb else { return nil }
            let shown = openBoundSettings.texts[.lower] ?? OpenBounds.defaultOpenLowerText
            return OpenBoundInput.asksForOpenLower(text, openText: shown) ? values.minimumValue : nil
        }
    }

    /// The text of the merged value popover: "LOWER – UPPER", open ends as their text.
    func mergedThumbText() -> String {
        let bounds = openBounds
        return "\(formattedValue(of: .lower, bounds: bounds)) – \(formattedValue(of: .upper, bounds: bounds))"
    }

    /// The slider's accessible description, the selection as a sentence (see the type's
    /// documentation): what ``RangeSliderAccessibility`` sets.
    public var rangeDescription: String {
        let bounds = openBounds
        return rangeDescription(
            bounds: bounds,
            lowerText: bounds.isLowerOpen ? "" : formattedValue(values.lowerValue),
            upperText: bounds.isUpperOpen ? "" : formattedValue(values.upperValue))
    }

    /// The description from texts already made (the drag path formats each value once).
    func rangeDescription(bounds: OpenBounds, lowerText: String, upperText: String) -> String {
        switch mode {
        case .range:
            return RangeDescription.text(lower: lowerText, upper: upperText, bounds: bounds)
        case .single:
            return bounds.isUpperOpen ? OpenBounds.noMaximumText : upperText
        case .progress:
            return RangeSliderAccessibility.progressText(fraction)
        }
    }

    /// Sets `end`'s entry of the open-end setting `setting` to `newValue` and announces the
    /// change, unless `same` says the entry is already that.
    private func change<Value>(
        _ setting: WritableKeyPath<SliderOpenBounds, PerThumb<Value>>, _ end: Thumb, to newValue: Value,
        same: (Value, Value) -> Bool
    ) {
        guard !same(newValue, openBoundSettings[keyPath: setting][end]) else { return }
        var settings = changingOpenBounds
        settings[keyPath: setting][end] = newValue
        openBoundsChanged()
    }

    /// Whether two open-end texts are the same, byte for byte (canonically equivalent spellings
    /// are different texts to GObject's string properties).
    private static func sameText(_ a: String?, _ b: String?) -> Bool {
        a.map { Array($0.utf8) } == b.map { Array($0.utf8) }
    }

    /// An open-bound setting or text changed: the texts, popovers and properties follow.
    private func openBoundsChanged() {
        RangeSliderAccessibility.updateValues(self)
        refreshValuePopovers()
        publishPropertyChanges()
    }
}
