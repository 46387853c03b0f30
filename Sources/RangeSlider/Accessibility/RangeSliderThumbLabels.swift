// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

/// The accessible labels an app gave one slider's thumbs (``RangeSliderWidget/accessibleLabels``):
/// by thumb, and the one thumb's of a single-value slider or progress bar. Made on the first
/// change (``MadeOnFirstUse``: most sliders keep the defaults); only this file changes them. A
/// thumb without one has its default, translated when read.
final class SliderThumbLabels: PartMadeOnFirstUse {
    static let unset = SliderThumbLabels()

    /// The labels set, by thumb index (the first and the last are the lower and upper labels).
    fileprivate(set) var byThumb = PerThumb<String?>(repeating: nil)
    /// ``RangeSliderWidget/valueLabel``.
    fileprivate(set) var valueLabel: String?
}

extension RangeSliderWidget {
    /// The accessible label of the lower thumb. Default "Minimum", in the user's language (one
    /// of the slider's own words, ``SliderWords``); an app might say "Minimum price".
    public var lowerThumbLabel: String {
        // TRANSLATORS: the accessible name of a range slider's lower thumb, when the app gives none.
        get { accessibleLabels.byThumb[.lower] ?? SliderWords.translated("Minimum") }
        set { setThumbLabel(newValue, for: .lower) }
    }

    /// The accessible label of the upper thumb. Default "Maximum", in the user's language.
    public var upperThumbLabel: String {
        // TRANSLATORS: the accessible name of a range slider's upper thumb, when the app gives none.
        get { accessibleLabels.byThumb[.upper] ?? SliderWords.translated("Maximum") }
        set { setThumbLabel(newValue, for: .upper) }
    }

    /// ``lowerThumbLabel`` as the `lower-thumb-label` property and the C library hold it: nil
    /// returns to the translated default.
    @_spi(CLibrary)
    public var lowerThumbLabelValue: String? {
        get { lowerThumbLabel }
        set { setThumbLabel(newValue, for: .lower) }
    }

    /// ``upperThumbLabel`` as the `upper-thumb-label` property and the C library hold it: nil
    /// returns to the translated default.
    @_spi(CLibrary)
    public var upperThumbLabelValue: String? {
        get { upperThumbLabel }
        set { setThumbLabel(newValue, for: .upper) }
    }

    /// The labels to read: the slider's own once made, else the shared initial ones.
    var accessibleLabels: SliderThumbLabels { madeThumbLabels.current }

    /// The labels to change: the slider's own, made now (following the thumb count) if they
    /// are not yet.
    private var changingThumbLabels: SliderThumbLabels { madeThumbLabels.forChange(preparing: follow) }

    /// Gives the labels one entry per thumb (the upper label stays the last thumb's); labels
    /// not made yet read the same for any count.
    func thumbLabelsFollowThumbCount() {
        if let made = madeThumbLabels.made { follow(made) }
    }

    private func follow(_ labels: SliderThumbLabels) {
        labels.byThumb.setFirstAside(mode.thumbCount == 1)
        labels.byThumb.resize(to: thumbWidgets.count, filling: nil)
    }

    /// The accessible label of thumb `index`: ``lowerThumbLabel`` and ``upperThumbLabel`` for
    /// the first and the last of a range slider, "Thumb <n>" (or the app's label) for one
    /// between, ``valueLabel`` (default "Value") for a slider's one thumb (in any mode).
    func thumbLabel(at index: Int) -> String {
        if thumbWidgets.count == 1 {
            return valueLabel ?? SliderWords.translated("Value")
        }
        switch thumb(atIndex: index) {
        case .lower: return lowerThumbLabel
        case .upper: return upperThumbLabel
        // TRANSLATORS: the accessible name of a thumb between the first and the last; {0} is its number from 1.
        case nil:
            return madeThumbLabels.made?.byThumb[index] ?? SliderWords.translated("Thumb {0}", String(index + 1))
        }
    }

    /// Sets a thumb's accessible label; nil returns it to its default ("Minimum" or
    /// "Maximum" in the user's language), as NULL does for the GObject properties and the C
    /// setters.
    public func setThumbLabel(_ label: String?, for thumb: Thumb) {
        let before = (lowerThumbLabel, upperThumbLabel)
        guard label != nil || madeThumbLabels.made != nil else { return }
        changingThumbLabels.byThumb[thumb] = label
        guard !before.0.utf8.elementsEqual(lowerThumbLabel.utf8) || !before.1.utf8.elementsEqual(upperThumbLabel.utf8)
        else { return }
        RangeSliderAccessibility.updateLabels(self)
        publishPropertyChanges()
    }

    /// The accessible label of the one thumb of a single-value slider (default "Value") and of
    /// a progress bar (default "Progress"); nil returns to the defaults.
    public var valueLabel: String? {
        get { accessibleLabels.valueLabel }
        set {
            guard newValue.map({ Array($0.utf8) }) != accessibleLabels.valueLabel.map({ Array($0.utf8) }) else {
                return
            }
            changingThumbLabels.valueLabel = newValue
            RangeSliderAccessibility.updateLabels(self)
            publishPropertyChanges()
        }
    }
}

/// The accessible labels of thumbs by index, for sliders with more than two thumbs ("Start of
/// shift 2"). The first and the last thumb's labels are ``lowerThumbLabel`` and
/// ``upperThumbLabel`` (their GObject properties are `lower-thumb-label` and
/// `upper-thumb-label`); a thumb between has "Thumb <n>" unless labelled here.
extension RangeSliderWidget {
    /// The accessible label of the thumb at `index`; nil for an index with no thumb.
    public func thumbLabel(ofThumbAt index: Int) -> String? {
        thumbWidgets.indices.contains(index) ? thumbLabel(at: index) : nil
    }

    /// Sets the accessible label of the thumb at `index`; nil returns it to its default. An
    /// index with no thumb is refused with a warning.
    public func setThumbLabel(_ label: String?, at index: Int) {
        guard thumbWidgets.indices.contains(index) else {
            return warn("refused a label for thumb \(index): the slider has \(thumbWidgets.count); unchanged")
        }
        if let thumb = thumb(atIndex: index) { return setThumbLabel(label, for: thumb) }
        guard label != nil || madeThumbLabels.made != nil else { return }
        changingThumbLabels.byThumb[index] = label
        RangeSliderAccessibility.updateLabels(self)
    }

    /// Sets the labels of the first `labels.count` thumbs, in order.
    public func setThumbLabels(_ labels: [String?]) {
        for (index, label) in labels.enumerated() { setThumbLabel(label, at: index) }
    }
}
