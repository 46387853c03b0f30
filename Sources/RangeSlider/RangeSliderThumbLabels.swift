// SPDX-FileCopyrightText: 2026 The RangeSlider developers
// SPDX-License-Identifier: MIT
import RangeSliderCore

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
        thumbLabels[index] = label
        RangeSliderAccessibility.updateLabels(self)
    }

    /// Sets the labels of the first `labels.count` thumbs, in order.
    public func setThumbLabels(_ labels: [String?]) {
        for (index, label) in labels.enumerated() { setThumbLabel(label, at: index) }
    }
}
